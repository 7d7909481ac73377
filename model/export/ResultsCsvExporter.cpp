#include "export/ResultsCsvExporter.h"

#include "export/CsvWriter.h"
#include "export/ResultsFlattener.h"

#include <nlohmann/json.hpp>

namespace cp {

std::string ResultsCsvExporter::csv(const nlohmann::json& evaluation)
{
    CsvWriter writer;
    writer.addRow({"key", "value", "unit"});
    for (const ResultRow& row : flattenResults(evaluation))
        writer.addRow({row.pointer, row.value, row.unit});
    return writer.text();
}

std::vector<ExportedFile> ResultsCsvExporter::write(const ExportInput& input) const
{
    return {{"results.csv", csv(input.evaluation)}};
}

}  // namespace cp
