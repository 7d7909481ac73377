#pragma once

// The hardware catalog for headless commands: the bundled catalog with the user's catalog
// layered over it, found where the GUI finds it.

#include "CliCommand.h"

#include "catalog/Catalog.h"

#include <optional>

namespace cp::cli {

// The catalog, or nullopt after printing on stderr why it cannot be loaded.
std::optional<Catalog> loadCliCatalog(CliIo& io);

}  // namespace cp::cli
