#pragma once

// Shared by the `clusterplanner catalog ...` subcommands: loading the layered catalog (with
// warnings on stderr), parsing --kind/--format, and the text rendering of entries.

#include "CliCommand.h"

#include "catalog/CatalogRecord.h"
#include "catalog/LayeredCatalog.h"

#include <optional>

namespace cp::cli {

enum class OutputFormat { Text, Json };

// Loads bundled + user catalog; prints each warning to io.err. Throws CatalogError when the
// bundled catalog cannot be found or read.
CatalogLoadResult loadCatalogForCli(CliIo& io);

// Parsed options shared by the subcommands; `positional` holds everything else.
struct CatalogOptions {
    std::optional<CatalogKind> kind;
    OutputFormat format = OutputFormat::Text;
    bool userOnly = false;
    QStringList positional;
};

// Parses --kind, --format, --user-only; nullopt after printing the help (exitCode Success) or
// a usage error (exitCode UsageError).
std::optional<CatalogOptions> parseCatalogOptions(const QStringList& arguments, CliIo& io, int& exitCode);

// The usage of `clusterplanner catalog`, translated.
QString catalogUsage();

QString kindNames();
void printRecordTable(const std::vector<CatalogRecord>& records, QTextStream& out);
void printRecordDetails(const CatalogRecord& record, QTextStream& out);
void printJson(const std::vector<CatalogRecord>& records, QTextStream& out);

int runCatalogList(const CatalogOptions& options, CliIo& io);
int runCatalogShow(const CatalogOptions& options, CliIo& io);
int runCatalogSearch(const CatalogOptions& options, CliIo& io);
int runCatalogImport(const CatalogOptions& options, CliIo& io);
int runCatalogExport(const CatalogOptions& options, CliIo& io);

}  // namespace cp::cli
