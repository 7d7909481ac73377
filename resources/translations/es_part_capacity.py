# Spanish for the share of capacity a sized serving pool runs at (issue 15).
ES = {
"Capacity per instance": "Capacidad por instancia",
"Requests per second one instance sustains at all, whatever the latency.": "Peticiones por segundo que una instancia llega a sostener, sea cual sea la latencia.",
"Share of capacity in use": "Fracción de la capacidad en uso",
"Load per instance over its capacity. Near capacity the predicted latencies are optimistic: MLPerf Server runs at 93-99% of capacity measured two to three times the predicted time per token.": "Carga por instancia respecto a su capacidad. Cerca de la capacidad las latencias previstas son optimistas: las ejecuciones Server de MLPerf al 93-99 % de la capacidad midieron entre dos y tres veces el tiempo por token previsto.",
"                 the busiest pool at %1% of its capacity\n": "                 el grupo más cargado al %1 % de su capacidad\n",
"the chosen fleet runs a pool at %1% of its capacity; near capacity the predicted latencies are optimistic (MLPerf Server runs at 93-99% of capacity measured two to three times the predicted time per token)": "la flota elegida lleva un grupo al %1 % de su capacidad; cerca de la capacidad las latencias previstas son optimistas (las ejecuciones Server de MLPerf al 93-99 % de la capacidad midieron entre dos y tres veces el tiempo por token previsto)",
}
