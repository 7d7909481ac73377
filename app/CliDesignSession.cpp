#include "CliDesignSession.h"

#include "CliCatalog.h"

#include "design/DesignError.h"
#include "design/DesignFile.h"
#include "design/DesignValidator.h"
#include "evaluation/Evaluation.h"

#include <QCoreApplication>

namespace cp::cli {
namespace {

void printIssues(const QString& fileName, const std::vector<DesignIssue>& issues, CliIo& io)
{
    for (const DesignIssue& issue : issues)
        io.err << fileName << ": " << QString::fromStdString(formatIssue(issue)) << '\n';
}

}  // namespace

std::optional<EvaluatedDesign> loadEvaluatedDesign(const QString& fileName, const Catalog& catalog, CliIo& io)
{
    const DesignLoadResult loaded = loadDesignFile(fileName.toStdString());
    if (!loaded.design) {
        printIssues(fileName, loaded.issues, io);
        return std::nullopt;
    }
    const std::vector<DesignIssue> issues = validateDesign(*loaded.design, catalog);
    if (hasErrors(issues)) {
        printIssues(fileName, issues, io);
        return std::nullopt;
    }
    try {
        return EvaluatedDesign{fileName, *loaded.design, evaluateDesign(*loaded.design, catalog)};
    } catch (const DesignError& error) {
        printIssues(fileName, error.issues(), io);
    } catch (const std::exception& error) {
        io.err << fileName << ": " << QString::fromUtf8(error.what()) << '\n';
    }
    return std::nullopt;
}

bool takeOptionValue(const QStringList& arguments, qsizetype& index, const QString& name, QString& value,
                     bool& matched, CliIo& io, const char* command)
{
    const QString& argument = arguments[index];
    matched = false;
    if (argument == name) {
        matched = true;
        if (index + 1 >= arguments.size()) {
            io.err << "clusterplanner " << command << ": "
                   << QCoreApplication::translate("cli", "%1 needs a value").arg(name) << '\n';
            return false;
        }
        value = arguments[++index];
    } else if (argument.startsWith(name + '=')) {
        matched = true;
        value = argument.mid(name.size() + 1);
    }
    return true;
}

}  // namespace cp::cli
