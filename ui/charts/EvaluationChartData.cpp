#include "charts/EvaluationChartData.h"

#include "figures/FieldRegistry.h"
#include "figures/FigureTitles.h"
#include "network/NetworkBillOfMaterials.h"
#include "results/FieldLabels.h"
#include "results/ModelText.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <map>

namespace cp::ui {
namespace {

constexpr double kGib = 1024.0 * 1024.0 * 1024.0;

QString label(std::string_view key) { return fieldLabel(field(key)); }

void dropEmptySegments(StackedBarData& data)
{
    data.segments.erase(std::remove_if(data.segments.begin(), data.segments.end(),
                                       [](const StackedBarData::Segment& s) {
                                           return std::all_of(s.values.begin(), s.values.end(), [](double v) { return v == 0; });
                                       }),
                        data.segments.end());
}

std::optional<StackedBarData> nonEmpty(StackedBarData data)
{
    dropEmptySegments(data);
    if (data.segments.isEmpty() || data.bars.isEmpty())
        return std::nullopt;
    return data;
}

}  // namespace

std::optional<StackedBarData> capexBreakdown(const QVector<NamedEvaluation>& evaluations)
{
    StackedBarData data;
    data.valueAxisLabel = QCoreApplication::translate("charts", "Capex (million USD)");
    std::vector<std::string> order;
    std::map<std::string, QVector<double>> values;
    bool any = false;
    for (int d = 0; d < evaluations.size(); ++d) {
        data.bars << evaluations[d].name;
        const CostResults* cost = evaluations[d].evaluation->cost.get();
        if (!cost)
            continue;
        any = true;
        for (const CapexCategory& category : cost->economics.capex.byCategory) {
            if (!values.contains(category.key)) {
                order.push_back(category.key);
                values[category.key] = QVector<double>(evaluations.size(), 0.0);
            }
            values[category.key][d] = category.usd / 1e6;
        }
    }
    if (!any)
        return std::nullopt;
    for (const std::string& key : order) {
        const FieldSpec* spec = findField("cost.capex_category." + key);
        data.segments.push_back({spec ? fieldLabel(*spec) : QString::fromStdString(key), values[key]});
    }
    return nonEmpty(std::move(data));
}

std::optional<StackedBarData> powerBreakdown(const QVector<NamedEvaluation>& evaluations)
{
    static constexpr const char* kParts[] = {"power.server_peak_kw", "power.network_kw", "power.storage_kw",
                                             "power.network_storage_overhead_kw"};
    StackedBarData data;
    data.valueAxisLabel = QCoreApplication::translate("charts", "Peak power (kW)");
    QVector<QVector<double>> values(std::size(kParts) + 1, QVector<double>(evaluations.size(), 0.0));
    bool any = false;
    for (int d = 0; d < evaluations.size(); ++d) {
        data.bars << evaluations[d].name;
        const PowerResults* power = evaluations[d].evaluation->power.get();
        if (!power)
            continue;
        any = true;
        const PowerEstimate& p = power->estimate;
        values[0][d] = p.serverPeakKw;
        values[1][d] = p.networkKw;
        values[2][d] = p.storageKw;
        values[3][d] = p.overheadKw;
        // The facility's overhead on top of IT (cooling, distribution): facility peak - IT peak.
        values[4][d] = std::max(0.0, p.facilityPeakKw - p.itPeakKw);
    }
    if (!any)
        return std::nullopt;
    for (std::size_t i = 0; i < std::size(kParts); ++i)
        data.segments.push_back({label(kParts[i]), values[static_cast<int>(i)]});
    data.segments.push_back({QCoreApplication::translate("charts", "Cooling and facility (PUE)"), values[static_cast<int>(std::size(kParts))]});
    return nonEmpty(std::move(data));
}

std::optional<StackedBarData> stepTimeBreakdown(const Evaluation& evaluation)
{
    const TrainingResults* training = evaluation.training.get();
    if (!training)
        return std::nullopt;
    struct Part {
        const char* key;
        double StepBreakdown::*seconds;
    };
    static constexpr Part kParts[] = {
        {"training.step.forward_compute", &StepBreakdown::forwardCompute},
        {"training.step.backward_compute", &StepBreakdown::backwardCompute},
        {"training.step.recompute", &StepBreakdown::recompute},
        {"training.step.tensor_parallel_comm", &StepBreakdown::tensorParallelComm},
        {"training.step.context_parallel_comm", &StepBreakdown::contextParallelComm},
        {"training.step.expert_parallel_comm", &StepBreakdown::expertParallelComm},
        {"training.step.pipeline_comm", &StepBreakdown::pipelineComm},
        {"training.step.pipeline_bubble", &StepBreakdown::pipelineBubble},
        {"training.step.stage_imbalance", &StepBreakdown::stageImbalance},
        {"training.step.data_parallel_comm", &StepBreakdown::dataParallelComm},
        {"training.step.optimizer", &StepBreakdown::optimizer},
    };
    StackedBarData data;
    data.valueAxisLabel = QCoreApplication::translate("charts", "Step time (ms)");
    std::vector<const TrainingEstimate*> estimates;
    for (const TrainingJobResult& job : training->jobs)
        if (const TrainingEstimate* e = job.estimate(); e && e->valid()) {
            data.bars << QString::fromStdString(job.name);
            estimates.push_back(e);
        }
    for (const Part& part : kParts) {
        QVector<double> values;
        for (const TrainingEstimate* e : estimates)
            values << e->step.*part.seconds * 1e3;
        data.segments.push_back({label(part.key), values});
    }
    return nonEmpty(std::move(data));
}

std::optional<StackedBarData> memoryBreakdown(const Evaluation& evaluation)
{
    const TrainingResults* training = evaluation.training.get();
    if (!training)
        return std::nullopt;
    struct Part {
        const char* key;
        double MemoryBreakdown::*bytes;
    };
    static constexpr Part kParts[] = {
        {"training.memory.weights", &MemoryBreakdown::weightsBytes},
        {"training.memory.gradients", &MemoryBreakdown::gradientsBytes},
        {"training.memory.optimizer", &MemoryBreakdown::optimizerBytes},
        {"training.memory.activations", &MemoryBreakdown::activationsBytes},
        {"training.memory.buffers", &MemoryBreakdown::buffersBytes},
    };
    StackedBarData data;
    data.valueAxisLabel = QCoreApplication::translate("charts", "Memory per GPU (GiB)");
    std::vector<const TrainingEstimate*> estimates;
    for (const TrainingJobResult& job : training->jobs)
        if (const TrainingEstimate* e = job.estimate(); e && e->valid()) {
            data.bars << QString::fromStdString(job.name);
            estimates.push_back(e);
        }
    for (const Part& part : kParts) {
        QVector<double> values;
        for (const TrainingEstimate* e : estimates)
            values << e->memory.*part.bytes / kGib;
        data.segments.push_back({label(part.key), values});
    }
    return nonEmpty(std::move(data));
}

std::optional<StackedBarData> networkCostBreakdown(const Evaluation& evaluation)
{
    const NetworkResults* network = evaluation.network.get();
    if (!network)
        return std::nullopt;
    struct Kind {
        NetworkItemKind kind;
        const char* name;
    };
    static constexpr Kind kKinds[] = {{NetworkItemKind::Switch, QT_TRANSLATE_NOOP("charts", "Switches")},
                                      {NetworkItemKind::Nic, QT_TRANSLATE_NOOP("charts", "NICs")},
                                      {NetworkItemKind::Transceiver, QT_TRANSLATE_NOOP("charts", "Transceivers")},
                                      {NetworkItemKind::Cable, QT_TRANSLATE_NOOP("charts", "Cables")}};
    StackedBarData data;
    data.valueAxisLabel = QCoreApplication::translate("charts", "Network cost (million USD)");
    QVector<QVector<double>> values(std::size(kKinds));
    for (const FabricPlan& fabric : network->plan.fabrics) {
        data.bars << QString::fromStdString(fabric.fabricName);
        for (std::size_t k = 0; k < std::size(kKinds); ++k) {
            double usd = 0;
            for (const NetworkBomLine& line : fabric.bom.lines)
                if (line.kind == kKinds[k].kind)
                    usd += line.totalUsd().value_or(0.0);
            values[static_cast<int>(k)] << usd / 1e6;
        }
    }
    for (std::size_t k = 0; k < std::size(kKinds); ++k)
        data.segments.push_back({QCoreApplication::translate("charts", kKinds[k].name), values[static_cast<int>(k)]});
    return nonEmpty(std::move(data));
}

std::optional<StackedBarData> interruptionsByComponent(const Evaluation& evaluation, std::size_t trainingJob)
{
    const ReliabilityResults* reliability = evaluation.reliability.get();
    if (!reliability)
        return std::nullopt;
    const InterruptionRate* rate = &reliability->cluster;
    QString bar = fieldLabel(field("reliability.cluster"));
    if (trainingJob < reliability->jobs.size() && reliability->jobs[trainingJob].estimate) {
        rate = &reliability->jobs[trainingJob].estimate->interruptions;
        bar = QString::fromStdString(reliability->jobs[trainingJob].name);
    }
    StackedBarData data;
    data.valueAxisLabel = QCoreApplication::translate("charts", "Interruptions per day");
    data.bars << bar;
    for (const ComponentInterruptions& component : rate->components)
        data.segments.push_back({valueWord("reliability.component", component.component).value_or(QString::fromStdString(component.component)),
                                 {component.perHour * 24.0}});
    return nonEmpty(std::move(data));
}

namespace {

// A cloud offer's term in words ("1yr" -> "1-year reserved").
QString cloudTermLabel(const std::string& term)
{
    static const struct { const char* term; const char* label; } kTerms[] = {
        {"on-demand", QT_TRANSLATE_NOOP("charts", "on demand")},
        {"1yr", QT_TRANSLATE_NOOP("charts", "1-year reserved")},
        {"3yr", QT_TRANSLATE_NOOP("charts", "3-year reserved")},
        {"spot", QT_TRANSLATE_NOOP("charts", "spot")},
        {"capacity-block", QT_TRANSLATE_NOOP("charts", "capacity block")},
        {"reserved", QT_TRANSLATE_NOOP("charts", "reserved")},
    };
    for (const auto& entry : kTerms)
        if (term == entry.term)
            return QCoreApplication::translate("charts", entry.label);
    return QString::fromStdString(term);
}

}  // namespace

std::optional<QVector<XYSeries>> costOverYears(const Evaluation& evaluation)
{
    const CostResults* cost = evaluation.cost.get();
    if (!cost || cost->economics.tco.years <= 0)
        return std::nullopt;
    const TcoEstimate& tco = cost->economics.tco;
    const int years = std::max(1, static_cast<int>(std::ceil(tco.years)));
    QVector<XYSeries> series;
    XYSeries own{QCoreApplication::translate("charts", "Own cluster"), {}, {}};
    for (int y = 0; y <= years; ++y) {
        const double t = std::min<double>(y, tco.years);
        own.x << t;
        own.y << tco.cumulativeUsdAfter(t) / 1e6;
    }
    series << own;
    // The cheapest offer of each term the cost model compared with.
    std::map<std::string, const CloudComparison*> cheapest;
    for (const CloudComparison& offer : cost->economics.cloud)
        if (!cheapest.contains(offer.term) || offer.usdPerGpuHour < cheapest[offer.term]->usdPerGpuHour)
            cheapest[offer.term] = &offer;
    for (const auto& [term, offer] : cheapest) {
        XYSeries rent{QCoreApplication::translate("charts", "Rent: %1 %2 at $%3/GPU-h")
                          .arg(QString::fromStdString(offer->provider), cloudTermLabel(term),
                               QLocale().toString(offer->usdPerGpuHour, 'f', 2)),
                      {}, {}};
        for (int y = 0; y <= years; ++y) {
            const double t = std::min<double>(y, tco.years);
            rent.x << t;
            rent.y << offer->cloudUsdPerYear * t / 1e6;
        }
        series << rent;
    }
    return series;
}

std::optional<QVector<XYSeries>> costOverYears(const QVector<NamedEvaluation>& evaluations)
{
    QVector<XYSeries> series;
    for (const NamedEvaluation& named : evaluations)
        if (const auto one = costOverYears(*named.evaluation)) {
            XYSeries own = one->front();
            own.name = named.name;
            series << own;
        }
    if (series.isEmpty())
        return std::nullopt;
    return series;
}

std::optional<InferenceLatencyChart> inferenceLatency(const Evaluation& evaluation)
{
    const DesignInference* inference = evaluation.inference.get();
    if (!inference || inference->services.empty())
        return std::nullopt;
    InferenceLatencyChart chart;
    for (const ServiceSizingResult& service : inference->services) {
        XYSeries s{QString::fromStdString(service.service.name), {}, {}};
        for (const std::optional<ServingPlan>* plan : {&service.sizing.aggregated, &service.sizing.disaggregated})
            if (*plan) {
                s.x << (*plan)->goodputRequestsPerSPerGpu * (service.service.inputTokens + service.service.outputTokens);
                s.y << (*plan)->tpotS * 1e3;
            }
        if (!s.x.isEmpty())
            chart.series << s;
        if (!chart.tpotTargetMs)
            chart.tpotTargetMs = service.service.tpotTargetS * 1e3;
    }
    if (chart.series.isEmpty())
        return std::nullopt;
    return chart;
}

std::optional<PlanScatterData> planScatter(const Evaluation& evaluation, std::size_t trainingJob, double gpuMemoryGb)
{
    const TrainingResults* training = evaluation.training.get();
    if (!training || trainingJob >= training->jobs.size())
        return std::nullopt;
    const TrainingJobResult& job = training->jobs[trainingJob];
    const TrainingEstimate* chosen = job.estimate();
    if (!chosen || !job.result)
        return std::nullopt;
    PlanScatterData data;
    data.gpuMemoryGb = gpuMemoryGb;
    const auto add = [&](const TrainingEstimate& e) {
        if (!e.valid())
            return;
        PlanPoint point;
        point.mfu = e.mfu;
        point.memoryPerGpuGb = e.memoryPerGpuBytes / 1e9;
        point.fitsInMemory = e.fits;
        point.label = modelText(parallelPlanSummary(e.plan));
        data.plans << point;
    };
    add(*chosen);
    data.currentPlan = data.plans.isEmpty() ? -1 : 0;
    for (const TrainingEstimate& alternative : job.result->alternatives)
        add(alternative);
    if (data.plans.size() < 2)
        return std::nullopt;
    return data;
}

std::optional<QVector<XYSeries>> goodputOverCheckpointInterval(const Evaluation& evaluation, std::size_t trainingJob)
{
    const ReliabilityResults* reliability = evaluation.reliability.get();
    if (!reliability || trainingJob >= reliability->jobs.size() || !reliability->jobs[trainingJob].estimate)
        return std::nullopt;
    const ReliabilityEstimate& e = *reliability->jobs[trainingJob].estimate;
    QVector<XYSeries> series;
    XYSeries optima{QCoreApplication::translate("charts", "Optimal interval of each strategy"), {}, {}, true};
    for (const StrategyGoodput& strategy : e.strategies) {
        if (strategy.curve.size() < 2)
            continue;
        XYSeries curve{figurePhrase(checkpointStrategyTitle(strategy.checkpoint.strategy)), {}, {}};
        for (const GoodputPoint& point : strategy.curve) {
            curve.x << point.intervalS / 60.0;
            curve.y << 100.0 * point.goodput;
        }
        series << curve;
        optima.x << strategy.intervalS / 60.0;
        optima.y << 100.0 * strategy.goodput;
    }
    if (series.isEmpty())
        return std::nullopt;
    series << optima;
    return series;
}

std::optional<StackedBarData> blastRadius(const Evaluation& evaluation, std::size_t trainingJob)
{
    const ReliabilityResults* reliability = evaluation.reliability.get();
    if (!reliability || trainingJob >= reliability->jobs.size() || !reliability->jobs[trainingJob].estimate)
        return std::nullopt;
    const ReliabilityEstimate& e = *reliability->jobs[trainingJob].estimate;
    StackedBarData data;
    data.valueAxisLabel = QCoreApplication::translate("charts", "Servers affected");
    data.logarithmic = true;   // one server to the whole cluster
    StackedBarData::Segment stopped{QCoreApplication::translate("charts", "Stopped: the job restarts"), {}};
    StackedBarData::Segment slowed{QCoreApplication::translate("charts", "Slowed: the job carries on"), {}};
    for (const BlastRadius& radius : e.blastRadii) {
        if (radius.component == "gpu")
            continue;   // a failed GPU takes its server out: the server's bar
        const bool stops = radius.effect == FailureEffect::Stop;
        data.bars << figurePhrase(failureDomainTitle(radius.component));
        stopped.values << (stops ? radius.hosts : 0.0);
        slowed.values << (stops ? 0.0 : radius.hosts);
    }
    data.segments << stopped << slowed;
    return nonEmpty(std::move(data));
}

std::optional<PowerOverSteps> largestJobPowerOverSteps(const Evaluation& evaluation, int steps)
{
    const PowerResults* power = evaluation.power.get();
    if (!power || !power->profile || !power->profile->largestJob)
        return std::nullopt;
    const SitePowerProfile& site = *power->profile;
    const JobPowerProfile& job = site.jobs[*site.largestJob];
    if (job.step.empty() || job.stepS <= 0)
        return std::nullopt;
    PowerOverSteps chart;
    chart.job = QString::fromStdString(job.job);
    chart.swingMw = job.swingKw / 1000.0;
    XYSeries line{chart.job, {}, {}};
    double t = 0;
    for (int step = 0; step < std::max(1, steps); ++step)
        for (const PowerSegment& segment : job.step) {
            if (segment.durationS <= 0)
                continue;
            // Each phase holds its power for its duration: a step function.
            const double mw = segment.kw / 1000.0;
            line.x << t << t + segment.durationS;
            line.y << mw << mw;
            t += segment.durationS;
        }
    const double averageMw = job.stepAverageKw / 1000.0;
    chart.series << line
                 << XYSeries{label("power.job_profile.step_average_power_mw"), {0.0, t}, {averageMw, averageMw}};
    return chart;
}

}  // namespace cp::ui
