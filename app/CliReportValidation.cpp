#include "CliReportValidation.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogLocation.h"
#include "validation/ValidationFile.h"

#include <QCoreApplication>
#include <QDir>

namespace cp::cli {

std::optional<ui::ReportValidation> validationForReport(const QString& directory, const Catalog& catalog, CliIo& io)
{
    const QString folder = directory.isEmpty() ? ui::locateValidationCases() : directory;
    if (folder.isEmpty() || !QDir(folder).exists()) {
        if (!directory.isEmpty())
            io.err << QCoreApplication::translate("cli", "%1: no such validation folder").arg(directory) << '\n';
        return std::nullopt;
    }
    ValidationFolder folderCases = readValidationFolder(folder.toStdString());
    for (const std::string& problem : folderCases.problems)
        io.err << QString::fromStdString(problem) << '\n';
    if (folderCases.cases.empty())
        return std::nullopt;
    return ui::validateForReport(folderCases.cases, catalog, std::move(folderCases.problems));
}

}  // namespace cp::cli
