#include "autodesign/BuildingBlock.h"

#include <algorithm>
#include <cmath>

namespace cp {
namespace {

// NVIDIA DGX SuperPOD scalable units: 32 DGX servers (H100, B200 RAs); 8 GB200 NVL72 racks.
constexpr int serversPerScalableUnit = 32;
constexpr int rackSystemsPerScalableUnit = 8;
// A 48U rack less power distribution, top-of-rack and management switches.
constexpr int rackUnitsForServers = 42;

bool allowed(const std::vector<std::string>& list, std::initializer_list<std::string_view> ids)
{
    if (list.empty())
        return true;
    return std::any_of(list.begin(), list.end(), [&](const std::string& entry) {
        return std::find(ids.begin(), ids.end(), entry) != ids.end();
    });
}

}  // namespace

double questionRackLimitKw(const Catalog& catalog, const QuestionLimits& limits, const Facility& facility)
{
    if (limits.rackKw > 0)
        return limits.rackKw;
    if (facility.maxRackKw > 0)
        return facility.maxRackKw;
    const std::string_view metric = facility.cooling == Cooling::Air ? "rack_kw_limit_air" : "rack_kw_limit_liquid";
    for (const FacilityProfile& profile : catalog.facilities)
        if (profile.metric == metric)
            return profile.value;
    return 0;
}

BuildingBlocks buildingBlocks(const Catalog& catalog, const QuestionLimits& limits, double rackLimitKw)
{
    BuildingBlocks result;
    for (const NodePlatform& node : catalog.nodes) {
        if (node.isComputeTray() || node.fullRack)
            continue;   // trays come with their rack system below
        if (!allowed(limits.platforms, {node.id}) || !allowed(limits.gpus, {node.gpuId}))
            continue;
        const Gpu* gpu = catalog.findGpu(node.gpuId);
        if (!gpu || node.gpuCount <= 0) {
            result.excluded.push_back({node.id, "no GPU in the catalog"});
            continue;
        }
        if (!node.price.centralUsd()) {
            result.excluded.push_back({node.id, "no price in the catalog, so it cannot be costed"});
            continue;
        }
        BuildingBlock block;
        block.id = node.id;
        block.name = node.name;
        block.node = &node;
        block.gpu = gpu;
        block.gpusPerNode = node.gpuCount;
        block.rackLimitKw = rackLimitKw;
        int perRack = node.rackUnits && *node.rackUnits > 0 ? rackUnitsForServers / *node.rackUnits : 4;
        if (node.maxPowerKw && *node.maxPowerKw > 0 && rackLimitKw > 0)
            perRack = std::min(perRack, static_cast<int>(std::floor(rackLimitKw / *node.maxPowerKw + 1e-9)));
        if (perRack < 1) {
            result.excluded.push_back({node.id, "one server (" + std::to_string(static_cast<int>(std::lround(*node.maxPowerKw))) +
                                                    " kW) exceeds the rack limit of " +
                                                    std::to_string(static_cast<int>(std::lround(rackLimitKw))) + " kW"});
            continue;
        }
        // Whole scalable units of racks: the largest divisor of the unit's 32 servers that fits.
        while (serversPerScalableUnit % perRack != 0)
            --perRack;
        block.nodesPerRack = perRack;
        block.racksPerUnit = std::max(1, (serversPerScalableUnit + perRack - 1) / perRack);
        block.rackPeakKw = node.maxPowerKw.value_or(0) * perRack;
        block.rackPriceUsd = node.price.lowUsd.value_or(*node.price.centralUsd()) * perRack;
        result.blocks.push_back(std::move(block));
    }
    for (const RackSystem& system : catalog.rackSystems) {
        const NodePlatform* tray = catalog.findNode(system.hostPlatformId);
        if (!tray || !allowed(limits.platforms, {system.id, system.hostPlatformId}) ||
            !allowed(limits.gpus, {tray->gpuId}))
            continue;
        const Gpu* gpu = catalog.findGpu(tray->gpuId);
        if (!gpu || tray->gpuCount <= 0 || system.hosts <= 0) {
            result.excluded.push_back({system.id, "no GPU or compute tray in the catalog"});
            continue;
        }
        if (!system.price.centralUsd()) {
            result.excluded.push_back({system.id, "no price in the catalog, so it cannot be costed"});
            continue;
        }
        const double rackKw = system.maxPowerKw.value_or(0);
        if (rackLimitKw > 0 && rackKw > rackLimitKw) {
            result.excluded.push_back({system.id, "one rack (" + std::to_string(static_cast<int>(std::lround(rackKw))) +
                                                      " kW) exceeds the rack limit of " +
                                                      std::to_string(static_cast<int>(std::lround(rackLimitKw))) + " kW"});
            continue;
        }
        BuildingBlock block;
        block.id = system.id;
        block.name = system.name;
        block.node = tray;
        block.rackSystem = &system;
        block.gpu = gpu;
        block.gpusPerNode = tray->gpuCount;
        block.nodesPerRack = system.hosts;
        block.racksPerUnit = rackSystemsPerScalableUnit;
        block.rackLimitKw = rackLimitKw;
        block.rackPeakKw = rackKw;
        block.rackPriceUsd = system.price.lowUsd.value_or(*system.price.centralUsd());
        result.blocks.push_back(std::move(block));
    }
    return result;
}

}  // namespace cp
