#include "training/StackSelection.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogError.h"
#include "text/TextFunctions.h"

#include <algorithm>
#include <cctype>

namespace cp {
namespace {

// The framework family a request names in its own words: "NeMo", "Megatron-Core", "MCore",
// "Megatron-Bridge", "Megatron-DeepSpeed" (a DeepSpeed engine), "torchtitan", "FSDP2",
// "Composer", "LLM Foundry", "NeMo AutoModel" (NeMo's PyTorch-native FSDP2 trainer, not
// Megatron)...; "" when none.
std::string familyNamed(const std::string& name)
{
    const auto has = [&](const char* word) { return name.find(word) != std::string::npos; };
    if (has("deepspeed"))
        return "deepspeed";
    if (has("automodel"))
        return "pytorch-fsdp";
    if (has("megatron") || has("nemo") || has("mcore") || has("bridge"))
        return "megatron";
    if (has("fsdp") || has("torchtitan") || has("composer") || has("foundry") || has("mosaic") || has("pytorch") ||
        has("torch"))
        return "pytorch-fsdp";
    return {};
}

}  // namespace

bool versionMatches(std::string_view patterns, std::string_view version)
{
    const std::string text = lowercase(trimmed(version));
    if (text.empty())
        return false;
    std::size_t start = 0;
    while (start <= patterns.size()) {
        const std::size_t end = std::min(patterns.find(';', start), patterns.size());
        std::string pattern = lowercase(trimmed(patterns.substr(start, end - start)));
        if (!pattern.empty()) {
            const bool anchored = pattern.front() == '^';
            if (anchored)
                pattern.erase(0, 1);
            if (!pattern.empty() && (anchored ? text.rfind(pattern, 0) == 0 : text.find(pattern) != std::string::npos))
                return true;
        }
        start = end + 1;
    }
    return false;
}

StackChoice selectSoftwareStack(const Catalog& catalog, std::string_view request, std::string_view version)
{
    StackChoice choice;
    const std::string name = lowercase(trimmed(request));
    const bool isFamily = !name.empty() && catalog.softwareStacks.end() !=
                                               std::find_if(catalog.softwareStacks.begin(), catalog.softwareStacks.end(),
                                                            [&](const SoftwareStack& stack) { return stack.framework == name; });
    // A stack id names that row; a family name ("deepspeed" is both) picks the row its version matches.
    if (!name.empty() && !(isFamily && !trimmed(version).empty()))
        if (const SoftwareStack* exact = catalog.findSoftwareStack(name)) {
            choice.stack = exact;
            return choice;
        }
    // The version text picks a row of the family; failing that, the request's own words do
    // ("FSDP1", "Composer", "Megatron-LM 3").
    auto rowFor = [&](const std::string& framework) -> const SoftwareStack* {
        const SoftwareStack* fallback = nullptr;
        for (const SoftwareStack& stack : catalog.softwareStacks)
            if (stack.framework == framework && !stack.versions.empty() && versionMatches(stack.versions, version))
                return &stack;
        for (const SoftwareStack& stack : catalog.softwareStacks) {
            if (stack.framework != framework)
                continue;
            if (!stack.versions.empty() && name != framework && versionMatches(stack.versions, name))
                return &stack;
            if (stack.versions.empty() && !fallback)
                fallback = &stack;
        }
        return fallback;
    };
    if (!name.empty()) {
        // The version may name the trainer the family word does not ("NeMo", "AutoModel 0.2").
        const std::string family = isFamily ? name : familyNamed(name + " " + lowercase(trimmed(version)));
        if (const SoftwareStack* row = family.empty() ? nullptr : rowFor(family)) {
            choice.stack = row;
            if (!isFamily)
                choice.note = "software framework '" + std::string(request) + "' read as " + row->name;
            else if (!trimmed(version).empty() && row->versions.empty())
                choice.note = "software version '" + std::string(version) + "' read as " + row->name;
            return choice;
        }
    }
    const SoftwareStack* fallback = rowFor(std::string(defaultFramework));
    if (!fallback)
        throw CatalogError("the catalog has no software stack for framework '" + std::string(defaultFramework) +
                           "' (data/catalog/software_stacks.csv)");
    choice.stack = fallback;
    choice.note = name.empty() ? "no software stack given: " + fallback->name + " assumed (the default)"
                               : "unknown software framework '" + std::string(request) + "': " + fallback->name +
                                     " assumed (known: megatron, deepspeed, pytorch-fsdp)";
    return choice;
}

}  // namespace cp
