#pragma once

#include "catalog/CatalogItems.h"

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

// A catalog problem with its context: which file, row or field, which value.
class CatalogError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;

    static CatalogError unknownId(CatalogKind kind, std::string_view id, const std::vector<std::string>& nearest);
};

std::string_view toString(CatalogKind kind);

}  // namespace cp
