# Spanish for the serving model's held-out errors in the Validation, Training/Inference tabs and the report (issue 15).
ES = {
"Serving, %1, held out": "Inferencia, %1, excluida su fuente",
"Throughput and latency figures of published %1 runs, each predicted with the serving calibration refitted without its own source table (leave-one-group-out, %2 tables): the error to expect on runs the factors were not fitted on":
    "Cifras de rendimiento y latencia de ejecuciones publicadas de %1, cada una predicha con la calibración de inferencia reajustada sin su propia tabla de origen (dejando fuera cada grupo, %2 tablas): el error que cabe esperar en ejecuciones con las que no se ajustaron los factores",
"Throughput and latency figures of published %1 runs with the catalog's factors, some of them fitted on published runs (TensorRT-LLM's routed-expert GEMM efficiency, vLLM V0's cost per layer on MI300X); the held-out figure replaces this once the Validation tab has computed it":
    "Cifras de rendimiento y latencia de ejecuciones publicadas de %1 con los factores del catálogo, algunos ajustados con ejecuciones publicadas (la eficiencia de las GEMM de expertos enrutados de TensorRT-LLM, el coste por capa de vLLM V0 en MI300X); la cifra con la fuente excluida la sustituye en cuanto la pestaña Validación la ha calculado",
"Serving, each run predicted with the serving calibration refitted without its own source table (leave-one-group-out, %1 tables; engines it does not fit use sourced values alone): median error %2, 90th percentile %3 over %4 figures.":
    "Inferencia, cada ejecución predicha con la calibración de inferencia reajustada sin su propia tabla de origen (dejando fuera cada grupo, %1 tablas; los motores que no ajusta usan solo valores de fuentes): error mediano %2, percentil 90 %3 sobre %4 cifras.",
}
NUMERUS = {
"Serving runs the same way (the serving calibration refitted without each of %n source table(s); engines it does not fit use sourced values alone): median error %1, 90th percentile %2 over %3 figures.":
    ["Las ejecuciones de inferencia, igual (la calibración de inferencia reajustada sin la propia tabla de origen, %n tabla; los motores que no ajusta usan solo valores de fuentes): error mediano %1, percentil 90 %2 sobre %3 cifras.",
     "Las ejecuciones de inferencia, igual (la calibración de inferencia reajustada sin la propia tabla de origen, %n tablas; los motores que no ajusta usan solo valores de fuentes): error mediano %1, percentil 90 %2 sobre %3 cifras."],
}
ES.update({
"Serving held-out errors could not be computed: %1.": "No se pudieron calcular los errores de inferencia con su fuente excluida: %1.",
})
