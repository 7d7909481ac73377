#pragma once

// Auto-design: the cheapest cluster that runs a design's workloads within the limits of the
// question it asks (design/DesignQuestion.h; both read from one file by loadQuestionFile). Candidates are every allowed building block (a catalog
// server in racks, or a rack-scale system) x whole scalable units for training x compute fabric
// (technology, oversubscription; tiers as needed), with racks added for the services' fleets.
// Each candidate is evaluated with the estimators of evaluateDesign: its best parallel plan per
// training job and its cheapest serving fleet per service. Pruned by bounds: a candidate that
// cannot meet a deadline even at 100% MFU, or whose racks alone exceed a power or capex limit,
// is skipped without evaluation; one whose exact power or cost exceeds a limit is not plan-
// searched; one that an evaluated feasible candidate beats on cost, power and (even at its
// lower bound) time is dropped. Deterministic for a given input and thread count independent;
// cancellable; reports progress.

#include "autodesign/BuildingBlock.h"
#include "autodesign/CandidateFigures.h"
#include "autodesign/FabricChoice.h"
#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/DesignIssue.h"
#include "design/DesignQuestion.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace cp {

// A limit or target a candidate can miss.
enum class Limit { None, Deadline, Service, FacilityPower, Capex, Tco, RackPower, GridEnd };

std::string_view toString(Limit limit);

struct CandidateKey {
    int block = 0;                           // index into DesignSearchResult::blocks
    int fabric = 0;                          // index into DesignSearchResult::fabrics
    int trainingUnits = 0;                   // scalable units for the training jobs
    int servingRacks = 0;                    // racks for the services' fleets

    bool operator==(const CandidateKey&) const = default;
};

enum class CandidateStage {
    Pending,                                 // not evaluated (the search was cancelled first)
    PrunedByDeadlineBound,                   // cannot meet a deadline even at 100% MFU
    PrunedByLimitBound,                      // its racks alone exceed a power or capex limit
    OverLimit,                               // its exact power or cost exceeds a limit
    Dominated,                               // beaten by an evaluated candidate before its plan search
    Evaluated,                               // plans searched and fleets sized
    Failed,                                  // an estimator refused it (the reason is in `violations`)
};

struct Violation {
    Limit limit = Limit::None;
    std::string text;                        // "the deadline of 'Llama 405B': 93.2 days > 90"
};

struct Candidate {
    CandidateKey key;
    CandidateStage stage = CandidateStage::Pending;
    CandidateFigures figures;                // economics always (but for pruned ones); workloads when Evaluated
    double trainingDaysLowerBound = 0;       // at 100% MFU
    std::vector<Violation> violations;       // empty: meets every target and limit

    bool feasible() const { return stage == CandidateStage::Evaluated && violations.empty(); }
};

// A design the search recommends, complete (as written to a file), and why.
struct DesignAnswer {
    DesignObjective objective = DesignObjective::Tco;
    int candidate = -1;                      // index into DesignSearchResult::candidates
    Design design;
    std::string why;                         // "lowest TCO of the 84 candidates that meet every target"
    Limit binding = Limit::None;             // what stops a better design for this objective
    std::string bindingText;
};

struct DesignSearchOptions {
    int threads = 0;                         // 0 = std::thread::hardware_concurrency()
    std::stop_token stop;
    // Called on the calling thread with (candidates done, candidates in all), about every wave.
    std::function<void(long long, long long)> progress;
    // Scalable units the search may add beyond the smallest that could meet the deadlines, at
    // most (the grid also ends at the limits' bounds and at the question's max_gpus).
    int maxUnitsPerFamily = 4096;
};

struct DesignSearchStatistics {
    long long candidates = 0;                // enumerated, pruned ones included
    long long prunedByDeadlineBound = 0;
    long long prunedByLimitBound = 0;
    long long overLimit = 0;
    long long dominated = 0;
    long long evaluated = 0;                 // with plan search and fleet sizing
    long long failed = 0;
    long long plansSearched = 0;             // job plan searches run
    double wallSeconds = 0;
};

struct DesignSearchResult {
    DesignObjective objective = DesignObjective::Tco;   // the question's
    std::shared_ptr<const Catalog> catalog;  // the catalog with the question's overrides; blocks point into it
    std::vector<BuildingBlock> blocks;
    std::vector<ExcludedBlock> excludedBlocks;
    std::vector<FabricChoice> fabrics;
    double rackLimitKw = 0;
    std::vector<Candidate> candidates;       // every candidate with its figures, in search order
    std::vector<int> paretoFront;            // feasible, non-dominated on (TCO, training time, power); by TCO
    std::vector<DesignAnswer> answers;       // the best per objective, the question's objective first
    bool answered = false;
    std::string refusal;                     // when not answered: why, naming the binding limit
    Limit refusalLimit = Limit::None;
    bool cancelled = false;
    DesignSearchStatistics statistics;
    std::vector<std::string> notes;          // assumptions the candidates share

    const DesignAnswer* answer(DesignObjective objective) const;
};

// What keeps `question` from being asked of `design` (issues with pointers under /question and
// /training): a deadline for a job the design does not have, an unknown platform or GPU id, no
// training job and no service; warnings for jobs without a deadline.
std::vector<DesignIssue> checkQuestion(const Design& design, const DesignQuestion& question, const Catalog& catalog);

// Throws DesignError with checkQuestion's issues when it finds errors.
DesignSearchResult searchDesigns(const Design& design, const DesignQuestion& question, const Catalog& catalog,
                                 const DesignSearchOptions& options = {});

// The complete design of a candidate of `result` (what the answer files hold): the question's
// workloads, facility, economics, storage and other fabrics on the candidate's racks and
// compute fabric.
Design candidateDesign(const Design& question, const DesignSearchResult& result, const CandidateKey& key);

}  // namespace cp
