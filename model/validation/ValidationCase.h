#pragma once

// One published, measured run in the clusterplanner-validation format
// (data/validation/FORMAT.md): the configuration a model needs to predict it and the measured
// values. Parsed leniently: unknown fields are ignored, and what is missing is reported by
// the predictor that needs it, never as a file error.

#include "design/Workload.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cp {

struct ValidationHardware {
    std::string gpuId;
    int gpus = 0;
    int gpusPerNode = 0;
    int scaleupDomainGpus = 0;        // 0 = gpusPerNode
    std::string scaleout;             // "infiniband" / "roce"
    double scaleoutGbpsPerGpu = 0;
};

struct ValidationCase {
    std::string id;
    std::string kind;                 // "training" / "inference"
    // Cases from one source table share a group: errors are reported per group and a group is
    // held out as a whole in cross-validation. Absent: the file's name without its extension.
    std::string group;
    std::string framework;            // software.framework (training) or software.engine (inference); "" = default
    std::string frameworkVersion;     // software.version, free text
    std::vector<std::string> assumptions;   // the case's own list of inferred fields
    std::string source;
    std::string file;                 // where it was read from
    int index = 0;                    // position in the file's "cases" array
    nlohmann::json raw;               // the whole case, for predictors that need more fields
    std::map<std::string, double> measured;   // numeric measured fields, by name
    std::string flopsConvention;      // measured.flops_convention, if any
    std::string mode;                 // /serving/mode of an inference case
    std::string gpuId;                // /hardware/gpu
};

}  // namespace cp
