#pragma once

// Published architectures of well-known models, so a workload can start from "Llama 3 70B"
// instead of a dozen numbers. Each preset cites the paper or configuration it was read from.

#include "design/Workload.h"

#include <optional>
#include <span>
#include <string_view>

namespace cp {

struct ModelPreset {
    std::string_view id;          // stable id used in design files, e.g. "llama3_70b"
    std::string_view source;      // where every figure was read
    ModelArchitecture architecture;
};

std::span<const ModelPreset> modelPresets();
const ModelPreset* findModelPreset(std::string_view id);

}  // namespace cp
