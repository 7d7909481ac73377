#include "export/HeadlineFigures.h"

#include "export/ResultFormat.h"
#include "export/ResultUnits.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

namespace cp {

std::vector<std::string> resultSections(const nlohmann::json& evaluation)
{
    static constexpr std::array<const char*, 8> kOrder{"totals", "training", "inference", "network", "power", "cost", "reliability", "validation"};
    std::vector<std::string> sections;
    if (!evaluation.is_object())
        return sections;
    for (const char* name : kOrder)
        if (const auto it = evaluation.find(name); it != evaluation.end() && it->is_object())
            sections.emplace_back(name);
    std::vector<std::string> others;
    for (const auto& [key, value] : evaluation.items())
        if (value.is_object() && std::find(sections.begin(), sections.end(), key) == sections.end())
            others.push_back(key);
    std::sort(others.begin(), others.end());
    sections.insert(sections.end(), others.begin(), others.end());
    return sections;
}

std::vector<HeadlineFigure> headlineFigures(const nlohmann::json& evaluation)
{
    std::vector<HeadlineFigure> figures;
    for (const std::string& section : resultSections(evaluation)) {
        for (const auto& [key, value] : evaluation[section].items()) {
            if (!value.is_number() || value.is_boolean())
                continue;
            HeadlineFigure figure;
            figure.section = section;
            figure.key = key;
            figure.pointer = "/" + section + "/" + key;
            figure.label = labelOfResultKey(key);
            figure.unit = unitOfResultKey(key);
            figure.value = value.get<double>();
            figures.push_back(std::move(figure));
        }
    }
    return figures;
}

}  // namespace cp
