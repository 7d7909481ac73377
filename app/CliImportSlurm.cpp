// clusterplanner import-slurm DIR|slurm.conf --out DESIGN.json [options]

#include "CliCatalog.h"
#include "CliCommand.h"
#include "CliOptions.h"

#include "design/DesignFile.h"
#include "import/SlurmImportFiles.h"
#include "style/QtText.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cp::cli {
namespace {

using ui::q;

const char* importSlurmUsage()
{
    return QT_TRANSLATE_NOOP("cli",
                             "Usage: clusterplanner import-slurm DIR|slurm.conf --out DESIGN.json [options]\n"
                             "Builds a design from a cluster's Slurm configuration (slurm.conf with its Include files;\n"
                             "topology.conf and gres.conf are read from beside it unless given):\n"
                             "  --topology FILE          topology.conf (tree: SwitchName; block: BlockName)\n"
                             "  --gres FILE              gres.conf\n"
                             "  --map FILE               Slurm names to catalog ids (CSV 'slurm,catalog_id' or JSON), e.g.\n"
                             "                           a100,nvidia_a100_sxm4_80gb  or  nodes:gpu[001-064],dgx_h100\n"
                             "  --nvidia-smi-topo FILE   output of 'nvidia-smi topo -m' on one node (NVLink, NICs per GPU)\n"
                             "  --ibnetdiscover FILE     output of ibnetdiscover (switch counts and models, link rates)\n"
                             "  --ibstat FILE            output of ibstat on one node (link rate, InfiniBand or Ethernet)\n"
                             "  --technology infiniband|ethernet   the compute fabric's technology\n"
                             "  --switch ID              the catalog switch of the compute fabric\n"
                             "  --name NAME              the design's name (default: ClusterName)\n"
                             "  --force                  replace DESIGN.json if it exists\n"
                             "Prints what was understood (nodes by type, partitions, switches, assumptions, notes). Any\n"
                             "error (with file, line and text) writes nothing; the design is written atomically.\n");
}

QString gbps(double value) { return QString::number(value, 'g', 6) + " Gb/s"; }

QString topologyLabel(TopologyKind kind)
{
    switch (kind) {
    case TopologyKind::RailOptimizedFatTree: return QCoreApplication::translate("cli", "rail-optimized fat tree");
    case TopologyKind::FatTree: return QCoreApplication::translate("cli", "fat tree");
    case TopologyKind::SingleTier: return QCoreApplication::translate("cli", "single tier");
    }
    return {};
}

void printSummary(const SlurmImportSummary& summary, QTextStream& out)
{
    out << QCoreApplication::translate("cli", "Read: %1\n").arg(q([&] {
        std::string files;
        for (const std::string& f : summary.filesRead)
            files += (files.empty() ? "" : ", ") + f;
        return files;
    }()));
    out << QCoreApplication::translate("cli", "Nodes by type (%1 nodes, %2 GPUs):\n").arg(summary.nodes).arg(summary.gpus);
    for (const ImportedNodeType& type : summary.nodeTypes) {
        out << "  " << q(type.hosts) << ": "
            << QCoreApplication::translate("cli", "%1 nodes x %2 %3 (gpu:%4) as %5 (%6)")
                   .arg(type.nodes)
                   .arg(type.gpusPerNode)
                   .arg(q(type.gpuName), q(type.gresType), q(type.platformName), q(type.platformId));
        if (type.cpus)
            out << QCoreApplication::translate("cli", ", %1 CPUs").arg(*type.cpus);
        if (type.memoryMiB)
            out << QCoreApplication::translate("cli", ", %1 MiB").arg(*type.memoryMiB);
        out << '\n';
    }
    if (!summary.partitions.empty()) {
        out << QCoreApplication::translate("cli", "Partitions:\n");
        for (const ImportedPartition& p : summary.partitions)
            out << "  " << q(p.name) << ": " << QCoreApplication::translate("cli", "%1 nodes").arg(p.nodes)
                << (p.isDefault ? QCoreApplication::translate("cli", " (default)") : QString()) << "  " << q(p.hosts) << '\n';
    }
    const ImportedNetwork& n = summary.network;
    if (n.present) {
        out << QCoreApplication::translate("cli", "Switches in topology.conf: %1 leaf-level (up to %2 nodes each), %3 above them\n")
                   .arg(n.slurmLeafSwitches)
                   .arg(n.maxNodesPerLeaf)
                   .arg(n.slurmUpperSwitches);
        out << QCoreApplication::translate("cli", "Compute fabric: %1, %2 tiers, %3 (%4), %5 per GPU")
                   .arg(topologyLabel(n.topology))
                   .arg(n.tiers)
                   .arg(q(n.switchName), q(n.switchId), gbps(n.linkGbps));
        if (n.topology == TopologyKind::RailOptimizedFatTree)
            out << QCoreApplication::translate("cli", ", %1 rails").arg(n.rails);
        out << '\n';
        out << QCoreApplication::translate("cli", "  planned by the network model: %1 leaf, %2 spine, %3 core switches\n")
                   .arg(n.leaves)
                   .arg(n.spines)
                   .arg(n.cores);
    }
    if (summary.scaleupDomains > 0)
        out << QCoreApplication::translate("cli", "Scale-up domains from blocks: %1\n").arg(summary.scaleupDomains);
    if (!summary.assumptions.empty()) {
        out << QCoreApplication::translate("cli", "Assumptions:\n");
        for (const std::string& assumption : summary.assumptions)
            out << "  - " << q(assumption) << '\n';
    }
}

}  // namespace

int runImportSlurm(const QStringList& arguments, CliIo& io)
{
    CliOptions options("import-slurm", importSlurmUsage());
    options.withValue("out").withValue("topology").withValue("gres").withValue("map").withValue("nvidia-smi-topo")
        .withValue("ibnetdiscover").withValue("ibstat").withValue("technology").withValue("switch").withValue("name").flag("force");
    if (const std::optional<int> exit = options.parse(arguments, io))
        return *exit;
    const QStringList inputs = options.positional();
    if (inputs.isEmpty())
        return options.usageError(io, QCoreApplication::translate("cli", "no slurm.conf or folder given"));
    if (inputs.size() > 1)
        return options.usageError(io, QCoreApplication::translate("cli", "one configuration at a time ('%1' and '%2' given)")
                                          .arg(inputs[0], inputs[1]));
    const QString input = inputs.front();
    const QString out = options.value("out");
    const QString technology = options.value("technology");
    const bool force = options.isSet("force");
    if (out.isEmpty())
        return options.usageError(io, QCoreApplication::translate("cli", "no output design given (--out DESIGN.json)"));
    std::optional<FabricTechnology> fabricTechnology;
    if (!technology.isEmpty()) {
        fabricTechnology = fabricTechnologyFromString(technology.toLower().toStdString());
        if (!fabricTechnology)
            return options.usageError(io, QCoreApplication::translate("cli", "--technology must be infiniband or ethernet, not '%1'")
                                              .arg(technology));
    }
    if (QFileInfo::exists(out) && !force) {
        io.err << QCoreApplication::translate("cli", "clusterplanner import-slurm: %1 exists; give --force to replace it\n").arg(out);
        return InvalidInput;
    }

    // A missing input file is named with the nearest file beside it (a typo, a name cut short).
    for (const QString& given : {input, options.value("topology"), options.value("gres"), options.value("map"),
                                 options.value("nvidia-smi-topo"), options.value("ibnetdiscover"), options.value("ibstat")})
        if (!given.isEmpty() && !QFileInfo::exists(given)) {
            io.err << given << ": " << QCoreApplication::translate("cli", "no such file or folder") << didYouMeanFile(given) << '\n';
            return InvalidInput;
        }

    const std::optional<Catalog> catalog = loadCliCatalog(io);
    if (!catalog)
        return InvalidInput;
    SlurmImportPaths paths;
    paths.slurmConf = input.toStdString();
    const auto path = [](const QString& value) { return value.isEmpty() ? std::nullopt : std::optional<std::filesystem::path>(value.toStdString()); };
    paths.topologyConf = path(options.value("topology"));
    paths.gresConf = path(options.value("gres"));
    paths.mapping = path(options.value("map"));
    paths.nvidiaSmiTopology = path(options.value("nvidia-smi-topo"));
    paths.ibnetdiscover = path(options.value("ibnetdiscover"));
    paths.ibstat = path(options.value("ibstat"));
    const SlurmImportResult result = importSlurmFiles(paths, *catalog, options.value("name").toStdString(), fabricTechnology,
                                                      options.value("switch").toStdString());

    for (const ImportMessage& message : result.messages)
        if (message.severity == Severity::Error)
            io.err << q(formatImportMessage(message)) << '\n';
    if (!result.ok()) {
        io.err << QCoreApplication::translate("cli", "clusterplanner import-slurm: the configuration was not imported; %1 was not written\n").arg(out);
        return InvalidInput;
    }
    printSummary(result.summary, io.out);
    bool notesHeader = false;
    for (const ImportMessage& message : result.messages) {
        if (message.severity == Severity::Error)
            continue;
        if (!notesHeader)
            io.out << QCoreApplication::translate("cli", "Notes:\n");
        notesHeader = true;
        io.out << "  " << q(formatImportMessage(message)).replace("\n", "\n  ") << '\n';
    }
    try {
        saveDesignFile(*result.design, out.toStdString());
    } catch (const std::exception& error) {
        io.err << "clusterplanner import-slurm: " << QString::fromUtf8(error.what()) << '\n';
        return InvalidInput;
    }
    io.out << QCoreApplication::translate("cli", "Wrote %1\n").arg(out);
    return Success;
}

}  // namespace cp::cli
