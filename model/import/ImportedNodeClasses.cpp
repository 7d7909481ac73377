#include "import/ImportedNodeClasses.h"

#include "catalog/Catalog.h"
#include "design/DesignLimits.h"
#include "design/NearestNames.h"
#include "export/GresTypeNames.h"
#include "export/SchedulerLayout.h"
#include "import/GpuTopologyMatrix.h"
#include "import/Hostlist.h"
#include "text/TextFunctions.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace cp {
namespace {

struct Resolution {
    bool ok = false;
    const Gpu* gpu = nullptr;
    const NodePlatform* platform = nullptr;
    int gpus = 0;
    int domain = 0;
    int nics = 0;
    std::string gresType;
    std::vector<std::string> gpuAlternatives;
    std::string gpuHow;
    PlatformMatch platformMatch;
    std::string platformHow;
};

class ClassResolver {
public:
    ClassResolver(const SlurmCluster& cluster, const Catalog& catalog, const CatalogMapping& mapping, const GpuTopologyMatrix* topology)
        : m_cluster(cluster), m_catalog(catalog), m_mapping(mapping), m_topology(topology)
    {
    }

    ImportedNodeClasses run()
    {
        m_result.classOfHost.assign(m_cluster.hosts.size(), -1);
        std::vector<std::string> withoutGpus;
        for (std::size_t h = 0; h < m_cluster.hosts.size(); ++h) {
            const ClusterHost& host = m_cluster.hosts[h];
            if (host.gpus <= 0) {
                withoutGpus.push_back(host.name);
                continue;
            }
            const SlurmNodeLine& line = m_cluster.conf.nodes[host.nodeLine];
            const MappingEntry* gpuEntry = m_mapping.forHost(host.name, line.features, false);
            const MappingEntry* platformEntry = m_mapping.forHost(host.name, line.features, true);
            const auto key = std::make_tuple(host.nodeLine, gpuEntry, platformEntry, host.gpuType);
            auto it = m_resolved.find(key);
            if (it == m_resolved.end())
                it = m_resolved.emplace(key, resolve(host, line, gpuEntry, platformEntry)).first;
            const Resolution& resolution = it->second;
            if (!resolution.ok)
                continue;
            m_result.classOfHost[h] = classFor(resolution, line);
            m_result.classes[static_cast<std::size_t>(m_result.classOfHost[h])].hosts.push_back(h);
        }
        if (!withoutGpus.empty())
            m_result.messages.push_back({Severity::Note, {m_cluster.conf.nodes.empty() ? std::string() : m_cluster.conf.nodes.front().where.file, 0, {}},
                                         std::to_string(withoutGpus.size()) + " nodes have no GPU GRES and are not imported ("
                                             + compressHostlist(withoutGpus).substr(0, 200)
                                             + "): the catalog's node platforms are GPU servers"});
        nameClasses();
        describeClasses();
        for (UnmatchedName& name : m_result.unmatched) {
            std::vector<std::string>& hosts = m_unmatchedHosts[name.mappingKey];
            std::sort(hosts.begin(), hosts.end());
            hosts.erase(std::unique(hosts.begin(), hosts.end()), hosts.end());
            name.hosts = compressHostlist(hosts);
        }
        return std::move(m_result);
    }

private:
    Resolution resolve(const ClusterHost& host, const SlurmNodeLine& line, const MappingEntry* gpuEntry, const MappingEntry* platformEntry)
    {
        Resolution r;
        r.gresType = host.gpuType;
        // GPUs of the first type only: a node mixing types holds one kind in the design.
        std::vector<std::string> types;
        std::int64_t firstTypeCount = 0;
        for (const GresCount& gres : line.gres) {
            if (gres.name != "gpu")
                continue;
            if (std::find(types.begin(), types.end(), gres.type) == types.end())
                types.push_back(gres.type);
            if (gres.type == types.front())
                firstTypeCount += gres.count;
        }
        std::int64_t gpus = host.gpus;
        if (types.size() > 1) {
            gpus = firstTypeCount;
            warning(line.where, "these nodes mix GPU types (" + joined(types, ", ") + "); a design node holds one kind, so only its "
                                    + std::to_string(gpus) + " '" + types.front() + "' GPUs are imported");
        }
        if (gpus > designlimits::maxGpusPerNode) {
            error(line.where, "Gres=gpu count " + std::to_string(gpus) + " is more GPUs than one node can hold here ("
                                  + std::to_string(designlimits::maxGpusPerNode) + ")");
            return r;
        }
        r.gpus = static_cast<int>(gpus);

        if (gpuEntry) {
            r.gpu = m_catalog.findGpu(gpuEntry->catalogId);
            r.gpuHow = "mapping file";
        } else if (platformEntry && host.gpuType.empty()) {
            const NodePlatform* platform = m_catalog.findNode(platformEntry->catalogId);
            r.gpu = platform ? m_catalog.findGpu(platform->gpuId) : nullptr;
            r.gpuHow = "the mapped platform's GPU";
        } else {
            const GpuMatch match = matchGpuType(host.gpuType, m_catalog, m_mapping);
            r.gpu = match.gpu;
            r.gpuHow = match.how;
            r.gpuAlternatives = match.alsoPossible;
            if (!r.gpu) {
                unmatched(UnmatchedName::Kind::UnknownGpu, host.gpuType.empty() ? "nodes:" + compressHostlist(line.hosts) : host.gpuType,
                          line, line.hosts, {}, gpuIdsOf(match.nearest), host.gpuType.empty() ? "no GPU type in Gres= or gres.conf"
                                                                                   : "no catalog GPU is called that");
                if (host.gpuType.empty())
                    error(line.where, "Gres=gpu:" + std::to_string(gpus) + " has no GPU type and gres.conf gives none: say which GPU in "
                                          "Gres=gpu:TYPE:COUNT, or map these nodes in a mapping file (nodes:HOSTLIST,GPU_ID)");
                else
                    error(line.where, "unknown GRES type '" + host.gpuType + "': no catalog GPU is called that (did you mean "
                                          + joinQuoted(match.nearest) + "? A mapping file row '" + host.gpuType
                                          + ",CATALOG_GPU_ID' says which GPU it is)");
                return r;
            }
        }
        const bool pcieOnly = m_topology && m_topology->gpus == r.gpus && !m_topology->hasNvlink();
        if (platformEntry) {
            r.platform = m_catalog.findNode(platformEntry->catalogId);
            r.platformHow = "mapping file " + platformEntry->where.file
                            + (platformEntry->where.line > 0 ? ":" + std::to_string(platformEntry->where.line) : "");
        } else {
            NodeTraits traits;
            traits.gpu = r.gpu;
            traits.gpus = r.gpus;
            traits.cpus = line.cpus;
            traits.physicalCores = line.physicalCores();
            traits.realMemoryMiB = line.realMemoryMiB;
            traits.hostPrefix = hostPrefixOf(host.name);
            traits.pcieOnly = pcieOnly;
            r.platformMatch = matchPlatform(traits, m_catalog);
            r.platform = r.platformMatch.platform;
        }
        if (!r.platform) {
            error(line.where, "the catalog has no node platform to model these nodes on");
            return r;
        }
        if (m_topology && m_topology->gpus == r.gpus) {
            if (m_topology->scaleupDomainGpus != (r.platform->scaleupDomainGpus > 0 ? std::min(r.platform->scaleupDomainGpus, r.gpus) : r.gpus))
                r.domain = m_topology->scaleupDomainGpus;
            r.nics = m_topology->railNics;
        }
        r.ok = true;
        return r;
    }

    int classFor(const Resolution& r, const SlurmNodeLine& line)
    {
        const auto key = std::make_tuple(r.gpu, r.platform, r.gpus, line.cpus, line.realMemoryMiB, r.domain, r.nics);
        if (const auto it = m_classIndex.find(key); it != m_classIndex.end())
            return it->second;
        ImportedNodeClass entry;
        entry.gresType = r.gresType;
        entry.gpu = r.gpu;
        entry.platform = r.platform;
        entry.gpusPerNode = r.gpus;
        entry.cpus = line.cpus;
        entry.realMemoryMiB = line.realMemoryMiB;
        entry.scaleupDomainGpus = r.domain;
        entry.nicsPerNode = r.nics;
        m_result.classes.push_back(entry);
        m_resolutionOfClass.push_back(r);
        const int index = static_cast<int>(m_result.classes.size()) - 1;
        m_classIndex.emplace(key, index);
        return index;
    }

    void nameClasses()
    {
        for (ImportedNodeClass& entry : m_result.classes) {
            std::vector<int> partitions;
            bool same = true;
            for (std::size_t h : entry.hosts) {
                const std::vector<int>& of = m_cluster.hosts[h].partitions;
                for (int p : of)
                    if (std::find(partitions.begin(), partitions.end(), p) == partitions.end())
                        partitions.push_back(p);
                same = same && of.size() == 1 && of.front() == m_cluster.hosts[entry.hosts.front()].partitions.front();
            }
            std::sort(partitions.begin(), partitions.end());
            for (int p : partitions)
                entry.partitions.push_back(m_cluster.conf.partitions[static_cast<std::size_t>(p)].name);
            // What the operators call them: the one partition they are in, else their host names.
            entry.name = same && partitions.size() == 1 ? entry.partitions.front() : hostPrefixOf(m_cluster.hosts[entry.hosts.front()].name);
        }
        for (std::size_t i = 0; i < m_result.classes.size(); ++i)
            for (std::size_t j = 0; j < m_result.classes.size(); ++j)
                if (i != j && m_result.classes[i].name == m_result.classes[j].name) {
                    m_result.classes[i].name += " (" + m_result.classes[i].gpu->name + ")";
                    break;
                }
    }

    void describeClasses()
    {
        for (std::size_t c = 0; c < m_result.classes.size(); ++c) {
            const ImportedNodeClass& entry = m_result.classes[c];
            const Resolution& r = m_resolutionOfClass[c];
            std::vector<std::string> names;
            for (std::size_t h : entry.hosts)
                names.push_back(m_cluster.hosts[h].name);
            const std::string hosts = compressHostlist(names).substr(0, 120);
            const SlurmNodeLine& line = m_cluster.conf.nodes[m_cluster.hosts[entry.hosts.front()].nodeLine];
            if (!r.gpuAlternatives.empty() && !entry.gresType.empty()) {
                unmatched(UnmatchedName::Kind::AmbiguousGpu, entry.gresType, line, names, entry.gpu->id, r.gpuAlternatives,
                          "also possible: " + joined(r.gpuAlternatives, ", "));
            }
            if (r.platformHow.empty() && !r.platformMatch.mismatches.empty()) {
                const std::string key = "nodes:" + compressHostlist(names);
                unmatched(UnmatchedName::Kind::ApproximatePlatform, key, line, names, entry.platform->id, platformCandidates(entry),
                          joined(r.platformMatch.mismatches, ", "));
            }
            if (!r.gpuAlternatives.empty() || r.gpuHow == "name tokens")
                m_result.assumptions.push_back("GRES type '" + entry.gresType + "' of " + hosts + " read as the " + entry.gpu->name + " ("
                                               + entry.gpu->id + ")"
                                               + (r.gpuAlternatives.empty() ? std::string() : "; also possible: " + joined(r.gpuAlternatives, ", "))
                                               + " (a mapping file row '" + entry.gresType + ",GPU_ID' decides)");
            std::string platform = hosts + " modelled as " + entry.platform->name + " (" + entry.platform->id + ")";
            if (!r.platformHow.empty())
                platform += ", as the " + r.platformHow + " says";
            else {
                if (!r.platformMatch.reasons.empty())
                    platform += ": same " + joined(r.platformMatch.reasons, ", ");
                if (!r.platformMatch.mismatches.empty())
                    platform += "; but " + joined(r.platformMatch.mismatches, ", ");
                platform += " (a mapping file row 'nodes:HOSTLIST,PLATFORM_ID' decides)";
            }
            m_result.assumptions.push_back(platform);
            if (entry.scaleupDomainGpus > 0)
                m_result.assumptions.push_back(hosts + ": NVLink domain of " + std::to_string(entry.scaleupDomainGpus)
                                               + " GPUs, from nvidia-smi topo -m");
        }
    }

    void unmatched(UnmatchedName::Kind kind, const std::string& key, const SlurmNodeLine& line, const std::vector<std::string>& hosts,
                   const std::string& current, std::vector<std::string> candidates, std::string why)
    {
        std::vector<std::string>& all = m_unmatchedHosts[key];
        all.insert(all.end(), hosts.begin(), hosts.end());
        const bool known = std::any_of(m_result.unmatched.begin(), m_result.unmatched.end(),
                                       [&](const UnmatchedName& name) { return name.mappingKey == key; });
        if (!known)
            m_result.unmatched.push_back({kind, key, {}, line.where, current, std::move(candidates), std::move(why)});
    }

    // The catalog GPUs that the nearest names ("h100", "nvidia_h100_sxm5_80gb") are.
    std::vector<std::string> gpuIdsOf(const std::vector<std::string>& names) const
    {
        std::vector<std::string> ids;
        for (const std::string& name : names)
            for (const Gpu& gpu : m_catalog.gpus)
                if ((gpu.id == name || gresTypeName(gpu, m_catalog) == name) && std::find(ids.begin(), ids.end(), gpu.id) == ids.end())
                    ids.push_back(gpu.id);
        return ids;
    }

    // Other platforms for a class: those built on its GPU first, then on its GPU model, then the rest.
    std::vector<std::string> platformCandidates(const ImportedNodeClass& entry) const
    {
        std::vector<std::pair<int, std::string>> ranked;
        for (const NodePlatform& platform : m_catalog.nodes) {
            if (&platform == entry.platform)
                continue;
            const Gpu* own = m_catalog.findGpu(platform.gpuId);
            const int rank = own == entry.gpu ? 0 : own && entry.gpu && gresTypeOf(*own) == gresTypeOf(*entry.gpu) ? 1 : 2;
            ranked.emplace_back(rank, platform.id);
        }
        std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<std::string> ids;
        for (const auto& [rank, id] : ranked)
            ids.push_back(id);
        return ids;
    }

    void error(const SourceLocation& where, std::string message) { m_result.messages.push_back({Severity::Error, where, std::move(message)}); }
    void warning(const SourceLocation& where, std::string message) { m_result.messages.push_back({Severity::Warning, where, std::move(message)}); }

    const SlurmCluster& m_cluster;
    const Catalog& m_catalog;
    const CatalogMapping& m_mapping;
    const GpuTopologyMatrix* m_topology;
    ImportedNodeClasses m_result;
    std::map<std::tuple<std::size_t, const MappingEntry*, const MappingEntry*, std::string>, Resolution> m_resolved;
    std::map<std::tuple<const Gpu*, const NodePlatform*, int, std::optional<int>, std::optional<std::int64_t>, int, int>, int> m_classIndex;
    std::vector<Resolution> m_resolutionOfClass;
    std::map<std::string, std::vector<std::string>> m_unmatchedHosts;   // mapping key -> hosts
};

}  // namespace

ImportedNodeClasses resolveNodeClasses(const SlurmCluster& cluster, const Catalog& catalog, const CatalogMapping& mapping,
                                       const GpuTopologyMatrix* gpuTopology)
{
    return ClassResolver(cluster, catalog, mapping, gpuTopology).run();
}

}  // namespace cp
