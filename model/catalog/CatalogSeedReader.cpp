#include "catalog/CatalogSeedReader.h"

#include "catalog/CatalogCsv.h"
#include "catalog/CatalogError.h"

#include <algorithm>
#include <vector>

namespace cp {
namespace {

template <typename Item>
std::vector<Item> readTable(const std::filesystem::path& directory, const CatalogTable<Item>& table)
{
    const std::filesystem::path file = directory / (table.name + ".csv");
    if (!std::filesystem::exists(file))
        throw CatalogError("catalog seed file '" + file.string() + "' is missing");
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
