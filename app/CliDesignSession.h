#pragma once

// Shared by the report, compare and export commands: a design file loaded, validated against
// the catalog and evaluated, with every problem printed on stderr as "FILE: /pointer: message".

#include "CliCommand.h"

#include "catalog/Catalog.h"
#include "design/Design.h"
#include "evaluation/Evaluation.h"

#include <optional>

namespace cp::cli {

struct EvaluatedDesign {
    QString fileName;
    Design design;
    Evaluation evaluation;
};


// nullopt after printing why (file unreadable, invalid, or rejected by the model).
std::optional<EvaluatedDesign> loadEvaluatedDesign(const QString& fileName, const Catalog& catalog, CliIo& io);

// "--name VALUE" and "--name=VALUE" option parsing shared by these commands. Returns false
// (after printing the usage error) when the value is missing.
bool takeOptionValue(const QStringList& arguments, qsizetype& index, const QString& name, QString& value,
                     bool& matched, CliIo& io, const char* command);

}  // namespace cp::cli
