#include "design/DesignFile.h"

#include "design/DesignJson.h"
#include "design/DesignLimits.h"
#include "design/DesignMigration.h"
#include "design/JsonFieldReader.h"
#include "design/JsonTextCheck.h"
#include "io/AtomicFile.h"
#include "io/InputFile.h"

#include <nlohmann/json.hpp>


namespace cp {
namespace {

using nlohmann::json;

bool looksLikeVersion(const std::string& text)
{
    return !text.empty() && text.size() <= 20 &&
           text.find_first_not_of("0123456789.") == std::string::npos;
}

// Returns the file's version, or 0 after recording why it cannot be read.
int checkFormatAndVersion(const json& document, std::vector<DesignIssue>& issues)
{
    if (!document.is_object()) {
        issues.push_back({"", "the document is " + jsonTypeName(document) +
                                  "; expected an object with \"format\": \"" + designFormatName + "\"",
                          Severity::Error});
        return 0;
    }
    const auto format = document.find("format");
    if (format == document.end()) {
        issues.push_back({"/format", std::string("missing required key 'format'; a design file says \"format\": \"") +
                                         designFormatName + "\"",
                          Severity::Error});
        return 0;
    }
    if (!format->is_string() || format->get_ref<const std::string&>() != designFormatName) {
        issues.push_back({"/format", describeJsonValue(*format) + " is not a ClusterPlanner design (expected \"" +
                                         designFormatName + "\")",
                          Severity::Error});
        return 0;
    }
    const auto version = document.find("version");
    if (version == document.end()) {
        issues.push_back({"/version", "missing required key 'version' (an integer format version)", Severity::Error});
        return 0;
    }
    if (!version->is_number_integer() || version->get<std::int64_t>() < 1) {
        issues.push_back({"/version", describeJsonValue(*version) + " is not a format version (expected an integer "
                                                                    "from 1 to " +
                                          std::to_string(currentDesignFormatVersion) + ")",
                          Severity::Error});
        return 0;
    }
    const std::int64_t number = version->get<std::int64_t>();
    if (number > currentDesignFormatVersion) {
        std::string needed = "a newer release";
        if (const auto minApp = document.find("min_app_version");
            minApp != document.end() && minApp->is_string() && looksLikeVersion(minApp->get<std::string>()))
            needed = "version " + minApp->get<std::string>() + " or later";
        issues.push_back({"/version", "design format version " + std::to_string(number) +
                                          " was written by a newer ClusterPlanner; this is ClusterPlanner " CP_VERSION
                                          ", which reads format versions 1 to " +
                                          std::to_string(currentDesignFormatVersion) + ". Open it with ClusterPlanner " +
                                          needed,
                          Severity::Error});
        return 0;
    }
    return static_cast<int>(number);
}

DesignLoadResult tooLarge()
{
    DesignLoadResult result;
    result.issues.push_back({"", "the file is larger than " + std::to_string(designlimits::maxFileBytes) +
                                     " bytes, the limit for design files",
                             Severity::Error});
    return result;
}

}  // namespace

DesignLoadResult parseDesignText(std::string_view bytes)
{
    DesignLoadResult result;
    result.issues = checkJsonText(bytes);
    if (hasErrors(result.issues))
        return result;

    json document;
    try {
        document = json::parse(bytes.begin(), bytes.end());
    } catch (const json::exception& error) {
        // checkJsonText accepted the text, so this is not expected; still, never crash on it.
        result.issues.push_back({"", std::string("not valid JSON: ") + error.what(), Severity::Error});
        return result;
    }

    result.fileVersion = checkFormatAndVersion(document, result.issues);
    if (result.fileVersion == 0)
        return result;
    std::vector<DesignIssue> notes = migrateDesignDocument(document, result.fileVersion);
    result.issues.insert(result.issues.end(), notes.begin(), notes.end());

    Design design = designFromJson(document, result.issues);
    if (!hasErrors(result.issues))
        result.design = std::move(design);
    return result;
}

DesignLoadResult loadDesignFile(const std::filesystem::path& path)
{
    // Never blocks (a FIFO is refused before it is read) and never reads past the limit.
    InputFile input(path);
    if (!input.ok()) {
        DesignLoadResult result;
        result.issues.push_back({"", input.problem(), Severity::Error});
        return result;
    }
    if (input.size() > designlimits::maxFileBytes)
        return tooLarge();
    std::optional<std::string> bytes = input.readAll(designlimits::maxFileBytes);
    if (!bytes) {
        if (input.tooLarge())
            return tooLarge();   // grew while being read
        DesignLoadResult result;
        result.issues.push_back({"", input.problem(), Severity::Error});
        return result;
    }
    return parseDesignText(*bytes);
}

void saveDesignFile(const Design& design, const std::filesystem::path& path)
{
    writeFileAtomically(path, designToJsonText(design));
}

}  // namespace cp
