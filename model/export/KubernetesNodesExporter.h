#pragma once

// Kubernetes inventory of the design (YAML): one Node per host (server or compute tray) with
// the labels topology-aware schedulers and NVIDIA's tools read, and a Kueue Topology-Aware-
// Scheduling Topology whose levels are those labels:
//   nvidia.com/gpu.product, nvidia.com/gpu.count, nvidia.com/gpu.memory  (GPU feature discovery)
//   nvidia.com/gpu.clique                                                (GFD, multi-node NVLink)
//   network.topology.nvidia.com/accelerator, /block, /spine, /datacenter (NVIDIA Topograph)
// The README lists each label's source.

#include "export/Exporter.h"

namespace cp {

class KubernetesNodesExporter : public Exporter {
public:
    std::string id() const override { return "kubernetes"; }
    std::string description() const override
    {
        return "Kubernetes nodes with GPU and topology labels, and a Kueue TAS Topology (YAML)";
    }
    std::vector<ExportedFile> write(const ExportInput& input) const override;
};

// The label keys, in hierarchy order (outermost first).
inline constexpr const char* topologyDatacenterLabel = "network.topology.nvidia.com/datacenter";
inline constexpr const char* topologySpineLabel = "network.topology.nvidia.com/spine";
inline constexpr const char* topologyBlockLabel = "network.topology.nvidia.com/block";
inline constexpr const char* topologyAcceleratorLabel = "network.topology.nvidia.com/accelerator";
inline constexpr const char* gpuCliqueLabel = "nvidia.com/gpu.clique";
inline constexpr const char* hostnameLabel = "kubernetes.io/hostname";

}  // namespace cp
