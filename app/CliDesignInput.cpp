#include "CliDesignInput.h"

#include "CliOptions.h"

#include "design/DesignFile.h"
#include "design/DesignValidator.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cp::cli {
void printIssues(const QString& fileName, const std::vector<DesignIssue>& issues, CliIo& io)
{
    for (const DesignIssue& issue : issues)
        io.err << fileName << ": " << QString::fromStdString(formatIssue(issue)) << '\n';
}

std::optional<Design> loadValidDesign(const QString& fileName, const Catalog& catalog, CliIo& io)
{
    DesignLoadResult loaded = loadDesignFile(fileName.toStdString());
    printIssues(fileName, loaded.issues, io);
    if (!loaded.ok() && !QFileInfo::exists(fileName))
        if (const QString suggestion = didYouMeanFile(fileName); !suggestion.isEmpty())
            io.err << fileName << ":" << suggestion << '\n';
    if (!loaded.ok()) {
        io.err << QCoreApplication::translate("cli", "%1: not a valid design; nothing was evaluated\n").arg(fileName);
        return std::nullopt;
    }
    const std::vector<DesignIssue> issues = validateDesign(*loaded.design, catalog);
    printIssues(fileName, issues, io);
    if (hasErrors(issues)) {
        io.err << QCoreApplication::translate("cli", "%1: not a valid design; nothing was evaluated\n").arg(fileName);
        return std::nullopt;
    }
    return std::move(loaded.design);
}

}  // namespace cp::cli
