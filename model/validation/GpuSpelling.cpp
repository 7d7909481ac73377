#include "validation/GpuSpelling.h"

#include "catalog/Catalog.h"
#include "text/TextFunctions.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <vector>

namespace cp {
namespace {

bool hasDigit(const std::string& token)
{
    return std::any_of(token.begin(), token.end(), [](unsigned char ch) { return std::isdigit(ch); });
}

// "80gb", "141gb", "80g": a memory size in GB, else 0.
double memoryGbOf(const std::string& token)
{
    std::size_t digits = 0;
    while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
        ++digits;
    if (digits == 0)
        return 0;
    const std::string rest = token.substr(digits);
    if (rest != "gb" && rest != "g" && rest != "gib")
        return 0;
    return std::stod(token.substr(0, digits));
}

bool isFormFactor(const std::string& token)
{
    return token.rfind("sxm", 0) == 0 || token == "pcie" || token == "oam" || token == "hgx" || token == "nvl" ||
           token.rfind("nvl", 0) == 0;
}

// The family token of a catalog GPU id: its first token with a digit that is neither a memory
// size nor a form factor (nvidia_h100_sxm5_80gb -> h100, intel_gaudi3_oam -> gaudi3).
std::string familyOf(const std::string& id)
{
    for (const std::string& token : alphanumericTokens(id))
        if (hasDigit(token) && memoryGbOf(token) == 0 && !isFormFactor(token))
            return token;
    return {};
}

bool isPcie(const Gpu& gpu)
{
    const std::vector<std::string> tokens = alphanumericTokens(gpu.id + " " + gpu.name);
    return std::find(tokens.begin(), tokens.end(), "pcie") != tokens.end();
}

// The query names the family as a token, as two adjacent tokens ("gaudi 3", "mi 300x") or as a
// token's prefix followed by letters ("h100sxm").
bool namesFamily(const std::vector<std::string>& tokens, const std::string& family)
{
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const std::string& token = tokens[i];
        if (token == family)
            return true;
        if (i + 1 < tokens.size() && token + tokens[i + 1] == family)
            return true;
        if (token.size() > family.size() && token.rfind(family, 0) == 0 &&
            std::isalpha(static_cast<unsigned char>(token[family.size()])))
            return true;
    }
    return false;
}

}  // namespace

GpuSpelling resolveGpuSpelling(const Catalog& catalog, std::string_view text)
{
    GpuSpelling result;
    if (const Gpu* exact = catalog.findGpu(text)) {
        result.gpu = exact;
        return result;
    }
    const std::vector<std::string> tokens = alphanumericTokens(text);
    std::string joined;
    for (const std::string& token : tokens)
        joined += (joined.empty() ? "" : "_") + token;
    if (const Gpu* normalized = catalog.findGpu(joined)) {
        result.gpu = normalized;
        result.note = "GPU '" + std::string(text) + "' read as " + normalized->id;
        return result;
    }

    std::vector<const Gpu*> candidates;
    for (const Gpu& gpu : catalog.gpus) {
        const std::string family = familyOf(gpu.id);
        if (!family.empty() && namesFamily(tokens, family))
            candidates.push_back(&gpu);
    }
    if (candidates.empty())
        return result;

    auto narrow = [&](auto keep) {
        std::vector<const Gpu*> kept;
        std::copy_if(candidates.begin(), candidates.end(), std::back_inserter(kept), keep);
        if (!kept.empty())
            candidates = kept;
    };
    const bool pcie = std::find(tokens.begin(), tokens.end(), "pcie") != tokens.end();
    narrow([&](const Gpu* gpu) { return isPcie(*gpu) == pcie; });
    double memory = 0;
    for (std::size_t i = 0; i < tokens.size() && memory == 0; ++i) {
        memory = memoryGbOf(tokens[i]);
        if (memory == 0 && i + 1 < tokens.size() && (tokens[i + 1] == "gb" || tokens[i + 1] == "gib") &&
            std::all_of(tokens[i].begin(), tokens[i].end(), [](unsigned char ch) { return std::isdigit(ch); }))
            memory = std::stod(tokens[i]);
    }
    if (memory > 0)
        narrow([&](const Gpu* gpu) { return std::abs(gpu->hbmGb / memory - 1) < 0.1; });

    // Still several (an A100 without its memory size): the largest part, as published runs use.
    const Gpu* chosen = *std::max_element(candidates.begin(), candidates.end(),
                                          [](const Gpu* a, const Gpu* b) { return a->hbmGb < b->hbmGb; });
    result.gpu = chosen;
    result.note = "GPU '" + std::string(text) + "' read as " + chosen->id;
    if (candidates.size() > 1) {
        std::string others;
        for (const Gpu* gpu : candidates)
            if (gpu != chosen)
                others += (others.empty() ? "" : ", ") + gpu->id;
        result.note += " (the text does not say which of it and " + others + "; the one with the most memory)";
    }
    return result;
}

}  // namespace cp
