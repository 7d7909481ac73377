#pragma once

// A design's per-item overrides of catalog figures ("this deal's GPU price", "our measured
// switch power") applied over the catalog, for that design only.

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "design/DesignIssue.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

// The catalog with every override applied. Unknown ids or fields are ignored here;
// checkOverrides reports them.
Catalog withOverrides(const Catalog& catalog, const CatalogOverrides& overrides);

// The catalog a design sees: the catalog itself when the design overrides nothing (no copy of a
// user catalog's 100,000 rows on every evaluation), else a copy with its overrides applied.
// `catalog` must outlive it.
class DesignCatalog {
public:
    DesignCatalog(const Catalog& catalog, const CatalogOverrides& overrides)
        : base_(catalog), overridden_(overrides.empty() ? std::nullopt : std::optional<Catalog>(withOverrides(catalog, overrides)))
    {
    }
    const Catalog& get() const { return overridden_ ? *overridden_ : base_; }

private:
    const Catalog& base_;
    std::optional<Catalog> overridden_;
};

// Issues for ids not in the catalog (with the nearest ids), fields that cannot be overridden
// for that kind of item (with the ones that can), and values out of range.
std::vector<DesignIssue> checkOverrides(const CatalogOverrides& overrides, const Catalog& catalog);

// The field names that can be overridden for a kind of catalog item, in documentation order.
std::vector<std::string_view> overridableFields(CatalogKind kind);

}  // namespace cp
