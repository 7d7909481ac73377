#include "training/KernelCostReuse.h"

#include "concurrency/KeptOrComputed.h"

#include <cstdint>

namespace cp {

std::size_t KernelCostReuse::Costs::ShapeHash::operator()(const KernelShape& shape) const noexcept
{
    std::uint64_t h = 0;
    for (const std::uint64_t field :
         {static_cast<std::uint64_t>(shape.tp), static_cast<std::uint64_t>(shape.cp), static_cast<std::uint64_t>(shape.ep),
          static_cast<std::uint64_t>(shape.microBatch), static_cast<std::uint64_t>(shape.sequenceParallel),
          static_cast<std::uint64_t>(shape.precision), static_cast<std::uint64_t>(shape.expertsFolded)})
        h = (h ^ field) * 0x100000001b3ULL;   // FNV-1a's multiplier, a field at a time
    return static_cast<std::size_t>(h);
}

std::size_t KernelCostReuse::Costs::StageShapeHash::operator()(const StageShape& shape) const noexcept
{
    std::uint64_t h = 0;
    for (const std::uint64_t field :
         {static_cast<std::uint64_t>(shape.tp), static_cast<std::uint64_t>(shape.cp), static_cast<std::uint64_t>(shape.dp),
          static_cast<std::uint64_t>(shape.pp), static_cast<std::uint64_t>(shape.ep), static_cast<std::uint64_t>(shape.expertsFolded)})
        h = (h ^ field) * 0x100000001b3ULL;
    return static_cast<std::size_t>(h);
}

const StageCommunication& KernelCostReuse::Costs::stageCommunication(const TrainingEstimator& boundEstimator,
                                                                     const ParallelPlan& plan)
{
    const StageShape shape{plan.tp, plan.cp, plan.dp, plan.pp, plan.ep, expertsFoldedIn(plan)};
    return keptOrComputed(stagesMutex_, stages_, shape, [&] { return boundEstimator.stageCommunication(plan); });
}

const KernelCosts& KernelCostReuse::Costs::of(const TrainingEstimator& boundEstimator, const KernelShape& shape)
{
    return keptOrComputed(mutex_, costs_, shape, [&] { return boundEstimator.kernelCosts(shape); });
}

std::shared_ptr<const RankedKernelItems> KernelCostReuse::Costs::ranked(const PlanSearchSpace& space, int gpus,
                                                                         const std::function<void(RankedKernelItems&)>& rank)
{
    std::promise<std::shared_ptr<const RankedKernelItems>> promise;
    std::shared_future<std::shared_ptr<const RankedKernelItems>> known;
    std::optional<Ranked> evicted;   // freed after the lock: its shapes may be the last copy
    {
        const std::lock_guard lock(rankedMutex_);
        for (const Ranked& entry : ranked_)
            if (entry.gpus == gpus && entry.space == space) {
                known = entry.shapes;
                break;
            }
        if (!known.valid()) {
            if (ranked_.size() == rankedKept) {
                evicted = std::move(ranked_.front());
                ranked_.pop_front();
            }
            ranked_.push_back({space, gpus, promise.get_future().share()});
        }
    }
    if (known.valid())
        return known.get();   // ready, or being ranked by another thread
    // Ranked outside the lock (rank() takes the kernel costs' own).
    try {
        auto shapes = std::make_shared<RankedKernelItems>();
        rank(*shapes);
        promise.set_value(shapes);
        return shapes;
    } catch (...) {
        // The threads waiting for it get the error; later searches rank again.
        promise.set_exception(std::current_exception());
        const std::lock_guard lock(rankedMutex_);
        std::erase_if(ranked_, [&](const Ranked& entry) { return entry.gpus == gpus && entry.space == space; });
        throw;
    }
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
