#pragma once

// Shared by the commands that read a design file: load, migrate, validate against the
// catalog, and print every issue on stderr as "FILE: /json/pointer: message".

#include "CliCommand.h"

#include "catalog/Catalog.h"
#include "design/Design.h"

#include <optional>

namespace cp::cli {

// The design in `fileName`, or nullopt after printing why not (errors, with their pointers).
// Warnings and migration notes are printed too but do not fail.
std::optional<Design> loadValidDesign(const QString& fileName, const Catalog& catalog, CliIo& io);

}  // namespace cp::cli
