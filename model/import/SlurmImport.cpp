#include "import/SlurmImport.h"

#include "catalog/Catalog.h"
#include "design/DesignLimits.h"
#include "design/DesignValidator.h"
#include "design/Inventory.h"
#include "export/SwitchTiers.h"
#include "import/CatalogMapping.h"
#include "import/ConfigText.h"
#include "import/FabricInference.h"
#include "import/GpuTopologyMatrix.h"
#include "import/Hostlist.h"
#include "import/ImportedLayout.h"
#include "import/ImportedNodeClasses.h"
#include "import/InfinibandFabricText.h"

#include <algorithm>

namespace cp {
namespace {

constexpr std::size_t maxNameBytes = 200;

void sanitizeNames(std::vector<Group>& groups)
{
    for (Group& group : groups) {
        group.name = printableText(group.name, maxNameBytes);
        sanitizeNames(group.children);
    }
}

std::string topologyName(TopologyKind kind)
{
    switch (kind) {
    case TopologyKind::RailOptimizedFatTree: return "rail-optimized fat tree";
    case TopologyKind::FatTree: return "fat tree";
    case TopologyKind::SingleTier: return "single switch tier";
    }
    return "fat tree";
}

// The description the design keeps: where it came from, partitions, assumptions and notes, as
// long as a design string may be (the import report has them all).
std::string describe(const SlurmImportSummary& summary, const std::vector<ImportMessage>& messages)
{
    std::string text = "Imported by clusterplanner import-slurm from ";
    for (std::size_t i = 0; i < summary.filesRead.size(); ++i)
        text += (i ? ", " : "") + summary.filesRead[i];
    text += summary.clusterName.empty() ? ".\n" : " (ClusterName=" + summary.clusterName + ").\n";
    if (!summary.partitions.empty()) {
        text += "Partitions:";
        for (std::size_t i = 0; i < summary.partitions.size(); ++i) {
            const ImportedPartition& p = summary.partitions[i];
            text += (i ? ", " : " ") + p.name + " (" + std::to_string(p.nodes) + " nodes" + (p.isDefault ? ", default" : "") + ")";
        }
        text += ".\n";
    }
    std::vector<std::string> lines;
    for (const std::string& assumption : summary.assumptions)
        lines.push_back("Assumption: " + assumption);
    for (const ImportMessage& message : messages)
        if (message.severity != Severity::Error)
            lines.push_back(std::string(message.severity == Severity::Warning ? "Warning: " : "Note: ") + message.where.file
                            + (message.where.line > 0 ? ":" + std::to_string(message.where.line) : "") + ": " + message.message);
    const std::size_t budget = designlimits::maxStringBytes - 200;
    std::size_t shown = 0;
    for (const std::string& line : lines) {
        if (text.size() + line.size() + 1 > budget)
            break;
        text += line + "\n";
        ++shown;
    }
    if (shown < lines.size())
        text += "(" + std::to_string(lines.size() - shown) + " more assumptions and notes in the import report)\n";
    return printableText(text, designlimits::maxStringBytes - 1);
}

class SlurmImporter {
public:
    SlurmImporter(const SlurmImportInput& input, const Catalog& catalog) : m_input(input), m_catalog(catalog) {}

    SlurmImportResult run()
    {
        SlurmCluster cluster = readSlurmCluster(m_input.files);
        appendImportMessages(m_result.messages, cluster.messages);
        noteFilesRead(cluster);
        CatalogMapping mapping;
        if (m_input.mapping) {
            mapping = parseCatalogMapping(m_input.mapping->text, m_input.mapping->name, m_catalog);
            appendImportMessages(m_result.messages, mapping.messages);
        }
        if (m_input.chosenMapping) {
            CatalogMapping chosen = parseCatalogMapping(m_input.chosenMapping->text, m_input.chosenMapping->name, m_catalog);
            appendImportMessages(m_result.messages, chosen.messages);
            mapping.entries.insert(mapping.entries.end(), chosen.entries.begin(), chosen.entries.end());
        }
        std::optional<GpuTopologyMatrix> gpuTopology;
        if (m_input.nvidiaSmiTopology) {
            gpuTopology = parseGpuTopologyMatrix(m_input.nvidiaSmiTopology->text, m_input.nvidiaSmiTopology->name);
            appendImportMessages(m_result.messages, gpuTopology->messages);
        }
        std::optional<InfinibandFabric> ibnetdiscover;
        if (m_input.ibnetdiscover) {
            ibnetdiscover = parseIbnetdiscover(m_input.ibnetdiscover->text, m_input.ibnetdiscover->name);
            appendImportMessages(m_result.messages, ibnetdiscover->messages);
        }
        std::optional<InfinibandFabric> ibstat;
        if (m_input.ibstat) {
            ibstat = parseIbstat(m_input.ibstat->text, m_input.ibstat->name);
            appendImportMessages(m_result.messages, ibstat->messages);
        }
        summarizeCluster(cluster);
        if (hasImportErrors(m_result.messages))
            return std::move(m_result);

        const ImportedNodeClasses classes = resolveNodeClasses(cluster, m_catalog, mapping, gpuTopology ? &*gpuTopology : nullptr);
        appendImportMessages(m_result.messages, classes.messages);
        m_result.unmatched = classes.unmatched;
        m_summary.assumptions = classes.assumptions;
        if (gpuTopology)
            checkGpuTopologyUsed(classes, *gpuTopology);
        if (hasImportErrors(m_result.messages))
            return finish();
        if (classes.classes.empty()) {
            m_result.messages.push_back({Severity::Error, {m_input.files.slurmConf.name, 0, {}},
                                         "no node has GPUs (Gres=gpu:...): there is nothing to plan"});
            return finish();
        }
        summarizeNodeTypes(cluster, classes);

        ImportedLayout layout = layoutImportedGroups(cluster, classes, m_catalog);
        m_summary.scaleupDomains = layout.scaleupDomains;
        m_summary.assumptions.insert(m_summary.assumptions.end(), layout.assumptions.begin(), layout.assumptions.end());
        for (const ImportedNodeClass& c : classes.classes)
            if (c.platform->isComputeTray())
                for (const RackSystem& system : m_catalog.rackSystems)
                    if (system.hostPlatformId == c.platform->id) {
                        m_summary.assumptions.push_back(c.name + ": compute trays of " + system.name + " (" + system.id + "), "
                                                        + std::to_string(system.hosts) + " per rack and NVLink domain");
                        break;
                    }
        if (std::any_of(classes.classes.begin(), classes.classes.end(),
                        [](const ImportedNodeClass& c) { return !c.platform->fullRack && !c.platform->isComputeTray(); }))
            m_summary.assumptions.push_back(std::to_string(serversPerRackAssumed)
                                            + " servers per rack (Slurm does not say where nodes sit; NVIDIA's DGX SuperPOD racks four)");

        FabricEvidence evidence;
        evidence.ibnetdiscover = ibnetdiscover ? &*ibnetdiscover : nullptr;
        evidence.ibstat = ibstat ? &*ibstat : nullptr;
        evidence.technology = m_input.technology;
        evidence.switchId = m_input.switchId;
        InferredFabric fabric = inferComputeFabric(cluster, classes, m_catalog, evidence);
        appendImportMessages(m_result.messages, fabric.messages);
        m_summary.assumptions.insert(m_summary.assumptions.end(), fabric.assumptions.begin(), fabric.assumptions.end());
        if (hasImportErrors(m_result.messages))
            return finish();

        Design design;
        design.name = printableText(!m_input.designName.empty() ? m_input.designName
                                    : !cluster.conf.clusterName.empty() ? cluster.conf.clusterName
                                                                        : std::string("Imported Slurm cluster"),
                                    maxNameBytes);
        design.groups = std::move(layout.groups);
        sanitizeNames(design.groups);
        if (fabric.fabric)
            design.fabrics.push_back(*fabric.fabric);
        if (!checkDesign(design, fabric, ibnetdiscover ? &*ibnetdiscover : nullptr))
            return finish();
        design.description = describe(m_summary, m_result.messages);
        m_result.design = std::move(design);
        return finish();
    }

private:
    SlurmImportResult finish()
    {
        m_result.summary = std::move(m_summary);
        return std::move(m_result);
    }

    void noteFilesRead(const SlurmCluster& cluster)
    {
        m_summary.filesRead.push_back(m_input.files.slurmConf.name);
        m_summary.filesRead.insert(m_summary.filesRead.end(), cluster.conf.includedFiles.begin(), cluster.conf.includedFiles.end());
        for (const auto* file : {&m_input.files.topologyConf, &m_input.files.gresConf, &m_input.nvidiaSmiTopology, &m_input.ibnetdiscover,
                                 &m_input.ibstat, &m_input.mapping})
            if (*file)
                m_summary.filesRead.push_back((*file)->name);
        for (std::string& name : m_summary.filesRead)
            name = printableText(name, maxNameBytes);
    }

    void summarizeCluster(const SlurmCluster& cluster)
    {
        m_summary.clusterName = printableText(cluster.conf.clusterName, maxNameBytes);
        for (const SlurmPartition& partition : cluster.conf.partitions)
            m_summary.partitions.push_back({printableText(partition.name, maxNameBytes), compressHostlist(partition.hosts).substr(0, 400),
                                            static_cast<std::int64_t>(partition.hosts.size()), partition.isDefault});
    }

    void checkGpuTopologyUsed(const ImportedNodeClasses& classes, const GpuTopologyMatrix& matrix)
    {
        const bool used = std::any_of(classes.classes.begin(), classes.classes.end(),
                                      [&](const ImportedNodeClass& c) { return c.gpusPerNode == matrix.gpus; });
        if (!used)
            m_result.messages.push_back({Severity::Warning, {m_input.nvidiaSmiTopology->name, 0, {}},
                                         "nvidia-smi topo shows " + std::to_string(matrix.gpus)
                                             + " GPUs and no node type has as many: it is not used"});
        else
            m_summary.assumptions.push_back(std::string("nvidia-smi topo -m: ") + (matrix.hasNvlink() ? "NVLink" : "PCIe only")
                                            + " between the GPUs of the " + std::to_string(matrix.gpus) + "-GPU nodes, "
                                            + std::to_string(matrix.railNics) + " NICs next to GPUs (rails)");
    }

    void summarizeNodeTypes(const SlurmCluster& cluster, const ImportedNodeClasses& classes)
    {
        for (const ImportedNodeClass& entry : classes.classes) {
            ImportedNodeType row;
            std::vector<std::string> names;
            for (std::size_t h : entry.hosts)
                names.push_back(cluster.hosts[h].name);
            row.hosts = printableText(compressHostlist(names), 400);
            row.nodes = static_cast<std::int64_t>(entry.hosts.size());
            row.gresType = printableText(entry.gresType, maxNameBytes);
            row.gpuId = entry.gpu->id;
            row.gpuName = entry.gpu->name;
            row.gpusPerNode = entry.gpusPerNode;
            row.cpus = entry.cpus;
            row.memoryMiB = entry.realMemoryMiB;
            row.platformId = entry.platform->id;
            row.platformName = entry.platform->name;
            for (const std::string& p : entry.partitions)
                row.partitions.push_back(printableText(p, maxNameBytes));
            m_summary.nodes += row.nodes;
            m_summary.gpus += row.nodes * row.gpusPerNode;
            m_summary.nodeTypes.push_back(std::move(row));
        }
    }

    // The design must be one the rest of the program accepts, with the inventory the files
    // describe; otherwise nothing is written.
    bool checkDesign(const Design& design, const InferredFabric& fabric, const InfinibandFabric* ibnetdiscover)
    {
        const std::string where = m_input.files.slurmConf.name;
        for (const DesignIssue& issue : validateDesign(design, m_catalog))
            if (issue.severity == Severity::Error)
                m_result.messages.push_back({Severity::Error, {where, 0, {}}, "the imported design is not valid at " + formatIssue(issue)});
        if (hasImportErrors(m_result.messages))
            return false;
        try {
            const Inventory inventory = takeInventory(design, m_catalog);
            if (inventory.gpus != m_summary.gpus || inventory.nodes != m_summary.nodes) {
                m_result.messages.push_back({Severity::Error, {where, 0, {}},
                                             "the imported design holds " + std::to_string(inventory.nodes) + " nodes and "
                                                 + std::to_string(inventory.gpus) + " GPUs where the files describe "
                                                 + std::to_string(m_summary.nodes) + " and " + std::to_string(m_summary.gpus)});
                return false;
            }
            if (!fabric.fabric)
                return true;
            const std::optional<SwitchTiers> tiers = planSwitchTiers(design, m_catalog, inventory);
            if (!tiers)
                return true;
            ImportedNetwork& network = m_summary.network;
            const Fabric& f = *fabric.fabric;
            network.present = true;
            network.slurmLeafSwitches = fabric.slurmLeafSwitches;
            network.slurmUpperSwitches = fabric.slurmUpperSwitches;
            network.maxNodesPerLeaf = fabric.maxNodesPerLeaf;
            network.topology = f.topology;
            network.technology = f.technology;
            network.tiers = f.tiers;
            network.rails = tiers->rails;
            network.switchId = f.switchId;
            network.switchName = m_catalog.switchById(f.switchId).name;
            network.linkGbps = f.linkGbpsPerGpu;
            network.oversubscription = f.oversubscription;
            network.leaves = tiers->leaves;
            network.spines = tiers->spines;
            network.cores = tiers->cores;
            const std::int64_t slurmLevelLeaves = tiers->railOptimized ? tiers->leafGroups : tiers->leaves;
            if (slurmLevelLeaves != fabric.slurmLeafSwitches)
                m_result.messages.push_back({Severity::Note, {m_input.files.topologyConf ? m_input.files.topologyConf->name : where, 0, {}},
                                             "topology.conf has " + std::to_string(fabric.slurmLeafSwitches) + " leaf-level switches; the "
                                                 + topologyName(f.topology) + " the network model plans from the nodes has "
                                                 + std::to_string(slurmLevelLeaves)
                                                 + (tiers->railOptimized ? " rail groups" : " leaves")});
            if (ibnetdiscover && ibnetdiscover->switches > 0) {
                const std::int64_t planned = tiers->leaves + tiers->spines + tiers->cores;
                if (planned != ibnetdiscover->switches)
                    m_result.messages.push_back({Severity::Warning, {m_input.ibnetdiscover->name, 0, {}},
                                                 "ibnetdiscover finds " + std::to_string(ibnetdiscover->switches) + " switches ("
                                                     + std::to_string(ibnetdiscover->leafSwitches) + " leaf, " + std::to_string(ibnetdiscover->spineSwitches)
                                                     + " spine, " + std::to_string(ibnetdiscover->coreSwitches) + " core); the design's network plans "
                                                     + std::to_string(planned) + " (" + std::to_string(tiers->leaves) + ", "
                                                     + std::to_string(tiers->spines) + ", " + std::to_string(tiers->cores) + ")"});
            }
        } catch (const std::exception& error) {
            m_result.messages.push_back({Severity::Error, {where, 0, {}}, std::string("the imported design cannot be evaluated: ") + error.what()});
            return false;
        }
        return true;
    }

    const SlurmImportInput& m_input;
    const Catalog& m_catalog;
    SlurmImportResult m_result;
    SlurmImportSummary m_summary;
};

}  // namespace

SlurmImportResult importSlurm(const SlurmImportInput& input, const Catalog& catalog)
{
    return SlurmImporter(input, catalog).run();
}

}  // namespace cp
