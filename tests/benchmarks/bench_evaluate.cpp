// Time to load and evaluate the ~100,000-GPU example (target: well under a second, so the GUI's
// results follow every edit). Prints the median and worst of repeated runs.

#include "model/DesignTestCatalog.h"

#include "design/DesignFile.h"
#include "design/DesignValidator.h"
#include "evaluation/Evaluation.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <vector>

int main(int argc, char** argv)
{
    const std::string path = argc > 1 ? argv[1] : CP_SOURCE_DIR "/data/examples/xai-memphis-h100-100k.json";
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    const cp::Catalog catalog = cp::test::designTestCatalog();

    using Clock = std::chrono::steady_clock;
    std::vector<double> loadMs, evaluateMs;
    long long gpus = 0;
    std::size_t sections = 0;
    for (int run = 0; run < 20; ++run) {
        const auto start = Clock::now();
        const cp::DesignLoadResult loaded = cp::parseDesignText(text);
        const auto issues = loaded.ok() ? cp::validateDesign(*loaded.design, catalog) : loaded.issues;
        const auto loadedAt = Clock::now();
        if (!loaded.ok() || cp::hasErrors(issues)) {
            std::fprintf(stderr, "%s does not load\n", path.c_str());
            return 1;
        }
        const nlohmann::json report = cp::evaluateDesign(*loaded.design, catalog);
        const auto end = Clock::now();
        gpus = report["totals"]["gpus"].get<long long>();
        sections = report.size();
        loadMs.push_back(std::chrono::duration<double, std::milli>(loadedAt - start).count());
        evaluateMs.push_back(std::chrono::duration<double, std::milli>(end - loadedAt).count());
    }
    const auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    std::printf("bench_evaluate: %s\n", path.c_str());
    std::printf("  %lld GPUs, %zu report keys\n", gpus, sections);
    std::printf("  load+validate: median %.3f ms, max %.3f ms\n", median(loadMs), *std::max_element(loadMs.begin(), loadMs.end()));
    std::printf("  evaluate:      median %.3f ms, max %.3f ms\n", median(evaluateMs),
                *std::max_element(evaluateMs.begin(), evaluateMs.end()));
    return 0;
}
