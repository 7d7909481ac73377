#pragma once

#include "import/ImportMessage.h"

#include <string>
#include <vector>

namespace cp {

// A Slurm name the catalog does not match exactly: a GRES type no catalog GPU is called (the
// import is refused until it is mapped), a GRES type read as one of several GPUs, or nodes
// modelled on a platform that differs from what slurm.conf says of them. The import preview
// lists each with the catalog items it could be; a choice becomes a mapping-table row.
struct UnmatchedName {
    enum class Kind { UnknownGpu, AmbiguousGpu, ApproximatePlatform };
    Kind kind = Kind::UnknownGpu;
    std::string mappingKey;                  // the mapping table's 'slurm' column: "h100x", "nodes:gpu[001-004]"
    std::string hosts;                       // the nodes it concerns (hostlist)
    SourceLocation where;                    // their NodeName line
    std::string current;                     // catalog id used now; "" when unknown
    std::vector<std::string> candidates;     // catalog ids it could be, likeliest first
    std::string why;                         // what does not match ("its own GPU is the H100 SXM5 80GB")
};

}  // namespace cp
