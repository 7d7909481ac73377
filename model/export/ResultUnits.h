#pragma once

// The unit of an `evaluate` result key, read from the key itself: the JSON output puts units
// in key names (`facility_power_kw`, `capex_usd`, `time_to_train_days`), so reports and the
// CSV can show them without a second table that would drift.

#include <string>
#include <string_view>

namespace cp {

// The unit for the last path component `key`; `parentKey` is used when the key itself is a
// plain name inside a breakdown object (e.g. "gpus" inside "capex_by_category_usd").
// Empty when the key names no unit (counts, ratios, names).
std::string unitOfResultKey(std::string_view key, std::string_view parentKey = {});

// The unit-carrying suffix of `key` ("_kw" for "facility_power_kw"); empty when none.
std::string_view unitSuffixOf(std::string_view key);

}  // namespace cp
