#pragma once

// One output format for a design and its results, used alike by the GUI (File > Export) and
// the command line (Tiled's MapFormat idea). Exporters are pure: they turn values into file
// contents; writing them to disk is the caller's business (see writeExportedFiles).

#include "export/ExportedFile.h"

#include "evaluation/Evaluation.h"

#include <string>
#include <vector>

namespace cp {

class Catalog;
struct Design;

class FigureWords;

// What every exporter may read: the design, the catalog it was evaluated against, and its
// typed evaluation (sections that are absent are skipped); `words` translates the labels of
// files meant for people (null: English).
struct ExportInput {
    const Design& design;
    const Catalog& catalog;
    const Evaluation& evaluation;
    const FigureWords* words = nullptr;
};

class Exporter {
public:
    virtual ~Exporter() = default;
    virtual std::string id() const = 0;             // "bom-csv", "results-csv", "slurm", ...
    virtual std::string description() const = 0;    // one line for menus and --help
    // Throws ExportError when the input lacks something the format cannot do without.
    virtual std::vector<ExportedFile> write(const ExportInput& input) const = 0;
};

}  // namespace cp
