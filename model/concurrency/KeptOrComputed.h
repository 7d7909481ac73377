#pragma once

// A value kept per key and shared by the threads of one search (kernel costs, link-load analyses).

#include <mutex>

namespace cp {

// The value kept for `key`, or `compute()`'s, kept. Computed outside the lock, so other threads'
// lookups do not wait; should two threads compute one key at once, the first kept value is the
// one both get (they compute the same figures). `Map` is node-based (std::map,
// std::unordered_map): the reference stays valid as other keys are added.
template <typename Map, typename Compute>
const typename Map::mapped_type& keptOrComputed(std::mutex& mutex, Map& kept, const typename Map::key_type& key,
                                                Compute compute)
{
    {
        const std::lock_guard lock(mutex);
        if (const auto known = kept.find(key); known != kept.end())
            return known->second;
    }
    typename Map::mapped_type value = compute();
    const std::lock_guard lock(mutex);
    return kept.emplace(key, std::move(value)).first->second;
}

}  // namespace cp
