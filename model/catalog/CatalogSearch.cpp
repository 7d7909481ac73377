#include "catalog/CatalogSearch.h"

#include "catalog/CatalogTable.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace cp {
namespace {

std::string lowered(std::string_view text)
{
    std::string result(text);
    std::transform(result.begin(), result.end(), result.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return result;
}

std::vector<std::string> wordsOf(const std::string& text)
{
    std::vector<std::string> words;
    std::istringstream stream(lowered(text));
    for (std::string word; stream >> word;)
        words.push_back(word);
    return words;
}

std::string searchableText(const CatalogRecord& record)
{
    std::string text = record.id + ' ' + record.title + ' ' + record.vendor;
    for (const CatalogField& field : record.fields)
        if (field.type == ColumnType::Text && field.name != "source" && field.name != "price_source" &&
            field.name != "notes")
            text += ' ' + cellText(field.value);
    return lowered(text);
}

bool matches(const CatalogRecord& record, const CatalogFilter& filter, const std::vector<std::string>& words)
{
    if (filter.origin && record.provenance.origin != *filter.origin)
        return false;
    if (filter.estimate && record.provenance.estimate != *filter.estimate)
        return false;
    if (record.provenance.year < filter.minYear)
        return false;
    if (!filter.vendor.empty() && lowered(record.vendor).find(lowered(filter.vendor)) == std::string::npos)
        return false;
    if (words.empty())
        return true;
    const std::string text = searchableText(record);
    return std::all_of(words.begin(), words.end(),
                       [&](const std::string& word) { return text.find(word) != std::string::npos; });
}

}  // namespace

std::vector<CatalogRecord> searchCatalog(const Catalog& catalog, const CatalogFilter& filter)
{
    const std::vector<std::string> words = wordsOf(filter.text);
    std::vector<CatalogRecord> found;
    for (CatalogKind kind : allCatalogKinds()) {
        if (filter.kind && kind != *filter.kind)
            continue;
        for (CatalogRecord& record : catalogRecords(catalog, kind))
            if (matches(record, filter, words))
                found.push_back(std::move(record));
    }
    return found;
}

}  // namespace cp
