#pragma once

// A design that cannot be used as it is: carries every issue found (each with its JSON
// pointer), and its what() lists them, prefixed with the file name when there is one.

#include "design/DesignIssue.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace cp {

class DesignError : public std::runtime_error {
public:
    explicit DesignError(std::vector<DesignIssue> issues, const std::string& fileName = {});
    DesignError(std::string pointer, std::string message);

    const std::vector<DesignIssue>& issues() const { return m_issues; }

private:
    std::vector<DesignIssue> m_issues;
};

}  // namespace cp
