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

// Opex and TCO of `e`'s power and capex.
void costOperation(Evaluation& e, const EconomicsInputs& inputs, const FigureSet& figures)
{
    e.opex = estimateOpex(inputs, figures, e.power, e.capex);
    e.tco = estimateTco(inputs, figures, e.capex, e.opex);
}

Evaluation evaluate(const EconomicsInputs& inputs, const FigureSet& figures, CapexDetail capexDetail)
{
    Evaluation e;
    e.power = estimatePower(inputs, figures);
    e.capex = estimateCapex(inputs, figures, e.power, capexDetail);
    costOperation(e, inputs, figures);
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

// The central figures of `central` and the outputs' ranges.
void setFigures(EconomicsEstimate& estimate, Evaluation central, const OutputRanges& ranges)
{
    estimate.power = std::move(central.power);
    estimate.capex = std::move(central.capex);
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
}

// Each range collapsed onto the central value (EconomicsDetail::CentralOnly).
OutputRanges centralOnly(const Evaluation& central)
{
    OutputRanges ranges;
    ranges.central = outputsOf(central);
    ranges.low = ranges.central;
    ranges.high = ranges.central;
    return ranges;
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
    // The capex lines are reported in Full only; the ranges read only the totals.
    Evaluation central =
        evaluate(inputs, inputs.figures, detail == EconomicsDetail::Full ? CapexDetail::Itemized : CapexDetail::TotalsOnly);
    const OutputRanges ranges =
        detail == EconomicsDetail::Full
            ? propagateRanges(inputs.figures,
                              [&](const FigureSet& figures) {
                                  return outputsOf(evaluate(inputs, figures, CapexDetail::TotalsOnly));
                              })
            : centralOnly(central);

    EconomicsEstimate estimate;
    setFigures(estimate, std::move(central), ranges);
    estimate.gaps = inputs.gaps;
    if (detail == EconomicsDetail::CentralOnly)
        return estimate;
    estimate.assumptions = inputs.figures.figures();
    if (!inputs.dominantGpuId.empty())
        estimate.cloud = compareWithCloud(catalog, inputs.dominantGpuId, static_cast<double>(inputs.gpus),
                                          inputs.figures.value("utilization"), estimate.opex, estimate.tco);
    // Published network shares of AI cluster capex, to read the design's own share against.
    for (const FacilityProfile& profile : catalog.facilities)
        if (profile.metric == "network_capex_share_pct")
            estimate.networkShareReferences.push_back(SourcedFigure::ranged(
                "network_capex_share/" + profile.id, profile.value / 100.0, profile.low.value_or(profile.value) / 100.0,
                profile.high.value_or(profile.value) / 100.0, "fraction",
                profile.scope + ": " + describe(profile.provenance), profile.provenance.estimate));
    return estimate;
}

EconomicsEstimate withAverageServerPower(EconomicsEstimate estimate, const EconomicsInputs& inputs,
                                         double averageFraction)
{
    Evaluation e;
    e.power = estimatePower(inputs, inputs.figures, averageFraction);
    e.capex = std::move(estimate.capex);
    costOperation(e, inputs, inputs.figures);
    const OutputRanges ranges = centralOnly(e);
    setFigures(estimate, std::move(e), ranges);
    return estimate;
}

}  // namespace cp
