#pragma once

// Several designs' headline figures side by side, each difference taken against the first
// design (the baseline). Figures one design lacks are shown as missing, never as zero.

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct ComparisonRow {
    std::string section;
    std::string pointer;
    std::string label;
    std::string unit;
    std::vector<std::optional<double>> values;          // one per design
    std::vector<std::optional<double>> differences;     // value - baseline; first is empty
    std::vector<std::optional<double>> relativeDifferences;   // (value - baseline) / |baseline|
};

struct DesignComparison {
    std::vector<std::string> designs;                   // names, in the order given
    std::vector<ComparisonRow> rows;

    std::string toText() const;
    std::string toCsv() const;
    nlohmann::json toJson() const;
};

DesignComparison compareDesigns(const std::vector<std::string>& names, const std::vector<nlohmann::json>& evaluations);

}  // namespace cp
