#include "validation/ValidationFile.h"

#include "design/DesignLimits.h"
#include "design/JsonTextCheck.h"
#include "io/InputFile.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>

namespace cp {
namespace {

// A string field of a case; anything else (absent, a number, an object) reads as "".
std::string stringField(const nlohmann::json& object, const char* key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

constexpr int kMaxDepth = 64;

// A string field of an object inside `parent` (parent/outer/inner), or empty.
std::string textAt(const nlohmann::json& entry, const char* outer, const char* inner)
{
    const auto object = entry.find(outer);
    if (object == entry.end() || !object->is_object())
        return {};
    const auto value = object->find(inner);
    return value != object->end() && value->is_string() ? value->get<std::string>() : std::string();
}

void readAssumptions(const nlohmann::json& object, std::vector<std::string>& into)
{
    const auto it = object.find("assumptions");
    if (it == object.end())
        return;
    if (it->is_string())
        into.push_back(it->get<std::string>());
    else if (it->is_array())
        for (const nlohmann::json& item : *it)
            if (item.is_string())
                into.push_back(item.get<std::string>());
}

}  // namespace

std::vector<ValidationCase> parseValidationDocument(const std::string& text, const std::string& fileName)
{
    if (text.empty())
        throw ValidationFileError(fileName + ": the file is empty (expected a clusterplanner-validation JSON object)");
    // The same gate as design files: UTF-8 (with where it breaks), syntax, depth, sizes, and
    // no key given twice.
    if (const std::vector<DesignIssue> issues = checkJsonText(text); hasErrors(issues)) {
        const DesignIssue& first = issues.front();
        throw ValidationFileError(fileName + ": " + (first.pointer.empty() ? std::string() : first.pointer + ": ") +
                                  first.message);
    }
    nlohmann::json document;
    try {
        // Nesting deeper than any case needs is refused before it is built (copies and dumps of a
        // hostile document recurse once per level).
        const nlohmann::json::parser_callback_t limitDepth = [&](int depth, nlohmann::json::parse_event_t,
                                                                 nlohmann::json&) {
            if (depth > kMaxDepth)
                throw ValidationFileError(fileName + ": nested deeper than " + std::to_string(kMaxDepth) + " levels");
            return true;
        };
        document = nlohmann::json::parse(text, limitDepth);
    } catch (const nlohmann::json::parse_error& error) {
        throw ValidationFileError(fileName + ": not valid JSON: " + error.what());
    }
    if (!document.is_object())
        throw ValidationFileError(fileName + ": expected a JSON object at the top level");
    if (stringField(document, "format") != "clusterplanner-validation")
        throw ValidationFileError(fileName + ": /format must be \"clusterplanner-validation\"");
    if (!document.contains("version") || !document["version"].is_number_integer())
        throw ValidationFileError(fileName + ": /version must be an integer");
    if (document["version"].get<int>() > 1)
        throw ValidationFileError(fileName + ": /version " + std::to_string(document["version"].get<int>()) +
                                  " is newer than this program reads (1)");
    if (!document.contains("cases") || !document["cases"].is_array())
        throw ValidationFileError(fileName + ": /cases must be an array");

    std::vector<ValidationCase> cases;
    int index = 0;
    for (const nlohmann::json& entry : document["cases"]) {
        ValidationCase c;
        c.file = fileName;
        c.index = index;
        c.raw = entry;
        if (entry.is_object()) {
            c.id = stringField(entry, "id");
            c.kind = stringField(entry, "kind");
            std::transform(c.kind.begin(), c.kind.end(), c.kind.begin(), [](unsigned char ch) { return std::tolower(ch); });
            c.source = stringField(entry, "source");
            c.group = stringField(entry, "group");
            if (const auto software = entry.find("software"); software != entry.end() && software->is_object()) {
                c.framework = stringField(*software, "framework");
                if (c.framework.empty())
                    c.framework = stringField(*software, "engine");
                // A version written as a number (24.07) is kept as its text.
                const auto version = software->find("version");
                if (version != software->end() && version->is_number())
                    c.frameworkVersion = version->dump();
                else
                    c.frameworkVersion = stringField(*software, "version");
            }
            // `assumptions` sits beside `note` (or inside it when the note is an object).
            readAssumptions(entry, c.assumptions);
            if (const auto note = entry.find("note"); note != entry.end() && note->is_object())
                readAssumptions(*note, c.assumptions);
            c.mode = textAt(entry, "serving", "mode");
            c.gpuId = textAt(entry, "hardware", "gpu");
            if (entry.contains("measured") && entry["measured"].is_object()) {
                for (const auto& [key, value] : entry["measured"].items()) {
                    // 1e400 parses to infinity: not a measurement.
                    if (value.is_number() && std::isfinite(value.get<double>()))
                        c.measured[key] = value.get<double>();
                    else if (key == "flops_convention" && value.is_string())
                        c.flopsConvention = value.get<std::string>();
                }
            }
        }
        if (c.id.empty())
            c.id = fileName + "#/cases/" + std::to_string(index);
        if (c.group.empty())
            c.group = std::filesystem::path(fileName).stem().string();
        cases.push_back(std::move(c));
        ++index;
    }
    return cases;
}

std::vector<ValidationCase> readValidationFile(const std::string& path)
{
    InputFile input(path);
    const std::optional<std::string> text = input.readAll(designlimits::maxFileBytes);
    if (!text)
        throw ValidationFileError(path + ": " + input.problem());
    return parseValidationDocument(*text, path);
}

ValidationFolder readValidationFolder(const std::string& folder)
{
    ValidationFolder result;
    std::vector<std::filesystem::path> files;
    std::error_code error;
    // Every step with an error code: an entry that cannot be inspected is skipped, never thrown.
    std::filesystem::directory_iterator entry(folder, error);
    for (; !error && entry != std::filesystem::directory_iterator(); entry.increment(error)) {
        std::error_code entryError;
        if (entry->is_regular_file(entryError) && entry->path().extension() == ".json")
            files.push_back(entry->path());
    }
    if (error) {
        result.problems.push_back(folder + ": " + error.message());
        return result;
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        try {
            auto cases = readValidationFile(file.string());
            result.cases.insert(result.cases.end(), std::make_move_iterator(cases.begin()), std::make_move_iterator(cases.end()));
        } catch (const std::exception& problem) {
            result.problems.emplace_back(problem.what());
        }
    }
    return result;
}

}  // namespace cp
