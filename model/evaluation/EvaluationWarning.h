#pragma once

#include <string>

namespace cp {

// Something a person should know about an estimate: which section says it, which workload it
// concerns (empty: the design as a whole) and where in the design file it points.
struct EvaluationWarning {
    std::string section;          // "design", "totals", "power", ...
    std::string pointer;          // JSON pointer into the design file, "" = the design as a whole
    std::string message;
    std::string workload = {};    // the training job's or inference service's name, when it is about one
};

}  // namespace cp
