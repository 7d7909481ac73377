#include "autodesign/FabricChoice.h"

#include "autodesign/BuildingBlock.h"
#include "network/FabricPlanner.h"

#include <algorithm>
#include <cmath>

namespace cp {
namespace {

constexpr double defaultLinkGbpsPerGpu = 400;   // one 400 Gb/s NIC per GPU (ConnectX-7 class)

struct FabricProduct {
    FabricTechnology technology;
    const char* switchId;
    const char* nicId;
    const char* opticId;
};

// NDR InfiniBand as in the DGX SuperPOD H100/B200/GB200 RAs; Spectrum-X Ethernet as in xAI's
// Colossus. ConnectX-7 speaks both (400 Gb/s NDR or 400GbE).
constexpr FabricProduct products[] = {
    {FabricTechnology::InfiniBand, "nvidia_qm9700", "nvidia_connectx7", "osfp_800g_dr8"},
    {FabricTechnology::Ethernet, "nvidia_sn5600", "nvidia_connectx7", "osfp_800g_dr8"},
};
constexpr double oversubscriptions[] = {1.0, 2.0};

int railsOf(const BuildingBlock& block)
{
    return block.node->computeNics > 0 ? block.node->computeNics : block.gpusPerNode;
}

}  // namespace

std::string FabricChoice::label() const
{
    std::string text = std::string(technology == FabricTechnology::InfiniBand ? "InfiniBand" : "Ethernet") + " (" +
                       switchId + "), ";
    if (oversubscription <= 1)
        return text + "non-blocking";
    return text + std::to_string(static_cast<int>(std::lround(oversubscription))) + ":1 leaf to spine";
}

std::vector<FabricChoice> fabricChoices(const Catalog& catalog, const QuestionLimits& limits)
{
    std::vector<FabricChoice> choices;
    for (const FabricProduct& product : products) {
        if (!limits.fabrics.empty() &&
            std::find(limits.fabrics.begin(), limits.fabrics.end(), product.technology) == limits.fabrics.end())
            continue;
        if (!catalog.findSwitch(product.switchId) || !catalog.findNic(product.nicId) || !catalog.findOptic(product.opticId))
            continue;
        for (const double oversubscription : oversubscriptions)
            choices.push_back({product.technology, product.switchId, product.nicId, product.opticId, oversubscription});
    }
    return choices;
}

Fabric computeFabric(const Catalog& catalog, const BuildingBlock& block, const FabricChoice& choice, std::int64_t nodes)
{
    Fabric fabric;
    fabric.name = std::string("Compute (") + (choice.technology == FabricTechnology::InfiniBand ? "InfiniBand" : "Ethernet") + ")";
    fabric.role = FabricRole::Compute;
    fabric.technology = choice.technology;
    fabric.topology = TopologyKind::RailOptimizedFatTree;
    fabric.switchId = choice.switchId;
    fabric.nicId = choice.nicId;
    fabric.opticId = choice.opticId;
    fabric.rails = railsOf(block);
    const NodePlatform& node = *block.node;
    fabric.linkGbpsPerGpu = node.computeNicGbps > 0 && node.computeNics > 0
                                ? node.computeNicGbps * node.computeNics / block.gpusPerNode
                                : defaultLinkGbpsPerGpu;
    fabric.inNetworkReduction = choice.technology == FabricTechnology::InfiniBand;
    const Switch& sw = catalog.switchById(choice.switchId);
    const double linkGbps = node.computeNicGbps > 0 ? node.computeNicGbps : defaultLinkGbpsPerGpu;
    const int radix = sw.ports * std::max(1, static_cast<int>(std::floor(sw.portGbps / linkGbps + 1e-9)));
    const std::int64_t endpoints = nodes * fabric.rails;
    fabric.tiers = fatTreeMaxEndpoints(radix, 2, {choice.oversubscription}) >= endpoints ? 2 : 3;
    fabric.oversubscription.assign(static_cast<std::size_t>(fabric.tiers - 1), 1.0);
    fabric.oversubscription.front() = choice.oversubscription;
    return fabric;
}

}  // namespace cp
