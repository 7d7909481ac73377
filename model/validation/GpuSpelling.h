#pragma once

// Published runs name their GPU the way their authors write it ("H100 SXM5 80GB", "B200",
// "nvidia-a100-80gb", "Gaudi 3", "MI300X"), not always by catalog id. A validation case's GPU is
// read as the catalog GPU whose family it names (a100, h100, gb200, mi300x, ...), narrowed by
// the memory size and form factor the text gives; what was read is written down. Shared by the
// training and serving case readers.

#include <string>
#include <string_view>

namespace cp {

class Catalog;
struct Gpu;

struct GpuSpelling {
    const Gpu* gpu = nullptr;      // null: no catalog GPU of that family
    std::string note;              // how the text was read ("" when it is the catalog id)
};

GpuSpelling resolveGpuSpelling(const Catalog& catalog, std::string_view text);

}  // namespace cp
