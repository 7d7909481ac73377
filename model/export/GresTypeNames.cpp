#include "export/GresTypeNames.h"

#include "catalog/Catalog.h"
#include "export/SchedulerLayout.h"

#include <algorithm>
#include <vector>

namespace cp {
namespace {

std::vector<std::string> idTokens(const std::string& id)
{
    std::vector<std::string> tokens;
    std::string current;
    for (char c : id + "_") {
        if (c == '_') {
            if (!current.empty())
                tokens.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    return tokens;
}

}  // namespace

std::string gresTypeName(const Gpu& gpu, const Catalog& catalog)
{
    const std::string model = gresTypeOf(gpu);
    const auto first = std::find_if(catalog.gpus.begin(), catalog.gpus.end(), [&](const Gpu& g) { return gresTypeOf(g) == model; });
    if (first == catalog.gpus.end() || first->id == gpu.id)
        return model;
    const std::vector<std::string> reference = idTokens(first->id);
    std::string name = model;
    bool distinct = false;
    for (const std::string& token : idTokens(gpu.id)) {
        if (token == model || std::find(reference.begin(), reference.end(), token) != reference.end())
            continue;
        name += "_" + token;
        distinct = true;
    }
    return distinct ? name : gpu.id;
}

}  // namespace cp
