#pragma once

// The compute fabric's switch counts as the network model generated them, read from the
// `evaluate` JSON: what the scheduler exports need to build a topology tree.

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace cp {

struct Design;

struct SwitchTiers {
    std::string fabricName;
    bool railOptimized = false;
    int rails = 1;                   // leaves per rail group (rail-optimized); 1 otherwise
    long long leaves = 0;
    long long spines = 0;
    long long cores = 0;
    long long pods = 0;              // 3-tier: spine groups; 0 when not reported
};

// nullopt when the JSON has no compute-fabric switch counts (no fabric, or the network
// section is absent).
std::optional<SwitchTiers> findSwitchTiers(const Design& design, const nlohmann::json& evaluation);

}  // namespace cp
