#include "CliDesignSession.h"

#include "CliDesignInput.h"

#include "design/DesignError.h"
#include "design/JsonPointer.h"
#include "evaluation/Evaluation.h"

#include <QCoreApplication>

namespace cp::cli {
namespace {

void collectUnestimated(const nlohmann::json& value, const std::string& pointer,
                        std::vector<std::pair<std::string, std::string>>& parts)
{
    if (value.is_object()) {
        if (const auto error = value.find("error"); error != value.end() && error->is_string())
            parts.emplace_back(pointer, error->get<std::string>());
        for (const auto& [key, child] : value.items())
            if (key != "warnings")
                collectUnestimated(child, pointerTo(pointer, key), parts);
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i)
            collectUnestimated(value[i], pointerTo(pointer, i), parts);
    }
}

}  // namespace

std::vector<std::pair<std::string, std::string>> unestimatedParts(const nlohmann::json& evaluation)
{
    std::vector<std::pair<std::string, std::string>> parts;
    collectUnestimated(evaluation, "", parts);
    return parts;
}

std::size_t printUnestimatedParts(const QString& fileName, const nlohmann::json& evaluation, CliIo& io)
{
    const auto parts = unestimatedParts(evaluation);
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
        nlohmann::json evaluation = evaluateDesign(design, catalog);
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
