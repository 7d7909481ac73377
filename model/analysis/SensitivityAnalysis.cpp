#include "analysis/SensitivityAnalysis.h"

#include "catalog/Catalog.h"
#include "design/Design.h"


#include <algorithm>
#include <cmath>
#include <functional>

namespace cp {
namespace {

struct Input {
    const char* name;
    std::function<void(Design&, Catalog&, double factor)> scale;
};

void scalePrice(PriceUsd& price, double factor)
{
    if (price.usd)
        *price.usd *= factor;
    if (price.lowUsd)
        *price.lowUsd *= factor;
    if (price.highUsd)
        *price.highUsd *= factor;
}

std::vector<Input> inputs()
{
    return {
        {"GPU peak FLOP/s", [](Design&, Catalog& c, double f) {
             for (Gpu& g : c.gpus) {
                 g.bf16DenseTflops *= f;
                 if (g.fp8DenseTflops) *g.fp8DenseTflops *= f;
                 if (g.fp4DenseTflops) *g.fp4DenseTflops *= f;
             }
         }},
        {"HBM bandwidth", [](Design&, Catalog& c, double f) { for (Gpu& g : c.gpus) g.hbmTbps *= f; }},
        {"Scale-up bandwidth", [](Design&, Catalog& c, double f) { for (Gpu& g : c.gpus) g.scaleupUnidirGBps *= f; }},
        {"Scale-out bandwidth per GPU", [](Design& d, Catalog&, double f) {
             for (Fabric& fabric : d.fabrics) {
                 fabric.linkGbpsPerGpu *= f;
                 fabric.linkGbpsPerNode *= f;
             }
         }},
        {"Server and GPU prices", [](Design&, Catalog& c, double f) {
             for (NodePlatform& n : c.nodes) scalePrice(n.price, f);
             for (Gpu& g : c.gpus) scalePrice(g.price, f);
         }},
        {"Network prices", [](Design&, Catalog& c, double f) {
             for (Switch& s : c.switches) scalePrice(s.price, f);
             for (Nic& n : c.nics) scalePrice(n.price, f);
             for (Optic& o : c.optics) scalePrice(o.price, f);
         }},
        {"Electricity price", [](Design& d, Catalog&, double f) { d.facility.electricityUsdPerKwh *= f; }},
        {"PUE overhead", [](Design& d, Catalog&, double f) { d.facility.pue = 1.0 + (d.facility.pue - 1.0) * f; }},
        {"Utilization", [](Design& d, Catalog&, double f) { d.economics.utilization = std::min(1.0, d.economics.utilization * f); }},
        {"Depreciation years", [](Design& d, Catalog&, double f) { d.economics.depreciationYears *= f; }},
        {"Token budget", [](Design& d, Catalog&, double f) { for (TrainingJob& j : d.training) j.tokenBudget *= f; }},
        {"Failure rates", [](Design&, Catalog& c, double f) { for (FailureRate& r : c.failureRates) r.failuresPerMillionHours *= f; }},
    };
}

struct WatchedOutput {
    const char* label;
    const char* unit;
    std::function<std::optional<double>(const Evaluation&)> read;
};

std::vector<WatchedOutput> outputs()
{
    return {
        {"Time to train", "d", [](const Evaluation& e) -> std::optional<double> {
             if (const TrainingEstimate* estimate = firstTrainingEstimate(e))
                 return estimate->timeToTrainS / 86400.0;
             return std::nullopt;
         }},
        {"TCO", "USD", [](const Evaluation& e) -> std::optional<double> {
             if (const CostResults* cost = e.cost.get())
                 return cost->economics.tcoUsd.central;
             return std::nullopt;
         }},
    };
}

}  // namespace

SensitivityResult analyseSensitivity(const Design& design, const Catalog& catalog, const Evaluator& evaluate, double step)
{
    SensitivityResult result;
    result.step = step;
    const Evaluation baseline = evaluate(design, catalog);
    const std::vector<WatchedOutput> outs = outputs();
    std::vector<std::optional<double>> baselines;
    for (const WatchedOutput& output : outs) {
        baselines.push_back(output.read(baseline));
        if (baselines.back())
            result.outputs.push_back({output.label, output.unit, *baselines.back(), {}});
    }
    if (result.outputs.empty())
        return result;
    for (const Input& input : inputs()) {
        std::vector<std::optional<Evaluation>> perturbed;
        for (double factor : {1.0 - step, 1.0 + step}) {
            Design d = design;
            Catalog c = catalog;
            input.scale(d, c, factor);
            try {
                perturbed.push_back(evaluate(d, c));
            } catch (const std::exception&) {
                perturbed.push_back(std::nullopt);
            }
        }
        std::size_t shown = 0;
        for (std::size_t o = 0; o < outs.size(); ++o) {
            if (!baselines[o])
                continue;
            SensitivityOutput& out = result.outputs[shown++];
            const auto low = perturbed[0] ? outs[o].read(*perturbed[0]) : std::nullopt;
            const auto high = perturbed[1] ? outs[o].read(*perturbed[1]) : std::nullopt;
            if (!low || !high)
                continue;
            const double lowDelta = *low - out.baseline;
            const double highDelta = *high - out.baseline;
            // Changes below a part in a million are rounding, not sensitivity.
            if (std::abs(lowDelta) + std::abs(highDelta) > 1e-6 * std::abs(out.baseline))
                out.bars.push_back({input.name, lowDelta, highDelta});
        }
    }
    for (SensitivityOutput& out : result.outputs)
        std::sort(out.bars.begin(), out.bars.end(), [](const SensitivityBar& a, const SensitivityBar& b) {
            return std::abs(a.highDelta - a.lowDelta) > std::abs(b.highDelta - b.lowDelta);
        });
    return result;
}

}  // namespace cp
