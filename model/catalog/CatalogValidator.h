#pragma once

// Consistency checks across catalog entries that a single CSV row cannot show: references to
// GPUs that do not exist, ids shared by two kinds, efficiencies outside (0, 1], and each
// entry's own cross-field checks (entryProblems).

#include "catalog/Catalog.h"
#include "catalog/CatalogTable.h"

#include <string>
#include <vector>

namespace cp {

// One message per problem, each naming the entry (kind and id) and the field.
std::vector<std::string> validateCatalog(const Catalog& catalog);

// Checks one entry as a CSV row would be checked (required fields present, years plausible,
// no negative figures, text UTF-8 and one line). Throws CatalogError naming kind, id, field
// and value.
template <typename Item>
void validateItem(const CatalogTable<Item>& table, const Item& item);

// The checks between fields of one entry (low <= high, bidirectional >= unidirectional
// bandwidth, at least one GPU per node), one message per problem. validateCatalog runs them on
// every entry and an import on every row, so an imported row meets the bundled catalog's rules.
template <typename Item>
std::vector<std::string> entryProblems(const Item& item);

}  // namespace cp
