#include "CliDesignSession.h"

#include "CliDesignInput.h"

#include "design/DesignError.h"
#include "evaluation/Evaluation.h"
#include "evaluation/UnestimatedParts.h"

#include <QCoreApplication>

namespace cp::cli {

std::size_t printUnestimatedParts(const QString& fileName, const Evaluation& evaluation, CliIo& io)
{
    const std::vector<UnestimatedPart> parts = unestimatedParts(evaluation);
    for (const auto& [pointer, reason] : parts)
        io.err << fileName << ": "
               << QCoreApplication::translate("cli", "%1: could not be estimated: %2")
                      .arg(QString::fromStdString(pointer), QString::fromStdString(reason))
               << '\n';
    return parts.size();
}

std::optional<EvaluatedDesign> loadEvaluatedDesign(const QString& fileName, const Catalog& catalog, CliIo& io)
{
    std::optional<Design> design = loadValidDesign(fileName, catalog, io);
    if (!design)
        return std::nullopt;
    return evaluateLoadedDesign(fileName, std::move(*design), catalog, io);
}

std::optional<EvaluatedDesign> evaluateLoadedDesign(const QString& fileName, Design design, const Catalog& catalog, CliIo& io)
{
    try {
        Evaluation evaluation = evaluateDesign(design, catalog);
        printUnestimatedParts(fileName, evaluation, io);
        return EvaluatedDesign{fileName, std::move(design), std::move(evaluation)};
    } catch (const DesignError& error) {
        for (const DesignIssue& issue : error.issues())
            io.err << fileName << ": " << QString::fromStdString(formatIssue(issue)) << '\n';
    } catch (const std::exception& error) {
        io.err << fileName << ": " << QString::fromUtf8(error.what()) << '\n';
    }
    return std::nullopt;
}

}  // namespace cp::cli
