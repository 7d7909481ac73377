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
        const nlohmann::json& object = evaluation[section];
        for (const auto& [key, value] : object.items()) {
            if (!value.is_number() || value.is_boolean())
                continue;
            // Range bounds go with their central figure, not in rows of their own.
            if (key.find("_low_") != std::string::npos || key.find("_high_") != std::string::npos
                || key.ends_with("_low") || key.ends_with("_high"))
                continue;
            HeadlineFigure figure;
            figure.section = section;
            figure.key = key;
            figure.pointer = "/" + section + "/" + key;
            figure.label = labelOfResultKey(key);
            figure.unit = unitOfResultKey(key);
            figure.value = value.get<double>();
            const std::string_view suffix = unitSuffixOf(key);
            if (!suffix.empty() && suffix.size() < key.size()) {
                const std::string stem = key.substr(0, key.size() - suffix.size());
                const auto low = object.find(stem + "_low" + std::string(suffix));
                const auto high = object.find(stem + "_high" + std::string(suffix));
                if (low != object.end() && high != object.end() && low->is_number() && high->is_number()) {
                    figure.low = low->get<double>();
                    figure.high = high->get<double>();
                }
            }
            figures.push_back(std::move(figure));
        }
    }
    return figures;
}

}  // namespace cp
