// libFuzzer target: a design file evaluated end to end, as `clusterplanner evaluate` does, with
// the JSON, text and CSV outputs written. Properties on every input:
//  - one validation: a design that validates without errors is evaluated without an
//    exception, and every part the evaluation could not estimate names a reason the validator
//    warned about (a workload larger than the cluster) rather than one it never checked;
//  - no output holds a non-finite number ("inf", "nan");
//  - the outputs are written without an exception whatever the design's text holds.

#include "FuzzSupport.h"

#include "design/DesignError.h"
#include "design/DesignFile.h"
#include "design/DesignValidator.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationFormat.h"
#include "io/JsonText.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>

namespace {

void findNonFinite(const nlohmann::json& value, const std::string& pointer)
{
    if (value.is_number_float() && !std::isfinite(value.get<double>()))
        cp::fuzz::fail("the evaluation holds a non-finite number at " + pointer);
    if (value.is_object())
        for (const auto& [key, child] : value.items())
            findNonFinite(child, pointer + "/" + key);
    if (value.is_array())
        for (std::size_t i = 0; i < value.size(); ++i)
            findNonFinite(value[i], pointer + "/" + std::to_string(i));
}

// Parts of the report that could not be estimated ({"error": "..."}), with their pointer.
void findErrors(const nlohmann::json& value, const std::string& pointer, std::vector<std::string>& errors)
{
    if (value.is_object()) {
        if (const auto error = value.find("error"); error != value.end() && error->is_string())
            errors.push_back(pointer + ": " + error->get<std::string>());
        for (const auto& [key, child] : value.items())
            if (key != "warnings")
                findErrors(child, pointer + "/" + key, errors);
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i)
            findErrors(value[i], pointer + "/" + std::to_string(i), errors);
    }
}

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
    nlohmann::json report;
    try {
        report = cp::evaluateDesign(*loaded.design, catalog);
    } catch (const cp::DesignError& error) {
        cp::fuzz::fail(std::string("a design that validates is refused by the evaluation: ") + error.what());
    } catch (const std::exception& error) {
        cp::fuzz::fail(std::string("the evaluation threw: ") + error.what());
    }
    findNonFinite(report, "");
    std::vector<std::string> errors;
    findErrors(report, "", errors);
    const bool validatorWarnedOfTheSize = std::any_of(issues.begin(), issues.end(), [](const cp::DesignIssue& issue) {
        return issue.message.find("GPUs but the design has") != std::string::npos ||
               issue.message.find("GPUs requested but the design has") != std::string::npos;
    });
    if (!errors.empty() && !validatorWarnedOfTheSize)
        cp::fuzz::fail("check accepts what the estimators refuse: " + errors.front());
    (void)cp::jsonText(report);
    (void)cp::evaluationAsText(report);
    checkCsvCells(cp::evaluationAsCsv(report));
    return 0;
}
