#include "catalog/CatalogCsv.h"

#include "catalog/CatalogError.h"
#include "catalog/CatalogText.h"
#include "text/TextFunctions.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>
#include <unordered_map>

namespace cp {
namespace {

std::string rowContext(const CsvDocument& document, std::size_t index)
{
    return document.fileName + ": row " + std::to_string(index + 1) + " (line " +
           std::to_string(document.records[index].line) + ")";
}

bool isYearColumn(const std::string& name)
{
    return name == "year" || (name.size() > 5 && name.ends_with("_year"));
}

}  // namespace

CatalogCell parseCell(const std::string& rawText, ColumnType type)
{
    const std::string text = type == ColumnType::Text ? rawText : trimmed(rawText);
    if (text.empty())
        return {};
    switch (type) {
    case ColumnType::Text:
        return text;
    case ColumnType::Real: {
        double value = 0;
        const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
        if (result.ec != std::errc() || result.ptr != text.data() + text.size() || !std::isfinite(value))
            throw CellConversionError("is not a number (use a plain decimal such as 989.4, no units or thousands separators)");
        if (value < 0)
            throw CellConversionError("is negative; catalog figures are never negative");
        return value;
    }
    case ColumnType::Integer: {
        long long value = 0;
        const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
        if (result.ec != std::errc() || result.ptr != text.data() + text.size())
            throw CellConversionError("is not a whole number");
        if (value < 0)
            throw CellConversionError("is negative; catalog figures are never negative");
        return value;
    }
    case ColumnType::Boolean:
        if (text == "1" || text == "true" || text == "TRUE" || text == "yes")
            return 1LL;
        if (text == "0" || text == "false" || text == "FALSE" || text == "no")
            return 0LL;
        throw CellConversionError("is not 0 or 1");
    }
    return {};
}

template <typename Item>
CsvRowReader<Item>::CsvRowReader(const CatalogTable<Item>& table, const std::vector<std::string>& header,
                                 std::string fileName)
    : fileName_(std::move(fileName))
{
    // Every header name must be known, every required column present.
    std::set<std::string> seen;
    for (const std::string& rawName : header) {
        const std::string name = trimmed(rawName);
        const CatalogColumn<Item>* column = table.column(name);
        if (!column) {
            std::string known;
            for (const auto& c : table.columns)
                known += (known.empty() ? "" : ", ") + c.name;
            throw CatalogError(fileName_ + ": header: unknown column '" + quotedForMessage(name) + "' for table '" +
                               table.name + "' (known columns: " + known + ")");
        }
        if (!seen.insert(name).second)
            throw CatalogError(fileName_ + ": header: column '" + name + "' appears twice");
        columnAt_.push_back(column);
        const bool isKey = std::find(table.key.begin(), table.key.end(), name) != table.key.end();
        identifierAt_.push_back(isIdentifierColumn(name, isKey));
    }
    for (const auto& column : table.columns)
        if (column.required && !seen.count(column.name))
            throw CatalogError(fileName_ + ": header: missing required column '" + column.name + "' for table '" +
                               table.name + "'");
    for (const std::string& keyColumn : table.key)
        keyColumns_.push_back(table.column(keyColumn));
}

template <typename Item>
Item CsvRowReader<Item>::read(const CsvRecord& record, const std::string& rowContext) const
{
    if (record.fields.size() != columnAt_.size())
        throw CatalogError(rowContext + ": has " + std::to_string(record.fields.size()) +
                           " fields but the header has " + std::to_string(columnAt_.size()));
    Item item{};
    for (std::size_t c = 0; c < columnAt_.size(); ++c) {
        const CatalogColumn<Item>& column = *columnAt_[c];
        const std::string& text = record.fields[c];
        auto fieldError = [&](const std::string& problem) {
            return CatalogError(rowContext + ", field '" + column.name + "': value '" + quotedForMessage(text) + "' " +
                                problem);
        };
        if (column.type == ColumnType::Text && !text.empty())
            if (const auto problem = catalogTextProblem(text, identifierAt_[c]))
                throw fieldError(*problem);
        CatalogCell cell;
        try {
            cell = parseCell(text, column.type);
        } catch (const CellConversionError& error) {
            throw fieldError(error.what());
        }
        if (column.required && (isEmpty(cell) || cellText(cell).empty()))
            throw fieldError("is empty, but the column is required");
        if (isYearColumn(column.name) && !isEmpty(cell)) {
            const auto* year = std::get_if<long long>(&cell);
            if (!year || *year < 1990 || *year > 2100)
                throw fieldError("is not a year between 1990 and 2100");
        }
        try {
            column.set(item, cell);
        } catch (const CellConversionError& error) {
            throw fieldError(error.what());
        }
    }
    return item;
}

template <typename Item>
std::string CsvRowReader<Item>::key(const Item& item) const
{
    std::string key;
    for (const CatalogColumn<Item>* column : keyColumns_)
        key += (key.empty() ? "" : "/") + cellText(column->get(item));
    return key;
}

template <typename Item>
std::vector<Item> itemsFromCsv(const CsvDocument& document, const CatalogTable<Item>& table)
{
    const CsvRowReader<Item> reader(table, document.header, document.fileName);
    std::vector<Item> items;
    std::unordered_map<std::string, std::size_t> rowOfKey;
    for (std::size_t r = 0; r < document.records.size(); ++r) {
        const std::string context = rowContext(document, r);
        Item item = reader.read(document.records[r], context);
        const std::string key = reader.key(item);
        const auto [it, inserted] = rowOfKey.emplace(key, r);
        if (!inserted)
            throw CatalogError(context + ", field '" + table.key.front() + "': value '" + quotedForMessage(key) +
                               "' duplicates row " + std::to_string(it->second + 1));
        items.push_back(std::move(item));
    }
    return items;
}

template <typename Item>
CsvDocument itemsToCsv(const std::vector<Item>& items, const CatalogTable<Item>& table)
{
    CsvDocument document;
    document.fileName = table.name + ".csv";
    for (const auto& column : table.columns)
        document.header.push_back(column.name);
    int line = 2;
    for (const Item& item : items) {
        CsvRecord record{line++, {}};
        for (const auto& column : table.columns)
            record.fields.push_back(cellText(column.get(item)));
        document.records.push_back(std::move(record));
    }
    return document;
}

#define CP_INSTANTIATE(Item)                                                                      \
    template class CsvRowReader<Item>;                                                            \
    template std::vector<Item> itemsFromCsv<Item>(const CsvDocument&, const CatalogTable<Item>&); \
    template CsvDocument itemsToCsv<Item>(const std::vector<Item>&, const CatalogTable<Item>&);
CP_FOR_EACH_CATALOG_ROW_TYPE(CP_INSTANTIATE)
#undef CP_INSTANTIATE

}  // namespace cp
