#include "export/ExporterRegistry.h"

#include "export/BomCsvExporter.h"
#include "export/ExportError.h"
#include "export/KubernetesNodesExporter.h"
#include "export/ResultsCsvExporter.h"
#include "export/SlurmExporter.h"

#include <filesystem>
#include <fstream>
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
    namespace fs = std::filesystem;
    std::error_code error;
    fs::create_directories(directory, error);
    if (error)
        throw ExportError(directory + ": cannot create the folder (" + error.message() + ")");
    for (const ExportedFile& file : files) {
        const fs::path target = fs::path(directory) / file.fileName;
        const fs::path temporary = fs::path(target).concat(".part");
        {
            std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
            out << file.contents;
            out.flush();
            if (!out)
                throw ExportError(temporary.string() + ": cannot write");
        }
        fs::rename(temporary, target, error);
        if (error) {
            fs::remove(temporary, error);
            throw ExportError(target.string() + ": cannot replace (" + error.message() + ")");
        }
    }
}

}  // namespace cp
