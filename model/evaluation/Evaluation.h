#pragma once

// The evaluation report of a design: every estimate the model makes, as one JSON document
// (docs/evaluate-output.md). Used by `clusterplanner evaluate`, the GUI's results and the
// report exporters alike.

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <nlohmann/json_fwd.hpp>

namespace cp {

// Validates the design against the catalog first and throws DesignError (with every issue
// and its JSON pointer) when it has errors. Validation warnings go to the report's
// "warnings" together with those of the sections.
nlohmann::json evaluateDesign(const Design& design, const Catalog& catalog);

}  // namespace cp
