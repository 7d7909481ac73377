# Spanish translations, keyed by the English source text (part 4: strings added later).
ES = {
"The hardware catalog could not be loaded: %1": "No se pudo cargar el catálogo de hardware: %1",
"ClusterPlanner designs (*.cpdesign *.json);;All files (*)": "Diseños de ClusterPlanner (*.cpdesign *.json);;Todos los ficheros (*)",
"ClusterPlanner designs (*.cpdesign *.json)": "Diseños de ClusterPlanner (*.cpdesign *.json)",
}
