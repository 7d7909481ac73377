#include "cost/EconomicsModel.h"

#include "cost/CapexModel.h"
#include "cost/CatalogFigures.h"
#include "cost/RangePropagation.h"
#include "cost/TcoModel.h"
#include "power/PowerModel.h"

namespace cp {
namespace {

struct Evaluation {
    PowerEstimate power;
    CapexEstimate capex;
    OpexEstimate opex;
    TcoEstimate tco;
};

Evaluation evaluate(const EconomicsInputs& inputs, const FigureSet& figures)
{
    Evaluation e;
    e.power = estimatePower(inputs, figures);
    e.capex = estimateCapex(inputs, figures, e.power);
    e.opex = estimateOpex(inputs, figures, e.power, e.capex);
    e.tco = estimateTco(inputs, figures, e.capex, e.opex);
    return e;
}

// The outputs reported with a range, in this order.
enum EconomicsOutput { ItPeakKw, FacilityPeakKw, EnergyMwh, Capex, ComputeCapex, Opex, Tco, CostPerGpuHour, OutputCount };

Eigen::VectorXd outputsOf(const Evaluation& e)
{
    Eigen::VectorXd v(OutputCount);
    v << e.power.itPeakKw, e.power.facilityPeakKw, e.power.annualEnergyMwh, e.capex.totalUsd, e.capex.computeUsd,
        e.opex.totalUsd, e.tco.tcoUsd, e.tco.costPerGpuHourUsd;
    return v;
}

ValueRange rangeOf(const OutputRanges& ranges, EconomicsOutput output)
{
    return ValueRange{ranges.central(output), ranges.low(output), ranges.high(output)};
}

}  // namespace

double runCostUsd(double gpuHours, double costPerGpuHourUsd) { return gpuHours * costPerGpuHourUsd; }

double costPerMillionTokensUsd(double costPerGpuHourUsd, double tokensPerSecondPerGpu)
{
    if (tokensPerSecondPerGpu <= 0)
        return 0.0;
    return costPerGpuHourUsd / (tokensPerSecondPerGpu * 3600.0) * 1e6;
}

EconomicsEstimate estimateEconomics(const EconomicsInputs& inputs, const Catalog& catalog, EconomicsDetail detail)
{
    const Evaluation central = evaluate(inputs, inputs.figures);
    OutputRanges ranges;
    if (detail == EconomicsDetail::Full) {
        ranges = propagateRanges(inputs.figures, [&](const FigureSet& figures) { return outputsOf(evaluate(inputs, figures)); });
    } else {
        ranges.central = outputsOf(central);
        ranges.low = ranges.central;
        ranges.high = ranges.central;
    }

    EconomicsEstimate estimate;
    estimate.power = central.power;
    estimate.capex = central.capex;
    estimate.opex = central.opex;
    estimate.tco = central.tco;
    estimate.itPeakKw = rangeOf(ranges, ItPeakKw);
    estimate.facilityPeakKw = rangeOf(ranges, FacilityPeakKw);
    estimate.annualEnergyMwh = rangeOf(ranges, EnergyMwh);
    estimate.capexUsd = rangeOf(ranges, Capex);
    estimate.computeCapexUsd = rangeOf(ranges, ComputeCapex);
    estimate.opexUsdPerYear = rangeOf(ranges, Opex);
    estimate.tcoUsd = rangeOf(ranges, Tco);
    estimate.costPerGpuHourUsd = rangeOf(ranges, CostPerGpuHour);
    estimate.assumptions = inputs.figures.figures();
    estimate.gaps = inputs.gaps;
    if (detail == EconomicsDetail::CentralOnly)
        return estimate;
    if (!inputs.dominantGpuId.empty())
        estimate.cloud = compareWithCloud(catalog, inputs.dominantGpuId, static_cast<double>(inputs.gpus),
                                          inputs.figures.value("utilization"), central.opex,
                                          central.tco);
    // Published network shares of AI cluster capex, to read the design's own share against.
    for (const FacilityProfile& profile : catalog.facilities)
        if (profile.metric == "network_capex_share_pct")
            estimate.networkShareReferences.push_back(SourcedFigure::ranged(
                "network_capex_share/" + profile.id, profile.value / 100.0, profile.low.value_or(profile.value) / 100.0,
                profile.high.value_or(profile.value) / 100.0, "fraction",
                profile.scope + ": " + describe(profile.provenance), profile.provenance.estimate));
    return estimate;
}

}  // namespace cp
