#include "catalog/CatalogCsv.h"

#include "catalog/CatalogError.h"

#include <charconv>
#include <cmath>
#include <map>
#include <set>

namespace cp {
namespace {

std::string trimmed(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

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
std::vector<Item> itemsFromCsv(const CsvDocument& document, const CatalogTable<Item>& table)
{
    // Map header positions to columns; every header name must be known, every required column present.
    std::vector<const CatalogColumn<Item>*> columnAt;
    std::set<std::string> seen;
    for (const std::string& rawName : document.header) {
        const std::string name = trimmed(rawName);
        const CatalogColumn<Item>* column = table.column(name);
        if (!column) {
            std::string known;
            for (const auto& c : table.columns)
                known += (known.empty() ? "" : ", ") + c.name;
            throw CatalogError(document.fileName + ": header: unknown column '" + name + "' for table '" + table.name +
                               "' (known columns: " + known + ")");
        }
        if (!seen.insert(name).second)
            throw CatalogError(document.fileName + ": header: column '" + name + "' appears twice");
        columnAt.push_back(column);
    }
    for (const auto& column : table.columns)
        if (column.required && !seen.count(column.name))
            throw CatalogError(document.fileName + ": header: missing required column '" + column.name + "' for table '" +
                               table.name + "'");

    std::vector<Item> items;
    std::map<std::vector<std::string>, std::size_t> rowOfKey;
    for (std::size_t r = 0; r < document.records.size(); ++r) {
        const CsvRecord& record = document.records[r];
        if (record.fields.size() != columnAt.size())
            throw CatalogError(rowContext(document, r) + ": has " + std::to_string(record.fields.size()) +
                               " fields but the header has " + std::to_string(columnAt.size()));
        Item item{};
        for (std::size_t c = 0; c < columnAt.size(); ++c) {
            const CatalogColumn<Item>& column = *columnAt[c];
            const std::string& text = record.fields[c];
            auto fieldError = [&](const std::string& problem) {
                return CatalogError(rowContext(document, r) + ", field '" + column.name + "': value '" + text + "' " +
                                    problem);
            };
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
        std::vector<std::string> key;
        for (const std::string& keyColumn : table.key)
            key.push_back(cellText(table.column(keyColumn)->get(item)));
        const auto [it, inserted] = rowOfKey.emplace(key, r);
        if (!inserted) {
            std::string keyText;
            for (const auto& part : key)
                keyText += (keyText.empty() ? "" : "/") + part;
            throw CatalogError(rowContext(document, r) + ", field '" + table.key.front() + "': value '" + keyText +
                               "' duplicates row " + std::to_string(it->second + 1));
        }
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
    template std::vector<Item> itemsFromCsv<Item>(const CsvDocument&, const CatalogTable<Item>&); \
    template CsvDocument itemsToCsv<Item>(const std::vector<Item>&, const CatalogTable<Item>&);
CP_FOR_EACH_CATALOG_ROW_TYPE(CP_INSTANTIATE)
#undef CP_INSTANTIATE

}  // namespace cp
