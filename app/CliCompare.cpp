// clusterplanner compare A B [...] [--format text|json|csv] [--out FILE]

#include "CliArguments.h"
#include "CliCommand.h"
#include "CliCatalog.h"
#include "CliDesignSession.h"

#include "export/DesignComparison.h"
#include "io/AtomicFile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cp::cli {
namespace {

const char* compareUsage()
{
    return QT_TRANSLATE_NOOP("cli",
                             "Usage: clusterplanner compare A.json B.json [MORE.json ...] [--format text|json|csv] [--out FILE]\n"
                             "Evaluates the designs and prints every headline figure side by side, with each design's\n"
                             "difference from the first.\n"
                             "  --format FORMAT   text (default), json or csv\n"
                             "  --out FILE        write to FILE (atomically) instead of standard output\n");
}

int usageError(CliIo& io, const QString& message)
{
    return printUsageError(io, "compare", compareUsage(), message);
}

}  // namespace

int runCompare(const QStringList& arguments, CliIo& io)
{
    QStringList designFiles;
    QString format = "text";
    QString outFile;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        if (argument == "--help" || argument == "-h") {
            io.out << QCoreApplication::translate("cli", compareUsage());
            return Success;
        }
        bool matched = false;
        if (!takeOptionValues(arguments, i, {{"--format", &format}, {"--out", &outFile}}, matched, io, "compare"))
            return UsageError;
        if (matched)
            continue;
        if (argument.startsWith('-'))
            return usageError(io, QCoreApplication::translate("cli", "unknown option '%1'").arg(argument));
        designFiles << argument;
    }
    if (designFiles.size() < 2)
        return usageError(io, QCoreApplication::translate("cli", "compare needs at least two design files"));
    if (format != "text" && format != "json" && format != "csv")
        return usageError(io, QCoreApplication::translate("cli", "unknown format '%1' (expected text, json or csv)").arg(format));

    const std::optional<Catalog> catalog = loadCliCatalog(io);
    if (!catalog)
        return InvalidInput;
    std::vector<std::string> names;
    std::vector<Evaluation> evaluations;
    bool ok = true;
    for (const QString& file : designFiles) {
        std::optional<EvaluatedDesign> design = loadEvaluatedDesign(file, *catalog, io);
        if (!design) {
            ok = false;
            continue;
        }
        // Design names label the columns; the file name when two designs share a name.
        std::string name = design->design.name.empty() ? QFileInfo(file).completeBaseName().toStdString() : design->design.name;
        if (std::find(names.begin(), names.end(), name) != names.end())
            name = QFileInfo(file).fileName().toStdString();
        names.push_back(name);
        evaluations.push_back(std::move(design->evaluation));
    }
    if (!ok)
        return InvalidInput;
    std::vector<const Evaluation*> compared;
    for (const Evaluation& evaluation : evaluations)
        compared.push_back(&evaluation);
    const DesignComparison comparison = compareDesigns(names, compared);
    const std::string text = format == "json" ? comparison.toJson().dump(2) + "\n" : format == "csv" ? comparison.toCsv() : comparison.toText();
    if (outFile.isEmpty()) {
        io.out << QString::fromStdString(text);
        return Success;
    }
    try {
        writeFileAtomically(outFile.toStdString(), text);
    } catch (const std::exception& error) {
        io.err << QString::fromUtf8(error.what()) << '\n';
        return InvalidInput;
    }
    return Success;
}

}  // namespace cp::cli
