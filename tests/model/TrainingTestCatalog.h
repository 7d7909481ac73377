#pragma once

// A catalog for the training tests: the GPUs the tests use (datasheet figures) plus the
// efficiency curves and model parameters read from the repository's data/catalog CSV files,
// so the tests exercise the same calibration the application ships.

#include "catalog/Catalog.h"

#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace cp::test {

inline std::vector<std::string> splitCsvLine(const std::string& line)
{
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                fields.back() += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                fields.back() += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.emplace_back();
        } else if (c != '\r') {
            fields.back() += c;
        }
    }
    return fields;
}

inline std::vector<std::vector<std::string>> readCsvRows(const std::string& path)
{
    std::ifstream in(path);
    if (!in)
        throw std::runtime_error("cannot open " + path);
    std::vector<std::vector<std::string>> rows;
    std::string line;
    std::getline(in, line);   // header
    while (std::getline(in, line))
        if (!line.empty())
            rows.push_back(splitCsvLine(line));
    return rows;
}

inline Catalog trainingTestCatalog()
{
    Catalog catalog;
    Gpu a100{.id = "nvidia_a100_sxm4_80gb", .vendor = "NVIDIA", .name = "A100 SXM4 80GB"};
    a100.bf16DenseTflops = 312;
    a100.hbmGb = 80;
    a100.hbmTbps = 2.039;
    a100.scaleupUnidirGBps = 300;
    catalog.gpus.push_back(a100);
    Gpu h100{.id = "nvidia_h100_sxm5_80gb", .vendor = "NVIDIA", .name = "H100 SXM5 80GB"};
    h100.bf16DenseTflops = 989.4;
    h100.fp8DenseTflops = 1978.9;
    h100.hbmGb = 80;
    h100.hbmTbps = 3.35;
    h100.scaleupUnidirGBps = 450;
    catalog.gpus.push_back(h100);

    const std::string dir = std::string(CP_SOURCE_DIR) + "/data/catalog/";
    for (const auto& row : readCsvRows(dir + "efficiency_curves.csv")) {
        const std::string& gpu = row.at(0);
        const std::string& curve = row.at(1);
        EfficiencyCurve* target = nullptr;
        for (EfficiencyCurve& existing : catalog.efficiencyCurves)
            if (existing.gpuId == gpu && existing.curve == curve)
                target = &existing;
        if (!target) {
            catalog.efficiencyCurves.push_back(EfficiencyCurve{.gpuId = gpu, .curve = curve});
            target = &catalog.efficiencyCurves.back();
        }
        target->sizes.push_back(std::stod(row.at(2)));
        target->efficiencies.push_back(std::stod(row.at(3)));
    }
    for (const auto& row : readCsvRows(dir + "parameters.csv"))
        catalog.parameters.push_back(ModelParameter{.scope = row.at(0), .name = row.at(1), .value = std::stod(row.at(2)), .unit = row.at(3)});
    return catalog;
}

}  // namespace cp::test

namespace cp::test {

// Adds the training calibration (efficiency curves, parameters from data/catalog) and the GPU
// datasheet figures the training model needs to a catalog built elsewhere (e.g. the design
// test catalog).
inline void addTrainingCalibration(Catalog& catalog)
{
    const Catalog calibration = trainingTestCatalog();
    for (const EfficiencyCurve& curve : calibration.efficiencyCurves)
        if (!catalog.findEfficiencyCurve(curve.gpuId, curve.curve))
            catalog.efficiencyCurves.push_back(curve);
    for (const ModelParameter& parameter : calibration.parameters)
        if (!catalog.findParameter(parameter.scope, parameter.name))
            catalog.parameters.push_back(parameter);
    // HBM bandwidth and NVLink per-direction bandwidth from the seed catalog.
    const struct { const char* id; double hbmTbps; double scaleupGBps; } figures[] = {
        {"nvidia_a100_sxm4_40gb", 1.555, 300}, {"nvidia_a100_sxm4_80gb", 2.039, 300},
        {"nvidia_h100_sxm5_80gb", 3.35, 450},  {"nvidia_h200_sxm_141gb", 4.8, 450},
        {"nvidia_b200_hgx", 8.0, 900},         {"nvidia_gb200_per_gpu", 8.0, 900},
    };
    for (Gpu& gpu : catalog.gpus)
        for (const auto& f : figures)
            if (gpu.id == f.id) {
                if (gpu.hbmTbps <= 0)
                    gpu.hbmTbps = f.hbmTbps;
                if (gpu.scaleupUnidirGBps <= 0)
                    gpu.scaleupUnidirGBps = f.scaleupGBps;
            }
}

}  // namespace cp::test
