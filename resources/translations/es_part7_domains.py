# Spanish translations, keyed by the English source text (part 7: rack-scale systems, scheduler export).
ES = {
"NVLink domain · %1 GPUs · %2 compute trays · %3 switch trays": "Dominio NVLink · %1 GPU · %2 bandejas de cómputo · %3 bandejas de switches",
"Rack-scale systems": "Sistemas a escala de rack",
"%1 GPUs in one NVLink domain · %2 trays · %3 kW": "%1 GPU en un dominio NVLink · %2 bandejas · %3 kW",
"Compute trays": "Bandejas de cómputo",
"Switch trays": "Bandejas de switches",
"Cooling": "Refrigeración",
"New %1 rack": "Nuevo rack %1",
"%1 (part estimated)": "%1 (en parte estimado)",
"None: a rack of servers": "Ninguno: un rack de servidores",
"Rack system": "Sistema de rack",
"Drop node platforms from the catalog into this group to add servers; the count replicates the whole group. A rack system (GB200 NVL72) holds its compute trays as its nodes and brings its switch trays, power and price.": "Arrastre plataformas de nodo del catálogo a este grupo para añadir servidores; el recuento replica todo el grupo. Un sistema de rack (GB200 NVL72) tiene sus bandejas de cómputo como nodos y aporta sus bandejas de switches, su potencia y su precio.",
"0 uses the rack system's or the platform's figure (e.g. 72 GPUs for the compute trays of a GB200 NVL72 rack).": "0 usa la cifra del sistema de rack o de la plataforma (p. ej., 72 GPU para las bandejas de cómputo de un rack GB200 NVL72).",
"Usage: clusterplanner export-slurm DESIGN.json --out DIR\nWrites the scheduler configuration of the design into DIR:\n  slurm.conf           one node line per host (GPUs as GRES, cores and memory), partitions\n  gres.conf            GPU devices per host\n  topology.conf        the compute fabric's switch tree with the NVLink domains (topology/tree,\n                       Slurm 22.05 and later)\n  topology-block.conf  one block per NVLink domain (topology/block, Slurm 23.11 and later)\n  nodes.yaml           Kubernetes nodes with GPU feature discovery, NVLink clique and network\n                       block/spine labels\n  kueue-topology.yaml  Kueue Topology-Aware-Scheduling Topology over those labels\n":
"Uso: clusterplanner export-slurm DISEÑO.json --out DIR\nEscribe en DIR la configuración del planificador para el diseño:\n  slurm.conf           una línea de nodo por host (GPU como GRES, núcleos y memoria), particiones\n  gres.conf            dispositivos GPU por host\n  topology.conf        el árbol de switches de la red de cómputo con los dominios NVLink\n                       (topology/tree, Slurm 22.05 y posteriores)\n  topology-block.conf  un bloque por dominio NVLink (topology/block, Slurm 23.11 y posteriores)\n  nodes.yaml           nodos de Kubernetes con etiquetas de GPU feature discovery, de clique NVLink\n                       y de bloque/spine de la red\n  kueue-topology.yaml  Topology de Kueue (planificación consciente de la topología) sobre esas etiquetas\n",
}
NUMERUS = {}
