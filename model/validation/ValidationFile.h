#pragma once

// Reads a clusterplanner-validation JSON file (format and version checked). Throws
// ValidationFileError naming the file when it cannot be read or is not in the format; single
// cases are never rejected here (a case that lacks fields is skipped by its predictor).

#include "validation/ValidationCase.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace cp {

class ValidationFileError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

std::vector<ValidationCase> readValidationFile(const std::string& path);
std::vector<ValidationCase> parseValidationDocument(const std::string& text, const std::string& fileName);

// Every *.json file of a folder, in name order. A file that cannot be read adds its message to
// `problems` and is left out; the others are still read.
struct ValidationFolder {
    std::vector<ValidationCase> cases;
    std::vector<std::string> problems;
};
ValidationFolder readValidationFolder(const std::string& folder);

}  // namespace cp
