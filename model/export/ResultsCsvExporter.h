#pragma once

// Every figure of the evaluation, one per row, with its key, section, entry, registry label,
// value and unit (figures/EvaluationText.h, evaluationAsCsv).

#include "export/Exporter.h"

namespace cp {

class ResultsCsvExporter : public Exporter {
public:
    std::string id() const override { return "results-csv"; }
    std::string description() const override { return "All results as CSV (key, figure, value, unit)"; }
    std::vector<ExportedFile> write(const ExportInput& input) const override;
};

}  // namespace cp
