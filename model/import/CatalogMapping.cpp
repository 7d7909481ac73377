#include "import/CatalogMapping.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogError.h"
#include "catalog/CsvDocument.h"
#include "design/NearestNames.h"
#include "import/ConfigText.h"
#include "import/Hostlist.h"
#include "text/TextFunctions.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace cp {
namespace {

void addEntry(CatalogMapping& mapping, const SourceLocation& where, const std::string& slurm, const std::string& id, const Catalog& catalog)
{
    MappingEntry entry;
    entry.where = where;
    entry.catalogId = trimmed(id);
    std::string name = trimmed(slurm);
    if (name.rfind("nodes:", 0) == 0) {
        entry.subject = MappingSubject::Nodes;
        name = name.substr(6);
        HostlistExpansion hosts = expandHostlist(name);
        if (!hosts.ok()) {
            mapping.messages.push_back({Severity::Error, where, "nodes:" + name.substr(0, 80) + ": " + hosts.error});
            return;
        }
        entry.hosts = std::move(hosts.hosts);
    } else if (name.rfind("feature:", 0) == 0) {
        entry.subject = MappingSubject::Feature;
        name = name.substr(8);
    }
    entry.slurmName = name;
    if (name.empty()) {
        mapping.messages.push_back({Severity::Error, where, "a mapping row without a Slurm name"});
        return;
    }
    const bool gpu = catalog.findGpu(entry.catalogId) != nullptr;
    entry.isPlatform = !gpu && catalog.findNode(entry.catalogId) != nullptr;
    if (!gpu && !entry.isPlatform) {
        std::vector<std::string> ids = catalog.ids(CatalogKind::Gpu);
        if (entry.subject != MappingSubject::GresType) {
            const std::vector<std::string> platforms = catalog.ids(CatalogKind::Node);
            ids.insert(ids.end(), platforms.begin(), platforms.end());
        }
        mapping.messages.push_back({Severity::Error, where, "'" + entry.catalogId + "' is not a catalog "
                                        + (entry.subject == MappingSubject::GresType ? "GPU" : "GPU or node platform")
                                        + " id (did you mean " + joinQuoted(nearestNames(ids, entry.catalogId)) + "?)"});
        return;
    }
    if (entry.subject == MappingSubject::GresType && entry.isPlatform) {
        mapping.messages.push_back({Severity::Error, where, "GRES type '" + name + "' maps to node platform '" + entry.catalogId
                                        + "': a GRES type names a GPU (map nodes to a platform with nodes:HOSTLIST or feature:NAME)"});
        return;
    }
    mapping.entries.push_back(std::move(entry));
}

}  // namespace

const MappingEntry* CatalogMapping::forGresType(std::string_view type) const
{
    const MappingEntry* found = nullptr;
    for (const MappingEntry& entry : entries)
        if (entry.subject == MappingSubject::GresType && equalsIgnoringCase(entry.slurmName, type))
            found = &entry;
    return found;
}

const MappingEntry* CatalogMapping::forHost(const std::string& host, const std::vector<std::string>& features, bool platform) const
{
    const MappingEntry* found = nullptr;
    for (const MappingEntry& entry : entries) {
        if (entry.isPlatform != platform)
            continue;
        if (entry.subject == MappingSubject::Nodes && std::find(entry.hosts.begin(), entry.hosts.end(), host) != entry.hosts.end())
            found = &entry;
        else if (entry.subject == MappingSubject::Feature && std::find(features.begin(), features.end(), entry.slurmName) != features.end())
            found = &entry;
    }
    return found;
}

CatalogMapping parseCatalogMapping(std::string_view text, const std::string& fileName, const Catalog& catalog)
{
    CatalogMapping mapping;
    const auto first = std::find_if(text.begin(), text.end(), [](char c) { return !std::isspace(static_cast<unsigned char>(c)); });
    if (first != text.end() && *first == '{') {
        const nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
        if (document.is_discarded() || !document.is_object()) {
            mapping.messages.push_back({Severity::Error, {fileName, 0, {}}, "not a JSON object of \"slurm name\": \"catalog id\" pairs"});
            return mapping;
        }
        for (const auto& [key, value] : document.items()) {
            const SourceLocation where{fileName, 0, "\"" + key + "\""};
            if (!value.is_string()) {
                mapping.messages.push_back({Severity::Error, where, "the value of \"" + key + "\" must be a catalog id (a string)"});
                continue;
            }
            addEntry(mapping, where, key, value.get<std::string>(), catalog);
        }
        return mapping;
    }
    try {
        const CsvDocument csv = CsvDocument::parse(text, fileName);
        const auto column = [&](const char* name) {
            const auto it = std::find_if(csv.header.begin(), csv.header.end(), [&](const std::string& h) { return equalsIgnoringCase(trimmed(h), name); });
            return it == csv.header.end() ? -1 : static_cast<int>(it - csv.header.begin());
        };
        const int slurm = column("slurm");
        const int id = column("catalog_id");
        if (slurm < 0 || id < 0) {
            mapping.messages.push_back({Severity::Error, {fileName, 1, {}}, "the header must name the columns 'slurm' and 'catalog_id'"});
            return mapping;
        }
        for (const CsvRecord& record : csv.records) {
            std::string line;
            for (const std::string& field : record.fields)
                line += (line.empty() ? "" : ",") + field;
            const SourceLocation where{fileName, record.line, line};
            if (record.fields.size() <= static_cast<std::size_t>(std::max(slurm, id))) {
                mapping.messages.push_back({Severity::Error, where, "the row has " + std::to_string(record.fields.size()) + " fields, fewer than the header"});
                continue;
            }
            if (trimmed(record.fields[static_cast<std::size_t>(slurm)]).rfind('#', 0) == 0)
                continue;   // a commented-out row
            addEntry(mapping, where, record.fields[static_cast<std::size_t>(slurm)], record.fields[static_cast<std::size_t>(id)], catalog);
        }
    } catch (const std::exception& error) {
        mapping.messages.push_back({Severity::Error, {fileName, 0, {}}, error.what()});
    }
    return mapping;
}

}  // namespace cp
