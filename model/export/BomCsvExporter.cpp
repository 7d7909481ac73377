#include "export/BomCsvExporter.h"

#include "export/BillOfMaterials.h"
#include "export/CsvWriter.h"

namespace cp {

std::string BomCsvExporter::csv(const BillOfMaterials& bom)
{
    CsvWriter writer;
    writer.addRow({"section", "item", "catalog_id", "quantity", "unit_price_usd", "total_usd", "source"});
    for (const BomLine& line : bom.lines)
        writer.addRow({line.section, line.item, line.catalogId, CsvWriter::number(line.quantity),
                       line.unitUsd ? CsvWriter::number(*line.unitUsd) : std::string(),
                       line.totalUsd ? CsvWriter::number(*line.totalUsd) : std::string(), line.source});
    const auto unpriced = bom.unpricedItems();
    writer.addRow({"total", "Total of priced lines", "", "", "", CsvWriter::number(bom.knownTotalUsd()),
                   unpriced.empty() ? std::string("all lines priced")
                                    : std::to_string(unpriced.size()) + " line(s) without a catalog price are not included"});
    return writer.text();
}

std::vector<ExportedFile> BomCsvExporter::write(const ExportInput& input) const
{
    return {{"bill-of-materials.csv", csv(collectBillOfMaterials(input.design, input.catalog, input.evaluation))}};
}

}  // namespace cp
