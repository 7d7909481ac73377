#include "analysis/Evaluator.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cp {
namespace {

std::optional<double> searchKey(const nlohmann::json& node, std::string_view fragment)
{
    if (node.is_object()) {
        for (const auto& [key, value] : node.items())
            if (value.is_number() && key.find(fragment) != std::string::npos)
                return value.get<double>();
        for (const auto& [key, value] : node.items())
            if (value.is_structured())
                if (auto found = searchKey(value, fragment))
                    return found;
    } else if (node.is_array()) {
        for (const auto& value : node)
            if (auto found = searchKey(value, fragment))
                return found;
    }
    return std::nullopt;
}

}  // namespace

std::optional<double> findResultNumber(const nlohmann::json& evaluation, std::initializer_list<std::string_view> pointers,
                                       std::string_view section, std::string_view keyFragment)
{
    for (std::string_view pointer : pointers) {
        const nlohmann::json::json_pointer p{std::string(pointer)};
        if (evaluation.contains(p) && evaluation.at(p).is_number())
            return evaluation.at(p).get<double>();
    }
    if (keyFragment.empty() || !evaluation.is_object())
        return std::nullopt;
    if (section.empty())
        return searchKey(evaluation, keyFragment);
    const auto it = evaluation.find(std::string(section));
    return it == evaluation.end() ? std::nullopt : searchKey(*it, keyFragment);
}

}  // namespace cp
