#include "CliValidationRows.h"

#include "catalog/Catalog.h"
#include "validation/ValidationFile.h"
#include "validation/ValidationReport.h"

#include <QCoreApplication>
#include <QDir>

#include <map>

namespace cp::cli {
namespace {

// The bundled cases: installed beside the app (share/clusterplanner/validation), or in the
// source tree when the app runs from a build folder inside it.
QString defaultValidationDirectory()
{
    const QDir app(QCoreApplication::applicationDirPath());
    for (const char* relative : {"../share/clusterplanner/validation", "../data/validation", "../../data/validation"})
        if (const QString candidate = app.filePath(QString::fromLatin1(relative)); QDir(candidate).exists())
            return QDir::cleanPath(candidate);
    return {};
}

}  // namespace

nlohmann::json validationRows(const QString& directory, const Catalog& catalog, CliIo& io)
{
    nlohmann::json rows = nlohmann::json::array();
    const QString folder = directory.isEmpty() ? defaultValidationDirectory() : directory;
    if (folder.isEmpty() || !QDir(folder).exists()) {
        if (!directory.isEmpty())
            io.err << QCoreApplication::translate("cli", "%1: no such validation folder").arg(directory) << '\n';
        return rows;
    }
    std::vector<ValidationCase> cases;
    for (const QString& name : QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        try {
            const auto read = readValidationFile(QDir(folder).filePath(name).toStdString());
            cases.insert(cases.end(), read.begin(), read.end());
        } catch (const std::exception& error) {
            io.err << QString::fromUtf8(error.what()) << '\n';
        }
    }
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
