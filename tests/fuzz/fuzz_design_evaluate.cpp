// libFuzzer target: a design file evaluated end to end, as `clusterplanner evaluate` does, with
// the JSON, text and CSV outputs written. Properties on every input:
//  - one validation: a design that validates without errors is evaluated without an
//    exception, and every part the evaluation could not estimate names a reason the validator
//    warned about (a workload larger than the cluster) rather than one it never checked;
//  - no output holds a non-finite number ("inf", "nan"; the JSON writer turns them into null, the
//    CSV cells are checked here);
//  - the outputs are written without an exception whatever the design's text holds.

#include "FuzzSupport.h"

#include "design/DesignError.h"
#include "design/DesignFile.h"
#include "design/DesignValidator.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"
#include "evaluation/UnestimatedParts.h"
#include "figures/EvaluationText.h"
#include "io/JsonText.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>

namespace {

void checkCsvCells(const std::string& csv)
{
    std::size_t start = 0;
    while (start < csv.size()) {
        std::size_t end = csv.find('\n', start);
        if (end == std::string::npos)
            end = csv.size();
        std::string line = csv.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const std::size_t comma = line.rfind(',');
        const std::string cell = comma == std::string::npos ? line : line.substr(comma + 1);
        if (cell == "inf" || cell == "-inf" || cell == "nan" || cell == "-nan")
            cp::fuzz::fail("the CSV output holds '" + cell + "': " + line);
        start = end + 1;
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const cp::DesignLoadResult loaded = cp::parseDesignText(text);
    if (!loaded.ok())
        return 0;
    const cp::Catalog& catalog = cp::fuzz::bundledCatalog();
    const std::vector<cp::DesignIssue> issues = cp::validateDesign(*loaded.design, catalog);
    if (cp::hasErrors(issues))
        return 0;
    cp::Evaluation evaluation;
    try {
        evaluation = cp::evaluateDesign(*loaded.design, catalog);
    } catch (const cp::DesignError& error) {
        cp::fuzz::fail(std::string("a design that validates is refused by the evaluation: ") + error.what());
    } catch (const std::exception& error) {
        cp::fuzz::fail(std::string("the evaluation threw: ") + error.what());
    }
    std::vector<std::string> errors;
    for (const cp::UnestimatedPart& part : cp::unestimatedParts(evaluation))
        errors.push_back(part.pointer + ": " + part.reason);
    const bool validatorWarnedOfTheSize = std::any_of(issues.begin(), issues.end(), [](const cp::DesignIssue& issue) {
        return issue.message.find("GPUs but the design has") != std::string::npos ||
               issue.message.find("GPUs requested but the design has") != std::string::npos;
    });
    // A job whose GPUs cannot hold it (no plan fits in memory) is valid input with an answer the
    // model gives, not one `check` can give without estimating: what follows from it (its
    // reliability) is not an input the validator let through.
    bool aJobDoesNotFitItsGpus = false;
    if (evaluation.training.ok())
        for (const cp::TrainingJobResult& job : evaluation.training->jobs) {
            const cp::TrainingEstimate* estimate = job.estimate();
            const bool noPlanFits = job.result && job.result->planSearched && job.result->plansFitting == 0;
            aJobDoesNotFitItsGpus = aJobDoesNotFitItsGpus || noPlanFits || (estimate && estimate->valid() && !estimate->fits);
        }
    // A part the validator warned would not be estimated, in the same words (a fabric too large
    // for its switch tiers), is one `check` did not accept silently.
    const bool validatorWarnedOfIt = std::any_of(issues.begin(), issues.end(), [&](const cp::DesignIssue& issue) {
        return std::any_of(errors.begin(), errors.end(),
                           [&](const std::string& error) { return error.find(issue.message) != std::string::npos; });
    });
    if (!errors.empty() && !validatorWarnedOfTheSize && !aJobDoesNotFitItsGpus && !validatorWarnedOfIt)
        cp::fuzz::fail("check accepts what the estimators refuse: " + errors.front());
    (void)cp::jsonText(cp::evaluationJson(evaluation));
    (void)cp::evaluationAsText(evaluation);
    checkCsvCells(cp::evaluationAsCsv(evaluation));
    return 0;
}
