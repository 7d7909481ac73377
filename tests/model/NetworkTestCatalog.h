#pragma once

// The catalog rows the network tests need, with the seed figures (catalog-seed.json), plus
// the `nccl`/`network` parameter rows read from the repository's data/catalog/parameters.csv,
// so the tests exercise the shipped parameter values.

#include "catalog/Catalog.h"

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace cp::test {

inline std::vector<std::string> splitCsvLine(const std::string& line)
{
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') { field += '"'; ++i; }
            else if (c == '"') quoted = false;
            else field += c;
        } else if (c == '"') quoted = true;
        else if (c == ',') { fields.push_back(field); field.clear(); }
        else field += c;
    }
    fields.push_back(field);
    return fields;
}

inline std::vector<ModelParameter> networkParametersFromCsv()
{
    const std::string path = std::string(CP_SOURCE_DIR) + "/data/catalog/parameters.csv";
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::string line;
    std::getline(in, line);
    const std::vector<std::string> header = splitCsvLine(line);
    const auto column = [&](const std::string& name) {
        for (std::size_t i = 0; i < header.size(); ++i) if (header[i] == name) return i;
        throw std::runtime_error(path + ": no column " + name);
    };
    const std::size_t scope = column("scope"), name = column("name"), value = column("value"), unit = column("unit"),
                      source = column("source"), year = column("year");
    std::vector<ModelParameter> parameters;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        const std::vector<std::string> f = splitCsvLine(line);
        if (f[scope] != "nccl" && f[scope] != "network") continue;
        ModelParameter p;
        p.scope = f[scope];
        p.name = f[name];
        p.value = std::stod(f[value]);
        p.unit = f[unit];
        p.provenance.source = f[source];
        p.provenance.year = f[year].empty() ? 0 : std::stoi(f[year]);
        parameters.push_back(p);
    }
    return parameters;
}

inline Catalog networkTestCatalog()
{
    Catalog catalog;
    Gpu h100;
    h100.id = "nvidia_h100_sxm5_80gb";
    h100.scaleupLink = "NVLink 4 (18 links)";
    h100.scaleupUnidirGBps = 450;
    catalog.gpus.push_back(h100);

    NodePlatform dgx;
    dgx.id = "dgx_h100";
    dgx.gpuId = h100.id;
    dgx.gpuCount = 8;
    dgx.scaleupDomainGpus = 8;
    dgx.computeNics = 8;
    dgx.computeNicGbps = 400;
    catalog.nodes.push_back(dgx);

    Switch qm8700;
    qm8700.id = "nvidia_qm8700";
    qm8700.ports = 40;
    qm8700.portGbps = 200;
    catalog.switches.push_back(qm8700);

    Switch qm9700;
    qm9700.id = "nvidia_qm9700";
    qm9700.protocol = "InfiniBand NDR";
    qm9700.ports = 64;
    qm9700.portGbps = 400;
    qm9700.price.usd = 36000;
    qm9700.price.year = 2024;
    qm9700.price.estimate = true;
    qm9700.price.source = "tech-talk-cto 'H100 Freakonomics' spreadsheet (Aug 2024)";
    catalog.switches.push_back(qm9700);

    Switch sn5600;
    sn5600.id = "nvidia_sn5600";
    sn5600.ports = 64;
    sn5600.portGbps = 800;
    catalog.switches.push_back(sn5600);

    Switch q3400;
    q3400.id = "nvidia_q3400_xdr";
    q3400.ports = 144;
    q3400.portGbps = 800;
    catalog.switches.push_back(q3400);

    Optic osfp;
    osfp.id = "osfp_800g_dr8";
    osfp.medium = "transceiver";
    osfp.speedGbps = 800;
    osfp.powerW = 17;
    osfp.price.lowUsd = 1100;
    osfp.price.highUsd = 1400;
    osfp.price.year = 2025;
    osfp.price.estimate = true;
    osfp.price.source = "luxoptx.com '800G optical module cost analysis'";
    catalog.optics.push_back(osfp);

    Optic dac;
    dac.id = "dac_passive";
    dac.medium = "dac";
    dac.powerW = 0.1;
    catalog.optics.push_back(dac);

    catalog.parameters = networkParametersFromCsv();
    return catalog;
}

}  // namespace cp::test
