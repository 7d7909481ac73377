# Spanish for the expert tensor-parallel choice of a training plan.
ES = {
"Expert tensor parallel": "Paralelismo de tensor de expertos",
"Experts not split by TP": "Expertos sin dividir por TP",
"Megatron's --expert-tensor-parallel-size 1 (MoE parallel folding): experts are not split by tensor parallelism and each expert-parallel group is adjacent GPUs. Off: experts are split like the rest of the layer.":
    "--expert-tensor-parallel-size 1 de Megatron (plegado del paralelismo MoE): los expertos no se dividen por paralelismo de tensor y cada grupo de paralelismo de expertos son GPU contiguas. Desactivado: los expertos se dividen como el resto de la capa.",
}
