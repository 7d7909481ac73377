#include "network/LinkLoadReuse.h"

#include "concurrency/KeptOrComputed.h"

namespace cp {

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
