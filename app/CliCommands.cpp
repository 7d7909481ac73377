#include "CliCommand.h"

namespace cp::cli {

int runCatalog(const QStringList& arguments, CliIo& io);   // CliCatalogCommand.cpp
int runEvaluate(const QStringList& arguments, CliIo& io);  // CliEvaluate.cpp
int runCheck(const QStringList& arguments, CliIo& io);     // CliCheck.cpp
int runValidate(const QStringList& arguments, CliIo& io);  // CliValidate.cpp
int runCalibrate(const QStringList& arguments, CliIo& io); // CliCalibrate.cpp
int runSearch(const QStringList& arguments, CliIo& io);    // CliSearch.cpp
int runReport(const QStringList& arguments, CliIo& io);    // CliReport.cpp
int runCompare(const QStringList& arguments, CliIo& io);   // CliCompare.cpp
int runExportSlurm(const QStringList& arguments, CliIo& io);   // CliExportSlurm.cpp
int runSizeInference(const QStringList& arguments, CliIo& io);  // CliSizeInference.cpp
int runDesignFor(const QStringList& arguments, CliIo& io);  // CliDesignFor.cpp
int runImportSlurm(const QStringList& arguments, CliIo& io);   // CliImportSlurm.cpp

// Each command lives in its own Cli<Name>.cpp; this table is the one place that lists them.
std::span<const CliCommand> cliCommands()
{
    static const CliCommand commands[] = {
        {"help", QT_TRANSLATE_NOOP("cli", "Show this help"), nullptr},
        {"catalog", QT_TRANSLATE_NOOP("cli", "List, show, search, import and export hardware catalog entries"), &runCatalog},
        {"evaluate", QT_TRANSLATE_NOOP("cli", "Print a design's totals and estimates (JSON, text or CSV)"), &runEvaluate},
        {"check", QT_TRANSLATE_NOOP("cli", "Validate design files against the format and the catalog"), &runCheck},
        {"validate", QT_TRANSLATE_NOOP("cli", "Predict published runs (validation files) and print the errors"), &runValidate},
        {"calibrate", QT_TRANSLATE_NOOP("cli", "Fit the training model's factors per GPU and stack to measured runs, with cross-validated errors"), &runCalibrate},
        {"search", QT_TRANSLATE_NOOP("cli", "Search the best parallel plans of a design's training jobs"), &runSearch},
        {"report", QT_TRANSLATE_NOOP("cli", "Write the PDF report and the CSV results of a design"), &runReport, true},
        {"compare", QT_TRANSLATE_NOOP("cli", "Compare the headline figures of two or more designs"), &runCompare},
        {"export-slurm", QT_TRANSLATE_NOOP("cli", "Write Slurm and Kubernetes configuration for a design"), &runExportSlurm},
        {"import-slurm", QT_TRANSLATE_NOOP("cli", "Build a design from a cluster's slurm.conf, topology.conf and gres.conf"), &runImportSlurm},
        {"size-inference", QT_TRANSLATE_NOOP("cli", "Size an inference service: aggregated vs disaggregated fleets for a rate and TTFT/TPOT targets"), &runSizeInference},
        {"design-for", QT_TRANSLATE_NOOP("cli", "Find the cheapest clusters that run a question's workloads within its limits (auto-design)"), &runDesignFor},
    };
    return commands;
}

}  // namespace cp::cli
