#include "export/KubernetesNodesExporter.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "export/ExportError.h"
#include "export/SchedulerLayout.h"

#include <cctype>
#include <cmath>
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

}  // namespace

std::vector<ExportedFile> KubernetesNodesExporter::write(const ExportInput& input) const
{
    const SchedulerLayout layout = makeSchedulerLayout(input.design, input.catalog);
    if (layout.nodeClasses.empty())
        throw ExportError("Kubernetes export: design \"" + input.design.name + "\" has no nodes");
    std::ostringstream out;
    out << "# Nodes of design " << quotedYaml(input.design.name) << ", written by ClusterPlanner " CP_VERSION ".\n"
        << "# Apply the labels to the real nodes (kubectl label) or use as an inventory.\n"
        << "apiVersion: v1\nkind: List\nitems:\n";
    std::int64_t index = 0;
    std::int64_t rackBase = 0;
    for (const SchedulerNodeClass& entry : layout.nodeClasses) {
        const std::string vendorDomain = entry.gpu && entry.gpu->vendor == "AMD" ? "amd.com" : "nvidia.com";
        for (std::int64_t n = entry.range.first; n <= entry.range.last; ++n, ++index) {
            const std::int64_t inClass = n - entry.range.first;
            const std::int64_t rack = rackBase + (entry.nodesPerRack > 0 ? inClass / entry.nodesPerRack : 0) + 1;
            out << "- apiVersion: v1\n  kind: Node\n  metadata:\n    name: " << entry.range.host(n) << "\n    labels:\n";
            out << "      kubernetes.io/hostname: " << entry.range.host(n) << '\n';
            out << "      node.kubernetes.io/instance-type: " << labelValue(entry.platform->id) << '\n';
            if (entry.gpu) {
                out << "      " << vendorDomain << "/gpu.product: " << labelValue(entry.gpu->name) << '\n';
                out << "      " << vendorDomain << "/gpu.count: " << quotedYaml(std::to_string(entry.gpusPerNode)) << '\n';
                // GFD reports memory in MiB; the catalog's GB are 10^9 bytes.
                out << "      " << vendorDomain << "/gpu.memory: "
                    << quotedYaml(std::to_string(static_cast<long long>(std::floor(entry.gpu->hbmGb * 1e9 / 1048576.0)))) << '\n';
            }
            out << "      topology.clusterplanner.io/rack: rack" << rack << '\n';
            const int group = layout.leafGroupOf(index);
            if (group >= 0) {
                const LeafGroup& leaf = layout.leafGroups[group];
                out << "      topology.clusterplanner.io/leaf-group: " << leaf.name << '\n';
                if (!layout.spineGroups.empty())
                    out << "      topology.clusterplanner.io/spine-group: " << layout.spineGroups[leaf.spineGroup].name << '\n';
            }
            out << "    annotations:\n      clusterplanner.io/platform: " << quotedYaml(entry.platform->name) << '\n';
            out << "  status:\n    capacity:\n      " << vendorDomain << "/gpu: " << quotedYaml(std::to_string(entry.gpusPerNode)) << '\n';
        }
        rackBase += entry.nodesPerRack > 0 ? (entry.range.last - entry.range.first + entry.nodesPerRack) / entry.nodesPerRack : 1;
    }
    return {{"nodes.yaml", out.str()}};
}

}  // namespace cp
