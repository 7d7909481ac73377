#pragma once

// Slurm hostlist expressions (slurm.conf(5), "node range expression"): comma-separated names,
// each with zero or more bracketed ranges such as "gpu-[001-128,130]" or "rack[0-1]_blade[0-3]"
// (every combination). The lower bound's digits give the zero padding: "[001-128]" is
// 001..128, "[1-128]" is 1..128.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cp {

// Far above any cluster (the largest have about 100,000 hosts); bounds what a hostile line costs.
inline constexpr std::size_t maxHostsPerImport = 1'000'000;

struct HostlistExpansion {
    std::vector<std::string> hosts;          // in the order written, duplicates kept
    std::string error;                       // empty when the expression is well formed

    bool ok() const { return error.empty(); }
};

// At most `limit` hosts; more is an error naming the limit.
HostlistExpansion expandHostlist(std::string_view expression, std::size_t limit = maxHostsPerImport);

// The shortest hostlist of `hosts` that keeps their order: consecutive numbers with the same
// prefix and padding become one range ("gpu-[001-003,007],login1").
std::string compressHostlist(const std::vector<std::string>& hosts);

}  // namespace cp
