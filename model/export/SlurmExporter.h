#pragma once

// Slurm configuration for the design: slurm.conf node and partition lines (GPUs as GRES with
// type and count, cores and memory from the platform), gres.conf, and topology.conf (tree
// plugin) from the switches the network model generated.

#include "export/Exporter.h"

namespace cp {

class SlurmExporter : public Exporter {
public:
    std::string id() const override { return "slurm"; }
    std::string description() const override { return "Slurm slurm.conf, gres.conf and topology.conf"; }
    std::vector<ExportedFile> write(const ExportInput& input) const override;
};

}  // namespace cp
