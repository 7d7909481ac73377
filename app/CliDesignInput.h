#pragma once

// The one design loader of the command line (evaluate, check, search, report, compare,
// export-slurm): load, migrate, validate against the catalog, and print every issue on stderr
// as "FILE: /json/pointer: message", migration notes and warnings included.

#include "CliCommand.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/DesignIssue.h"

#include <optional>
#include <vector>

namespace cp::cli {

// The design in `fileName`, or nullopt after printing why not (errors, with their pointers).
// Warnings and migration notes are printed too but do not fail.
std::optional<Design> loadValidDesign(const QString& fileName, const Catalog& catalog, CliIo& io);

// Every issue as "FILE: /pointer: message" on standard error.
void printIssues(const QString& fileName, const std::vector<DesignIssue>& issues, CliIo& io);

}  // namespace cp::cli
