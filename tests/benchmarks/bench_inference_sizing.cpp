// Prints how long sizing one inference service takes (the search over aggregated and
// disaggregated shapes with bisection on the rate, the load model at every step), for Llama 3
// 70B and DeepSeek-V3 on H100. Targets (issue 15): 70B ≤ 20 ms, 671B MoE ≤ 100 ms per sizing.

#include "../model/InferenceTestCatalog.h"
#include "../model/TestModels.h"

#include "inference/ServiceSizing.h"

#include <chrono>
#include <cstdio>

using namespace cp;

namespace {

void measure(const char* label, const InferenceService& service, const SizingContext& context)
{
    constexpr int runs = 20;
    const auto start = std::chrono::steady_clock::now();
    int gpus = 0;
    for (int i = 0; i < runs; ++i) {
        const InferenceSizing sizing = sizeInferenceService(service, context);
        gpus = sizing.best ? sizing.best->gpus : -1;
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count() / runs;
    std::printf("%-40s %8.2f ms per sizing (%d GPUs)\n", label, ms, gpus);
}

}  // namespace

int main()
{
    const Catalog catalog = testing::inferenceTestCatalog();
    SizingContext context;
    context.gpu = &catalog.gpu("nvidia_h100_sxm5_80gb");
    context.efficiency = servingEfficiency(catalog, *context.gpu);
    context.scaleupDomainGpus = 8;
    context.fabricBytesPerSecondPerGpu = 50e9;
    context.economics = servingEconomics(catalog, *context.gpu, Economics{}, Facility{}, 0.8);

    InferenceService service;
    service.model = test::presetModel("llama3_70b");
    service.precision = Precision::FP8;
    service.requestRatePerS = 40;
    service.inputTokens = 4000;
    service.outputTokens = 500;
    service.ttftTargetS = 1.0;
    service.tpotTargetS = 0.05;
    measure("Llama 3 70B, 40 req/s, 4000/500", service, context);
    context.scaleupDomainGpus = 72;
    measure("Llama 3 70B, NVL72-sized domain", service, context);
    context.scaleupDomainGpus = 8;
    service.model = test::presetModel("deepseek_v3");
    service.tpotTargetS = 0.1;
    measure("DeepSeek-V3 671B (MoE, MLA, wide EP)", service, context);
    // A second GPU type for either pool doubles the candidates of each pool.
    service.model = test::presetModel("llama3_70b");
    service.tpotTargetS = 0.05;
    PoolGpu a100;
    a100.gpu = &catalog.gpu("nvidia_a100_sxm4_40gb");
    a100.efficiency = servingEfficiency(catalog, *a100.gpu);
    a100.economics = context.economics;
    context.otherGpus.push_back(a100);
    measure("Llama 3 70B, H100 + A100 pools", service, context);
    return 0;
}
