#pragma once

// The first gate for a design file's bytes, before any document is built: size, UTF-8,
// JSON syntax, nesting depth, string lengths and array sizes. It streams (SAX) and keeps only
// a stack bounded by the depth limit, so hostile input costs bounded memory and time.

#include "design/DesignIssue.h"
#include "io/Utf8.h"

#include <string_view>
#include <vector>

namespace cp {

// Every problem found, each with the JSON pointer (or byte position) where it occurs.
// Empty = safe to parse into a document.
std::vector<DesignIssue> checkJsonText(std::string_view bytes);

// "line 3, column 14" for a byte offset (1-based, columns in bytes).
std::string describeOffset(std::string_view bytes, std::size_t offset);

}  // namespace cp
