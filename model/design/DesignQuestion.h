#pragma once

// The question a design file can carry for auto-design ("what should we build?", the file's
// "question" object, format 5): a deadline for each of the design's training jobs (their token
// budgets are in the jobs), the services' rates and latency targets (in the services), the
// limits the cluster must stay within and what to minimise. Plain values, read beside the
// Design (design/DesignQuestionJson.h); model/autodesign/ answers it.

#include "design/Design.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

enum class DesignObjective { Tco, Capex, Time, Power };

// A training job of the design (by name) must finish its token budget within the deadline.
struct TrainingDeadline {
    std::string job;                         // a /training/N name
    double deadlineDays = 0;
};

struct QuestionLimits {
    double facilityMw = 0;                   // facility peak power (IT x PUE); 0 = no limit
    double capexUsd = 0;                     // 0 = no limit
    double tcoUsd = 0;                       // over the depreciation period; 0 = no limit
    double rackKw = 0;                       // 0 = the facility's limit, else the cooling's default
    std::vector<std::string> platforms;      // node platform or rack system ids; empty = every one
    std::vector<std::string> gpus;           // GPU ids; empty = every one
    std::vector<FabricTechnology> fabrics;   // compute fabric technologies; empty = both
    std::int64_t maxGpus = 0;                // largest cluster considered; 0 = the search's default
};

struct DesignQuestion {
    std::vector<TrainingDeadline> training;
    QuestionLimits limits;
    DesignObjective objective = DesignObjective::Tco;
};

std::string_view toString(DesignObjective objective);
std::optional<DesignObjective> designObjectiveFromString(std::string_view s);

}  // namespace cp
