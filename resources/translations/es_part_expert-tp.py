# Spanish for the expert tensor-parallel choice of a training plan.
ES = {
"Expert tensor parallel": "Paralelismo de tensor de expertos",
"Experts whole on each GPU (expert TP 1)": "Expertos enteros en cada GPU (TP de expertos 1)",
"Megatron's --expert-tensor-parallel-size 1 (MoE parallel folding): experts are not split by tensor parallelism and each expert-parallel group is adjacent GPUs. Off: experts are split like the rest of the layer.":
    "--expert-tensor-parallel-size 1 de Megatron (plegado del paralelismo MoE): los expertos no se dividen por paralelismo de tensor y cada grupo de paralelismo de expertos son GPU contiguas. Desactivado: los expertos se dividen como el resto de la capa.",
}
