#pragma once

// Position by scope and name of the catalog's model parameters, so that the estimators that read
// a dozen parameters per design (reliability, collectives, power) do not scan the whole list for
// each. Like CatalogIdIndex it never has the last word: a hit is checked against the parameter it
// points to and a miss is confirmed by a scan, so a stale index costs time, never a wrong answer
// (a scope and name is unique in a valid catalog; rows added later with the same scope and name,
// as calibration adds, come after the indexed one, which a scan also finds first).

#include "catalog/CatalogItems.h"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cp {

class CatalogParameterIndex {
public:
    void rebuild(const std::vector<ModelParameter>& parameters)
    {
        positions_.clear();
        positions_.reserve(parameters.size());
        for (std::size_t i = 0; i < parameters.size(); ++i)
            positions_.try_emplace(Key(parameters[i].scope, parameters[i].name), i);
    }

    const ModelParameter* find(const std::vector<ModelParameter>& parameters, std::string_view scope,
                               std::string_view name) const
    {
        if (const auto it = positions_.find(KeyView(scope, name));
            it != positions_.end() && it->second < parameters.size() && parameters[it->second].scope == scope &&
            parameters[it->second].name == name)
            return &parameters[it->second];
        for (const ModelParameter& parameter : parameters)
            if (parameter.scope == scope && parameter.name == name)
                return &parameter;
        return nullptr;
    }

private:
    using Key = std::pair<std::string, std::string>;
    using KeyView = std::pair<std::string_view, std::string_view>;
    struct Hash {
        using is_transparent = void;
        std::size_t operator()(const KeyView& key) const
        {
            const std::size_t scope = std::hash<std::string_view>{}(key.first);
            return scope ^ (std::hash<std::string_view>{}(key.second) + 0x9e3779b97f4a7c15ULL + (scope << 6) + (scope >> 2));
        }
        std::size_t operator()(const Key& key) const { return (*this)(KeyView(key.first, key.second)); }
    };
    struct Equal {
        using is_transparent = void;
        template <typename A, typename B>
        bool operator()(const A& a, const B& b) const
        {
            return std::string_view(a.first) == std::string_view(b.first) &&
                   std::string_view(a.second) == std::string_view(b.second);
        }
    };

    std::unordered_map<Key, std::size_t, Hash, Equal> positions_;
};

}  // namespace cp
