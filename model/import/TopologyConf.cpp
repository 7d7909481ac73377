#include "import/TopologyConf.h"

#include "import/Hostlist.h"

#include <map>

namespace cp {
namespace {

std::vector<std::string> expanded(const ConfigPair& pair, const SourceLocation& where, std::vector<ImportMessage>& messages,
                                  std::size_t& hostsSoFar)
{
    HostlistExpansion names = expandHostlist(pair.value, maxHostsPerImport - std::min(maxHostsPerImport, hostsSoFar));
    if (!names.ok()) {
        messages.push_back({Severity::Error, where, pair.key + "=" + pair.value.substr(0, 80) + ": " + names.error});
        return {};
    }
    hostsSoFar += names.hosts.size();
    return std::move(names.hosts);
}

}  // namespace

TopologyConf parseTopologyConf(std::string_view text, const std::string& fileName)
{
    TopologyConf topology;
    ConfigText parsed = parseConfigText(text, fileName);
    topology.messages = std::move(parsed.messages);
    std::map<std::string, SourceLocation> switchNames;
    std::map<std::string, SourceLocation> blockNames;
    std::size_t hosts = 0;
    const auto error = [&](const SourceLocation& where, std::string message) {
        topology.messages.push_back({Severity::Error, where, std::move(message)});
    };
    const auto note = [&](const SourceLocation& where, std::string message) {
        topology.messages.push_back({Severity::Note, where, std::move(message)});
    };
    for (const ConfigRecord& record : parsed.records) {
        if (record.include) {
            error(record.where, "topology.conf has no Include lines");
            continue;
        }
        const ConfigPair& first = record.pairs.front();
        if (equalsIgnoringCase(first.key, "SwitchName")) {
            SlurmSwitch sw;
            sw.where = record.where;
            sw.name = first.value;
            bool ok = !sw.name.empty();
            if (!ok)
                error(record.where, "SwitchName= without a name");
            for (std::size_t i = 1; i < record.pairs.size() && ok; ++i) {
                const ConfigPair& pair = record.pairs[i];
                if (equalsIgnoringCase(pair.key, "Nodes"))
                    sw.nodes = expanded(pair, record.where, topology.messages, hosts);
                else if (equalsIgnoringCase(pair.key, "Switches"))
                    sw.switches = expanded(pair, record.where, topology.messages, hosts);
                else if (equalsIgnoringCase(pair.key, "LinkSpeed"))
                    sw.linkSpeed = pair.value;
                else
                    note(record.where, "unknown switch key '" + pair.key + "=" + pair.value.substr(0, 80) + "' kept as a note");
            }
            if (!ok)
                continue;
            if (sw.nodes.empty() && sw.switches.empty() && !record.find("Nodes") && !record.find("Switches")) {
                error(record.where, "switch '" + sw.name + "' has neither Nodes= nor Switches= (topology.conf(5) needs one of them)");
                continue;
            }
            if (const auto [it, inserted] = switchNames.emplace(sw.name, record.where); !inserted) {
                error(record.where, "switch '" + sw.name + "' is already defined at " + it->second.file + ":" + std::to_string(it->second.line));
                continue;
            }
            topology.switches.push_back(std::move(sw));
        } else if (equalsIgnoringCase(first.key, "BlockName")) {
            SlurmBlock block;
            block.where = record.where;
            block.name = first.value;
            for (std::size_t i = 1; i < record.pairs.size(); ++i) {
                const ConfigPair& pair = record.pairs[i];
                if (equalsIgnoringCase(pair.key, "Nodes"))
                    block.nodes = expanded(pair, record.where, topology.messages, hosts);
                else
                    note(record.where, "unknown block key '" + pair.key + "=" + pair.value.substr(0, 80) + "' kept as a note");
            }
            if (block.name.empty()) {
                error(record.where, "BlockName= without a name");
                continue;
            }
            if (!record.find("Nodes")) {
                error(record.where, "block '" + block.name + "' has no Nodes=");
                continue;
            }
            if (const auto [it, inserted] = blockNames.emplace(block.name, record.where); !inserted) {
                error(record.where, "block '" + block.name + "' is already defined at " + it->second.file + ":" + std::to_string(it->second.line));
                continue;
            }
            topology.blocks.push_back(std::move(block));
        } else if (equalsIgnoringCase(first.key, "BlockSizes")) {
            topology.blockSizesWhere = record.where;
            std::size_t start = 0;
            const std::string& value = first.value;
            while (start <= value.size()) {
                const std::size_t comma = value.find(',', start);
                const std::string part = value.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
                start = comma == std::string::npos ? value.size() + 1 : comma + 1;
                int size = 0;
                bool digits = !part.empty() && part.size() <= 7;
                for (char c : part) {
                    digits = digits && c >= '0' && c <= '9';
                    if (digits)
                        size = size * 10 + (c - '0');
                }
                if (!digits || size <= 0) {
                    error(record.where, "BlockSizes: '" + part + "' is not a positive whole number");
                    break;
                }
                topology.blockSizes.push_back(size);
            }
        } else {
            note(record.where, "unknown topology.conf line '" + first.key + "=" + first.value.substr(0, 80) + "' kept as a note");
        }
    }
    if (!topology.switches.empty() && !topology.blocks.empty())
        topology.messages.push_back({Severity::Note, {fileName, 0, {}},
                                     "the file has both switches (topology/tree) and blocks (topology/block); both are read"});
    return topology;
}

}  // namespace cp
