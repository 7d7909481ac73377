// clusterplanner export-slurm DESIGN --out DIR

#include "CliOptions.h"
#include "CliCommand.h"
#include "CliCatalog.h"
#include "CliDesignInput.h"
#include "CliDesignSession.h"

#include "design/Inventory.h"
#include "design/OverriddenCatalog.h"
#include "export/ExportError.h"
#include "export/ExporterRegistry.h"

#include <QCoreApplication>
#include <QDir>

#include <cmath>

namespace cp::cli {
namespace {

const char* exportSlurmUsage()
{
    return QT_TRANSLATE_NOOP("cli",
                             "Usage: clusterplanner export-slurm DESIGN.json --out DIR\n"
                             "Writes the scheduler configuration of the design into DIR:\n"
                             "  slurm.conf           one node line per host (GPUs as GRES, cores and memory), partitions\n"
                             "  gres.conf            GPU devices per host\n"
                             "  topology.conf        the compute fabric's switch tree with the NVLink domains (topology/tree,\n"
                             "                       Slurm 22.05 and later)\n"
                             "  topology-block.conf  one block per NVLink domain (topology/block, Slurm 23.11 and later)\n"
                             "  nodes.yaml           Kubernetes nodes with GPU feature discovery, NVLink clique and network\n"
                             "                       block/spine labels\n"
                             "  kueue-topology.yaml  Kueue Topology-Aware-Scheduling Topology over those labels\n"
                             "  --allow-large-output   write the files even when they would exceed 50 MB\n");
}

// What the files cost per node, measured on the examples (nodes.yaml lists every node; slurm.conf
// and gres.conf add a little): an upper bound, so that a huge design is refused before the
// files are generated in memory.
constexpr double bytesPerNodeEstimate = 700;

}  // namespace

int runExportSlurm(const QStringList& arguments, CliIo& io)
{
    CliOptions options("export-slurm", exportSlurmUsage());
    options.withValue("out").flag("allow-large-output");
    if (const std::optional<int> exit = options.parse(arguments, io))
        return *exit;
    const std::optional<QString> single = options.singleDesignFile(io);
    if (!single)
        return UsageError;
    const QString designFile = *single;
    const QString outDir = options.value("out");
    if (outDir.isEmpty())
        return options.usageError(io, QCoreApplication::translate("cli", "no output folder given (--out DIR)"));

    const std::optional<Catalog> catalog = loadCliCatalog(io);
    if (!catalog)
        return InvalidInput;
    const bool allowLarge = options.isSet("allow-large-output");
    std::optional<Design> loaded = loadValidDesign(designFile, *catalog, io);
    if (!loaded)
        return InvalidInput;
    // Refused before the design is evaluated and the files are generated in memory.
    if (!allowLarge) {
        const Inventory inventory = takeInventory(*loaded, DesignCatalog(*catalog, loaded->overrides).get());
        const double estimate = bytesPerNodeEstimate * static_cast<double>(inventory.nodes);
        if (estimate > maxOutputBytes) {
            io.err << designFile << ": "
                   << QCoreApplication::translate("cli", "the configuration of %1 nodes would take about %2 MB, more than %3 MB; "
                                                         "nothing was written (give --allow-large-output to write it anyway)")
                          .arg(inventory.nodes)
                          .arg(std::llround(estimate / 1e6))
                          .arg(maxOutputBytes / 1000000)
                   << '\n';
            return InvalidInput;
        }
    }
    const std::optional<EvaluatedDesign> design = evaluateLoadedDesign(designFile, std::move(*loaded), *catalog, io);
    if (!design)
        return InvalidInput;
    try {
        std::vector<ExportedFile> files;
        std::uint64_t total = 0;
        for (const char* id : {"slurm", "kubernetes"}) {
            auto produced = makeExporter(id)->write({design->design, *catalog, design->evaluation});
            for (const ExportedFile& file : produced)
                total += file.contents.size();
            files.insert(files.end(), produced.begin(), produced.end());
        }
        if (!allowLarge && total > maxOutputBytes) {
            io.err << designFile << ": "
                   << QCoreApplication::translate("cli", "the configuration would take %1 MB, more than %2 MB; nothing was "
                                                         "written (give --allow-large-output to write it anyway)")
                          .arg(std::llround(static_cast<double>(total) / 1e6))
                          .arg(maxOutputBytes / 1000000)
                   << '\n';
            return InvalidInput;
        }
        // A folder of an earlier export (topology.conf included, which a design without a
        // compute fabric does not write) is replaced whole.
        writeExportedFiles(files, outDir.toStdString(),
                           {"slurm.conf", "gres.conf", "topology.conf", "topology-block.conf", "nodes.yaml", "kueue-topology.yaml"});
        bool hasTopology = false;
        for (const ExportedFile& file : files) {
            io.out << QDir(outDir).filePath(QString::fromStdString(file.fileName)) << '\n';
            hasTopology = hasTopology || file.fileName == "topology.conf";
        }
        if (!hasTopology)
            io.err << designFile << ": "
                   << QCoreApplication::translate("cli", "no compute fabric: topology.conf not written") << '\n';
    } catch (const std::exception& error) {
        io.err << designFile << ": " << QString::fromUtf8(error.what()) << '\n';
        return InvalidInput;
    }
    return Success;
}

}  // namespace cp::cli
