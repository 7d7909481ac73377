#pragma once

// Reading an import's files from disk: slurm.conf (or the folder holding it, where Slurm keeps
// topology.conf and gres.conf beside it), its Include files (relative to its folder; an
// absolute path that does not exist here is looked for there by its file name, as a copied
// configuration has it), and the optional refinement files.

#include "import/SlurmImport.h"

#include <filesystem>
#include <optional>
#include <vector>

namespace cp {

struct SlurmImportPaths {
    std::filesystem::path slurmConf;         // slurm.conf, or a folder holding it
    std::optional<std::filesystem::path> topologyConf;
    std::optional<std::filesystem::path> gresConf;
    std::optional<std::filesystem::path> mapping;
    std::optional<std::filesystem::path> nvidiaSmiTopology;
    std::optional<std::filesystem::path> ibnetdiscover;
    std::optional<std::filesystem::path> ibstat;
};

struct LoadedSlurmInput {
    SlurmImportInput input;
    std::vector<ImportMessage> messages;     // files that cannot be read (errors), files found beside slurm.conf (notes)
};

LoadedSlurmInput loadSlurmImportInput(const SlurmImportPaths& paths);

// The whole import from disk: the files' messages come first.
SlurmImportResult importSlurmFiles(const SlurmImportPaths& paths, const Catalog& catalog, const std::string& designName = {},
                                   std::optional<FabricTechnology> technology = std::nullopt, const std::string& switchId = {});

}  // namespace cp
