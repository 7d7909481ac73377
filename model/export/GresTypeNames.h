#pragma once

// The GRES type a Slurm configuration calls a catalog GPU ("h100" for nvidia_h100_sxm5_80gb),
// unique within the catalog so that export-slurm and import-slurm agree: the id's model token,
// plus what tells it from the first catalog GPU of the same model ("a100_80gb" beside "a100",
// "h100_pcie" beside "h100").

#include <string>

namespace cp {

class Catalog;
struct Gpu;

std::string gresTypeName(const Gpu& gpu, const Catalog& catalog);

}  // namespace cp
