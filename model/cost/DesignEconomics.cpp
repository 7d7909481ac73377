#include "cost/DesignEconomics.h"

#include "cost/EconomicsInputs.h"
#include "cost/EconomicsModel.h"
#include "cost/NetworkBill.h"
#include "power/SitePowerProfile.h"

#include <exception>
#include <string>
#include <utility>

namespace cp {
namespace {

std::string profileFailure(const std::exception& error)
{
    return std::string("average power from the catalog's fixed fraction: the power profile failed: ") + error.what();
}

}  // namespace

EconomicsInputs gatherDesignEconomicsInputs(const EvaluationContext& context, FigureDetail detail)
{
    NetworkBill bill =
        networkBill(context.design, context.catalog, context.inventory, context.fabrics, context.networkLines, detail);
    EconomicsInputs inputs =
        context.design.fabrics.empty()
            ? gatherEconomicsInputs(context.design, context.catalog, context.inventory, nullptr, context.facilityFigures)
            : gatherEconomicsInputs(context.design, context.catalog, context.inventory, std::move(bill.lines),
                                    context.facilityFigures, context.nodeClassFigures, detail);
    inputs.gaps.insert(inputs.gaps.end(), bill.gaps.begin(), bill.gaps.end());
    return inputs;
}

EconomicsEstimate estimateDesignEconomics(const EvaluationContext& context, const EconomicsInputs& inputs,
                                          EconomicsDetail detail)
{
    // Average power from the training jobs' power profile rather than a fixed fraction of peak.
    try {
        if (const SitePowerProfile profile = estimateSitePowerProfile(context, &inputs); profile.averageServerFraction) {
            EconomicsInputs profiled = inputs;
            profiled.figures.replace(*profile.averageServerFraction);
            return estimateEconomics(profiled, context.catalog, detail);
        }
    } catch (const std::exception& error) {
        EconomicsInputs withGap = inputs;
        withGap.gaps.push_back(profileFailure(error));
        return estimateEconomics(withGap, context.catalog, detail);
    }
    return estimateEconomics(inputs, context.catalog, detail);
}

EconomicsEstimate withJobsPowerProfile(const EvaluationContext& context, const EconomicsInputs& inputs,
                                       EconomicsEstimate withoutJobs)
{
    try {
        if (const std::optional<double> fraction = jobsAverageServerFraction(context, inputs))
            return withAverageServerPower(std::move(withoutJobs), inputs, *fraction);
    } catch (const std::exception& error) {
        withoutJobs.gaps.push_back(profileFailure(error));
    }
    return withoutJobs;
}

EconomicsEstimate estimateDesignEconomics(const EvaluationContext& context, EconomicsDetail detail)
{
    return estimateDesignEconomics(context, gatherDesignEconomicsInputs(context), detail);
}

}  // namespace cp
