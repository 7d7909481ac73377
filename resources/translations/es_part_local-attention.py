# Spanish for local attention (sliding windows, chunked attention) in size-inference (issue 15).
ES = {
"Layers with local attention (sliding window or chunks); 0 = none": "Capas con atención local (ventana deslizante o bloques); 0 = ninguna",
"Tokens a local-attention layer sees: its window or chunk": "Tokens que ve una capa de atención local: su ventana o su bloque",
"Local-attention layers attend within chunks (Llama 4), not a sliding window": "Las capas de atención local atienden dentro de bloques (Llama 4), no en una ventana deslizante",
"Model preset (%1)": "Modelo predefinido (%1)",
"--local-attention-layers: %1 is more than the model's %2 layers": "--local-attention-layers: %1 son más que las %2 capas del modelo",
"--local-attention-layers needs --local-window": "--local-attention-layers necesita --local-window",
}
