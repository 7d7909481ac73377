#include "network/LinkLoadReuse.h"

namespace cp {

namespace {

// The value kept for `query`, or `compute()`'s, kept. Computed without the lock, so the other
// thread's analyses of this geometry do not wait; should both compute one query, both get the
// same figures.
template <typename Map, typename Compute>
typename Map::mapped_type keptOrComputed(std::mutex& mutex, Map& kept, const typename Map::key_type& query, Compute compute)
{
    {
        const std::lock_guard lock(mutex);
        if (const auto known = kept.find(query); known != kept.end())
            return known->second;
    }
    typename Map::mapped_type value = compute();
    const std::lock_guard lock(mutex);
    kept.emplace(query, value);
    return value;
}

}  // namespace

Congestion LinkLoadReuse::Analyses::analyse(const LinkLoad& load, CollectiveOp op, const GroupPlacement& group,
                                            CollectiveAlgorithm algorithm)
{
    const Query query{op, group.sizeGpus, group.strideGpus, group.concurrentGroups, algorithm};
    return keptOrComputed(mutex_, known_, query, [&] { return load.analyse(op, group, algorithm); });
}

double LinkLoadReuse::Analyses::slowdown(const LinkLoad& load, CollectiveOp op, const GroupPlacement& group,
                                         CollectiveAlgorithm algorithm)
{
    const Query query{op, group.sizeGpus, group.strideGpus, group.concurrentGroups, algorithm};
    return keptOrComputed(mutex_, slowdowns_, query, [&] { return load.slowdown(op, group, algorithm); });
}

LinkLoadReuse::Analyses& LinkLoadReuse::analysesOf(const LinkLoad& load)
{
    const std::lock_guard lock(mutex_);
    return analyses_.try_emplace(load).first->second;
}

}  // namespace cp
