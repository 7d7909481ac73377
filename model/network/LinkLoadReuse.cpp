#include "network/LinkLoadReuse.h"

namespace cp {

Congestion LinkLoadReuse::Analyses::analyse(const LinkLoad& load, CollectiveOp op, const GroupPlacement& group,
                                            CollectiveAlgorithm algorithm)
{
    const Query query{op, group.sizeGpus, group.strideGpus, group.concurrentGroups, algorithm};
    {
        const std::lock_guard lock(mutex_);
        if (const auto known = known_.find(query); known != known_.end())
            return known->second;
    }
    // Analysed without the lock, so the other thread's analyses of this geometry do not wait;
    // should both analyse one query, both get the same figures.
    Congestion congestion = load.analyse(op, group, algorithm);
    const std::lock_guard lock(mutex_);
    known_.emplace(query, congestion);
    return congestion;
}

double LinkLoadReuse::Analyses::slowdown(const LinkLoad& load, CollectiveOp op, const GroupPlacement& group,
                                         CollectiveAlgorithm algorithm)
{
    const Query query{op, group.sizeGpus, group.strideGpus, group.concurrentGroups, algorithm};
    {
        const std::lock_guard lock(mutex_);
        if (const auto known = slowdowns_.find(query); known != slowdowns_.end())
            return known->second;
    }
    const double slowdown = load.slowdown(op, group, algorithm);   // without the lock, as analyse()
    const std::lock_guard lock(mutex_);
    slowdowns_.emplace(query, slowdown);
    return slowdown;
}

LinkLoadReuse::Analyses& LinkLoadReuse::analysesOf(const LinkLoad& load)
{
    const std::lock_guard lock(mutex_);
    return analyses_.try_emplace(load).first->second;
}

}  // namespace cp
