#include "design/NearestNames.h"

#include <algorithm>
#include <numeric>

namespace cp {

std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> row(b.size() + 1);
    std::iota(row.begin(), row.end(), std::size_t{0});
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1] ? 1u : 0u)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

std::vector<std::string> nearestNames(std::vector<std::string> candidates, std::string_view name, std::size_t count)
{
    // Names in a file are bounded (designlimits::maxStringBytes); cap the work per comparison anyway.
    const std::string_view probe = name.substr(0, 256);
    std::vector<std::pair<std::size_t, std::string>> ranked;
    ranked.reserve(candidates.size());
    for (std::string& candidate : candidates) {
        // A candidate that contains what was typed ("nvidia_h200" in "nvidia_h200_sxm_141gb") is what
        // the user meant more often than a shorter id one edit away: rank those first.
        const bool contains = !probe.empty() && candidate.find(probe) != std::string::npos;
        const std::size_t distance = editDistance(std::string_view(candidate).substr(0, 256), probe);
        ranked.emplace_back(contains ? distance : distance + 1000, std::move(candidate));
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> result;
    for (std::size_t i = 0; i < ranked.size() && i < count; ++i)
        result.push_back(std::move(ranked[i].second));
    return result;
}

std::string joinQuoted(const std::vector<std::string>& names)
{
    std::string text;
    for (const std::string& name : names)
        text += (text.empty() ? "'" : ", '") + name + "'";
    return text;
}

}  // namespace cp
