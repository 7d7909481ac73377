#pragma once

// Every export format, in menu order. A factory, not a global: callers own the instances.

#include "export/Exporter.h"

#include <memory>
#include <string_view>
#include <vector>

namespace cp {

std::vector<std::unique_ptr<Exporter>> makeExporters();
std::unique_ptr<Exporter> makeExporter(std::string_view id);   // nullptr when unknown

// Writes each file into `directory` (created if needed) atomically: a temporary file beside
// the target, renamed over it. Throws ExportError naming the path on failure.
void writeExportedFiles(const std::vector<ExportedFile>& files, const std::string& directory);

}  // namespace cp
