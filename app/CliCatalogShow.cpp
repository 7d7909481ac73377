#include "CliCatalogSupport.h"

#include "catalog/CatalogTable.h"

#include <QCoreApplication>

namespace cp::cli {

int runCatalogShow(const CatalogOptions& options, CliIo& io)
{
    if (options.positional.size() != 1) {
        io.err << QCoreApplication::translate("cli", "Usage: clusterplanner catalog show ID [--format text|json]\n");
        return UsageError;
    }
    const std::string id = options.positional.front().toStdString();
    const CatalogLoadResult loaded = loadCatalogForCli(io);
    const auto record = findCatalogRecord(loaded.catalog, id);
    if (!record) {
        // Suggest the closest ids of every kind.
        std::vector<std::pair<std::string, std::string>> nearest;
        for (CatalogKind kind : allCatalogKinds())
            for (const std::string& candidate : loaded.catalog.nearestIds(kind, id, 1))
                nearest.emplace_back(candidate, std::string(toString(kind)));
        QString message = QCoreApplication::translate("cli", "clusterplanner catalog show: unknown id '%1'")
                              .arg(QString::fromStdString(id));
        std::stable_sort(nearest.begin(), nearest.end(), [&](const auto& a, const auto& b) {
            auto distance = [&](const std::string& s) {
                std::size_t common = 0;
                while (common < s.size() && common < id.size() && s[common] == id[common])
                    ++common;
                return -static_cast<long>(common);
            };
            return distance(a.first) < distance(b.first);
        });
        if (!nearest.empty())
            message += QCoreApplication::translate("cli", " (did you mean '%1'?)").arg(QString::fromStdString(nearest.front().first));
        io.err << message << '\n';
        return InvalidInput;
    }
    if (options.format == OutputFormat::Json)
        printJson({*record}, io.out);
    else
        printRecordDetails(*record, io.out);
    return Success;
}

}  // namespace cp::cli
