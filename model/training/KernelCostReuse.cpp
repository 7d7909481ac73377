#include "training/KernelCostReuse.h"

namespace cp {

const KernelCosts& KernelCostReuse::Costs::of(const TrainingEstimator& boundEstimator, const KernelShape& shape)
{
    {
        const std::lock_guard lock(mutex_);
        if (const auto known = costs_.find(shape); known != costs_.end())
            return known->second;
    }
    // Computed outside the lock: another thread may compute the same shape, to the same figures.
    // A map's entries stay where they are as others are added.
    const KernelCosts computed = boundEstimator.kernelCosts(shape);
    const std::lock_guard lock(mutex_);
    return costs_.emplace(shape, computed).first->second;
}

KernelCostReuse::Costs& KernelCostReuse::costsFor(const TrainingEstimator& estimator, const CollectiveModel* collectives)
{
    TrainingSystem system = estimator.system();
    system.gpus = 0;
    system.collectives = nullptr;
    std::optional<UncongestedSignature> signature;
    if (collectives)
        signature = collectives->uncongestedSignature();
    const std::lock_guard lock(mutex_);
    for (const std::unique_ptr<Costs>& entry : entries_)
        if (entry->collectives_ == signature && entry->model_ == estimator.shape() && entry->system_ == system)
            return *entry;
    auto entry = std::make_unique<Costs>();
    entry->model_ = estimator.shape();
    entry->system_ = std::move(system);
    entry->collectives_ = signature;
    entries_.push_back(std::move(entry));
    return *entries_.back();
}

}  // namespace cp
