#include "import/GresConf.h"

#include "import/Hostlist.h"
#include "import/SlurmConf.h"
#include "text/TextFunctions.h"

namespace cp {
namespace {

// Device files bounded far below the host limit: File= is per node (gres.conf(5): at most 1024).
constexpr std::size_t maxDeviceFiles = 4096;

}  // namespace

GresConf parseGresConf(std::string_view text, const std::string& fileName)
{
    GresConf gres;
    ConfigText parsed = parseConfigText(text, fileName);
    gres.messages = std::move(parsed.messages);
    std::size_t hosts = 0;
    for (const ConfigRecord& record : parsed.records) {
        const auto error = [&](std::string message) { gres.messages.push_back({Severity::Error, record.where, std::move(message)}); };
        if (record.include) {
            error("gres.conf has no Include lines");
            continue;
        }
        GresConfLine line;
        line.where = record.where;
        bool ok = true;
        for (const ConfigPair& pair : record.pairs) {
            const std::string key = lowercase(pair.key);
            if (key == "nodename") {
                HostlistExpansion names = expandHostlist(pair.value, maxHostsPerImport - std::min(maxHostsPerImport, hosts));
                if (!names.ok()) {
                    error("NodeName=" + pair.value.substr(0, 80) + ": " + names.error);
                    ok = false;
                    break;
                }
                hosts += names.hosts.size();
                line.nodes = std::move(names.hosts);
            } else if (key == "name") {
                line.name = lowercase(pair.value);
            } else if (key == "type") {
                line.type = pair.value;
            } else if (key == "count") {
                line.count = parseCount(pair.value);
                if (!line.count) {
                    error("Count=" + pair.value.substr(0, 80) + " is not a count (a whole number, optionally with K, M, G, T or P)");
                    ok = false;
                    break;
                }
            } else if (key == "file" || key == "multiplefiles") {
                HostlistExpansion files = expandHostlist(pair.value, std::min(maxDeviceFiles, maxHostsPerImport - std::min(maxHostsPerImport, hosts)));
                if (!files.ok()) {
                    error(pair.key + "=" + pair.value.substr(0, 80) + ": " + files.error);
                    ok = false;
                    break;
                }
                hosts += files.hosts.size();
                // MultipleFiles: all the files are one GRES (a MIG-partitioned GPU).
                if (key == "file" && !line.count)
                    line.count = static_cast<std::int64_t>(files.hosts.size());
                else if (key == "multiplefiles" && !line.count)
                    line.count = 1;
            } else if (key == "autodetect") {
                line.autoDetect = lowercase(pair.value);
            } else if (key != "cores" && key != "cpus" && key != "links" && key != "flags") {
                gres.messages.push_back({Severity::Note, record.where,
                                         "unknown gres.conf key '" + pair.key + "=" + pair.value.substr(0, 80) + "' kept as a note"});
            }
        }
        if (!ok)
            continue;
        if (line.name.empty()) {
            if (!line.autoDetect.empty() && line.nodes.empty())
                gres.globalAutoDetect = line.autoDetect;
            else if (line.autoDetect.empty())
                error("a gres.conf line without Name= (the GRES it describes, e.g. Name=gpu)");
            else
                gres.lines.push_back(std::move(line));   // per-node AutoDetect
            continue;
        }
        if (!line.count)
            line.count = 1;   // gres.conf(5): "otherwise the default value is one"
        gres.lines.push_back(std::move(line));
    }
    return gres;
}

}  // namespace cp
