#pragma once

// Opening and saving design files. Opening runs, in order: the byte-level gate (size, UTF-8,
// syntax, depth, lengths), the format and version check, the migration chain, and the reader;
// every problem is returned as a DesignIssue with its JSON pointer. References to the catalog
// are checked separately (validateDesign), because the catalog is the caller's.

#include "design/Design.h"
#include "design/DesignIssue.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

struct DesignLoadResult {
    std::optional<Design> design;        // set exactly when no issue is an error
    std::vector<DesignIssue> issues;     // errors, warnings and migration notes
    int fileVersion = 0;                 // the version the file was written in (0 = unknown)

    bool ok() const { return design.has_value(); }
};

DesignLoadResult parseDesignText(std::string_view bytes);

// Reads at most the file-size limit; a missing or unreadable file is an issue at pointer "".
DesignLoadResult loadDesignFile(const std::filesystem::path& path);

// Canonical text (see designToJsonText), written atomically. Throws std::runtime_error naming
// the file when it cannot be written; the previous file is then intact.
void saveDesignFile(const Design& design, const std::filesystem::path& path);

}  // namespace cp
