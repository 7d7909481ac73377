// clusterplanner compare A B [...] [--format text|json|csv] [--out FILE]

#include "CliOptions.h"
#include "CliCommand.h"
#include "CliCatalog.h"
#include "CliDesignSession.h"

#include "export/DesignComparison.h"
#include "io/AtomicFile.h"
#include "io/JsonText.h"

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

}  // namespace

int runCompare(const QStringList& arguments, CliIo& io)
{
    CliOptions options("compare", compareUsage());
    options.withValue("format", "text").withValue("out");
    if (const std::optional<int> exit = options.parse(arguments, io))
        return *exit;
    const QStringList designFiles = options.positional();
    const QString format = options.value("format");
    const QString outFile = options.value("out");
    if (designFiles.size() < 2)
        return options.usageError(io, QCoreApplication::translate("cli", "compare needs at least two design files"));
    if (format != "text" && format != "json" && format != "csv")
        return options.usageError(io, QCoreApplication::translate("cli", "unknown format '%1' (expected text, json or csv)").arg(format));

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
    const std::string text = format == "json" ? jsonText(comparison.toJson()) + "\n" : format == "csv" ? comparison.toCsv() : comparison.toText();
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
