#pragma once

// Converts between CSV documents and catalog items, using the table's bound columns. Reading
// checks the header and every cell and throws CatalogError naming the file, the row (and its
// line), the field and the value.

#include "catalog/CatalogTable.h"
#include "catalog/CsvDocument.h"

#include <vector>

namespace cp {

template <typename Item>
std::vector<Item> itemsFromCsv(const CsvDocument& document, const CatalogTable<Item>& table);

template <typename Item>
CsvDocument itemsToCsv(const std::vector<Item>& items, const CatalogTable<Item>& table);

// Parses one CSV field as a value of `type`; empty text is an empty cell. Throws
// CellConversionError saying what was expected.
CatalogCell parseCell(const std::string& text, ColumnType type);

}  // namespace cp
