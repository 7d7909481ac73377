#include "design/DesignIssue.h"

#include <algorithm>

namespace cp {

std::string_view toString(Severity s)
{
    switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
    }
    return "error";
}

bool hasErrors(const std::vector<DesignIssue>& issues)
{
    return std::any_of(issues.begin(), issues.end(),
                       [](const DesignIssue& issue) { return issue.severity == Severity::Error; });
}

std::string formatIssue(const DesignIssue& issue)
{
    std::string text = issue.pointer.empty() ? std::string("/") : issue.pointer;
    text += ": ";
    if (issue.severity != Severity::Error) {
        text += toString(issue.severity);
        text += ": ";
    }
    text += issue.message;
    return text;
}

}  // namespace cp
