#pragma once

#include <string>

namespace cp {

// One file an exporter produces: a name relative to the output folder and its text.
struct ExportedFile {
    std::string fileName;
    std::string contents;
};

}  // namespace cp
