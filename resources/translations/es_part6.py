# Spanish translations, keyed by the English source text (part 6: the Validation tab).
ES = {
"Serving engine": "Motor de inferencia",
"Default for the GPU": "El predeterminado para la GPU",
"Serving engine: tensorrt-llm, vllm, sglang (default: vllm on AMD, tensorrt-llm elsewhere)": "Motor de inferencia: tensorrt-llm, vllm, sglang (predeterminado: vllm en AMD, tensorrt-llm en el resto)",
"Engine release, e.g. 0.6.3 (vLLM before 0.8 runs its V0 scheduler)": "Versión del motor, p. ej. 0.6.3 (vLLM anterior a 0.8 usa su planificador V0)",
"Predicting the published runs…": "Prediciendo las ejecuciones publicadas…",
"Case": "Caso",
"Figure": "Cifra",
"Published": "Publicado",
"Predicted": "Predicho",
"Error": "Error",
"No validation cases were found beside the application (share/clusterplanner/validation).": "No se encontraron casos de validación junto a la aplicación (share/clusterplanner/validation).",
"Published measured runs in %1, predicted by the model that estimates this design (errors are predicted / published − 1). %2.": "Ejecuciones medidas y publicadas en %1, predichas por el modelo que estima este diseño (errores = predicho / publicado − 1). %2.",
"median %1, max %2": "mediana %1, máx. %2",
"Not predicted": "Sin predicción",
"unreadable file": "archivo ilegible",
"Dropout": "Dropout",
"Train with hidden and attention dropout, keeping their masks in activation memory (Megatron GPT runs). Llama 2/3, Mixtral and DeepSeek pre-train without dropout.": "Entrenar con dropout en las capas ocultas y en la atención, guardando sus máscaras en la memoria de activaciones (ejecuciones GPT de Megatron). Llama 2/3, Mixtral y DeepSeek se preentrenan sin dropout.",
# Cross-validated (held-out) errors.
"Held-out error": "Error fuera de muestra",
"Error of the prediction with the calibrated factors fitted without this case's source table (leave-one-group-out cross-validation)": "Error de la predicción con los factores calibrados ajustados sin la tabla de origen de este caso (validación cruzada dejando fuera un grupo)",
}
NUMERUS = {
"%1: %n figure(s), median error %2, largest %3": ["%1: %n cifra, error mediano %2, máximo %3", "%1: %n cifras, error mediano %2, máximo %3"],
"%n figure(s)": ["%n cifra", "%n cifras"],
"%n case(s)": ["%n caso", "%n casos"],
"Training, each source table predicted with factors fitted without it: median error %1, 90th percentile %2 over %n figure(s).": ["Entrenamiento, cada tabla de origen predicha con factores ajustados sin ella: error mediano %1, percentil 90 %2 sobre %n cifra.", "Entrenamiento, cada tabla de origen predicha con factores ajustados sin ella: error mediano %1, percentil 90 %2 sobre %n cifras."],
}
