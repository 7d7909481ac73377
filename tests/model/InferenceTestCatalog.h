#pragma once

// A catalog for the inference tests: the bundled serving parameters read from
// data/catalog/parameters.csv plus the GPUs the tests use, with the seed catalog's figures.

#include "catalog/Catalog.h"

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace cp::testing {

inline std::vector<std::string> splitCsvLine(const std::string& line)
{
    std::vector<std::string> cells;
    std::string cell;
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                cell += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            cells.push_back(cell);
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells.push_back(cell);
    return cells;
}

inline std::vector<ModelParameter> bundledParameters()
{
    const std::string path = std::string(CP_SOURCE_DIR) + "/data/catalog/parameters.csv";
    std::ifstream in(path);
    if (!in)
        throw std::runtime_error("cannot read " + path);
    std::vector<ModelParameter> parameters;
    std::string line;
    std::getline(in, line);  // header: scope,name,value,unit,source,year,notes
    while (std::getline(in, line)) {
        if (line.empty())
            continue;
        const auto cells = splitCsvLine(line);
        if (cells.size() < 6)
            throw std::runtime_error(path + ": short row: " + line);
        ModelParameter p;
        p.scope = cells[0];
        p.name = cells[1];
        p.value = std::stod(cells[2]);
        p.unit = cells[3];
        p.provenance.source = cells[4];
        p.provenance.year = std::stoi(cells[5]);
        parameters.push_back(p);
    }
    return parameters;
}

inline Gpu h100Sxm()
{
    Gpu g;
    g.id = "nvidia_h100_sxm5_80gb";
    g.bf16DenseTflops = 989.4;
    g.fp8DenseTflops = 1978.9;
    g.hbmGb = 80;
    g.hbmTbps = 3.35;
    g.scaleupUnidirGBps = 450;
    g.tdpW = 700;
    g.price.usd = 30000;
    return g;
}

inline Gpu a100Sxm40()
{
    Gpu g;
    g.id = "nvidia_a100_sxm4_40gb";
    g.bf16DenseTflops = 312;
    g.hbmGb = 40;
    g.hbmTbps = 1.555;
    g.scaleupUnidirGBps = 300;
    g.tdpW = 400;
    g.price.usd = 15000;
    return g;
}

inline Catalog inferenceTestCatalog()
{
    Catalog catalog;
    catalog.gpus = {h100Sxm(), a100Sxm40()};
    catalog.parameters = bundledParameters();
    return catalog;
}

}  // namespace cp::testing
