<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Assumptions</name>
    <message>
        <source>Electricity price</source>
        <translation>Precio de la electricidad</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Building cost per MW of IT load</source>
        <translation>Coste del edificio por MW de carga de TI</translation>
    </message>
    <message>
        <source>Building life</source>
        <translation>Vida útil del edificio</translation>
    </message>
    <message>
        <source>Colocation price per kW and month</source>
        <translation>Precio de coubicación por kW y mes</translation>
    </message>
    <message>
        <source>Cooling limit per rack</source>
        <translation>Límite de refrigeración por rack</translation>
    </message>
    <message>
        <source>Cooling limit per rack (legacy air-cooled hall)</source>
        <translation>Límite de refrigeración por rack (sala antigua refrigerada por aire)</translation>
    </message>
    <message>
        <source>Rack power distribution capacity</source>
        <translation>Capacidad de distribución de energía del rack</translation>
    </message>
    <message>
        <source>Coolant distribution unit capacity</source>
        <translation>Capacidad de la unidad de distribución de refrigerante</translation>
    </message>
    <message>
        <source>Average server power as a share of peak</source>
        <translation>Potencia media de los servidores como fracción del pico</translation>
    </message>
    <message>
        <source>Network and storage power as a share of server power</source>
        <translation>Potencia de red y almacenamiento como fracción de la de los servidores</translation>
    </message>
    <message>
        <source>Storage as a share of capex</source>
        <translation>Almacenamiento como fracción del capex</translation>
    </message>
    <message>
        <source>Rack infrastructure per rack</source>
        <translation>Infraestructura por rack</translation>
    </message>
    <message>
        <source>Rack power distribution units</source>
        <translation>Unidades de distribución de energía del rack</translation>
    </message>
    <message>
        <source>Rack enclosure</source>
        <translation>Armario del rack</translation>
    </message>
    <message>
        <source>Rack cabling</source>
        <translation>Cableado del rack</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>Periodo de amortización</translation>
    </message>
    <message>
        <source>Support per year as a share of capex</source>
        <translation>Soporte anual como fracción del capex</translation>
    </message>
    <message>
        <source>Integration as a share of capex</source>
        <translation>Integración como fracción del capex</translation>
    </message>
    <message>
        <source>Staff cost per year</source>
        <translation>Coste de personal por año</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Tasa de descuento</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilización</translation>
    </message>
    <message>
        <source>Server price per GPU price</source>
        <translation>Precio del servidor por precio de GPU</translation>
    </message>
    <message>
        <source>Server power per GPU power</source>
        <translation>Potencia del servidor por potencia de GPU</translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation>Precio de la GPU</translation>
    </message>
    <message>
        <source>GPU power (TDP)</source>
        <translation>Potencia de la GPU (TDP)</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>Precio del servidor</translation>
    </message>
    <message>
        <source>Server peak power</source>
        <translation>Potencia pico del servidor</translation>
    </message>
    <message>
        <source>Rack system price</source>
        <translation>Precio del sistema de rack</translation>
    </message>
    <message>
        <source>Rack system peak power</source>
        <translation>Potencia pico del sistema de rack</translation>
    </message>
    <message>
        <source>Storage system price</source>
        <translation>Precio del sistema de almacenamiento</translation>
    </message>
    <message>
        <source>Storage system power</source>
        <translation>Potencia del sistema de almacenamiento</translation>
    </message>
    <message>
        <source>Storage capacity per GPU</source>
        <translation>Capacidad de almacenamiento por GPU</translation>
    </message>
    <message>
        <source>Storage power per PB</source>
        <translation>Potencia de almacenamiento por PB</translation>
    </message>
    <message>
        <source>Network share of capex (published)</source>
        <translation>Fracción de red en el capex (publicada)</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Tamaño del checkpoint</translation>
    </message>
    <message>
        <source>Checkpoint write bandwidth</source>
        <translation>Ancho de banda de escritura de checkpoints</translation>
    </message>
    <message>
        <source>Checkpoint write bandwidth per GPU</source>
        <translation>Ancho de banda de escritura de checkpoints por GPU</translation>
    </message>
    <message>
        <source>Restart time after a failure</source>
        <translation>Tiempo de reinicio tras un fallo</translation>
    </message>
    <message>
        <source>Server repair time</source>
        <translation>Tiempo de reparación de un servidor</translation>
    </message>
    <message>
        <source>Probability of having a spare server when needed</source>
        <translation>Probabilidad de tener un servidor de repuesto cuando haga falta</translation>
    </message>
    <message>
        <source>Switch price</source>
        <translation>Precio del conmutador</translation>
    </message>
    <message>
        <source>Switch power</source>
        <translation>Potencia del conmutador</translation>
    </message>
    <message>
        <source>NIC price</source>
        <translation>Precio de la NIC</translation>
    </message>
    <message>
        <source>NIC power</source>
        <translation>Potencia de la NIC</translation>
    </message>
    <message>
        <source>Optic or cable price</source>
        <translation>Precio de la óptica o el cable</translation>
    </message>
    <message>
        <source>Optic or cable power</source>
        <translation>Potencia de la óptica o el cable</translation>
    </message>
    <message>
        <source>Cable price</source>
        <translation>Precio del cable</translation>
    </message>
    <message>
        <source>Cable power</source>
        <translation>Potencia del cable</translation>
    </message>
    <message>
        <source>Transceiver price</source>
        <translation>Precio del transceptor</translation>
    </message>
    <message>
        <source>Transceiver power</source>
        <translation>Potencia del transceptor</translation>
    </message>
    <message>
        <source>Failures per million hours</source>
        <translation>Fallos por millón de horas</translation>
    </message>
    <message>
        <source>%1 GB/s per GPU</source>
        <translation>%1 GB/s por GPU</translation>
    </message>
    <message>
        <source>/kWh</source>
        <translation>/kWh</translation>
    </message>
    <message>
        <source>/MW</source>
        <translation>/MW</translation>
    </message>
    <message>
        <source>/kW-month</source>
        <translation>/kW-mes</translation>
    </message>
    <message>
        <source>Checkpoint read bandwidth</source>
        <translation>Ancho de banda de lectura de checkpoints</translation>
    </message>
    <message>
        <source>Failure detection time</source>
        <translation>Tiempo de detección de un fallo</translation>
    </message>
    <message>
        <source>Rescheduling time after a failure</source>
        <translation>Tiempo de replanificación tras un fallo</translation>
    </message>
    <message>
        <source>Process launch time at a restart</source>
        <translation>Tiempo de arranque de los procesos en un reinicio</translation>
    </message>
    <message>
        <source>Communicator start-up per 1,000 ranks</source>
        <translation>Arranque de los comunicadores por cada 1.000 rangos</translation>
    </message>
    <message>
        <source>Slow warm-up steps after a restart</source>
        <translation>Pasos lentos de calentamiento tras un reinicio</translation>
    </message>
    <message>
        <source>Checkpoint read bandwidth per GPU</source>
        <translation>Ancho de banda de lectura de checkpoints por GPU</translation>
    </message>
    <message>
        <source>Checkpoint copy to host memory per GPU</source>
        <translation>Copia del checkpoint a la memoria del host por GPU</translation>
    </message>
    <message>
        <source>In-memory checkpoint copies on other servers</source>
        <translation>Copias en memoria del checkpoint en otros servidores</translation>
    </message>
    <message>
        <source>Share of the network used to copy in-memory checkpoints</source>
        <translation>Fracción de la red usada para copiar los checkpoints en memoria</translation>
    </message>
    <message>
        <source>Time to detect silent data corruption</source>
        <translation>Tiempo hasta detectar una corrupción silenciosa de datos</translation>
    </message>
    <message>
        <source>Power distribution units per rack</source>
        <translation>Unidades de distribución de energía por rack</translation>
    </message>
    <message>
        <source>Redundant server power supplies</source>
        <translation>Fuentes de alimentación redundantes en los servidores</translation>
    </message>
    <message>
        <source>GPU power when idle, share of TDP</source>
        <translation>Potencia de la GPU en reposo, fracción del TDP</translation>
    </message>
    <message>
        <source>GPU power while computing, share of TDP</source>
        <translation>Potencia de la GPU al calcular, fracción del TDP</translation>
    </message>
    <message>
        <source>GPU power while communicating, share of TDP</source>
        <translation>Potencia de la GPU al comunicar, fracción del TDP</translation>
    </message>
    <message>
        <source>Host power per GPU (CPUs, memory, fans, NICs)</source>
        <translation>Potencia del host por GPU (CPU, memoria, ventiladores, NIC)</translation>
    </message>
    <message>
        <source>Time GPUs take to change power between phases</source>
        <translation>Tiempo que tardan las GPU en cambiar de potencia entre fases</translation>
    </message>
    <message>
        <source>Energy storage in the power supplies</source>
        <translation>Almacenamiento de energía en las fuentes de alimentación</translation>
    </message>
    <message>
        <source>Peak demand smoothed by the power supplies' storage</source>
        <translation>Pico de demanda suavizado por el almacenamiento de las fuentes</translation>
    </message>
    <message>
        <source>Site-wide checkpoint write bandwidth limit</source>
        <translation>Límite de escritura de checkpoints de todo el sitio</translation>
    </message>
    <message>
        <source>Site-wide checkpoint read bandwidth limit</source>
        <translation>Límite de lectura de checkpoints de todo el sitio</translation>
    </message>
    <message>
        <source>%1 of GPU TDP</source>
        <translation>%1 del TDP de la GPU</translation>
    </message>
    <message>
        <source>%1 of HBM peak</source>
        <translation>%1 del pico de la HBM</translation>
    </message>
    <message>
        <source>%1 of TDP</source>
        <translation>%1 del TDP</translation>
    </message>
    <message>
        <source>%1 of dense BF16 peak</source>
        <translation>%1 del pico denso BF16</translation>
    </message>
    <message>
        <source>%1 of dense FP4 peak</source>
        <translation>%1 del pico denso FP4</translation>
    </message>
    <message>
        <source>%1 of dense FP8 peak</source>
        <translation>%1 del pico denso FP8</translation>
    </message>
    <message>
        <source>%1 of dense GEMM efficiency</source>
        <translation>%1 de la eficiencia de GEMM densa</translation>
    </message>
    <message>
        <source>%1 of the memory left after weights</source>
        <translation>%1 de la memoria que queda tras los pesos</translation>
    </message>
    <message>
        <source>%1 of output tokens</source>
        <translation>%1 de los tokens de salida</translation>
    </message>
    <message>
        <source>%1 of the per-GPU unidirectional scale-up bandwidth</source>
        <translation>%1 del ancho de banda unidireccional de escalado vertical por GPU</translation>
    </message>
    <message>
        <source>%1 of the node's scale-out bandwidth</source>
        <translation>%1 del ancho de banda de escalado horizontal del nodo</translation>
    </message>
    <message>
        <source>%1 of the rack's peak grid demand</source>
        <translation>%1 de la demanda pico del rack a la red eléctrica</translation>
    </message>
    <message>
        <source>%1 PDUs per rack</source>
        <translation>%1 PDU por rack</translation>
    </message>
    <message>
        <source>%1 s per 1,000 ranks</source>
        <translation>%1 s por cada 1.000 rangos</translation>
    </message>
    <message>
        <source>%1 GB/s per job</source>
        <translation>%1 GB/s por trabajo</translation>
    </message>
    <message>
        <source>%1 GB per GPU</source>
        <translation>%1 GB por GPU</translation>
    </message>
    <message>
        <source>%1 Gb/s per GPU</source>
        <translation>%1 Gb/s por GPU</translation>
    </message>
    <message>
        <source>%1 W per GPU</source>
        <translation>%1 W por GPU</translation>
    </message>
    <message>
        <source>%1 kW per coolant distribution unit</source>
        <translation>%1 kW por unidad de distribución de refrigerante</translation>
    </message>
    <message>
        <source>%1 copies on other nodes</source>
        <translation>%1 copias en otros nodos</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 pasadas</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 secuencias</translation>
    </message>
    <message>
        <source>%1 bytes per catalog GB</source>
        <translation>%1 bytes por GB del catálogo</translation>
    </message>
</context>
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
    <name>Fields</name>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>B</source>
        <translation> mil M</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>:1</source>
        <translation>:1</translation>
    </message>
    <message>
        <source>/year</source>
        <translation>/año</translation>
    </message>
    <message>
        <source>/h</source>
        <translation>/h</translation>
    </message>
    <message>
        <source>/GPU-hour</source>
        <translation>/hora-GPU</translation>
    </message>
    <message>
        <source>/M tokens</source>
        <translation>/M tokens</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>MW</source>
        <translation>MW</translation>
    </message>
    <message>
        <source>MWh</source>
        <translation>MWh</translation>
    </message>
    <message>
        <source>GWh</source>
        <translation>GWh</translation>
    </message>
    <message>
        <source>TWh</source>
        <translation>TWh</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>days</source>
        <translation>días</translation>
    </message>
    <message>
        <source>years</source>
        <translation>años</translation>
    </message>
    <message>
        <source>months</source>
        <translation>meses</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>kB</source>
        <translation>kB</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>PB</source>
        <translation>PB</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <source>kB/s</source>
        <translation>kB/s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>TB/s</translation>
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
        <source>PFLOP/s</source>
        <translation>PFLOP/s</translation>
    </message>
    <message>
        <source>EFLOP/s</source>
        <translation>EFLOP/s</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>peticiones/s</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>al día</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>horas-GPU</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Diseño</translation>
    </message>
    <message>
        <source>Headline figures</source>
        <translation>Cifras principales</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>could not be estimated</source>
        <translation>no se pudo estimar</translation>
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
        <source>Overview</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servidores</translation>
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
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Peak BF16 compute</source>
        <translation>Cómputo pico BF16</translation>
    </message>
    <message>
        <source>Dense BF16 peak summed over every GPU (no 2:4 sparsity).</source>
        <translation>Pico BF16 denso sumado sobre todas las GPU (sin dispersión 2:4).</translation>
    </message>
    <message>
        <source>A GB200 NVL72 rack platform counts as one server.</source>
        <translation>Una plataforma de rack GB200 NVL72 cuenta como un servidor.</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Every rack, including network and management racks.</source>
        <translation>Todos los racks, incluidos los de red y gestión.</translation>
    </message>
    <message>
        <source>Scale-up domains</source>
        <translation>Dominios de escalado vertical</translation>
    </message>
    <message>
        <source>NVLink-class domains.</source>
        <translation>Dominios de tipo NVLink.</translation>
    </message>
    <message>
        <source>Peak FP8 compute</source>
        <translation>Cómputo pico FP8</translation>
    </message>
    <message>
        <source>Dense FP8 peak; GPUs without FP8 count zero.</source>
        <translation>Pico FP8 denso; las GPU sin FP8 cuentan cero.</translation>
    </message>
    <message>
        <source>GPU memory (HBM)</source>
        <translation>Memoria de GPU (HBM)</translation>
    </message>
    <message>
        <source>Node class</source>
        <translation>Clase de nodo</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plataforma</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPU por servidor</translation>
    </message>
    <message>
        <source>GPUs per scale-up domain</source>
        <translation>GPU por dominio de escalado vertical</translation>
    </message>
    <message>
        <source>Servers per rack</source>
        <translation>Servidores por rack</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>Trabajo de entrenamiento</translation>
    </message>
    <message>
        <source>Training throughput</source>
        <translation>Rendimiento de entrenamiento</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Tiempo de entrenamiento</translation>
    </message>
    <message>
        <source>Failure-free time to train the job's token budget at this throughput.</source>
        <translation>Tiempo sin fallos para entrenar el presupuesto de tokens del trabajo a este rendimiento.</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOP/s as a share of the GPUs' dense peak at the plan's precision (Megatron-LM convention).</source>
        <translation>FLOP/s del modelo como fracción del pico denso de las GPU en la precisión del plan (convención de Megatron-LM).</translation>
    </message>
    <message>
        <source>Could not be estimated</source>
        <translation>No se pudo estimar</translation>
    </message>
    <message>
        <source>Why the plan cannot run</source>
        <translation>Por qué el plan no puede ejecutarse</translation>
    </message>
    <message>
        <source>Parallel plan</source>
        <translation>Plan de paralelismo</translation>
    </message>
    <message>
        <source>Plan chosen by</source>
        <translation>Plan elegido por</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Tiempo por paso</translation>
    </message>
    <message>
        <source>Model TFLOP/s per GPU</source>
        <translation>TFLOP/s del modelo por GPU</translation>
    </message>
    <message>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <source>Hardware FLOP/s (recomputation included) as a share of peak.</source>
        <translation>FLOP/s de hardware (con recálculo) como fracción del pico.</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memoria por GPU</translation>
    </message>
    <message>
        <source>On the pipeline stage that needs the most.</source>
        <translation>En la etapa del pipeline que más necesita.</translation>
    </message>
    <message>
        <source>Usable HBM per GPU</source>
        <translation>HBM utilizable por GPU</translation>
    </message>
    <message>
        <source>HBM less the runtime's reserve.</source>
        <translation>HBM menos la reserva del entorno de ejecución.</translation>
    </message>
    <message>
        <source>Memory headroom per GPU</source>
        <translation>Margen de memoria por GPU</translation>
    </message>
    <message>
        <source>Negative: the plan does not fit.</source>
        <translation>Negativo: el plan no cabe.</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Cabe en memoria</translation>
    </message>
    <message>
        <source>GPU-hours to train</source>
        <translation>Horas-GPU de entrenamiento</translation>
    </message>
    <message>
        <source>Tokens per step</source>
        <translation>Tokens por paso</translation>
    </message>
    <message>
        <source>Micro-batches per pipeline</source>
        <translation>Microlotes por pipeline</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Tamaño del checkpoint</translation>
    </message>
    <message>
        <source>Weights, master weights and optimizer state of the whole job.</source>
        <translation>Pesos, pesos maestros y estado del optimizador de todo el trabajo.</translation>
    </message>
    <message>
        <source>Plans evaluated by the search</source>
        <translation>Planes evaluados por la búsqueda</translation>
    </message>
    <message>
        <source>Plans that fit in memory</source>
        <translation>Planes que caben en memoria</translation>
    </message>
    <message>
        <source>Step time breakdown</source>
        <translation>Desglose del tiempo por paso</translation>
    </message>
    <message>
        <source>Forward compute</source>
        <translation>Cómputo hacia delante</translation>
    </message>
    <message>
        <source>Backward compute</source>
        <translation>Cómputo hacia atrás</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Recálculo</translation>
    </message>
    <message>
        <source>Tensor-parallel communication</source>
        <translation>Comunicación de paralelismo tensorial</translation>
    </message>
    <message>
        <source>Context-parallel communication</source>
        <translation>Comunicación de paralelismo de contexto</translation>
    </message>
    <message>
        <source>Expert-parallel all-to-all</source>
        <translation>All-to-all de paralelismo de expertos</translation>
    </message>
    <message>
        <source>Pipeline communication</source>
        <translation>Comunicación del pipeline</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Burbuja del pipeline</translation>
    </message>
    <message>
        <source>Stage imbalance</source>
        <translation>Desequilibrio entre etapas</translation>
    </message>
    <message>
        <source>Data-parallel communication</source>
        <translation>Comunicación de paralelismo de datos</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>Paso del optimizador</translation>
    </message>
    <message>
        <source>Memory per GPU breakdown</source>
        <translation>Desglose de la memoria por GPU</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Estado del optimizador</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activaciones</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>Búferes</translation>
    </message>
    <message>
        <source>Plan in detail</source>
        <translation>Plan en detalle</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>Paralelismo tensorial (TP)</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>Paralelismo de pipeline (PP)</translation>
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation>Paralelismo de datos (DP)</translation>
    </message>
    <message>
        <source>Context parallel (CP)</source>
        <translation>Paralelismo de contexto (CP)</translation>
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation>Paralelismo de expertos (EP)</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-lote</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Lote global</translation>
    </message>
    <message>
        <source>Interleaved stages per GPU</source>
        <translation>Etapas intercaladas por GPU</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Paralelismo de secuencia</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Etapa ZeRO</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Communication model</source>
        <translation>Modelo de comunicación</translation>
    </message>
    <message>
        <source>MFU convention</source>
        <translation>Convención de MFU</translation>
    </message>
    <message>
        <source>GPUs the services need</source>
        <translation>GPU que necesitan los servicios</translation>
    </message>
    <message>
        <source>GPUs in the design</source>
        <translation>GPU del diseño</translation>
    </message>
    <message>
        <source>Services fit the design</source>
        <translation>Los servicios caben en el diseño</translation>
    </message>
    <message>
        <source>Inference service</source>
        <translation>Servicio de inferencia</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>Tasa de peticiones</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>Longitud del prompt</translation>
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
        <source>Time to first token, at the SLO percentile.</source>
        <translation>Tiempo hasta el primer token, en el percentil del SLO.</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>Objetivo de TPOT</translation>
    </message>
    <message>
        <source>Time per output token after the first: (end-to-end latency - TTFT) / (output tokens - 1).</source>
        <translation>Tiempo por token de salida tras el primero: (latencia de extremo a extremo - TTFT) / (tokens de salida - 1).</translation>
    </message>
    <message>
        <source>Serving mode asked for</source>
        <translation>Modo de servicio pedido</translation>
    </message>
    <message>
        <source>Why this fleet</source>
        <translation>Por qué esta flota</translation>
    </message>
    <message>
        <source>Prefill share of the work</source>
        <translation>Fracción de prefill del trabajo</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flota</translation>
    </message>
    <message>
        <source>Serving mode</source>
        <translation>Modo de servicio</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Goodput per GPU</source>
        <translation>Goodput por GPU</translation>
    </message>
    <message>
        <source>Requests per second the fleet serves within the latency targets, per GPU.</source>
        <translation>Peticiones por segundo que la flota atiende dentro de los objetivos de latencia, por GPU.</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>Coste por millón de tokens</translation>
    </message>
    <message>
        <source>Input and output tokens, at the design's cost per GPU-hour.</source>
        <translation>Tokens de entrada y salida, al coste por hora-GPU del diseño.</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Coste por millón de tokens de salida</translation>
    </message>
    <message>
        <source>Fleet cost per hour</source>
        <translation>Coste de la flota por hora</translation>
    </message>
    <message>
        <source>Fleet IT power</source>
        <translation>Potencia TI de la flota</translation>
    </message>
    <message>
        <source>KV-cache transfer not hidden</source>
        <translation>Transferencia de la caché KV no ocultada</translation>
    </message>
    <message>
        <source>Prefill share of the GPUs</source>
        <translation>Fracción de GPU de prefill</translation>
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation>GPU por instancia</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>Instancias</translation>
    </message>
    <message>
        <source>Goodput per instance</source>
        <translation>Goodput por instancia</translation>
    </message>
    <message>
        <source>Load per instance</source>
        <translation>Carga por instancia</translation>
    </message>
    <message>
        <source>Sequences in a batch</source>
        <translation>Secuencias por lote</translation>
    </message>
    <message>
        <source>Prefill of one prompt</source>
        <translation>Prefill de un prompt</translation>
    </message>
    <message>
        <source>Decode step</source>
        <translation>Paso de decodificación</translation>
    </message>
    <message>
        <source>Decode bound by memory bandwidth</source>
        <translation>Decodificación limitada por el ancho de banda de memoria</translation>
    </message>
    <message>
        <source>TPOT definition</source>
        <translation>Definición de TPOT</translation>
    </message>
    <message>
        <source>KV-cache transfer bandwidth</source>
        <translation>Ancho de banda de transferencia de la caché KV</translation>
    </message>
    <message>
        <source>Cost basis</source>
        <translation>Base de coste</translation>
    </message>
    <message>
        <source>Network cost</source>
        <translation>Coste de la red</translation>
    </message>
    <message>
        <source>Bill-of-materials lines the catalog prices; see missing figures.</source>
        <translation>Líneas de la lista de materiales con precio en el catálogo; véanse las cifras que faltan.</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Conmutadores</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>Transceptores</translation>
    </message>
    <message>
        <source>Network power</source>
        <translation>Potencia de la red</translation>
    </message>
    <message>
        <source>Bill-of-materials lines with a published power figure.</source>
        <translation>Líneas de la lista de materiales con una potencia publicada.</translation>
    </message>
    <message>
        <source>Every line priced</source>
        <translation>Todas las líneas con precio</translation>
    </message>
    <message>
        <source>All-reduce bandwidth per GPU, worst placement</source>
        <translation>Ancho de banda de all-reduce por GPU, peor ubicación</translation>
    </message>
    <message>
        <source>Bus bandwidth (NCCL convention) when every data-parallel group all-reduces at once.</source>
        <translation>Ancho de banda de bus (convención NCCL) cuando todos los grupos de paralelismo de datos hacen all-reduce a la vez.</translation>
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
        <source>Technology</source>
        <translation>Tecnología</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topología</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Conmutador</translation>
    </message>
    <message>
        <source>Switch tiers</source>
        <translation>Niveles de conmutadores</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Enlaces</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>Velocidad de enlace</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Sobresuscripción</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation>Ancho de banda de bisección</translation>
    </message>
    <message>
        <source>One direction, across the worst balanced cut.</source>
        <translation>En un sentido, a través del peor corte equilibrado.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Switch ports at link speed</source>
        <translation>Puertos del conmutador a la velocidad de enlace</translation>
    </message>
    <message>
        <source>Rails</source>
        <translation>Raíles</translation>
    </message>
    <message>
        <source>NIC ports per server</source>
        <translation>Puertos de NIC por servidor</translation>
    </message>
    <message>
        <source>Servers attached</source>
        <translation>Servidores conectados</translation>
    </message>
    <message>
        <source>NIC ports attached</source>
        <translation>Puertos de NIC conectados</translation>
    </message>
    <message>
        <source>Switch hops, farthest pair</source>
        <translation>Saltos de conmutador, par más lejano</translation>
    </message>
    <message>
        <source>Switch latency, farthest pair</source>
        <translation>Latencia de conmutadores, par más lejano</translation>
    </message>
    <message>
        <source>Latency figure from</source>
        <translation>Cifra de latencia tomada de</translation>
    </message>
    <message>
        <source>NIC ports when fully built out</source>
        <translation>Puertos de NIC con la topología completa</translation>
    </message>
    <message>
        <source>Servers when fully built out</source>
        <translation>Servidores con la topología completa</translation>
    </message>
    <message>
        <source>Switch tier</source>
        <translation>Nivel de conmutadores</translation>
    </message>
    <message>
        <source>Down ports per switch</source>
        <translation>Puertos hacia abajo por conmutador</translation>
    </message>
    <message>
        <source>Up ports per switch</source>
        <translation>Puertos hacia arriba por conmutador</translation>
    </message>
    <message>
        <source>Ports used</source>
        <translation>Puertos usados</translation>
    </message>
    <message>
        <source>Ports free</source>
        <translation>Puertos libres</translation>
    </message>
    <message>
        <source>Link class</source>
        <translation>Clase de enlace</translation>
    </message>
    <message>
        <source>Speed per link</source>
        <translation>Velocidad por enlace</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Optic</source>
        <translation>Óptica</translation>
    </message>
    <message>
        <source>Bill-of-materials line</source>
        <translation>Línea de la lista de materiales</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Catalog id</source>
        <translation>Id del catálogo</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Cantidad</translation>
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
        <source>Unit power</source>
        <translation>Potencia unitaria</translation>
    </message>
    <message>
        <source>Total power</source>
        <translation>Potencia total</translation>
    </message>
    <message>
        <source>Priced with the servers</source>
        <translation>Incluido en el precio de los servidores</translation>
    </message>
    <message>
        <source>Price is an estimate</source>
        <translation>El precio es una estimación</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Fuente del precio</translation>
    </message>
    <message>
        <source>Collective bandwidth on the compute fabric</source>
        <translation>Ancho de banda colectivo en la red de cómputo</translation>
    </message>
    <message>
        <source>NIC bandwidth per GPU</source>
        <translation>Ancho de banda de NIC por GPU</translation>
    </message>
    <message>
        <source>Scale-up bandwidth per GPU</source>
        <translation>Ancho de banda de escalado vertical por GPU</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>Tamaño del mensaje</translation>
    </message>
    <message>
        <source>Bus bandwidth per GPU</source>
        <translation>Ancho de banda de bus por GPU</translation>
    </message>
    <message>
        <source>NCCL bus-bandwidth convention.</source>
        <translation>Convención de ancho de banda de bus de NCCL.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation>Limitado por</translation>
    </message>
    <message>
        <source>Congestion slowdown</source>
        <translation>Ralentización por congestión</translation>
    </message>
    <message>
        <source>GPUs per group</source>
        <translation>GPU por grupo</translation>
    </message>
    <message>
        <source>Stride between ranks</source>
        <translation>Separación entre rangos</translation>
    </message>
    <message>
        <source>Groups at once</source>
        <translation>Grupos a la vez</translation>
    </message>
    <message>
        <source>Latency term</source>
        <translation>Término de latencia</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Farthest tier crossed</source>
        <translation>Nivel más lejano atravesado</translation>
    </message>
    <message>
        <source>Busiest links</source>
        <translation>Enlaces más cargados</translation>
    </message>
    <message>
        <source>Busiest link load</source>
        <translation>Carga del enlace más cargado</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>Potencia de la instalación</translation>
    </message>
    <message>
        <source>Peak IT power times PUE.</source>
        <translation>Potencia TI pico multiplicada por el PUE.</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>Potencia TI</translation>
    </message>
    <message>
        <source>Peak draw of servers, network and storage.</source>
        <translation>Consumo pico de servidores, red y almacenamiento.</translation>
    </message>
    <message>
        <source>Facility power, average</source>
        <translation>Potencia de la instalación, media</translation>
    </message>
    <message>
        <source>IT power, average</source>
        <translation>Potencia TI, media</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power / IT power.</source>
        <translation>Eficiencia del uso de la energía: potencia de la instalación / potencia TI.</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energía por año</translation>
    </message>
    <message>
        <source>Facility energy at the average draw, 8,760 hours.</source>
        <translation>Energía de la instalación al consumo medio, 8760 horas.</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation>Coste de la energía por año</translation>
    </message>
    <message>
        <source>Servers, peak</source>
        <translation>Servidores, pico</translation>
    </message>
    <message>
        <source>Servers, average</source>
        <translation>Servidores, media</translation>
    </message>
    <message>
        <source>GPU TDP, summed</source>
        <translation>TDP de las GPU, sumado</translation>
    </message>
    <message>
        <source>Part of the servers' power.</source>
        <translation>Parte de la potencia de los servidores.</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Almacenamiento</translation>
    </message>
    <message>
        <source>Network and storage, estimated share</source>
        <translation>Red y almacenamiento, fracción estimada</translation>
    </message>
    <message>
        <source>A share of the servers' power where the network or storage power is not published.</source>
        <translation>Una fracción de la potencia de los servidores cuando la potencia de la red o del almacenamiento no está publicada.</translation>
    </message>
    <message>
        <source>Rack class</source>
        <translation>Clase de rack</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>Potencia por rack</translation>
    </message>
    <message>
        <source>Cooling limit per rack</source>
        <translation>Límite de refrigeración por rack</translation>
    </message>
    <message>
        <source>Over the limit</source>
        <translation>Por encima del límite</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>Capex</translation>
    </message>
    <message>
        <source>Everything bought up front: IT equipment, integration and the building.</source>
        <translation>Todo lo que se compra al principio: equipos TI, integración y el edificio.</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Coste total de propiedad</translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour</source>
        <translation>Coste por hora-GPU útil</translation>
    </message>
    <message>
        <source>Cost period</source>
        <translation>Periodo de coste</translation>
    </message>
    <message>
        <source>The IT depreciation period: the horizon of TCO and of the cost chart.</source>
        <translation>El periodo de amortización de TI: el horizonte del TCO y del gráfico de costes.</translation>
    </message>
    <message>
        <source>Opex per year</source>
        <translation>Opex por año</translation>
    </message>
    <message>
        <source>Cost of ownership per year</source>
        <translation>Coste de propiedad por año</translation>
    </message>
    <message>
        <source>Capex of GPUs and servers</source>
        <translation>Capex de GPU y servidores</translation>
    </message>
    <message>
        <source>TCO: IT equipment</source>
        <translation>TCO: equipos TI</translation>
    </message>
    <message>
        <source>TCO: share of the building</source>
        <translation>TCO: parte del edificio</translation>
    </message>
    <message>
        <source>The building lasts longer than the IT: the period carries its share (period / building life).</source>
        <translation>El edificio dura más que la TI: el periodo carga con su parte (periodo / vida del edificio).</translation>
    </message>
    <message>
        <source>TCO: operating cost</source>
        <translation>TCO: coste de operación</translation>
    </message>
    <message>
        <source>TCO: cost of capital</source>
        <translation>TCO: coste del capital</translation>
    </message>
    <message>
        <source>Interest on the up-front spending at the design's discount rate: what the same money would have earned.</source>
        <translation>Intereses de la inversión inicial a la tasa de descuento del diseño: lo que el mismo dinero habría rendido.</translation>
    </message>
    <message>
        <source>Useful GPU-hours in the period</source>
        <translation>Horas-GPU útiles en el periodo</translation>
    </message>
    <message>
        <source>Energy share of TCO</source>
        <translation>Fracción de la energía en el TCO</translation>
    </message>
    <message>
        <source>IT equipment share of TCO</source>
        <translation>Fracción de los equipos TI en el TCO</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Tasa de descuento</translation>
    </message>
    <message>
        <source>Capex by category</source>
        <translation>Capex por categoría</translation>
    </message>
    <message>
        <source>GPUs and servers</source>
        <translation>GPU y servidores</translation>
    </message>
    <message>
        <source>Scale-out network</source>
        <translation>Red de escalado horizontal</translation>
    </message>
    <message>
        <source>Front-end and storage network</source>
        <translation>Red de front-end y almacenamiento</translation>
    </message>
    <message>
        <source>Racks, PDUs and cooling</source>
        <translation>Racks, PDU y refrigeración</translation>
    </message>
    <message>
        <source>Integration</source>
        <translation>Integración</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Edificio</translation>
    </message>
    <message>
        <source>Opex by category</source>
        <translation>Opex por categoría</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Coubicación</translation>
    </message>
    <message>
        <source>Support and maintenance</source>
        <translation>Soporte y mantenimiento</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>Cloud offer</source>
        <translation>Oferta en la nube</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Precio por hora-GPU</translation>
    </message>
    <message>
        <source>Renting the useful GPU-hours, per year</source>
        <translation>Alquilar las horas-GPU útiles, por año</translation>
    </message>
    <message>
        <source>Owning, per year</source>
        <translation>En propiedad, por año</translation>
    </message>
    <message>
        <source>Break-even utilization</source>
        <translation>Utilización de equilibrio</translation>
    </message>
    <message>
        <source>Above it owning costs less than renting the hours used.</source>
        <translation>Por encima, tener el clúster cuesta menos que alquilar las horas usadas.</translation>
    </message>
    <message>
        <source>Break-even after</source>
        <translation>Equilibrio a los</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Plazo</translation>
    </message>
    <message>
        <source>Committed term</source>
        <translation>Plazo comprometido</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Inference service cost</source>
        <translation>Coste del servicio de inferencia</translation>
    </message>
    <message>
        <source>Cost per year</source>
        <translation>Coste por año</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Tokens por segundo</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Capex line</source>
        <translation>Línea de capex</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <source>How workloads are charged</source>
        <translation>Cómo se imputan las cargas de trabajo</translation>
    </message>
    <message>
        <source>Interruptions per day</source>
        <translation>Interrupciones por día</translation>
    </message>
    <message>
        <source>Mean time between interruptions</source>
        <translation>Tiempo medio entre interrupciones</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>Intervalo de checkpoint</translation>
    </message>
    <message>
        <source>Time to train with interruptions</source>
        <translation>Tiempo de entrenamiento con interrupciones</translation>
    </message>
    <message>
        <source>Cost of the run with interruptions</source>
        <translation>Coste de la ejecución con interrupciones</translation>
    </message>
    <message>
        <source>Cost of the run, failure-free</source>
        <translation>Coste de la ejecución, sin fallos</translation>
    </message>
    <message>
        <source>Hot spare servers</source>
        <translation>Servidores de reserva en caliente</translation>
    </message>
    <message>
        <source>Not estimated</source>
        <translation>No estimado</translation>
    </message>
    <message>
        <source>Servers lost per day</source>
        <translation>Servidores perdidos por día</translation>
    </message>
    <message>
        <source>Interruptions over the run</source>
        <translation>Interrupciones durante la ejecución</translation>
    </message>
    <message>
        <source>GPU-hours lost</source>
        <translation>Horas-GPU perdidas</translation>
    </message>
    <message>
        <source>Cost of the lost hours</source>
        <translation>Coste de las horas perdidas</translation>
    </message>
    <message>
        <source>GPU-hours of the run</source>
        <translation>Horas-GPU de la ejecución</translation>
    </message>
    <message>
        <source>Time to train, failure-free</source>
        <translation>Tiempo de entrenamiento, sin fallos</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation>Tiempo de escritura del checkpoint</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>Tiempo de reinicio</translation>
    </message>
    <message>
        <source>Checkpoint interval (Young)</source>
        <translation>Intervalo de checkpoint (Young)</translation>
    </message>
    <message>
        <source>Checkpoint interval (exact optimum)</source>
        <translation>Intervalo de checkpoint (óptimo exacto)</translation>
    </message>
    <message>
        <source>Servers in repair, on average</source>
        <translation>Servidores en reparación, de media</translation>
    </message>
    <message>
        <source>Whole cluster</source>
        <translation>Clúster completo</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Componente</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <source>Rate counted per</source>
        <translation>Tasa contada por</translation>
    </message>
    <message>
        <source>Takes a server out</source>
        <translation>Deja un servidor fuera de servicio</translation>
    </message>
    <message>
        <source>Failure-rate set</source>
        <translation>Conjunto de tasas de fallo</translation>
    </message>
    <message>
        <source>Failure rates from</source>
        <translation>Tasas de fallo de</translation>
    </message>
    <message>
        <source>Chosen fleet</source>
        <translation>Flota elegida</translation>
    </message>
    <message>
        <source>Cheapest aggregated fleet</source>
        <translation>Flota agregada más barata</translation>
    </message>
    <message>
        <source>Cheapest disaggregated fleet</source>
        <translation>Flota desagregada más barata</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Grupo de prefill</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Grupo de decodificación</translation>
    </message>
    <message>
        <source>All-reduce inside one scale-up domain</source>
        <translation>All-reduce dentro de un dominio de escalado vertical</translation>
    </message>
    <message>
        <source>All-reduce of every data-parallel group, neighbours in adjacent domains</source>
        <translation>All-reduce de todos los grupos de paralelismo de datos, vecinos en dominios adyacentes</translation>
    </message>
    <message>
        <source>All-reduce of every data-parallel group, neighbours a leaf apart</source>
        <translation>All-reduce de todos los grupos de paralelismo de datos, vecinos a un leaf de distancia</translation>
    </message>
    <message>
        <source>All-reduce of every data-parallel group, neighbours a pod apart</source>
        <translation>All-reduce de todos los grupos de paralelismo de datos, vecinos a un pod de distancia</translation>
    </message>
    <message>
        <source>IT capex, the building's share for the period (period / building life), the cost of capital on both at the design's discount rate, and opex over the period.</source>
        <translation>Capex TI, la parte del edificio que corresponde al periodo (periodo / vida del edificio), el coste del capital de ambos a la tasa de descuento del diseño y el opex durante el periodo.</translation>
    </message>
    <message>
        <source>Total cost of ownership over the GPU-hours used in the period (utilization); with a discount rate, the same as discounted cost over discounted hours.</source>
        <translation>Coste total de propiedad dividido entre las horas-GPU usadas en el periodo (utilización); con una tasa de descuento, igual al coste descontado entre las horas descontadas.</translation>
    </message>
    <message>
        <source>Opex over the period.</source>
        <translation>Opex durante el periodo.</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Suposición</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Pico</translation>
    </message>
    <message>
        <source>Serving GPUs</source>
        <translation>GPU de servicio</translation>
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
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>evaluate JSON: %1</source>
        <translation>JSON de evaluate: %1</translation>
    </message>
    <message>
        <source>Range from uncertain catalog figures: %1</source>
        <translation>Rango por cifras inciertas del catálogo: %1</translation>
    </message>
    <message>
        <source>Average server power, share of peak</source>
        <translation>Potencia media de los servidores, fracción del pico</translation>
    </message>
    <message>
        <source>From the largest training job's power profile (its steps, checkpoint stalls and restarts) when the design has one; otherwise the catalog's fixed fraction.</source>
        <translation>Del perfil de potencia del mayor trabajo de entrenamiento (sus pasos, pausas de checkpoint y reinicios) cuando el diseño lo tiene; si no, la fracción fija del catálogo.</translation>
    </message>
    <message>
        <source>Largest training job</source>
        <translation>Mayor trabajo de entrenamiento</translation>
    </message>
    <message>
        <source>Site power swing each step</source>
        <translation>Oscilación de potencia del sitio en cada paso</translation>
    </message>
    <message>
        <source>The largest job's swing between compute and communication phases at the facility meter (IT swing times PUE).</source>
        <translation>La oscilación del mayor trabajo entre las fases de cómputo y de comunicación en el contador de la instalación (oscilación IT por el PUE).</translation>
    </message>
    <message>
        <source>Site ramp rate</source>
        <translation>Velocidad de rampa del sitio</translation>
    </message>
    <message>
        <source>How fast the site's draw changes at a phase change: the swing over the time the job's GPUs take to change phase.</source>
        <translation>Con qué rapidez cambia el consumo del sitio en un cambio de fase: la oscilación dividida por el tiempo que tardan las GPU del trabajo en cambiar de fase.</translation>
    </message>
    <message>
        <source>Swing the grid sees</source>
        <translation>Oscilación que ve la red eléctrica</translation>
    </message>
    <message>
        <source>After the platform's own power smoothing (energy storage in the rack power supplies), where the catalog says it has it.</source>
        <translation>Tras el suavizado de potencia de la propia plataforma (almacenamiento de energía en las fuentes del rack), donde el catálogo indica que lo tiene.</translation>
    </message>
    <message>
        <source>Average power from</source>
        <translation>Potencia media según</translation>
    </message>
    <message>
        <source>Training job power over time</source>
        <translation>Potencia del trabajo de entrenamiento en el tiempo</translation>
    </message>
    <message>
        <source>Power while computing</source>
        <translation>Potencia durante el cómputo</translation>
    </message>
    <message>
        <source>GPUs and their hosts.</source>
        <translation>Las GPU y sus hosts.</translation>
    </message>
    <message>
        <source>Power while communicating</source>
        <translation>Potencia durante la comunicación</translation>
    </message>
    <message>
        <source>Exposed collectives and pipeline bubbles: the GPUs wait.</source>
        <translation>Colectivas expuestas y burbujas del pipeline: las GPU esperan.</translation>
    </message>
    <message>
        <source>Swing each step</source>
        <translation>Oscilación en cada paso</translation>
    </message>
    <message>
        <source>Compute power less communication power (IT).</source>
        <translation>Potencia de cómputo menos potencia de comunicación (IT).</translation>
    </message>
    <message>
        <source>Ramp rate</source>
        <translation>Velocidad de rampa</translation>
    </message>
    <message>
        <source>Average power over the run</source>
        <translation>Potencia media durante el entrenamiento</translation>
    </message>
    <message>
        <source>Steps, checkpoint stalls and restarts, as the reliability model counts them.</source>
        <translation>Pasos, pausas de checkpoint y reinicios, tal como los cuenta el modelo de fiabilidad.</translation>
    </message>
    <message>
        <source>Storage to flatten the steps, power</source>
        <translation>Almacenamiento para aplanar los pasos, potencia</translation>
    </message>
    <message>
        <source>Storage to flatten the steps, energy</source>
        <translation>Almacenamiento para aplanar los pasos, energía</translation>
    </message>
    <message>
        <source>Storage to hold the draw through a restart, power</source>
        <translation>Almacenamiento para sostener el consumo durante un reinicio, potencia</translation>
    </message>
    <message>
        <source>Storage to hold the draw through a restart, energy</source>
        <translation>Almacenamiento para sostener el consumo durante un reinicio, energía</translation>
    </message>
    <message>
        <source>Power while idle</source>
        <translation>Potencia en reposo</translation>
    </message>
    <message>
        <source>Blocking checkpoint writes and restarts.</source>
        <translation>Escrituras bloqueantes de checkpoints y reinicios.</translation>
    </message>
    <message>
        <source>Average power over a step</source>
        <translation>Potencia media de un paso</translation>
    </message>
    <message>
        <source>Swing at the facility meter</source>
        <translation>Oscilación en el contador de la instalación</translation>
    </message>
    <message>
        <source>Times PUE.</source>
        <translation>Multiplicada por el PUE.</translation>
    </message>
    <message>
        <source>Largest possible swing</source>
        <translation>Mayor oscilación posible</translation>
    </message>
    <message>
        <source>The job's GPUs from idle to TDP: no swing can exceed it.</source>
        <translation>Las GPU del trabajo de reposo a TDP: ninguna oscilación puede superarla.</translation>
    </message>
    <message>
        <source>Platform smooths power in its supplies</source>
        <translation>La plataforma suaviza la potencia en sus fuentes</translation>
    </message>
    <message>
        <source>Share of time stepping</source>
        <translation>Fracción del tiempo entrenando</translation>
    </message>
    <message>
        <source>Share of time in checkpoint stalls</source>
        <translation>Fracción del tiempo en pausas de checkpoint</translation>
    </message>
    <message>
        <source>Share of time restarting</source>
        <translation>Fracción del tiempo reiniciando</translation>
    </message>
    <message>
        <source>Drop at a restart</source>
        <translation>Caída en un reinicio</translation>
    </message>
    <message>
        <source>Step phase</source>
        <translation>Fase del paso</translation>
    </message>
    <message>
        <source>Kind of phase</source>
        <translation>Tipo de fase</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Useful time over elapsed time with the design's checkpoint strategy at its optimal interval, net of silent data corruption.</source>
        <translation>Tiempo útil sobre tiempo transcurrido con la estrategia de checkpoints del diseño en su intervalo óptimo, descontada la corrupción silenciosa de datos.</translation>
    </message>
    <message>
        <source>Checkpoint strategy</source>
        <translation>Estrategia de checkpoints</translation>
    </message>
    <message>
        <source>The strategy's optimum in Daly's model, held at one step and at the time its background work takes.</source>
        <translation>El óptimo de la estrategia en el modelo de Daly, no inferior a un paso ni al tiempo de su trabajo en segundo plano.</translation>
    </message>
    <message>
        <source>Hot spare servers per scalable unit</source>
        <translation>Servidores de reserva activos por unidad escalable</translation>
    </message>
    <message>
        <source>Checkpoint interval (Daly)</source>
        <translation>Intervalo de checkpoint (Daly)</translation>
    </message>
    <message>
        <source>At the strategy's optimal interval, before silent data corruption.</source>
        <translation>En el intervalo óptimo de la estrategia, antes de la corrupción silenciosa de datos.</translation>
    </message>
    <message>
        <source>Optimal interval</source>
        <translation>Intervalo óptimo</translation>
    </message>
    <message>
        <source>Training stalled per checkpoint</source>
        <translation>Entrenamiento detenido por checkpoint</translation>
    </message>
    <message>
        <source>Expected ETTR (Kokolis et al.)</source>
        <translation>ETTR esperado (Kokolis et al.)</translation>
    </message>
    <message>
        <source>The first-order estimate of Kokolis et al. (HPCA 2025) at the same interval.</source>
        <translation>La estimación de primer orden de Kokolis et al. (HPCA 2025) en el mismo intervalo.</translation>
    </message>
    <message>
        <source>Background work per checkpoint</source>
        <translation>Trabajo en segundo plano por checkpoint</translation>
    </message>
    <message>
        <source>Persisting to storage (asynchronous) or copying to peers (in memory) while training continues.</source>
        <translation>Persistir en el almacenamiento (asíncrono) o copiar a otros nodos (en memoria) mientras el entrenamiento continúa.</translation>
    </message>
    <message>
        <source>Shortest interval it sustains</source>
        <translation>Intervalo más corto que admite</translation>
    </message>
    <message>
        <source>Interval held at its shortest</source>
        <translation>Intervalo limitado a su mínimo</translation>
    </message>
    <message>
        <source>Newest checkpoint lags by</source>
        <translation>Retraso del checkpoint más reciente</translation>
    </message>
    <message>
        <source>Work lost per interruption</source>
        <translation>Trabajo perdido por interrupción</translation>
    </message>
    <message>
        <source>Storage write load, average</source>
        <translation>Carga media de escritura en el almacenamiento</translation>
    </message>
    <message>
        <source>Host memory held per server</source>
        <translation>Memoria del host ocupada por servidor</translation>
    </message>
    <message>
        <source>Restart time by term</source>
        <translation>Tiempo de reinicio por término</translation>
    </message>
    <message>
        <source>Detecting the failure</source>
        <translation>Detección del fallo</translation>
    </message>
    <message>
        <source>Rescheduling</source>
        <translation>Replanificación</translation>
    </message>
    <message>
        <source>Launching the processes</source>
        <translation>Arranque de los procesos</translation>
    </message>
    <message>
        <source>Initialising the communicators</source>
        <translation>Inicialización de los comunicadores</translation>
    </message>
    <message>
        <source>Grows with the ranks.</source>
        <translation>Crece con el número de rangos.</translation>
    </message>
    <message>
        <source>Reading the checkpoint</source>
        <translation>Lectura del checkpoint</translation>
    </message>
    <message>
        <source>Warming up</source>
        <translation>Calentamiento</translation>
    </message>
    <message>
        <source>Restart in total</source>
        <translation>Reinicio en total</translation>
    </message>
    <message>
        <source>The range combines the terms' ranges as independent.</source>
        <translation>El rango combina los rangos de los términos como independientes.</translation>
    </message>
    <message>
        <source>Failure domain</source>
        <translation>Dominio de fallo</translation>
    </message>
    <message>
        <source>Servers affected</source>
        <translation>Servidores afectados</translation>
    </message>
    <message>
        <source>GPUs affected</source>
        <translation>GPU afectadas</translation>
    </message>
    <message>
        <source>Stops the job</source>
        <translation>Detiene el trabajo</translation>
    </message>
    <message>
        <source>No: the job carries on with less bandwidth or without redundancy.</source>
        <translation>No: el trabajo continúa con menos ancho de banda o sin redundancia.</translation>
    </message>
    <message>
        <source>Data-parallel replicas lost</source>
        <translation>Réplicas de paralelismo de datos perdidas</translation>
    </message>
    <message>
        <source>Throughput on the remaining replicas</source>
        <translation>Rendimiento con las réplicas restantes</translation>
    </message>
    <message>
        <source>If the stack continues on fewer data-parallel replicas instead of restarting.</source>
        <translation>Si el software continúa con menos réplicas de paralelismo de datos en lugar de reiniciar.</translation>
    </message>
    <message>
        <source>Bandwidth lost by the servers affected</source>
        <translation>Ancho de banda perdido por los servidores afectados</translation>
    </message>
    <message>
        <source>How it is counted</source>
        <translation>Cómo se cuenta</translation>
    </message>
    <message>
        <source>Silent data corruption</source>
        <translation>Corrupción silenciosa de datos</translation>
    </message>
    <message>
        <source>Events per day</source>
        <translation>Eventos por día</translation>
    </message>
    <message>
        <source>Time until detected</source>
        <translation>Tiempo hasta detectarla</translation>
    </message>
    <message>
        <source>Share of time lost</source>
        <translation>Fracción del tiempo perdida</translation>
    </message>
    <message>
        <source>GPU generation</source>
        <translation>Generación de GPU</translation>
    </message>
    <message>
        <source>Interruptions per GPU per year</source>
        <translation>Interrupciones por GPU y año</translation>
    </message>
    <message>
        <source>Failure-rate multiplier</source>
        <translation>Multiplicador de las tasas de fallo</translation>
    </message>
    <message>
        <source>Applied to every rate of the set (a newer GPU generation against the set's fleet).</source>
        <translation>Se aplica a todas las tasas del conjunto (una generación de GPU más nueva frente a la flota del conjunto).</translation>
    </message>
    <message>
        <source>GW</source>
        <translation>GW</translation>
    </message>
    <message>
        <source>kW/s</source>
        <translation>kW/s</translation>
    </message>
    <message>
        <source>MW/s</source>
        <translation>MW/s</translation>
    </message>
    <message>
        <source>GW/s</source>
        <translation>GW/s</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>Blocking</source>
        <translation>Bloqueante</translation>
    </message>
    <message>
        <source>Asynchronous</source>
        <translation>Asíncrono</translation>
    </message>
    <message>
        <source>In memory</source>
        <translation>En memoria</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>Dominio NVLink</translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <translation>Switch leaf</translation>
    </message>
    <message>
        <source>Spine switch</source>
        <translation>Switch spine</translation>
    </message>
    <message>
        <source>Core switch</source>
        <translation>Switch core</translation>
    </message>
    <message>
        <source>Rack PDU</source>
        <translation>PDU del rack</translation>
    </message>
    <message>
        <source>Cooling loop</source>
        <translation>Circuito de refrigeración</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation>Unidad escalable</translation>
    </message>
    <message>
        <source>Pipeline fill</source>
        <translation>Llenado del pipeline</translation>
    </message>
    <message>
        <source>Forward and backward</source>
        <translation>Pasadas hacia delante y hacia atrás</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>Comunicación expuesta</translation>
    </message>
    <message>
        <source>Pipeline drain</source>
        <translation>Vaciado del pipeline</translation>
    </message>
    <message>
        <source>Gradient reduction</source>
        <translation>Reducción de gradientes</translation>
    </message>
    <message>
        <source>Expert tensor parallel</source>
        <translation>Paralelismo de tensor de expertos</translation>
    </message>
    <message>
        <source>Capacity per instance</source>
        <translation>Capacidad por instancia</translation>
    </message>
    <message>
        <source>Requests per second one instance sustains at all, whatever the latency.</source>
        <translation>Peticiones por segundo que una instancia llega a sostener, sea cual sea la latencia.</translation>
    </message>
    <message>
        <source>Share of capacity in use</source>
        <translation>Fracción de la capacidad en uso</translation>
    </message>
    <message>
        <source>Load per instance over its capacity. Near capacity the predicted latencies are optimistic: MLPerf Server runs at 93-99% of capacity measured two to three times the predicted time per token.</source>
        <translation>Carga por instancia respecto a su capacidad. Cerca de la capacidad las latencias previstas son optimistas: las ejecuciones Server de MLPerf al 93-99 % de la capacidad midieron entre dos y tres veces el tiempo por token previsto.</translation>
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
        <source>≈%1</source>
        <translation>≈%1</translation>
    </message>
    <message>
        <source>Part of it rests on estimated prices.</source>
        <translation>Una parte se basa en precios estimados.</translation>
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
        <translation>Coubicación</translation>
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
        <translation>Red de front-end</translation>
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
        <translation>Árbol grueso (fat tree)</translation>
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
        <translation>Raíles</translation>
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
    <message>
        <source>Software stack</source>
        <translation>Pila de software</translation>
    </message>
    <message>
        <source>Default (Megatron-Core)</source>
        <translation>Predeterminada (Megatron-Core)</translation>
    </message>
    <message>
        <source>Megatron-Core 2023-2024 (NeMo 24.xx)</source>
        <translation>Megatron-Core 2023-2024 (NeMo 24.xx)</translation>
    </message>
    <message>
        <source>Megatron-LM 2021-2022</source>
        <translation>Megatron-LM 2021-2022</translation>
    </message>
    <message>
        <source>Megatron-DeepSpeed 2021-2022</source>
        <translation>Megatron-DeepSpeed 2021-2022</translation>
    </message>
    <message>
        <source>PyTorch FSDP2 (torchtitan)</source>
        <translation>PyTorch FSDP2 (torchtitan)</translation>
    </message>
    <message>
        <source>PyTorch FSDP1 (Composer, LLM Foundry)</source>
        <translation>PyTorch FSDP1 (Composer, LLM Foundry)</translation>
    </message>
    <message>
        <source>The training framework decides what overlaps with compute (tensor-parallel and gradient communication, FSDP prefetch, MoE all-to-all), the attention kernel and the pipeline engine.</source>
        <translation>El framework de entrenamiento decide qué se solapa con el cómputo (comunicación de paralelismo tensorial y de gradientes, precarga de FSDP, all-to-all de MoE), el kernel de atención y el motor de pipeline.</translation>
    </message>
    <message>
        <source>Llama 3 pre-training, 16k H100 (Meta, 2024)</source>
        <translation>Preentrenamiento de Llama 3, 16k H100 (Meta, 2024)</translation>
    </message>
    <message>
        <source>Meta RSC-1 research cluster, 16k A100 (2025)</source>
        <translation>Clúster de investigación RSC-1 de Meta, 16k A100 (2025)</translation>
    </message>
    <message>
        <source>Meta RSC-2 research cluster, 8k A100 (2025)</source>
        <translation>Clúster de investigación RSC-2 de Meta, 8k A100 (2025)</translation>
    </message>
    <message>
        <source>OPT-175B run, 1k A100 in a cloud (2022)</source>
        <translation>Entrenamiento de OPT-175B, 1k A100 en una nube (2022)</translation>
    </message>
    <message>
        <source>BLOOM-176B run, 384 A100 (2022)</source>
        <translation>Entrenamiento de BLOOM-176B, 384 A100 (2022)</translation>
    </message>
    <message>
        <source>Crusoe H200 cluster (secondary source, 2025)</source>
        <translation>Clúster H200 de Crusoe (fuente secundaria, 2025)</translation>
    </message>
    <message>
        <source>Databricks planning assumption, hard failures (2026)</source>
        <translation>Supuesto de planificación de Databricks, fallos de hardware (2026)</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>Fiabilidad</translation>
    </message>
    <message>
        <source>Failure rates</source>
        <translation>Tasas de fallo</translation>
    </message>
    <message>
        <source>Rate multiplier</source>
        <translation>Multiplicador de tasas</translation>
    </message>
    <message>
        <source>x the fleet's rates</source>
        <translation>× las tasas de la flota</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Puntos de control</translation>
    </message>
    <message>
        <source>Blocking writes</source>
        <translation>Escrituras bloqueantes</translation>
    </message>
    <message>
        <source>Asynchronous (host memory, then storage)</source>
        <translation>Asíncronos (memoria del host, luego almacenamiento)</translation>
    </message>
    <message>
        <source>In memory (copies on other servers)</source>
        <translation>En memoria (copias en otros servidores)</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Motor de inferencia</translation>
    </message>
    <message>
        <source>Default for the GPU</source>
        <translation>El predeterminado para la GPU</translation>
    </message>
    <message>
        <source>Megatron's --expert-tensor-parallel-size 1 (MoE parallel folding): experts are not split by tensor parallelism and each expert-parallel group is adjacent GPUs. Off: experts are split like the rest of the layer.</source>
        <translation>--expert-tensor-parallel-size 1 de Megatron (plegado del paralelismo MoE): los expertos no se dividen por paralelismo de tensor y cada grupo de paralelismo de expertos son GPU contiguas. Desactivado: los expertos se dividen como el resto de la capa.</translation>
    </message>
    <message>
        <source>Experts not split by TP</source>
        <translation>Expertos sin dividir por TP</translation>
    </message>
    <message>
        <source>FP8 scaled per block</source>
        <translation>FP8 escalado por bloques</translation>
    </message>
    <message>
        <source>The FP8 checkpoint scales its weights per 128x128 block (DeepSeek-V3/R1, Qwen's -FP8 releases). Served in FP8, it runs on the engine's block-scaled kernels.</source>
        <translation>El checkpoint FP8 escala sus pesos por bloques de 128x128 (DeepSeek-V3/R1, las versiones -FP8 de Qwen). Servido en FP8, usa los kernels por bloques del motor.</translation>
    </message>
    <message>
        <source>Attention kept in 16 bits</source>
        <translation>Atención en 16 bits</translation>
    </message>
    <message>
        <source>The quantized checkpoint quantizes only its MLPs or experts and keeps attention in 16 bits (gpt-oss's MXFP4, Meta's FP8 Llama 3.1 405B): attention is stored and read at 2 bytes and multiplied at the BF16 rate.</source>
        <translation>El checkpoint cuantizado solo cuantiza sus MLP o expertos y mantiene la atención en 16 bits (MXFP4 de gpt-oss, Llama 3.1 405B FP8 de Meta): la atención se almacena y se lee a 2 bytes y se multiplica al ritmo de BF16.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Caché KV</translation>
    </message>
    <message>
        <source>Engine default</source>
        <translation>El predeterminado del motor</translation>
    </message>
    <message>
        <source>16 bits (BF16/FP16)</source>
        <translation>16 bits (BF16/FP16)</translation>
    </message>
    <message>
        <source>The KV cache's element type as the engine is launched (--kv-cache-dtype, kv_cache_config.dtype). Engine default: on TensorRT-LLM FP8 beside FP8 or FP4 weights whose checkpoint quantises the cache (NVIDIA's ModelOpt releases) and 16 bits beside a vendor's block-scaled FP8 weights; the model's 16 bits on vLLM and SGLang. An FP8 cache holds twice the tokens of a 16-bit one.</source>
        <translation>El tipo de los elementos de la caché KV con que se lanza el motor (--kv-cache-dtype, kv_cache_config.dtype). El predeterminado del motor: en TensorRT-LLM, FP8 junto a pesos FP8 o FP4 cuyo checkpoint cuantiza la caché (las versiones ModelOpt de NVIDIA) y 16 bits junto a pesos FP8 escalados por bloques de un fabricante; los 16 bits del modelo en vLLM y SGLang. Una caché FP8 guarda el doble de tokens que una de 16 bits.</translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <source>could not be estimated: %1</source>
        <translation>no se pudo estimar: %1</translation>
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation>no estimado: %1</translation>
    </message>
    <message>
        <source>collective bandwidth not estimated: %1</source>
        <translation>ancho de banda de las operaciones colectivas no estimado: %1</translation>
    </message>
    <message>
        <source>no compute fabric bandwidth: communication across scale-up domains assumed at %1 per GPU</source>
        <translation>sin ancho de banda de red de cómputo: la comunicación entre dominios de escalado vertical se supone a %1 por GPU</translation>
    </message>
    <message>
        <source>network model unavailable (%1): per-tier bandwidth model used</source>
        <translation>modelo de red no disponible (%1): se usa el modelo de ancho de banda por nivel</translation>
    </message>
    <message>
        <source>no global batch given: %1 sequences (~4M tokens) assumed</source>
        <translation>no se indicó el lote global: se suponen %1 secuencias (~4M tokens)</translation>
    </message>
    <message>
        <source>plan cannot run: %1</source>
        <translation>el plan no puede ejecutarse: %1</translation>
    </message>
    <message>
        <source>the plan does not fit in GPU memory</source>
        <translation>el plan no cabe en la memoria de la GPU</translation>
    </message>
    <message>
        <source>no plan runs on all %1 GPUs; the best plan uses %2</source>
        <translation>ningún plan usa las %1 GPU; el mejor plan usa %2</translation>
    </message>
    <message>
        <source>no plan fits in GPU memory (%1 plans tried)</source>
        <translation>ningún plan cabe en la memoria de la GPU (%1 planes probados)</translation>
    </message>
    <message>
        <source>tp x pp x dp x cp does not equal the GPU count</source>
        <translation>tp x pp x dp x cp no es igual al número de GPU</translation>
    </message>
    <message>
        <source>tp does not divide the attention heads / kv heads</source>
        <translation>tp no divide las cabezas de atención / cabezas kv</translation>
    </message>
    <message>
        <source>tp does not divide the FFN width</source>
        <translation>tp no divide la anchura de la FFN</translation>
    </message>
    <message>
        <source>pp exceeds the layer count</source>
        <translation>pp supera el número de capas</translation>
    </message>
    <message>
        <source>global batch is not a multiple of micro-batch x dp</source>
        <translation>el lote global no es múltiplo de micro-lote x dp</translation>
    </message>
    <message>
        <source>2 x cp does not divide the sequence length</source>
        <translation>2 x cp no divide la longitud de secuencia</translation>
    </message>
    <message>
        <source>ep must divide the experts and dp x cp (and be 1 for dense models)</source>
        <translation>ep debe dividir los expertos y dp x cp (y ser 1 en modelos densos)</translation>
    </message>
    <message>
        <source>interleaving needs pp &gt; 1, micro-batches a multiple of pp and layers per stage a multiple of the interleave</source>
        <translation>el entrelazado necesita pp &gt; 1, micro-lotes múltiplos de pp y capas por etapa múltiplos del entrelazado</translation>
    </message>
    <message>
        <source>zero stage must be 0..3</source>
        <translation>la etapa ZeRO debe ser 0..3</translation>
    </message>
    <message>
        <source>the GPU has no FP8 tensor cores</source>
        <translation>la GPU no tiene núcleos tensoriales FP8</translation>
    </message>
    <message>
        <source>%1: %2 tier(s) of %3-port switches cannot connect %4 endpoints; planned with %5 tiers</source>
        <translation>%1: %2 nivel(es) de conmutadores de %3 puertos no pueden conectar %4 extremos; planificada con %5 niveles</translation>
    </message>
    <message>
        <source>The model does not fit on %1 even across pipeline stages.</source>
        <translation>El modelo no cabe en %1 ni repartido en etapas de pipeline.</translation>
    </message>
    <message>
        <source>no aggregated configuration meets the targets</source>
        <translation>ninguna configuración agregada cumple los objetivos</translation>
    </message>
    <message>
        <source>no disaggregated configuration meets the targets</source>
        <translation>ninguna configuración desagregada cumple los objetivos</translation>
    </message>
    <message>
        <source>no configuration meets the targets</source>
        <translation>ninguna configuración cumple los objetivos</translation>
    </message>
    <message>
        <source>needs %1 GPUs, more than the budget of %2</source>
        <translation>necesita %1 GPU, más que el presupuesto de %2</translation>
    </message>
    <message>
        <source>%1: %2 kW per rack exceeds the air-cooling limit of %3 kW (%4)</source>
        <translation>%1: %2 kW por rack superan el límite de refrigeración por aire de %3 kW (%4)</translation>
    </message>
    <message>
        <source>%1: %2 kW per rack exceeds the liquid-cooling limit of %3 kW (%4)</source>
        <translation>%1: %2 kW por rack superan el límite de refrigeración líquida de %3 kW (%4)</translation>
    </message>
    <message>
        <source>network and storage power not included: no published item power and no 'cluster_overhead_power_fraction' facility profile</source>
        <translation>potencia de red y almacenamiento no incluida: no hay potencia publicada de los equipos ni perfil de instalación con 'cluster_overhead_power_fraction'</translation>
    </message>
    <message>
        <source>GPU '%1' has no FP8 support: the FP8 peak leaves its GPUs out</source>
        <translation>la GPU '%1' no admite FP8: el pico FP8 no cuenta sus GPU</translation>
    </message>
    <message>
        <source>training takes %1 years: %2 trillion tokens at %3 tokens/s on %4 GPUs; published frontier runs take weeks to a few months, so lower the token budget or add GPUs</source>
        <translation>el entrenamiento dura %1 años: %2 billones de tokens a %3 tokens/s en %4 GPU; las ejecuciones de frontera publicadas duran de semanas a pocos meses, así que reduzca el presupuesto de tokens o añada GPU</translation>
    </message>
    <message>
        <source>%1, %2, micro-batch %3</source>
        <translation>%1, %2, micro-lote %3</translation>
    </message>
    <message>
        <source>fabric '%1'</source>
        <translation>red '%1'</translation>
    </message>
    <message>
        <source>storage '%1' has no price in the catalog: storage capex is the published share of compute and network (estimate)</source>
        <translation>el almacenamiento '%1' no tiene precio en el catálogo: su capex es la fracción publicada del de cómputo y red (estimación)</translation>
    </message>
    <message>
        <source>the inference services need %1 GPUs; the design has %2</source>
        <translation>los servicios de inferencia necesitan %1 GPU; el diseño tiene %2</translation>
    </message>
    <message>
        <source>plan search</source>
        <translation>la búsqueda de planes</translation>
    </message>
    <message>
        <source>design file</source>
        <translation>el fichero de diseño</translation>
    </message>
    <message>
        <source>the cheaper of the two</source>
        <translation>el más barato de los dos</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selectiva</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completa</translation>
    </message>
    <message>
        <source>GPUs and servers</source>
        <translation>GPU y servidores</translation>
    </message>
    <message>
        <source>scale-out network</source>
        <translation>red de escalado horizontal</translation>
    </message>
    <message>
        <source>front-end and storage network</source>
        <translation>red de front-end y almacenamiento</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>almacenamiento</translation>
    </message>
    <message>
        <source>racks, PDUs and cooling</source>
        <translation>racks, PDU y refrigeración</translation>
    </message>
    <message>
        <source>building</source>
        <translation>edificio</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>bajo demanda</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>reservada a 1 año</translation>
    </message>
    <message>
        <source>3-year reserved</source>
        <translation>reservada a 3 años</translation>
    </message>
    <message>
        <source>capacity block</source>
        <translation>bloque de capacidad</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reservada</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
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
        <source>compute</source>
        <translation>cómputo</translation>
    </message>
    <message>
        <source>front end</source>
        <translation>front-end</translation>
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
        <source>fat tree</source>
        <translation>árbol grueso</translation>
    </message>
    <message>
        <source>rail-optimized fat tree</source>
        <translation>árbol grueso optimizado por raíles</translation>
    </message>
    <message>
        <source>in the switches (SHARP)</source>
        <translation>en los conmutadores (SHARP)</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>anillo</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>árbol</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>scale-up links</source>
        <translation>enlaces de escalado vertical</translation>
    </message>
    <message>
        <source>leaf to spine</source>
        <translation>de leaf a spine</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>core</source>
        <translation>núcleo</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>hoja</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>columna</translation>
    </message>
    <message>
        <source>scale-up domain</source>
        <translation>dominio de escalado vertical</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>cable</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>conmutador</translation>
    </message>
    <message>
        <source>transceiver</source>
        <translation>transceptor</translation>
    </message>
    <message>
        <source>copper cable (DAC)</source>
        <translation>cable de cobre (DAC)</translation>
    </message>
    <message>
        <source>active optical cable (AOC)</source>
        <translation>cable óptico activo (AOC)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>server</source>
        <translation>servidor</translation>
    </message>
    <message>
        <source>%1 DAC cable (in the rack)</source>
        <translation>cable DAC %1 (dentro del rack)</translation>
    </message>
    <message>
        <source>%1 active optical cable</source>
        <translation>cable óptico activo %1</translation>
    </message>
    <message>
        <source>%1 transceiver</source>
        <translation>transceptor %1</translation>
    </message>
    <message>
        <source>%1 fiber cable (beyond the rack)</source>
        <translation>cable de fibra %1 (fuera del rack)</translation>
    </message>
    <message>
        <source>%1 switch</source>
        <translation>switch %1</translation>
    </message>
    <message>
        <source>compute NIC port</source>
        <translation>puerto de NIC de cómputo</translation>
    </message>
    <message>
        <source>NIC port</source>
        <translation>puerto de NIC</translation>
    </message>
    <message>
        <source>compute NIC</source>
        <translation>NIC de cómputo</translation>
    </message>
    <message>
        <source>%1 rack system (%2)</source>
        <translation>sistema de rack %1 (%2)</translation>
    </message>
    <message>
        <source>storage (share of compute and network capex)</source>
        <translation>almacenamiento (fracción del capex de cómputo y red)</translation>
    </message>
    <message>
        <source>%1 %2 (%3: %4)</source>
        <translation>%1 %2 (%3: %4)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>server to leaf</source>
        <translation>de servidor a leaf</translation>
    </message>
    <message>
        <source>spine to core</source>
        <translation>de spine a core</translation>
    </message>
    <message>
        <source>Llama 3 pre-training, 16k H100 (Meta, 2024)</source>
        <translation>Preentrenamiento de Llama 3, 16k H100 (Meta, 2024)</translation>
    </message>
    <message>
        <source>Meta RSC-1 research cluster, 16k A100 (2025)</source>
        <translation>Clúster de investigación RSC-1 de Meta, 16k A100 (2025)</translation>
    </message>
    <message>
        <source>Meta RSC-2 research cluster, 8k A100 (2025)</source>
        <translation>Clúster de investigación RSC-2 de Meta, 8k A100 (2025)</translation>
    </message>
    <message>
        <source>OPT-175B run, 1k A100 in a cloud (2022)</source>
        <translation>Entrenamiento de OPT-175B, 1k A100 en una nube (2022)</translation>
    </message>
    <message>
        <source>BLOOM-176B run, 384 A100 (2022)</source>
        <translation>Entrenamiento de BLOOM-176B, 384 A100 (2022)</translation>
    </message>
    <message>
        <source>Crusoe H200 cluster (secondary source, 2025)</source>
        <translation>Clúster H200 de Crusoe (fuente secundaria, 2025)</translation>
    </message>
    <message>
        <source>Databricks planning assumption, hard failures (2026)</source>
        <translation>Supuesto de planificación de Databricks, fallos de hardware (2026)</translation>
    </message>
    <message>
        <source>%1 scale-up switch trays (%2)</source>
        <translation>bandejas de switches de escalado vertical %1 (%2)</translation>
    </message>
    <message>
        <source>rack enclosure, power shelves and bus bar (%1)</source>
        <translation>armario de rack, estantes de alimentación y barra de bus (%1)</translation>
    </message>
    <message>
        <source>in-rack liquid cooling: cold plates and manifolds (%1)</source>
        <translation>refrigeración líquida en el rack: placas frías y colectores (%1)</translation>
    </message>
    <message>
        <source>rack enclosure (%1)</source>
        <translation>armario de rack (%1)</translation>
    </message>
    <message>
        <source>rack PDUs (%1)</source>
        <translation>PDU de rack (%1)</translation>
    </message>
    <message>
        <source>rear-door heat exchanger (%1, %2 kW per rack)</source>
        <translation>intercambiador de calor en la puerta trasera (%1, %2 kW por rack)</translation>
    </message>
    <message>
        <source>coolant distribution units (%1 kW of liquid-cooled racks)</source>
        <translation>unidades de distribución de refrigerante (%1 kW de racks con refrigeración líquida)</translation>
    </message>
    <message>
        <source>racks, PDUs and in-rack cooling</source>
        <translation>racks, PDU y refrigeración en el rack</translation>
    </message>
    <message>
        <source>installation and integration (share of hardware)</source>
        <translation>instalación e integración (fracción del hardware)</translation>
    </message>
    <message>
        <source>data-center build (MW of critical IT power)</source>
        <translation>construcción del centro de datos (MW de potencia IT crítica)</translation>
    </message>
    <message>
        <source>network model on fabric '%1'</source>
        <translation>modelo de red sobre la red '%1'</translation>
    </message>
    <message>
        <source>network model: point-to-point on fabric '%1'</source>
        <translation>modelo de red: punto a punto sobre la red '%1'</translation>
    </message>
    <message>
        <source>power profile of '%1': its step phases, checkpoint stalls and restarts, on every server all year</source>
        <translation>perfil de potencia de '%1': sus fases de paso, pausas de checkpoint y reinicios, en todos los servidores todo el año</translation>
    </message>
    <message>
        <source>model FLOPs = 6 × active matmul parameters per token (logits included) + 12 × layers × heads × head dimension × sequence (attention over the full sequence), as Megatron-LM / Korthikanti et al. 2022; MFU = model FLOP/s / (GPUs × dense peak of the plan's precision); HFU adds recomputed FLOPs</source>
        <translation>FLOPs del modelo = 6 × parámetros activos de multiplicación de matrices por token (logits incluidos) + 12 × capas × cabezas × dimensión de cabeza × secuencia (atención sobre la secuencia completa), como en Megatron-LM / Korthikanti et al. 2022; MFU = FLOP/s del modelo / (GPU × pico denso de la precisión del plan); el HFU suma los FLOPs recalculados</translation>
    </message>
    <message>
        <source>TPOT = (end-to-end latency − TTFT) / (output tokens − 1), mean over a request</source>
        <translation>TPOT = (latencia de extremo a extremo − TTFT) / (tokens de salida − 1), media por petición</translation>
    </message>
    <message>
        <source>No configuration on this GPU meets the targets: even one request alone exceeds the TTFT or TPOT target, or the model does not fit.</source>
        <translation>Ninguna configuración en esta GPU cumple los objetivos: incluso una sola petición supera el objetivo de TTFT o de TPOT, o el modelo no cabe.</translation>
    </message>
    <message>
        <source>Only disaggregated serving meets the targets: with %1-token prompts, prefill takes %2% of an instance's work, and interleaving it with decoding pushes TPOT above %3 at any batch.</source>
        <translation>Solo el servicio desagregado cumple los objetivos: con prompts de %1 tokens, el prefill ocupa el %2 % del trabajo de una instancia, e intercalarlo con la decodificación lleva el TPOT por encima de %3 con cualquier lote.</translation>
    </message>
    <message>
        <source>Separate pools keep decode steps free of prefill.</source>
        <translation>Los grupos separados dejan los pasos de decodificación libres de prefill.</translation>
    </message>
    <message>
        <source>Only aggregated serving meets the targets: moving each %1-token KV cache between pools costs more of the TTFT budget than it saves.</source>
        <translation>Solo el servicio agregado cumple los objetivos: mover cada caché KV de %1 tokens entre grupos cuesta más presupuesto de TTFT del que ahorra.</translation>
    </message>
    <message>
        <source>%1 ×%2 prefill : %3 ×%4 decode</source>
        <translation>%1 ×%2 prefill : %3 ×%4 decodificación</translation>
    </message>
    <message>
        <source>%1 ×%2 prefill on %3 : %4 ×%5 decode on %6</source>
        <translation>%1 ×%2 prefill en %3 : %4 ×%5 decodificación en %6</translation>
    </message>
    <message>
        <source>Disaggregation across GPU types wins: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs).</source>
        <translation>Gana la desagregación entre tipos de GPU: %1 cuesta %2 $/h frente a %3 $/h agregado en %4 (%5 GPU).</translation>
    </message>
    <message>
        <source>Disaggregation across GPU types wins: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs), and $%6/h with both pools on %7.</source>
        <translation>Gana la desagregación entre tipos de GPU: %1 cuesta %2 $/h frente a %3 $/h agregado en %4 (%5 GPU), y %6 $/h con ambos grupos en %7.</translation>
    </message>
    <message>
        <source>Aggregated serving is cheaper: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs).</source>
        <translation>El servicio agregado es más barato: %1 cuesta %2 $/h frente a %3 $/h agregado en %4 (%5 GPU).</translation>
    </message>
    <message>
        <source>Aggregated serving is cheaper: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs), and $%6/h with both pools on %7.</source>
        <translation>El servicio agregado es más barato: %1 cuesta %2 $/h frente a %3 $/h agregado en %4 (%5 GPU), y %6 $/h con ambos grupos en %7.</translation>
    </message>
    <message>
        <source>A pool on another GPU type pays when that GPU's price per unit of the pool's bottleneck (HBM bandwidth and capacity for decode, FLOP/s for prefill) is lower; otherwise the service's own GPU stays cheaper.</source>
        <translation>Un grupo en otro tipo de GPU compensa cuando el precio de esa GPU por unidad del cuello de botella del grupo (ancho de banda y capacidad de HBM para la decodificación, FLOP/s para el prefill) es menor; si no, la GPU del propio servicio sigue siendo más barata.</translation>
    </message>
    <message>
        <source>Disaggregation wins: %1 GPUs (%2, %3:%4) against %5 aggregated (%6% fewer).</source>
        <translation>Gana la desagregación: %1 GPU (%2, %3:%4) frente a %5 agregadas (un %6 % menos).</translation>
    </message>
    <message>
        <source>Prompts of %1 tokens make prefill %2% of the work, and each prefill that runs on an aggregated instance stalls its decoding; to hold TPOT at %3 its decode batch must stay at %4 sequences.</source>
        <translation>Con prompts de %1 tokens el prefill es el %2 % del trabajo, y cada prefill que corre en una instancia agregada detiene su decodificación; para mantener el TPOT en %3, su lote de decodificación debe quedarse en %4 secuencias.</translation>
    </message>
    <message>
        <source>A dedicated decode pool batches %1 sequences per instance at the same TPOT, and the prefill pool is sized for TTFT alone.</source>
        <translation>Un grupo dedicado a la decodificación agrupa %1 secuencias por instancia con el mismo TPOT, y el grupo de prefill se dimensiona solo para el TTFT.</translation>
    </message>
    <message>
        <source>It pays off with long prompts and tight TPOT targets.</source>
        <translation>Compensa con prompts largos y objetivos de TPOT estrictos.</translation>
    </message>
    <message>
        <source>Aggregated serving is as cheap or cheaper: %1 GPUs (%2 ×%3) against %4 disaggregated (%5).</source>
        <translation>El servicio agregado cuesta lo mismo o menos: %1 GPU (%2 ×%3) frente a %4 desagregadas (%5).</translation>
    </message>
    <message>
        <source>Aggregated serving is as cheap or cheaper: %1 GPUs (%2 ×%3 on %4) against %5 disaggregated (%6).</source>
        <translation>El servicio agregado cuesta lo mismo o menos: %1 GPU (%2 ×%3 en %4) frente a %5 desagregadas (%6).</translation>
    </message>
    <message>
        <source>Prefill is %1% of the work with %2-token prompts, but a TPOT target of %3 leaves room for it between decode steps, so one pool batches both phases; splitting would round two pools up separately and move every KV cache (%4 ms exposed per request).</source>
        <translation>El prefill es el %1 % del trabajo con prompts de %2 tokens, pero un objetivo de TPOT de %3 le deja sitio entre pasos de decodificación, así que un solo grupo agrupa ambas fases; separarlas redondearía dos grupos por separado y movería cada caché KV (%4 ms expuestos por petición).</translation>
    </message>
    <message>
        <source>Prefill is %1% of the work with %2-token prompts, and a TPOT target of %3 leaves room for it between decode steps, so one pool batches both phases; splitting would round two pools up separately and move every KV cache (%4 ms exposed per request).</source>
        <translation>El prefill es el %1 % del trabajo con prompts de %2 tokens, y un objetivo de TPOT de %3 le deja sitio entre pasos de decodificación, así que un solo grupo agrupa ambas fases; separarlas redondearía dos grupos por separado y movería cada caché KV (%4 ms expuestos por petición).</translation>
    </message>
    <message>
        <source>Disaggregation pays off with long prompts and tight TPOT targets, not with short prompts or loose targets.</source>
        <translation>La desagregación compensa con prompts largos y objetivos de TPOT estrictos, no con prompts cortos ni objetivos holgados.</translation>
    </message>
    <message>
        <source>The service asks for disaggregated serving, which is what is planned: %1 GPUs instead of %2.</source>
        <translation>El servicio pide servicio desagregado, que es lo planificado: %1 GPU en lugar de %2.</translation>
    </message>
    <message>
        <source>The service asks for aggregated serving, which is what is planned: %1 GPUs instead of %2.</source>
        <translation>El servicio pide servicio agregado, que es lo planificado: %1 GPU en lugar de %2.</translation>
    </message>
    <message>
        <source>design TCO per useful GPU-hour; a fleet or run pays for the GPU-hours it occupies</source>
        <translation>TCO del diseño por hora de GPU útil; una flota o un entrenamiento paga las horas de GPU que ocupa</translation>
    </message>
    <message>
        <source>design TCO per useful GPU-hour $%1 (cost model), %2 W IT per GPU</source>
        <translation>TCO del diseño por hora de GPU útil: %1 $ (modelo de costes), %2 W de TI por GPU</translation>
    </message>
    <message>
        <source>Llama 3 405B pre-training, 16,384 H100 (Meta, 2024)</source>
        <translation>Preentrenamiento de Llama 3 405B, 16.384 H100 (Meta, 2024)</translation>
    </message>
    <message>
        <source>Meta RSC-1 research cluster, 16k A100 (Kokolis et al., 2025)</source>
        <translation>Clúster de investigación Meta RSC-1, 16k A100 (Kokolis et al., 2025)</translation>
    </message>
    <message>
        <source>Meta RSC-2 research cluster, 8k A100 (Kokolis et al., 2025)</source>
        <translation>Clúster de investigación Meta RSC-2, 8k A100 (Kokolis et al., 2025)</translation>
    </message>
    <message>
        <source>OPT-175B run, ~1,000 A100 in a cloud (Meta, 2022)</source>
        <translation>Entrenamiento de OPT-175B, ~1.000 A100 en una nube (Meta, 2022)</translation>
    </message>
    <message>
        <source>BLOOM-176B run, 384 A100 (BigScience, 2022)</source>
        <translation>Entrenamiento de BLOOM-176B, 384 A100 (BigScience, 2022)</translation>
    </message>
    <message>
        <source>Crusoe H200 cluster, GTC 2025 (secondary, low confidence)</source>
        <translation>Clúster H200 de Crusoe, GTC 2025 (fuente secundaria, poca confianza)</translation>
    </message>
    <message>
        <source>Databricks planning assumption, hard GPU failures (2026)</source>
        <translation>Hipótesis de planificación de Databricks, fallos graves de GPU (2026)</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>comunicación</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>en reposo</translation>
    </message>
    <message>
        <source>%1 figure(s) missing from the cost or power estimate (listed under Cost and TCO); the first: %2</source>
        <translation>faltan %1 cifra(s) en la estimación de coste o potencia (listadas en Coste y TCO); la primera: %2</translation>
    </message>
    <message>
        <source>a failed GPU takes its host out of the job</source>
        <translation>una GPU averiada saca a su host del trabajo</translation>
    </message>
    <message>
        <source>one host</source>
        <translation>un host</translation>
    </message>
    <message>
        <source>a failed NVLink switch tray or backplane stops its %1-GPU scale-up domain</source>
        <translation>una bandeja de switches NVLink o un backplane averiados detienen su dominio de escalado vertical de %1 GPU</translation>
    </message>
    <message>
        <source>the scale-up domain is the host's %1 GPUs</source>
        <translation>el dominio de escalado vertical son las %1 GPU del host</translation>
    </message>
    <message>
        <source>%1 hosts lose one of their %2 rails: collectives on that rail stop</source>
        <translation>%1 hosts pierden uno de sus %2 raíles: se detienen las colectivas de ese raíl</translation>
    </message>
    <message>
        <source>%1 hosts lose their leaf</source>
        <translation>%1 hosts pierden su switch hoja</translation>
    </message>
    <message>
        <source>ECMP routes around it: the %1 hosts under it lose 1/%2 of their uplink bandwidth; flows in flight may time out</source>
        <translation>ECMP lo rodea: los %1 hosts por debajo pierden 1/%2 de su ancho de banda de subida; los flujos en curso pueden agotar su tiempo</translation>
    </message>
    <message>
        <source>inter-pod traffic loses 1/%1 of its bandwidth</source>
        <translation>el tráfico entre pods pierde 1/%1 de su ancho de banda</translation>
    </message>
    <message>
        <source>redundant supplies on other PDUs keep the rack's %1 hosts up without power redundancy</source>
        <translation>las fuentes redundantes en otras PDU mantienen en marcha los %1 hosts del rack, sin redundancia eléctrica</translation>
    </message>
    <message>
        <source>the hosts fed by one of the rack's %1 PDUs</source>
        <translation>los hosts que alimenta una de las %1 PDU del rack</translation>
    </message>
    <message>
        <source>%1 racks of %2 kW on one %3 kW coolant distribution unit</source>
        <translation>%1 racks de %2 kW en una unidad de distribución de refrigerante de %3 kW</translation>
    </message>
    <message>
        <source>a rack (its power shelf, top-of-rack cabling or enclosure)</source>
        <translation>un rack (su bandeja de alimentación, su cableado de parte superior o su armario)</translation>
    </message>
    <message>
        <source>every host of one scalable unit (its fabric or power feed)</source>
        <translation>todos los hosts de una unidad escalable (su red o su alimentación eléctrica)</translation>
    </message>
    <message>
        <source>blocking</source>
        <translation>bloqueante</translation>
    </message>
    <message>
        <source>asynchronous</source>
        <translation>asíncrono</translation>
    </message>
    <message>
        <source>in memory</source>
        <translation>en memoria</translation>
    </message>
    <message>
        <source>Faulty GPU</source>
        <translation>GPU defectuosa</translation>
    </message>
    <message>
        <source>GPU HBM3 memory</source>
        <translation>Memoria HBM3 de la GPU</translation>
    </message>
    <message>
        <source>Software bug</source>
        <translation>Error de software</translation>
    </message>
    <message>
        <source>Network switch/cable</source>
        <translation>Conmutador o cable de red</translation>
    </message>
    <message>
        <source>Host maintenance (unplanned)</source>
        <translation>Mantenimiento del host (no planificado)</translation>
    </message>
    <message>
        <source>GPU SRAM memory</source>
        <translation>Memoria SRAM de la GPU</translation>
    </message>
    <message>
        <source>GPU system processor</source>
        <translation>Procesador de sistema de la GPU</translation>
    </message>
    <message>
        <source>NCCL watchdog timeouts</source>
        <translation>Tiempos de espera del watchdog de NCCL</translation>
    </message>
    <message>
        <source>Silent data corruption</source>
        <translation>Corrupción silenciosa de datos</translation>
    </message>
    <message>
        <source>GPU thermal interface + sensor</source>
        <translation>Interfaz térmica y sensor de la GPU</translation>
    </message>
    <message>
        <source>SSD</source>
        <translation>SSD</translation>
    </message>
    <message>
        <source>Power supply</source>
        <translation>Fuente de alimentación</translation>
    </message>
    <message>
        <source>Server chassis</source>
        <translation>Chasis del servidor</translation>
    </message>
    <message>
        <source>IO expansion board</source>
        <translation>Placa de expansión de E/S</translation>
    </message>
    <message>
        <source>Dependency</source>
        <translation>Dependencia</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>Memoria del sistema</translation>
    </message>
    <message>
        <source>All GPU-category interruptions</source>
        <translation>Todas las interrupciones de categoría GPU</translation>
    </message>
    <message>
        <source>All failures, Crusoe H200 cluster</source>
        <translation>Todos los fallos, clúster H200 de Crusoe</translation>
    </message>
    <message>
        <source>All unexpected interruptions</source>
        <translation>Todas las interrupciones inesperadas</translation>
    </message>
    <message>
        <source>GPU death, BLOOM-176B run (48 nodes A100)</source>
        <translation>Muerte de GPU, ejecución de BLOOM-176B (48 nodos A100)</translation>
    </message>
    <message>
        <source>Hard GPU failure (planning assumption)</source>
        <translation>Fallo permanente de GPU (supuesto de planificación)</translation>
    </message>
    <message>
        <source>Node failure, OPT-175B run (~128 nodes A100)</source>
        <translation>Fallo de nodo, ejecución de OPT-175B (~128 nodos A100)</translation>
    </message>
    <message>
        <source>Node failure, RSC-1 (16k A100)</source>
        <translation>Fallo de nodo, RSC-1 (16k A100)</translation>
    </message>
    <message>
        <source>Node failure, RSC-2 (8k A100)</source>
        <translation>Fallo de nodo, RSC-2 (8k A100)</translation>
    </message>
    <message>
        <source>%1 x%2 aggregated (%3 GPUs)</source>
        <translation>%1 x%2 agregado (%3 GPU)</translation>
    </message>
    <message>
        <source>%1 x%2 prefill : %3 x%4 decode (%5:%6 GPUs)</source>
        <translation>%1 x%2 prefill : %3 x%4 decodificación (%5:%6 GPU)</translation>
    </message>
    <message>
        <source>%1 x%2 prefill on %3 : %4 x%5 decode on %6 (%7:%8 GPUs)</source>
        <translation>%1 x%2 prefill en %3 : %4 x%5 decodificación en %6 (%7:%8 GPU)</translation>
    </message>
    <message>
        <source>the chosen fleet runs a pool at %1% of its capacity; near capacity the predicted latencies are optimistic (MLPerf Server runs at 93-99% of capacity measured two to three times the predicted time per token)</source>
        <translation>la flota elegida lleva un grupo al %1 % de su capacidad; cerca de la capacidad las latencias previstas son optimistas (las ejecuciones Server de MLPerf al 93-99 % de la capacidad midieron entre dos y tres veces el tiempo por token previsto)</translation>
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
        <translation>ninguna</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selectiva</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completa</translation>
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
    <name>Sensitivity</name>
    <message>
        <source>GPU peak FLOP/s</source>
        <translation>FLOP/s pico de la GPU</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>Ancho de banda de HBM</translation>
    </message>
    <message>
        <source>Scale-up bandwidth</source>
        <translation>Ancho de banda de escalado vertical</translation>
    </message>
    <message>
        <source>Scale-out bandwidth per GPU</source>
        <translation>Ancho de banda de escalado horizontal por GPU</translation>
    </message>
    <message>
        <source>Server and GPU prices</source>
        <translation>Precios de servidores y GPU</translation>
    </message>
    <message>
        <source>Network prices</source>
        <translation>Precios de red</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Precio de la electricidad</translation>
    </message>
    <message>
        <source>PUE overhead</source>
        <translation>Sobrecarga del PUE</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilización</translation>
    </message>
    <message>
        <source>Depreciation years</source>
        <translation>Años de amortización</translation>
    </message>
    <message>
        <source>Token budget</source>
        <translation>Presupuesto de tokens</translation>
    </message>
    <message>
        <source>Failure rates</source>
        <translation>Tasas de fallo</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>Tiempo de entrenamiento</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Iteration time (s)</source>
        <translation>Tiempo por iteración (s)</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>TFLOP/s por GPU</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Training throughput (tokens/s)</source>
        <translation>Rendimiento de entrenamiento (tokens/s)</translation>
    </message>
    <message>
        <source>Weights and optimizer state per GPU (GiB)</source>
        <translation>Pesos y estado del optimizador por GPU (GiB)</translation>
    </message>
    <message>
        <source>Activations per GPU (GiB)</source>
        <translation>Activaciones por GPU (GiB)</translation>
    </message>
    <message>
        <source>Output throughput (tokens/s)</source>
        <translation>Rendimiento de salida (tokens/s)</translation>
    </message>
    <message>
        <source>Output throughput per GPU (tokens/s)</source>
        <translation>Rendimiento de salida por GPU (tokens/s)</translation>
    </message>
    <message>
        <source>Prefill time (s)</source>
        <translation>Tiempo de prefill (s)</translation>
    </message>
    <message>
        <source>Decode time per token (s)</source>
        <translation>Tiempo de decodificación por token (s)</translation>
    </message>
    <message>
        <source>Time to first token, mean (s)</source>
        <translation>Tiempo hasta el primer token, media (s)</translation>
    </message>
    <message>
        <source>Time per output token, mean (s)</source>
        <translation>Tiempo por token de salida, media (s)</translation>
    </message>
    <message>
        <source>Time to first token, p90 (s)</source>
        <translation>Tiempo hasta el primer token, p90 (s)</translation>
    </message>
    <message>
        <source>Time to first token, p99 (s)</source>
        <translation>Tiempo hasta el primer token, p99 (s)</translation>
    </message>
    <message>
        <source>Time per output token, p90 (s)</source>
        <translation>Tiempo por token de salida, p90 (s)</translation>
    </message>
    <message>
        <source>Goodput (requests/s within both targets)</source>
        <translation>Goodput (peticiones/s que cumplen ambos objetivos)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferencia</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>Capex (million USD)</source>
        <translation>Capex (millones de USD)</translation>
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
        <source>Own cluster</source>
        <translation>Clúster propio</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>Memoria por GPU (GiB)</translation>
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
        <source>Transceivers</source>
        <translation>Transceptores</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Cables</translation>
    </message>
    <message>
        <source>Network cost (million USD)</source>
        <translation>Coste de la red (millones de USD)</translation>
    </message>
    <message>
        <source>Interruptions per day</source>
        <translation>Interrupciones por día</translation>
    </message>
    <message>
        <source>Rent: %1 %2 at $%3/GPU-h</source>
        <translation>Alquiler: %1 %2 a $%3/GPU-h</translation>
    </message>
    <message>
        <source>Optimal interval of each strategy</source>
        <translation>Intervalo óptimo de cada estrategia</translation>
    </message>
    <message>
        <source>Servers affected</source>
        <translation>Servidores afectados</translation>
    </message>
    <message>
        <source>Stopped: the job restarts</source>
        <translation>Detenidos: el trabajo se reinicia</translation>
    </message>
    <message>
        <source>Slowed: the job carries on</source>
        <translation>Ralentizados: el trabajo continúa</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>bajo demanda</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>reservada a 1 año</translation>
    </message>
    <message>
        <source>3-year reserved</source>
        <translation>reservada a 3 años</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>capacity block</source>
        <translation>bloque de capacidad</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reservada</translation>
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
        <source>nothing to write (give --pdf, --csv or --bom-csv)</source>
        <translation>nada que escribir (indique --pdf, --csv o --bom-csv)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s)</source>
        <translation><numerusform>%1: %n página</numerusform><numerusform>%1: %n páginas</numerusform></translation>
    </message>
    <message>
        <source>--top needs a positive integer (got '%1')</source>
        <translation>--top necesita un entero positivo (se recibió '%1')</translation>
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
        <source>Serving engine: tensorrt-llm, vllm, sglang (default: vllm on AMD, tensorrt-llm elsewhere)</source>
        <translation>Motor de inferencia: tensorrt-llm, vllm, sglang (predeterminado: vllm en AMD, tensorrt-llm en el resto)</translation>
    </message>
    <message>
        <source>no measurement file given</source>
        <translation>no se indicó ningún archivo de mediciones</translation>
    </message>
    <message>
        <source>give either --spec or both --gpu and --stack</source>
        <translation>indique --spec o bien --gpu y --stack</translation>
    </message>
    <message>
        <source>Wrote %1 fitted rows to %2
</source>
        <translation>Se escribieron %1 filas ajustadas en %2
</translation>
    </message>
    <message>
        <source>clusterplanner calibrate: no writable application data folder
</source>
        <translation>clusterplanner calibrate: no hay una carpeta de datos de la aplicación con permiso de escritura
</translation>
    </message>
    <message>
        <source>Added %1 fitted rows to the user catalog %2
</source>
        <translation>Se añadieron %1 filas ajustadas al catálogo de usuario %2
</translation>
    </message>
    <message>
        <source>clusterplanner catalog: unknown subcommand '%1'</source>
        <translation>clusterplanner catalog: suborden desconocida '%1'</translation>
    </message>
    <message>
        <source>Importing: %1 rows (%2%)</source>
        <translation>Importando: %1 filas (%2 %)</translation>
    </message>
    <message>
        <source>Fit the training model's factors per GPU and stack to measured runs, with cross-validated errors</source>
        <translation>Ajustar los factores del modelo de entrenamiento por GPU y pila a ejecuciones medidas, con errores de validación cruzada</translation>
    </message>
    <message>
        <source>%1: could not be estimated: %2</source>
        <translation>%1: no se pudo estimar: %2</translation>
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
  --allow-large-output   write the files even when they would exceed 50 MB
</source>
        <translation>Uso: clusterplanner export-slurm DISEÑO.json --out CARPETA
Escribe la configuración del planificador del diseño en CARPETA:
  slurm.conf           una línea de nodo por host (GPU como GRES, núcleos y memoria), particiones
  gres.conf            dispositivos GPU por host
  topology.conf        el árbol de conmutadores de la red de cómputo con los dominios NVLink (topology/tree,
                       Slurm 22.05 y posteriores)
  topology-block.conf  un bloque por dominio NVLink (topology/block, Slurm 23.11 y posteriores)
  nodes.yaml           nodos de Kubernetes con etiquetas de GPU feature discovery, clique NVLink y red
                       (bloque/spine)
  kueue-topology.yaml  Topology de Kueue (planificación según topología) sobre esas etiquetas
  --allow-large-output   escribe los ficheros aunque superen los 50 MB
</translation>
    </message>
    <message>
        <source>the configuration of %1 nodes would take about %2 MB, more than %3 MB; nothing was written (give --allow-large-output to write it anyway)</source>
        <translation>la configuración de %1 nodos ocuparía unos %2 MB, más de %3 MB; no se escribió nada (indique --allow-large-output para escribirla de todos modos)</translation>
    </message>
    <message>
        <source>the configuration would take %1 MB, more than %2 MB; nothing was written (give --allow-large-output to write it anyway)</source>
        <translation>la configuración ocuparía %1 MB, más de %2 MB; no se escribió nada (indique --allow-large-output para escribirla de todos modos)</translation>
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
  --allow-large-output   write the PDF even when it would exceed 50 MB or 1000 pages
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
  --allow-large-output   escribe el PDF aunque supere los 50 MB o las 1000 páginas
</translation>
    </message>
    <message>
        <source>clusterplanner: unknown option '%1'</source>
        <translation>clusterplanner: opción desconocida '%1'</translation>
    </message>
    <message>
        <source>clusterplanner: '%1' is a directory, not a design file</source>
        <translation>clusterplanner: '%1' es una carpeta, no un fichero de diseño</translation>
    </message>
    <message>
        <source>clusterplanner: no such design file '%1'</source>
        <translation>clusterplanner: no existe el fichero de diseño '%1'</translation>
    </message>
    <message>
        <source>clusterplanner: unknown command '%1'</source>
        <translation>clusterplanner: orden desconocida '%1'</translation>
    </message>
    <message>
        <source>Run 'clusterplanner --help' for the commands; 'clusterplanner DESIGN.json' opens an existing design in the app.
</source>
        <translation>Ejecute 'clusterplanner --help' para ver las órdenes; 'clusterplanner DISEÑO.json' abre un diseño existente en la aplicación.
</translation>
    </message>
    <message>
        <source>Build a design from a cluster's slurm.conf, topology.conf and gres.conf</source>
        <translation>Crear un diseño a partir de slurm.conf, topology.conf y gres.conf de un clúster</translation>
    </message>
    <message>
        <source>Find the cheapest clusters that run a question's workloads within its limits (auto-design)</source>
        <translation>Busca los clústeres más baratos que ejecutan las cargas de una pregunta dentro de sus límites (diseño automático)</translation>
    </message>
    <message>
        <source>Usage: clusterplanner design-for QUESTION.json [--objective tco|capex|time|power] [--top K]
                                [--out DIR] [--format text|json] [--threads N]
Finds the clusters that run the question's training jobs by their deadlines and serve its
services within their latency targets, inside its limits (power, capex, TCO, rack kW,
platforms, fabrics): catalog platform x scalable units x compute fabric, each with its best
parallel plan and cheapest serving fleet. Prints the best design per objective, why it wins
and which limit binds, and the Pareto front of TCO, training time and power (docs/auto-design.md).
  --objective OBJ   what to minimise first (default: the question's)
  --top K           Pareto-front designs to list and write (default 10)
  --out DIR         write design-&lt;objective&gt;.json per objective, front-&lt;N&gt;.json, summary.json
                    and candidates.csv into DIR (created if needed)
  --format FORMAT   text (default) or json (the summary)
  --threads N       worker threads (default: all cores)
</source>
        <translation>Uso: clusterplanner design-for PREGUNTA.json [--objective tco|capex|time|power] [--top K]
                                [--out CARPETA] [--format text|json] [--threads N]
Busca los clústeres que ejecutan los trabajos de entrenamiento de la pregunta en sus plazos y
atienden sus servicios dentro de sus objetivos de latencia, sin salir de sus límites (potencia,
capex, TCO, kW por rack, plataformas, redes): plataforma del catálogo x unidades escalables x
red de cómputo, cada uno con su mejor plan de paralelismo y su flota de servicio más barata.
Muestra el mejor diseño por objetivo, por qué gana y qué límite lo ata, y el frente de Pareto
de TCO, tiempo de entrenamiento y potencia (docs/auto-design.md).
  --objective OBJ   qué minimizar primero (por defecto: el de la pregunta)
  --top K           diseños del frente de Pareto que listar y escribir (por defecto 10)
  --out CARPETA     escribe design-&lt;objetivo&gt;.json por objetivo, front-&lt;N&gt;.json, summary.json
                    y candidates.csv en CARPETA (la crea si hace falta)
  --format FORMATO  text (por defecto) o json (el resumen)
  --threads N       hilos de trabajo (por defecto: todos los núcleos)
</translation>
    </message>
    <message>
        <source>%1: not a valid question; nothing was searched
</source>
        <translation>%1: no es una pregunta válida; no se buscó nada
</translation>
    </message>
    <message>
        <source>lowest TCO</source>
        <translation>menor TCO</translation>
    </message>
    <message>
        <source>lowest capex</source>
        <translation>menor capex</translation>
    </message>
    <message>
        <source>shortest training</source>
        <translation>entrenamiento más corto</translation>
    </message>
    <message>
        <source>lowest power</source>
        <translation>menor potencia</translation>
    </message>
    <message>
        <source>capex %1, TCO %2, %3 MW facility peak</source>
        <translation>capex %1, TCO %2, %3 MW de pico de la instalación</translation>
    </message>
    <message>
        <source>; '%1' %2 days at MFU %3% (tp %4 pp %5 dp %6 cp %7)</source>
        <translation>; '%1' %2 días con MFU %3% (tp %4 pp %5 dp %6 cp %7)</translation>
    </message>
    <message>
        <source>; '%1' on %2 GPUs (%3)</source>
        <translation>; '%1' en %2 GPU (%3)</translation>
    </message>
    <message>
        <source>no question file given</source>
        <translation>no se indicó ningún fichero de pregunta</translation>
    </message>
    <message>
        <source>one question file at a time ('%1' and '%2' given)</source>
        <translation>un fichero de pregunta cada vez (se indicaron '%1' y '%2')</translation>
    </message>
    <message>
        <source>--threads needs an integer from 0 to 1024 (got '%1')</source>
        <translation>--threads necesita un entero de 0 a 1024 (se recibió '%1')</translation>
    </message>
    <message>
        <source>unknown objective '%1' (expected tco, capex, time or power)</source>
        <translation>objetivo desconocido '%1' (se esperaba tco, capex, time o power)</translation>
    </message>
    <message>
        <source>internal error: the %1 design re-evaluated differs from the search's figures</source>
        <translation>error interno: el diseño %1 reevaluado difiere de las cifras de la búsqueda</translation>
    </message>
    <message>
        <source>cannot create the folder '%1'</source>
        <translation>no se puede crear la carpeta '%1'</translation>
    </message>
    <message>
        <source>%1: %2 candidates: %3 pruned by the deadline bound, %4 by the limits' bounds, %5 over a limit, %6 dominated, %7 evaluated with plan search and fleet sizing (%8 s)
</source>
        <translation>%1: %2 candidatos: %3 descartados por la cota del plazo, %4 por las cotas de los límites, %5 por encima de un límite, %6 dominados, %7 evaluados con búsqueda de planes y dimensionado de flota (%8 s)
</translation>
    </message>
    <message>
        <source>why: %1</source>
        <translation>por qué: %1</translation>
    </message>
    <message>
        <source>binding: %1</source>
        <translation>límite que ata: %1</translation>
    </message>
    <message>
        <source>written to %1</source>
        <translation>escrito en %1</translation>
    </message>
    <message>
        <source>Pareto front (TCO, training time, facility power): %1 designs</source>
        <translation>Frente de Pareto (TCO, tiempo de entrenamiento, potencia de la instalación): %1 diseños</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>nota: %1</translation>
    </message>
    <message>
        <source>no cluster answers the question: %1</source>
        <translation>ningún clúster responde a la pregunta: %1</translation>
    </message>
    <message>
        <source>Usage: clusterplanner import-slurm DIR|slurm.conf --out DESIGN.json [options]
Builds a design from a cluster's Slurm configuration (slurm.conf with its Include files;
topology.conf and gres.conf are read from beside it unless given):
  --topology FILE          topology.conf (tree: SwitchName; block: BlockName)
  --gres FILE              gres.conf
  --map FILE               Slurm names to catalog ids (CSV 'slurm,catalog_id' or JSON), e.g.
                           a100,nvidia_a100_sxm4_80gb  or  nodes:gpu[001-064],dgx_h100
  --nvidia-smi-topo FILE   output of 'nvidia-smi topo -m' on one node (NVLink, NICs per GPU)
  --ibnetdiscover FILE     output of ibnetdiscover (switch counts and models, link rates)
  --ibstat FILE            output of ibstat on one node (link rate, InfiniBand or Ethernet)
  --technology infiniband|ethernet   the compute fabric's technology
  --switch ID              the catalog switch of the compute fabric
  --name NAME              the design's name (default: ClusterName)
  --force                  replace DESIGN.json if it exists
Prints what was understood (nodes by type, partitions, switches, assumptions, notes). Any
error (with file, line and text) writes nothing; the design is written atomically.
</source>
        <translation>Uso: clusterplanner import-slurm DIR|slurm.conf --out DISEÑO.json [opciones]
Crea un diseño a partir de la configuración de Slurm de un clúster (slurm.conf con sus archivos Include;
topology.conf y gres.conf se leen junto a él si no se indican):
  --topology ARCHIVO       topology.conf (árbol: SwitchName; bloques: BlockName)
  --gres ARCHIVO           gres.conf
  --map ARCHIVO            nombres de Slurm a identificadores del catálogo (CSV 'slurm,catalog_id' o JSON), p. ej.
                           a100,nvidia_a100_sxm4_80gb  o  nodes:gpu[001-064],dgx_h100
  --nvidia-smi-topo ARCHIVO  salida de 'nvidia-smi topo -m' en un nodo (NVLink, NIC por GPU)
  --ibnetdiscover ARCHIVO  salida de ibnetdiscover (número y modelos de conmutadores, velocidades de enlace)
  --ibstat ARCHIVO         salida de ibstat en un nodo (velocidad de enlace, InfiniBand o Ethernet)
  --technology infiniband|ethernet   la tecnología de la red de cómputo
  --switch ID              el conmutador del catálogo de la red de cómputo
  --name NOMBRE            el nombre del diseño (predeterminado: ClusterName)
  --force                  reemplazar DISEÑO.json si existe
Muestra lo que se entendió (nodos por tipo, particiones, conmutadores, suposiciones, notas). Cualquier
error (con archivo, línea y texto) no escribe nada; el diseño se escribe de forma atómica.
</translation>
    </message>
    <message>
        <source>rail-optimized fat tree</source>
        <translation>árbol grueso optimizado por raíles</translation>
    </message>
    <message>
        <source>fat tree</source>
        <translation>árbol grueso</translation>
    </message>
    <message>
        <source>single tier</source>
        <translation>un solo nivel</translation>
    </message>
    <message>
        <source>Read: %1
</source>
        <translation>Leído: %1
</translation>
    </message>
    <message>
        <source>Nodes by type (%1 nodes, %2 GPUs):
</source>
        <translation>Nodos por tipo (%1 nodos, %2 GPU):
</translation>
    </message>
    <message>
        <source>%1 nodes x %2 %3 (gpu:%4) as %5 (%6)</source>
        <translation>%1 nodos x %2 %3 (gpu:%4) como %5 (%6)</translation>
    </message>
    <message>
        <source>, %1 CPUs</source>
        <translation>, %1 CPU</translation>
    </message>
    <message>
        <source>, %1 MiB</source>
        <translation>, %1 MiB</translation>
    </message>
    <message>
        <source>Partitions:
</source>
        <translation>Particiones:
</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nodos</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (predeterminada)</translation>
    </message>
    <message>
        <source>Switches in topology.conf: %1 leaf-level (up to %2 nodes each), %3 above them
</source>
        <translation>Conmutadores en topology.conf: %1 de nivel hoja (hasta %2 nodos cada uno), %3 por encima
</translation>
    </message>
    <message>
        <source>Compute fabric: %1, %2 tiers, %3 (%4), %5 per GPU</source>
        <translation>Red de cómputo: %1, %2 niveles, %3 (%4), %5 por GPU</translation>
    </message>
    <message>
        <source>, %1 rails</source>
        <translation>, %1 rieles</translation>
    </message>
    <message>
        <source>  planned by the network model: %1 leaf, %2 spine, %3 core switches
</source>
        <translation>  planificada por el modelo de red: %1 conmutadores hoja, %2 de columna, %3 de núcleo
</translation>
    </message>
    <message>
        <source>Scale-up domains from blocks: %1
</source>
        <translation>Dominios de escalado vertical a partir de bloques: %1
</translation>
    </message>
    <message>
        <source>Assumptions:
</source>
        <translation>Suposiciones:
</translation>
    </message>
    <message>
        <source>no slurm.conf or folder given</source>
        <translation>no se indicó slurm.conf ni carpeta</translation>
    </message>
    <message>
        <source>one configuration at a time ('%1' and '%2' given)</source>
        <translation>una configuración cada vez (se dieron '%1' y '%2')</translation>
    </message>
    <message>
        <source>no output design given (--out DESIGN.json)</source>
        <translation>no se indicó el diseño de salida (--out DISEÑO.json)</translation>
    </message>
    <message>
        <source>--technology must be infiniband or ethernet, not '%1'</source>
        <translation>--technology debe ser infiniband o ethernet, no '%1'</translation>
    </message>
    <message>
        <source>clusterplanner import-slurm: %1 exists; give --force to replace it
</source>
        <translation>clusterplanner import-slurm: %1 ya existe; use --force para reemplazarlo
</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>no existe el archivo o la carpeta</translation>
    </message>
    <message>
        <source>clusterplanner import-slurm: the configuration was not imported; %1 was not written
</source>
        <translation>clusterplanner import-slurm: la configuración no se importó; no se escribió %1
</translation>
    </message>
    <message>
        <source>Notes:
</source>
        <translation>Notas:
</translation>
    </message>
    <message>
        <source>Wrote %1
</source>
        <translation>Escrito %1
</translation>
    </message>
    <message>
        <source>Usage: clusterplanner calibrate FILE... [--spec SPEC.json | --gpu ID --stack ID [--parameters A,B]]
                                [--out FITTED.csv] [--write-user] [--format text|json]
Fits the training model's factors per GPU and software stack to measured runs and prints the
in-sample and the leave-one-group-out (cross-validated) errors per group and per slice.
  FILE               validation files (.json, clusterplanner-validation format) or a CSV of
                     measured runs (one run a row: gpu, gpus, model preset, plan columns,
                     iteration_time_s; see docs/training-model.md)
  --spec SPEC.json   the fits to make (data/calibration/training.json for the bundled catalog;
                     data/calibration/serving.json fits the serving engines' factors per GPU)
  --gpu ID --stack ID  one fit for that GPU and software stack (instead of --spec)
  --parameters A,B   what that fit may change (default: matmul_efficiency_scale,layer_overhead_s)
  --out FILE.csv     write the fitted rows (parameters.csv columns, with provenance)
  --write-user       add the fitted rows to your user catalog (used by every estimate)
  --format FORMAT    text (default) or json
A parameter the data cannot identify (95% interval wider than x/1.5 .. x*1.5) is refused and
kept at its sourced value. Exit code 0 on success, 1 on unreadable input, 2 on a usage error.
</source>
        <translation>Uso: clusterplanner calibrate FICHERO... [--spec SPEC.json | --gpu ID --stack ID [--parameters A,B]]
                                [--out AJUSTADOS.csv] [--write-user] [--format text|json]
Ajusta los factores del modelo de entrenamiento por GPU y pila de software a ejecuciones medidas y
muestra el error dentro de la muestra y el de validación cruzada dejando fuera un grupo, por grupo
y por segmento.
  FICHERO            ficheros de validación (.json, formato clusterplanner-validation) o un CSV de
                     ejecuciones medidas (una por fila: gpu, gpus, preset del modelo, columnas del
                     plan, iteration_time_s; véase docs/training-model.md)
  --spec SPEC.json   los ajustes a realizar (data/calibration/training.json para el catálogo incluido;
                     data/calibration/serving.json ajusta los factores de los motores de inferencia por GPU)
  --gpu ID --stack ID  un ajuste para esa GPU y pila de software (en lugar de --spec)
  --parameters A,B   qué puede cambiar ese ajuste (por defecto: matmul_efficiency_scale,layer_overhead_s)
  --out FICHERO.csv  escribe las filas ajustadas (columnas de parameters.csv, con su procedencia)
  --write-user       añade las filas ajustadas a su catálogo de usuario (lo usan todas las estimaciones)
  --format FORMATO   text (por defecto) o json
Un parámetro que los datos no pueden identificar (intervalo del 95 % más ancho que x/1,5 .. x·1,5) se
rechaza y conserva su valor de fuente. Código de salida 0 si todo fue bien, 1 ante una entrada
ilegible, 2 ante un error de uso.
</translation>
    </message>
    <message>
        <source>Usage: clusterplanner search DESIGN.json [--workload NAME] [--top K] [--stacks IDS|all]
                                         [--format text|json]
Searches every valid parallel plan (TP, PP, DP, CP, EP, micro-batch, interleaving,
recomputation, sequence parallelism, ZeRO stage) of the design's training jobs on the
job's GPUs, drops those that do not fit in memory and prints the best K by the job's objective.
  --workload NAME   only the training job with this name (default: all)
  --top K           how many plans to print (default 10)
  --stacks IDS      search under each of these software stacks (comma-separated ids of
                    data/catalog/software_stacks.csv or framework families such as megatron,
                    deepspeed, pytorch-fsdp; or all) and rank their plans together
                    (default: the job's own stack)
  --format FORMAT   text (default) or json
</source>
        <translation>Uso: clusterplanner search DISEÑO.json [--workload NOMBRE] [--top K] [--stacks IDS|all]
                                       [--format text|json]
Busca todos los planes de paralelismo válidos (TP, PP, DP, CP, EP, micro-lote, intercalado,
recomputación, paralelismo de secuencia, etapa ZeRO) de los trabajos de entrenamiento del diseño
en las GPU del trabajo, descarta los que no caben en memoria y muestra los K mejores según el objetivo del trabajo.
  --workload NOMBRE solo el trabajo de entrenamiento con este nombre (por defecto: todos)
  --top K           cuántos planes mostrar (por defecto 10)
  --stacks IDS      busca con cada una de estas pilas de software (ids de
                    data/catalog/software_stacks.csv separados por comas o familias de frameworks como
                    megatron, deepspeed, pytorch-fsdp; o all) y ordena juntos sus planes
                    (por defecto: la pila del propio trabajo)
  --format FORMATO  text (por defecto) o json
</translation>
    </message>
    <message>
        <source>--stacks: '%1' is not a software stack (known: %2, or all)</source>
        <translation>--stacks: '%1' no es una pila de software (conocidas: %2, o all)</translation>
    </message>
    <message>
        <source>Layers with local attention (sliding window or chunks); 0 = none</source>
        <translation>Capas con atención local (ventana deslizante o bloques); 0 = ninguna</translation>
    </message>
    <message>
        <source>Tokens a local-attention layer sees: its window or chunk</source>
        <translation>Tokens que ve una capa de atención local: su ventana o su bloque</translation>
    </message>
    <message>
        <source>--local-attention-layers: %1 is more than the model's %2 layers</source>
        <translation>--local-attention-layers: %1 son más que las %2 capas del modelo</translation>
    </message>
    <message>
        <source>--local-attention-layers needs --local-window</source>
        <translation>--local-attention-layers necesita --local-window</translation>
    </message>
    <message>
        <source>Model preset (%1)</source>
        <translation>Modelo predefinido (%1)</translation>
    </message>
    <message>
        <source>Local-attention layers attend within chunks (Llama 4), not a sliding window</source>
        <translation>Las capas de atención local atienden dentro de bloques (Llama 4), no en una ventana deslizante</translation>
    </message>
    <message>
        <source>The FP8 checkpoint scales weights per 128x128 block (true|false; default: the preset's, false without one)</source>
        <translation>El checkpoint FP8 escala los pesos por bloques de 128x128 (true|false; por defecto: el del modelo predefinido, false sin él)</translation>
    </message>
    <message>
        <source>--%1: '%2' is not true or false</source>
        <translation>--%1: '%2' no es true ni false</translation>
    </message>
    <message>
        <source>The quantized checkpoint keeps attention in 16 bits and quantizes only the MLPs or experts, as gpt-oss and Meta's FP8 Llama 3.1 405B do (true|false; default: the preset's, false without one)</source>
        <translation>El checkpoint cuantizado mantiene la atención en 16 bits y solo cuantiza los MLP o expertos, como gpt-oss y Llama 3.1 405B FP8 de Meta (true|false; por defecto: el del modelo predefinido, false sin él)</translation>
    </message>
    <message>
        <source>KV cache dtype: auto (the engine's default for the checkpoint), fp8 or bf16 (default auto)</source>
        <translation>Tipo de la caché KV: auto (el predeterminado del motor para el checkpoint), fp8 o bf16 (por defecto auto)</translation>
    </message>
    <message>
        <source>--kv-cache: '%1' is not auto, fp8 or bf16</source>
        <translation>--kv-cache: '%1' no es auto, fp8 ni bf16</translation>
    </message>
    <message>
        <source>Engine release, e.g. 0.6.3 (vLLM before 0.8 runs its V0 scheduler and before 0.14 schedules between steps, SGLang before 0.4.4 its Triton block-FP8 kernels)</source>
        <translation>Versión del motor, p. ej. 0.6.3 (vLLM anterior a 0.8 usa su planificador V0 y anterior a 0.14 planifica entre pasos; SGLang anterior a 0.4.4, sus kernels Triton de FP8 por bloques)</translation>
    </message>
    <message>
        <source>                 the busiest pool at %1% of its capacity
</source>
        <translation>                 el grupo más cargado al %1 % de su capacidad
</translation>
    </message>
</context>
<context>
    <name>cp::ui::CalibrationCommands</name>
    <message>
        <source>Calibrate from &amp;Measurements…</source>
        <translation>Calibrar con &amp;mediciones…</translation>
    </message>
    <message>
        <source>Fit the training model's factors for a GPU and software stack to your own measured step times</source>
        <translation>Ajusta los factores del modelo de entrenamiento de una GPU y una pila de software a sus propios tiempos de paso medidos</translation>
    </message>
    <message>
        <source>Calibrate from Measurements</source>
        <translation>Calibrar con mediciones</translation>
    </message>
    <message>
        <source>No factor was identified, so nothing was saved.</source>
        <translation>No se identificó ningún factor, así que no se guardó nada.</translation>
    </message>
    <message>
        <source>There is no writable application data folder for the user catalog.</source>
        <translation>No hay una carpeta de datos de la aplicación con permiso de escritura para el catálogo de usuario.</translation>
    </message>
    <message>
        <source>The fitted factors were not saved to %1: %2</source>
        <translation>Los factores ajustados no se guardaron en %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n fitted factor(s) to the user catalog %1; the estimates now use them.</source>
        <translation><numerusform>Se guardó %n factor ajustado en el catálogo de usuario %1; las estimaciones ya lo usan.</numerusform><numerusform>Se guardaron %n factores ajustados en el catálogo de usuario %1; las estimaciones ya los usan.</numerusform></translation>
    </message>
</context>
<context>
    <name>cp::ui::CalibrationDialog</name>
    <message>
        <source>Step time (s)</source>
        <translation>Tiempo de paso (s)</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>TFLOP/s por GPU</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>GEMM efficiency (× the GPU's curve)</source>
        <translation>Eficiencia de GEMM (× la curva de la GPU)</translation>
    </message>
    <message>
        <source>Attention efficiency (× the GPU's curve)</source>
        <translation>Eficiencia de la atención (× la curva de la GPU)</translation>
    </message>
    <message>
        <source>Host time per layer and micro-batch (s)</source>
        <translation>Tiempo de host por capa y micro-lote (s)</translation>
    </message>
    <message>
        <source>Host time per MoE layer and micro-batch (s)</source>
        <translation>Tiempo de host por capa MoE y micro-lote (s)</translation>
    </message>
    <message>
        <source>Share of tensor-parallel communication hidden</source>
        <translation>Parte oculta de la comunicación del paralelismo de tensor</translation>
    </message>
    <message>
        <source>Compute lost per second of overlapped communication</source>
        <translation>Cómputo perdido por segundo de comunicación solapada</translation>
    </message>
    <message>
        <source>Share of the expert all-to-all hidden</source>
        <translation>Parte oculta del all-to-all de expertos</translation>
    </message>
    <message>
        <source>Calibrate from Measurements</source>
        <translation>Calibrar con mediciones</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>&amp;Añadir ficheros…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Measured &amp;runs:</source>
        <translation>&amp;Ejecuciones medidas:</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>Software &amp;stack:</source>
        <translation>&amp;Pila de software:</translation>
    </message>
    <message>
        <source>&amp;Factors to fit:</source>
        <translation>&amp;Factores que ajustar:</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>A&amp;justar</translation>
    </message>
    <message>
        <source>Add your measured runs: validation files (.json) or a CSV of plan and measured step time (docs/training-model.md lists its columns).</source>
        <translation>Añada sus ejecuciones medidas: ficheros de validación (.json) o un CSV de plan y tiempo de paso medido (docs/training-model.md enumera sus columnas).</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Factor</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalo del 95 %</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>Catalog values</source>
        <translation>Valores del catálogo</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>Ajustado</translation>
    </message>
    <message>
        <source>Group held out</source>
        <translation>Grupo excluido</translation>
    </message>
    <message>
        <source>Error held out</source>
        <translation>Error con el grupo excluido</translation>
    </message>
    <message>
        <source>Predicted with the factors fitted without this run's group: the error to expect on runs the fit has not seen</source>
        <translation>Predicho con los factores ajustados sin el grupo de esta ejecución: el error que cabe esperar en ejecuciones que el ajuste no ha visto</translation>
    </message>
    <message>
        <source>Predicted against measured</source>
        <translation>Predicho frente a medido</translation>
    </message>
    <message>
        <source>&amp;Save to User Catalog</source>
        <translation>Guardar en el catálogo de &amp;usuario</translation>
    </message>
    <message>
        <source>Adds the identified factors to your user catalog: every estimate uses them from then on</source>
        <translation>Añade los factores identificados a su catálogo de usuario: todas las estimaciones los usan a partir de entonces</translation>
    </message>
    <message>
        <source>Measured Runs</source>
        <translation>Ejecuciones medidas</translation>
    </message>
    <message>
        <source>Measured runs (*.json *.csv);;Validation files (*.json);;CSV files (*.csv)</source>
        <translation>Ejecuciones medidas (*.json *.csv);;Ficheros de validación (*.json);;Ficheros CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation><numerusform>%1 (%n ejecución)</numerusform><numerusform>%1 (%n ejecuciones)</numerusform></translation>
    </message>
    <message>
        <source>%1 was not read: %2</source>
        <translation>%1 no se leyó: %2</translation>
    </message>
    <message numerus="yes">
        <source>Fitting %1 under %2 to %n run(s)…</source>
        <translation><numerusform>Ajustando %1 con %2 a %n ejecución…</numerusform><numerusform>Ajustando %1 con %2 a %n ejecuciones…</numerusform></translation>
    </message>
    <message>
        <source>None of the runs is on %1 under %2, so there is nothing to fit: choose the GPU and software stack your runs were measured on.</source>
        <translation>Ninguna ejecución es de %1 con %2, así que no hay nada que ajustar: elija la GPU y la pila de software con las que se midieron sus ejecuciones.</translation>
    </message>
    <message numerus="yes">
        <source>Fitted to %n run(s) of %1 groups. Error of the fitted factors: %2 median on the runs they were fitted on, %3 median (90th percentile %4) with each group held out, the error to expect on runs the fit has not seen.</source>
        <translation><numerusform>Ajustado a %n ejecución de %1 grupos. Error de los factores ajustados: mediana del %2 en las ejecuciones del ajuste, mediana del %3 (percentil 90 del %4) con cada grupo excluido, el error que cabe esperar en ejecuciones que el ajuste no ha visto.</numerusform><numerusform>Ajustado a %n ejecuciones de %1 grupos. Error de los factores ajustados: mediana del %2 en las ejecuciones del ajuste, mediana del %3 (percentil 90 del %4) con cada grupo excluido, el error que cabe esperar en ejecuciones que el ajuste no ha visto.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Fitted to %n run(s) of one group: %1 median error on the runs they were fitted on (%2 with the catalog's values). With one group nothing can be held out, so this is not the error to expect on other runs: give runs from more than one source (the group column) to see that.</source>
        <translation><numerusform>Ajustado a %n ejecución de un grupo: mediana del error del %1 en las ejecuciones del ajuste (%2 con los valores del catálogo). Con un grupo no se puede excluir ninguno, así que no es el error que cabe esperar en otras ejecuciones: dé ejecuciones de más de una fuente (la columna group) para verlo.</numerusform><numerusform>Ajustado a %n ejecuciones de un grupo: mediana del error del %1 en las ejecuciones del ajuste (%2 con los valores del catálogo). Con un grupo no se puede excluir ninguno, así que no es el error que cabe esperar en otras ejecuciones: dé ejecuciones de más de una fuente (la columna group) para verlo.</numerusform></translation>
    </message>
    <message>
        <source>No factor is identified by these runs, so there is nothing to save.</source>
        <translation>Estas ejecuciones no identifican ningún factor, así que no hay nada que guardar.</translation>
    </message>
    <message>
        <source>The fit failed: %1</source>
        <translation>El ajuste falló: %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Refused: kept at the catalog's value</source>
        <translation>Rechazado: se mantiene el valor del catálogo</translation>
    </message>
    <message>
        <source>Fitted, group held out</source>
        <translation>Ajustado, grupo excluido</translation>
    </message>
    <message>
        <source>Fitted; set by group %1 alone</source>
        <translation>Ajustado; solo lo fija el grupo %1</translation>
    </message>
    <message>
        <source>Fitted without that group, this factor leaves its 95% interval: runs like that group's rest on it alone</source>
        <translation>Ajustado sin ese grupo, este factor sale de su intervalo del 95 %: las ejecuciones como las de ese grupo dependen solo de él</translation>
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
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
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
        <translation>Hoja</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>Núcleo</translation>
    </message>
    <message>
        <source>rail-optimized fat tree</source>
        <translation>árbol grueso optimizado por raíles</translation>
    </message>
    <message>
        <source>fat tree</source>
        <translation>árbol grueso</translation>
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
        <translation>servidor</translation>
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
        <translation>%1 raíles · %2</translation>
    </message>
    <message>
        <source>unknown storage system "%1"</source>
        <translation>sistema de almacenamiento desconocido "%1"</translation>
    </message>
    <message>
        <source>NVLink domain · %1 GPUs · %2 compute trays · %3 switch trays</source>
        <translation>Dominio NVLink · %1 GPU · %2 bandejas de cómputo · %3 bandejas de switches</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 GB/s read</source>
        <translation>%1 GB/s de lectura</translation>
    </message>
    <message>
        <source>capacity not published</source>
        <translation>capacidad no publicada</translation>
    </message>
</context>
<context>
    <name>cp::ui::DesignView</name>
    <message>
        <source>An empty design</source>
        <translation>Un diseño vacío</translation>
    </message>
    <message>
        <source>1. Drag a server platform (Nodes) or a rack system from the Catalog on the left onto this canvas: it makes a rack of servers.
2. Set the rack's count (×N) in the Inspector on the right to replicate it.
3. Drop a switch onto the design to connect it with a compute fabric.
4. Add a training job or an inference service under Workloads: the results below follow every edit.
Or open one of the examples: File › Open, data/examples.</source>
        <translation>1. Arrastre una plataforma de servidor (Nodos) o un sistema de rack desde el Catálogo de la izquierda a este lienzo: crea un rack de servidores.
2. Ajuste la cantidad del rack (×N) en el Inspector de la derecha para replicarlo.
3. Suelte un conmutador sobre el diseño para conectarlo con una red de cómputo.
4. Añada un trabajo de entrenamiento o un servicio de inferencia en Cargas de trabajo: los resultados de abajo siguen cada cambio.
O abra uno de los ejemplos: Archivo › Abrir, data/examples.</translation>
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
        <source>The training job the training and interruption figures describe</source>
        <translation>El trabajo de entrenamiento que describen las cifras de entrenamiento e interrupciones</translation>
    </message>
    <message>
        <source>Not estimated for this design</source>
        <translation>No estimado para este diseño</translation>
    </message>
    <message>
        <source>Not shown for lack of room: %1</source>
        <translation>No caben en la barra: %1</translation>
    </message>
</context>
<context>
    <name>cp::ui::ImportCommands</name>
    <message>
        <source>Import &amp;Slurm Cluster…</source>
        <translation>Importar clúster de &amp;Slurm…</translation>
    </message>
    <message>
        <source>Build a new design from a running cluster's slurm.conf, topology.conf and gres.conf</source>
        <translation>Crear un diseño nuevo a partir de slurm.conf, topology.conf y gres.conf de un clúster en funcionamiento</translation>
    </message>
    <message>
        <source>%1 nodes, %2 GPUs</source>
        <translation>%1 nodos, %2 GPU</translation>
    </message>
    <message>
        <source>Import Slurm Cluster</source>
        <translation>Importar clúster de Slurm</translation>
    </message>
    <message>
        <source>Added the imported cluster (%1) to the design</source>
        <translation>Se añadió el clúster importado (%1) al diseño</translation>
    </message>
    <message>
        <source>Imported %1 as a new design; its description lists the assumptions</source>
        <translation>Se importó %1 como un diseño nuevo; su descripción enumera las suposiciones</translation>
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
    <message>
        <source>Under every software &amp;stack</source>
        <translation>Con todas las &amp;pilas de software</translation>
    </message>
    <message>
        <source>Search the job under each software stack of the catalog (Megatron-Core, DeepSpeed, PyTorch FSDP...) with what each overlaps, its kernels and its ZeRO stages, and rank the plans together</source>
        <translation>Busca el trabajo con cada pila de software del catálogo (Megatron-Core, DeepSpeed, PyTorch FSDP...), con lo que cada una solapa, sus kernels y sus etapas ZeRO, y ordena juntos los planes</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Pila de software</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message numerus="yes">
        <source>Searching every plan of %1 under %n software stack(s)…</source>
        <translation><numerusform>Buscando todos los planes de %1 con %n pila de software…</numerusform><numerusform>Buscando todos los planes de %1 con %n pilas de software…</numerusform></translation>
    </message>
    <message>
        <source>Stopping the running search…</source>
        <translation>Deteniendo la búsqueda en curso…</translation>
    </message>
    <message>
        <source>Without a plan: %1.</source>
        <translation>Sin plan: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Under %n software stack(s): %1 Each stack's best plan, the best stack first:</source>
        <translation><numerusform>Con %n pila de software: %1 El mejor plan de cada pila, la mejor pila primero:</numerusform><numerusform>Con %n pilas de software: %1 El mejor plan de cada pila, la mejor pila primero:</numerusform></translation>
    </message>
    <message>
        <source>cancelled after %1 plans.</source>
        <translation>cancelada tras %1 planes.</translation>
    </message>
    <message>
        <source>%1 plans evaluated in %2 s, %3 fit in memory.</source>
        <translation>%1 planes evaluados en %2 s, %3 caben en memoria.</translation>
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
    <message>
        <source>Design</source>
        <translation>Diseño</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>Este diseño</translation>
    </message>
    <message>
        <source>Capex by category</source>
        <translation>Capex por categoría</translation>
    </message>
    <message>
        <source>Power by component</source>
        <translation>Potencia por componente</translation>
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
        <source>Plan search: MFU against memory per GPU</source>
        <translation>Búsqueda de planes: MFU frente a memoria por GPU</translation>
    </message>
    <message>
        <source>Latency against throughput: candidate fleets and the TPOT target</source>
        <translation>Latencia frente a rendimiento: flotas candidatas y el objetivo de TPOT</translation>
    </message>
    <message>
        <source>Goodput per GPU (tokens/s)</source>
        <translation>Goodput por GPU (tokens/s)</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>Objetivo de TPOT</translation>
    </message>
    <message>
        <source>Network cost by fabric</source>
        <translation>Coste de cada red</translation>
    </message>
    <message>
        <source>Cost over the cost period: own against cloud</source>
        <translation>Coste durante el periodo de coste: propio frente a nube</translation>
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
        <source>Interruptions by component</source>
        <translation>Interrupciones por componente</translation>
    </message>
    <message>
        <source>Checkpoint interval (min)</source>
        <translation>Intervalo de checkpoint (min)</translation>
    </message>
    <message>
        <source>Goodput (%)</source>
        <translation>Goodput (%)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Design file: %1 (activate to select it)</source>
        <translation>Fichero de diseño: %1 (actívelo para seleccionarlo)</translation>
    </message>
    <message>
        <source>Power of the largest training job over three steps</source>
        <translation>Potencia del mayor trabajo de entrenamiento durante tres pasos</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tiempo (s)</translation>
    </message>
    <message>
        <source>IT power (MW)</source>
        <translation>Potencia IT (MW)</translation>
    </message>
    <message>
        <source>Power of %1 over three steps: swing %2</source>
        <translation>Potencia de %1 durante tres pasos: oscilación de %2</translation>
    </message>
    <message>
        <source>Goodput against checkpoint interval, by checkpoint strategy</source>
        <translation>Goodput frente al intervalo de checkpoint, por estrategia de checkpoints</translation>
    </message>
    <message>
        <source>Blast radius by failure domain</source>
        <translation>Radio de impacto por dominio de fallo</translation>
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
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Design file: %1</source>
        <translation>Fichero de diseño: %1</translation>
    </message>
    <message>
        <source>Range (low–high)</source>
        <translation>Rango (bajo–alto)</translation>
    </message>
    <message>
        <source>The design cannot be evaluated: see Warnings.</source>
        <translation>El diseño no se puede evaluar: vea Avisos.</translation>
    </message>
    <message>
        <source>%1 could not be estimated</source>
        <translation>%1 no se pudo estimar</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Avisos (%1)</translation>
    </message>
    <message>
        <source>The design</source>
        <translation>El diseño</translation>
    </message>
    <message>
        <source>Assumptions and sources (%1)</source>
        <translation>Supuestos y fuentes (%1)</translation>
    </message>
    <message>
        <source> (estimate)</source>
        <translation> (estimación)</translation>
    </message>
    <message>
        <source>No training job yet: add one under Workloads (+ Training) to see its time to train, MFU and best plan.</source>
        <translation>Aún no hay ningún trabajo de entrenamiento: añada uno en Cargas de trabajo (+ Entrenamiento) para ver su tiempo de entrenamiento, su MFU y el mejor plan.</translation>
    </message>
    <message>
        <source>No inference service yet: add one under Workloads (+ Inference) to size its serving fleet against latency targets.</source>
        <translation>Aún no hay ningún servicio de inferencia: añada uno en Cargas de trabajo (+ Inferencia) para dimensionar su flota frente a los objetivos de latencia.</translation>
    </message>
    <message>
        <source>Reliability needs GPUs and a training job: add servers and a training job to see interruptions, checkpoint interval and goodput.</source>
        <translation>La fiabilidad necesita GPU y un trabajo de entrenamiento: añada servidores y un trabajo de entrenamiento para ver interrupciones, intervalo de checkpoint y goodput.</translation>
    </message>
    <message>
        <source>Nothing to show yet: add servers from the Catalog (drag a node platform onto the canvas).</source>
        <translation>Aún no hay nada que mostrar: añada servidores desde el Catálogo (arrastre una plataforma de nodo al lienzo).</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Clave: %1</translation>
    </message>
    <message>
        <source>%1
Design file: %2</source>
        <translation>%1
Fichero de diseño: %2</translation>
    </message>
    <message>
        <source>Model error on published runs</source>
        <translation>Error del modelo en ejecuciones publicadas</translation>
    </message>
    <message>
        <source>How far the model's predictions were from the published measured runs bundled with the app (the Validation tab): |predicted / published − 1|</source>
        <translation>Cuánto se alejaron las predicciones del modelo de las ejecuciones medidas publicadas que acompañan a la aplicación (la pestaña Validación): |predicho / publicado − 1|</translation>
    </message>
    <message>
        <source>%1 median</source>
        <translation>%1 de mediana</translation>
    </message>
    <message>
        <source>90th percentile %1 over %2 figures</source>
        <translation>percentil 90 %1 sobre %2 cifras</translation>
    </message>
    <message>
        <source>Training step time, held out</source>
        <translation>Tiempo de paso de entrenamiento, excluida su fuente</translation>
    </message>
    <message>
        <source>Leave-one-group-out over %1 source tables: each published run predicted with the calibration refitted without its own table, the error to expect on runs the factors were not fitted on</source>
        <translation>Dejando fuera cada grupo sobre %1 tablas de origen: cada ejecución publicada predicha con la calibración reajustada sin su propia tabla, el error que cabe esperar en ejecuciones con las que no se ajustaron los factores</translation>
    </message>
    <message>
        <source>Serving, %1, in-sample</source>
        <translation>Inferencia, %1, dentro de la muestra</translation>
    </message>
    <message>
        <source>Serving, %1, held out</source>
        <translation>Inferencia, %1, excluida su fuente</translation>
    </message>
    <message>
        <source>Throughput and latency figures of published %1 runs, each predicted with the serving calibration refitted without its own source table (leave-one-group-out, %2 tables): the error to expect on runs the factors were not fitted on</source>
        <translation>Cifras de rendimiento y latencia de ejecuciones publicadas de %1, cada una predicha con la calibración de inferencia reajustada sin su propia tabla de origen (dejando fuera cada grupo, %2 tablas): el error que cabe esperar en ejecuciones con las que no se ajustaron los factores</translation>
    </message>
    <message>
        <source>Throughput and latency figures of published %1 runs with the catalog's factors, some of them fitted on published runs (TensorRT-LLM's routed-expert GEMM efficiency, vLLM V0's cost per layer on MI300X); the held-out figure replaces this once the Validation tab has computed it</source>
        <translation>Cifras de rendimiento y latencia de ejecuciones publicadas de %1 con los factores del catálogo, algunos ajustados con ejecuciones publicadas (la eficiencia de las GEMM de expertos enrutados de TensorRT-LLM, el coste por capa de vLLM V0 en MI300X); la cifra con la fuente excluida la sustituye en cuanto la pestaña Validación la ha calculado</translation>
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
    <name>cp::ui::SlurmImportDialog</name>
    <message>
        <source>Import Slurm Cluster</source>
        <translation>Importar clúster de Slurm</translation>
    </message>
    <message>
        <source>slurm.conf, or the folder that holds it</source>
        <translation>slurm.conf, o la carpeta que lo contiene</translation>
    </message>
    <message>
        <source>&amp;File…</source>
        <translation>&amp;Archivo…</translation>
    </message>
    <message>
        <source>slurm.conf</source>
        <translation>slurm.conf</translation>
    </message>
    <message>
        <source>Slurm configuration (*.conf);;All files (*)</source>
        <translation>Configuración de Slurm (*.conf);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>F&amp;older…</source>
        <translation>Ca&amp;rpeta…</translation>
    </message>
    <message>
        <source>&amp;Slurm configuration:</source>
        <translation>Configuración de &amp;Slurm:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Text files (*.txt *.log);;All files (*)</source>
        <translation>Archivos de texto (*.txt *.log);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;topology.conf:</source>
        <translation>&amp;topology.conf:</translation>
    </message>
    <message>
        <source>beside slurm.conf when there</source>
        <translation>junto a slurm.conf, si está</translation>
    </message>
    <message>
        <source>&amp;gres.conf:</source>
        <translation>&amp;gres.conf:</translation>
    </message>
    <message>
        <source>Optional refinements</source>
        <translation>Precisiones opcionales</translation>
    </message>
    <message>
        <source>&amp;Mapping table:</source>
        <translation>Tabla de &amp;correspondencias:</translation>
    </message>
    <message>
        <source>CSV 'slurm,catalog_id' or JSON: GRES types and nodes to catalog ids</source>
        <translation>CSV 'slurm,catalog_id' o JSON: tipos GRES y nodos a identificadores del catálogo</translation>
    </message>
    <message>
        <source>Mapping tables (*.csv *.json);;All files (*)</source>
        <translation>Tablas de correspondencias (*.csv *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>nvidia-smi &amp;topo -m:</source>
        <translation>nvidia-smi &amp;topo -m:</translation>
    </message>
    <message>
        <source>output on one node: NVLink between GPUs, the NIC of each GPU</source>
        <translation>salida en un nodo: NVLink entre GPU, la NIC de cada GPU</translation>
    </message>
    <message>
        <source>ib&amp;netdiscover:</source>
        <translation>ib&amp;netdiscover:</translation>
    </message>
    <message>
        <source>output: switch counts and models, link rates</source>
        <translation>salida: número y modelos de conmutadores, velocidades de enlace</translation>
    </message>
    <message>
        <source>ibs&amp;tat:</source>
        <translation>ibs&amp;tat:</translation>
    </message>
    <message>
        <source>output on one node: link rate, InfiniBand or Ethernet</source>
        <translation>salida en un nodo: velocidad de enlace, InfiniBand o Ethernet</translation>
    </message>
    <message>
        <source>Inferred from the files</source>
        <translation>Deducida de los archivos</translation>
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
        <source>Fabric &amp;technology:</source>
        <translation>&amp;Tecnología de la red:</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
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
        <source>Modelled as</source>
        <translation>Modelado como</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Particiones</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>Partición</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Suposición</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Slurm name</source>
        <translation>Nombre en Slurm</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>Leído como</translation>
    </message>
    <message>
        <source>Map to</source>
        <translation>Asignar a</translation>
    </message>
    <message>
        <source>&amp;Save Mapping Table…</source>
        <translation>&amp;Guardar tabla de correspondencias…</translation>
    </message>
    <message>
        <source>Writes the mapping file's rows and the choices made here as a CSV mapping table, for clusterplanner import-slurm --map or the next import</source>
        <translation>Escribe las filas del archivo de correspondencias y lo elegido aquí como una tabla de correspondencias CSV, para clusterplanner import-slurm --map o la próxima importación</translation>
    </message>
    <message>
        <source>Slurm names the catalog does not match exactly. Choose what each one is; the preview is read again with your choice, which wins over the mapping file.</source>
        <translation>Nombres de Slurm que el catálogo no reconoce con exactitud. Elija qué es cada uno; la vista previa se vuelve a leer con su elección, que prevalece sobre el archivo de correspondencias.</translation>
    </message>
    <message>
        <source>Nodes by Type</source>
        <translation>Nodos por tipo</translation>
    </message>
    <message>
        <source>Catalog Matches</source>
        <translation>Coincidencias con el catálogo</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Conmutadores</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Suposiciones</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>&amp;Open as New Design</source>
        <translation>&amp;Abrir como diseño nuevo</translation>
    </message>
    <message>
        <source>&amp;Add to Current Design</source>
        <translation>Añadir al diseño a&amp;ctual</translation>
    </message>
    <message>
        <source>Adds the imported cluster to the open design as one pod, with its own compute fabric (one undo step)</source>
        <translation>Añade el clúster importado al diseño abierto como un pod, con su propia red de cómputo (un solo paso de deshacer)</translation>
    </message>
    <message>
        <source>Folder holding slurm.conf</source>
        <translation>Carpeta que contiene slurm.conf</translation>
    </message>
    <message>
        <source>choices in this dialog</source>
        <translation>elecciones de este diálogo</translation>
    </message>
    <message>
        <source>Chosen in the import preview (later rows win)</source>
        <translation>Elegido en la vista previa de la importación (prevalecen las filas posteriores)</translation>
    </message>
    <message>
        <source>Save Mapping Table</source>
        <translation>Guardar tabla de correspondencias</translation>
    </message>
    <message>
        <source>Mapping tables (*.csv)</source>
        <translation>Tablas de correspondencias (*.csv)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>no está en el catálogo</translation>
    </message>
    <message>
        <source>approximately: %1</source>
        <translation>aproximadamente: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, or %n other GPU(s)</source>
        <translation><numerusform>%1, o %n GPU más</numerusform><numerusform>%1, o %n GPU más</numerusform></translation>
    </message>
    <message>
        <source>nodes %1</source>
        <translation>nodos %1</translation>
    </message>
    <message>
        <source>GRES type %1</source>
        <translation>tipo GRES %1</translation>
    </message>
    <message>
        <source>Map %1 to</source>
        <translation>Asignar %1 a</translation>
    </message>
    <message>
        <source>Choose a catalog GPU…</source>
        <translation>Elija una GPU del catálogo…</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Mantener %1</translation>
    </message>
    <message>
        <source>Choose a slurm.conf, or the folder that holds it (with topology.conf and gres.conf).</source>
        <translation>Elija un slurm.conf, o la carpeta que lo contiene (con topology.conf y gres.conf).</translation>
    </message>
    <message numerus="yes">
        <source>Not imported: %n problem(s) to fix first (see Problems; each names its file and line).</source>
        <translation><numerusform>No importado: %n problema que corregir antes (vea Problemas; cada uno indica su archivo y línea).</numerusform><numerusform>No importado: %n problemas que corregir antes (vea Problemas; cada uno indica su archivo y línea).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU type(s) are not in the catalog: choose what they are under Catalog Matches.</source>
        <translation><numerusform>%n tipo de GPU no está en el catálogo: elija cuál es en Coincidencias con el catálogo.</numerusform><numerusform>%n tipos de GPU no están en el catálogo: elija cuáles son en Coincidencias con el catálogo.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 GPUs in %n node type(s)</source>
        <translation><numerusform>%1 nodos, %2 GPU en %n tipo de nodo</numerusform><numerusform>%1 nodos, %2 GPU en %n tipos de nodo</numerusform></translation>
    </message>
    <message>
        <source>; compute fabric of %1 leaf, %2 spine and %3 core switches (%4)</source>
        <translation>; red de cómputo de %1 conmutadores hoja, %2 de columna y %3 de núcleo (%4)</translation>
    </message>
    <message>
        <source>; no compute fabric (no topology.conf)</source>
        <translation>; sin red de cómputo (no hay topology.conf)</translation>
    </message>
    <message numerus="yes">
        <source>. %n assumption(s) made: check them before you plan.</source>
        <translation><numerusform>. Se hizo %n suposición: revísela antes de planificar.</numerusform><numerusform>. Se hicieron %n suposiciones: revíselas antes de planificar.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) match the catalog only approximately: see Catalog Matches.</source>
        <translation><numerusform>%n nombre coincide con el catálogo solo de forma aproximada: vea Coincidencias con el catálogo.</numerusform><numerusform>%n nombres coinciden con el catálogo solo de forma aproximada: vea Coincidencias con el catálogo.</numerusform></translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Problemas (%1)</translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation>Notas (%1)</translation>
    </message>
    <message>
        <source>Assumptions (%1)</source>
        <translation>Suposiciones (%1)</translation>
    </message>
    <message>
        <source>Catalog Matches (%1)</source>
        <translation>Coincidencias con el catálogo (%1)</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation>Red de cómputo</translation>
    </message>
    <message>
        <source>none: no topology.conf with switches or blocks was read</source>
        <translation>ninguna: no se leyó ningún topology.conf con conmutadores o bloques</translation>
    </message>
    <message>
        <source>Leaf-level switches in topology.conf</source>
        <translation>Conmutadores de nivel hoja en topology.conf</translation>
    </message>
    <message>
        <source>%1 (up to %2 nodes each)</source>
        <translation>%1 (hasta %2 nodos cada uno)</translation>
    </message>
    <message>
        <source>Switches above them</source>
        <translation>Conmutadores por encima</translation>
    </message>
    <message numerus="yes">
        <source>Rail-optimized fat tree, %n rail(s)</source>
        <translation><numerusform>Fat tree optimizado por rieles, %n riel</numerusform><numerusform>Fat tree optimizado por rieles, %n rieles</numerusform></translation>
    </message>
    <message>
        <source>Fat tree</source>
        <translation>Árbol grueso (fat tree)</translation>
    </message>
    <message>
        <source>Single tier</source>
        <translation>Un solo nivel</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topología</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Tecnología</translation>
    </message>
    <message>
        <source>Switch tiers</source>
        <translation>Niveles de conmutadores</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Conmutador</translation>
    </message>
    <message>
        <source>Link per GPU</source>
        <translation>Enlace por GPU</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation>%1:1</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Sobresuscripción</translation>
    </message>
    <message>
        <source>none (one tier)</source>
        <translation>ninguna (un nivel)</translation>
    </message>
    <message>
        <source>Planned by the network model</source>
        <translation>Planificado por el modelo de red</translation>
    </message>
    <message>
        <source>%1 leaf, %2 spine, %3 core switches</source>
        <translation>%1 conmutadores hoja, %2 de columna, %3 de núcleo</translation>
    </message>
    <message>
        <source>NVLink domains from blocks</source>
        <translation>Dominios NVLink a partir de bloques</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (predeterminada)</translation>
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
    <name>cp::ui::ValidationScatterChart</name>
    <message>
        <source>Published (each figure in its own unit)</source>
        <translation>Publicado (cada cifra en su unidad)</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Predicho</translation>
    </message>
    <message>
        <source>Exact prediction</source>
        <translation>Predicción exacta</translation>
    </message>
    <message>
        <source>±%1 %</source>
        <translation>±%1 %</translation>
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
    <message>
        <source>Predicted against published</source>
        <translation>Predicho frente a publicado</translation>
    </message>
    <message>
        <source>Held out</source>
        <translation>Excluida su fuente</translation>
    </message>
    <message>
        <source>The error with the calibration refitted without the run's own source table (leave-one-group-out): what to expect on runs it was not fitted on</source>
        <translation>El error con la calibración reajustada sin la tabla de origen de la propia ejecución (dejando fuera cada grupo): lo que cabe esperar en ejecuciones con las que no se ajustó</translation>
    </message>
    <message>
        <source>Held-out errors: refitting the calibration without each source table in turn…</source>
        <translation>Errores excluyendo la fuente: reajustando la calibración sin cada tabla de origen por turno…</translation>
    </message>
    <message>
        <source>no calibration spec at %1</source>
        <translation>no hay especificación de calibración en %1</translation>
    </message>
    <message>
        <source>Held-out errors could not be computed: %1.</source>
        <translation>No se pudieron calcular los errores excluyendo la fuente: %1.</translation>
    </message>
    <message>
        <source>Predicted %1 with the factors fitted without the source table %2</source>
        <translation>Predicho %1 con los factores ajustados sin la tabla de origen %2</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>mediana %1</translation>
    </message>
    <message numerus="yes">
        <source>Held out (the last column): each training run predicted with the calibration refitted without its own source table, over %n source table(s): median error %1, 90th percentile %2 over %3 figures. This is the error to expect on runs the factors were not fitted on.</source>
        <translation><numerusform>Excluida su fuente (la última columna): cada ejecución de entrenamiento predicha con la calibración reajustada sin su propia tabla de origen, en %n tabla de origen: error mediano %1, percentil 90 %2 sobre %3 cifras. Es el error que cabe esperar en ejecuciones con las que no se ajustaron los factores.</numerusform><numerusform>Excluida su fuente (la última columna): cada ejecución de entrenamiento predicha con la calibración reajustada sin su propia tabla de origen, en %n tablas de origen: error mediano %1, percentil 90 %2 sobre %3 cifras. Es el error que cabe esperar en ejecuciones con las que no se ajustaron los factores.</numerusform></translation>
    </message>
    <message>
        <source>Published measured runs in %1, predicted by the model that estimates this design (errors are predicted / published − 1). %2. Some of these runs were used to fit the calibrated factors, so these errors are in-sample, not errors on unseen runs.</source>
        <translation>Ejecuciones medidas publicadas en %1, predichas por el modelo que estima este diseño (error = predicho / publicado − 1). %2. Algunas de estas ejecuciones se usaron para ajustar los factores calibrados, así que estos errores son dentro de la muestra, no errores sobre ejecuciones no vistas.</translation>
    </message>
    <message numerus="yes">
        <source>Serving runs the same way (the serving calibration refitted without each of %n source table(s); engines it does not fit use sourced values alone): median error %1, 90th percentile %2 over %3 figures.</source>
        <translation><numerusform>Las ejecuciones de inferencia, igual (la calibración de inferencia reajustada sin la propia tabla de origen, %n tabla; los motores que no ajusta usan solo valores de fuentes): error mediano %1, percentil 90 %2 sobre %3 cifras.</numerusform><numerusform>Las ejecuciones de inferencia, igual (la calibración de inferencia reajustada sin la propia tabla de origen, %n tablas; los motores que no ajusta usan solo valores de fuentes): error mediano %1, percentil 90 %2 sobre %3 cifras.</numerusform></translation>
    </message>
    <message>
        <source>Serving held-out errors could not be computed: %1.</source>
        <translation>No se pudieron calcular los errores de inferencia con su fuente excluida: %1.</translation>
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
        <source>Inference latency against throughput</source>
        <translation>Latencia de inferencia frente a rendimiento</translation>
    </message>
    <message>
        <source>Scaling: tokens/s and MFU against GPU count (%1)</source>
        <translation>Escalado: tokens/s y MFU frente al número de GPU (%1)</translation>
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
        <source>The evaluation lists no assumptions.</source>
        <translation>La evaluación no enumera ningún supuesto.</translation>
    </message>
    <message>
        <source>Could not be estimated</source>
        <translation>No se pudo estimar</translation>
    </message>
    <message>
        <source>Network cost by fabric</source>
        <translation>Coste de cada red</translation>
    </message>
    <message>
        <source>Goodput per GPU (tokens/s)</source>
        <translation>Goodput por GPU (tokens/s)</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>Objetivo de TPOT</translation>
    </message>
    <message>
        <source>Interruptions by component</source>
        <translation>Interrupciones por componente</translation>
    </message>
    <message>
        <source>%1: the report would be larger than %2 MB or %3 pages (%4 MB in %5 pages so far); nothing was written</source>
        <translation>%1: el informe superaría los %2 MB o las %3 páginas (%4 MB en %5 páginas hasta ahora); no se escribió nada</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tiempo (s)</translation>
    </message>
    <message>
        <source>IT power (MW)</source>
        <translation>Potencia IT (MW)</translation>
    </message>
    <message>
        <source>Power of %1 over three steps: swing %2</source>
        <translation>Potencia de %1 durante tres pasos: oscilación de %2</translation>
    </message>
    <message>
        <source>Checkpoint interval (min)</source>
        <translation>Intervalo de checkpoint (min)</translation>
    </message>
    <message>
        <source>Goodput (%)</source>
        <translation>Goodput (%)</translation>
    </message>
    <message>
        <source>Blast radius by failure domain</source>
        <translation>Radio de impacto por dominio de fallo</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Portada</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Capex is everything bought up front. The total cost of ownership covers the cost period of %1: the IT equipment, the building's share for the period (period over the building's life), the cost of capital on both and the operating cost; it can therefore be below capex when the building is a large part of it.</source>
        <translation>El capex es todo lo que se compra por adelantado. El coste total de propiedad cubre el periodo de coste de %1: el equipo de TI, la parte del edificio correspondiente al periodo (periodo entre vida útil del edificio), el coste del capital de ambos y el coste operativo; por eso puede quedar por debajo del capex cuando el edificio es una parte grande de él.</translation>
    </message>
    <message>
        <source>What to look at first</source>
        <translation>Qué mirar primero</translation>
    </message>
    <message>
        <source>Concerns</source>
        <translation>Afecta a</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message numerus="yes">
        <source>%n more warning(s) in appendix B.</source>
        <translation><numerusform>%n aviso más en el apéndice B.</numerusform><numerusform>%n avisos más en el apéndice B.</numerusform></translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Diseño</translation>
    </message>
    <message>
        <source>Power by component</source>
        <translation>Potencia por componente</translation>
    </message>
    <message>
        <source>Goodput against checkpoint interval</source>
        <translation>Goodput frente al intervalo de checkpoint</translation>
    </message>
    <message>
        <source>Appendix A — Bill of materials</source>
        <translation>Apéndice A — Lista de materiales</translation>
    </message>
    <message>
        <source>Appendix B — Warnings</source>
        <translation>Apéndice B — Avisos</translation>
    </message>
    <message>
        <source>Design file</source>
        <translation>Fichero de diseño</translation>
    </message>
    <message>
        <source>Appendix C — All figures</source>
        <translation>Apéndice C — Todas las cifras</translation>
    </message>
    <message>
        <source>Which inputs move the answers</source>
        <translation>Qué entradas mueven los resultados</translation>
    </message>
    <message>
        <source>Each input lowered and raised by %1 %, the design re-evaluated; bars show how far each output moves.</source>
        <translation>Cada entrada se baja y se sube un %1 % y se vuelve a evaluar el diseño; las barras muestran cuánto se mueve cada resultado.</translation>
    </message>
    <message>
        <source> (estimate)</source>
        <translation> (estimación)</translation>
    </message>
    <message>
        <source>Appendix D — Assumptions and sources</source>
        <translation>Apéndice D — Supuestos y fuentes</translation>
    </message>
    <message>
        <source>Appendix E — Model validation</source>
        <translation>Apéndice E — Validación del modelo</translation>
    </message>
    <message>
        <source>No validation cases were run for this report (clusterplanner report --validation DIR runs them).</source>
        <translation>No se ejecutaron casos de validación para este informe (clusterplanner report --validation DIR los ejecuta).</translation>
    </message>
    <message>
        <source>%1: median error %2, 90th percentile %3, over %4 figures</source>
        <translation>%1: error mediano %2, percentil 90 %3, sobre %4 cifras</translation>
    </message>
    <message>
        <source>%1 published measured runs (%2 figures) predicted by the model that estimates this design; the error is predicted / published − 1. %3. Where the catalog's factors were fitted to these runs these errors are in-sample; the Validation tab of the app gives the leave-one-group-out errors.</source>
        <translation>%1 ejecuciones medidas y publicadas (%2 cifras) predichas por el modelo que estima este diseño; el error es predicho / publicado − 1. %3. Donde los factores del catálogo se ajustaron a estas ejecuciones, estos errores son dentro de la muestra; la pestaña Validación de la aplicación da los errores dejando fuera un grupo.</translation>
    </message>
    <message>
        <source>Predicted against published</source>
        <translation>Predicho frente a publicado</translation>
    </message>
    <message>
        <source>Error per source table</source>
        <translation>Error por tabla de origen</translation>
    </message>
    <message>
        <source>Source table</source>
        <translation>Tabla de origen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Cifras</translation>
    </message>
    <message>
        <source>Median error</source>
        <translation>Error mediano</translation>
    </message>
    <message>
        <source>90th percentile</source>
        <translation>Percentil 90</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Máximo</translation>
    </message>
    <message>
        <source>Bias</source>
        <translation>Sesgo</translation>
    </message>
    <message>
        <source>Largest errors</source>
        <translation>Errores más grandes</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Caso</translation>
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
        <source>Not predicted: %1 case(s) and %2 unreadable file(s); 'clusterplanner validate' lists them with the reason.</source>
        <translation>Sin predicción: %1 caso(s) y %2 fichero(s) ilegibles; 'clusterplanner validate' los lista con el motivo.</translation>
    </message>
    <message>
        <source>Training, each run predicted with the calibration refitted without its own source table (leave-one-group-out, %1 tables): median error %2, 90th percentile %3 over %4 figures. This is the error to expect on runs the factors were not fitted on.</source>
        <translation>Entrenamiento, cada ejecución predicha con la calibración reajustada sin su propia tabla de origen (dejando fuera cada grupo, %1 tablas): error mediano %2, percentil 90 %3 sobre %4 cifras. Es el error que cabe esperar en ejecuciones con las que no se ajustaron los factores.</translation>
    </message>
    <message>
        <source>Serving, each run predicted with the serving calibration refitted without its own source table (leave-one-group-out, %1 tables; engines it does not fit use sourced values alone): median error %2, 90th percentile %3 over %4 figures.</source>
        <translation>Inferencia, cada ejecución predicha con la calibración de inferencia reajustada sin su propia tabla de origen (dejando fuera cada grupo, %1 tablas; los motores que no ajusta usan solo valores de fuentes): error mediano %2, percentil 90 %3 sobre %4 cifras.</translation>
    </message>
</context>
</TS>