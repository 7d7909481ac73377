#pragma once

// Conversion between a Design and its JSON document in the current format version
// (docs/design-format.md). Reading collects every problem as a DesignIssue; writing produces a
// fixed key order so that saved files diff well and round-trip byte for byte.

#include "design/Design.h"
#include "design/DesignIssue.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace cp {

inline constexpr int currentDesignFormatVersion = 5;
inline constexpr const char* designFormatName = "clusterplanner-design";
// The first app release that reads the current format version; written into every file
// ("min_app_version") so that an older app can tell the user which release a newer file needs.
inline constexpr const char* minimumAppVersionForCurrentFormat = "0.1.0";

// Reads a current-version document (already migrated). Problems go to `issues`; the returned
// design holds whatever could be read and must not be used when `issues` has errors.
Design designFromJson(const nlohmann::json& document, std::vector<DesignIssue>& issues);

// The canonical text of a design: fixed key order, 2-space indent, trailing newline.
std::string designToJsonText(const Design& design);

}  // namespace cp
