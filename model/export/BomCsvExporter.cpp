#include "export/BomCsvExporter.h"

#include "export/BillOfMaterials.h"
#include "export/CsvWriter.h"

namespace cp {

std::string BomCsvExporter::csv(const BillOfMaterials& bom)
{
    CsvWriter writer;
    writer.addRow({"section", "item", "catalog_id", "quantity", "unit_price_usd", "total_usd", "unit_power_w",
                   "total_power_w", "included_in", "source", "year", "estimate"});
    for (const BomLine& line : bom.lines)
        writer.addRow({line.section, line.item, line.catalogId, CsvWriter::number(line.quantity),
                       line.unitUsd ? CsvWriter::number(*line.unitUsd) : std::string(),
                       line.totalUsd ? CsvWriter::number(*line.totalUsd) : std::string(),
                       line.unitPowerW ? CsvWriter::number(*line.unitPowerW) : std::string(),
                       line.totalPowerW ? CsvWriter::number(*line.totalPowerW) : std::string(),
                       line.includedIn, line.source, line.year ? std::to_string(line.year) : std::string(),
                       line.estimate ? "1" : "0"});
    const auto unpriced = bom.unpricedItems();
    const double estimated = bom.estimatedTotalUsd();
    std::string note = unpriced.empty() ? std::string("all lines priced")
                                        : std::to_string(unpriced.size()) + " line(s) without a catalog price are not included";
    if (estimated > 0)
        note += "; " + CsvWriter::number(estimated) + " USD of it rests on estimated prices";
    writer.addRow({"total", "Total of priced lines", "", "", "", CsvWriter::number(bom.knownTotalUsd()), "", "", "", note, "",
                   estimated > 0 ? "1" : "0"});
    return writer.text();
}

std::vector<ExportedFile> BomCsvExporter::write(const ExportInput& input) const
{
    return {{"bill-of-materials.csv", csv(collectBillOfMaterials(input.design, input.catalog, input.evaluation))}};
}

}  // namespace cp
