#include "CliValidationRows.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogLocation.h"
#include "validation/ValidationFile.h"
#include "validation/ValidationReport.h"

#include <QCoreApplication>
#include <QDir>

#include <map>

namespace cp::cli {

nlohmann::json validationRows(const QString& directory, const Catalog& catalog, CliIo& io)
{
    nlohmann::json rows = nlohmann::json::array();
    const QString folder = directory.isEmpty() ? ui::locateValidationCases() : directory;
    if (folder.isEmpty() || !QDir(folder).exists()) {
        if (!directory.isEmpty())
            io.err << QCoreApplication::translate("cli", "%1: no such validation folder").arg(directory) << '\n';
        return rows;
    }
    const ValidationFolder folderCases = readValidationFolder(folder.toStdString());
    for (const std::string& problem : folderCases.problems)
        io.err << QString::fromStdString(problem) << '\n';
    const std::vector<ValidationCase>& cases = folderCases.cases;
    const ValidationReport report = runValidation(cases, catalog);
    std::map<std::string, std::string> sources;
    for (const ValidationCase& c : cases)
        sources[c.id] = c.source;
    for (const ValidationResult& result : report.results)
        rows.push_back({{"case", result.id},
                        {"field", result.field},
                        {"measured", result.measured},
                        {"predicted", result.predicted},
                        {"error_percent", result.error * 100.0},
                        {"source", sources[result.id]}});
    return rows;
}

}  // namespace cp::cli
