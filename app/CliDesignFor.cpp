// clusterplanner design-for QUESTION.json [--objective tco|capex|time|power] [--top K] [--out DIR]
//                          [--format text|json] [--threads N]
// Auto-design: searches the clusters that run the question's workloads within its limits and
// prints (and with --out writes) the best design per objective, the Pareto front and a summary.

#include "CliCommand.h"

#include "CliCatalog.h"
#include "CliDesignInput.h"
#include "CliOptions.h"

#include "autodesign/AnswerText.h"
#include "autodesign/DesignSearch.h"
#include "autodesign/DesignSearchJson.h"
#include "design/DesignError.h"
#include "design/DesignFile.h"
#include "design/DesignQuestionJson.h"
#include "design/DesignValidator.h"
#include "evaluation/Evaluation.h"
#include "io/AtomicFile.h"
#include "io/JsonText.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <map>

namespace cp::cli {
namespace {

const char* designForUsage()
{
    return QT_TRANSLATE_NOOP("cli",
                             "Usage: clusterplanner design-for QUESTION.json [--objective tco|capex|time|power] [--top K]\n"
                             "                                [--out DIR] [--format text|json] [--threads N]\n"
                             "Finds the clusters that run the question's training jobs by their deadlines and serve its\n"
                             "services within their latency targets, inside its limits (power, capex, TCO, rack kW,\n"
                             "platforms, fabrics): catalog platform x scalable units x compute fabric, each with its best\n"
                             "parallel plan and cheapest serving fleet. Prints the best design per objective, why it wins\n"
                             "and which limit binds, and the Pareto front of TCO, training time and power (docs/auto-design.md).\n"
                             "  --objective OBJ   what to minimise first (default: the question's)\n"
                             "  --top K           Pareto-front designs to list and write (default 10)\n"
                             "  --out DIR         write design-<objective>.json per objective, front-<N>.json, summary.json\n"
                             "                    and candidates.csv into DIR (created if needed)\n"
                             "  --format FORMAT   text (default) or json (the summary)\n"
                             "  --threads N       worker threads (default: all cores)\n");
}

// The question file through the design loader: a question needs no groups yet, so the
// validator's "no GPUs yet" warning is left out; the question's own references are checked.
std::optional<QuestionLoadResult> loadQuestion(const QString& fileName, const Catalog& catalog, CliIo& io)
{
    QuestionLoadResult loaded = loadQuestionFile(fileName.toStdString());
    printIssues(fileName, loaded.issues, io);
    if (!loaded.ok() && !QFileInfo::exists(fileName))
        if (const QString suggestion = didYouMeanFile(fileName); !suggestion.isEmpty())
            io.err << fileName << ":" << suggestion << '\n';
    if (!loaded.ok()) {
        io.err << QCoreApplication::translate("cli", "%1: not a valid question; nothing was searched\n").arg(fileName);
        return std::nullopt;
    }
    std::vector<DesignIssue> issues = validateDesign(*loaded.design, catalog);
    if (loaded.design->groups.empty())
        std::erase_if(issues, [](const DesignIssue& issue) {
            return issue.pointer == "/groups" && issue.severity == Severity::Warning;
        });
    const std::vector<DesignIssue> question = checkQuestion(*loaded.design, *loaded.question, catalog);
    issues.insert(issues.end(), question.begin(), question.end());
    printIssues(fileName, issues, io);
    if (hasErrors(issues)) {
        io.err << QCoreApplication::translate("cli", "%1: not a valid question; nothing was searched\n").arg(fileName);
        return std::nullopt;
    }
    return loaded;
}

QString objectiveLabel(DesignObjective objective)
{
    switch (objective) {
    case DesignObjective::Tco: return QCoreApplication::translate("cli", "lowest TCO");
    case DesignObjective::Capex: return QCoreApplication::translate("cli", "lowest capex");
    case DesignObjective::Time: return QCoreApplication::translate("cli", "shortest training");
    case DesignObjective::Power: return QCoreApplication::translate("cli", "lowest power");
    }
    return {};
}

QString figuresLine(const Design& question, const Candidate& c)
{
    const CandidateFigures& f = c.figures;
    QString line = QCoreApplication::translate("cli", "capex %1, TCO %2, %3 MW facility peak")
                       .arg(QString::fromStdString(usdText(f.capexUsd)), QString::fromStdString(usdText(f.tcoUsd)),
                            QString::number(f.facilityPeakKw / 1000.0, 'f', 1));
    for (std::size_t i = 0; i < f.jobs.size(); ++i) {
        const JobFigures& job = f.jobs[i];
        const ParallelPlan& p = job.plan;
        line += QCoreApplication::translate("cli", "; '%1' %2 days at MFU %3% (tp %4 pp %5 dp %6 cp %7)")
                    .arg(QString::fromStdString(question.training[i].name), QString::number(job.days, 'f', 1),
                         QString::number(100 * job.mfu, 'f', 1))
                    .arg(p.tp)
                    .arg(p.pp)
                    .arg(p.dp)
                    .arg(p.cp);
    }
    for (std::size_t i = 0; i < f.services.size(); ++i)
        line += QCoreApplication::translate("cli", "; '%1' on %2 GPUs (%3)")
                    .arg(QString::fromStdString(question.inference[i].name))
                    .arg(f.services[i].gpus)
                    .arg(QString::fromStdString(std::string(toString(f.services[i].mode))));
    return line;
}

}  // namespace

int runDesignFor(const QStringList& arguments, CliIo& io)
{
    CliOptions options("design-for", designForUsage());
    options.withValue("objective").withValue("top", "10").withValue("out").withValue("format", "text").withValue("threads", "0");
    if (const std::optional<int> exit = options.parse(arguments, io))
        return *exit;
    const QStringList files = options.positional();
    if (files.isEmpty())
        return options.usageError(io, QCoreApplication::translate("cli", "no question file given"));
    if (files.size() > 1)
        return options.usageError(io, QCoreApplication::translate("cli", "one question file at a time ('%1' and '%2' given)")
                                          .arg(files[0], files[1]));
    const QString questionFile = files.front();
    const QString format = options.value("format");
    if (format != "text" && format != "json")
        return options.usageError(io, QCoreApplication::translate("cli", "unknown format '%1' (expected text or json)").arg(format) +
                                          didYouMean(format, {"text", "json"}));
    bool topIsNumber = false;
    const int top = options.value("top").toInt(&topIsNumber);
    if (!topIsNumber || top < 1)
        return options.usageError(io, QCoreApplication::translate("cli", "--top needs a positive integer (got '%1')").arg(options.value("top")));
    bool threadsIsNumber = false;
    const int threads = options.value("threads").toInt(&threadsIsNumber);
    if (!threadsIsNumber || threads < 0 || threads > 1024)
        return options.usageError(io, QCoreApplication::translate("cli", "--threads needs an integer from 0 to 1024 (got '%1')")
                                          .arg(options.value("threads")));
    std::optional<DesignObjective> objective;
    if (options.isSet("objective")) {
        const QString name = options.value("objective");
        objective = designObjectiveFromString(name.toStdString());
        if (!objective)
            return options.usageError(io, QCoreApplication::translate("cli", "unknown objective '%1' (expected tco, capex, time or power)")
                                              .arg(name) + didYouMean(name, {"tco", "capex", "time", "power"}));
    }
    const QString outDir = options.value("out");

    const std::optional<Catalog> catalog = loadCliCatalog(io);
    if (!catalog)
        return InvalidInput;
    std::optional<QuestionLoadResult> loaded = loadQuestion(questionFile, *catalog, io);
    if (!loaded)
        return InvalidInput;
    const Design* question = &*loaded->design;
    if (objective)
        loaded->question->objective = *objective;

    DesignSearchOptions searchOptions;
    searchOptions.threads = threads;
    DesignSearchResult result;
    try {
        result = searchDesigns(*question, *loaded->question, *catalog, searchOptions);
    } catch (const DesignError& error) {
        printIssues(questionFile, error.issues(), io);
        return InvalidInput;
    } catch (const std::exception& error) {
        io.err << questionFile << ": " << QString::fromStdString(error.what()) << '\n';
        return InvalidInput;
    }

    // Every answer re-evaluated as `evaluate` would: the figures must be the search's exactly.
    for (const DesignAnswer& answer : result.answers) {
        const Candidate& c = result.candidates[static_cast<std::size_t>(answer.candidate)];
        if (figuresOf(evaluateDesign(answer.design, *catalog)) != c.figures) {
            io.err << questionFile << ": "
                   << QCoreApplication::translate("cli", "internal error: the %1 design re-evaluated differs from the search's figures")
                          .arg(QString::fromStdString(std::string(toString(answer.objective))))
                   << '\n';
            return InvalidInput;
        }
    }

    std::map<std::string, std::string> answerFiles;
    if (!outDir.isEmpty()) {
        if (!QDir().mkpath(outDir)) {
            io.err << "clusterplanner design-for: " << QCoreApplication::translate("cli", "cannot create the folder '%1'").arg(outDir) << '\n';
            return InvalidInput;
        }
        try {
            const QDir dir(outDir);
            for (const DesignAnswer& answer : result.answers) {
                const std::string name = "design-" + std::string(toString(answer.objective)) + ".json";
                saveDesignFile(answer.design, dir.filePath(QString::fromStdString(name)).toStdString());
                answerFiles[std::string(toString(answer.objective))] = name;
            }
            const std::size_t count = std::min<std::size_t>(static_cast<std::size_t>(top), result.paretoFront.size());
            for (std::size_t i = 0; i < count; ++i) {
                char name[32];
                std::snprintf(name, sizeof name, "front-%02zu.json", i + 1);
                const Candidate& c = result.candidates[static_cast<std::size_t>(result.paretoFront[i])];
                saveDesignFile(candidateDesign(*question, result, c.key), dir.filePath(QString::fromLatin1(name)).toStdString());
            }
            writeFileAtomically(dir.filePath("summary.json").toStdString(),
                                jsonText(designSearchJson(*question, result, top, answerFiles)) + "\n");
            writeFileAtomically(dir.filePath("candidates.csv").toStdString(), designSearchCsv(*question, result));
        } catch (const std::exception& error) {
            io.err << "clusterplanner design-for: " << QString::fromStdString(error.what()) << '\n';
            return InvalidInput;
        }
    }

    const DesignSearchStatistics& s = result.statistics;
    if (format == "json") {
        io.out << QString::fromStdString(jsonText(designSearchJson(*question, result, top, answerFiles))) << '\n';
    } else {
        io.out << QCoreApplication::translate("cli", "%1: %2 candidates: %3 pruned by the deadline bound, %4 by the limits' bounds, "
                                                     "%5 over a limit, %6 dominated, %7 evaluated with plan search and fleet sizing (%8 s)\n")
                      .arg(questionFile)
                      .arg(s.candidates)
                      .arg(s.prunedByDeadlineBound)
                      .arg(s.prunedByLimitBound)
                      .arg(s.overLimit)
                      .arg(s.dominated)
                      .arg(s.evaluated)
                      .arg(QString::number(s.wallSeconds, 'f', 2));
        for (const DesignAnswer& answer : result.answers) {
            const Candidate& c = result.candidates[static_cast<std::size_t>(answer.candidate)];
            io.out << '\n' << objectiveLabel(answer.objective) << ": " << QString::fromStdString(answer.design.name) << '\n'
                   << "  " << figuresLine(*question, c) << '\n'
                   << "  " << QCoreApplication::translate("cli", "why: %1").arg(QString::fromStdString(answer.why)) << '\n'
                   << "  " << QCoreApplication::translate("cli", "binding: %1").arg(QString::fromStdString(answer.bindingText)) << '\n';
            if (const auto file = answerFiles.find(std::string(toString(answer.objective))); file != answerFiles.end())
                io.out << "  " << QCoreApplication::translate("cli", "written to %1").arg(QDir(outDir).filePath(QString::fromStdString(file->second)))
                       << '\n';
        }
        if (result.answered) {
            io.out << '\n'
                   << QCoreApplication::translate("cli", "Pareto front (TCO, training time, facility power): %1 designs").arg(result.paretoFront.size())
                   << '\n';
            const std::size_t count = std::min<std::size_t>(static_cast<std::size_t>(top), result.paretoFront.size());
            for (std::size_t i = 0; i < count; ++i) {
                const Candidate& c = result.candidates[static_cast<std::size_t>(result.paretoFront[i])];
                io.out << QStringLiteral("  %1. ").arg(i + 1)
                       << QString::fromStdString(candidateDesign(*question, result, c.key).name) << " | "
                       << figuresLine(*question, c) << '\n';
            }
        }
        for (const std::string& note : result.notes)
            io.out << QCoreApplication::translate("cli", "note: %1").arg(QString::fromStdString(note)) << '\n';
    }
    if (result.cancelled)
        return InvalidInput;
    if (!result.answered) {
        io.err << questionFile << ": /question: "
               << QCoreApplication::translate("cli", "no cluster answers the question: %1").arg(QString::fromStdString(result.refusal))
               << '\n';
        return InvalidInput;
    }
    return Success;
}

}  // namespace cp::cli
