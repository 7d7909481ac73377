#pragma once

// A network input the planner cannot build: the message names the fabric, the field and the value.

#include <stdexcept>
#include <string>

namespace cp {

class NetworkError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace cp
