#include "autodesign/CandidateFigures.h"

#include "cost/DesignEconomics.h"
#include "evaluation/TrainingEstimates.h"

#include <algorithm>
#include <exception>
#include <limits>

namespace cp {
namespace {

void setEconomics(CandidateFigures& figures, const EconomicsEstimate& economics)
{
    figures.capexUsd = economics.capexUsd.central;
    figures.tcoUsd = economics.tcoUsd.central;
    figures.itPeakKw = economics.itPeakKw.central;
    figures.facilityPeakKw = economics.facilityPeakKw.central;
    for (const RackDensity& rack : economics.power.racks) {
        figures.maxRackKw = std::max(figures.maxRackKw, rack.rackKw);
        figures.rackLimitExceeded = figures.rackLimitExceeded || rack.exceedsLimit;
    }
}

JobFigures jobFigures(const DesignTrainingResult* result, const std::string& error)
{
    JobFigures job;
    if (!result) {
        job.problem = error;
        return job;
    }
    if (result->planSearched && result->plansFitting == 0) {
        job.problem = "no parallel plan fits in GPU memory";
        return job;
    }
    const TrainingEstimate& estimate = result->estimate;
    if (!estimate.valid() || !estimate.fits) {
        job.problem = estimate.valid() ? "the plan does not fit in GPU memory" : describe(estimate.problem);
        return job;
    }
    job.runs = true;
    job.days = estimate.timeToTrainS / 86400.0;
    job.mfu = estimate.mfu;
    job.tokensPerSecond = estimate.tokensPerSecond;
    job.gpus = estimate.plan.gpus();
    job.plan = estimate.plan;
    return job;
}

std::vector<ServiceFigures> serviceFigures(const DesignInference& inference)
{
    std::vector<ServiceFigures> services;
    for (const ServiceSizingResult& entry : inference.services) {
        ServiceFigures service;
        if (const std::optional<ServingPlan>& best = entry.sizing.best) {
            service.met = true;
            service.gpus = best->gpus;
            service.mode = best->mode;
            service.ttftS = best->ttftS;
            service.tpotS = best->tpotS;
            service.usdPerMillionTokens = best->usdPerMillionTokens;
        } else {
            service.problem = entry.sizing.warnings.empty() ? "no fleet on this GPU meets the TTFT and TPOT targets"
                                                            : entry.sizing.warnings.front();
        }
        services.push_back(std::move(service));
    }
    return services;
}

}  // namespace

double CandidateFigures::trainingDays() const
{
    double days = 0;
    for (const JobFigures& job : jobs)
        days = job.runs ? std::max(days, job.days) : std::numeric_limits<double>::infinity();
    return days;
}

CandidateFigures figuresOf(const Evaluation& evaluation)
{
    CandidateFigures figures;
    figures.gpus = evaluation.totals.gpus;
    figures.nodes = evaluation.totals.nodes;
    figures.racks = evaluation.totals.racks;
    if (const CostResults* cost = evaluation.cost.get())
        setEconomics(figures, cost->economics);
    figures.workloadsEstimated = true;
    if (const TrainingResults* training = evaluation.training.get())
        for (const TrainingJobResult& job : training->jobs)
            figures.jobs.push_back(jobFigures(job.result ? &*job.result : nullptr, job.error));
    if (const DesignInference* inference = evaluation.inference.get()) {
        figures.services = serviceFigures(*inference);
        figures.servingGpusNeeded = inference->gpusNeeded;
    }
    return figures;
}

CandidateEvaluation::CandidateEvaluation(const Design& design, const Catalog& catalog, CandidateReuse* reuse)
    : design_(design), catalog_(catalog), reuse_(reuse), inventory_(takeInventory(design, catalog)),
      fabrics_(design_, catalog_, inventory_)
{
    figures_.gpus = inventory_.gpus;
    figures_.nodes = inventory_.nodes;
    figures_.racks = inventory_.racks;
    const EvaluationContext context{design_, catalog_, inventory_, nullptr, nullptr, nullptr, &fabrics_,
                                    reuse_ ? &reuse_->networkLines : nullptr, reuse_ ? &reuse_->facilityFigures : nullptr,
                                    reuse_ ? &reuse_->nodeClassFigures : nullptr};
    economicsInputs_ = gatherDesignEconomicsInputs(context, FigureDetail::ValuesOnly);
    economics_ = estimateDesignEconomics(context, economicsInputs_, EconomicsDetail::CentralOnly);
    setEconomics(figures_, economics_);
}

const CandidateFigures& CandidateEvaluation::estimateWorkloads(const std::vector<ParallelPlan>& startingPlans)
{
    if (figures_.workloadsEstimated)
        return figures_;
    figures_.workloadsEstimated = true;
    // The best plan only: the same plan a full evaluation ranks first, by branch and bound on
    // this thread (the search runs candidates on every thread).
    PlanSearchOptions search;
    search.topK = 1;
    search.threads = 1;
    search.paretoFront = false;
    search.kernelReuse = reuse_ ? &reuse_->kernels : nullptr;
    search.startingPlans = startingPlans;
    const TrainingEstimates training(design_, catalog_, inventory_, search, &fabrics_,
                                     reuse_ ? &reuse_->trainingSystems : nullptr, reuse_ ? &reuse_->linkLoads : nullptr);
    for (std::size_t i = 0; i < design_.training.size(); ++i) {
        try {
            figures_.jobs.push_back(jobFigures(&training.forJob(i), {}));
        } catch (const std::exception& error) {
            figures_.jobs.push_back(jobFigures(nullptr, error.what()));
        }
    }
    if (!design_.inference.empty()) {
        // Sized on the economics without the jobs' power profile, as a full evaluation sizes.
        const DesignInference inference = sizeDesignInference(design_, catalog_, inventory_, economics_,
                                                                reuse_ ? &reuse_->sizings : nullptr, &fabrics_);
        figures_.services = serviceFigures(inference);
        figures_.servingGpusNeeded = inference.gpusNeeded;
    }
    // With the jobs' plans known, average power (and so energy and TCO) comes from their power
    // profile, as in a full evaluation, not from the catalog's fixed fraction. The services are
    // sized, so the estimate without the profile is read no more.
    if (!design_.training.empty()) {
        EvaluationContext context{design_, catalog_, inventory_, &training, nullptr, nullptr, &fabrics_};
        context.powerProfileFigures = reuse_ ? &reuse_->powerProfileFigures : nullptr;
        setEconomics(figures_, withJobsPowerProfile(context, economicsInputs_, std::move(economics_)));
    }
    return figures_;
}

}  // namespace cp
