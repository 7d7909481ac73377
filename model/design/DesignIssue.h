#pragma once

// One problem found in a design file or design: where (a JSON pointer into the file, e.g.
// "/groups/0/children/2/count"), what is wrong, and how bad. Loaders and validators collect
// all of them instead of stopping at the first.

#include <string>
#include <string_view>
#include <vector>

namespace cp {

enum class Severity { Error, Warning, Note };

struct DesignIssue {
    std::string pointer;   // RFC 6901 JSON pointer; "" = the whole document
    std::string message;   // says the value found and what was expected
    Severity severity = Severity::Error;

    bool operator==(const DesignIssue&) const = default;
};

std::string_view toString(Severity s);

bool hasErrors(const std::vector<DesignIssue>& issues);

// "/groups/0/count: -4 is not a positive integer" (pointer "" prints as "/").
std::string formatIssue(const DesignIssue& issue);

}  // namespace cp
