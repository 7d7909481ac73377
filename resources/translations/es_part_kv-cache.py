# Spanish for the KV cache dtype of inference services (inspector, size-inference; issue 15).
ES = {
"KV cache": "Caché KV",
"Engine default": "El predeterminado del motor",
"16 bits (BF16/FP16)": "16 bits (BF16/FP16)",
"KV cache dtype: auto (the engine's default for the checkpoint), fp8 or bf16 (default auto)": "Tipo de la caché KV: auto (el predeterminado del motor para el checkpoint), fp8 o bf16 (por defecto auto)",
"--kv-cache: '%1' is not auto, fp8 or bf16": "--kv-cache: '%1' no es auto, fp8 ni bf16",
}
