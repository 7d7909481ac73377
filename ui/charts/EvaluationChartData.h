#pragma once

// Chart data read from `evaluate` JSON results. Every reader finds its data by what it is
// (a capex breakdown: an object of numbers whose key names capex and a breakdown), not by
// one fixed path, so estimates may nest or extend their sections; when the data is absent the
// reader returns nothing and no chart is drawn. Several evaluations give overlaid charts.

#include "charts/ChartData.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <vector>

namespace cp {
class Catalog;
struct Design;
}

namespace cp::ui {

struct NamedEvaluation {
    QString name;
    const nlohmann::json* evaluation = nullptr;
};

std::optional<StackedBarData> capexBreakdown(const QVector<NamedEvaluation>& evaluations);
std::optional<StackedBarData> powerBreakdown(const QVector<NamedEvaluation>& evaluations);
std::optional<StackedBarData> stepTimeBreakdown(const QVector<NamedEvaluation>& evaluations);
std::optional<StackedBarData> memoryBreakdown(const QVector<NamedEvaluation>& evaluations);

// Cumulative cost over the depreciation period: owning (capex + opex per year) against renting
// the same GPUs at the catalog's cloud offers for the design's GPU.
std::optional<QVector<XYSeries>> tcoOverYears(const Design& design, const Catalog& catalog, const nlohmann::json& evaluation);

// Latency against throughput for the inference services (lists of operating points).
std::optional<QVector<XYSeries>> inferenceLatencyCurve(const nlohmann::json& evaluation);

// Plan-search candidates (lists of plans with MFU and memory per GPU).
std::optional<PlanScatterData> planScatter(const nlohmann::json& evaluation, double gpuMemoryGb);

}  // namespace cp::ui
