#pragma once

// What every calibration spec file shares (data/calibration/*.json):
//   {"format": "clusterplanner-calibration", "version": 1, "fits": [ {...}, ... ]}
// The training and serving specs read their own fields from each fit.

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace cp {

// The file's text; throws naming the path when it cannot be read.
std::string readCalibrationSpecText(const std::string& path);

// The parsed document, checked for /format, /version and a /fits array; errors name the file
// and the field.
nlohmann::json parseCalibrationDocument(const std::string& text, const std::string& fileName);

// object[key] as strings: empty when absent or null; throws "<where>/<key> must be an array of
// strings" otherwise.
std::vector<std::string> stringArrayField(const nlohmann::json& object, const char* key, const std::string& where);

}  // namespace cp
