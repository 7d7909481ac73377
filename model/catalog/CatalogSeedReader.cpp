#include "catalog/CatalogSeedReader.h"

#include "catalog/CatalogCsv.h"
#include "catalog/CatalogError.h"
#include "io/InputFile.h"

#include <algorithm>
#include <vector>

namespace cp {
namespace {

template <typename Item>
std::vector<Item> readTable(const std::filesystem::path& directory, const CatalogTable<Item>& table)
{
    const std::filesystem::path file = directory / (table.name + ".csv");
    if (const PathProbe probe = probePath(file); !probe.exists)
        throw CatalogError(probe.problem.empty() ? "catalog seed file '" + file.string() + "' is missing" : probe.problem);
    return itemsFromCsv(CsvDocument::read(file), table);
}

// parameters-<area>.csv beside parameters.csv, in name order.
std::vector<std::filesystem::path> areaParameterFiles(const std::filesystem::path& directory)
{
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(directory)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file() && name.rfind("parameters-", 0) == 0 && entry.path().extension() == ".csv")
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

CatalogSeed readCatalogSeed(const std::filesystem::path& directory)
{
    CatalogSeed seed;
    forEachItemTable([&](const auto& table, auto member) { seed.catalog.*member = readTable(directory, table); });
    seed.efficiencyPoints = readTable(directory, catalogTable<EfficiencyPoint>());
    seed.catalog.efficiencyCurves = groupEfficiencyPoints(seed.efficiencyPoints);
    seed.catalog.parameters = readTable(directory, catalogTable<ModelParameter>());
    // Serving engines' documented defaults (scope serving_engine.<engine>[.<gpu id>]) are model
    // parameters kept in their own seed file.
    const std::filesystem::path engines = directory / "serving_engines.csv";
    if (std::filesystem::exists(engines)) {
        std::vector<ModelParameter> rows = itemsFromCsv(CsvDocument::read(engines), catalogTable<ModelParameter>());
        seed.catalog.parameters.insert(seed.catalog.parameters.end(), rows.begin(), rows.end());
    }
    // Factors fitted by `clusterplanner calibrate` (same columns as parameters.csv), kept in
    // their own file so the command can rewrite it whole.
    // The training model's (fitted_parameters.csv) and the serving engines'
    // (fitted_serving_parameters.csv, `calibrate --spec data/calibration/serving.json`).
    for (const char* name : {"fitted_parameters.csv", "fitted_serving_parameters.csv"}) {
        const std::filesystem::path fitted = directory / name;
        if (!std::filesystem::exists(fitted))
            continue;
        std::vector<ModelParameter> rows = itemsFromCsv(CsvDocument::read(fitted), catalogTable<ModelParameter>());
        seed.catalog.parameters.insert(seed.catalog.parameters.end(), rows.begin(), rows.end());
    }
    seed.catalog.softwareStacks = readTable(directory, catalogTable<SoftwareStack>());
    for (const std::filesystem::path& file : areaParameterFiles(directory)) {
        for (ModelParameter& parameter : itemsFromCsv(CsvDocument::read(file), catalogTable<ModelParameter>())) {
            for (const ModelParameter& known : seed.catalog.parameters)
                if (known.scope == parameter.scope && known.name == parameter.name)
                    throw CatalogError(file.string() + ": parameter " + parameter.scope + "/" + parameter.name +
                                       " is already defined by an earlier parameters file");
            seed.catalog.parameters.push_back(std::move(parameter));
        }
    }
    return seed;
}

}  // namespace cp
