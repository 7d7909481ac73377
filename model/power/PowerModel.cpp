#include "power/PowerModel.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace cp {

PowerEstimate estimatePower(const EconomicsInputs& inputs, const FigureSet& figures)
{
    return estimatePower(inputs, figures,
                         figures.contains("average_power_fraction") ? figures.value("average_power_fraction") : 1.0);
}

PowerEstimate estimatePower(const EconomicsInputs& inputs, const FigureSet& figures, double averageFraction)
{
    PowerEstimate power;
    const double rackLimitKw = figures.contains("rack_kw_limit") ? figures.value("rack_kw_limit") : 0.0;
    power.racks.reserve(inputs.nodeClasses.size());

    for (const NodeClassLoad& nodeClass : inputs.nodeClasses) {
        // Trays of a rack system carry their share of the whole rack's power (switch trays and
        // power shelves included); servers their own.
        const double nodePeakKw = figures.value(nodeClass.peakPowerKey) * nodeClass.unitsPerNode;
        const double nodes = static_cast<double>(nodeClass.nodes);
        power.serverPeakKw += nodePeakKw * nodes;
        if (const std::string tdpKey = "gpu_tdp_w/" + nodeClass.gpuId; figures.contains(tdpKey))
            power.gpuTdpKw += figures.value(tdpKey) / 1000.0 * nodeClass.gpusPerNode * nodes;
        if (nodeClass.nodesPerRack > 0) {
            RackDensity rack{nodeClass.path, nodePeakKw * static_cast<double>(nodeClass.nodesPerRack), rackLimitKw,
                             false};
            rack.exceedsLimit = rackLimitKw > 0 && rack.rackKw > rackLimitKw;
            if (rack.exceedsLimit) {
                std::ostringstream message;
                message << nodeClass.path << ": " << std::lround(rack.rackKw) << " kW per rack exceeds the "
                        << (inputs.facility.cooling == Cooling::Air ? "air" : "liquid") << "-cooling limit of " << std::lround(rackLimitKw)
                        << " kW (" << figures.figure("rack_kw_limit").source << ")";
                power.warnings.push_back(message.str());
            }
            power.racks.push_back(rack);
        }
    }
    // Epoch AI (energy.py): servers average ~0.75 of their peak while training; network and
    // storage draw roughly constant power, so only the servers are scaled.
    power.serverAverageKw = power.serverPeakKw * averageFraction;

    // Item-by-item network power only when every item's power is published: a bill with
    // unpowered switches would otherwise count the optics and silently drop the switches.
    const bool networkPowerKnown =
        !inputs.network.empty() &&
        std::all_of(inputs.network.begin(), inputs.network.end(),
                    [](const NetworkBillLine& line) { return line.includedInNodes || line.unitPowerWatts.has_value(); });
    if (networkPowerKnown)
        for (const NetworkBillLine& line : inputs.network)
            if (!line.includedInNodes)
                power.networkKw += line.quantity * figures.value(line.unitPowerWatts->key) / 1000.0;
    if (networkPowerKnown) {
        for (const StorageLoad& storage : inputs.storage)
            if (!storage.powerKey.empty())
                power.storageKw += storage.count * figures.value(storage.powerKey) / 1000.0;
        // A design that names no storage still needs it (its capex is a share of the rest):
        // sized per GPU and powered per PB (both estimates, see the assumptions).
        if (inputs.storage.empty() && figures.contains("storage_tb_per_gpu") && figures.contains("storage_kw_per_pb"))
            power.storageKw = static_cast<double>(inputs.gpus) * figures.value("storage_tb_per_gpu") / 1000.0 *
                              figures.value("storage_kw_per_pb");
    } else if (figures.contains("cluster_overhead_power_fraction")) {
        // SemiAnalysis (100k H100 clusters, 2024): storage, switches and optics add ~10% to the
        // servers' power. Used when the network items' power is not published.
        power.overheadKw = power.serverPeakKw * figures.value("cluster_overhead_power_fraction");
    } else {
        power.warnings.push_back("network and storage power not included: no published item power and no "
                                 "'cluster_overhead_power_fraction' facility profile");
    }

    const double fixedKw = power.networkKw + power.storageKw + power.overheadKw;
    power.itPeakKw = power.serverPeakKw + fixedKw;
    power.itAverageKw = power.serverAverageKw + fixedKw;
    power.pue = figures.value("pue");
    power.facilityPeakKw = power.itPeakKw * power.pue;
    power.facilityAverageKw = power.itAverageKw * power.pue;
    power.annualEnergyMwh = power.facilityAverageKw * hoursPerYear / 1000.0;
    power.annualEnergyUsd = power.annualEnergyMwh * 1000.0 * figures.value("electricity_usd_per_kwh");
    return power;
}

}  // namespace cp
