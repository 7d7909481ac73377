#pragma once

#include <stdexcept>
#include <string>

namespace cp {

// An export that cannot be produced; the message names the format and what is missing.
class ExportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace cp
