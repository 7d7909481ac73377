#pragma once

// Which row of data/catalog/software_stacks.csv a job or a validation case runs on. A job names
// a stack id ("megatron-core") or a framework family ("megatron", "deepspeed", "pytorch-fsdp")
// with an optional free-text version ("24.07", "v0.14", "Megatron-LM 3.0"); nothing named means
// the documented default, Megatron-Core (defaultFramework).

#include <string>
#include <string_view>

namespace cp {

class Catalog;
struct SoftwareStack;

inline constexpr std::string_view defaultFramework = "megatron";

struct StackChoice {
    const SoftwareStack* stack = nullptr;    // never null on return
    std::string note;                        // what was assumed, empty when the request was exact
};

// Throws CatalogError when the catalog has no stack for the framework nor for the default.
StackChoice selectSoftwareStack(const Catalog& catalog, std::string_view request, std::string_view version);

// True when `version` matches one of the ';'-separated patterns (case-insensitive substring;
// a leading '^' anchors the pattern at the start of the version text).
bool versionMatches(std::string_view patterns, std::string_view version);

}  // namespace cp
