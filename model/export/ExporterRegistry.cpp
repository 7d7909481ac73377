#include "export/ExporterRegistry.h"

#include "export/BomCsvExporter.h"
#include "export/ExportError.h"
#include "export/KubernetesNodesExporter.h"
#include "export/ResultsCsvExporter.h"
#include "export/SlurmExporter.h"

#include "io/AtomicFile.h"

#include <filesystem>
#include <system_error>

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

void writeExportedFiles(const std::vector<ExportedFile>& files, const std::string& directory)
{
    std::error_code error;
    std::filesystem::create_directories(directory, error);
    if (error)
        throw ExportError(directory + ": cannot create the folder (" + error.message() + ")");
    for (const ExportedFile& file : files) {
        try {
            writeFileAtomically(std::filesystem::path(directory) / file.fileName, file.contents);
        } catch (const std::exception& failure) {
            throw ExportError(failure.what());
        }
    }
}

}  // namespace cp
