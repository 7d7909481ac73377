#pragma once

// The figures auto-design compares candidates on, read from the same estimators evaluateDesign
// runs (so a written design re-evaluated gives exactly these numbers; tests check it): capex,
// TCO and peak power from the economics model, each training job's best plan and time to train,
// each service's cheapest fleet within its latency targets.

#include "catalog/Catalog.h"
#include "cost/EconomicsEstimate.h"
#include "cost/FacilityFigures.h"
#include "cost/NetworkBillReuse.h"
#include "cost/NodeClassFigures.h"
#include "design/Design.h"
#include "evaluation/Evaluation.h"
#include "inference/DesignInference.h"
#include "network/LinkLoadReuse.h"
#include "network/PlannedFabrics.h"
#include "power/PowerProfileFigures.h"
#include "training/KernelCostReuse.h"
#include "training/TrainingSystemReuse.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cp {

struct JobFigures {
    bool runs = false;                       // a plan fits and runs
    double days = 0;                         // to train the token budget
    double mfu = 0;
    double tokensPerSecond = 0;
    int gpus = 0;                            // the plan's GPUs
    ParallelPlan plan;
    std::string problem;                     // why it does not run

    bool operator==(const JobFigures&) const = default;
};

struct ServiceFigures {
    bool met = false;                        // a fleet meets the TTFT and TPOT targets
    int gpus = 0;
    ServingMode mode = ServingMode::Aggregated;
    double ttftS = 0;
    double tpotS = 0;
    double usdPerMillionTokens = 0;
    std::string problem;

    bool operator==(const ServiceFigures&) const = default;
};

struct CandidateFigures {
    std::int64_t gpus = 0;
    std::int64_t nodes = 0;
    std::int64_t racks = 0;
    double capexUsd = 0;
    double tcoUsd = 0;
    double itPeakKw = 0;
    double facilityPeakKw = 0;
    double maxRackKw = 0;                    // the densest rack's peak IT power
    bool rackLimitExceeded = false;
    bool workloadsEstimated = false;         // jobs and services below are filled
    std::vector<JobFigures> jobs;            // the design's training jobs, in order
    std::vector<ServiceFigures> services;    // its inference services, in order
    std::int64_t servingGpusNeeded = 0;

    // The longest training job's days (0 without jobs); +infinity when one does not run.
    double trainingDays() const;
    bool operator==(const CandidateFigures&) const = default;
};

// The figures of a full evaluation (what `evaluate` reports for the design).
CandidateFigures figuresOf(const Evaluation& evaluation);

// What the candidates of one question share, each giving what computing afresh gives: service
// sizings (SizingReuse), the plan searches' congestion-free kernel costs and ranked kernel shapes
// (KernelCostReuse), the jobs' training systems (TrainingSystemReuse), the link-load analyses of
// fabrics of one geometry (LinkLoadReuse), the network bills' priced lines (NetworkBillReuse), the
// facility's and economics settings' figures (FacilityFiguresReuse), the node classes' figures
// (NodeClassFiguresReuse) and the power profile's (PowerProfileFiguresReuse).
struct CandidateReuse {
    SizingReuse sizings;
    KernelCostReuse kernels;
    TrainingSystemReuse trainingSystems;
    LinkLoadReuse linkLoads;
    NetworkBillReuse networkLines;
    FacilityFiguresReuse facilityFigures;
    NodeClassFiguresReuse nodeClassFigures;
    PowerProfileFiguresReuse powerProfileFigures;
};

// The same figures computed directly from the estimators evaluateDesign uses, in two steps so
// the search can stop after the economics when a limit is already exceeded. The design must be
// valid (candidate designs are built valid); `catalog` has the design's overrides applied.
class CandidateEvaluation {
public:
    // `reuse`: shared with the other candidates of the same question; null: everything computed
    // afresh.
    CandidateEvaluation(const Design& design, const Catalog& catalog, CandidateReuse* reuse = nullptr);
    // The planned fabrics refer to this object's inventory.
    CandidateEvaluation(const CandidateEvaluation&) = delete;
    CandidateEvaluation& operator=(const CandidateEvaluation&) = delete;

    // Capex, TCO, power and racks; the workloads not yet estimated.
    const CandidateFigures& figures() const { return figures_; }
    // Searches each job's plans and sizes each service's fleet; energy and TCO are then re-costed
    // from the jobs' power profile. `startingPlans` (the best plans of a neighbouring candidate)
    // only speed the plan searches up (PlanSearchOptions::startingPlans).
    const CandidateFigures& estimateWorkloads(const std::vector<ParallelPlan>& startingPlans = {});

private:
    const Design& design_;
    const Catalog& catalog_;
    CandidateReuse* reuse_;
    Inventory inventory_;
    PlannedFabrics fabrics_;                 // planned once for the bill, training, serving, reliability
    EconomicsInputs economicsInputs_;        // priced once (values only); the jobs change only the average power
    EconomicsEstimate economics_;            // central values, without the jobs' power profile
    CandidateFigures figures_;
};

}  // namespace cp
