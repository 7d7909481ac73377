# Spanish for the KV cache dtype of inference services (inspector, size-inference; issue 15).
ES = {
"KV cache": "Caché KV",
"Engine default": "El predeterminado del motor",
"16 bits (BF16/FP16)": "16 bits (BF16/FP16)",
"KV cache dtype: auto (the engine's default for the checkpoint), fp8 or bf16 (default auto)": "Tipo de la caché KV: auto (el predeterminado del motor para el checkpoint), fp8 o bf16 (por defecto auto)",
"--kv-cache: '%1' is not auto, fp8 or bf16": "--kv-cache: '%1' no es auto, fp8 ni bf16",
}
ES.update({
"The KV cache's element type as the engine is launched (--kv-cache-dtype, kv_cache_config.dtype). Engine default: on TensorRT-LLM FP8 beside FP8 or FP4 weights whose checkpoint quantises the cache (NVIDIA's ModelOpt releases) and 16 bits beside a vendor's block-scaled FP8 weights; the model's 16 bits on vLLM and SGLang. An FP8 cache holds twice the tokens of a 16-bit one.": "El tipo de los elementos de la caché KV con que se lanza el motor (--kv-cache-dtype, kv_cache_config.dtype). El predeterminado del motor: en TensorRT-LLM, FP8 junto a pesos FP8 o FP4 cuyo checkpoint cuantiza la caché (las versiones ModelOpt de NVIDIA) y 16 bits junto a pesos FP8 escalados por bloques de un fabricante; los 16 bits del modelo en vLLM y SGLang. Una caché FP8 guarda el doble de tokens que una de 16 bits.",
})
