# Spanish for the plan search across software stacks.
ES = {
"Usage: clusterplanner search DESIGN.json [--workload NAME] [--top K] [--stacks IDS|all]\n                                         [--format text|json]\nSearches every valid parallel plan (TP, PP, DP, CP, EP, micro-batch, interleaving,\nrecomputation, sequence parallelism, ZeRO stage) of the design's training jobs on the\njob's GPUs, drops those that do not fit in memory and prints the best K by the job's objective.\n  --workload NAME   only the training job with this name (default: all)\n  --top K           how many plans to print (default 10)\n  --stacks IDS      search under each of these software stacks (comma-separated ids of\n                    data/catalog/software_stacks.csv or framework families such as megatron,\n                    deepspeed, pytorch-fsdp; or all) and rank their plans together\n                    (default: the job's own stack)\n  --format FORMAT   text (default) or json\n":
    "Uso: clusterplanner search DISEÑO.json [--workload NOMBRE] [--top K] [--stacks IDS|all]\n                                       [--format text|json]\nBusca todos los planes de paralelismo válidos (TP, PP, DP, CP, EP, micro-lote, intercalado,\nrecomputación, paralelismo de secuencia, etapa ZeRO) de los trabajos de entrenamiento del diseño\nen las GPU del trabajo, descarta los que no caben en memoria y muestra los K mejores según el objetivo del trabajo.\n  --workload NOMBRE solo el trabajo de entrenamiento con este nombre (por defecto: todos)\n  --top K           cuántos planes mostrar (por defecto 10)\n  --stacks IDS      busca con cada una de estas pilas de software (ids de\n                    data/catalog/software_stacks.csv separados por comas o familias de frameworks como\n                    megatron, deepspeed, pytorch-fsdp; o all) y ordena juntos sus planes\n                    (por defecto: la pila del propio trabajo)\n  --format FORMATO  text (por defecto) o json\n",
"--stacks: '%1' is not a software stack (known: %2, or all)": "--stacks: '%1' no es una pila de software (conocidas: %2, o all)",
"Under every software &stack": "Con todas las &pilas de software",
"Search the job under each software stack of the catalog (Megatron-Core, DeepSpeed, PyTorch FSDP...) with what each overlaps, its kernels and its ZeRO stages, and rank the plans together":
    "Busca el trabajo con cada pila de software del catálogo (Megatron-Core, DeepSpeed, PyTorch FSDP...), con lo que cada una solapa, sus kernels y sus etapas ZeRO, y ordena juntos los planes",
"Software stack": "Pila de software",
"Cancel": "Cancelar",
"Stopping the running search…": "Deteniendo la búsqueda en curso…",
"Without a plan: %1.": "Sin plan: %1.",
"cancelled after %1 plans.": "cancelada tras %1 planes.",
"%1 plans evaluated in %2 s, %3 fit in memory.": "%1 planes evaluados en %2 s, %3 caben en memoria.",
}
NUMERUS = {
"Searching every plan of %1 under %n software stack(s)…": ["Buscando todos los planes de %1 con %n pila de software…", "Buscando todos los planes de %1 con %n pilas de software…"],
"Under %n software stack(s): %1 Each stack's best plan, the best stack first:": ["Con %n pila de software: %1 El mejor plan de cada pila, la mejor pila primero:", "Con %n pilas de software: %1 El mejor plan de cada pila, la mejor pila primero:"],
}
