// Generates the bundled catalog database from the text seed files, at build time:
//   catalog_builder SEED_DIR OUTPUT.sqlite
// Reads every CSV, checks rows and cross-references, writes a fresh database inside one
// transaction with bound parameters, then renames it into place (so a failed build never
// leaves a half-written catalog behind).

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogError.h"
#include "catalog/CatalogSeedReader.h"
#include "catalog/CatalogValidator.h"

#include <filesystem>
#include <iostream>

int main(int argc, char* argv[])
{
    if (argc != 3) {
        std::cerr << "usage: catalog_builder SEED_DIR OUTPUT.sqlite\n";
        return 2;
    }
    const std::filesystem::path seedDirectory = argv[1];
    const std::filesystem::path output = argv[2];
    const std::filesystem::path temporary = output.string() + ".tmp";
    try {
        const cp::CatalogSeed seed = cp::readCatalogSeed(seedDirectory);
        const std::vector<std::string> problems = cp::validateCatalog(seed.catalog);
        if (!problems.empty()) {
            for (const std::string& problem : problems)
                std::cerr << "catalog_builder: " << seedDirectory.string() << ": " << problem << '\n';
            return 1;
        }
        std::filesystem::create_directories(output.parent_path());
        std::filesystem::remove(temporary);
        {
            cp::CatalogDatabase database(temporary, cp::CatalogDatabase::Access::CreateIfMissing);
            database.replaceAll(seed);
        }
        std::filesystem::rename(temporary, output);
        std::cout << "catalog_builder: wrote " << output.string() << " (" << seed.catalog.gpus.size() << " GPUs, "
                  << seed.catalog.nodes.size() << " nodes, " << seed.catalog.switches.size() << " switches, "
                  << seed.catalog.cloudOffers.size() << " cloud offers, " << seed.catalog.failureRates.size()
                  << " failure rates, " << seed.efficiencyPoints.size() << " efficiency points, "
                  << seed.catalog.parameters.size() << " parameters)\n";
        return 0;
    } catch (const std::exception& error) {
        std::filesystem::remove(temporary);
        std::cerr << "catalog_builder: " << error.what() << '\n';
        return 1;
    }
}
