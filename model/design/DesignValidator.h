#pragma once

// Checks what the file reader cannot check alone: references to the catalog (with the nearest
// known ids), the total size of the cluster (overflow-safe), and the consistency between
// parts of a design (a fabric attached to a group that exists, a plan that fits the cluster).
// Every issue carries the JSON pointer of the offending field in the design file.

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/DesignIssue.h"

#include <vector>

namespace cp {

std::vector<DesignIssue> validateDesign(const Design& design, const Catalog& catalog);

}  // namespace cp
