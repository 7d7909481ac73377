#include "calibration/CalibrationSpecFile.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace cp {

std::string readCalibrationSpecText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error(path + ": cannot open the file");
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

nlohmann::json parseCalibrationDocument(const std::string& text, const std::string& fileName)
{
    nlohmann::json document;
    try {
        document = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& error) {
        throw std::runtime_error(fileName + ": not valid JSON: " + error.what());
    }
    if (!document.is_object() || document.value("format", std::string()) != "clusterplanner-calibration")
        throw std::runtime_error(fileName + ": /format must be \"clusterplanner-calibration\"");
    if (!document.contains("version") || !document["version"].is_number_integer() || document["version"].get<int>() > 1)
        throw std::runtime_error(fileName + ": /version must be 1");
    if (!document.contains("fits") || !document["fits"].is_array())
        throw std::runtime_error(fileName + ": /fits must be an array");
    return document;
}

std::vector<std::string> stringArrayField(const nlohmann::json& object, const char* key, const std::string& where)
{
    std::vector<std::string> result;
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return result;
    if (!it->is_array())
        throw std::runtime_error(where + "/" + key + " must be an array of strings");
    for (const nlohmann::json& item : *it) {
        if (!item.is_string())
            throw std::runtime_error(where + "/" + key + " must be an array of strings (got " + item.dump() + ")");
        result.push_back(item.get<std::string>());
    }
    return result;
}

}  // namespace cp
