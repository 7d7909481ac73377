#include "export/ResultsFlattener.h"

#include "export/CsvWriter.h"
#include "export/ResultUnits.h"

#include <nlohmann/json.hpp>

namespace cp {
namespace {

// RFC 6901 escaping of one reference token.
std::string escapePointerToken(const std::string& token)
{
    std::string out;
    for (char c : token) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

void flatten(const nlohmann::json& node, const std::string& pointer, const std::string& key,
             const std::string& parentKey, std::vector<ResultRow>& rows)
{
    if (node.is_object()) {
        for (const auto& [childKey, child] : node.items())
            flatten(child, pointer + "/" + escapePointerToken(childKey), childKey, key, rows);
        return;
    }
    if (node.is_array()) {
        for (std::size_t i = 0; i < node.size(); ++i)
            flatten(node[i], pointer + "/" + std::to_string(i), key, parentKey, rows);
        return;
    }
    ResultRow row;
    row.pointer = pointer;
    if (node.is_number()) {
        row.numeric = true;
        row.number = node.get<double>();
        row.value = node.is_number_integer() ? node.dump() : CsvWriter::number(row.number);
        row.unit = unitOfResultKey(key, parentKey);
    } else if (node.is_string()) {
        row.value = node.get<std::string>();
    } else if (node.is_boolean()) {
        row.value = node.get<bool>() ? "true" : "false";
    } else {
        row.value = "";   // null: the model could not say (a figure the catalog lacks)
    }
    rows.push_back(std::move(row));
}

}  // namespace

std::vector<ResultRow> flattenResults(const nlohmann::json& evaluation)
{
    std::vector<ResultRow> rows;
    flatten(evaluation, "", "", "", rows);
    return rows;
}

}  // namespace cp
