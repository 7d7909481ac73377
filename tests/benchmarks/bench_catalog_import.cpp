// The user catalog at scale (issue 21): a 10^6-row CSV import (target < 60 s, < 1 GB), and
// `check` of an unrelated design with 10^5 user rows (target < 0.5 s). Each phase runs in a
// child process, so its peak memory (ru_maxrss) is its own. With the built executable beside
// it, `clusterplanner check` itself is timed too (the whole process: start, catalog, design).
//
//   build/tests/bench_catalog_import [ROWS] [CHECK_ROWS]     (defaults 1000000 and 100000)

#include "TestCatalog.h"

#include "catalog/CatalogImport.h"
#include "catalog/LayeredCatalog.h"
#include "design/DesignFile.h"
#include "design/DesignValidator.h"
#include "design/Inventory.h"
#include "design/OverriddenCatalog.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point since)
{
    return std::chrono::duration<double>(Clock::now() - since).count();
}

// A gpus.csv in the seed format with `rows` distinct GPUs, written as a stream.
void writeGpuCsv(const std::filesystem::path& file, long rows)
{
    std::ofstream out(file, std::ios::binary);
    out << "id,vendor,name,release_year,bf16_dense_tflops,fp8_dense_tflops,memory_type,hbm_gb,hbm_tbps,scaleup_link,"
           "scaleup_unidir_gbytes_per_s,scaleup_bidir_gbytes_per_s,host_interface,tdp_w,price_usd,price_year,"
           "price_estimate,price_source,source,year,estimate,notes\n";
    for (long i = 0; i < rows; ++i)
        out << "bench_gpu_" << i << ",Acme,Acme X" << i << ",2026," << 900 + i % 500 << "," << 1800 + i % 900
            << ",HBM3e,141,4.8,NVLink 5," << 450 + i % 450 << ",1800,PCIe Gen5 x16,700," << 25000 + i % 10000
            << ",2026,1,\"Acme price list, row " << i << "\",\"Acme X datasheet rev " << i % 97
            << ", section 3\",2026,0,Benchmark entry\n";
}

struct ChildResult {
    bool ok = false;
    double wallSeconds = 0;
    double cpuSeconds = 0;               // user + system: what the wall time is on an idle core
    long maxRssKb = 0;
};

// Runs `work` in a child process: its wall and CPU time and its own peak resident memory.
ChildResult inChild(const std::function<bool()>& work)
{
    const auto start = Clock::now();
    const pid_t pid = ::fork();
    if (pid == 0)
        std::_Exit(work() ? 0 : 1);
    int status = 0;
    rusage usage{};
    ::wait4(pid, &status, 0, &usage);
    const auto secondsOf = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
    return {WIFEXITED(status) && WEXITSTATUS(status) == 0, seconds(start), secondsOf(usage.ru_utime) + secondsOf(usage.ru_stime),
            usage.ru_maxrss};
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

}  // namespace

int main(int argc, char** argv)
{
    const long rows = argc > 1 ? std::atol(argv[1]) : 1'000'000;
    const long checkRows = argc > 2 ? std::atol(argv[2]) : 100'000;
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("bench_catalog_import-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const cp::Catalog& bundled = bundledCatalog();

    // 1. Import ROWS rows into a new user catalog.
    const std::filesystem::path bigCsv = dir / "gpus.csv";
    writeGpuCsv(bigCsv, rows);
    const std::filesystem::path bigUser = dir / "big" / "user-catalog.sqlite";
    const ChildResult import = inChild([&] {
        cp::CsvImportOptions options;
        options.limits.maxRows = static_cast<std::size_t>(std::max(rows, 1L));
        const cp::CsvImportResult result = cp::importCatalogCsv(bigUser, bigCsv, bundled, options);
        return result.entries == static_cast<std::size_t>(rows);
    });
    std::printf("import of %ld GPU rows (%.0f MB CSV): %s in %.1f s, peak memory %.0f MB (targets: < 60 s, < 1024 MB)\n", rows,
                std::filesystem::file_size(bigCsv) / 1e6, import.ok ? "done" : "FAILED", import.wallSeconds,
                import.maxRssKb / 1024.0);

    // 2. `check` of an unrelated design with CHECK_ROWS user rows.
    const std::filesystem::path smallCsv = dir / "check-gpus.csv";
    writeGpuCsv(smallCsv, checkRows);
    const std::filesystem::path home = dir / "home";
    const std::filesystem::path user = home / "ClusterPlanner" / "ClusterPlanner" / "user-catalog.sqlite";
    cp::CsvImportOptions options;
    options.limits.maxRows = static_cast<std::size_t>(std::max(checkRows, 1L));
    cp::importCatalogCsv(user, smallCsv, bundled, options);
    const std::string design = CP_SOURCE_DIR "/data/examples/dgx-superpod-h100-4su.json";
    std::vector<double> checkSeconds;
    std::vector<double> checkCpuSeconds;
    long checkRss = 0;
    for (int run = 0; run < 5; ++run) {
        const ChildResult check = inChild([&] {
            const cp::CatalogLoadResult catalog = cp::loadLayeredCatalog(cp::test::bundledCatalogPath(), user);
            const cp::DesignLoadResult loaded = cp::loadDesignFile(design);
            if (!catalog.userCatalogLoaded || !loaded.ok() || cp::hasErrors(cp::validateDesign(*loaded.design, catalog.catalog)))
                return false;
            const cp::Inventory inventory = cp::takeInventory(*loaded.design, cp::DesignCatalog(catalog.catalog, loaded.design->overrides).get());
            return inventory.gpus == 1016;
        });
        if (!check.ok) {
            std::printf("check with %ld user rows: FAILED\n", checkRows);
            return 1;
        }
        checkSeconds.push_back(check.wallSeconds);
        checkCpuSeconds.push_back(check.cpuSeconds);
        checkRss = std::max(checkRss, check.maxRssKb);
    }
    std::printf("check with %ld user rows (load catalog + design, validate, inventory): median %.3f s of 5 (CPU %.3f s), peak "
                "memory %.0f MB (target: < 0.5 s)\n",
                checkRows, median(checkSeconds), median(checkCpuSeconds), checkRss / 1024.0);

    const std::string executable = CP_BUILD_DIR "/app/clusterplanner";
    if (std::filesystem::exists(executable)) {
        std::vector<double> processSeconds;
        const std::string command = "XDG_DATA_HOME='" + home.string() + "' CLUSTERPLANNER_DATA_DIR='" CP_BUILD_DIR "/data' '" +
                                    executable + "' check '" + design + "' > /dev/null 2>&1";
        for (int run = 0; run < 5; ++run) {
            const auto start = Clock::now();
            if (std::system(command.c_str()) != 0) {
                std::printf("clusterplanner check with %ld user rows: FAILED (%s)\n", checkRows, command.c_str());
                return 1;
            }
            processSeconds.push_back(seconds(start));
        }
        std::printf("clusterplanner check with %ld user rows (whole process): median %.3f s of 5 (target: < 0.5 s)\n", checkRows,
                    median(processSeconds));
    }
    std::filesystem::remove_all(dir);
    return import.ok ? 0 : 1;
}
