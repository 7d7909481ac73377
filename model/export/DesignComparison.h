#pragma once

// Several designs' main figures side by side, each difference taken against the first design
// (the baseline): the headline and main figures of every section, and those of each training
// job and inference service by name, labelled and ordered by the field registry. Figures one
// design lacks are shown as missing, never as zero.

#include "evaluation/Evaluation.h"
#include "figures/FieldRegistry.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace cp {

struct ComparisonRow {
    const FieldSpec* field = nullptr;
    std::string item;                                   // the job or service it belongs to; "" for the section's own
    std::string key;                                    // "cost.tco_usd", "training.job.mfu[Llama 3 70B]"
    std::vector<std::optional<double>> values;          // one per design, in the field's unit
    std::vector<std::optional<double>> differences;     // value - baseline; first is empty
    std::vector<std::optional<double>> relativeDifferences;   // (value - baseline) / |baseline|
};

struct DesignComparison {
    std::vector<std::string> designs;                   // names, in the order given
    std::vector<ComparisonRow> rows;                    // in registry order

    std::string toText() const;
    std::string toCsv() const;
    nlohmann::json toJson() const;
};

DesignComparison compareDesigns(const std::vector<std::string>& names, const std::vector<const Evaluation*>& evaluations);

}  // namespace cp
