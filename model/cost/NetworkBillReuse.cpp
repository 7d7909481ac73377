#include "cost/NetworkBillReuse.h"

#include <functional>

namespace cp {

NetworkBillReuse::KeyView NetworkBillReuse::keyOf(const NetworkBomLine& bom, FabricRole role, const std::string& fabricName)
{
    return {role, fabricName, bom.kind, bom.item, bom.catalogId, bom.priceIncludedElsewhere,
            bom.unitUsd, bom.unitWatts, bom.priceSource, bom.priceIsEstimate};
}

bool NetworkBillReuse::keeps(const Catalog& catalog, const CatalogOverrides& overrides)
{
    if (!overrides_) {
        catalog_ = &catalog;
        overrides_ = overrides;
    }
    return catalog_ == &catalog && *overrides_ == overrides;
}

std::size_t NetworkBillReuse::KeyHash::operator()(const KeyView& key) const
{
    std::size_t seed = 0;
    const auto mix = [&seed](std::size_t value) { seed ^= value + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2); };
    // The item and the fabric's role tell the lines of a question apart; the rest (the fabric's
    // name, the price and its source) is compared, not hashed.
    const auto& [role, fabric, kind, item, catalogId, included, unitUsd, unitWatts, priceSource, estimate] = key;
    mix(static_cast<std::size_t>(role));
    mix(static_cast<std::size_t>(kind));
    mix(std::hash<std::string_view>{}(item));
    mix(std::hash<std::string_view>{}(catalogId));
    mix(included ? 1 : 0);
    return seed;
}

const NetworkBillLine* NetworkBillReuse::find(const NetworkBomLine& bom, FabricRole role, const std::string& fabricName,
                                              const Catalog& catalog, const CatalogOverrides& overrides)
{
    const std::lock_guard lock(mutex_);
    if (!keeps(catalog, overrides))
        return nullptr;
    const auto known = lines_.find(keyOf(bom, role, fabricName));
    return known == lines_.end() ? nullptr : &known->second;
}

void NetworkBillReuse::keep(const NetworkBomLine& bom, FabricRole role, const std::string& fabricName,
                            const Catalog& catalog, const CatalogOverrides& overrides, const NetworkBillLine& line)
{
    const std::lock_guard lock(mutex_);
    if (keeps(catalog, overrides))
        lines_.emplace(Key(keyOf(bom, role, fabricName)), line);
}

}  // namespace cp
