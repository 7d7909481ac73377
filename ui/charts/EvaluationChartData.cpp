#include "charts/EvaluationChartData.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/Inventory.h"
#include "export/ResultFormat.h"
#include "export/ResultUnits.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>
#include <map>

namespace cp::ui {
namespace {

using Json = nlohmann::json;

bool contains(const std::string& text, const char* fragment)
{
    return text.find(fragment) != std::string::npos;
}

// The number an entry of a breakdown stands for: a number, or an object's "usd"/"value"/...
std::optional<double> entryValue(const Json& value)
{
    if (value.is_number())
        return value.get<double>();
    if (value.is_object()) {
        for (const char* key : {"usd", "value", "kw", "w", "s", "gb", "total_usd", "total"})
            if (const auto it = value.find(key); it != value.end() && it->is_number())
                return it->get<double>();
        for (const auto& [key, v] : value.items())
            if (v.is_number() && !unitOfResultKey(key).empty())
                return v.get<double>();
    }
    return std::nullopt;
}

struct Breakdown {
    std::string key;
    std::vector<std::pair<std::string, double>> entries;
};

// Depth-first: the first object below `node` whose key satisfies `matches` and whose entries
// are (mostly) numbers. Totals inside it ("total", "sum") are skipped: they are not segments.
std::optional<Breakdown> findBreakdown(const Json& node, const std::function<bool(const std::string&)>& matches, int depth = 0)
{
    if (depth > 4 || !node.is_structured())
        return std::nullopt;
    if (node.is_object()) {
        for (const auto& [key, value] : node.items()) {
            if (!value.is_object() || !matches(key))
                continue;
            Breakdown breakdown{key, {}};
            for (const auto& [entryKey, entry] : value.items()) {
                if (entryKey == "total" || contains(entryKey, "total_") || entryKey == "sum")
                    continue;
                if (const auto v = entryValue(entry))
                    breakdown.entries.emplace_back(entryKey, *v);
            }
            if (breakdown.entries.size() >= 2)
                return breakdown;
        }
    }
    for (const auto& child : node)
        if (auto found = findBreakdown(child, matches, depth + 1))
            return found;
    return std::nullopt;
}

std::optional<StackedBarData> breakdownChart(const QVector<NamedEvaluation>& evaluations, const char* section,
                                             const std::function<bool(const std::string&)>& matches,
                                             const QString& axisLabel, double divisor)
{
    StackedBarData data;
    data.valueAxisLabel = axisLabel;
    std::vector<std::string> order;
    std::map<std::string, QVector<double>> values;
    bool any = false;
    for (int d = 0; d < evaluations.size(); ++d) {
        data.bars << evaluations[d].name;
        const Json& evaluation = *evaluations[d].evaluation;
        const auto it = evaluation.find(section);
        if (it == evaluation.end())
            continue;
        const auto breakdown = findBreakdown(*it, matches);
        if (!breakdown)
            continue;
        any = true;
        for (const auto& [key, value] : breakdown->entries) {
            if (!values.contains(key)) {
                order.push_back(key);
                values[key] = QVector<double>(evaluations.size(), 0.0);
            }
            values[key][d] = value / divisor;
        }
    }
    if (!any)
        return std::nullopt;
    for (const std::string& key : order)
        if (std::any_of(values[key].begin(), values[key].end(), [](double v) { return v != 0; }))
            data.segments.push_back({QString::fromStdString(labelOfResultKey(key)), values[key]});
    return data;
}

bool isBreakdownKey(const std::string& key)
{
    return contains(key, "by_") || contains(key, "breakdown");
}

}  // namespace

std::optional<StackedBarData> capexBreakdown(const QVector<NamedEvaluation>& evaluations)
{
    return breakdownChart(evaluations, "cost", [](const std::string& k) { return contains(k, "capex") && isBreakdownKey(k); },
                          QCoreApplication::translate("charts", "Capex (million USD)"), 1e6);
}

std::optional<StackedBarData> powerBreakdown(const QVector<NamedEvaluation>& evaluations)
{
    if (auto data = breakdownChart(evaluations, "power", [](const std::string& k) { return isBreakdownKey(k) && !contains(k, "rack"); },
                                   QCoreApplication::translate("charts", "Power (kW)"), 1.0))
        return data;
    // The power section's parts of the facility peak: servers, network, storage, the
    // unpublished network/storage overhead, and the facility overhead (PUE) on top of IT.
    struct Part { const char* key; const char* label; };
    static constexpr Part kParts[] = {
        {"server_peak_kw", QT_TRANSLATE_NOOP("charts", "Servers")},
        {"network_kw", QT_TRANSLATE_NOOP("charts", "Network")},
        {"storage_kw", QT_TRANSLATE_NOOP("charts", "Storage")},
        {"network_storage_overhead_kw", QT_TRANSLATE_NOOP("charts", "Network/storage (estimated share)")},
    };
    StackedBarData data;
    data.valueAxisLabel = QCoreApplication::translate("charts", "Peak power (kW)");
    QVector<QVector<double>> values(std::size(kParts) + 1, QVector<double>(evaluations.size(), 0.0));
    bool any = false;
    for (int d = 0; d < evaluations.size(); ++d) {
        data.bars << evaluations[d].name;
        const auto power = evaluations[d].evaluation->find("power");
        if (power == evaluations[d].evaluation->end() || !power->is_object())
            continue;
        double it = 0;
        for (std::size_t i = 0; i < std::size(kParts); ++i)
            if (const auto v = power->find(kParts[i].key); v != power->end() && v->is_number()) {
                values[static_cast<int>(i)][d] = v->get<double>();
                it += v->get<double>();
                any = true;
            }
        const auto facility = power->find("facility_power_kw");
        const auto itPeak = power->find("it_power_kw");
        if (facility != power->end() && itPeak != power->end() && facility->is_number() && itPeak->is_number())
            values[static_cast<int>(std::size(kParts))][d] = std::max(0.0, facility->get<double>() - itPeak->get<double>());
    }
    if (!any)
        return std::nullopt;
    for (std::size_t i = 0; i < std::size(kParts); ++i)
        data.segments.push_back({QCoreApplication::translate("charts", kParts[i].label), values[static_cast<int>(i)]});
    data.segments.push_back({QCoreApplication::translate("charts", "Cooling and facility (PUE)"), values[static_cast<int>(std::size(kParts))]});
    // Parts that are zero everywhere only crowd the legend.
    data.segments.erase(std::remove_if(data.segments.begin(), data.segments.end(), [](const StackedBarData::Segment& s) {
                            return std::all_of(s.values.begin(), s.values.end(), [](double v) { return v == 0; });
                        }),
                        data.segments.end());
    return data;
}

std::optional<StackedBarData> stepTimeBreakdown(const QVector<NamedEvaluation>& evaluations)
{
    // Step times come in seconds (keys in SI); shown in milliseconds.
    return breakdownChart(evaluations, "training", [](const std::string& k) { return contains(k, "step") && (isBreakdownKey(k) || contains(k, "time")); },
                          QCoreApplication::translate("charts", "Step time (ms)"), 1e-3);
}

std::optional<StackedBarData> memoryBreakdown(const QVector<NamedEvaluation>& evaluations)
{
    return breakdownChart(evaluations, "training", [](const std::string& k) { return contains(k, "memory"); },
                          QCoreApplication::translate("charts", "Memory per GPU (GB)"), 1.0);
}

std::optional<QVector<XYSeries>> tcoOverYears(const Design& design, const Catalog& catalog, const Json& evaluation)
{
    const auto cost = evaluation.find("cost");
    if (cost == evaluation.end() || !cost->is_object())
        return std::nullopt;
    const auto capex = cost->find("capex_usd");
    const auto opex = cost->find("opex_usd_per_year");
    if (capex == cost->end() || !capex->is_number() || opex == cost->end() || !opex->is_number())
        return std::nullopt;
    const double years = std::max(1.0, cost->value("tco_years", design.economics.depreciationYears));
    QVector<XYSeries> series;
    XYSeries own{QCoreApplication::translate("charts", "Own cluster"), {}, {}};
    for (int y = 0; y <= static_cast<int>(years); ++y) {
        own.x << y;
        own.y << (capex->get<double>() + opex->get<double>() * y) / 1e6;
    }
    series << own;

    // The cost model's comparison when it made one: the cheapest offer of each term.
    if (const auto cloud = cost->find("cloud"); cloud != cost->end() && cloud->is_array() && !cloud->empty()) {
        std::map<std::string, const Json*> cheapestByTerm;
        for (const Json& offer : *cloud) {
            const std::string term = offer.value("term", std::string());
            if (!offer.contains("cloud_usd_per_year") || !offer["cloud_usd_per_year"].is_number())
                continue;
            if (!cheapestByTerm.contains(term) || offer["cloud_usd_per_year"].get<double>() < (*cheapestByTerm[term])["cloud_usd_per_year"].get<double>())
                cheapestByTerm[term] = &offer;
        }
        for (const auto& [term, offer] : cheapestByTerm) {
            XYSeries rent{QStringLiteral("%1 %2 $%3/GPU-h")
                              .arg(QString::fromStdString(offer->value("provider", std::string())), QString::fromStdString(term))
                              .arg(offer->value("usd_per_gpu_hour", 0.0), 0, 'f', 2),
                          {}, {}};
            for (int y = 0; y <= static_cast<int>(years); ++y) {
                rent.x << y;
                rent.y << (*offer)["cloud_usd_per_year"].get<double>() * y / 1e6;
            }
            series << rent;
        }
        return series;
    }
    Inventory inventory;
    try {
        inventory = takeInventory(design, catalog);
    } catch (const std::exception&) {
        return series;
    }
    const NodeClass* dominant = inventory.dominantNodeClass();
    if (!dominant || !dominant->gpu)
        return series;
    // The cheapest offer of each term for this GPU. On-demand and spot are paid for the hours
    // used (utilization); committed terms are paid around the clock.
    std::map<std::string, const CloudOffer*> cheapest;
    for (const CloudOffer& offer : catalog.cloudOffers)
        if (offer.gpuId == dominant->gpu->id && offer.usdPerGpuHour > 0
            && (!cheapest.contains(offer.term) || offer.usdPerGpuHour < cheapest[offer.term]->usdPerGpuHour))
            cheapest[offer.term] = &offer;
    constexpr double kHoursPerYear = 8766.0;   // 365.25 days
    for (const auto& [term, offer] : cheapest) {
        const bool payAsYouGo = term == "on-demand" || term == "spot";
        const double hours = kHoursPerYear * (payAsYouGo ? design.economics.utilization : 1.0);
        const double perYear = static_cast<double>(inventory.gpus) * hours * offer->usdPerGpuHour;
        XYSeries cloud{QString::fromStdString(offer->provider + " " + offer->term), {}, {}};
        cloud.name += QStringLiteral(" $%1/GPU-h").arg(offer->usdPerGpuHour, 0, 'f', 2);
        for (int y = 0; y <= static_cast<int>(years); ++y) {
            cloud.x << y;
            cloud.y << perYear * y / 1e6;
        }
        series << cloud;
    }
    return series;
}

namespace {

void collectObjectArrays(const Json& node, const std::string& key, std::vector<std::pair<std::string, const Json*>>& arrays)
{
    if (node.is_array() && !node.empty() && node.front().is_object())
        arrays.emplace_back(key, &node);
    if (node.is_object())
        for (const auto& [childKey, child] : node.items())
            collectObjectArrays(child, childKey, arrays);
    else if (node.is_array())
        for (const auto& child : node)
            collectObjectArrays(child, key, arrays);
}

std::optional<std::pair<std::string, double>> numberWithKey(const Json& object, const std::function<bool(const std::string&)>& matches)
{
    for (const auto& [key, value] : object.items())
        if (value.is_number() && matches(key))
            return std::make_pair(key, value.get<double>());
    return std::nullopt;
}

}  // namespace

std::optional<QVector<XYSeries>> inferenceLatencyCurve(const Json& evaluation)
{
    const auto inference = evaluation.find("inference");
    if (inference == evaluation.end())
        return std::nullopt;
    std::vector<std::pair<std::string, const Json*>> arrays;
    collectObjectArrays(*inference, "inference", arrays);
    QVector<XYSeries> series;
    for (const auto& [key, array] : arrays) {
        XYSeries s{QString::fromStdString(labelOfResultKey(key)), {}, {}};
        for (const Json& point : *array) {
            const auto throughput = numberWithKey(point, [](const std::string& k) { return contains(k, "tokens_per_s") || contains(k, "throughput"); });
            const auto latency = numberWithKey(point, [](const std::string& k) { return contains(k, "tpot") || contains(k, "latency"); });
            if (throughput && latency) {
                s.x << throughput->second;
                s.y << latency->second * (unitOfResultKey(latency->first) == "s" ? 1e3 : 1.0);
            }
        }
        if (s.x.size() >= 2)
            series << s;
    }
    if (series.isEmpty())
        return std::nullopt;
    return series;
}

std::optional<PlanScatterData> planScatter(const Json& evaluation, double gpuMemoryGb)
{
    const auto training = evaluation.find("training");
    if (training == evaluation.end())
        return std::nullopt;
    std::vector<std::pair<std::string, const Json*>> arrays;
    collectObjectArrays(*training, "training", arrays);
    for (const auto& [key, array] : arrays) {
        PlanScatterData data;
        data.gpuMemoryGb = gpuMemoryGb;
        for (const Json& plan : *array) {
            const auto mfu = numberWithKey(plan, [](const std::string& k) { return k == "mfu"; });
            const auto memory = numberWithKey(plan, [](const std::string& k) { return contains(k, "memory") && unitOfResultKey(k) == "GB"; });
            if (!mfu || !memory)
                continue;
            PlanPoint point;
            point.mfu = mfu->second;
            point.memoryPerGpuGb = memory->second;
            point.fitsInMemory = plan.value("fits", plan.value("fits_in_memory", gpuMemoryGb <= 0 || memory->second <= gpuMemoryGb));
            point.label = QString::fromStdString(plan.value("label", plan.value("plan", std::string())));
            if (plan.value("current", plan.value("chosen", plan.value("selected", false))))
                data.currentPlan = static_cast<int>(data.plans.size());
            data.plans << point;
        }
        if (data.plans.size() >= 2)
            return data;
    }
    return std::nullopt;
}

}  // namespace cp::ui
