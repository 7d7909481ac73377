// Time to load and evaluate every bundled example design (data/examples/*.json) against the
// REAL bundled catalog, as `clusterplanner evaluate` and the GUI's results do (target for the
// ~100,000-GPU example: well under a second, so the results follow every edit). Prints, per
// example, the median and worst of repeated runs. A path argument benchmarks that file only.
//
//   build/tests/bench_evaluate [design.json] [runs]

#include "TestCatalog.h"

#include "design/DesignFile.h"
#include "design/DesignValidator.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Returns false when the design does not load or validate.
bool benchmark(const std::string& path, const cp::Catalog& catalog, int runs)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();

    using Clock = std::chrono::steady_clock;
    std::vector<double> loadMs, evaluateMs;
    long long gpus = 0;
    for (int run = 0; run < runs; ++run) {
        const auto start = Clock::now();
        const cp::DesignLoadResult loaded = cp::parseDesignText(text);
        const auto issues = loaded.ok() ? cp::validateDesign(*loaded.design, catalog) : loaded.issues;
        const auto loadedAt = Clock::now();
        if (!loaded.ok() || cp::hasErrors(issues)) {
            std::fprintf(stderr, "bench_evaluate: %s does not load or validate\n", path.c_str());
            return false;
        }
        const nlohmann::json report = cp::evaluationJson(cp::evaluateDesign(*loaded.design, catalog));
        const auto end = Clock::now();
        gpus = report["totals"]["gpus"].get<long long>();
        loadMs.push_back(std::chrono::duration<double, std::milli>(loadedAt - start).count());
        evaluateMs.push_back(std::chrono::duration<double, std::milli>(end - loadedAt).count());
    }
    std::printf("%-45s %8lld GPUs  load+validate median %8.3f ms  evaluate median %9.3f ms, max %9.3f ms\n",
                std::filesystem::path(path).filename().string().c_str(), gpus, median(loadMs), median(evaluateMs),
                *std::max_element(evaluateMs.begin(), evaluateMs.end()));
    return true;
}

}  // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
    std::vector<std::string> paths;
    if (argc > 1) {
        paths.emplace_back(argv[1]);
    } else {
        for (const auto& entry : std::filesystem::directory_iterator(CP_SOURCE_DIR "/data/examples"))
            if (entry.path().extension() == ".json")
                paths.push_back(entry.path().string());
        std::sort(paths.begin(), paths.end());
    }
    const cp::Catalog& catalog = bundledCatalog();
    std::printf("bench_evaluate: bundled catalog %s, %d runs per design\n", cp::test::bundledCatalogPath(), runs);
    bool ok = true;
    for (const std::string& path : paths)
        ok = benchmark(path, catalog, runs) && ok;
    return ok ? 0 : 1;
}
