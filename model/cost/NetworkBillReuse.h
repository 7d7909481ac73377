#pragma once

// The priced bill lines shared by designs costed against one catalog with the same overrides (the
// auto-design search's candidates): a line's prices, power and provenance depend on what the item
// is and where it comes from, not on how many the fabric needs, yet looking them up in the
// catalog's figures builds a dozen strings per line. Thread-safe.

#include "catalog/Catalog.h"
#include "cost/NetworkBillLine.h"
#include "design/Design.h"
#include "network/NetworkBillOfMaterials.h"

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>

namespace cp {

class NetworkBillReuse {
public:
    // The line priced before for `bom` of the fabric `fabricName` (role `role`), with `bom`'s
    // quantity; nullopt when none was, or for another catalog or other overrides than the first
    // call's (those are not kept).
    std::optional<NetworkBillLine> find(const NetworkBomLine& bom, FabricRole role, const std::string& fabricName,
                                        const Catalog& catalog, const CatalogOverrides& overrides);
    // Keeps `line`, priced for `bom` as find() describes.
    void keep(const NetworkBomLine& bom, FabricRole role, const std::string& fabricName, const Catalog& catalog,
              const CatalogOverrides& overrides, const NetworkBillLine& line);

private:
    // Everything of a bill-of-materials line but its quantity, with the fabric it belongs to.
    using Key = std::tuple<FabricRole, std::string, NetworkItemKind, std::string, std::string, bool,
                           std::optional<double>, std::optional<double>, std::string, bool>;
    static Key keyOf(const NetworkBomLine& bom, FabricRole role, const std::string& fabricName);
    // Whether lines priced with this catalog and overrides are kept (the first call's are).
    bool keeps(const Catalog& catalog, const CatalogOverrides& overrides);

    std::mutex mutex_;
    const Catalog* catalog_ = nullptr;
    std::optional<CatalogOverrides> overrides_;
    std::map<Key, NetworkBillLine> lines_;
};

}  // namespace cp
