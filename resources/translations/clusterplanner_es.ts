<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CatalogDetails</name>
    <message>
        <source>estimate</source>
        <translation>estimación</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Fuente:</translation>
    </message>
    <message>
        <source>est.</source>
        <translation>est.</translation>
    </message>
    <message>
        <source>%1 TFLOP/s BF16 · %2 GB · %3 W</source>
        <translation>%1 TFLOP/s BF16 · %2 GB · %3 W</translation>
    </message>
    <message>
        <source>BF16 dense</source>
        <translation>BF16 denso</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>FP8 dense</source>
        <translation>FP8 denso</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>no admitido</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>%1 GB %2, %3 TB/s</source>
        <translation>%1 GB %2, %3 TB/s</translation>
    </message>
    <message>
        <source>Scale-up</source>
        <translation>Scale-up</translation>
    </message>
    <message>
        <source>%1, %2 GB/s per direction</source>
        <translation>%1, %2 GB/s por sentido</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <source>%1 GPUs · %2 kW · %3U</source>
        <translation>%1 GPU · %2 kW · %3U</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Scale-up domain</source>
        <translation>Dominio de scale-up</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Compute NICs</source>
        <translation>NIC de cómputo</translation>
    </message>
    <message>
        <source>%1 × %2 Gb/s</source>
        <translation>%1 × %2 Gb/s</translation>
    </message>
    <message>
        <source>Max power</source>
        <translation>Potencia máxima</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altura</translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation>%1 U</translation>
    </message>
    <message>
        <source>%1 × %2 Gb/s · %3</source>
        <translation>%1 × %2 Gb/s · %3</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocolo</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Puertos</translation>
    </message>
    <message>
        <source>Switching</source>
        <translation>Conmutación</translation>
    </message>
    <message>
        <source>%1 Tb/s</source>
        <translation>%1 Tb/s</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latencia</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <source>%1 Gb/s · %2</source>
        <translation>%1 Gb/s · %2</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>%1 TB · %2 GB/s read</source>
        <translation>%1 TB · %2 GB/s de lectura</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidad</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lectura</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Escritura</translation>
    </message>
    <message>
        <source>%1 GPUs in one NVLink domain · %2 trays · %3 kW</source>
        <translation>%1 GPU en un dominio NVLink · %2 bandejas · %3 kW</translation>
    </message>
    <message>
        <source>Compute trays</source>
        <translation>Bandejas de cómputo</translation>
    </message>
    <message>
        <source>Switch trays</source>
        <translation>Bandejas de switches</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Refrigeración</translation>
    </message>
</context>
<context>
    <name>CatalogDrop</name>
    <message>
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <source>Drop a GPU onto a node to change its GPUs.</source>
        <translation>Suelte una GPU sobre un nodo para cambiar sus GPU.</translation>
    </message>
    <message>
        <source>Set GPU to %1</source>
        <translation>Cambiar la GPU a %1</translation>
    </message>
    <message>
        <source>Set switch to %1</source>
        <translation>Cambiar el conmutador a %1</translation>
    </message>
    <message>
        <source>Connect fabric of %1</source>
        <translation>Conectar la red de %1</translation>
    </message>
    <message>
        <source>Drop a NIC onto a fabric to use it for that fabric.</source>
        <translation>Suelte una NIC sobre una red para usarla en esa red.</translation>
    </message>
    <message>
        <source>Drop an optic or cable onto a fabric to use it for its switch links.</source>
        <translation>Suelte una óptica o un cable sobre una red para usarlo en sus enlaces entre conmutadores.</translation>
    </message>
    <message>
        <source>Set NIC to %1</source>
        <translation>Cambiar la NIC a %1</translation>
    </message>
    <message>
        <source>Set optic to %1</source>
        <translation>Cambiar la óptica a %1</translation>
    </message>
    <message>
        <source>Facility figures, cloud offers and failure rates are set in the inspector.</source>
        <translation>Las cifras de las instalaciones, las ofertas en la nube y las tasas de fallo se ajustan en el inspector.</translation>
    </message>
    <message>
        <source>"%1" is not in the catalog.</source>
        <translation>"%1" no está en el catálogo.</translation>
    </message>
    <message>
        <source>New rack</source>
        <translation>Rack nuevo</translation>
    </message>
    <message>
        <source>Add to "%1"</source>
        <translation>Añadir a «%1»</translation>
    </message>
    <message>
        <source>New rack in "%1"</source>
        <translation>Rack nuevo en «%1»</translation>
    </message>
    <message>
        <source>Use in "%1"</source>
        <translation>Usar en «%1»</translation>
    </message>
    <message>
        <source>Connect "%1"</source>
        <translation>Conectar «%1»</translation>
    </message>
    <message>
        <source>Connect the whole design</source>
        <translation>Conectar todo el diseño</translation>
    </message>
    <message>
        <source>Add storage</source>
        <translation>Añadir almacenamiento</translation>
    </message>
    <message>
        <source>New %1 rack</source>
        <translation>Nuevo rack %1</translation>
    </message>
</context>
<context>
    <name>CatalogPalette</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Conmutadores</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>Optics and cables</source>
        <translation>Ópticas y cables</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Almacenamiento</translation>
    </message>
    <message>
        <source>Rack-scale systems</source>
        <translation>Sistemas a escala de rack</translation>
    </message>
</context>
<context>
    <name>DesignFileIo</name>
    <message>
        <source>%1 is not a valid design:
%2</source>
        <translation>%1 no es un diseño válido:
%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 is %2 MB, too large to be a design file.</source>
        <translation>%1 ocupa %2 MB, demasiado para ser un fichero de diseño.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2 (the previous file is unchanged)</source>
        <translation>No se puede escribir %1: %2 (el fichero anterior no ha cambiado)</translation>
    </message>
</context>
<context>
    <name>FigureFormat</name>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU-h</translation>
    </message>
    <message>
        <source>$/M tokens</source>
        <translation>$/M tokens</translation>
    </message>
    <message>
        <source>$/year</source>
        <translation>$/año</translation>
    </message>
    <message>
        <source>$/kWh</source>
        <translation>$/kWh</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>/GPU/s</source>
        <translation>/GPU/s</translation>
    </message>
    <message>
        <source>/day</source>
        <translation>/día</translation>
    </message>
    <message>
        <source>/s</source>
        <translation>/s</translation>
    </message>
    <message>
        <source>PFLOP/s</source>
        <translation>PFLOP/s</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>EFLOP/s</source>
        <translation>EFLOP/s</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Tb/s</source>
        <translation>Tb/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>B/s</source>
        <translation>B/s</translation>
    </message>
    <message>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <source>MW</source>
        <translation>MW</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>MWh</source>
        <translation>MWh</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>days</source>
        <translation>días</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>years</source>
        <translation>años</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>m²</source>
        <translation>m²</translation>
    </message>
    <message>
        <source>%1%2B</source>
        <translation>%1%2 mil M</translation>
    </message>
    <message>
        <source>%1%2M</source>
        <translation>%1%2 M</translation>
    </message>
    <message>
        <source>%1%2k</source>
        <translation>%1%2 k</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
</context>
<context>
    <name>GroupDropTarget</name>
    <message>
        <source>pod</source>
        <translation>pod</translation>
    </message>
    <message>
        <source>scalable unit</source>
        <translation>unidad escalable</translation>
    </message>
    <message>
        <source>row</source>
        <translation>fila</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>rack</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>servidores</translation>
    </message>
    <message>
        <source>Not allowed: the selected groups are in different parents; move them into another group one parent at a time</source>
        <translation>No permitido: los grupos seleccionados están en contenedores distintos; muévalos a otro grupo de un contenedor cada vez</translation>
    </message>
    <message>
        <source>Release to move "%1" out to the top level</source>
        <translation>Suelte para sacar «%1» al nivel superior</translation>
    </message>
    <message numerus="yes">
        <source>Release to move %n groups out to the top level</source>
        <translation><numerusform>Suelte para sacar %n grupo al nivel superior</numerusform><numerusform>Suelte para sacar %n grupos al nivel superior</numerusform></translation>
    </message>
    <message>
        <source>Release to move "%1" into "%2"</source>
        <translation>Suelte para mover «%1» a «%2»</translation>
    </message>
    <message numerus="yes">
        <source>Release to move %n groups into "%1"</source>
        <translation><numerusform>Suelte para mover %n grupo a «%1»</numerusform><numerusform>Suelte para mover %n grupos a «%1»</numerusform></translation>
    </message>
    <message>
        <source>Not allowed: "%2" (%1) cannot hold "%4" (%3)</source>
        <translation>No permitido: «%2» (%1) no puede contener «%4» (%3)</translation>
    </message>
    <message>
        <source>Not allowed: different parents</source>
        <translation>No permitido: contenedores distintos</translation>
    </message>
    <message>
        <source>Out to the top level</source>
        <translation>Al nivel superior</translation>
    </message>
    <message>
        <source>Into "%1"</source>
        <translation>A «%1»</translation>
    </message>
    <message>
        <source>Not allowed: %1 into %2</source>
        <translation>No permitido: %1 en %2</translation>
    </message>
</context>
<context>
    <name>HeadlineFigures</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Pico</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Tiempo de entrenamiento</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>Capex</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>Por GPU-hora</translation>
    </message>
    <message>
        <source>Interruptions</source>
        <translation>Interrupciones</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Dimensión oculta</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Cabezas de atención</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Cabezas KV</translation>
    </message>
    <message>
        <source>FFN size</source>
        <translation>Dimensión FFN</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulario</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longitud de secuencia</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Paralelismo de tensor</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Paralelismo de pipeline</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>Paralelismo de datos</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Paralelismo de contexto</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Paralelismo de expertos</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-lote</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Diseño</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>Instalaciones</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Electricidad</translation>
    </message>
    <message>
        <source>$/kWh</source>
        <translation>$/kWh</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Refrigeración</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Aire</translation>
    </message>
    <message>
        <source>Liquid</source>
        <translation>Líquida</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Emplazamiento</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Construcción propia</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>Build cost</source>
        <translation>Coste de construcción</translation>
    </message>
    <message>
        <source>$M/MW</source>
        <translation>M$/MW</translation>
    </message>
    <message>
        <source>$/kW-month</source>
        <translation>$/kW-mes</translation>
    </message>
    <message>
        <source>Rack limit</source>
        <translation>Límite por rack</translation>
    </message>
    <message>
        <source>kW (0 = cooling default)</source>
        <translation>kW (0 = valor por defecto de la refrigeración)</translation>
    </message>
    <message>
        <source>Economics</source>
        <translation>Economía</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Amortización</translation>
    </message>
    <message>
        <source>years</source>
        <translation>años</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilización</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Soporte</translation>
    </message>
    <message>
        <source>%/year of capex</source>
        <translation>%/año del capex</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Tasa de descuento</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/año</translation>
    </message>
    <message>
        <source>Integration</source>
        <translation>Integración</translation>
    </message>
    <message>
        <source>% of capex</source>
        <translation>% del capex</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>$/year</source>
        <translation>$/año</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Función</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Cómputo</translation>
    </message>
    <message>
        <source>Front-end</source>
        <translation>Front-end</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Almacenamiento</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Tecnología</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet (RoCE)</source>
        <translation>Ethernet (RoCE)</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topología</translation>
    </message>
    <message>
        <source>Rail-optimized fat tree</source>
        <translation>Fat tree optimizado por rails</translation>
    </message>
    <message>
        <source>Fat tree</source>
        <translation>Fat tree</translation>
    </message>
    <message>
        <source>Single tier</source>
        <translation>Un solo nivel</translation>
    </message>
    <message>
        <source>Switch tiers</source>
        <translation>Niveles de conmutadores</translation>
    </message>
    <message>
        <source>The whole design</source>
        <translation>Todo el diseño</translation>
    </message>
    <message>
        <source>Connects</source>
        <translation>Conecta</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Conmutador</translation>
    </message>
    <message>
        <source>The platform's NIC</source>
        <translation>La NIC de la plataforma</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(por defecto)</translation>
    </message>
    <message>
        <source>Switch links</source>
        <translation>Enlaces entre conmutadores</translation>
    </message>
    <message>
        <source>Link per GPU</source>
        <translation>Enlace por GPU</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Link per node</source>
        <translation>Enlace por nodo</translation>
    </message>
    <message>
        <source>Rails</source>
        <translation>Rails</translation>
    </message>
    <message>
        <source>0 = per GPU</source>
        <translation>0 = uno por GPU</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Sobresuscripción</translation>
    </message>
    <message>
        <source>Oversubscription per tier boundary, leaf→spine first: 1 = non-blocking, e.g. "1, 2".</source>
        <translation>Sobresuscripción por frontera entre niveles, primero leaf→spine: 1 = sin bloqueo, p. ej. "1, 2".</translation>
    </message>
    <message>
        <source>In-network reduction (SHARP)</source>
        <translation>Reducción en la red (SHARP)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Appliances</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servidores</translation>
    </message>
    <message>
        <source>Count (×N)</source>
        <translation>Cantidad (×N)</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nodos</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation>Unidad escalable</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plataforma</translation>
    </message>
    <message>
        <source>The platform's own GPU</source>
        <translation>La GPU propia de la plataforma</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU por nodo</translation>
    </message>
    <message>
        <source>0 = platform</source>
        <translation>0 = la de la plataforma</translation>
    </message>
    <message>
        <source>Scale-up domain</source>
        <translation>Dominio de scale-up</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <source>Max power</source>
        <translation>Potencia máxima</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <source>Catalog overrides: %1</source>
        <translation>Valores que sustituyen al catálogo: %1</translation>
    </message>
    <message>
        <source>catalog: %1 %2</source>
        <translation>catálogo: %1 %2</translation>
    </message>
    <message>
        <source>catalog: not published</source>
        <translation>catálogo: no publicado</translation>
    </message>
    <message>
        <source>Empty = use the catalog figure (%1).</source>
        <translation>Vacío = usar la cifra del catálogo (%1).</translation>
    </message>
    <message>
        <source>(custom architecture)</source>
        <translation>(arquitectura personalizada)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>MoE experts</source>
        <translation>Expertos MoE</translation>
    </message>
    <message>
        <source>0 = dense</source>
        <translation>0 = denso</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Expertos por token</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>Trabajo de entrenamiento</translation>
    </message>
    <message>
        <source>Token budget</source>
        <translation>Presupuesto de tokens</translation>
    </message>
    <message>
        <source>billion tokens</source>
        <translation>miles de millones de tokens</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Lote global</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>secuencias</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>0 = all</source>
        <translation>0 = todas</translation>
    </message>
    <message>
        <source>Plan objective</source>
        <translation>Objetivo del plan</translation>
    </message>
    <message>
        <source>Shortest time to train</source>
        <translation>Menor tiempo de entrenamiento</translation>
    </message>
    <message>
        <source>Most tokens per dollar</source>
        <translation>Más tokens por dólar</translation>
    </message>
    <message>
        <source>Search the best parallel plan automatically</source>
        <translation>Buscar automáticamente el mejor plan de paralelismo</translation>
    </message>
    <message>
        <source>Plan fields are empty while the plan is searched automatically.</source>
        <translation>Los campos del plan quedan vacíos mientras el plan se busca automáticamente.</translation>
    </message>
    <message>
        <source>Inference service</source>
        <translation>Servicio de inferencia</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>Tasa de peticiones</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>pet/s</translation>
    </message>
    <message>
        <source>Input length</source>
        <translation>Longitud de entrada</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>Longitud de salida</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>Objetivo de TTFT</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>Objetivo de TPOT</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Modo de servicio</translation>
    </message>
    <message>
        <source>Aggregated</source>
        <translation>Agregado</translation>
    </message>
    <message>
        <source>Disaggregated prefill/decode</source>
        <translation>Prefill/decode desagregados</translation>
    </message>
    <message>
        <source>Choose automatically</source>
        <translation>Elegir automáticamente</translation>
    </message>
    <message>
        <source>0 = size the fleet</source>
        <translation>0 = dimensionar la flota</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>Train with hidden and attention dropout, keeping their masks in activation memory (Megatron GPT runs). Llama 2/3, Mixtral and DeepSeek pre-train without dropout.</source>
        <translation>Entrenar con dropout en las capas ocultas y en la atención, guardando sus máscaras en la memoria de activaciones (ejecuciones GPT de Megatron). Llama 2/3, Mixtral y DeepSeek se preentrenan sin dropout.</translation>
    </message>
    <message>
        <source>None: a rack of servers</source>
        <translation>Ninguno: un rack de servidores</translation>
    </message>
    <message>
        <source>Rack system</source>
        <translation>Sistema de rack</translation>
    </message>
    <message>
        <source>Drop node platforms from the catalog into this group to add servers; the count replicates the whole group. A rack system (GB200 NVL72) holds its compute trays as its nodes and brings its switch trays, power and price.</source>
        <translation>Arrastre plataformas de nodo del catálogo a este grupo para añadir servidores; el recuento replica todo el grupo. Un sistema de rack (GB200 NVL72) tiene sus bandejas de cómputo como nodos y aporta sus bandejas de switches, su potencia y su precio.</translation>
    </message>
    <message>
        <source>0 uses the rack system's or the platform's figure (e.g. 72 GPUs for the compute trays of a GB200 NVL72 rack).</source>
        <translation>0 usa la cifra del sistema de rack o de la plataforma (p. ej., 72 GPU para las bandejas de cómputo de un rack GB200 NVL72).</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cannot open design</source>
        <translation>No se puede abrir el diseño</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 no existe.</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Página %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selectivo</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>The hardware catalog could not be loaded: %1</source>
        <translation>No se pudo cargar el catálogo de hardware: %1</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Overview</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferencia</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <source>Cost &amp;&amp; TCO</source>
        <translation>Coste &amp;&amp; TCO</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>Fiabilidad</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validación</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>Capex (million USD)</source>
        <translation>Capex (millones de USD)</translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation>Potencia (kW)</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servidores</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Almacenamiento</translation>
    </message>
    <message>
        <source>Network/storage (estimated share)</source>
        <translation>Red/almacenamiento (parte estimada)</translation>
    </message>
    <message>
        <source>Peak power (kW)</source>
        <translation>Potencia pico (kW)</translation>
    </message>
    <message>
        <source>Cooling and facility (PUE)</source>
        <translation>Refrigeración e instalaciones (PUE)</translation>
    </message>
    <message>
        <source>Step time (ms)</source>
        <translation>Tiempo por paso (ms)</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Memoria por GPU (GB)</translation>
    </message>
    <message>
        <source>Own cluster</source>
        <translation>Clúster propio</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>clusterplanner: %1
</source>
        <translation>clusterplanner: %1
</translation>
    </message>
    <message>
        <source>Usage: clusterplanner catalog export --kind KIND FILE.csv [--user-only]
</source>
        <translation>Uso: clusterplanner catalog export --kind TIPO FICHERO.csv [--user-only]
</translation>
    </message>
    <message>
        <source>Wrote %1 %2 entries to %3.
</source>
        <translation>Se escribieron %1 entradas de %2 en %3.
</translation>
    </message>
    <message>
        <source>Usage: clusterplanner catalog import FILE.csv [--kind KIND]
</source>
        <translation>Uso: clusterplanner catalog import FICHERO.csv [--kind TIPO]
</translation>
    </message>
    <message>
        <source>clusterplanner catalog import: no writable application data folder
</source>
        <translation>clusterplanner catalog import: no hay ninguna carpeta de datos de la aplicación con permiso de escritura
</translation>
    </message>
    <message>
        <source>Imported %1 %2 entries into %3 (%4 replaced existing entries).
</source>
        <translation>Se importaron %1 entradas de %2 en %3 (%4 sustituyeron entradas existentes).
</translation>
    </message>
    <message>
        <source>clusterplanner catalog list: unexpected argument '%1'
</source>
        <translation>clusterplanner catalog list: argumento inesperado '%1'
</translation>
    </message>
    <message>
        <source>Usage: clusterplanner catalog search TEXT [--kind KIND] [--format text|json]
</source>
        <translation>Uso: clusterplanner catalog search TEXTO [--kind TIPO] [--format text|json]
</translation>
    </message>
    <message>
        <source>No catalog entry matches '%1'.
</source>
        <translation>Ninguna entrada del catálogo coincide con '%1'.
</translation>
    </message>
    <message>
        <source>Usage: clusterplanner catalog show ID [--format text|json]
</source>
        <translation>Uso: clusterplanner catalog show ID [--format text|json]
</translation>
    </message>
    <message>
        <source>clusterplanner catalog show: unknown id '%1'</source>
        <translation>clusterplanner catalog show: id desconocido '%1'</translation>
    </message>
    <message>
        <source> (did you mean '%1'?)</source>
        <translation> (¿quería decir '%1'?)</translation>
    </message>
    <message>
        <source>Usage: clusterplanner check DESIGN.json...
Validates each design file against the format and the catalog; prints every problem as FILE: /json/pointer: message.
Exit status: 0 all valid, 1 some invalid, 2 usage error.
</source>
        <translation>Uso: clusterplanner check DISEÑO.json...
Valida cada fichero de diseño contra el formato y el catálogo; muestra cada problema como FICHERO: /puntero/json: mensaje.
Código de salida: 0 todos válidos, 1 alguno no válido, 2 error de uso.
</translation>
    </message>
    <message>
        <source>clusterplanner check: unknown option '%1'
</source>
        <translation>clusterplanner check: opción desconocida '%1'
</translation>
    </message>
    <message>
        <source>clusterplanner check: no design file given
</source>
        <translation>clusterplanner check: no se indicó ningún fichero de diseño
</translation>
    </message>
    <message>
        <source>%1: valid (%2 GPUs in %3 nodes, %4 racks)
</source>
        <translation>%1: válido (%2 GPU en %3 nodos, %4 racks)
</translation>
    </message>
    <message>
        <source>Show this help</source>
        <translation>Muestra esta ayuda</translation>
    </message>
    <message>
        <source>List, show, search, import and export hardware catalog entries</source>
        <translation>Lista, muestra, busca, importa y exporta entradas del catálogo de hardware</translation>
    </message>
    <message>
        <source>Print a design's totals and estimates (JSON, text or CSV)</source>
        <translation>Muestra los totales y las estimaciones de un diseño (JSON, texto o CSV)</translation>
    </message>
    <message>
        <source>Validate design files against the format and the catalog</source>
        <translation>Valida ficheros de diseño contra el formato y el catálogo</translation>
    </message>
    <message>
        <source>Predict published runs (validation files) and print the errors</source>
        <translation>Predice ejecuciones publicadas (ficheros de validación) y muestra los errores</translation>
    </message>
    <message>
        <source>Search the best parallel plans of a design's training jobs</source>
        <translation>Busca los mejores planes de paralelismo de los trabajos de entrenamiento de un diseño</translation>
    </message>
    <message>
        <source>Write the PDF report and the CSV results of a design</source>
        <translation>Escribe el informe PDF y los resultados CSV de un diseño</translation>
    </message>
    <message>
        <source>Compare the headline figures of two or more designs</source>
        <translation>Compara las cifras principales de dos o más diseños</translation>
    </message>
    <message>
        <source>Write Slurm and Kubernetes configuration for a design</source>
        <translation>Escribe la configuración de Slurm y Kubernetes de un diseño</translation>
    </message>
    <message>
        <source>Size an inference service: aggregated vs disaggregated fleets for a rate and TTFT/TPOT targets</source>
        <translation>Dimensiona un servicio de inferencia: flotas agregadas frente a desagregadas para una tasa y objetivos de TTFT/TPOT</translation>
    </message>
    <message>
        <source>Usage: clusterplanner compare A.json B.json [MORE.json ...] [--format text|json|csv] [--out FILE]
Evaluates the designs and prints every headline figure side by side, with each design's
difference from the first.
  --format FORMAT   text (default), json or csv
  --out FILE        write to FILE (atomically) instead of standard output
</source>
        <translation>Uso: clusterplanner compare A.json B.json [MÁS.json ...] [--format text|json|csv] [--out FICHERO]
Evalúa los diseños y muestra cada cifra principal en paralelo, con la diferencia
de cada diseño respecto al primero.
  --format FORMATO  text (por defecto), json o csv
  --out FICHERO     escribe en FICHERO (de forma atómica) en lugar de la salida estándar
</translation>
    </message>
    <message>
        <source>unknown option '%1'</source>
        <translation>opción desconocida '%1'</translation>
    </message>
    <message>
        <source>compare needs at least two design files</source>
        <translation>compare necesita al menos dos ficheros de diseño</translation>
    </message>
    <message>
        <source>unknown format '%1' (expected text, json or csv)</source>
        <translation>formato desconocido '%1' (se esperaba text, json o csv)</translation>
    </message>
    <message>
        <source>%1: not a valid design; nothing was evaluated
</source>
        <translation>%1: no es un diseño válido; no se evaluó nada
</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 necesita un valor</translation>
    </message>
    <message>
        <source>Usage: clusterplanner evaluate DESIGN.json [--format json|text|csv] [--out FILE]
Loads and validates the design and prints every estimate (docs/evaluate-output.md).
  --format FORMAT   json (default), text or csv
  --out FILE        write to FILE (atomically) instead of standard output
</source>
        <translation>Uso: clusterplanner evaluate DISEÑO.json [--format json|text|csv] [--out FICHERO]
Carga y valida el diseño y muestra todas las estimaciones (docs/evaluate-output.md).
  --format FORMATO  json (por defecto), text o csv
  --out FICHERO     escribe en FICHERO (de forma atómica) en lugar de la salida estándar
</translation>
    </message>
    <message>
        <source>one design file at a time ('%1' and '%2' given)</source>
        <translation>un fichero de diseño cada vez (se indicaron '%1' y '%2')</translation>
    </message>
    <message>
        <source>no design file given</source>
        <translation>no se indicó ningún fichero de diseño</translation>
    </message>
    <message>
        <source>unknown format '%1' (expected json, text or csv)</source>
        <translation>formato desconocido '%1' (se esperaba json, text o csv)</translation>
    </message>
    <message>
        <source>no output folder given (--out DIR)</source>
        <translation>no se indicó ninguna carpeta de salida (--out CARPETA)</translation>
    </message>
    <message>
        <source>no compute fabric: topology.conf not written</source>
        <translation>no hay red de cómputo: no se escribió topology.conf</translation>
    </message>
    <message>
        <source>Usage: clusterplanner report DESIGN.json --pdf OUT.pdf [--csv OUT.csv] [--bom-csv OUT.csv]
Writes the design's report: cover with the layout, headline figures, bill of materials,
each area's figures and charts, sensitivity, assumptions with sources, model validation.
  --pdf FILE         the PDF report
  --csv FILE         every result, one key per row with its unit
  --bom-csv FILE     the bill of materials
  --validation DIR   validation cases to run for the report (default: the bundled ones)
  --charts DIR       also write every chart of the report there as PNG and SVG
  --no-analysis      skip the scaling curve and sensitivity (they re-evaluate the design)
</source>
        <translation>Uso: clusterplanner report DISEÑO.json --pdf SALIDA.pdf [--csv SALIDA.csv] [--bom-csv SALIDA.csv]
Escribe el informe del diseño: portada con la disposición, cifras principales, lista de materiales,
cifras y gráficos de cada área, sensibilidad, supuestos con fuentes y validación del modelo.
  --pdf FICHERO      el informe PDF
  --csv FICHERO      todos los resultados, una clave por fila con su unidad
  --bom-csv FICHERO  la lista de materiales
  --validation DIR   casos de validación para el informe (por defecto: los incluidos)
  --charts DIR       escribe además cada gráfico del informe allí en PNG y SVG
  --no-analysis      omite la curva de escalado y la sensibilidad (reevalúan el diseño)
</translation>
    </message>
    <message>
        <source>nothing to write (give --pdf, --csv or --bom-csv)</source>
        <translation>nada que escribir (indique --pdf, --csv o --bom-csv)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s)</source>
        <translation><numerusform>%1: %n página</numerusform><numerusform>%1: %n páginas</numerusform></translation>
    </message>
    <message>
        <source>Usage: clusterplanner search DESIGN.json [--workload NAME] [--top K] [--format text|json]
Searches every valid parallel plan (TP, PP, DP, CP, EP, micro-batch, interleaving,
recomputation, sequence parallelism, ZeRO stage) of the design's training jobs on the
job's GPUs, drops those that do not fit in memory and prints the best K by the job's objective.
  --workload NAME   only the training job with this name (default: all)
  --top K           how many plans to print (default 10)
  --format FORMAT   text (default) or json
</source>
        <translation>Uso: clusterplanner search DISEÑO.json [--workload NOMBRE] [--top K] [--format text|json]
Busca todos los planes de paralelismo válidos (TP, PP, DP, CP, EP, micro-lote, intercalado,
recomputación, paralelismo de secuencia, etapa ZeRO) de los trabajos de entrenamiento del diseño
en las GPU del trabajo, descarta los que no caben en memoria y muestra los K mejores según el objetivo del trabajo.
  --workload NOMBRE solo el trabajo de entrenamiento con este nombre (por defecto: todos)
  --top K           cuántos planes mostrar (por defecto 10)
  --format FORMATO  text (por defecto) o json
</translation>
    </message>
    <message>
        <source>--top needs a positive integer (got '%1')</source>
        <translation>--top necesita un entero positivo (se recibió '%1')</translation>
    </message>
    <message>
        <source>one design file at a time</source>
        <translation>un fichero de diseño cada vez</translation>
    </message>
    <message>
        <source>unknown format '%1' (expected text or json)</source>
        <translation>formato desconocido '%1' (se esperaba text o json)</translation>
    </message>
    <message>
        <source>the design has no training jobs</source>
        <translation>el diseño no tiene trabajos de entrenamiento</translation>
    </message>
    <message>
        <source>no training job named '%1'</source>
        <translation>no hay ningún trabajo de entrenamiento llamado '%1'</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Capas del transformer</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Dimensión oculta</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Cabezas de atención</translation>
    </message>
    <message>
        <source>KV heads (GQA; = heads for MHA)</source>
        <translation>Cabezas KV (GQA; = cabezas para MHA)</translation>
    </message>
    <message>
        <source>Head dimension (default hidden/heads)</source>
        <translation>Dimensión por cabeza (por defecto oculta/cabezas)</translation>
    </message>
    <message>
        <source>MLP intermediate size</source>
        <translation>Dimensión intermedia del MLP</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>Tamaño del vocabulario</translation>
    </message>
    <message>
        <source>MoE routed experts</source>
        <translation>Expertos enrutados MoE</translation>
    </message>
    <message>
        <source>MoE experts per token</source>
        <translation>Expertos MoE por token</translation>
    </message>
    <message>
        <source>MoE expert intermediate size</source>
        <translation>Dimensión intermedia de los expertos MoE</translation>
    </message>
    <message>
        <source>MoE shared experts</source>
        <translation>Expertos compartidos MoE</translation>
    </message>
    <message>
        <source>MoE leading dense layers</source>
        <translation>Capas densas iniciales MoE</translation>
    </message>
    <message>
        <source>MLA latent size (DeepSeek); 0 = GQA</source>
        <translation>Dimensión latente MLA (DeepSeek); 0 = GQA</translation>
    </message>
    <message>
        <source>MLA query compression</source>
        <translation>Compresión de consultas MLA</translation>
    </message>
    <message>
        <source>MLA decoupled RoPE head dimension</source>
        <translation>Dimensión por cabeza del RoPE desacoplado MLA</translation>
    </message>
    <message>
        <source>aggregated</source>
        <translation>agregado</translation>
    </message>
    <message>
        <source>disaggregated</source>
        <translation>desagregado</translation>
    </message>
    <message>
        <source>Usage: clusterplanner validate FILE... [--format text|json]
Predicts every case of the validation files (clusterplanner-validation format) and prints
predicted vs. measured, the signed error (predicted/measured - 1) and the median and maximum
absolute error per kind and per field. Cases the models cannot predict are listed as skipped.
  --format FORMAT   text (default) or json
Exit code 0 when every file could be read, 1 otherwise, 2 on a usage error.
</source>
        <translation>Uso: clusterplanner validate FICHERO... [--format text|json]
Predice cada caso de los ficheros de validación (formato clusterplanner-validation) y muestra
lo predicho frente a lo medido, el error con signo (predicho/medido - 1) y el error absoluto
mediano y máximo por tipo y por campo. Los casos que los modelos no pueden predecir se listan como omitidos.
  --format FORMATO  text (por defecto) o json
Código de salida 0 si se pudieron leer todos los ficheros, 1 en caso contrario, 2 ante un error de uso.
</translation>
    </message>
    <message>
        <source>--format needs a value</source>
        <translation>--format necesita un valor</translation>
    </message>
    <message>
        <source>no validation file given</source>
        <translation>no se indicó ningún fichero de validación</translation>
    </message>
    <message>
        <source>%1: no such validation folder</source>
        <translation>%1: no existe esa carpeta de validación</translation>
    </message>
    <message>
        <source>Usage: clusterplanner [DESIGN.json]          open the desktop app
       clusterplanner &lt;command&gt; [options]    run headless

Commands:
</source>
        <translation>Uso: clusterplanner [DISEÑO.json]           abre la aplicación de escritorio
     clusterplanner &lt;orden&gt; [opciones]      ejecuta sin interfaz gráfica

Órdenes:
</translation>
    </message>
    <message>
        <source>
Options:
  --help       Show this help
  --version    Show the version

Run 'clusterplanner &lt;command&gt; --help' for a command's options.
</source>
        <translation>
Opciones:
  --help       Muestra esta ayuda
  --version    Muestra la versión

Ejecute 'clusterplanner &lt;orden&gt; --help' para ver las opciones de una orden.
</translation>
    </message>
    <message>
        <source>clusterplanner: unknown command '%1' (see 'clusterplanner --help')
</source>
        <translation>clusterplanner: orden desconocida '%1' (consulte 'clusterplanner --help')
</translation>
    </message>
    <message>
        <source>Usage: clusterplanner catalog list [--kind KIND] [--format text|json]
       clusterplanner catalog show ID [--format text|json]
       clusterplanner catalog search TEXT [--kind KIND] [--format text|json]
       clusterplanner catalog import FILE.csv [--kind KIND]
       clusterplanner catalog export --kind KIND FILE.csv [--user-only]

KIND is one of %1.
Entries come from the bundled catalog with your user catalog layered on top;
import writes into the user catalog, which survives upgrades.
</source>
        <translation>Uso: clusterplanner catalog list [--kind TIPO] [--format text|json]
     clusterplanner catalog show ID [--format text|json]
     clusterplanner catalog search TEXTO [--kind TIPO] [--format text|json]
     clusterplanner catalog import FICHERO.csv [--kind TIPO]
     clusterplanner catalog export --kind TIPO FICHERO.csv [--user-only]

TIPO es uno de %1.
Las entradas vienen del catálogo incluido con su catálogo de usuario superpuesto;
import escribe en el catálogo de usuario, que se conserva en las actualizaciones.
</translation>
    </message>
    <message>
        <source>clusterplanner catalog %1: %2
</source>
        <translation>clusterplanner catalog %1: %2
</translation>
    </message>
    <message>
        <source>clusterplanner catalog: unknown subcommand '%1'
</source>
        <translation>clusterplanner catalog: suborden desconocida '%1'
</translation>
    </message>
    <message>
        <source>note: user catalog upgraded: %1
</source>
        <translation>nota: catálogo de usuario actualizado: %1
</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>aviso: %1
</translation>
    </message>
    <message>
        <source>clusterplanner catalog: %1 needs a value
</source>
        <translation>clusterplanner catalog: %1 necesita un valor
</translation>
    </message>
    <message>
        <source>clusterplanner catalog: unknown kind '%1' (expected %2)
</source>
        <translation>clusterplanner catalog: tipo desconocido '%1' (se esperaba %2)
</translation>
    </message>
    <message>
        <source>clusterplanner catalog: unknown format '%1' (expected text or json)
</source>
        <translation>clusterplanner catalog: formato desconocido '%1' (se esperaba text o json)
</translation>
    </message>
    <message>
        <source>clusterplanner catalog: unknown option '%1'
</source>
        <translation>clusterplanner catalog: opción desconocida '%1'
</translation>
    </message>
    <message>
        <source>, user</source>
        <translation>, usuario</translation>
    </message>
    <message>
        <source>user catalog</source>
        <translation>catálogo de usuario</translation>
    </message>
    <message>
        <source>bundled catalog</source>
        <translation>catálogo incluido</translation>
    </message>
    <message>
        <source>(not published)</source>
        <translation>(no publicado)</translation>
    </message>
    <message>
        <source>Source (%1%2): %3
</source>
        <translation>Fuente (%1%2): %3
</translation>
    </message>
    <message>
        <source>, estimate</source>
        <translation>, estimación</translation>
    </message>
    <message>
        <source>Price source (%1%2): %3
</source>
        <translation>Fuente del precio (%1%2): %3
</translation>
    </message>
    <message>
        <source>Notes: %1
</source>
        <translation>Notas: %1
</translation>
    </message>
    <message>
        <source>missing --%1</source>
        <translation>falta --%1</translation>
    </message>
    <message>
        <source>--%1: '%2' is not a positive number</source>
        <translation>--%1: '%2' no es un número positivo</translation>
    </message>
    <message>
        <source>--%1: '%2' is not a whole number</source>
        <translation>--%1: '%2' no es un número entero</translation>
    </message>
    <message>
        <source>--model: unknown preset '%1' (known: %2)</source>
        <translation>--model: modelo predefinido desconocido '%1' (conocidos: %2)</translation>
    </message>
    <message>
        <source>--%1: '%2' is not a non-negative whole number</source>
        <translation>--%1: '%2' no es un número entero no negativo</translation>
    </message>
    <message>
        <source>the model needs --%1 (or --model PRESET)</source>
        <translation>el modelo necesita --%1 (o --model PREDEFINIDO)</translation>
    </message>
    <message>
        <source>no configuration meets the targets</source>
        <translation>ninguna configuración cumple los objetivos</translation>
    </message>
    <message>
        <source>Size an inference service: the cheapest aggregated and disaggregated (prefill/decode pools) fleets meeting TTFT and TPOT targets.</source>
        <translation>Dimensiona un servicio de inferencia: las flotas agregada y desagregada (grupos de prefill/decode) más baratas que cumplen los objetivos de TTFT y TPOT.</translation>
    </message>
    <message>
        <source>Model preset (llama3_8b, llama3_70b, llama3_405b, mixtral_8x7b, deepseek_v3, gpt3_175b)</source>
        <translation>Modelo predefinido (llama3_8b, llama3_70b, llama3_405b, mixtral_8x7b, deepseek_v3, gpt3_175b)</translation>
    </message>
    <message>
        <source>SwiGLU-style 3-matrix MLP (true|false, default true without a preset)</source>
        <translation>MLP de 3 matrices estilo SwiGLU (true|false, por defecto true sin modelo predefinido)</translation>
    </message>
    <message>
        <source>Catalog GPU id, e.g. nvidia_h100_sxm5_80gb</source>
        <translation>Id de GPU del catálogo, p. ej. nvidia_h100_sxm5_80gb</translation>
    </message>
    <message>
        <source>GPUs per scale-up (NVLink) domain: the largest TP group (default 8)</source>
        <translation>GPU por dominio de scale-up (NVLink): el mayor grupo TP (por defecto 8)</translation>
    </message>
    <message>
        <source>Scale-out bandwidth per GPU for KV transfer between pools (default 400)</source>
        <translation>Ancho de banda de scale-out por GPU para transferir la caché KV entre grupos (por defecto 400)</translation>
    </message>
    <message>
        <source>bf16, fp16, fp8 or fp4 (default fp8)</source>
        <translation>bf16, fp16, fp8 o fp4 (por defecto fp8)</translation>
    </message>
    <message>
        <source>auto, aggregated or disaggregated (default auto: the cheaper)</source>
        <translation>auto, aggregated o disaggregated (por defecto auto: el más barato)</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Peticiones por segundo</translation>
    </message>
    <message>
        <source>Mean prompt tokens</source>
        <translation>Tokens medios del prompt</translation>
    </message>
    <message>
        <source>Mean output tokens</source>
        <translation>Tokens medios de salida</translation>
    </message>
    <message>
        <source>Time-to-first-token target, seconds (checked at p90)</source>
        <translation>Objetivo de tiempo hasta el primer token, en segundos (comprobado en p90)</translation>
    </message>
    <message>
        <source>Time-per-output-token target, seconds</source>
        <translation>Objetivo de tiempo por token de salida, en segundos</translation>
    </message>
    <message>
        <source>text or json (default text)</source>
        <translation>text o json (por defecto text)</translation>
    </message>
    <message>
        <source>--precision: '%1' is not bf16, fp16, fp8 or fp4</source>
        <translation>--precision: '%1' no es bf16, fp16, fp8 ni fp4</translation>
    </message>
    <message>
        <source>--mode: '%1' is not auto, aggregated or disaggregated</source>
        <translation>--mode: '%1' no es auto, aggregated ni disaggregated</translation>
    </message>
    <message>
        <source>missing --gpu (a catalog GPU id)</source>
        <translation>falta --gpu (un id de GPU del catálogo)</translation>
    </message>
    <message>
        <source>--format: '%1' is not text or json</source>
        <translation>--format: '%1' no es text ni json</translation>
    </message>
    <message>
        <source>%1 on %2 (%3), %4 req/s, %5 in / %6 out tokens, TTFT &lt;= %7 s (p90), TPOT &lt;= %8 ms
</source>
        <translation>%1 en %2 (%3), %4 pet/s, %5 tokens de entrada / %6 de salida, TTFT &lt;= %7 s (p90), TPOT &lt;= %8 ms
</translation>
    </message>
    <message>
        <source>Chosen: %1
</source>
        <translation>Elegido: %1
</translation>
    </message>
    <message>
        <source>Assumption: %1
</source>
        <translation>Supuesto: %1
</translation>
    </message>
    <message>
        <source>Warning: %1
</source>
        <translation>Aviso: %1
</translation>
    </message>
    <message>
        <source>Usage: clusterplanner export-slurm DESIGN.json --out DIR
Writes the scheduler configuration of the design into DIR:
  slurm.conf           one node line per host (GPUs as GRES, cores and memory), partitions
  gres.conf            GPU devices per host
  topology.conf        the compute fabric's switch tree with the NVLink domains (topology/tree,
                       Slurm 22.05 and later)
  topology-block.conf  one block per NVLink domain (topology/block, Slurm 23.11 and later)
  nodes.yaml           Kubernetes nodes with GPU feature discovery, NVLink clique and network
                       block/spine labels
  kueue-topology.yaml  Kueue Topology-Aware-Scheduling Topology over those labels
</source>
        <translation>Uso: clusterplanner export-slurm DISEÑO.json --out DIR
Escribe en DIR la configuración del planificador para el diseño:
  slurm.conf           una línea de nodo por host (GPU como GRES, núcleos y memoria), particiones
  gres.conf            dispositivos GPU por host
  topology.conf        el árbol de switches de la red de cómputo con los dominios NVLink
                       (topology/tree, Slurm 22.05 y posteriores)
  topology-block.conf  un bloque por dominio NVLink (topology/block, Slurm 23.11 y posteriores)
  nodes.yaml           nodos de Kubernetes con etiquetas de GPU feature discovery, de clique NVLink
                       y de bloque/spine de la red
  kueue-topology.yaml  Topology de Kueue (planificación consciente de la topología) sobre esas etiquetas
</translation>
    </message>
</context>
<context>
    <name>cp::ui::CanvasController</name>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n items</source>
        <translation><numerusform>Eliminar %n elemento</numerusform><numerusform>Eliminar %n elementos</numerusform></translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>portapapeles</translation>
    </message>
    <message>
        <source>Nothing to paste: %1</source>
        <translation>Nada que pegar: %1</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Replication count</source>
        <translation>Número de réplicas</translation>
    </message>
    <message>
        <source>How many times does "%1" exist?</source>
        <translation>¿Cuántas veces existe "%1"?</translation>
    </message>
    <message>
        <source>Set count of %1 to %2</source>
        <translation>Cambiar la cantidad de %1 a %2</translation>
    </message>
    <message>
        <source>Pasted into "%1"</source>
        <translation>Pegado en «%1»</translation>
    </message>
    <message>
        <source>×%1 would make %2 GPUs in "%3", more than the %4 a design can hold.</source>
        <translation>×%1 daría %2 GPU en «%3», más de las %4 que admite un diseño.</translation>
    </message>
    <message>
        <source>Move "%1" to the top level</source>
        <translation>Mover «%1» al nivel superior</translation>
    </message>
    <message numerus="yes">
        <source>Move %n groups to the top level</source>
        <translation><numerusform>Mover %n grupo al nivel superior</numerusform><numerusform>Mover %n grupos al nivel superior</numerusform></translation>
    </message>
    <message>
        <source>Move "%1" into "%2"</source>
        <translation>Mover «%1» a «%2»</translation>
    </message>
    <message numerus="yes">
        <source>Move %n groups into "%1"</source>
        <translation><numerusform>Mover %n grupo a «%1»</numerusform><numerusform>Mover %n grupos a «%1»</numerusform></translation>
    </message>
    <message>
        <source>Not allowed: "%1" cannot hold the dragged groups</source>
        <translation>No permitido: «%1» no puede contener los grupos arrastrados</translation>
    </message>
    <message>
        <source>renamed "%1" (the name was taken there)</source>
        <translation>renombrado «%1» (el nombre ya existía allí)</translation>
    </message>
    <message>
        <source>GPUs unchanged (%1)</source>
        <translation>GPU sin cambios (%1)</translation>
    </message>
    <message>
        <source>GPUs %1 → %2</source>
        <translation>GPU %1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>%n groups</source>
        <translation><numerusform>%n grupo</numerusform><numerusform>%n grupos</numerusform></translation>
    </message>
</context>
<context>
    <name>cp::ui::CatalogPalette</name>
    <message>
        <source>Search the catalog…</source>
        <translation>Buscar en el catálogo…</translation>
    </message>
    <message>
        <source>Hover over an entry for its figures and source. Drag it onto the canvas.</source>
        <translation>Pase el ratón sobre una entrada para ver sus cifras y su fuente. Arrástrela al lienzo.</translation>
    </message>
</context>
<context>
    <name>cp::ui::ChartView</name>
    <message>
        <source>%1: unknown chart format '%2' (expected .png, .svg or .pdf)</source>
        <translation>%1: formato de gráfico desconocido '%2' (se esperaba .png, .svg o .pdf)</translation>
    </message>
    <message>
        <source>%1: could not write the chart</source>
        <translation>%1: no se pudo escribir el gráfico</translation>
    </message>
</context>
<context>
    <name>cp::ui::CompareWindow</name>
    <message>
        <source>Compare designs</source>
        <translation>Comparar diseños</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Cifras</translation>
    </message>
    <message>
        <source>Capex by category</source>
        <translation>Capex por categoría</translation>
    </message>
    <message>
        <source>Power breakdown</source>
        <translation>Desglose de potencia</translation>
    </message>
    <message>
        <source>Cost over the years</source>
        <translation>Coste a lo largo de los años</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>Años</translation>
    </message>
    <message>
        <source>Cumulative cost (million USD)</source>
        <translation>Coste acumulado (millones de USD)</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>Capex</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <source>Cost over time</source>
        <translation>Coste en el tiempo</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>%1 − %2</source>
        <translation>%1 − %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>cp::ui::DesignScene</name>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation>Unidad escalable</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Conmutador</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>rail-optimized fat tree</source>
        <translation>fat tree optimizado por rails</translation>
    </message>
    <message>
        <source>fat tree</source>
        <translation>fat tree</translation>
    </message>
    <message>
        <source>single tier</source>
        <translation>un solo nivel</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>cómputo</translation>
    </message>
    <message>
        <source>front-end</source>
        <translation>front-end</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>almacenamiento</translation>
    </message>
    <message>
        <source>no switch</source>
        <translation>sin conmutador</translation>
    </message>
    <message>
        <source>%1 %2 · %3 · %4 Gb/s per %5</source>
        <translation>%1 %2 · %3 · %4 Gb/s por %5</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>node</source>
        <translation>nodo</translation>
    </message>
    <message>
        <source>non-blocking</source>
        <translation>sin bloqueo</translation>
    </message>
    <message>
        <source>oversubscribed %1:1</source>
        <translation>sobresuscrito %1:1</translation>
    </message>
    <message>
        <source>%1 rails · %2</source>
        <translation>%1 rails · %2</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>%1 TB · %2 GB/s read</source>
        <translation>%1 TB · %2 GB/s de lectura</translation>
    </message>
    <message>
        <source>unknown storage system "%1"</source>
        <translation>sistema de almacenamiento desconocido "%1"</translation>
    </message>
    <message>
        <source>NVLink domain · %1 GPUs · %2 compute trays · %3 switch trays</source>
        <translation>Dominio NVLink · %1 GPU · %2 bandejas de cómputo · %3 bandejas de switches</translation>
    </message>
</context>
<context>
    <name>cp::ui::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
</context>
<context>
    <name>cp::ui::FabricItem</name>
    <message>
        <source>%1
%2
Switch: %3
Drop a switch, NIC or optic here to change it.</source>
        <translation>%1
%2
Conmutador: %3
Suelte aquí un conmutador, una NIC o una óptica para cambiarlo.</translation>
    </message>
</context>
<context>
    <name>cp::ui::FileController</name>
    <message>
        <source>New cluster</source>
        <translation>Nuevo clúster</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>Abrir diseño</translation>
    </message>
    <message>
        <source>Cannot open design</source>
        <translation>No se puede abrir el diseño</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <source>Save design as</source>
        <translation>Guardar diseño como</translation>
    </message>
    <message>
        <source>Cannot save design</source>
        <translation>No se puede guardar el diseño</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <source>Discard all changes to %1 and reload it from disk?</source>
        <translation>¿Descartar todos los cambios de %1 y volver a cargarlo desde el disco?</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>No se puede revertir</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>%1 was deleted or moved on disk; saving will write it again.</source>
        <translation>%1 se eliminó o se movió en el disco; al guardar se volverá a escribir.</translation>
    </message>
    <message>
        <source>%1 changed on disk. Reload it and lose your unsaved changes?</source>
        <translation>%1 cambió en el disco. ¿Volver a cargarlo y perder los cambios sin guardar?</translation>
    </message>
    <message>
        <source>%1 changed on disk. Reload it?</source>
        <translation>%1 cambió en el disco. ¿Volver a cargarlo?</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>El fichero cambió en el disco</translation>
    </message>
    <message>
        <source>Cannot reload design</source>
        <translation>No se puede volver a cargar el diseño</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>Recargado %1</translation>
    </message>
    <message>
        <source>Cannot restore autosave</source>
        <translation>No se puede restaurar el autoguardado</translation>
    </message>
    <message>
        <source>Restored unsaved changes from %1</source>
        <translation>Restaurados los cambios sin guardar de %1</translation>
    </message>
    <message>
        <source>an untitled design</source>
        <translation>un diseño sin título</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Recuperar cambios sin guardar</translation>
    </message>
    <message>
        <source>ClusterPlanner did not close cleanly. Unsaved changes to %1 were autosaved on %2.
Restore them?</source>
        <translation>ClusterPlanner no se cerró correctamente. Los cambios sin guardar de %1 se autoguardaron el %2.
¿Restaurarlos?</translation>
    </message>
    <message>
        <source>ClusterPlanner designs (*.cpdesign *.json);;All files (*)</source>
        <translation>Diseños de ClusterPlanner (*.cpdesign *.json);;Todos los ficheros (*)</translation>
    </message>
    <message>
        <source>ClusterPlanner designs (*.cpdesign *.json)</source>
        <translation>Diseños de ClusterPlanner (*.cpdesign *.json)</translation>
    </message>
</context>
<context>
    <name>cp::ui::GroupItem</name>
    <message>
        <source>%1 "%2" ×%3
%4 GPUs, %5 nodes in all. Double-click to collapse or expand.</source>
        <translation>%1 "%2" ×%3
%4 GPU, %5 nodos en total. Doble clic para contraer o expandir.</translation>
    </message>
    <message>
        <source>%1 GPUs per node</source>
        <translation>%1 GPU por nodo</translation>
    </message>
    <message>
        <source>%1 GPUs · %2 nodes</source>
        <translation>%1 GPU · %2 nodos</translation>
    </message>
    <message>
        <source>%1 × %2
%3 GPUs in all. Drop a GPU here to change it; double-click ×N to change the count.</source>
        <translation>%1 × %2
%3 GPU en total. Suelte aquí una GPU para cambiarla; doble clic en ×N para cambiar la cantidad.</translation>
    </message>
</context>
<context>
    <name>cp::ui::HeadlineBar</name>
    <message>
        <source>computing…</source>
        <translation>calculando…</translation>
    </message>
    <message>
        <source>cannot evaluate</source>
        <translation>no se puede evaluar</translation>
    </message>
    <message>
        <source>Not estimated for this design yet</source>
        <translation>Aún no se ha estimado para este diseño</translation>
    </message>
    <message>
        <source>%1 = %2 (from %3 in the evaluation)</source>
        <translation>%1 = %2 (a partir de %3 en la evaluación)</translation>
    </message>
</context>
<context>
    <name>cp::ui::InlineCountEditor</name>
    <message>
        <source>Replication count: Enter to apply, Esc to cancel</source>
        <translation>Número de réplicas: Intro para aplicar, Esc para cancelar</translation>
    </message>
    <message>
        <source>"%1" is not a valid count: enter a whole number from %2 to %3.</source>
        <translation>«%1» no es una cantidad válida: introduzca un número entero de %2 a %3.</translation>
    </message>
</context>
<context>
    <name>cp::ui::InspectorPanel</name>
    <message>
        <source>Nothing selected: the design's facility and economics</source>
        <translation>Nada seleccionado: instalaciones y economía del diseño</translation>
    </message>
    <message numerus="yes">
        <source>%n elements selected</source>
        <translation><numerusform>%n elemento seleccionado</numerusform><numerusform>%n elementos seleccionados</numerusform></translation>
    </message>
    <message>
        <source>Select one element to edit its fields. Delete, copy and duplicate act on all of them.</source>
        <translation>Seleccione un solo elemento para editar sus campos. Eliminar, copiar y duplicar actúan sobre todos.</translation>
    </message>
    <message>
        <source>Servers of one platform</source>
        <translation>Servidores de una plataforma</translation>
    </message>
    <message>
        <source>A replicated group</source>
        <translation>Un grupo replicado</translation>
    </message>
    <message>
        <source>A network fabric</source>
        <translation>Una red</translation>
    </message>
    <message>
        <source>A storage deployment</source>
        <translation>Un despliegue de almacenamiento</translation>
    </message>
    <message>
        <source>A training job</source>
        <translation>Un trabajo de entrenamiento</translation>
    </message>
    <message>
        <source>An inference service</source>
        <translation>Un servicio de inferencia</translation>
    </message>
</context>
<context>
    <name>cp::ui::MainWindow</name>
    <message>
        <source>New cluster</source>
        <translation>Nuevo clúster</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Falló el autoguardado: %1</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Revertir</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer %1</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <source>&amp;Find in Catalog</source>
        <translation>&amp;Buscar en el catálogo</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Fit to View</source>
        <translation>A&amp;justar a la vista</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation>A&amp;justar a la cuadrícula</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>Snap moved groups to the grid (hold Ctrl while dragging to invert)</source>
        <translation>Ajusta a la cuadrícula los grupos movidos (mantenga Ctrl al arrastrar para invertirlo)</translation>
    </message>
    <message>
        <source>&amp;Collapse All Groups</source>
        <translation>&amp;Contraer todos los grupos</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Expand All Groups</source>
        <translation>&amp;Expandir todos los grupos</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Add &amp;Pod</source>
        <translation>Añadir &amp;pod</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>Add &amp;Scalable Unit</source>
        <translation>Añadir &amp;unidad escalable</translation>
    </message>
    <message>
        <source>Ctrl+Alt+U</source>
        <translation>Ctrl+Alt+U</translation>
    </message>
    <message>
        <source>Add &amp;Rack</source>
        <translation>Añadir &amp;rack</translation>
    </message>
    <message>
        <source>Ctrl+Alt+R</source>
        <translation>Ctrl+Alt+R</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Search Parallel &amp;Plans…</source>
        <translation>Buscar &amp;planes de paralelismo…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Search every parallel plan of the selected training job, with progress and Cancel</source>
        <translation>Busca todos los planes de paralelismo del trabajo de entrenamiento seleccionado, con progreso y opción de cancelar</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>Ctrl+/</source>
        <translation>Ctrl+/</translation>
    </message>
    <message>
        <source>&amp;About ClusterPlanner</source>
        <translation>&amp;Acerca de ClusterPlanner</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>&amp;Diseño</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <source>No exporters available</source>
        <translation>No hay exportadores disponibles</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>About ClusterPlanner</source>
        <translation>Acerca de ClusterPlanner</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ClusterPlanner %1&lt;/h3&gt;&lt;p&gt;Design GPU clusters for AI training and inference, and see performance, power and cost as you edit.&lt;/p&gt;&lt;p&gt;Every catalog figure carries its source and year.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ClusterPlanner %1&lt;/h3&gt;&lt;p&gt;Diseñe clústeres de GPU para entrenamiento e inferencia de IA y vea el rendimiento, la potencia y el coste mientras edita.&lt;/p&gt;&lt;p&gt;Cada cifra del catálogo lleva su fuente y su año.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1[*] — ClusterPlanner</source>
        <translation>%1[*] — ClusterPlanner</translation>
    </message>
    <message>
        <source>Edit &amp;Count (×N)</source>
        <translation>Editar &amp;cantidad (×N)</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>Edit the replication count of the selected group in place (or double-click its ×N badge)</source>
        <translation>Editar en el lienzo el número de réplicas del grupo seleccionado (o doble clic en su insignia ×N)</translation>
    </message>
</context>
<context>
    <name>cp::ui::PlanScatterChart</name>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Memoria por GPU (GB)</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>Plans that fit</source>
        <translation>Planes que caben</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Sin memoria suficiente</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Frente de Pareto</translation>
    </message>
    <message>
        <source>Current plan</source>
        <translation>Plan actual</translation>
    </message>
    <message>
        <source>HBM %1 GB</source>
        <translation>HBM %1 GB</translation>
    </message>
</context>
<context>
    <name>cp::ui::PlanSearchDialog</name>
    <message>
        <source>Search parallel plans</source>
        <translation>Buscar planes de paralelismo</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-lote</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recomputación</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory/GPU</source>
        <translation>Memoria/GPU</translation>
    </message>
    <message>
        <source>Use This Plan</source>
        <translation>Usar este plan</translation>
    </message>
    <message>
        <source>The design has no training job: add one in the Workloads panel.</source>
        <translation>El diseño no tiene ningún trabajo de entrenamiento: añada uno en el panel Cargas de trabajo.</translation>
    </message>
    <message>
        <source>Searching every plan of %1…</source>
        <translation>Buscando todos los planes de %1…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The search could not run: %1</source>
        <translation>No se pudo ejecutar la búsqueda: %1</translation>
    </message>
    <message>
        <source>Cancelled after %1 plans; the best found so far:</source>
        <translation>Cancelada tras %1 planes; los mejores encontrados hasta ahora:</translation>
    </message>
    <message>
        <source>%1 plans evaluated in %2 s, %3 fit in memory. Best first:</source>
        <translation>%1 planes evaluados en %2 s, %3 caben en memoria. Los mejores primero:</translation>
    </message>
    <message>
        <source>Use searched plan</source>
        <translation>Usar el plan encontrado</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
</context>
<context>
    <name>cp::ui::PropertyForm</name>
    <message>
        <source>Change %1</source>
        <translation>Cambiar %1</translation>
    </message>
</context>
<context>
    <name>cp::ui::QuantityField</name>
    <message>
        <source>A value is required.</source>
        <translation>Se necesita un valor.</translation>
    </message>
    <message>
        <source>"%1" is not a number.</source>
        <translation>"%1" no es un número.</translation>
    </message>
    <message>
        <source>%1 is out of range: use %2 to %3.</source>
        <translation>%1 está fuera de rango: use de %2 a %3.</translation>
    </message>
    <message>
        <source>%1 must be a whole number.</source>
        <translation>%1 debe ser un número entero.</translation>
    </message>
</context>
<context>
    <name>cp::ui::ReportCommands</name>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>The design has no results yet: fix the problems listed under Warnings first.</source>
        <translation>El diseño aún no tiene resultados: corrija primero los problemas listados en Avisos.</translation>
    </message>
    <message>
        <source>PDF &amp;Report…</source>
        <translation>&amp;Informe PDF…</translation>
    </message>
    <message>
        <source>Results as &amp;CSV…</source>
        <translation>Resultados en &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Bill of Materials as CSV…</source>
        <translation>&amp;Lista de materiales en CSV…</translation>
    </message>
    <message>
        <source>&amp;Slurm and Kubernetes Configuration…</source>
        <translation>Configuración de &amp;Slurm y Kubernetes…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado %1</translation>
    </message>
    <message>
        <source>&amp;Compare Designs…</source>
        <translation>&amp;Comparar diseños…</translation>
    </message>
    <message>
        <source>Designs to compare with this one</source>
        <translation>Diseños para comparar con este</translation>
    </message>
    <message>
        <source>ClusterPlanner designs (*.json)</source>
        <translation>Diseños de ClusterPlanner (*.json)</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <source>Compare designs</source>
        <translation>Comparar diseños</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Capex by category</source>
        <translation>Capex por categoría</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>Este diseño</translation>
    </message>
    <message>
        <source>Cost over the years: own against cloud</source>
        <translation>Coste a lo largo de los años: propio frente a nube</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>Años</translation>
    </message>
    <message>
        <source>Cumulative cost (million USD)</source>
        <translation>Coste acumulado (millones de USD)</translation>
    </message>
    <message>
        <source>Power breakdown</source>
        <translation>Desglose de potencia</translation>
    </message>
    <message>
        <source>Training step time</source>
        <translation>Tiempo por paso de entrenamiento</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memoria por GPU</translation>
    </message>
    <message>
        <source>Latency against throughput</source>
        <translation>Latencia frente a rendimiento</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Rendimiento (tokens/s)</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Latencia (ms)</translation>
    </message>
</context>
<context>
    <name>cp::ui::ResultsPanel</name>
    <message>
        <source>Warnings</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Avisos (%1)</translation>
    </message>
</context>
<context>
    <name>cp::ui::ResultsTab</name>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation><numerusform>%n entrada</numerusform><numerusform>%n entradas</numerusform></translation>
    </message>
    <message>
        <source>Nothing to show yet: this design lacks the hardware or workload this estimate needs.</source>
        <translation>Aún no hay nada que mostrar: a este diseño le falta el hardware o la carga de trabajo que necesita esta estimación.</translation>
    </message>
</context>
<context>
    <name>cp::ui::ScalingCurveChart</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Tokens/s (millions)</source>
        <translation>Tokens/s (millones)</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>%1: tokens/s</source>
        <translation>%1: tokens/s</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>%1: MFU</source>
        <translation>%1: MFU</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
</context>
<context>
    <name>cp::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Kilowatts (kW)</source>
        <translation>Kilovatios (kW)</translation>
    </message>
    <message>
        <source>Megawatts (MW)</source>
        <translation>Megavatios (MW)</translation>
    </message>
    <message>
        <source>Zooms (Ctrl + wheel scrolls)</source>
        <translation>Hace zoom (Ctrl + rueda desplaza)</translation>
    </message>
    <message>
        <source>Scrolls (Ctrl + wheel zooms)</source>
        <translation>Desplaza (Ctrl + rueda hace zoom)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <source>Currency code</source>
        <translation>Código de moneda</translation>
    </message>
    <message>
        <source>Currency symbol</source>
        <translation>Símbolo de moneda</translation>
    </message>
    <message>
        <source>Units of currency per US dollar</source>
        <translation>Unidades de moneda por dólar estadounidense</translation>
    </message>
    <message>
        <source>Catalog prices are in US dollars; costs are shown converted at this rate.</source>
        <translation>Los precios del catálogo están en dólares estadounidenses; los costes se muestran convertidos a este tipo de cambio.</translation>
    </message>
    <message>
        <source>Mouse wheel on the canvas</source>
        <translation>Rueda del ratón en el lienzo</translation>
    </message>
    <message>
        <source>Autosave every</source>
        <translation>Autoguardar cada</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language takes effect the next time ClusterPlanner starts.</source>
        <translation>El idioma se aplica la próxima vez que se inicie ClusterPlanner.</translation>
    </message>
</context>
<context>
    <name>cp::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
    <message>
        <source>Pan the canvas</source>
        <translation>Desplazar el lienzo</translation>
    </message>
    <message>
        <source>Middle button drag, or Space + drag</source>
        <translation>Arrastrar con el botón central, o Espacio + arrastrar</translation>
    </message>
    <message>
        <source>Zoom at the cursor</source>
        <translation>Zoom en el cursor</translation>
    </message>
    <message>
        <source>Mouse wheel (Ctrl + wheel when the wheel scrolls)</source>
        <translation>Rueda del ratón (Ctrl + rueda cuando la rueda desplaza)</translation>
    </message>
    <message>
        <source>Invert snapping while dragging</source>
        <translation>Invertir el ajuste a la cuadrícula al arrastrar</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Collapse or expand a group</source>
        <translation>Contraer o expandir un grupo</translation>
    </message>
    <message>
        <source>Double-click its title</source>
        <translation>Doble clic en su título</translation>
    </message>
    <message>
        <source>Edit a group's ×N count in place</source>
        <translation>Editar en el lienzo la cantidad ×N de un grupo</translation>
    </message>
    <message>
        <source>Double-click the ×N badge, or F2; Enter applies, Esc cancels</source>
        <translation>Doble clic en la insignia ×N, o F2; Intro aplica, Esc cancela</translation>
    </message>
    <message>
        <source>Move a group inside its parent</source>
        <translation>Mover un grupo dentro de su contenedor</translation>
    </message>
    <message>
        <source>Cancel a drag</source>
        <translation>Cancelar un arrastre</translation>
    </message>
    <message>
        <source>Esc before releasing the mouse</source>
        <translation>Esc antes de soltar el ratón</translation>
    </message>
    <message>
        <source>Drag it and release it inside its parent's frame</source>
        <translation>Arrástrelo y suéltelo dentro del marco de su contenedor</translation>
    </message>
    <message>
        <source>Move a group into another group</source>
        <translation>Mover un grupo a otro grupo</translation>
    </message>
    <message>
        <source>Drag it onto a group that can hold it (outlined), or onto empty canvas for the top level</source>
        <translation>Arrástrelo sobre un grupo que pueda contenerlo (resaltado), o sobre el lienzo vacío para el nivel superior</translation>
    </message>
</context>
<context>
    <name>cp::ui::StorageItem</name>
    <message>
        <source>%1
%2 × %3
%4</source>
        <translation>%1
%2 × %3
%4</translation>
    </message>
</context>
<context>
    <name>cp::ui::TornadoChart</name>
    <message>
        <source>Input -20%</source>
        <translation>Entrada -20%</translation>
    </message>
    <message>
        <source>Input +20%</source>
        <translation>Entrada +20%</translation>
    </message>
    <message>
        <source>Change in %1 (baseline %2)</source>
        <translation>Variación de %1 (referencia %2)</translation>
    </message>
</context>
<context>
    <name>cp::ui::ValidationTab</name>
    <message>
        <source>Predicting the published runs…</source>
        <translation>Prediciendo las ejecuciones publicadas…</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publicado</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Predicho</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>No validation cases were found beside the application (share/clusterplanner/validation).</source>
        <translation>No se encontraron casos de validación junto a la aplicación (share/clusterplanner/validation).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n figure(s), median error %2, largest %3</source>
        <translation><numerusform>%1: %n cifra, error mediano %2, máximo %3</numerusform><numerusform>%1: %n cifras, error mediano %2, máximo %3</numerusform></translation>
    </message>
    <message>
        <source>Published measured runs in %1, predicted by the model that estimates this design (errors are predicted / published − 1). %2.</source>
        <translation>Ejecuciones medidas y publicadas en %1, predichas por el modelo que estima este diseño (errores = predicho / publicado − 1). %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation><numerusform>%n cifra</numerusform><numerusform>%n cifras</numerusform></translation>
    </message>
    <message>
        <source>median %1, max %2</source>
        <translation>mediana %1, máx. %2</translation>
    </message>
    <message>
        <source>Not predicted</source>
        <translation>Sin predicción</translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation><numerusform>%n caso</numerusform><numerusform>%n casos</numerusform></translation>
    </message>
    <message>
        <source>unreadable file</source>
        <translation>archivo ilegible</translation>
    </message>
</context>
<context>
    <name>cp::ui::WorkloadsPanel</name>
    <message>
        <source>Workloads</source>
        <translation>Cargas de trabajo</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Add a training job from a model preset</source>
        <translation>Añadir un trabajo de entrenamiento a partir de un modelo predefinido</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferencia</translation>
    </message>
    <message>
        <source>Add an inference service from a model preset</source>
        <translation>Añadir un servicio de inferencia a partir de un modelo predefinido</translation>
    </message>
    <message>
        <source>Remove the selected workload</source>
        <translation>Quitar la carga de trabajo seleccionada</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>Entrenamiento: %1</translation>
    </message>
    <message>
        <source>Inference: %1</source>
        <translation>Inferencia: %1</translation>
    </message>
    <message>
        <source>Add training job %1</source>
        <translation>Añadir el trabajo de entrenamiento %1</translation>
    </message>
    <message>
        <source>Add inference service %1</source>
        <translation>Añadir el servicio de inferencia %1</translation>
    </message>
    <message>
        <source>Remove workload</source>
        <translation>Quitar la carga de trabajo</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>Export failed</source>
        <translation>Falló la exportación</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>Exportar informe PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export results as CSV</source>
        <translation>Exportar resultados en CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export bill of materials as CSV</source>
        <translation>Exportar la lista de materiales en CSV</translation>
    </message>
    <message>
        <source>Export Slurm and Kubernetes configuration to</source>
        <translation>Exportar la configuración de Slurm y Kubernetes a</translation>
    </message>
</context>
<context>
    <name>report</name>
    <message>
        <source>%1 fabric "%2": %3, %4, %5 tier(s)</source>
        <translation>Red %1 "%2": %3, %4, %5 nivel(es)</translation>
    </message>
    <message>
        <source> — %1 leaf, %2 spine</source>
        <translation> — %1 leaf, %2 spine</translation>
    </message>
    <message>
        <source>, %1 core</source>
        <translation>, %1 core</translation>
    </message>
    <message>
        <source> switches</source>
        <translation> conmutadores</translation>
    </message>
    <message>
        <source>The design has no groups.</source>
        <translation>El diseño no tiene grupos.</translation>
    </message>
    <message>
        <source>+%1 more groups</source>
        <translation>+%1 grupos más</translation>
    </message>
    <message>
        <source>ClusterPlanner report: %1</source>
        <translation>Informe de ClusterPlanner: %1</translation>
    </message>
    <message>
        <source>%1: could not write the PDF report (%2)</source>
        <translation>%1: no se pudo escribir el informe PDF (%2)</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totales</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferencia</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potencia</translation>
    </message>
    <message>
        <source>Cost and TCO</source>
        <translation>Coste y TCO</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>Fiabilidad</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validación</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>ClusterPlanner report — %1 — %2</source>
        <translation>Informe de ClusterPlanner — %1 — %2</translation>
    </message>
    <message>
        <source>ClusterPlanner · cluster design report</source>
        <translation>ClusterPlanner · informe de diseño del clúster</translation>
    </message>
    <message>
        <source>Generated %1 by ClusterPlanner %2</source>
        <translation>Generado el %1 por ClusterPlanner %2</translation>
    </message>
    <message>
        <source>Layout of the design.</source>
        <translation>Disposición del diseño.</translation>
    </message>
    <message>
        <source>Schematic of the design: groups with their replication counts and the fabrics that join them.</source>
        <translation>Esquema del diseño: grupos con su número de réplicas y las redes que los unen.</translation>
    </message>
    <message>
        <source>Headline figures</source>
        <translation>Cifras principales</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Range (low–high)</source>
        <translation>Rango (bajo–alto)</translation>
    </message>
    <message>
        <source>The evaluation has no figures.</source>
        <translation>La evaluación no tiene cifras.</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Lista de materiales</translation>
    </message>
    <message>
        <source>The bill of materials could not be made: %1</source>
        <translation>No se pudo generar la lista de materiales: %1</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <source>Catalog id</source>
        <translation>Id del catálogo</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Cant.</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Precio unitario</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sin precio</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Total of priced lines</source>
        <translation>Total de las líneas con precio</translation>
    </message>
    <message>
        <source>all lines priced</source>
        <translation>todas las líneas tienen precio</translation>
    </message>
    <message>
        <source>%1 line(s) without a catalog price not included</source>
        <translation>%1 línea(s) sin precio de catálogo no incluida(s)</translation>
    </message>
    <message>
        <source>Training step time breakdown</source>
        <translation>Desglose del tiempo por paso de entrenamiento</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memoria por GPU</translation>
    </message>
    <message>
        <source>Plan search: MFU against memory per GPU</source>
        <translation>Búsqueda de planes: MFU frente a memoria por GPU</translation>
    </message>
    <message>
        <source>Power breakdown</source>
        <translation>Desglose de potencia</translation>
    </message>
    <message>
        <source>Capex by category</source>
        <translation>Capex por categoría</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>Años</translation>
    </message>
    <message>
        <source>Cumulative cost (million USD)</source>
        <translation>Coste acumulado (millones de USD)</translation>
    </message>
    <message>
        <source>Cost over the years: own against cloud</source>
        <translation>Coste a lo largo de los años: propio frente a nube</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Rendimiento (tokens/s)</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Latencia (ms)</translation>
    </message>
    <message>
        <source>Inference latency against throughput</source>
        <translation>Latencia de inferencia frente a rendimiento</translation>
    </message>
    <message>
        <source>Scaling: tokens/s and MFU against GPU count (%1)</source>
        <translation>Escalado: tokens/s y MFU frente al número de GPU (%1)</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensibilidad</translation>
    </message>
    <message>
        <source>Each input lowered and raised by %1%, the design re-evaluated; bars show how far each output moves.</source>
        <translation>Cada entrada se baja y se sube un %1% y se reevalúa el diseño; las barras muestran cuánto se mueve cada resultado.</translation>
    </message>
    <message>
        <source>%1 (million USD)</source>
        <translation>%1 (millones de USD)</translation>
    </message>
    <message>
        <source>Sensitivity of %1</source>
        <translation>Sensibilidad de %1</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>Supuestos y fuentes</translation>
    </message>
    <message>
        <source>The evaluation lists no assumptions.</source>
        <translation>La evaluación no enumera ningún supuesto.</translation>
    </message>
    <message>
        <source>Model validation</source>
        <translation>Validación del modelo</translation>
    </message>
    <message>
        <source>No validation cases were run for this report.</source>
        <translation>No se ejecutó ningún caso de validación para este informe.</translation>
    </message>
</context>
</TS>