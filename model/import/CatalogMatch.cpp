#include "import/CatalogMatch.h"

#include "catalog/Catalog.h"
#include "design/NearestNames.h"
#include "export/GresTypeNames.h"
#include "export/SchedulerLayout.h"
#include "import/ConfigText.h"
#include "text/TextFunctions.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace cp {
namespace {

// "80gb", "80g", "141gb" -> gigabytes; nullopt for other tokens.
std::optional<int> memoryToken(const std::string& token)
{
    std::size_t digits = 0;
    while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
        ++digits;
    if (digits == 0 || digits > 4)
        return std::nullopt;
    const std::string unit = token.substr(digits);
    if (unit != "g" && unit != "gb")
        return std::nullopt;
    return std::stoi(token.substr(0, digits));
}

bool tokenMatches(const std::string& typed, const std::vector<std::string>& idTokens)
{
    for (const std::string& id : idTokens)
        if (id == typed || (typed.size() >= 3 && id.rfind(typed, 0) == 0))   // "sxm" matches "sxm5"
            return true;
    return false;
}

}  // namespace

std::string hostPrefixOf(const std::string& host)
{
    std::size_t end = host.size();
    while (end > 0 && std::isdigit(static_cast<unsigned char>(host[end - 1])))
        --end;
    if (end == host.size())
        return host;
    while (end > 0 && (host[end - 1] == '-' || host[end - 1] == '_' || host[end - 1] == '.'))
        --end;
    return host.substr(0, end);
}

GpuMatch matchGpuType(const std::string& type, const Catalog& catalog, const CatalogMapping& mapping)
{
    GpuMatch match;
    if (const MappingEntry* entry = mapping.forGresType(type)) {
        match.gpu = catalog.findGpu(entry->catalogId);
        match.how = "mapping file " + entry->where.file + (entry->where.line > 0 ? ":" + std::to_string(entry->where.line) : "");
        return match;
    }
    if (type.empty())
        return match;
    if (const Gpu* gpu = catalog.findGpu(type)) {
        match.gpu = gpu;
        match.how = "catalog id";
        return match;
    }
    for (const Gpu& gpu : catalog.gpus)
        if (equalsIgnoringCase(gresTypeName(gpu, catalog), type)) {
            match.gpu = &gpu;
            match.how = "GRES type name";
            // A bare model name ("a100") may be any GPU of that model.
            if (equalsIgnoringCase(gresTypeOf(gpu), type))
                for (const Gpu& other : catalog.gpus)
                    if (&other != &gpu && gresTypeOf(other) == gresTypeOf(gpu))
                        match.alsoPossible.push_back(other.id);
            return match;
        }
    // Name tokens: the model token must be there ("h100" in "nvidia_h100_80gb_hbm3"); the other
    // tokens (memory, form factor) choose among the GPUs of that model.
    const std::vector<std::string> typed = alphanumericTokens(type);
    int best = -1;
    std::vector<const Gpu*> tied;
    for (const Gpu& gpu : catalog.gpus) {
        const std::string model = gresTypeOf(gpu);
        if (std::find(typed.begin(), typed.end(), model) == typed.end())
            continue;
        const std::vector<std::string> idTokens = alphanumericTokens(gpu.id + " " + gpu.name);
        int score = 0;
        bool conflict = false;
        for (const std::string& token : typed) {
            if (const auto gb = memoryToken(token)) {
                if (std::abs(*gb - gpu.hbmGb) > 2.0)
                    conflict = true;
                else
                    score += 2;
            } else if (tokenMatches(token, idTokens)) {
                score += 1;
            }
        }
        if (conflict)
            continue;
        if (score > best) {
            best = score;
            tied = {&gpu};
        } else if (score == best) {
            tied.push_back(&gpu);
        }
    }
    if (!tied.empty()) {
        match.gpu = tied.front();
        match.how = "name tokens";
        for (std::size_t i = 1; i < tied.size(); ++i)
            match.alsoPossible.push_back(tied[i]->id);
        return match;
    }
    std::vector<std::string> names;
    for (const Gpu& gpu : catalog.gpus)
        names.push_back(gresTypeName(gpu, catalog));
    for (const Gpu& gpu : catalog.gpus)
        names.push_back(gpu.id);
    match.nearest = nearestNames(names, lowercase(type));
    return match;
}

PlatformMatch matchPlatform(const NodeTraits& node, const Catalog& catalog)
{
    PlatformMatch best;
    int bestScore = -1;
    for (const NodePlatform& platform : catalog.nodes) {
        if (platform.fullRack && node.gpus != platform.gpuCount)
            continue;   // a rack-scale "node" is only that rack
        PlatformMatch candidate;
        candidate.platform = &platform;
        int score = 0;
        if (!node.hostPrefix.empty() && hostPrefix(platform.id) == lowercase(node.hostPrefix)) {
            score += 100;
            candidate.reasons.push_back("host names");
        }
        const Gpu* own = catalog.findGpu(platform.gpuId);
        if (node.gpu && own && own->id == node.gpu->id) {
            score += 40;
            candidate.reasons.push_back("GPU");
        } else if (node.gpu && own && gresTypeOf(*own) == gresTypeOf(*node.gpu)) {
            score += 25;
            candidate.reasons.push_back("GPU model");
            candidate.mismatches.push_back("its own GPU is the " + own->name);
        } else if (node.gpu && own && own->vendor == node.gpu->vendor) {
            score += 5;
            candidate.mismatches.push_back("its own GPU is the " + own->name);
        } else if (own) {
            candidate.mismatches.push_back("its own GPU is the " + own->name);
        }
        if (platform.gpuCount == node.gpus) {
            score += 10;
            candidate.reasons.push_back(std::to_string(node.gpus) + " GPUs");
        } else {
            candidate.mismatches.push_back("it holds " + std::to_string(platform.gpuCount) + " GPUs");
        }
        if (const auto cores = cpuCoresOf(platform)) {
            const bool same = (node.cpus && (*node.cpus == *cores || *node.cpus == 2 * *cores))
                              || (node.physicalCores && *node.physicalCores == *cores);
            if (same) {
                score += 5;
                candidate.reasons.push_back(std::to_string(*cores) + " cores");
            } else if (node.cpus || node.physicalCores) {
                candidate.mismatches.push_back("it has " + std::to_string(*cores) + " cores");
            }
        }
        if (platform.ramGb && node.realMemoryMiB) {
            const double platformMiB = *platform.ramGb * 1e9 / 1048576.0;
            // RealMemory is often set below the installed memory (what the OS keeps), and
            // catalogs and operators mix GB and GiB (7 %).
            if (*node.realMemoryMiB <= platformMiB * 1.1 && *node.realMemoryMiB >= platformMiB * 0.8) {
                score += 5;
                candidate.reasons.push_back("memory");
            } else {
                candidate.mismatches.push_back("it has " + std::to_string(static_cast<long long>(std::llround(*platform.ramGb))) + " GB of memory");
            }
        }
        if (node.pcieOnly && platform.scaleupDomainGpus <= 1)
            score += 5;
        if (score > bestScore) {
            bestScore = score;
            best = std::move(candidate);
        }
    }
    return best;
}

}  // namespace cp
