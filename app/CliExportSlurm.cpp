// clusterplanner export-slurm DESIGN --out DIR

#include "CliArguments.h"
#include "CliCommand.h"
#include "CliCatalog.h"
#include "CliDesignSession.h"

#include "export/ExportError.h"
#include "export/ExporterRegistry.h"

#include <QCoreApplication>
#include <QDir>

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
                             "  kueue-topology.yaml  Kueue Topology-Aware-Scheduling Topology over those labels\n");
}

int usageError(CliIo& io, const QString& message)
{
    return printUsageError(io, "export-slurm", exportSlurmUsage(), message);
}

}  // namespace

int runExportSlurm(const QStringList& arguments, CliIo& io)
{
    QString designFile;
    QString outDir;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        if (argument == "--help" || argument == "-h") {
            io.out << QCoreApplication::translate("cli", exportSlurmUsage());
            return Success;
        }
        bool matched = false;
        if (!takeOptionValue(arguments, i, "--out", outDir, matched, io, "export-slurm"))
            return UsageError;
        if (matched)
            continue;
        if (const QString problem = takeDesignFile(argument, designFile); !problem.isEmpty())
            return usageError(io, problem);
    }
    if (designFile.isEmpty())
        return usageError(io, QCoreApplication::translate("cli", "no design file given"));
    if (outDir.isEmpty())
        return usageError(io, QCoreApplication::translate("cli", "no output folder given (--out DIR)"));

    const std::optional<Catalog> catalog = loadCliCatalog(io);
    if (!catalog)
        return InvalidInput;
    const std::optional<EvaluatedDesign> design = loadEvaluatedDesign(designFile, *catalog, io);
    if (!design)
        return InvalidInput;
    try {
        std::vector<ExportedFile> files;
        for (const char* id : {"slurm", "kubernetes"}) {
            auto produced = makeExporter(id)->write({design->design, *catalog, design->evaluation});
            files.insert(files.end(), produced.begin(), produced.end());
        }
        writeExportedFiles(files, outDir.toStdString());
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
