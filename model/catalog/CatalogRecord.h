#pragma once

// A kind-independent view of one catalog entry: its id, a display title and every field with
// its column name (unit included) and value. The CLI, search, JSON export and the GUI palette
// use it to show any entry without knowing its struct.

#include "catalog/Catalog.h"
#include "catalog/CatalogCell.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

struct CatalogField {
    std::string name;                        // column name, e.g. "bf16_dense_tflops"
    ColumnType type = ColumnType::Text;
    CatalogCell value;
};

struct CatalogRecord {
    CatalogKind kind = CatalogKind::Gpu;
    std::string id;
    std::string title;                       // human name ("H100 SXM5 80GB", "AWS p5.48xlarge (on-demand)")
    std::string vendor;                      // vendor or provider; empty when not applicable
    Provenance provenance;
    std::vector<CatalogField> fields;        // all columns in table order (source/year included)

    const CatalogField* field(std::string_view name) const;
};

std::vector<CatalogRecord> catalogRecords(const Catalog& catalog, CatalogKind kind);
// The entry with `id` in any kind; nullopt when there is none.
std::optional<CatalogRecord> findCatalogRecord(const Catalog& catalog, std::string_view id);

}  // namespace cp
