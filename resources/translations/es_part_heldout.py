# Spanish for the Validation tab's held-out (leave-one-group-out) column.
ES = {
"Held out": "Excluida su fuente",
"The error with the calibration refitted without the run's own source table (leave-one-group-out): what to expect on runs it was not fitted on":
    "El error con la calibración reajustada sin la tabla de origen de la propia ejecución (dejando fuera cada grupo): lo que cabe esperar en ejecuciones con las que no se ajustó",
"Held-out errors: refitting the calibration without each source table in turn…":
    "Errores excluyendo la fuente: reajustando la calibración sin cada tabla de origen por turno…",
"no calibration spec at %1": "no hay especificación de calibración en %1",
"Held-out errors could not be computed: %1.": "No se pudieron calcular los errores excluyendo la fuente: %1.",
"Predicted %1 with the factors fitted without the source table %2":
    "Predicho %1 con los factores ajustados sin la tabla de origen %2",
"median %1": "mediana %1",
"Published measured runs in %1, predicted by the model that estimates this design (errors are predicted / published − 1). %2. Some of these runs were used to fit the calibrated factors, so these errors are in-sample, not errors on unseen runs.":
    "Ejecuciones medidas publicadas en %1, predichas por el modelo que estima este diseño (error = predicho / publicado − 1). %2. Algunas de estas ejecuciones se usaron para ajustar los factores calibrados, así que estos errores son dentro de la muestra, no errores sobre ejecuciones no vistas.",
"Throughput and latency figures of published %1 runs, predicted in-sample: the serving factors are sourced except the B200 and GB200 HBM efficiency and the TensorRT-LLM PyTorch backend's MoE GEMM efficiency, which were fitted on published TensorRT-LLM runs":
    "Cifras de rendimiento y latencia de ejecuciones publicadas de %1, predichas dentro de la muestra: los factores de inferencia son de fuentes salvo la eficiencia de HBM de B200 y GB200 y la eficiencia de GEMM MoE del backend PyTorch de TensorRT-LLM, ajustadas con ejecuciones publicadas de TensorRT-LLM",
}
NUMERUS = {
"Held out (the last column): each training run predicted with the calibration refitted without its own source table, over %n source table(s): median error %1, 90th percentile %2 over %3 figures. This is the error to expect on runs the factors were not fitted on.":
    ["Excluida su fuente (la última columna): cada ejecución de entrenamiento predicha con la calibración reajustada sin su propia tabla de origen, en %n tabla de origen: error mediano %1, percentil 90 %2 sobre %3 cifras. Es el error que cabe esperar en ejecuciones con las que no se ajustaron los factores.",
     "Excluida su fuente (la última columna): cada ejecución de entrenamiento predicha con la calibración reajustada sin su propia tabla de origen, en %n tablas de origen: error mediano %1, percentil 90 %2 sobre %3 cifras. Es el error que cabe esperar en ejecuciones con las que no se ajustaron los factores."],
}
ES.update({
"Training, each run predicted with the calibration refitted without its own source table (leave-one-group-out, %1 tables): median error %2, 90th percentile %3 over %4 figures. This is the error to expect on runs the factors were not fitted on.":
    "Entrenamiento, cada ejecución predicha con la calibración reajustada sin su propia tabla de origen (dejando fuera cada grupo, %1 tablas): error mediano %2, percentil 90 %3 sobre %4 cifras. Es el error que cabe esperar en ejecuciones con las que no se ajustaron los factores.",
})
ES.update({
"Model error on published runs": "Error del modelo en ejecuciones publicadas",
"How far the model's predictions were from the published measured runs bundled with the app (the Validation tab): |predicted / published − 1|":
    "Cuánto se alejaron las predicciones del modelo de las ejecuciones medidas publicadas que acompañan a la aplicación (la pestaña Validación): |predicho / publicado − 1|",
"%1 median": "%1 de mediana",
"90th percentile %1 over %2 figures": "percentil 90 %1 sobre %2 cifras",
"Training step time, held out": "Tiempo de paso de entrenamiento, excluida su fuente",
"Leave-one-group-out over %1 source tables: each published run predicted with the calibration refitted without its own table, the error to expect on runs the factors were not fitted on":
    "Dejando fuera cada grupo sobre %1 tablas de origen: cada ejecución publicada predicha con la calibración reajustada sin su propia tabla, el error que cabe esperar en ejecuciones con las que no se ajustaron los factores",
"Serving, %1, in-sample": "Inferencia, %1, dentro de la muestra",
})
