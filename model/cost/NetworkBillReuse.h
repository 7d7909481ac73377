#pragma once

// The priced bill lines shared by designs costed against one catalog with the same overrides (the
// auto-design search's candidates): a line's prices, power and provenance depend on what the item
// is and where it comes from, not on how many the fabric needs, yet looking them up in the
// catalog's figures builds a dozen strings per line. Thread-safe.

#include "catalog/Catalog.h"
#include "cost/NetworkBillLine.h"
#include "design/Design.h"
#include "network/NetworkBillOfMaterials.h"

#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace cp {

class NetworkBillReuse {
public:
    // The line priced before for `bom` of the fabric `fabricName` (role `role`), with the quantity
    // of the line it was priced for; null when none was, or for another catalog or other overrides
    // than the first call's (those are not kept). A kept line stays where it is, unchanged, as
    // long as this object lives.
    const NetworkBillLine* find(const NetworkBomLine& bom, FabricRole role, const std::string& fabricName,
                                const Catalog& catalog, const CatalogOverrides& overrides);
    // Keeps `line`, priced for `bom` as find() describes.
    void keep(const NetworkBomLine& bom, FabricRole role, const std::string& fabricName, const Catalog& catalog,
              const CatalogOverrides& overrides, const NetworkBillLine& line);

private:
    // Everything of a bill-of-materials line but its quantity, with the fabric it belongs to: kept
    // as strings, looked up as views of the line's own (no copies per lookup).
    template <typename Text>
    using KeyOf = std::tuple<FabricRole, Text, NetworkItemKind, Text, Text, bool, std::optional<double>,
                             std::optional<double>, Text, bool>;
    using Key = KeyOf<std::string>;
    using KeyView = KeyOf<std::string_view>;
    static KeyView keyOf(const NetworkBomLine& bom, FabricRole role, const std::string& fabricName);
    static KeyView view(const KeyView& key) { return key; }
    static KeyView view(const Key& key)
    {
        return std::apply([](const auto&... parts) { return KeyView(parts...); }, key);
    }
    // Hashes and compares keys and views alike, as views (tuples of strings and of views do not
    // compare with each other on every compiler the project builds with).
    struct KeyHash {
        using is_transparent = void;
        std::size_t operator()(const KeyView& key) const;
        std::size_t operator()(const Key& key) const { return (*this)(view(key)); }
    };
    struct KeyEqual {
        using is_transparent = void;
        template <typename A, typename B>
        bool operator()(const A& a, const B& b) const
        {
            return view(a) == view(b);
        }
    };
    // Whether lines priced with this catalog and overrides are kept (the first call's are).
    bool keeps(const Catalog& catalog, const CatalogOverrides& overrides);

    std::mutex mutex_;
    const Catalog* catalog_ = nullptr;
    std::optional<CatalogOverrides> overrides_;
    // Node-based: a kept line does not move when others are added.
    std::unordered_map<Key, NetworkBillLine, KeyHash, KeyEqual> lines_;
};

}  // namespace cp
