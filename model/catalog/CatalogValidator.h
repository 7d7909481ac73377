#pragma once

// Consistency checks across catalog entries that a single CSV row cannot show: references to
// GPUs that do not exist, ids shared by two kinds, low > high, efficiencies outside (0, 1].

#include "catalog/Catalog.h"
#include "catalog/CatalogTable.h"

#include <string>
#include <vector>

namespace cp {

// One message per problem, each naming the entry (kind and id) and the field.
std::vector<std::string> validateCatalog(const Catalog& catalog);

// Checks one entry as a CSV row would be checked (required fields present, years plausible,
// no negative figures). Throws CatalogError naming kind, id, field and value.
template <typename Item>
void validateItem(const CatalogTable<Item>& table, const Item& item);

}  // namespace cp
