// libFuzzer target: a validation file (data/validation/FORMAT.md) read and predicted by every
// predictor, as `clusterplanner validate` does, with the text and JSON reports written.
// Properties: a file is either refused with a ValidationFileError or read; every case is
// predicted or skipped with a reason, never an exception; every figure reported is finite.

#include "FuzzSupport.h"

#include "io/JsonText.h"
#include "validation/ValidationFile.h"
#include "validation/ValidationReport.h"

#include <cmath>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::vector<cp::ValidationCase> cases;
    try {
        cases = cp::parseValidationDocument(text, "fuzz.json");
    } catch (const cp::ValidationFileError&) {
        return 0;
    }
    cp::ValidationReport report;
    try {
        report = cp::runValidation(cases, cp::fuzz::bundledCatalog());
    } catch (const std::exception& error) {
        cp::fuzz::fail(std::string("a validation case escaped its predictor: ") + error.what());
    }
    for (const cp::ValidationResult& result : report.results)
        if (!std::isfinite(result.measured) || !std::isfinite(result.predicted) || !std::isfinite(result.error))
            cp::fuzz::fail("case '" + result.id + "' field '" + result.field + "': a figure is not finite");
    (void)report.toText();
    (void)cp::jsonText(report.toJson());
    return 0;
}
