#pragma once

// Converts between CSV documents and catalog items, using the table's bound columns. Reading
// checks the header and every cell and throws CatalogError naming the file, the row (and its
// line), the field and the value.

#include "catalog/CatalogTable.h"
#include "catalog/CsvDocument.h"

#include <vector>

namespace cp {

// Turns CSV records into items of one table, checking every cell (numbers, years, required
// fields, text: UTF-8, one line, length) against the column it lands in.
template <typename Item>
class CsvRowReader {
public:
    // Checks the header: every name a column of `table`, no name twice, every required column.
    CsvRowReader(const CatalogTable<Item>& table, const std::vector<std::string>& header, std::string fileName);

    // `rowContext` ("FILE: row N (line L)") starts every message.
    Item read(const CsvRecord& record, const std::string& rowContext) const;
    // The item's key ("id", or "gpu_id/curve/size" for composite keys) as one string.
    std::string key(const Item& item) const;

private:
    std::string fileName_;
    std::vector<const CatalogColumn<Item>*> columnAt_;
    std::vector<bool> identifierAt_;
    std::vector<const CatalogColumn<Item>*> keyColumns_;
};

template <typename Item>
std::vector<Item> itemsFromCsv(const CsvDocument& document, const CatalogTable<Item>& table);

template <typename Item>
CsvDocument itemsToCsv(const std::vector<Item>& items, const CatalogTable<Item>& table);

// Parses one CSV field as a value of `type`; empty text is an empty cell. Throws
// CellConversionError saying what was expected.
CatalogCell parseCell(const std::string& text, ColumnType type);

}  // namespace cp
