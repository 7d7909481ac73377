#pragma once

// Power, capex, opex, TCO and the cloud comparison of a whole design: the network model's
// bills of materials priced with the design's nodes, storage, facility and economics.

#include "cost/EconomicsEstimate.h"
#include "cost/EconomicsInputs.h"
#include "cost/EconomicsModel.h"
#include "evaluation/EvaluationSection.h"

namespace cp {

EconomicsEstimate estimateDesignEconomics(const EvaluationContext& context, EconomicsDetail detail = EconomicsDetail::Full);

// The two halves of estimateDesignEconomics, for callers that estimate one design's economics
// again once its training jobs are estimated: the priced inputs (network bill, nodes, storage,
// facility) do not depend on the jobs; only the average power (their power profile) does.
// `detail` ValuesOnly: without the figures' sources and the gaps (gatherEconomicsInputs; a design
// without fabrics has them all the same).
EconomicsInputs gatherDesignEconomicsInputs(const EvaluationContext& context,
                                            FigureDetail detail = FigureDetail::WithSources);
EconomicsEstimate estimateDesignEconomics(const EvaluationContext& context, const EconomicsInputs& inputs,
                                          EconomicsDetail detail);

// `withoutJobs` (estimateDesignEconomics of `inputs`, CentralOnly, before the training jobs were
// estimated) with the average power of the jobs' power profile (context.training): exactly what
// estimateDesignEconomics(context, inputs, CentralOnly) gives, without pricing the design again.
EconomicsEstimate withJobsPowerProfile(const EvaluationContext& context, const EconomicsInputs& inputs,
                                       EconomicsEstimate withoutJobs);

}  // namespace cp
