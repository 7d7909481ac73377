#pragma once

// Every figure of the `evaluate` JSON, one per row: key (JSON pointer), value, unit.

#include "export/Exporter.h"

namespace cp {

class ResultsCsvExporter : public Exporter {
public:
    std::string id() const override { return "results-csv"; }
    std::string description() const override { return "All results as CSV (key, value, unit)"; }
    std::vector<ExportedFile> write(const ExportInput& input) const override;
    static std::string csv(const nlohmann::json& evaluation);
};

}  // namespace cp
