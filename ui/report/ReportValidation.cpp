#include "report/ReportValidation.h"

namespace cp::ui {

ReportValidation validateForReport(const std::vector<ValidationCase>& cases, const Catalog& catalog,
                                   std::vector<std::string> problems)
{
    ReportValidation validation;
    validation.report = runValidation(cases, catalog);
    validation.problems = std::move(problems);
    std::map<std::string, const ValidationCase*> byId;
    for (const ValidationCase& c : cases)
        byId.emplace(c.id, &c);
    for (const ValidationResult& result : validation.report.results)
        if (const auto it = byId.find(result.id); it != byId.end() && !it->second->source.empty())
            validation.sourceOfGroup.emplace(result.group, it->second->source);
    return validation;
}

}  // namespace cp::ui
