#include "document/PointerElement.h"

#include <charconv>
#include <string>
#include <vector>

namespace cp::ui {
namespace {

std::vector<std::string_view> tokens(std::string_view pointer)
{
    std::vector<std::string_view> parts;
    std::size_t start = pointer.empty() || pointer[0] != '/' ? 0 : 1;
    while (start <= pointer.size() && !pointer.empty()) {
        const std::size_t end = pointer.find('/', start);
        parts.push_back(pointer.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos)
            break;
        start = end + 1;
    }
    return parts;
}

std::optional<int> index(std::string_view token)
{
    int value = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error != std::errc() || end != token.data() + token.size() || value < 0)
        return std::nullopt;
    return value;
}

}  // namespace

std::optional<ElementRef> elementForPointer(std::string_view pointer)
{
    const std::vector<std::string_view> parts = tokens(pointer);
    if (parts.size() < 2)
        return std::nullopt;
    const std::optional<int> first = index(parts[1]);
    if (!first)
        return std::nullopt;
    if (parts[0] == "training")
        return ElementRef::trainingJob(*first);
    if (parts[0] == "inference")
        return ElementRef::inferenceService(*first);
    if (parts[0] == "fabrics")
        return ElementRef::fabric(*first);
    if (parts[0] == "storage")
        return ElementRef::storage(*first);
    if (parts[0] != "groups")
        return std::nullopt;
    std::vector<int> path{*first};
    for (std::size_t i = 2; i + 1 < parts.size() && parts[i] == "children"; i += 2) {
        const std::optional<int> child = index(parts[i + 1]);
        if (!child)
            break;
        path.push_back(*child);
    }
    return ElementRef::group(std::move(path));
}

}  // namespace cp::ui
