#pragma once

// Limits that keep a hostile or broken design file harmless: whatever a file says, loading
// it allocates a bounded amount of memory and time. They are far above any real cluster.

#include <cstddef>
#include <cstdint>

namespace cp::designlimits {

inline constexpr std::size_t maxFileBytes = 16 * 1024 * 1024;
inline constexpr int maxJsonDepth = 64;               // nested objects/arrays in the file
inline constexpr int maxGroupDepth = 12;              // pod > SU > row > rack > nodes is 5
inline constexpr std::size_t maxStringBytes = 4096;   // any key or string value
inline constexpr std::size_t maxArrayItems = 10000;   // any one array
inline constexpr std::size_t maxJsonValues = 1000000; // all values in the file
inline constexpr std::size_t maxGroups = 100000;      // group objects in the whole design
inline constexpr std::int64_t maxTotalGpus = 10'000'000;
inline constexpr std::int64_t maxCount = 10'000'000;  // any replication or object count
inline constexpr int maxGpusPerNode = 576;            // NVL576-class rack-scale domains

}  // namespace cp::designlimits
