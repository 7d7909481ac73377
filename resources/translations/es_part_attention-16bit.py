# Spanish for checkpoints that keep attention in 16 bits, and the checkpoint flags in the inspector (issue 15).
ES = {
"FP8 scaled per block": "FP8 escalado por bloques",
"The FP8 checkpoint scales its weights per 128x128 block (DeepSeek-V3/R1, Qwen's -FP8 releases). Served in FP8, it runs on the engine's block-scaled kernels.": "El checkpoint FP8 escala sus pesos por bloques de 128x128 (DeepSeek-V3/R1, las versiones -FP8 de Qwen). Servido en FP8, usa los kernels por bloques del motor.",
"Attention kept in 16 bits": "Atención en 16 bits",
"The quantized checkpoint quantizes only its MLPs or experts and keeps attention in 16 bits (gpt-oss's MXFP4, Meta's FP8 Llama 3.1 405B): attention is stored and read at 2 bytes and multiplied at the BF16 rate.": "El checkpoint cuantizado solo cuantiza sus MLP o expertos y mantiene la atención en 16 bits (MXFP4 de gpt-oss, Llama 3.1 405B FP8 de Meta): la atención se almacena y se lee a 2 bytes y se multiplica al ritmo de BF16.",
"--%1: '%2' is not true or false": "--%1: '%2' no es true ni false",
"The quantized checkpoint keeps attention in 16 bits and quantizes only the MLPs or experts, as gpt-oss and Meta's FP8 Llama 3.1 405B do (true|false; default: the preset's, false without one)": "El checkpoint cuantizado mantiene la atención en 16 bits y solo cuantiza los MLP o expertos, como gpt-oss y Llama 3.1 405B FP8 de Meta (true|false; por defecto: el del modelo predefinido, false sin él)",
}
