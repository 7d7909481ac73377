#pragma once

// Chart data read from the typed evaluation (model/evaluation) and its figures: every chart
// names its segments with the field registry's labels, so a chart legend reads like the table
// beside it. When the data is absent the reader returns nothing and no chart is drawn. Several
// evaluations give overlaid charts (the compare window).

#include "charts/ChartData.h"
#include "evaluation/Evaluation.h"

#include <optional>

namespace cp::ui {

struct NamedEvaluation {
    QString name;
    const Evaluation* evaluation = nullptr;
};

// Capex by category (million USD), one bar per evaluation.
std::optional<StackedBarData> capexBreakdown(const QVector<NamedEvaluation>& evaluations);
// Facility peak power by part (kW): servers, network, storage, estimated share, cooling (PUE).
std::optional<StackedBarData> powerBreakdown(const QVector<NamedEvaluation>& evaluations);
// One bar per training job: the step time's parts (ms) and memory per GPU's parts (GiB).
std::optional<StackedBarData> stepTimeBreakdown(const Evaluation& evaluation);
std::optional<StackedBarData> memoryBreakdown(const Evaluation& evaluation);
// Network bill of materials by item kind (million USD), one bar per fabric.
std::optional<StackedBarData> networkCostBreakdown(const Evaluation& evaluation);
// Interruptions per day by component, one bar for the chosen training job (or the cluster).
std::optional<StackedBarData> interruptionsByComponent(const Evaluation& evaluation, std::size_t trainingJob);

// Cumulative cost over the cost period (million USD): owning (the up-front spending charged to
// the period, then opex and cost of capital each year, ending at TCO) against renting the same
// useful GPU-hours at the cheapest offer of each term. The own line ends at the TCO figure.
std::optional<QVector<XYSeries>> costOverYears(const Evaluation& evaluation);
// The own line of several designs, overlaid.
std::optional<QVector<XYSeries>> costOverYears(const QVector<NamedEvaluation>& evaluations);

// TPOT (ms) against goodput per GPU for each service's candidate fleets (aggregated and
// disaggregated), with the first service's TPOT target as the chart's target line.
struct InferenceLatencyChart {
    QVector<XYSeries> series;
    std::optional<double> tpotTargetMs;
};
std::optional<InferenceLatencyChart> inferenceLatency(const Evaluation& evaluation);

// The plan search's best plans of one job (chosen and next best): MFU against memory per GPU.
std::optional<PlanScatterData> planScatter(const Evaluation& evaluation, std::size_t trainingJob, double gpuMemoryGb);
// Goodput (%) against checkpoint interval (minutes) for one training job, one line per checkpoint
// strategy, and a last series of points: each strategy's optimal interval.
std::optional<QVector<XYSeries>> goodputOverCheckpointInterval(const Evaluation& evaluation, std::size_t trainingJob);
// Servers one failed component stops or slows (its blast radius), one bar per failure domain,
// for one training job (logarithmic: one server to the whole cluster).
std::optional<StackedBarData> blastRadius(const Evaluation& evaluation, std::size_t trainingJob);

// The largest training job's IT power (MW) over `steps` optimizer steps (seconds), a step
// function of its phases, with its step average.
struct PowerOverSteps {
    QVector<XYSeries> series;
    QString job;
    double swingMw = 0;
};
std::optional<PowerOverSteps> largestJobPowerOverSteps(const Evaluation& evaluation, int steps = 3);

}  // namespace cp::ui
