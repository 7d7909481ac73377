#pragma once

// The model-validation table of the report: the bundled validation cases (or those in a
// given folder) run through the model, one row per case and measured field.

#include "CliCommand.h"

#include <nlohmann/json.hpp>

namespace cp {
class Catalog;
}

namespace cp::cli {

// Rows {case, field, measured, predicted, error_percent, source}; an empty array when no
// cases were found (the report then says so).
nlohmann::json validationRows(const QString& directory, const Catalog& catalog, CliIo& io);

}  // namespace cp::cli
