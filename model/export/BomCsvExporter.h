#pragma once

// The bill of materials as CSV: section, item, catalog id, quantity, unit price, total,
// source; a last row with the total of the priced lines.

#include "export/Exporter.h"

namespace cp {

struct BillOfMaterials;

class BomCsvExporter : public Exporter {
public:
    std::string id() const override { return "bom-csv"; }
    std::string description() const override { return "Bill of materials as CSV"; }
    std::vector<ExportedFile> write(const ExportInput& input) const override;
    static std::string csv(const BillOfMaterials& bom);
};

}  // namespace cp
