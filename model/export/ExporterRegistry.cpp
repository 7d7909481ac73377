#include "export/ExporterRegistry.h"

#include "export/BomCsvExporter.h"
#include "export/ExportError.h"
#include "export/KubernetesNodesExporter.h"
#include "export/ResultsCsvExporter.h"
#include "export/SlurmExporter.h"

#include "io/FileSet.h"

namespace cp {

std::vector<std::unique_ptr<Exporter>> makeExporters()
{
    std::vector<std::unique_ptr<Exporter>> exporters;
    exporters.push_back(std::make_unique<BomCsvExporter>());
    exporters.push_back(std::make_unique<ResultsCsvExporter>());
    exporters.push_back(std::make_unique<SlurmExporter>());
    exporters.push_back(std::make_unique<KubernetesNodesExporter>());
    return exporters;
}

std::unique_ptr<Exporter> makeExporter(std::string_view id)
{
    for (auto& exporter : makeExporters())
        if (exporter->id() == id)
            return std::move(exporter);
    return nullptr;
}

void writeExportedFiles(const std::vector<ExportedFile>& files, const std::string& directory,
                        const std::vector<std::string>& setNames)
{
    // One set: a kill or a crash leaves the old files or the new ones, never a mix.
    std::vector<FileToWrite> set;
    for (const ExportedFile& file : files)
        set.push_back({file.fileName, file.contents});
    try {
        writeFileSetAtomically(directory, set, setNames);
    } catch (const std::exception& failure) {
        throw ExportError(failure.what());
    }
}

}  // namespace cp
