#pragma once

// The table a user edits to say what the Slurm names mean in the catalog (docs/slurm-import.md):
// a GRES type to a GPU id ("a100,nvidia_a100_sxm4_80gb"), or nodes (a hostlist after "nodes:"
// or a feature after "feature:") to a node platform id or a GPU id. CSV with the header
// "slurm,catalog_id", or a JSON object {"a100": "nvidia_a100_sxm4_80gb", ...}.

#include "import/ImportMessage.h"

#include <string>
#include <string_view>
#include <vector>

namespace cp {

class Catalog;

enum class MappingSubject { GresType, Nodes, Feature };

struct MappingEntry {
    SourceLocation where;
    MappingSubject subject = MappingSubject::GresType;
    std::string slurmName;                   // "a100", "dgx[001-032]", "hopper" (without the prefix)
    std::vector<std::string> hosts;          // expanded, for MappingSubject::Nodes
    std::string catalogId;
    bool isPlatform = false;                 // catalogId names a node platform (else a GPU)
};

struct CatalogMapping {
    std::vector<MappingEntry> entries;
    std::vector<ImportMessage> messages;     // unknown catalog ids (with the nearest), bad rows

    const MappingEntry* forGresType(std::string_view type) const;
    // The last entry naming this host or one of these features (later rows win), of the kind asked.
    const MappingEntry* forHost(const std::string& host, const std::vector<std::string>& features, bool platform) const;
};

CatalogMapping parseCatalogMapping(std::string_view text, const std::string& fileName, const Catalog& catalog);

}  // namespace cp
