#pragma once

// Link-load analyses shared by the fabrics of one auto-design question. LinkLoad::analyse (and
// LinkLoad::slowdown, what the collective tables ask) reads nothing but the LinkLoad's state
// (tiers, GPUs per node, scale-up domain, rails, ports, leaves, pods, capacities, the leaf and pod
// maps) and its arguments, and many candidates plan fabrics of the same geometry (an InfiniBand
// and an Ethernet variant of one cluster, say), so an analysis made for one is what the others
// would make. Thread-safe.

#include "network/LinkLoad.h"

#include <map>
#include <mutex>
#include <tuple>
#include <unordered_map>

namespace cp {

class LinkLoadReuse {
public:
    // The analyses made on link loads equal to one LinkLoad.
    class Analyses {
    public:
        // What load.analyse(op, group, algorithm) gives; `load` must equal the one these
        // analyses were found for (LinkLoadReuse::analysesOf).
        Congestion analyse(const LinkLoad& load, CollectiveOp op, const GroupPlacement& group,
                           CollectiveAlgorithm algorithm);
        // What load.slowdown(op, group, algorithm) gives, likewise.
        double slowdown(const LinkLoad& load, CollectiveOp op, const GroupPlacement& group, CollectiveAlgorithm algorithm);

    private:
        using Query = std::tuple<CollectiveOp, int, std::int64_t, std::int64_t, CollectiveAlgorithm>;
        std::mutex mutex_;
        std::map<Query, Congestion> known_;
        std::map<Query, double> slowdowns_;
    };

    // The analyses of link loads equal to `load`; the reference lives as long as this object.
    Analyses& analysesOf(const LinkLoad& load);

private:
    struct Hash {
        std::size_t operator()(const LinkLoad& load) const noexcept { return load.hash(); }
    };
    std::mutex mutex_;
    std::unordered_map<LinkLoad, Analyses, Hash> analyses_;
};

}  // namespace cp
