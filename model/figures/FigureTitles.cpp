#include "figures/FigureTitles.h"

#include <utility>

namespace cp {
namespace {

using Title = std::pair<std::string_view, std::string_view>;

constexpr Title kFailureDomains[] = {
    {"gpu", "GPU"},
    {"host", "Server"},
    {"nvlink_domain", "NVLink domain"},
    {"leaf_switch", "Leaf switch"},
    {"spine_switch", "Spine switch"},
    {"core_switch", "Core switch"},
    {"pdu", "Rack PDU"},
    {"cooling_loop", "Cooling loop"},
    {"rack", "Rack"},
    {"scalable_unit", "Scalable unit"},
};

constexpr Title kPowerPhases[] = {
    {"pipeline_fill", "Pipeline fill"},
    {"forward_backward", "Forward and backward"},
    {"exposed_communication", "Exposed communication"},
    {"pipeline_drain", "Pipeline drain"},
    {"gradient_reduction", "Gradient reduction"},
    {"optimizer", "Optimizer step"},
};

constexpr std::string_view kAll[] = {
    "Blocking", "Asynchronous", "In memory",
    "GPU", "Server", "NVLink domain", "Leaf switch", "Spine switch", "Core switch", "Rack PDU", "Cooling loop", "Rack",
    "Scalable unit",
    "Pipeline fill", "Forward and backward", "Exposed communication", "Pipeline drain", "Gradient reduction",
    "Optimizer step",
};

template <std::size_t N>
std::string_view lookUp(const Title (&table)[N], std::string_view key)
{
    for (const Title& title : table)
        if (title.first == key)
            return title.second;
    return key;
}

}  // namespace

std::string_view checkpointStrategyTitle(CheckpointStrategy strategy)
{
    switch (strategy) {
    case CheckpointStrategy::Blocking: return "Blocking";
    case CheckpointStrategy::Asynchronous: return "Asynchronous";
    case CheckpointStrategy::InMemory: return "In memory";
    }
    return "Blocking";
}

std::string_view failureDomainTitle(std::string_view component) { return lookUp(kFailureDomains, component); }

std::string_view powerPhaseTitle(std::string_view phase) { return lookUp(kPowerPhases, phase); }

std::span<const std::string_view> figureTitles() { return kAll; }

}  // namespace cp
