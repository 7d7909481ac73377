#include "export/KubernetesNodesExporter.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "export/ExportError.h"
#include "export/SchedulerLayout.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <sstream>

namespace cp {
namespace {

// Label values: alphanumerics, '-', '_', '.'; at most 63 characters (Kubernetes API).
std::string labelValue(const std::string& text)
{
    std::string out;
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        out += (std::isalnum(u) || c == '-' || c == '_' || c == '.') ? c : '-';
    }
    while (!out.empty() && !std::isalnum(static_cast<unsigned char>(out.back())))
        out.pop_back();
    return out.substr(0, 63);
}

// Object names: lowercase RFC 1123 subdomain.
std::string objectName(const std::string& text)
{
    std::string out;
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u))
            out += static_cast<char>(std::tolower(u));
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out.empty() ? std::string("cluster") : out.substr(0, 63);
}

// GPU feature discovery's product label is the driver's product name with spaces as dashes
// ("NVIDIA-H100-80GB-HBM3"); the planned value is the vendor and the catalog name without its
// parenthetical notes ("NVIDIA-GB200"), runs of separators collapsed.
std::string productLabel(const Gpu& gpu)
{
    std::string name = gpu.name.substr(0, gpu.name.find('('));
    if (!gpu.vendor.empty() && name.rfind(gpu.vendor, 0) != 0)
        name = gpu.vendor + " " + name;
    std::string out;
    for (char c : labelValue(name))
        if (c != '-' || (!out.empty() && out.back() != '-'))
            out += c;
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out;
}

std::string quotedYaml(const std::string& text)
{
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

using Labels = std::vector<std::pair<std::string, std::string>>;

struct HostLabels {
    std::string host;
    std::string platformName;
    std::string gpuResource;                 // "nvidia.com/gpu"
    int gpus = 0;
    Labels labels;
};

std::string valueOf(const Labels& labels, const std::string& key)
{
    for (const auto& [k, v] : labels)
        if (k == key)
            return v;
    return {};
}

std::vector<HostLabels> labelHosts(const SchedulerLayout& layout)
{
    std::vector<HostLabels> hosts;
    std::int64_t index = 0;
    std::int64_t rackBase = 0;
    for (const SchedulerNodeClass& entry : layout.nodeClasses) {
        const std::string vendorDomain = entry.gpu && entry.gpu->vendor == "AMD" ? "amd.com" : "nvidia.com";
        for (std::int64_t n = entry.range.first; n <= entry.range.last; ++n, ++index) {
            const std::int64_t inClass = n - entry.range.first;
            const std::int64_t rack = rackBase + (entry.nodesPerRack > 0 ? inClass / entry.nodesPerRack : 0) + 1;
            HostLabels host;
            host.host = entry.range.host(n);
            host.platformName = entry.platform->name;
            host.gpuResource = vendorDomain + "/gpu";
            host.gpus = entry.gpusPerNode;
            Labels& labels = host.labels;
            labels.emplace_back(hostnameLabel, host.host);
            labels.emplace_back("node.kubernetes.io/instance-type", labelValue(entry.platform->id));
            if (entry.gpu) {
                labels.emplace_back(vendorDomain + "/gpu.product", productLabel(*entry.gpu));
                labels.emplace_back(vendorDomain + "/gpu.count", std::to_string(entry.gpusPerNode));
                // GFD reports memory in MiB; the catalog's GB are 10^9 bytes.
                labels.emplace_back(vendorDomain + "/gpu.memory",
                                    std::to_string(static_cast<long long>(std::floor(entry.gpu->hbmGb * 1e9 / 1048576.0))));
            }
            if (const int block = layout.blockOf(index); block >= 0) {
                const std::string& domain = layout.blocks[static_cast<std::size_t>(block)].name;
                labels.emplace_back(gpuCliqueLabel, domain);
                labels.emplace_back(topologyAcceleratorLabel, domain);
            }
            const int group = layout.leafGroupOf(index);
            if (group >= 0) {
                const LeafGroup& leaf = layout.leafGroups[static_cast<std::size_t>(group)];
                labels.emplace_back(topologyBlockLabel, leaf.name);
                if (!layout.spineGroups.empty())
                    labels.emplace_back(topologySpineLabel,
                                        layout.spineGroups[static_cast<std::size_t>(leaf.spineGroup)].name);
                if (!layout.coreSwitches.empty())
                    labels.emplace_back(topologyDatacenterLabel, "core");
            }
            labels.emplace_back("topology.clusterplanner.io/rack", "rack" + std::to_string(rack));
            hosts.push_back(std::move(host));
        }
        rackBase += entry.nodesPerRack > 0 ? (entry.range.last - entry.range.first + entry.nodesPerRack) / entry.nodesPerRack : 1;
    }
    return hosts;
}

// The Topology's levels: the topology labels every host carries, outermost first. Kueue needs
// a hierarchy, so they are chosen from the host up: a level is kept when the level kept below
// it nests in it (each of its values under one value). The NVLink domain comes first: where
// domains straddle leaf groups, the leaf-group level is the one left out.
std::vector<std::string> topologyLevels(const std::vector<HostLabels>& hosts)
{
    std::vector<std::string> levels{hostnameLabel};   // innermost first while choosing
    for (const char* key : {topologyAcceleratorLabel, topologyBlockLabel, topologySpineLabel, topologyDatacenterLabel}) {
        bool everyHost = !hosts.empty();
        for (const HostLabels& host : hosts)
            everyHost = everyHost && !valueOf(host.labels, key).empty();
        if (!everyHost)
            continue;
        std::map<std::string, std::string> parentOf;
        bool nests = true;
        for (const HostLabels& host : hosts) {
            const std::string parent = valueOf(host.labels, key);
            const auto [it, inserted] = parentOf.emplace(valueOf(host.labels, levels.back()), parent);
            nests = nests && (inserted || it->second == parent);
        }
        if (nests)
            levels.push_back(key);
    }
    return {levels.rbegin(), levels.rend()};
}

std::string nodesYaml(const Design& design, const std::vector<HostLabels>& hosts)
{
    std::ostringstream out;
    out << "# Nodes of design " << quotedYaml(design.name) << ", written by ClusterPlanner " CP_VERSION ".\n"
        << "# One Node per host. Apply the labels to the real nodes (kubectl label) or use as an inventory;\n"
        << "# GPU feature discovery sets nvidia.com/gpu.* itself, and replaces the planned nvidia.com/gpu.clique\n"
        << "# value with <fabric cluster UUID>.<clique id> (the same hosts share one value).\n"
        << "apiVersion: v1\nkind: List\nitems:\n";
    for (const HostLabels& host : hosts) {
        out << "- apiVersion: v1\n  kind: Node\n  metadata:\n    name: " << host.host << "\n    labels:\n";
        for (const auto& [key, value] : host.labels) {
            const bool numeric = !value.empty() && value.find_first_not_of("0123456789") == std::string::npos;
            out << "      " << key << ": " << (numeric ? quotedYaml(value) : value) << '\n';
        }
        out << "    annotations:\n      clusterplanner.io/platform: " << quotedYaml(host.platformName) << '\n';
        out << "  status:\n    capacity:\n      " << host.gpuResource << ": " << quotedYaml(std::to_string(host.gpus))
            << '\n';
    }
    return out.str();
}

std::string kueueYaml(const Design& design, const std::vector<HostLabels>& hosts)
{
    const std::string name = objectName(design.name);
    std::ostringstream out;
    out << "# Kueue Topology-Aware Scheduling for design " << quotedYaml(design.name) << ", written by ClusterPlanner "
        << CP_VERSION ".\n"
        << "# Levels are the node labels of nodes.yaml, outermost first; a level whose values do not nest in\n"
        << "# the one above is left out. kueue.x-k8s.io/v1beta1 is served by Kueue 0.11 and later.\n"
        << "apiVersion: kueue.x-k8s.io/v1beta1\nkind: Topology\nmetadata:\n  name: " << name << "\nspec:\n  levels:\n";
    for (const std::string& level : topologyLevels(hosts))
        out << "  - nodeLabel: " << quotedYaml(level) << '\n';
    // One ResourceFlavor per GPU product, bound to the topology.
    std::vector<std::string> products;
    for (const HostLabels& host : hosts)
        for (const auto& [key, value] : host.labels)
            if (key.ends_with("/gpu.product") && std::find(products.begin(), products.end(), key + "=" + value) == products.end())
                products.push_back(key + "=" + value);
    for (const std::string& product : products) {
        const auto eq = product.find('=');
        out << "---\napiVersion: kueue.x-k8s.io/v1beta1\nkind: ResourceFlavor\nmetadata:\n  name: "
            << objectName(name + "-" + product.substr(eq + 1)) << "\nspec:\n  nodeLabels:\n    "
            << product.substr(0, eq) << ": " << quotedYaml(product.substr(eq + 1)) << "\n  topologyName: " << name << '\n';
    }
    return out.str();
}

}  // namespace

std::vector<ExportedFile> KubernetesNodesExporter::write(const ExportInput& input) const
{
    const SchedulerLayout layout = makeSchedulerLayout(input.design, input.catalog);
    if (layout.nodeClasses.empty())
        throw ExportError("Kubernetes export: design \"" + input.design.name + "\" has no nodes");
    const std::vector<HostLabels> hosts = labelHosts(layout);
    return {{"nodes.yaml", nodesYaml(input.design, hosts)}, {"kueue-topology.yaml", kueueYaml(input.design, hosts)}};
}

}  // namespace cp
