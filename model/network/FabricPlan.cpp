#include "network/FabricPlan.h"

namespace cp {

std::int64_t FabricPlan::switches() const
{
    std::int64_t count = 0;
    for (const FabricTier& t : tiers) count += t.switches;
    return count;
}

std::int64_t FabricPlan::links() const
{
    std::int64_t count = 0;
    for (const LinkClass& l : linkClasses) count += l.links;
    return count;
}

std::int64_t FabricPlan::transceivers() const
{
    std::int64_t count = 0;
    for (const LinkClass& l : linkClasses) count += l.transceivers;
    return count;
}

const FabricTier* FabricPlan::tier(int level) const
{
    return level >= 1 && level <= static_cast<int>(tiers.size()) ? &tiers[static_cast<std::size_t>(level - 1)] : nullptr;
}

std::string_view toString(LinkMedium medium)
{
    switch (medium) {
    case LinkMedium::Dac: return "dac";
    case LinkMedium::Aoc: return "aoc";
    case LinkMedium::Transceiver: return "transceiver";
    }
    return "unknown";
}

}  // namespace cp
