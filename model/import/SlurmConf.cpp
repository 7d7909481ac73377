#include "import/SlurmConf.h"

#include "import/Hostlist.h"
#include "text/TextFunctions.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <limits>
#include <map>
#include <unordered_map>

namespace cp {
namespace {

constexpr int maxIncludeDepth = 8;
// Files read through Include in all: an acyclic tree can still fan out exponentially (each file
// including the next twice), which a nesting limit alone does not bound.
constexpr std::size_t maxIncludedFiles = 256;

// Node keys of slurm.conf(5) (22.05-24.11); anything else on a NodeName line is kept as a note.
constexpr std::array knownNodeKeys{
    "nodename", "nodehostname", "nodeaddr", "bcastaddr", "boards", "corespeccount", "corespersocket",
    "cpubind", "cpus", "cpuspeclist", "features", "feature", "gres", "memspeclimit", "port", "procs",
    "realmemory", "reason", "sockets", "socketsperboard", "state", "threadspercore", "tmpdisk", "weight",
    "tresweights", "parameters", "restrictedcorespergpu", "topology"};
constexpr std::array knownPartitionKeys{
    "partitionname", "allocnodes", "allowaccounts", "allowgroups", "allowqos", "alternate", "cpubind", "default",
    "defaulttime", "defcpupergpu", "defmempercpu", "defmempergpu", "defmempernode", "denyaccounts", "denyqos",
    "disablerootjobs", "exclusiveuser", "exclusivetopo", "gracetime", "hidden", "lln", "maxcpuspernode",
    "maxcpuspersocket", "maxmempercpu", "maxmempernode", "maxnodes", "maxtime", "minnodes", "nodes",
    "oversubscribe", "overtimelimit", "powerdownonidle", "preemptmode", "priorityjobfactor", "prioritytier", "qos",
    "reqresv", "resumetimeout", "rootonly", "selecttypeparameters", "shared", "state", "suspendtime",
    "suspendtimeout", "tresbillingweights", "topology"};

template <std::size_t N>
bool isKnown(const std::array<const char*, N>& keys, std::string_view key)
{
    const std::string lower = lowercase(key);
    return std::any_of(keys.begin(), keys.end(), [&](const char* k) { return lower == k; });
}

std::optional<std::int64_t> parseWhole(std::string_view text, std::int64_t low, std::int64_t high)
{
    if (text.empty() || text.size() > 18)
        return std::nullopt;
    std::int64_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value * 10 + (c - '0');
    }
    if (value < low || value > high)
        return std::nullopt;
    return value;
}

std::vector<std::string> splitList(std::string_view text, char separator)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = text.find(separator, start);
        std::string part(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (!part.empty())
            parts.push_back(std::move(part));
        if (end == std::string_view::npos)
            break;
        start = end + 1;
    }
    return parts;
}

std::string substituteClusterName(std::string name, const std::string& cluster)
{
    for (std::size_t at = name.find("%c"); at != std::string::npos; at = name.find("%c", at + cluster.size()))
        name.replace(at, 2, cluster);
    return name;
}

// Records as written merged over the DEFAULT record before them (slurm.conf(5): "each line where
// NodeName is DEFAULT will replace or add to previous default values").
std::vector<ConfigPair> withDefaults(const std::vector<ConfigPair>& defaults, const std::vector<ConfigPair>& pairs)
{
    std::vector<ConfigPair> merged = pairs;
    for (const ConfigPair& fallback : defaults) {
        const bool given = std::any_of(pairs.begin(), pairs.end(),
                                       [&](const ConfigPair& p) { return equalsIgnoringCase(p.key, fallback.key); });
        if (!given)
            merged.push_back(fallback);
    }
    return merged;
}

void mergeDefaults(std::vector<ConfigPair>& defaults, const std::vector<ConfigPair>& pairs)
{
    for (const ConfigPair& pair : pairs) {
        auto it = std::find_if(defaults.begin(), defaults.end(), [&](const ConfigPair& d) { return equalsIgnoringCase(d.key, pair.key); });
        if (it != defaults.end())
            it->value = pair.value;
        else
            defaults.push_back(pair);
    }
}

struct PendingPartition {
    SlurmPartition partition;
    std::string nodesText;
};

struct NodeSet {
    SourceLocation where;
    std::string nodesText;
    std::string feature;
};

class SlurmConfParser {
public:
    SlurmConfParser(const IncludeReader& readInclude) : m_readInclude(readInclude) {}

    SlurmConf run(std::string_view text, const std::string& fileName)
    {
        m_includeStack = {fileName};
        parseFile(text, fileName, 0);
        resolvePartitions();
        if (!m_unusedSettings.empty()) {
            std::string examples;
            for (std::size_t i = 0; i < m_unusedSettings.size() && i < 6; ++i)
                examples += (i ? ", " : "") + m_unusedSettings[i];
            m_conf.messages.push_back({Severity::Note, {fileName, 0, {}},
                                       std::to_string(m_unusedSettings.size())
                                           + " scheduler settings say nothing about the hardware and are not imported ("
                                           + examples + (m_unusedSettings.size() > 6 ? ", ..." : "") + ")"});
        }
        return std::move(m_conf);
    }

private:
    void error(const SourceLocation& where, std::string message) { m_conf.messages.push_back({Severity::Error, where, std::move(message)}); }
    void warning(const SourceLocation& where, std::string message) { m_conf.messages.push_back({Severity::Warning, where, std::move(message)}); }
    void note(const SourceLocation& where, std::string message) { m_conf.messages.push_back({Severity::Note, where, std::move(message)}); }

    void parseFile(std::string_view text, const std::string& fileName, int depth)
    {
        ConfigText parsed = parseConfigText(text, fileName);
        m_conf.messages.insert(m_conf.messages.end(), parsed.messages.begin(), parsed.messages.end());
        for (const ConfigRecord& record : parsed.records) {
            if (record.include) {
                include(record, depth);
                continue;
            }
            const std::string first = lowercase(record.pairs.front().key);
            if (first == "nodename")
                nodeRecord(record);
            else if (first == "partitionname")
                partitionRecord(record);
            else if (first == "nodeset")
                nodeSetRecord(record);
            else if (first == "downnodes" || first == "frontendname")
                continue;   // node states and front ends: no hardware of their own
            else if (first == "switchname" || first == "blockname")
                warning(record.where, record.pairs.front().key + " belongs in topology.conf; it is not read from " + fileName);
            else
                globalRecord(record);
        }
    }

    void include(const ConfigRecord& record, int depth)
    {
        const std::string name = substituteClusterName(*record.include, m_conf.clusterName);
        if (name.empty()) {
            error(record.where, "Include without a file name");
            return;
        }
        if (std::find(m_includeStack.begin(), m_includeStack.end(), name) != m_includeStack.end()) {
            std::string chain;
            for (const std::string& file : m_includeStack)
                chain += file + " -> ";
            error(record.where, "Include cycle: '" + name + "' includes itself (" + chain + name + "); not read again");
            return;
        }
        if (depth >= maxIncludeDepth) {
            error(record.where, "Include nested more than " + std::to_string(maxIncludeDepth) + " deep (a file including itself?)");
            return;
        }
        if (m_conf.includedFiles.size() >= maxIncludedFiles) {
            error(record.where, "more than " + std::to_string(maxIncludedFiles) + " included files; '" + name + "' and later ones are not read");
            return;
        }
        const std::optional<std::string> text = m_readInclude ? m_readInclude(name) : std::nullopt;
        if (!text) {
            error(record.where, "included file '" + name + "' cannot be read: the nodes and partitions it defines would be missing "
                                "(import the folder that holds it, or copy it beside slurm.conf)");
            return;
        }
        note(record.where, "read included file '" + name + "'");
        m_conf.includedFiles.push_back(name);
        m_includeStack.push_back(name);
        parseFile(*text, name, depth + 1);
        m_includeStack.pop_back();
    }

    void globalRecord(const ConfigRecord& record)
    {
        for (const ConfigPair& pair : record.pairs) {
            const std::string key = lowercase(pair.key);
            if (key == "clustername")
                m_conf.clusterName = pair.value;
            else if (key == "topologyplugin")
                m_conf.topologyPlugin = lowercase(pair.value);
            else if (key == "grestypes")
                m_conf.gresTypes = splitList(pair.value, ',');
            else if (std::find(m_unusedSettings.begin(), m_unusedSettings.end(), pair.key) == m_unusedSettings.end())
                m_unusedSettings.push_back(pair.key);
        }
    }

    std::optional<int> wholeField(const SourceLocation& where, const ConfigPair& pair, std::int64_t low, std::int64_t high)
    {
        const auto value = parseWhole(pair.value, low, high);
        if (!value)
            error(where, pair.key + "=" + pair.value + " is not a whole number from " + std::to_string(low) + " to " + std::to_string(high));
        return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
    }

    void nodeRecord(const ConfigRecord& record)
    {
        const ConfigPair& name = record.pairs.front();
        if (equalsIgnoringCase(name.value, "DEFAULT")) {
            mergeDefaults(m_nodeDefaults, {record.pairs.begin() + 1, record.pairs.end()});
            return;
        }
        SlurmNodeLine line;
        line.where = record.where;
        HostlistExpansion hosts = expandHostlist(name.value, maxHostsPerImport - std::min(maxHostsPerImport, m_hostLine.size()));
        if (!hosts.ok()) {
            error(record.where, "NodeName=" + name.value.substr(0, 80) + ": " + hosts.error);
            return;
        }
        line.hosts = std::move(hosts.hosts);
        bool fieldsOk = true;
        for (const ConfigPair& pair : withDefaults(m_nodeDefaults, {record.pairs.begin() + 1, record.pairs.end()})) {
            const std::string key = lowercase(pair.key);
            if (key == "cpus" || key == "procs") {
                line.cpus = wholeField(record.where, pair, 1, 1'000'000);
                fieldsOk = fieldsOk && line.cpus;
            } else if (key == "boards") {
                line.boards = wholeField(record.where, pair, 1, 1024);
                fieldsOk = fieldsOk && line.boards;
            } else if (key == "sockets" || key == "socketsperboard") {
                line.sockets = wholeField(record.where, pair, 1, 1024);
                fieldsOk = fieldsOk && line.sockets;
            } else if (key == "corespersocket") {
                line.coresPerSocket = wholeField(record.where, pair, 1, 100'000);
                fieldsOk = fieldsOk && line.coresPerSocket;
            } else if (key == "threadspercore") {
                line.threadsPerCore = wholeField(record.where, pair, 1, 64);
                fieldsOk = fieldsOk && line.threadsPerCore;
            } else if (key == "realmemory") {
                const auto value = parseWhole(pair.value, 1, std::int64_t{1} << 40);
                if (!value) {
                    error(record.where, "RealMemory=" + pair.value + " is not a memory size in megabytes (a whole number)");
                    fieldsOk = false;
                }
                line.realMemoryMiB = value;
            } else if (key == "features" || key == "feature") {
                line.features = splitList(pair.value, ',');
            } else if (key == "gres") {
                std::string problem;
                line.gres = parseGresList(pair.value, problem);
                if (!problem.empty()) {
                    error(record.where, "Gres=" + pair.value.substr(0, 80) + ": " + problem);
                    fieldsOk = false;
                }
            } else if (key == "state") {
                line.state = pair.value;
            } else if (!isKnown(knownNodeKeys, key)) {
                note(record.where, "unknown node key '" + pair.key + "=" + pair.value.substr(0, 80) + "' kept as a note");
            }
        }
        if (!fieldsOk)
            return;
        // slurm.conf(5): "If CPUs is omitted, its default will be set equal to the product of
        // Boards, Sockets, CoresPerSocket, and ThreadsPerCore."
        if (!line.cpus && line.coresPerSocket)
            line.cpus = *line.physicalCores() * (line.threadsPerCore ? *line.threadsPerCore : 1);
        if (equalsIgnoringCase(line.state, "FUTURE") || equalsIgnoringCase(line.state, "CLOUD"))
            note(record.where, "State=" + line.state + ": these " + std::to_string(line.hosts.size())
                                   + " nodes may not exist yet; they are imported like the others");
        checkOverlaps(line);
        m_conf.nodes.push_back(std::move(line));
    }

    void checkOverlaps(const SlurmNodeLine& line)
    {
        const std::size_t index = m_conf.nodes.size();
        std::map<std::size_t, std::vector<std::string>> clashes;   // earlier line -> hosts
        for (const std::string& host : line.hosts) {
            const auto [it, inserted] = m_hostLine.emplace(host, index);
            if (!inserted)
                clashes[it->second].push_back(host);
        }
        for (const auto& [earlier, hosts] : clashes) {
            const SourceLocation& first = earlier == index ? line.where : m_conf.nodes[earlier].where;
            error(line.where, "overlapping hostlist: " + compressHostlist(hosts) + " (" + std::to_string(hosts.size())
                                  + (hosts.size() == 1 ? " node" : " nodes") + ") "
                                  + (earlier == index ? "listed twice on this line"
                                                      : "already defined at " + first.file + ":" + std::to_string(first.line)));
        }
    }

    void partitionRecord(const ConfigRecord& record)
    {
        const ConfigPair& name = record.pairs.front();
        if (equalsIgnoringCase(name.value, "DEFAULT")) {
            mergeDefaults(m_partitionDefaults, {record.pairs.begin() + 1, record.pairs.end()});
            return;
        }
        PendingPartition pending;
        pending.partition.where = record.where;
        pending.partition.name = name.value;
        for (const ConfigPair& pair : withDefaults(m_partitionDefaults, {record.pairs.begin() + 1, record.pairs.end()})) {
            const std::string key = lowercase(pair.key);
            if (key == "nodes")
                pending.nodesText = pair.value;
            else if (key == "default")
                pending.partition.isDefault = equalsIgnoringCase(pair.value, "yes");
            else if (!isKnown(knownPartitionKeys, key))
                note(record.where, "unknown partition key '" + pair.key + "=" + pair.value.substr(0, 80) + "' kept as a note");
        }
        for (const PendingPartition& other : m_partitions)
            if (other.partition.name == pending.partition.name)
                error(record.where, "partition '" + pending.partition.name + "' is already defined at " + other.partition.where.file
                                        + ":" + std::to_string(other.partition.where.line));
        m_partitions.push_back(std::move(pending));
    }

    void nodeSetRecord(const ConfigRecord& record)
    {
        NodeSet set;
        set.where = record.where;
        for (const ConfigPair& pair : record.pairs) {
            if (equalsIgnoringCase(pair.key, "nodes"))
                set.nodesText = pair.value;
            else if (equalsIgnoringCase(pair.key, "feature"))
                set.feature = pair.value;
        }
        m_nodeSets[record.pairs.front().value] = set;
    }

    // Partitions and node sets may name the same hosts many times over: all the names they
    // expand to together stay within the host limit.
    bool spend(const SourceLocation& where, std::size_t names)
    {
        m_namesExpanded += names;
        if (m_namesExpanded <= maxHostsPerImport)
            return true;
        error(where, "partitions and node sets name more than " + std::to_string(maxHostsPerImport) + " hosts in all");
        return false;
    }

    // Node names of a Nodes= value: hostlists, node set names and ALL.
    std::vector<std::string> resolveNodes(const SourceLocation& where, const std::string& text, int depth)
    {
        std::vector<std::string> hosts;
        if (equalsIgnoringCase(text, "ALL")) {
            if (!spend(where, m_hostLine.size()))
                return {};
            for (const SlurmNodeLine& line : m_conf.nodes)
                hosts.insert(hosts.end(), line.hosts.begin(), line.hosts.end());
            return hosts;
        }
        // Node set names may sit among hostlists: split at commas outside brackets first.
        std::vector<std::string> items;
        int bracket = 0;
        std::string current;
        for (char c : text) {
            bracket += c == '[' ? 1 : c == ']' ? -1 : 0;
            if (c == ',' && bracket == 0) {
                items.push_back(current);
                current.clear();
            } else {
                current += c;
            }
        }
        items.push_back(current);
        for (const std::string& item : items) {
            if (const auto set = m_nodeSets.find(item); set != m_nodeSets.end() && depth < 4) {
                if (!set->second.nodesText.empty()) {
                    const auto more = resolveNodes(set->second.where, set->second.nodesText, depth + 1);
                    hosts.insert(hosts.end(), more.begin(), more.end());
                }
                if (!set->second.feature.empty())
                    for (const SlurmNodeLine& line : m_conf.nodes)
                        if (std::find(line.features.begin(), line.features.end(), set->second.feature) != line.features.end()) {
                            if (!spend(where, line.hosts.size()))
                                return {};
                            hosts.insert(hosts.end(), line.hosts.begin(), line.hosts.end());
                        }
                continue;
            }
            HostlistExpansion expanded = expandHostlist(item, maxHostsPerImport - std::min(maxHostsPerImport, m_namesExpanded));
            if (!expanded.ok()) {
                error(where, "Nodes=" + text.substr(0, 80) + ": " + expanded.error);
                return {};
            }
            m_namesExpanded += expanded.hosts.size();
            hosts.insert(hosts.end(), expanded.hosts.begin(), expanded.hosts.end());
        }
        return hosts;
    }

    void resolvePartitions()
    {
        for (PendingPartition& pending : m_partitions) {
            SlurmPartition& partition = pending.partition;
            if (pending.nodesText.empty()) {
                warning(partition.where, "partition '" + partition.name + "' has no Nodes=: it holds no nodes");
            } else {
                partition.hosts = resolveNodes(partition.where, pending.nodesText, 0);
                std::vector<std::string> unknown;
                for (const std::string& host : partition.hosts)
                    if (!m_hostLine.count(host))
                        unknown.push_back(host);
                if (!unknown.empty())
                    error(partition.where, "partition '" + partition.name + "' lists " + std::to_string(unknown.size())
                                               + " nodes that no NodeName line defines: " + compressHostlist(unknown).substr(0, 200));
            }
            m_conf.partitions.push_back(std::move(partition));
        }
    }

    const IncludeReader& m_readInclude;
    std::vector<std::string> m_includeStack;   // the file being read and those that included it
    SlurmConf m_conf;
    std::vector<ConfigPair> m_nodeDefaults;
    std::vector<ConfigPair> m_partitionDefaults;
    std::vector<PendingPartition> m_partitions;
    std::map<std::string, NodeSet> m_nodeSets;
    std::unordered_map<std::string, std::size_t> m_hostLine;   // host -> index into nodes
    std::vector<std::string> m_unusedSettings;
    std::size_t m_namesExpanded = 0;
};

}  // namespace

std::optional<std::int64_t> parseCount(std::string_view text)
{
    if (text.empty())
        return std::nullopt;
    std::int64_t multiplier = 1;
    const char last = static_cast<char>(std::toupper(static_cast<unsigned char>(text.back())));
    const std::string_view units = "KMGTP";
    if (const auto unit = units.find(last); unit != std::string_view::npos) {
        multiplier = std::int64_t{1} << (10 * (unit + 1));
        text.remove_suffix(1);
    }
    const auto value = parseWhole(text, 0, std::numeric_limits<std::int64_t>::max() / multiplier);
    if (!value)
        return std::nullopt;
    return *value * multiplier;
}

std::vector<GresCount> parseGresList(std::string_view text, std::string& error)
{
    std::vector<GresCount> counts;
    if (text.empty())
        return counts;   // "Gres=" clears a DEFAULT record's GRES
    // Commas separate GRES; a "(S:0-1)" socket binding may hold commas of its own.
    std::vector<std::string> items;
    int depth = 0;
    std::string current;
    for (char c : text) {
        depth += c == '(' ? 1 : c == ')' ? -1 : 0;
        if (c == ',' && depth == 0) {
            items.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    items.push_back(current);
    for (std::string item : items) {
        if (const auto paren = item.find('('); paren != std::string::npos)
            item.erase(paren);   // "gpu:h100:8(S:0-1)": the socket binding is not hardware
        std::vector<std::string> fields = splitList(item, ':');
        if (fields.empty() || item.front() == ':' || item.back() == ':' || item.find("::") != std::string::npos) {
            error = "'" + item + "' is not NAME[:TYPE][:COUNT]";
            return {};
        }
        GresCount gres;
        gres.name = lowercase(fields.front());
        fields.erase(fields.begin());
        fields.erase(std::remove_if(fields.begin(), fields.end(), [](const std::string& f) { return equalsIgnoringCase(f, "no_consume"); }),
                     fields.end());
        if (!fields.empty()) {
            if (const auto count = parseCount(fields.back())) {
                gres.count = *count;
                fields.pop_back();
            }
        }
        if (fields.size() > 1) {
            error = "'" + item + "' is not NAME[:TYPE][:COUNT] (" + std::to_string(fields.size()) + " fields between the name and the count)";
            return {};
        }
        if (!fields.empty())
            gres.type = fields.front();
        counts.push_back(gres);
    }
    return counts;
}

std::int64_t SlurmNodeLine::gpuCount() const
{
    std::int64_t count = 0;
    for (const GresCount& g : gres)
        if (g.name == "gpu")
            count += g.count;
    return count;
}

std::string SlurmNodeLine::gpuType() const
{
    for (const GresCount& g : gres)
        if (g.name == "gpu")
            return g.type;
    return {};
}

std::optional<int> SlurmNodeLine::physicalCores() const
{
    if (!coresPerSocket)
        return std::nullopt;
    return (boards ? *boards : 1) * (sockets ? *sockets : 1) * *coresPerSocket;
}

SlurmConf parseSlurmConf(std::string_view text, const std::string& fileName, const IncludeReader& readInclude)
{
    return SlurmConfParser(readInclude).run(text, fileName);
}

}  // namespace cp
