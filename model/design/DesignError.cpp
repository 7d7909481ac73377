#include "design/DesignError.h"

namespace cp {
namespace {

std::string describe(const std::vector<DesignIssue>& issues, const std::string& fileName)
{
    std::string text;
    for (const DesignIssue& issue : issues) {
        if (issue.severity != Severity::Error)
            continue;
        if (!text.empty())
            text += '\n';
        if (!fileName.empty())
            text += fileName + ": ";
        text += formatIssue(issue);
    }
    return text.empty() ? std::string("invalid design") : text;
}

}  // namespace

DesignError::DesignError(std::vector<DesignIssue> issues, const std::string& fileName)
    : std::runtime_error(describe(issues, fileName))
    , m_issues(std::move(issues))
{
}

DesignError::DesignError(std::string pointer, std::string message)
    : DesignError(std::vector<DesignIssue>{{std::move(pointer), std::move(message), Severity::Error}})
{
}

}  // namespace cp
