#pragma once

// Shared by the report, compare and export commands: a design file loaded through the one
// design loader (loadValidDesign: migration notes, warnings and errors printed the same way for
// every command) and evaluated.

#include "CliCommand.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "evaluation/Evaluation.h"

#include <optional>
#include <string>
#include <vector>

namespace cp::cli {

struct EvaluatedDesign {
    QString fileName;
    Design design;
    Evaluation evaluation;
};

// nullopt after printing why (file unreadable, invalid, or rejected by the model). Parts the
// evaluation could not estimate are printed as "FILE: /pointer: could not be estimated: ...".
std::optional<EvaluatedDesign> loadEvaluatedDesign(const QString& fileName, const Catalog& catalog, CliIo& io);
// The same for a design already loaded with loadValidDesign.
std::optional<EvaluatedDesign> evaluateLoadedDesign(const QString& fileName, Design design, const Catalog& catalog, CliIo& io);

// Prints each unestimated part as "FILE: /pointer: could not be estimated: reason"; returns
// how many there were.
std::size_t printUnestimatedParts(const QString& fileName, const Evaluation& evaluation, CliIo& io);

}  // namespace cp::cli
