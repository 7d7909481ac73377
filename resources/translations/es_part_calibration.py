# Spanish for Tools > Calibrate from Measurements.
ES = {
"Calibrate from &Measurements…": "Calibrar con &mediciones…",
"Fit the training model's factors for a GPU and software stack to your own measured step times":
    "Ajusta los factores del modelo de entrenamiento de una GPU y una pila de software a sus propios tiempos de paso medidos",
"Calibrate from Measurements": "Calibrar con mediciones",
"No factor was identified, so nothing was saved.": "No se identificó ningún factor, así que no se guardó nada.",
"There is no writable application data folder for the user catalog.":
    "No hay una carpeta de datos de la aplicación con permiso de escritura para el catálogo de usuario.",
"The fitted factors were not saved to %1: %2": "Los factores ajustados no se guardaron en %1: %2",
"Step time (s)": "Tiempo de paso (s)",
"Tokens/s": "Tokens/s",
"TFLOP/s per GPU": "TFLOP/s por GPU",
"MFU": "MFU",
"GEMM efficiency (× the GPU's curve)": "Eficiencia de GEMM (× la curva de la GPU)",
"Attention efficiency (× the GPU's curve)": "Eficiencia de la atención (× la curva de la GPU)",
"Host time per layer and micro-batch (s)": "Tiempo de host por capa y micro-lote (s)",
"Host time per MoE layer and micro-batch (s)": "Tiempo de host por capa MoE y micro-lote (s)",
"Share of tensor-parallel communication hidden": "Parte oculta de la comunicación del paralelismo de tensor",
"Compute lost per second of overlapped communication": "Cómputo perdido por segundo de comunicación solapada",
"Share of the expert all-to-all hidden": "Parte oculta del all-to-all de expertos",
"&Add Files…": "&Añadir ficheros…",
"&Remove": "&Quitar",
"Measured &runs:": "&Ejecuciones medidas:",
"&GPU:": "&GPU:",
"Software &stack:": "&Pila de software:",
"&Factors to fit:": "&Factores que ajustar:",
"&Fit": "A&justar",
"Add your measured runs: validation files (.json) or a CSV of plan and measured step time (docs/training-model.md lists its columns).":
    "Añada sus ejecuciones medidas: ficheros de validación (.json) o un CSV de plan y tiempo de paso medido (docs/training-model.md enumera sus columnas).",
"Factor": "Factor",
"Value": "Valor",
"95% interval": "Intervalo del 95 %",
"Status": "Estado",
"Run": "Ejecución",
"Group": "Grupo",
"Figure": "Cifra",
"Measured": "Medido",
"Catalog values": "Valores del catálogo",
"Fitted": "Ajustado",
"Group held out": "Grupo excluido",
"Error held out": "Error con el grupo excluido",
"Predicted with the factors fitted without this run's group: the error to expect on runs the fit has not seen":
    "Predicho con los factores ajustados sin el grupo de esta ejecución: el error que cabe esperar en ejecuciones que el ajuste no ha visto",
"Predicted against measured": "Predicho frente a medido",
"&Save to User Catalog": "Guardar en el catálogo de &usuario",
"Adds the identified factors to your user catalog: every estimate uses them from then on":
    "Añade los factores identificados a su catálogo de usuario: todas las estimaciones los usan a partir de entonces",
"Measured Runs": "Ejecuciones medidas",
"Measured runs (*.json *.csv);;Validation files (*.json);;CSV files (*.csv)":
    "Ejecuciones medidas (*.json *.csv);;Ficheros de validación (*.json);;Ficheros CSV (*.csv)",
"%1 was not read: %2": "%1 no se leyó: %2",
"None of the runs is on %1 under %2, so there is nothing to fit: choose the GPU and software stack your runs were measured on.":
    "Ninguna ejecución es de %1 con %2, así que no hay nada que ajustar: elija la GPU y la pila de software con las que se midieron sus ejecuciones.",
"No factor is identified by these runs, so there is nothing to save.":
    "Estas ejecuciones no identifican ningún factor, así que no hay nada que guardar.",
"The fit failed: %1": "El ajuste falló: %1",
"%1 to %2": "%1 a %2",
"Refused: kept at the catalog's value": "Rechazado: se mantiene el valor del catálogo",
"Fitted, group held out": "Ajustado, grupo excluido",
}
NUMERUS = {
"Saved %n fitted factor(s) to the user catalog %1; the estimates now use them.":
    ["Se guardó %n factor ajustado en el catálogo de usuario %1; las estimaciones ya lo usan.",
     "Se guardaron %n factores ajustados en el catálogo de usuario %1; las estimaciones ya los usan."],
"%1 (%n run(s))": ["%1 (%n ejecución)", "%1 (%n ejecuciones)"],
"Fitting %1 under %2 to %n run(s)…": ["Ajustando %1 con %2 a %n ejecución…", "Ajustando %1 con %2 a %n ejecuciones…"],
"Fitted to %n run(s) of %1 groups. Error of the fitted factors: %2 median on the runs they were fitted on, %3 median (90th percentile %4) with each group held out, the error to expect on runs the fit has not seen.":
    ["Ajustado a %n ejecución de %1 grupos. Error de los factores ajustados: mediana del %2 en las ejecuciones del ajuste, mediana del %3 (percentil 90 del %4) con cada grupo excluido, el error que cabe esperar en ejecuciones que el ajuste no ha visto.",
     "Ajustado a %n ejecuciones de %1 grupos. Error de los factores ajustados: mediana del %2 en las ejecuciones del ajuste, mediana del %3 (percentil 90 del %4) con cada grupo excluido, el error que cabe esperar en ejecuciones que el ajuste no ha visto."],
"Fitted to %n run(s) of one group: %1 median error on the runs they were fitted on (%2 with the catalog's values). With one group nothing can be held out, so this is not the error to expect on other runs: give runs from more than one source (the group column) to see that.":
    ["Ajustado a %n ejecución de un grupo: mediana del error del %1 en las ejecuciones del ajuste (%2 con los valores del catálogo). Con un grupo no se puede excluir ninguno, así que no es el error que cabe esperar en otras ejecuciones: dé ejecuciones de más de una fuente (la columna group) para verlo.",
     "Ajustado a %n ejecuciones de un grupo: mediana del error del %1 en las ejecuciones del ajuste (%2 con los valores del catálogo). Con un grupo no se puede excluir ninguno, así que no es el error que cabe esperar en otras ejecuciones: dé ejecuciones de más de una fuente (la columna group) para verlo."],
}
ES.update({
"Fitted; set by group %1 alone": "Ajustado; solo lo fija el grupo %1",
"Fitted without that group, this factor leaves its 95% interval: runs like that group's rest on it alone":
    "Ajustado sin ese grupo, este factor sale de su intervalo del 95 %: las ejecuciones como las de ese grupo dependen solo de él",
})
