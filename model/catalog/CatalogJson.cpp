#include "catalog/CatalogJson.h"

#include <nlohmann/json.hpp>

namespace cp {

nlohmann::json toJson(const CatalogRecord& record)
{
    nlohmann::json json = nlohmann::json::object();
    json["kind"] = std::string(toString(record.kind));
    json["id"] = record.id;
    json["title"] = record.title;
    json["origin"] = record.provenance.origin == CatalogOrigin::User ? "user" : "bundled";
    for (const CatalogField& field : record.fields) {
        if (field.name == "id")
            continue;
        if (isEmpty(field.value)) {
            json[field.name] = nullptr;
        } else if (field.type == ColumnType::Boolean) {
            json[field.name] = cellText(field.value) == "1";
        } else if (const auto* integer = std::get_if<long long>(&field.value)) {
            json[field.name] = *integer;
        } else if (const auto* real = std::get_if<double>(&field.value)) {
            json[field.name] = *real;
        } else {
            json[field.name] = cellText(field.value);
        }
    }
    return json;
}

nlohmann::json toJson(const std::vector<CatalogRecord>& records)
{
    nlohmann::json array = nlohmann::json::array();
    for (const CatalogRecord& record : records)
        array.push_back(toJson(record));
    return array;
}

}  // namespace cp
