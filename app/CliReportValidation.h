#pragma once

// The model-validation part of the report: the bundled validation cases (or those in a given
// folder) run through the model.

#include "CliCommand.h"

#include "report/ReportValidation.h"

#include <optional>

namespace cp {
class Catalog;
}

namespace cp::cli {

// Nothing when no cases were found (the report then says so); unreadable files are reported
// on `io.err` and listed in the result.
std::optional<ui::ReportValidation> validationForReport(const QString& directory, const Catalog& catalog, CliIo& io);

}  // namespace cp::cli
