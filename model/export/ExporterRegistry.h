#pragma once

// Every export format, in menu order. A factory, not a global: callers own the instances.

#include "export/Exporter.h"

#include <memory>
#include <string_view>
#include <vector>

namespace cp {

std::vector<std::unique_ptr<Exporter>> makeExporters();
std::unique_ptr<Exporter> makeExporter(std::string_view id);   // nullptr when unknown

// Writes the files into `directory` (created if needed) as one set (writeFileSetAtomically):
// readers and crashes see the old set or the new one. Throws ExportError naming the path.
// `setNames`: every file name an export of this kind may write (writeFileSetAtomically).
void writeExportedFiles(const std::vector<ExportedFile>& files, const std::string& directory,
                        const std::vector<std::string>& setNames = {});

}  // namespace cp
