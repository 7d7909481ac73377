#pragma once

// A Kubernetes node list (YAML) for the design: one Node per server with GPU product, count
// and memory labels in the NVIDIA GPU Feature Discovery style, and topology labels (rack,
// leaf group, spine group) that topology-aware schedulers (Kueue TAS, Volcano) key on.

#include "export/Exporter.h"

namespace cp {

class KubernetesNodesExporter : public Exporter {
public:
    std::string id() const override { return "kubernetes"; }
    std::string description() const override { return "Kubernetes node list with GPU and topology labels (YAML)"; }
    std::vector<ExportedFile> write(const ExportInput& input) const override;
};

}  // namespace cp
