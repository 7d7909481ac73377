#include "cost/NetworkBillReuse.h"

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

std::optional<NetworkBillLine> NetworkBillReuse::find(const NetworkBomLine& bom, FabricRole role,
                                                      const std::string& fabricName, const Catalog& catalog,
                                                      const CatalogOverrides& overrides)
{
    const std::lock_guard lock(mutex_);
    if (!keeps(catalog, overrides))
        return std::nullopt;
    const auto known = lines_.find(keyOf(bom, role, fabricName));
    if (known == lines_.end())
        return std::nullopt;
    NetworkBillLine line = known->second;
    line.quantity = static_cast<double>(bom.quantity);
    return line;
}

void NetworkBillReuse::keep(const NetworkBomLine& bom, FabricRole role, const std::string& fabricName,
                            const Catalog& catalog, const CatalogOverrides& overrides, const NetworkBillLine& line)
{
    const std::lock_guard lock(mutex_);
    if (keeps(catalog, overrides))
        lines_.emplace(Key(keyOf(bom, role, fabricName)), line);
}

}  // namespace cp
