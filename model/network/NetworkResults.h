#pragma once

// The `network` section of an evaluation: every fabric planned by the network model, the
// totals over them, and for the compute fabric the all-reduce bandwidth per GPU inside a
// scale-up domain and with every data-parallel group reducing at once.

#include "network/Collective.h"
#include "network/CollectiveModel.h"
#include "network/NetworkPlan.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

struct CollectiveFigure {
    GroupPlacement group;                     // concurrentGroups 0: every group at once
    double bytes = 0;
    CollectiveEstimate estimate;
};

struct PlacedAllReduce {
    std::string placement;                    // "data_parallel_adjacent_domains", "..._across_leaves", "..._across_pods"
    CollectiveFigure figure;
};

struct ComputeCollectives {
    std::string fabric;
    double messageBytes = 0;
    double nicBytesPerSecondPerGpu = 0;
    double scaleupBytesPerSecondPerGpu = 0;
    std::optional<CollectiveFigure> scaleupAllReduce;   // one scale-up domain
    std::vector<PlacedAllReduce> dataParallel;          // the placements the fabric has, nearest first
    // The slowest of dataParallel (lowest bus bandwidth); nullptr when there is none.
    const PlacedAllReduce* worstCase() const
    {
        const PlacedAllReduce* worst = nullptr;
        for (const PlacedAllReduce& placed : dataParallel)
            if (!worst || placed.figure.estimate.busBytesPerSecond < worst->figure.estimate.busBytesPerSecond)
                worst = &placed;
        return worst;
    }
};

struct NetworkResults {
    NetworkPlan plan;
    std::int64_t switches = 0;                // over all planned fabrics
    std::int64_t transceivers = 0;
    double knownUsd = 0;                      // bill lines the catalog prices
    double knownWatts = 0;                    // bill lines the catalog powers
    std::vector<std::string> missingFigures;  // each missing catalog figure
    bool costComplete() const { return missingFigures.empty(); }
    std::optional<ComputeCollectives> collectives;   // present when the design has a compute fabric ...
    std::string collectivesError;                    // ... unless this says why they could not be estimated
};

}  // namespace cp
