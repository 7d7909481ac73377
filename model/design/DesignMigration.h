#pragma once

// The chain of format migrations: each step upgrades a document by one version, in place,
// and says what it changed. Files of every past version are kept in tests/data/ and opened
// by tests, so each step stays exercised.

#include "design/DesignIssue.h"

#include <nlohmann/json_fwd.hpp>

#include <vector>

namespace cp {

// Upgrades `document` from `fromVersion` (>= 1) to currentDesignFormatVersion. Returns one
// Note per change, with the pointer of what changed.
std::vector<DesignIssue> migrateDesignDocument(nlohmann::json& document, int fromVersion);

}  // namespace cp
