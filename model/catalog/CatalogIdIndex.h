#pragma once

// Position by id for one kind of catalog entry, so that a catalog with a large user layer
// (10^5 rows and more) answers a lookup in constant time. The index never has the last word:
// a hit is checked against the item it points to and a miss is confirmed by a scan, so an
// index left stale by a later change of the vector costs time, never a wrong answer (ids are
// unique in a valid catalog, so the item found is the one a scan finds).

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cp {

class CatalogIdIndex {
public:
    template <typename Item>
    void rebuild(const std::vector<Item>& items)
    {
        positions_.clear();
        positions_.reserve(items.size());
        for (std::size_t i = 0; i < items.size(); ++i)
            positions_.try_emplace(items[i].id, i);
    }

    template <typename Item>
    const Item* find(const std::vector<Item>& items, std::string_view id) const
    {
        if (const auto it = positions_.find(id);
            it != positions_.end() && it->second < items.size() && items[it->second].id == id)
            return &items[it->second];
        for (const Item& item : items)
            if (item.id == id)
                return &item;
        return nullptr;
    }

private:
    struct Hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view text) const { return std::hash<std::string_view>{}(text); }
    };

    std::unordered_map<std::string, std::size_t, Hash, std::equal_to<>> positions_;
};

}  // namespace cp
