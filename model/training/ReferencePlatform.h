#pragma once

// The catalog's reference platform for a GPU: the scale-out bandwidth per GPU and GPUs per node
// a published run most likely had when it does not say (e.g. DGX H100: eight 400 Gb/s NICs for
// eight GPUs). The first node platform of the catalog that carries the GPU and lists its
// compute NICs decides; a GPU without one takes the parameters "reference_scaleout_gbps_per_gpu"
// and "reference_gpus_per_node" of scope "training.<gpu id>".

#include <optional>
#include <string>

namespace cp {

class Catalog;

struct ReferencePlatform {
    std::string description;           // "DGX H100 (dgx_h100)" or the parameter's source
    double scaleoutGbpsPerGpu = 0;
    int gpusPerNode = 0;               // 0: not known
    int scaleupDomainGpus = 0;         // 0: not known
};

std::optional<ReferencePlatform> referencePlatform(const Catalog& catalog, const std::string& gpuId);

}  // namespace cp
