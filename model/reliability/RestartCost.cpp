#include "reliability/RestartCost.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace cp {
namespace {

void requireNonNegative(const ValueRange& range, const char* name)
{
    if (range.central < 0 || range.low < 0 || range.high < 0 || range.low > range.central ||
        range.high < range.central)
        throw std::invalid_argument(std::string("restart cost: ") + name +
                                    " must be >= 0 with low <= central <= high (got " + std::to_string(range.low) +
                                    " / " + std::to_string(range.central) + " / " + std::to_string(range.high) + ")");
}

}  // namespace

ValueRange sumInQuadrature(std::initializer_list<ValueRange> terms)
{
    ValueRange sum;
    double below = 0, above = 0;
    for (const ValueRange& term : terms) {
        sum.central += term.central;
        below += (term.central - term.low) * (term.central - term.low);
        above += (term.high - term.central) * (term.high - term.central);
    }
    sum.low = sum.central - std::sqrt(below);
    sum.high = sum.central + std::sqrt(above);
    return sum;
}

ValueRange scaled(const ValueRange& range, double factor)
{
    return factor >= 0 ? ValueRange{range.central * factor, range.low * factor, range.high * factor}
                       : ValueRange{range.central * factor, range.high * factor, range.low * factor};
}

RestartCost estimateRestartCost(const RestartCostInputs& inputs)
{
    if (inputs.ranks <= 0)
        throw std::invalid_argument("restart cost: the job needs a positive rank count");
    requireNonNegative(inputs.detectionS, "detection time");
    requireNonNegative(inputs.schedulingS, "scheduling time");
    requireNonNegative(inputs.processLaunchS, "process launch time");
    requireNonNegative(inputs.communicatorInitSPer1000Ranks, "communicator initialisation time per 1,000 ranks");
    requireNonNegative(inputs.warmupS, "warm-up time");
    if (inputs.checkpointReadBytes < 0)
        throw std::invalid_argument("restart cost: checkpoint size must be >= 0 bytes");
    if (inputs.checkpointReadBytes > 0 && inputs.readBytesPerSecond <= 0)
        throw std::invalid_argument("restart cost: checkpoint read bandwidth must be > 0 bytes/s");

    RestartCost cost;
    cost.detectionS = inputs.detectionS;
    cost.schedulingS = inputs.schedulingS;
    cost.processLaunchS = inputs.processLaunchS;
    cost.communicatorInitS = scaled(inputs.communicatorInitSPer1000Ranks, inputs.ranks / 1000.0);
    const double readS = inputs.checkpointReadBytes > 0 ? inputs.checkpointReadBytes / inputs.readBytesPerSecond : 0.0;
    cost.checkpointReadS = ValueRange{readS, readS, readS};
    cost.warmupS = inputs.warmupS;
    cost.totalS = sumInQuadrature({cost.detectionS, cost.schedulingS, cost.processLaunchS, cost.communicatorInitS,
                                   cost.checkpointReadS, cost.warmupS});
    return cost;
}

}  // namespace cp
