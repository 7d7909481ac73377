#pragma once

// `nvidia-smi topo -m` of one node: how its GPUs reach each other (NV# = that many bonded
// NVLinks; PIX/PXB/PHB/NODE/SYS = PCIe paths of growing length) and which NIC sits closest to
// each GPU (the rails of a rail-optimized fabric).

#include "import/ImportMessage.h"

#include <string>
#include <string_view>
#include <vector>

namespace cp {

struct GpuTopologyMatrix {
    int gpus = 0;
    std::vector<std::string> nics;           // "mlx5_0" (from the NIC legend when there is one)
    std::vector<std::vector<std::string>> gpuLinks;   // [gpu][gpu] as printed ("X", "NV18", "SYS")
    std::vector<int> nicOfGpu;               // closest NIC per GPU; -1 when none
    int scaleupDomainGpus = 0;               // GPUs reachable over NVLink from each GPU, itself included (smallest)
    int railNics = 0;                        // NICs that are the closest NIC of some GPU
    std::vector<ImportMessage> messages;

    bool hasNvlink() const { return scaleupDomainGpus > 1; }
};

GpuTopologyMatrix parseGpuTopologyMatrix(std::string_view text, const std::string& fileName);

}  // namespace cp
