#pragma once

// What slurm.conf says about the hardware: node definitions (hostlists with CPUs, memory,
// features and GRES), partitions, node sets and the plugins that decide how topology.conf is
// read. Scheduler settings that say nothing about hardware are counted, not interpreted.

#include "import/ConfigText.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cp {

// One GRES of a node: "gpu:h100:8" -> {gpu, h100, 8}.
struct GresCount {
    std::string name;                        // "gpu", "shard", "mps", "nic", ...
    std::string type;                        // "" when untyped
    std::int64_t count = 1;
};

struct SlurmNodeLine {
    SourceLocation where;
    std::vector<std::string> hosts;          // expanded NodeName hostlist
    std::optional<int> cpus;                 // CPUs= (logical processors as configured)
    std::optional<int> boards;
    std::optional<int> sockets;
    std::optional<int> coresPerSocket;
    std::optional<int> threadsPerCore;
    std::optional<std::int64_t> realMemoryMiB;
    std::vector<std::string> features;
    std::vector<GresCount> gres;
    std::string state;                       // as written ("UNKNOWN", "FUTURE", ...)

    // GPUs of the node (sum of gpu GRES) and their type ("" when untyped or absent).
    std::int64_t gpuCount() const;
    std::string gpuType() const;
    // Physical cores when Sockets/CoresPerSocket say so.
    std::optional<int> physicalCores() const;
};

struct SlurmPartition {
    SourceLocation where;
    std::string name;
    std::vector<std::string> hosts;          // Nodes= expanded (node sets and ALL resolved)
    bool isDefault = false;
};

struct SlurmConf {
    std::vector<SlurmNodeLine> nodes;
    std::vector<SlurmPartition> partitions;
    std::string clusterName;
    std::string topologyPlugin;              // "topology/tree", "topology/block", "" = none
    std::vector<std::string> gresTypes;
    std::vector<std::string> includedFiles;  // every file read through Include, in order
    std::vector<ImportMessage> messages;
};

// Reads the text of an included file named as written in the Include line (after %c is
// replaced); nullopt when it cannot be read. Relative names are the caller's to resolve
// against slurm.conf's folder.
using IncludeReader = std::function<std::optional<std::string>(const std::string& name)>;

SlurmConf parseSlurmConf(std::string_view text, const std::string& fileName, const IncludeReader& readInclude);

// "gpu:h100:8,shard:16" -> counts; an error text in `error` when malformed.
std::vector<GresCount> parseGresList(std::string_view text, std::string& error);
// "8", "4K", "2G" (Slurm's suffixes are powers of 1024); nullopt when not a count.
std::optional<std::int64_t> parseCount(std::string_view text);

}  // namespace cp
