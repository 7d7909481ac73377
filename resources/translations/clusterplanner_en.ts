<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Assumptions</name>
    <message>
        <source>Electricity price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Building cost per MW of IT load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Building life</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Colocation price per kW and month</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cooling limit per rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cooling limit per rack (legacy air-cooled hall)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack power distribution capacity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Coolant distribution unit capacity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Average server power as a share of peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network and storage power as a share of server power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage as a share of capex</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack infrastructure per rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack power distribution units</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack enclosure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack cabling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Depreciation period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Support per year as a share of capex</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Integration as a share of capex</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Staff cost per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discount rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server price per GPU price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server power per GPU power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU power (TDP)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server peak power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack system price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack system peak power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage system price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage system power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage capacity per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage power per PB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network share of capex (published)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint write bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint read bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint write bandwidth per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restart time after a failure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server repair time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Probability of having a spare server when needed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failure detection time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rescheduling time after a failure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Process launch time at a restart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Communicator start-up per 1,000 ranks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slow warm-up steps after a restart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint read bandwidth per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint copy to host memory per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In-memory checkpoint copies on other servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Share of the network used to copy in-memory checkpoints</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time to detect silent data corruption</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power distribution units per rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Redundant server power supplies</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU power when idle, share of TDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU power while computing, share of TDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU power while communicating, share of TDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Host power per GPU (CPUs, memory, fans, NICs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time GPUs take to change power between phases</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy storage in the power supplies</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak demand smoothed by the power supplies' storage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Site-wide checkpoint write bandwidth limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Site-wide checkpoint read bandwidth limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NIC price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NIC power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optic or cable price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optic or cable power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cable price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cable power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Transceiver price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Transceiver power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failures per million hours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of GPU TDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of HBM peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of TDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of dense BF16 peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of dense FP4 peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of dense FP8 peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of dense GEMM efficiency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of the memory left after weights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of output tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of the per-GPU unidirectional scale-up bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of the node's scale-out bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of the rack's peak grid demand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 PDUs per rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 s per 1,000 ranks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GB/s per job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GB per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 Gb/s per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 W per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 kW per coolant distribution unit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 copies on other nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 passes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 sequences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 bytes per catalog GB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GB/s per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>/kWh</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>/MW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>/kW-month</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CatalogDetails</name>
    <message>
        <source>estimate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Source:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>est.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 TFLOP/s BF16 · %2 GB · %3 W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BF16 dense</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>FP8 dense</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not supported</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GB %2, %3 TB/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scale-up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, %2 GB/s per direction</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPUs · %2 kW · %3U</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scale-up domain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compute NICs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 × %2 Gb/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Max power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 U</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 × %2 Gb/s · %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Protocol</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switching</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 Tb/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 ns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 Gb/s · %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 TB · %2 GB/s read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 TB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPUs in one NVLink domain · %2 trays · %3 kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compute trays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch trays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CatalogDrop</name>
    <message>
        <source>New rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add to "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New rack in "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drop a GPU onto a node to change its GPUs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Use in "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Connect "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Connect the whole design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drop a NIC onto a fabric to use it for that fabric.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drop an optic or cable onto a fabric to use it for its switch links.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add storage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New %1 rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Facility figures, cloud offers and failure rates are set in the inspector.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not in the catalog.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set GPU to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set switch to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Connect fabric of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set NIC to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set optic to %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CatalogPalette</name>
    <message>
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack-scale systems</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NICs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optics and cables</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DesignFileIo</name>
    <message>
        <source>%1 is not a valid design:
%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is %2 MB, too large to be a design file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write %1: %2 (the previous file is unchanged)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak BF16 compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dense BF16 peak summed over every GPU (no 2:4 sparsity).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A GB200 NVL72 rack platform counts as one server.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every rack, including network and management racks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scale-up domains</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NVLink-class domains.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak FP8 compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dense FP8 peak; GPUs without FP8 count zero.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU memory (HBM)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Node class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs per server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs per scale-up domain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers per rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training throughput</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time to train</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failure-free time to train the job's token budget at this throughput.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Model FLOP/s as a share of the GPUs' dense peak at the plan's precision (Megatron-LM convention).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not be estimated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Why the plan cannot run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Parallel plan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plan chosen by</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Model TFLOP/s per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>HFU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hardware FLOP/s (recomputation included) as a share of peak.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>On the pipeline stage that needs the most.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usable HBM per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>HBM less the runtime's reserve.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Memory headroom per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Negative: the plan does not fit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fits in memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU-hours to train</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tokens per step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Micro-batches per pipeline</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Weights, master weights and optimizer state of the whole job.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plans evaluated by the search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plans that fit in memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step time breakdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Forward compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Backward compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recomputation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tensor-parallel communication</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Context-parallel communication</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expert-parallel all-to-all</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pipeline communication</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stage imbalance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Data-parallel communication</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optimizer step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Memory per GPU breakdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optimizer state</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Buffers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plan in detail</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Context parallel (CP)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Global batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interleaved stages per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Communication model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MFU convention</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs the services need</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Serving GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs in the design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Services fit the design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inference service</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Request rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prompt length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Output length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TTFT target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time to first token, at the SLO percentile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TPOT target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time per output token after the first: (end-to-end latency - TTFT) / (output tokens - 1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Serving mode asked for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Why this fleet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prefill share of the work</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Chosen fleet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cheapest aggregated fleet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cheapest disaggregated fleet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fleet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Serving mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TTFT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TPOT</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Goodput per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Requests per second the fleet serves within the latency targets, per GPU.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input and output tokens, at the design's cost per GPU-hour.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fleet cost per hour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fleet IT power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>KV-cache transfer not hidden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prefill share of the GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Instances</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prefill pool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Decode pool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Goodput per instance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Load per instance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sequences in a batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prefill of one prompt</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Decode step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Decode bound by memory bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TPOT definition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>KV-cache transfer bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost basis</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network cost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bill-of-materials lines the catalog prices; see missing figures.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bill-of-materials lines with a published power figure.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every line priced</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All-reduce bandwidth per GPU, worst placement</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bus bandwidth (NCCL convention) when every data-parallel group all-reduces at once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Technology</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch tiers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Links</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NICs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Link speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One direction, across the worst balanced cut.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch ports at link speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rails</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NIC ports per server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers attached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NIC ports attached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch hops, farthest pair</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch latency, farthest pair</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Latency figure from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NIC ports when fully built out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers when fully built out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch tier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Down ports per switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Up ports per switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ports used</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ports free</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Link class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed per link</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optic</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bill-of-materials line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unit power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Total power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Priced with the servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Price is an estimate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Price source</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Collective bandwidth on the compute fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NIC bandwidth per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scale-up bandwidth per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Message size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All-reduce inside one scale-up domain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All-reduce of every data-parallel group, neighbours in adjacent domains</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All-reduce of every data-parallel group, neighbours a leaf apart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All-reduce of every data-parallel group, neighbours a pod apart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bus bandwidth per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NCCL bus-bandwidth convention.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bound by</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Congestion slowdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs per group</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stride between ranks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Groups at once</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Latency term</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Farthest tier crossed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Busiest links</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Busiest link load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Facility power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak IT power times PUE.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>IT power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak draw of servers, network and storage.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Facility power, average</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>IT power, average</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power usage effectiveness: facility power / IT power.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Facility energy at the average draw, 8,760 hours.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Average server power, share of peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>From the largest training job's power profile (its steps, checkpoint stalls and restarts) when the design has one; otherwise the catalog's fixed fraction.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Largest training job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Site power swing each step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The largest job's swing between compute and communication phases at the facility meter (IT swing times PUE).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Site ramp rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How fast the site's draw changes at a phase change: the swing over the time the job's GPUs take to change phase.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Swing the grid sees</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>After the platform's own power smoothing (energy storage in the rack power supplies), where the catalog says it has it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers, peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers, average</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU TDP, summed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Part of the servers' power.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network and storage, estimated share</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A share of the servers' power where the network or storage power is not published.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Average power from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training job power over time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power while computing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs and their hosts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power while communicating</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Exposed collectives and pipeline bubbles: the GPUs wait.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Swing each step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compute power less communication power (IT).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ramp rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Average power over the run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Steps, checkpoint stalls and restarts, as the reliability model counts them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage to flatten the steps, power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage to flatten the steps, energy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage to hold the draw through a restart, power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage to hold the draw through a restart, energy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power while idle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Blocking checkpoint writes and restarts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Average power over a step</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Swing at the facility meter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Times PUE.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Largest possible swing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The job's GPUs from idle to TDP: no swing can exceed it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Platform smooths power in its supplies</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Share of time stepping</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Share of time in checkpoint stalls</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Share of time restarting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drop at a restart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Kind of phase</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack class</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power per rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cooling limit per rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Over the limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Capex</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Everything bought up front: IT equipment, integration and the building.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>IT capex, the building's share for the period (period / building life), the cost of capital on both at the design's discount rate, and opex over the period.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TCO</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost per useful GPU-hour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Total cost of ownership over the GPU-hours used in the period (utilization); with a discount rate, the same as discounted cost over discounted hours.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The IT depreciation period: the horizon of TCO and of the cost chart.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opex per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost of ownership per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Capex of GPUs and servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TCO: IT equipment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TCO: share of the building</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The building lasts longer than the IT: the period carries its share (period / building life).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TCO: operating cost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opex over the period.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TCO: cost of capital</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interest on the up-front spending at the design's discount rate: what the same money would have earned.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Useful GPU-hours in the period</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy share of TCO</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>IT equipment share of TCO</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discount rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Capex by category</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs and servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scale-out network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Front-end and storage network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Racks, PDUs and cooling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Integration</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Building</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opex by category</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Colocation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Support and maintenance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Staff</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cloud offer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Renting the useful GPU-hours, per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Owning, per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Break-even utilization</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Above it owning costs less than renting the hours used.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Break-even after</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Committed term</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inference service cost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tokens per second</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Capex line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How workloads are charged</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interruptions per day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interruptions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mean time between interruptions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Goodput</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Useful time over elapsed time with the design's checkpoint strategy at its optimal interval, net of silent data corruption.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint strategy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The strategy's optimum in Daly's model, held at one step and at the time its background work takes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time to train with interruptions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost of the run with interruptions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost of the run, failure-free</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hot spare servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hot spare servers per scalable unit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not estimated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers lost per day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interruptions over the run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU-hours lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost of the lost hours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU-hours of the run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time to train, failure-free</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restart time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint interval (Young)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint interval (Daly)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint interval (exact optimum)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers in repair, on average</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>At the strategy's optimal interval, before silent data corruption.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optimal interval</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training stalled per checkpoint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expected ETTR (Kokolis et al.)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The first-order estimate of Kokolis et al. (HPCA 2025) at the same interval.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Background work per checkpoint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Persisting to storage (asynchronous) or copying to peers (in memory) while training continues.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shortest interval it sustains</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interval held at its shortest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Newest checkpoint lags by</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Work lost per interruption</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage write load, average</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Host memory held per server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restart time by term</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Detecting the failure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rescheduling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Launching the processes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Initialising the communicators</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Grows with the ranks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reading the checkpoint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warming up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restart in total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The range combines the terms' ranges as independent.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failure domain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers affected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs affected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stops the job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No: the job carries on with less bandwidth or without redundancy.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Data-parallel replicas lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throughput on the remaining replicas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>If the stack continues on fewer data-parallel replicas instead of restarting.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bandwidth lost by the servers affected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How it is counted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Silent data corruption</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Events per day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time until detected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Share of time lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Whole cluster</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Units</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rate counted per</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Takes a server out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failure-rate set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU generation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interruptions per GPU per year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failure rates from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failure-rate multiplier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Applied to every rate of the set (a newer GPU generation against the set's fleet).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>k</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>:1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>/year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>/h</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>/GPU-hour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>/M tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MWh</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GWh</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TWh</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>µs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>months</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bytes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>kB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>kB/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TB/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gb/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tb/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PFLOP/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>EFLOP/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>requests/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>per day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>kW/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MW/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GW/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>kWh</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Headline figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>could not be estimated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not known</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Assumption</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost and TCO</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reliability</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Blocking</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Asynchronous</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NVLink domain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Leaf switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Spine switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Core switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack PDU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cooling loop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scalable unit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pipeline fill</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Forward and backward</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Exposed communication</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pipeline drain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gradient reduction</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>evaluate JSON: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Range from uncertain catalog figures: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expert tensor parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Capacity per instance</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Requests per second one instance sustains at all, whatever the latency.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Share of capacity in use</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Load per instance over its capacity. Near capacity the predicted latencies are optimistic: MLPerf Server runs at 93-99% of capacity measured two to three times the predicted time per token.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GroupDropTarget</name>
    <message numerus="yes">
        <source>Release to move %n groups out to the top level</source>
        <translation><numerusform>Release to move %n group out to the top level</numerusform><numerusform>Release to move %n groups out to the top level</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Release to move %n groups into "%1"</source>
        <translation><numerusform>Release to move %n group into "%1"</numerusform><numerusform>Release to move %n groups into "%1"</numerusform></translation>
    </message>
    <message>
        <source>pod</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>scalable unit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not allowed: the selected groups are in different parents; move them into another group one parent at a time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not allowed: different parents</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Release to move "%1" out to the top level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Out to the top level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Release to move "%1" into "%2"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Into "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not allowed: "%2" (%1) cannot hold "%4" (%3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not allowed: %1 into %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HeadlineFigures</name>
    <message>
        <source>≈%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Part of it rests on estimated prices.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Llama 3 pre-training, 16k H100 (Meta, 2024)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Meta RSC-1 research cluster, 16k A100 (2025)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Meta RSC-2 research cluster, 8k A100 (2025)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>OPT-175B run, 1k A100 in a cloud (2022)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BLOOM-176B run, 384 A100 (2022)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Crusoe H200 cluster (secondary source, 2025)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Databricks planning assumption, hard failures (2026)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reliability</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failure rates</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rate multiplier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>x the fleet's rates</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoints</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Blocking writes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Asynchronous (host memory, then storage)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In memory (copies on other servers)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Facility</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>$/kWh</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Air</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Liquid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Site</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Build</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Colocation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Build cost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>$M/MW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>$/kW-month</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>kW (0 = cooling default)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Economics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Depreciation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%/year of capex</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discount rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%/year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Integration</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>% of capex</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Staff</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>$/year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Front-end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Technology</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ethernet (RoCE)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rail-optimized fat tree</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fat tree</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Single tier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch tiers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The whole design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Connects</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The platform's NIC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NIC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(default)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch links</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Link per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Gb/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Link per node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rails</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>0 = per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Oversubscription per tier boundary, leaf→spine first: 1 = non-blocking, e.g. "1, 2".</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In-network reduction (SHARP)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Appliances</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Count (×N)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>×</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pod</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scalable unit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>None: a rack of servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack system</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drop node platforms from the catalog into this group to add servers; the count replicates the whole group. A rack system (GB200 NVL72) holds its compute trays as its nodes and brings its switch trays, power and price.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The platform's own GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>0 = platform</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scale-up domain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>0 uses the rack system's or the platform's figure (e.g. 72 GPUs for the compute trays of a GB200 NVL72 rack).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>$</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Max power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>kW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TDP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog overrides: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>catalog: %1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>catalog: not published</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Empty = use the catalog figure (%1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(custom architecture)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>KV heads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>FFN size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Vocabulary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MoE experts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>0 = dense</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Experts per token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Token budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>billion tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Global batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>sequences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>0 = all</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plan objective</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shortest time to train</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Most tokens per dollar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Software stack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Default (Megatron-Core)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Megatron-Core 2023-2024 (NeMo 24.xx)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Megatron-LM 2021-2022</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Megatron-DeepSpeed 2021-2022</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PyTorch FSDP2 (torchtitan)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PyTorch FSDP1 (Composer, LLM Foundry)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The training framework decides what overlaps with compute (tensor-parallel and gradient communication, FSDP prefetch, MoE all-to-all), the attention kernel and the pipeline engine.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Search the best parallel plan automatically</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Data parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Context parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expert parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plan fields are empty while the plan is searched automatically.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dropout</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Train with hidden and attention dropout, keeping their masks in activation memory (Megatron GPT runs). Llama 2/3, Mixtral and DeepSeek pre-train without dropout.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inference service</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Request rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>req/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Output length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TTFT target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TPOT target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Serving</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Aggregated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Disaggregated prefill/decode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose automatically</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>0 = size the fleet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Serving engine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Default for the GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Megatron's --expert-tensor-parallel-size 1 (MoE parallel folding): experts are not split by tensor parallelism and each expert-parallel group is adjacent GPUs. Off: experts are split like the rest of the layer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Experts not split by TP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>FP8 scaled per block</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The FP8 checkpoint scales its weights per 128x128 block (DeepSeek-V3/R1, Qwen's -FP8 releases). Served in FP8, it runs on the engine's block-scaled kernels.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Attention kept in 16 bits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The quantized checkpoint quantizes only its MLPs or experts and keeps attention in 16 bits (gpt-oss's MXFP4, Meta's FP8 Llama 3.1 405B): attention is stored and read at 2 bytes and multiplied at the BF16 rate.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Engine default</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>16 bits (BF16/FP16)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The KV cache's element type as the engine is launched (--kv-cache-dtype, kv_cache_config.dtype). Engine default: on TensorRT-LLM FP8 beside FP8 or FP4 weights whose checkpoint quantises the cache (NVIDIA's ModelOpt releases) and 16 bits beside a vendor's block-scaled FP8 weights; the model's 16 bits on vLLM and SGLang. An FP8 cache holds twice the tokens of a 16-bit one.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <source>%1 DAC cable (in the rack)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 active optical cable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 transceiver</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 fiber cable (beyond the rack)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>compute NIC port</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NIC port</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>compute NIC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 rack system (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>storage (share of compute and network capex)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2 (%3: %4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 scale-up switch trays (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rack enclosure, power shelves and bus bar (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in-rack liquid cooling: cold plates and manifolds (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rack enclosure (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rack PDUs (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rear-door heat exchanger (%1, %2 kW per rack)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>coolant distribution units (%1 kW of liquid-cooled racks)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>racks, PDUs and in-rack cooling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>installation and integration (share of hardware)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>data-center build (MW of critical IT power)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>could not be estimated: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>collective bandwidth not estimated: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no compute fabric bandwidth: communication across scale-up domains assumed at %1 per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>network model unavailable (%1): per-tier bandwidth model used</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no global batch given: %1 sequences (~4M tokens) assumed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>plan cannot run: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the plan does not fit in GPU memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no plan runs on all %1 GPUs; the best plan uses %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no plan fits in GPU memory (%1 plans tried)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tp x pp x dp x cp does not equal the GPU count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tp does not divide the attention heads / kv heads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tp does not divide the FFN width</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>pp exceeds the layer count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>global batch is not a multiple of micro-batch x dp</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>2 x cp does not divide the sequence length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ep must divide the experts and dp x cp (and be 1 for dense models)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>interleaving needs pp &gt; 1, micro-batches a multiple of pp and layers per stage a multiple of the interleave</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>zero stage must be 0..3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the GPU has no FP8 tensor cores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 tier(s) of %3-port switches cannot connect %4 endpoints; planned with %5 tiers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The model does not fit on %1 even across pipeline stages.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no aggregated configuration meets the targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no disaggregated configuration meets the targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no configuration meets the targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>needs %1 GPUs, more than the budget of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 kW per rack exceeds the air-cooling limit of %3 kW (%4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 kW per rack exceeds the liquid-cooling limit of %3 kW (%4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>network and storage power not included: no published item power and no 'cluster_overhead_power_fraction' facility profile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 figure(s) missing from the cost or power estimate (listed under Cost and TCO); the first: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU '%1' has no FP8 support: the FP8 peak leaves its GPUs out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>training takes %1 years: %2 trillion tokens at %3 tokens/s on %4 GPUs; published frontier runs take weeks to a few months, so lower the token budget or add GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1, %2, micro-batch %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fabric '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>storage '%1' has no price in the catalog: storage capex is the published share of compute and network (estimate)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the inference services need %1 GPUs; the design has %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>network model on fabric '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>network model: point-to-point on fabric '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>power profile of '%1': its step phases, checkpoint stalls and restarts, on every server all year</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>model FLOPs = 6 × active matmul parameters per token (logits included) + 12 × layers × heads × head dimension × sequence (attention over the full sequence), as Megatron-LM / Korthikanti et al. 2022; MFU = model FLOP/s / (GPUs × dense peak of the plan's precision); HFU adds recomputed FLOPs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TPOT = (end-to-end latency − TTFT) / (output tokens − 1), mean over a request</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No configuration on this GPU meets the targets: even one request alone exceeds the TTFT or TPOT target, or the model does not fit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Only disaggregated serving meets the targets: with %1-token prompts, prefill takes %2% of an instance's work, and interleaving it with decoding pushes TPOT above %3 at any batch.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Separate pools keep decode steps free of prefill.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Only aggregated serving meets the targets: moving each %1-token KV cache between pools costs more of the TTFT budget than it saves.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 ×%2 prefill : %3 ×%4 decode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 ×%2 prefill on %3 : %4 ×%5 decode on %6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Disaggregation across GPU types wins: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Disaggregation across GPU types wins: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs), and $%6/h with both pools on %7.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Aggregated serving is cheaper: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Aggregated serving is cheaper: %1 costs $%2/h against $%3/h aggregated on %4 (%5 GPUs), and $%6/h with both pools on %7.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A pool on another GPU type pays when that GPU's price per unit of the pool's bottleneck (HBM bandwidth and capacity for decode, FLOP/s for prefill) is lower; otherwise the service's own GPU stays cheaper.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Disaggregation wins: %1 GPUs (%2, %3:%4) against %5 aggregated (%6% fewer).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prompts of %1 tokens make prefill %2% of the work, and each prefill that runs on an aggregated instance stalls its decoding; to hold TPOT at %3 its decode batch must stay at %4 sequences.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A dedicated decode pool batches %1 sequences per instance at the same TPOT, and the prefill pool is sized for TTFT alone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>It pays off with long prompts and tight TPOT targets.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Aggregated serving is as cheap or cheaper: %1 GPUs (%2 ×%3) against %4 disaggregated (%5).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Aggregated serving is as cheap or cheaper: %1 GPUs (%2 ×%3 on %4) against %5 disaggregated (%6).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prefill is %1% of the work with %2-token prompts, but a TPOT target of %3 leaves room for it between decode steps, so one pool batches both phases; splitting would round two pools up separately and move every KV cache (%4 ms exposed per request).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prefill is %1% of the work with %2-token prompts, and a TPOT target of %3 leaves room for it between decode steps, so one pool batches both phases; splitting would round two pools up separately and move every KV cache (%4 ms exposed per request).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Disaggregation pays off with long prompts and tight TPOT targets, not with short prompts or loose targets.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The service asks for disaggregated serving, which is what is planned: %1 GPUs instead of %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The service asks for aggregated serving, which is what is planned: %1 GPUs instead of %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>design TCO per useful GPU-hour; a fleet or run pays for the GPU-hours it occupies</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>design TCO per useful GPU-hour $%1 (cost model), %2 W IT per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a failed GPU takes its host out of the job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one host</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a failed NVLink switch tray or backplane stops its %1-GPU scale-up domain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the scale-up domain is the host's %1 GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 hosts lose one of their %2 rails: collectives on that rail stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 hosts lose their leaf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ECMP routes around it: the %1 hosts under it lose 1/%2 of their uplink bandwidth; flows in flight may time out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>inter-pod traffic loses 1/%1 of its bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>redundant supplies on other PDUs keep the rack's %1 hosts up without power redundancy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the hosts fed by one of the rack's %1 PDUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 racks of %2 kW on one %3 kW coolant distribution unit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a rack (its power shelf, top-of-rack cabling or enclosure)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>every host of one scalable unit (its fabric or power feed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Llama 3 405B pre-training, 16,384 H100 (Meta, 2024)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Meta RSC-1 research cluster, 16k A100 (Kokolis et al., 2025)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Meta RSC-2 research cluster, 8k A100 (Kokolis et al., 2025)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>OPT-175B run, ~1,000 A100 in a cloud (Meta, 2022)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BLOOM-176B run, 384 A100 (BigScience, 2022)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Crusoe H200 cluster, GTC 2025 (secondary, low confidence)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Databricks planning assumption, hard GPU failures (2026)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>plan search</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>design file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the cheaper of the two</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>selective</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs and servers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>scale-out network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>front-end and storage network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>storage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>racks, PDUs and cooling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>building</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>on demand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1-year reserved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>3-year reserved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>capacity block</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reserved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>spot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BF16</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>FP16</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>FP4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>aggregated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>disaggregated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>communication</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>front end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ethernet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fat tree</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rail-optimized fat tree</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in the switches (SHARP)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tree</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NIC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>scale-up links</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>leaf to spine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>server to leaf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>spine to core</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>core</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>leaf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>spine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>scale-up domain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>transceiver</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>copper cable (DAC)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>active optical cable (AOC)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>blocking</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>asynchronous</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>in memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Faulty GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU HBM3 memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Software bug</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network switch/cable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Host maintenance (unplanned)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU SRAM memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU system processor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NCCL watchdog timeouts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Silent data corruption</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU thermal interface + sensor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SSD</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power supply</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server chassis</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>IO expansion board</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dependency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>System memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All GPU-category interruptions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All failures, Crusoe H200 cluster</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All unexpected interruptions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU death, BLOOM-176B run (48 nodes A100)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hard GPU failure (planning assumption)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Node failure, OPT-175B run (~128 nodes A100)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Node failure, RSC-1 (16k A100)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Node failure, RSC-2 (8k A100)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Llama 3 pre-training, 16k H100 (Meta, 2024)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Meta RSC-1 research cluster, 16k A100 (2025)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Meta RSC-2 research cluster, 8k A100 (2025)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>OPT-175B run, 1k A100 in a cloud (2022)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>BLOOM-176B run, 384 A100 (2022)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Crusoe H200 cluster (secondary source, 2025)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Databricks planning assumption, hard failures (2026)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 x%2 aggregated (%3 GPUs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 x%2 prefill : %3 x%4 decode (%5:%6 GPUs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 x%2 prefill on %3 : %4 x%5 decode on %6 (%7:%8 GPUs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the chosen fleet runs a pool at %1% of its capacity; near capacity the predicted latencies are optimistic (MLPerf Server runs at 93-99% of capacity measured two to three times the predicted time per token)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The hardware catalog could not be loaded: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Page %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>selective</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Overview</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost &amp;&amp; TCO</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reliability</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Sensitivity</name>
    <message>
        <source>GPU peak FLOP/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scale-up bandwidth</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scale-out bandwidth per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Server and GPU prices</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network prices</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Electricity price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PUE overhead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Depreciation years</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Token budget</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Failure rates</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time to train</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TCO</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Iteration time (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training throughput (tokens/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Weights and optimizer state per GPU (GiB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Activations per GPU (GiB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Output throughput (tokens/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Output throughput per GPU (tokens/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Prefill time (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Decode time per token (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time to first token, mean (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time per output token, mean (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time to first token, p90 (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time to first token, p99 (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time per output token, p90 (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Goodput (requests/s within both targets)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>Capex (million USD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Peak power (kW)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cooling and facility (PUE)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step time (ms)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NICs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cables</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network cost (million USD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interruptions per day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>on demand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1-year reserved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>3-year reserved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>spot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>capacity block</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reserved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Own cluster</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rent: %1 %2 at $%3/GPU-h</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optimal interval of each strategy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers affected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stopped: the job restarts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slowed: the job carries on</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cli</name>
    <message numerus="yes">
        <source>%1: %n page(s)</source>
        <translation><numerusform>%1: %n page</numerusform><numerusform>%1: %n pages</numerusform></translation>
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wrote %1 fitted rows to %2
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner calibrate: no writable application data folder
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Added %1 fitted rows to the user catalog %2
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown option '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no measurement file given</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown format '%1' (expected text or json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>give either --spec or both --gpu and --stack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner: %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner catalog: unknown subcommand '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner catalog %1: %2
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usage: clusterplanner catalog export --kind KIND FILE.csv [--user-only]
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wrote %1 %2 entries to %3.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usage: clusterplanner catalog import FILE.csv [--kind KIND]
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner catalog import: no writable application data folder
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Importing: %1 rows (%2%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Imported %1 %2 entries into %3 (%4 replaced existing entries).
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner catalog list: unexpected argument '%1'
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usage: clusterplanner catalog search TEXT [--kind KIND] [--format text|json]
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No catalog entry matches '%1'.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usage: clusterplanner catalog show ID [--format text|json]
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner catalog show: unknown id '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (did you mean '%1'?)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>note: user catalog upgraded: %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>warning: %1
</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner catalog: unknown kind '%1' (expected %2)
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner catalog: unknown format '%1' (expected text or json)
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, user</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>user catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bundled catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(not published)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Source (%1%2): %3
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, estimate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Price source (%1%2): %3
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Notes: %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usage: clusterplanner check DESIGN.json...
Validates each design file against the format and the catalog; prints every problem as FILE: /json/pointer: message.
Exit status: 0 all valid, 1 some invalid, 2 usage error.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no design file given</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: valid (%2 GPUs in %3 nodes, %4 racks)
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Show this help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>List, show, search, import and export hardware catalog entries</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Print a design's totals and estimates (JSON, text or CSV)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Validate design files against the format and the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predict published runs (validation files) and print the errors</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fit the training model's factors per GPU and stack to measured runs, with cross-validated errors</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Search the best parallel plans of a design's training jobs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write the PDF report and the CSV results of a design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare the headline figures of two or more designs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write Slurm and Kubernetes configuration for a design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Build a design from a cluster's slurm.conf, topology.conf and gres.conf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Size an inference service: aggregated vs disaggregated fleets for a rate and TTFT/TPOT targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Find the cheapest clusters that run a question's workloads within its limits (auto-design)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usage: clusterplanner compare A.json B.json [MORE.json ...] [--format text|json|csv] [--out FILE]
Evaluates the designs and prints every headline figure side by side, with each design's
difference from the first.
  --format FORMAT   text (default), json or csv
  --out FILE        write to FILE (atomically) instead of standard output
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>compare needs at least two design files</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown format '%1' (expected text, json or csv)</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: not a valid question; nothing was searched
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lowest TCO</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lowest capex</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>shortest training</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lowest power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>capex %1, TCO %2, %3 MW facility peak</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; '%1' %2 days at MFU %3% (tp %4 pp %5 dp %6 cp %7)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; '%1' on %2 GPUs (%3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no question file given</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one question file at a time ('%1' and '%2' given)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--top needs a positive integer (got '%1')</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--threads needs an integer from 0 to 1024 (got '%1')</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown objective '%1' (expected tco, capex, time or power)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>internal error: the %1 design re-evaluated differs from the search's figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot create the folder '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 candidates: %3 pruned by the deadline bound, %4 by the limits' bounds, %5 over a limit, %6 dominated, %7 evaluated with plan search and fleet sizing (%8 s)
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>why: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>binding: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>written to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pareto front (TCO, training time, facility power): %1 designs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no cluster answers the question: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: not a valid design; nothing was evaluated
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: could not be estimated: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usage: clusterplanner evaluate DESIGN.json [--format json|text|csv] [--out FILE]
Loads and validates the design and prints every estimate (docs/evaluate-output.md).
  --format FORMAT   json (default), text or csv
  --out FILE        write to FILE (atomically) instead of standard output
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown format '%1' (expected json, text or csv)</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>no output folder given (--out DIR)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the configuration of %1 nodes would take about %2 MB, more than %3 MB; nothing was written (give --allow-large-output to write it anyway)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the configuration would take %1 MB, more than %2 MB; nothing was written (give --allow-large-output to write it anyway)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no compute fabric: topology.conf not written</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>rail-optimized fat tree</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fat tree</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>single tier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Read: %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nodes by type (%1 nodes, %2 GPUs):
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 nodes x %2 %3 (gpu:%4) as %5 (%6)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, %1 CPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, %1 MiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Partitions:
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (default)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switches in topology.conf: %1 leaf-level (up to %2 nodes each), %3 above them
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compute fabric: %1, %2 tiers, %3 (%4), %5 per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, %1 rails</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>  planned by the network model: %1 leaf, %2 spine, %3 core switches
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scale-up domains from blocks: %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Assumptions:
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no slurm.conf or folder given</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one configuration at a time ('%1' and '%2' given)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no output design given (--out DESIGN.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--technology must be infiniband or ethernet, not '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner import-slurm: %1 exists; give --force to replace it
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no such file or folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner import-slurm: the configuration was not imported; %1 was not written
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Notes:
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wrote %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>one design file at a time ('%1' and '%2' given)</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>nothing to write (give --pdf, --csv or --bom-csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: no such validation folder</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <source>--stacks: '%1' is not a software stack (known: %2, or all)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the design has no training jobs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no training job named '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Transformer layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>KV heads (GQA; = heads for MHA)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Head dimension (default hidden/heads)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MLP intermediate size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MoE routed experts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MoE experts per token</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MoE expert intermediate size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MoE shared experts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MoE leading dense layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MLA latent size (DeepSeek); 0 = GQA</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MLA query compression</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MLA decoupled RoPE head dimension</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>missing --%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--%1: '%2' is not a positive number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--%1: '%2' is not a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--model: unknown preset '%1' (known: %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--%1: '%2' is not a non-negative whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the model needs --%1 (or --model PRESET)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no configuration meets the targets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Size an inference service: the cheapest aggregated and disaggregated (prefill/decode pools) fleets meeting TTFT and TPOT targets.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SwiGLU-style 3-matrix MLP (true|false, default true without a preset)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog GPU id, e.g. nvidia_h100_sxm5_80gb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs per scale-up (NVLink) domain: the largest TP group (default 8)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scale-out bandwidth per GPU for KV transfer between pools (default 400)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bf16, fp16, fp8 or fp4 (default fp8)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>auto, aggregated or disaggregated (default auto: the cheaper)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Serving engine: tensorrt-llm, vllm, sglang (default: vllm on AMD, tensorrt-llm elsewhere)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Requests per second</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mean prompt tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mean output tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time-to-first-token target, seconds (checked at p90)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time-per-output-token target, seconds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>text or json (default text)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--precision: '%1' is not bf16, fp16, fp8 or fp4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--mode: '%1' is not auto, aggregated or disaggregated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>missing --gpu (a catalog GPU id)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--format: '%1' is not text or json</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 on %2 (%3), %4 req/s, %5 in / %6 out tokens, TTFT &lt;= %7 s (p90), TPOT &lt;= %8 ms
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>aggregated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>disaggregated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Chosen: %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Assumption: %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warning: %1
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usage: clusterplanner validate FILE... [--format text|json]
Predicts every case of the validation files (clusterplanner-validation format) and prints
predicted vs. measured, the signed error (predicted/measured - 1) and the median and maximum
absolute error per kind and per field. Cases the models cannot predict are listed as skipped.
  --format FORMAT   text (default) or json
Exit code 0 when every file could be read, 1 otherwise, 2 on a usage error.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no validation file given</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Usage: clusterplanner [DESIGN.json]          open the desktop app
       clusterplanner &lt;command&gt; [options]    run headless

Commands:
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>
Options:
  --help       Show this help
  --version    Show the version

Run 'clusterplanner &lt;command&gt; --help' for a command's options.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner: unknown option '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner: '%1' is a directory, not a design file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner: no such design file '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clusterplanner: unknown command '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run 'clusterplanner --help' for the commands; 'clusterplanner DESIGN.json' opens an existing design in the app.
</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Layers with local attention (sliding window or chunks); 0 = none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tokens a local-attention layer sees: its window or chunk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--local-attention-layers: %1 is more than the model's %2 layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--local-attention-layers needs --local-window</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Model preset (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Local-attention layers attend within chunks (Llama 4), not a sliding window</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The FP8 checkpoint scales weights per 128x128 block (true|false; default: the preset's, false without one)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--%1: '%2' is not true or false</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The quantized checkpoint keeps attention in 16 bits and quantizes only the MLPs or experts, as gpt-oss and Meta's FP8 Llama 3.1 405B do (true|false; default: the preset's, false without one)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>KV cache dtype: auto (the engine's default for the checkpoint), fp8 or bf16 (default auto)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>--kv-cache: '%1' is not auto, fp8 or bf16</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Engine release, e.g. 0.6.3 (vLLM before 0.8 runs its V0 scheduler and before 0.14 schedules between steps, SGLang before 0.4.4 its Triton block-FP8 kernels)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>                 the busiest pool at %1% of its capacity
</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::CalibrationCommands</name>
    <message numerus="yes">
        <source>Saved %n fitted factor(s) to the user catalog %1; the estimates now use them.</source>
        <translation><numerusform>Saved %n fitted factor to the user catalog %1; the estimates now use them.</numerusform><numerusform>Saved %n fitted factors to the user catalog %1; the estimates now use them.</numerusform></translation>
    </message>
    <message>
        <source>Calibrate from &amp;Measurements…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fit the training model's factors for a GPU and software stack to your own measured step times</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Calibrate from Measurements</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No factor was identified, so nothing was saved.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>There is no writable application data folder for the user catalog.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The fitted factors were not saved to %1: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::CalibrationDialog</name>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation><numerusform>%1 (%n run)</numerusform><numerusform>%1 (%n runs)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Fitting %1 under %2 to %n run(s)…</source>
        <translation><numerusform>Fitting %1 under %2 to %n run…</numerusform><numerusform>Fitting %1 under %2 to %n runs…</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Fitted to %n run(s) of %1 groups. Error of the fitted factors: %2 median on the runs they were fitted on, %3 median (90th percentile %4) with each group held out, the error to expect on runs the fit has not seen.</source>
        <translation><numerusform>Fitted to %n run of %1 groups. Error of the fitted factors: %2 median on the runs they were fitted on, %3 median (90th percentile %4) with each group held out, the error to expect on runs the fit has not seen.</numerusform><numerusform>Fitted to %n runs of %1 groups. Error of the fitted factors: %2 median on the runs they were fitted on, %3 median (90th percentile %4) with each group held out, the error to expect on runs the fit has not seen.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Fitted to %n run(s) of one group: %1 median error on the runs they were fitted on (%2 with the catalog's values). With one group nothing can be held out, so this is not the error to expect on other runs: give runs from more than one source (the group column) to see that.</source>
        <translation><numerusform>Fitted to %n run of one group: %1 median error on the runs they were fitted on (%2 with the catalog's values). With one group nothing can be held out, so this is not the error to expect on other runs: give runs from more than one source (the group column) to see that.</numerusform><numerusform>Fitted to %n runs of one group: %1 median error on the runs they were fitted on (%2 with the catalog's values). With one group nothing can be held out, so this is not the error to expect on other runs: give runs from more than one source (the group column) to see that.</numerusform></translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GEMM efficiency (× the GPU's curve)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Attention efficiency (× the GPU's curve)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Host time per layer and micro-batch (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Host time per MoE layer and micro-batch (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Share of tensor-parallel communication hidden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compute lost per second of overlapped communication</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Share of the expert all-to-all hidden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Calibrate from Measurements</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured &amp;runs:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Software &amp;stack:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Factors to fit:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add your measured runs: validation files (.json) or a CSV of plan and measured step time (docs/training-model.md lists its columns).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Factor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>95% interval</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog values</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fitted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Group held out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Error held out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predicted with the factors fitted without this run's group: the error to expect on runs the fit has not seen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predicted against measured</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Save to User Catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Adds the identified factors to your user catalog: every estimate uses them from then on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured Runs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measured runs (*.json *.csv);;Validation files (*.json);;CSV files (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 was not read: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>None of the runs is on %1 under %2, so there is nothing to fit: choose the GPU and software stack your runs were measured on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No factor is identified by these runs, so there is nothing to save.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The fit failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Refused: kept at the catalog's value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fitted, group held out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fitted; set by group %1 alone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fitted without that group, this factor leaves its 95% interval: runs like that group's rest on it alone</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::CanvasController</name>
    <message numerus="yes">
        <source>%n groups</source>
        <translation><numerusform>%n group</numerusform><numerusform>%n groups</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Move %n groups to the top level</source>
        <translation><numerusform>Move %n group to the top level</numerusform><numerusform>Move %n groups to the top level</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Move %n groups into "%1"</source>
        <translation><numerusform>Move %n group into "%1"</numerusform><numerusform>Move %n groups into "%1"</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n items</source>
        <translation><numerusform>Delete %n item</numerusform><numerusform>Delete %n items</numerusform></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move "%1" to the top level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move "%1" into "%2"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not allowed: "%1" cannot hold the dragged groups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>renamed "%1" (the name was taken there)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs unchanged (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs %1 → %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clipboard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing to paste: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pasted into "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>×%1 would make %2 GPUs in "%3", more than the %4 a design can hold.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replication count</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How many times does "%1" exist?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set count of %1 to %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::CatalogPalette</name>
    <message>
        <source>Search the catalog…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hover over an entry for its figures and source. Drag it onto the canvas.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::ChartView</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: unknown chart format '%2' (expected .png, .svg or .pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: could not write the chart</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::CompareWindow</name>
    <message>
        <source>Compare designs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Capex by category</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power breakdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost over the years</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Years</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cumulative cost (million USD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Capex</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost over time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 − %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::DesignScene</name>
    <message>
        <source>Pod</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scalable unit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Leaf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Spine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Core</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>rail-optimized fat tree</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fat tree</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>single tier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>front-end</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>storage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NVLink domain · %1 GPUs · %2 compute trays · %3 switch trays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2 · %3 · %4 Gb/s per %5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ethernet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>non-blocking</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>oversubscribed %1:1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 rails · %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 TB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GB/s read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>capacity not published</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown storage system "%1"</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::DesignView</name>
    <message>
        <source>An empty design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1. Drag a server platform (Nodes) or a rack system from the Catalog on the left onto this canvas: it makes a rack of servers.
2. Set the rack's count (×N) in the Inspector on the right to replicate it.
3. Drop a switch onto the design to connect it with a compute fabric.
4. Add a training job or an inference service under Workloads: the results below follow every edit.
Or open one of the examples: File › Open, data/examples.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::Document</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::FabricItem</name>
    <message>
        <source>%1
%2
Switch: %3
Drop a switch, NIC or optic here to change it.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::FileController</name>
    <message>
        <source>New cluster</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ClusterPlanner designs (*.cpdesign *.json);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot open design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save design as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ClusterPlanner designs (*.cpdesign *.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot save design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discard all changes to %1 and reload it from disk?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot revert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 was deleted or moved on disk; saving will write it again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 changed on disk. Reload it and lose your unsaved changes?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 changed on disk. Reload it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>File changed on disk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot reload design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot restore autosave</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restored unsaved changes from %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an untitled design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ClusterPlanner did not close cleanly. Unsaved changes to %1 were autosaved on %2.
Restore them?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::GroupItem</name>
    <message>
        <source>%1 × %2
%3 GPUs in all. Drop a GPU here to change it; double-click ×N to change the count.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 "%2" ×%3
%4 GPUs, %5 nodes in all. Double-click to collapse or expand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPUs per node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GPUs · %2 nodes</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::HeadlineBar</name>
    <message>
        <source>The training job the training and interruption figures describe</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>computing…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot evaluate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not estimated for this design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not shown for lack of room: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::ImportCommands</name>
    <message>
        <source>Import &amp;Slurm Cluster…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Build a new design from a running cluster's slurm.conf, topology.conf and gres.conf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 nodes, %2 GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Import Slurm Cluster</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Added the imported cluster (%1) to the design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Imported %1 as a new design; its description lists the assumptions</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::InlineCountEditor</name>
    <message>
        <source>Replication count: Enter to apply, Esc to cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a valid count: enter a whole number from %2 to %3.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::InspectorPanel</name>
    <message numerus="yes">
        <source>%n elements selected</source>
        <translation><numerusform>%n element selected</numerusform><numerusform>%n elements selected</numerusform></translation>
    </message>
    <message>
        <source>Nothing selected: the design's facility and economics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select one element to edit its fields. Delete, copy and duplicate act on all of them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Servers of one platform</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A replicated group</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A network fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A storage deployment</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A training job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An inference service</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::MainWindow</name>
    <message>
        <source>New cluster</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Find in Catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Fit to View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>G</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Snap moved groups to the grid (hold Ctrl while dragging to invert)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Collapse All Groups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Expand All Groups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add &amp;Pod</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add &amp;Scalable Unit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+Alt+U</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add &amp;Rack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+Alt+R</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit &amp;Count (×N)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>F2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit the replication count of the selected group in place (or double-click its ×N badge)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Search Parallel &amp;Plans…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Search every parallel plan of the selected training job, with progress and Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+/</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;About ClusterPlanner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No exporters available</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>About ClusterPlanner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;h3&gt;ClusterPlanner %1&lt;/h3&gt;&lt;p&gt;Design GPU clusters for AI training and inference, and see performance, power and cost as you edit.&lt;/p&gt;&lt;p&gt;Every catalog figure carries its source and year.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1[*] — ClusterPlanner</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::PlanScatterChart</name>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MFU (%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plans that fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Out of memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pareto front</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Current plan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>HBM %1 GB</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::PlanSearchDialog</name>
    <message numerus="yes">
        <source>Searching every plan of %1 under %n software stack(s)…</source>
        <translation><numerusform>Searching every plan of %1 under %n software stack…</numerusform><numerusform>Searching every plan of %1 under %n software stacks…</numerusform></translation>
    </message>
    <message>
        <source>Search parallel plans</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Under every software &amp;stack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Search the job under each software stack of the catalog (Megatron-Core, DeepSpeed, PyTorch FSDP...) with what each overlaps, its kernels and its ZeRO stages, and rank the plans together</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>DP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>EP</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Recompute</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ZeRO</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Software stack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Memory/GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Use This Plan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The design has no training job: add one in the Workloads panel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Searching every plan of %1…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stopping the running search…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The search could not run: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancelled after %1 plans; the best found so far:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 plans evaluated in %2 s, %3 fit in memory. Best first:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Without a plan: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Use searched plan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Under %n software stack(s): %1 Each stack's best plan, the best stack first:</source>
        <translation><numerusform>Under %n software stack: %1 Each stack's best plan, the best stack first:</numerusform><numerusform>Under %n software stacks: %1 Each stack's best plan, the best stack first:</numerusform></translation>
    </message>
    <message>
        <source>cancelled after %1 plans.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 plans evaluated in %2 s, %3 fit in memory.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::PropertyForm</name>
    <message>
        <source>Change %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::QuantityField</name>
    <message>
        <source>A value is required.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>"%1" is not a number.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is out of range: use %2 to %3.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 must be a whole number.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::ReportCommands</name>
    <message>
        <source>Export</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The design has no results yet: fix the problems listed under Warnings first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF &amp;Report…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Results as &amp;CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Bill of Materials as CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Slurm and Kubernetes Configuration…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Compare Designs…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Designs to compare with this one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ClusterPlanner designs (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare designs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::ResultsPanel</name>
    <message>
        <source>Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Capex by category</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power by component</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training step time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plan search: MFU against memory per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Latency against throughput: candidate fleets and the TPOT target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Goodput per GPU (tokens/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TPOT target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network cost by fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power of the largest training job over three steps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>IT power (MW)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power of %1 over three steps: swing %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost over the cost period: own against cloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Years</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cumulative cost (million USD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interruptions by component</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Goodput against checkpoint interval, by checkpoint strategy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint interval (min)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Goodput (%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Blast radius by failure domain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Design file: %1 (activate to select it)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::ResultsTab</name>
    <message>
        <source>Details</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1
Design file: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Range (low–high)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The design cannot be evaluated: see Warnings.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No training job yet: add one under Workloads (+ Training) to see its time to train, MFU and best plan.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No inference service yet: add one under Workloads (+ Inference) to size its serving fleet against latency targets.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reliability needs GPUs and a training job: add servers and a training job to see interruptions, checkpoint interval and goodput.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing to show yet: add servers from the Catalog (drag a node platform onto the canvas).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 could not be estimated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Design file: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Assumptions and sources (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Key: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (estimate)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Model error on published runs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How far the model's predictions were from the published measured runs bundled with the app (the Validation tab): |predicted / published − 1|</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 median</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>90th percentile %1 over %2 figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training step time, held out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Leave-one-group-out over %1 source tables: each published run predicted with the calibration refitted without its own table, the error to expect on runs the factors were not fitted on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Serving, %1, in-sample</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Serving, %1, held out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throughput and latency figures of published %1 runs, each predicted with the serving calibration refitted without its own source table (leave-one-group-out, %2 tables): the error to expect on runs the factors were not fitted on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Throughput and latency figures of published %1 runs with the catalog's factors, some of them fitted on published runs (TensorRT-LLM's routed-expert GEMM efficiency, vLLM V0's cost per layer on MI300X); the held-out figure replaces this once the Validation tab has computed it</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::ScalingCurveChart</name>
    <message>
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tokens/s (millions)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MFU (%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: tokens/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: MFU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Kilowatts (kW)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Megawatts (MW)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zooms (Ctrl + wheel scrolls)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scrolls (Ctrl + wheel zooms)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Currency code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Currency symbol</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Units of currency per US dollar</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog prices are in US dollars; costs are shown converted at this rate.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mouse wheel on the canvas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Autosave every</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The language takes effect the next time ClusterPlanner starts.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pan the canvas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Middle button drag, or Space + drag</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Zoom at the cursor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mouse wheel (Ctrl + wheel when the wheel scrolls)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Invert snapping while dragging</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Collapse or expand a group</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Double-click its title</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Edit a group's ×N count in place</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Double-click the ×N badge, or F2; Enter applies, Esc cancels</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move a group inside its parent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drag it and release it inside its parent's frame</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Move a group into another group</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drag it onto a group that can hold it (outlined), or onto empty canvas for the top level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancel a drag</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Esc before releasing the mouse</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::SlurmImportDialog</name>
    <message numerus="yes">
        <source>%1, or %n other GPU(s)</source>
        <translation><numerusform>%1, or %n other GPU</numerusform><numerusform>%1, or %n other GPUs</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Not imported: %n problem(s) to fix first (see Problems; each names its file and line).</source>
        <translation><numerusform>Not imported: %n problem to fix first (see Problems; each names its file and line).</numerusform><numerusform>Not imported: %n problems to fix first (see Problems; each names its file and line).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU type(s) are not in the catalog: choose what they are under Catalog Matches.</source>
        <translation><numerusform>%n GPU type is not in the catalog: choose what it is under Catalog Matches.</numerusform><numerusform>%n GPU types are not in the catalog: choose what they are under Catalog Matches.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 GPUs in %n node type(s)</source>
        <translation><numerusform>%1 nodes, %2 GPUs in %n node type</numerusform><numerusform>%1 nodes, %2 GPUs in %n node types</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>. %n assumption(s) made: check them before you plan.</source>
        <translation><numerusform>. %n assumption made: check them before you plan.</numerusform><numerusform>. %n assumptions made: check them before you plan.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) match the catalog only approximately: see Catalog Matches.</source>
        <translation><numerusform>%n name matches the catalog only approximately: see Catalog Matches.</numerusform><numerusform>%n names match the catalog only approximately: see Catalog Matches.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Rail-optimized fat tree, %n rail(s)</source>
        <translation><numerusform>Rail-optimized fat tree, %n rail</numerusform><numerusform>Rail-optimized fat tree, %n rails</numerusform></translation>
    </message>
    <message>
        <source>Import Slurm Cluster</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slurm.conf, or the folder that holds it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;File…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slurm.conf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slurm configuration (*.conf);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>F&amp;older…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Slurm configuration:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Text files (*.txt *.log);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;topology.conf:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>beside slurm.conf when there</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;gres.conf:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Optional refinements</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Mapping table:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CSV 'slurm,catalog_id' or JSON: GRES types and nodes to catalog ids</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mapping tables (*.csv *.json);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nvidia-smi &amp;topo -m:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>output on one node: NVLink between GPUs, the NIC of each GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ib&amp;netdiscover:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>output: switch counts and models, link rates</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ibs&amp;tat:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>output on one node: link rate, InfiniBand or Ethernet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inferred from the files</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ethernet (RoCE)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fabric &amp;technology:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hosts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Modelled as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Partitions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Partition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Assumption</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slurm name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Read as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Map to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Save Mapping Table…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Writes the mapping file's rows and the choices made here as a CSV mapping table, for clusterplanner import-slurm --map or the next import</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slurm names the catalog does not match exactly. Choose what each one is; the preview is read again with your choice, which wins over the mapping file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nodes by Type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog Matches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Open as New Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Add to Current Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Adds the imported cluster to the open design as one pod, with its own compute fabric (one undo step)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Folder holding slurm.conf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>choices in this dialog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Chosen in the import preview (later rows win)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save Mapping Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mapping tables (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>not in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>approximately: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nodes %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>GRES type %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Map %1 to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose a catalog GPU…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keep %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose a slurm.conf, or the folder that holds it (with topology.conf and gres.conf).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; compute fabric of %1 leaf, %2 spine and %3 core switches (%4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; no compute fabric (no topology.conf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Assumptions (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog Matches (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compute fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none: no topology.conf with switches or blocks was read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Leaf-level switches in topology.conf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (up to %2 nodes each)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switches above them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fat tree</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Single tier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Technology</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch tiers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Link per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1:1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>none (one tier)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Planned by the network model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 leaf, %2 spine, %3 core switches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>NVLink domains from blocks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (default)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::StorageItem</name>
    <message>
        <source>%1
%2 × %3
%4</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::TornadoChart</name>
    <message>
        <source>Input -20%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Input +20%</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Change in %1 (baseline %2)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::ValidationScatterChart</name>
    <message>
        <source>Published (each figure in its own unit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predicted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Exact prediction</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>±%1 %</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::ValidationTab</name>
    <message numerus="yes">
        <source>%1: %n figure(s), median error %2, largest %3</source>
        <translation><numerusform>%1: %n figure, median error %2, largest %3</numerusform><numerusform>%1: %n figures, median error %2, largest %3</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation><numerusform>%n figure</numerusform><numerusform>%n figures</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation><numerusform>%n case</numerusform><numerusform>%n cases</numerusform></translation>
    </message>
    <message>
        <source>Predicting the published runs…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Case</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predicted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predicted against published</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No validation cases were found beside the application (share/clusterplanner/validation).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>median %1, max %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not predicted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unreadable file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Held out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The error with the calibration refitted without the run's own source table (leave-one-group-out): what to expect on runs it was not fitted on</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Held-out errors: refitting the calibration without each source table in turn…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no calibration spec at %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Held-out errors could not be computed: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predicted %1 with the factors fitted without the source table %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>median %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Held out (the last column): each training run predicted with the calibration refitted without its own source table, over %n source table(s): median error %1, 90th percentile %2 over %3 figures. This is the error to expect on runs the factors were not fitted on.</source>
        <translation><numerusform>Held out (the last column): each training run predicted with the calibration refitted without its own source table, over %n source table: median error %1, 90th percentile %2 over %3 figures. This is the error to expect on runs the factors were not fitted on.</numerusform><numerusform>Held out (the last column): each training run predicted with the calibration refitted without its own source table, over %n source tables: median error %1, 90th percentile %2 over %3 figures. This is the error to expect on runs the factors were not fitted on.</numerusform></translation>
    </message>
    <message>
        <source>Published measured runs in %1, predicted by the model that estimates this design (errors are predicted / published − 1). %2. Some of these runs were used to fit the calibrated factors, so these errors are in-sample, not errors on unseen runs.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Serving runs the same way (the serving calibration refitted without each of %n source table(s); engines it does not fit use sourced values alone): median error %1, 90th percentile %2 over %3 figures.</source>
        <translation><numerusform>Serving runs the same way (the serving calibration refitted without each of %n source table; engines it does not fit use sourced values alone): median error %1, 90th percentile %2 over %3 figures.</numerusform><numerusform>Serving runs the same way (the serving calibration refitted without each of %n source tables; engines it does not fit use sourced values alone): median error %1, 90th percentile %2 over %3 figures.</numerusform></translation>
    </message>
    <message>
        <source>Serving held-out errors could not be computed: %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>cp::ui::WorkloadsPanel</name>
    <message>
        <source>Workloads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add a training job from a model preset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add an inference service from a model preset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove the selected workload</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inference: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add training job %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add inference service %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove workload</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>Export failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export PDF report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export results as CSV</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export bill of materials as CSV</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export Slurm and Kubernetes configuration to</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>report</name>
    <message numerus="yes">
        <source>%n more warning(s) in appendix B.</source>
        <translation><numerusform>%n more warning in appendix B.</numerusform><numerusform>%n more warnings in appendix B.</numerusform></translation>
    </message>
    <message>
        <source>%1 fabric "%2": %3, %4, %5 tier(s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> — %1 leaf, %2 spine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>, %1 core</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> switches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The design has no groups.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>+%1 more groups</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ClusterPlanner report — %1 — %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ClusterPlanner · cluster design report</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Generated %1 by ClusterPlanner %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Layout of the design.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Schematic of the design: groups with their replication counts and the fabrics that join them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Range (low–high)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The evaluation has no figures.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Capex is everything bought up front. The total cost of ownership covers the cost period of %1: the IT equipment, the building's share for the period (period over the building's life), the cost of capital on both and the operating cost; it can therefore be below capex when the building is a large part of it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Capex by category</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power breakdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Years</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cumulative cost (million USD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cost over the years: own against cloud</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>What to look at first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Concerns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Could not be estimated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training step time breakdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plan search: MFU against memory per GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power by component</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Time (s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>IT power (MW)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Power of %1 over three steps: swing %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Network cost by fabric</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Goodput per GPU (tokens/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>TPOT target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inference latency against throughput</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Interruptions by component</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Checkpoint interval (min)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Goodput (%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Goodput against checkpoint interval</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Blast radius by failure domain</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Appendix A — Bill of materials</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The bill of materials could not be made: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Qty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Total of priced lines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>all lines priced</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 line(s) without a catalog price not included</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Appendix B — Warnings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Design file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Appendix C — All figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scaling: tokens/s and MFU against GPU count (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 (million USD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sensitivity of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Which inputs move the answers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each input lowered and raised by %1 %, the design re-evaluated; bars show how far each output moves.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (estimate)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Appendix D — Assumptions and sources</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The evaluation lists no assumptions.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Appendix E — Model validation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No validation cases were run for this report (clusterplanner report --validation DIR runs them).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: median error %2, 90th percentile %3, over %4 figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 published measured runs (%2 figures) predicted by the model that estimates this design; the error is predicted / published − 1. %3. Where the catalog's factors were fitted to these runs these errors are in-sample; the Validation tab of the app gives the leave-one-group-out errors.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predicted against published</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Error per source table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Source table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Median error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>90th percentile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Largest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bias</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Largest errors</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Case</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Predicted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not predicted: %1 case(s) and %2 unreadable file(s); 'clusterplanner validate' lists them with the reason.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: could not write the PDF report (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ClusterPlanner report: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: the report would be larger than %2 MB or %3 pages (%4 MB in %5 pages so far); nothing was written</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Training, each run predicted with the calibration refitted without its own source table (leave-one-group-out, %1 tables): median error %2, 90th percentile %3 over %4 figures. This is the error to expect on runs the factors were not fitted on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Serving, each run predicted with the serving calibration refitted without its own source table (leave-one-group-out, %1 tables; engines it does not fit use sourced values alone): median error %2, 90th percentile %3 over %4 figures.</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>