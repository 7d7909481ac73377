// clusterplanner search DESIGN [--workload NAME] [--top K] [--stacks IDS|all] [--format text|json]
// Searches every valid parallel plan of the design's training jobs and prints the best ones
// with the same fields as the evaluate report's "training" section; with --stacks, under each
// of those software stacks, ranked together.

#include "CliCommand.h"

#include "CliCatalog.h"
#include "CliDesignInput.h"
#include "CliOptions.h"

#include "catalog/Catalog.h"
#include "design/Inventory.h"
#include "design/OverriddenCatalog.h"
#include "io/JsonText.h"
#include "training/DesignTraining.h"
#include "training/PlanSearch.h"
#include "training/StackPlanSearch.h"
#include "training/StackSelection.h"
#include "training/TrainingJson.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>

namespace cp::cli {
namespace {

const char* searchUsage()
{
    return QT_TRANSLATE_NOOP("cli",
                             "Usage: clusterplanner search DESIGN.json [--workload NAME] [--top K] [--stacks IDS|all]\n"
                             "                                         [--format text|json]\n"
                             "Searches every valid parallel plan (TP, PP, DP, CP, EP, micro-batch, interleaving,\n"
                             "recomputation, sequence parallelism, ZeRO stage) of the design's training jobs on the\n"
                             "job's GPUs, drops those that do not fit in memory and prints the best K by the job's objective.\n"
                             "  --workload NAME   only the training job with this name (default: all)\n"
                             "  --top K           how many plans to print (default 10)\n"
                             "  --stacks IDS      search under each of these software stacks (comma-separated ids of\n"
                             "                    data/catalog/software_stacks.csv or framework families such as megatron,\n"
                             "                    deepspeed, pytorch-fsdp; or all) and rank their plans together\n"
                             "                    (default: the job's own stack)\n"
                             "  --format FORMAT   text (default) or json\n");
}

QString planLine(const TrainingEstimate& e)
{
    const ParallelPlan& p = e.plan;
    char line[256];
    std::snprintf(line, sizeof line,
                  "tp %-2d pp %-3d dp %-5d cp %-2d ep %-3d mb %-3d v %-2d %-9s sp %-3s zero %d | step %9.3f s  %6.1f TFLOP/s  MFU %5.1f%%  %6.1f GiB",
                  p.tp, p.pp, p.dp, p.cp, p.ep, p.microBatch, p.interleave, std::string(toString(p.recompute)).c_str(),
                  p.sequenceParallel ? "on" : "off", p.zeroStage, e.stepTimeS, e.modelTflopsPerGpu, 100 * e.mfu,
                  e.memoryPerGpuBytes / (1024.0 * 1024.0 * 1024.0));
    return QString::fromLatin1(line);
}

// Every stack's own best plan (or why it has none), then the top K over all of them.
void printAcrossStacks(const TrainingJob& job, const AcrossStacksSearch& search, bool text, nlohmann::json& entry, CliIo& io)
{
    nlohmann::json perStack = nlohmann::json::array();
    for (const StackPlanSearch& s : search.stacks) {
        nlohmann::json item{{"stack", s.stack}, {"name", s.stackName}, {"gpus", s.usedGpus},
                            {"plans_evaluated", s.result.evaluated}, {"plans_fitting", s.result.fitting},
                            {"warnings", s.warnings}};
        if (!s.error.empty())
            item["error"] = s.error;
        if (!s.result.best.empty())
            item["best"] = trainingEstimateJson(s.result.best.front());
        perStack.push_back(std::move(item));
    }
    entry["stacks"] = std::move(perStack);
    nlohmann::json plans = nlohmann::json::array();
    for (const AcrossStacksPlan& p : search.best) {
        nlohmann::json plan = trainingEstimateJson(p.estimate);
        plan["stack"] = p.stack;
        plans.push_back(std::move(plan));
    }
    entry["plans"] = std::move(plans);
    if (!text)
        return;
    io.out << QString::fromStdString(job.name) << ":\n";
    for (const StackPlanSearch& s : search.stacks) {
        io.out << "  " << QString::fromStdString(s.stack) << " (" << QString::fromStdString(s.stackName) << "): ";
        if (s.result.best.empty())
            io.out << QString::fromStdString(s.error) << ", " << s.result.evaluated << " plans evaluated\n";
        else
            io.out << "best step " << QString::number(s.result.best.front().stepTimeS, 'f', 3) << " s, "
                   << QString::number(s.result.best.front().tokensPerSecond, 'f', 0) << " tokens/s on " << s.usedGpus
                   << " GPUs (" << s.result.evaluated << " plans evaluated)\n";
    }
    io.out << "  best plans over these stacks:\n";
    for (const AcrossStacksPlan& p : search.best)
        io.out << "    " << QString::fromStdString(p.stack).leftJustified(24) << ' ' << planLine(p.estimate) << '\n';
    if (search.best.empty())
        io.out << "    no plan fits in GPU memory under any of them\n";
}

}  // namespace

int runSearch(const QStringList& arguments, CliIo& io)
{
    CliOptions options("search", searchUsage());
    options.withValue("workload").withValue("top", "10").withValue("stacks").withValue("format", "text");
    if (const std::optional<int> exit = options.parse(arguments, io))
        return *exit;
    const std::optional<QString> single = options.singleDesignFile(io);
    if (!single)
        return UsageError;
    const QString designFile = *single;
    const QString workload = options.value("workload");
    const QString format = options.value("format");
    bool topIsNumber = false;
    const int top = options.value("top").toInt(&topIsNumber);
    if (!topIsNumber || top < 1)
        return options.usageError(io, QCoreApplication::translate("cli", "--top needs a positive integer (got '%1')").arg(options.value("top")));
    if (format != "text" && format != "json")
        return options.usageError(io, QCoreApplication::translate("cli", "unknown format '%1' (expected text or json)").arg(format));

    const std::optional<Catalog> baseCatalog = loadCliCatalog(io);
    if (!baseCatalog)
        return InvalidInput;
    std::vector<std::string> stacks;
    const QString stackList = options.value("stacks").trimmed();
    if (stackList == QLatin1String("all"))
        for (const SoftwareStack& stack : baseCatalog->softwareStacks)
            stacks.push_back(stack.id);
    else
        for (const QString& name : stackList.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            // A framework family ("megatron", "pytorch-fsdp") is its default row, as in a design.
            std::string id = name.trimmed().toStdString();
            const bool family = std::any_of(baseCatalog->softwareStacks.begin(), baseCatalog->softwareStacks.end(),
                                            [&](const SoftwareStack& s) { return s.framework == id; });
            if (!baseCatalog->findSoftwareStack(id) && family)
                id = selectSoftwareStack(*baseCatalog, id, "").stack->id;
            stacks.push_back(id);
        }
    for (const std::string& id : stacks)
        if (!baseCatalog->findSoftwareStack(id)) {
            QStringList known;
            for (const SoftwareStack& stack : baseCatalog->softwareStacks)
                known << QString::fromStdString(stack.id);
            return options.usageError(io, QCoreApplication::translate("cli", "--stacks: '%1' is not a software stack (known: %2, or all)")
                                              .arg(QString::fromStdString(id), known.join(QStringLiteral(", "))));
        }
    const std::optional<Design> loaded = loadValidDesign(designFile, *baseCatalog, io);
    if (!loaded)
        return InvalidInput;
    const Design& design = *loaded;
    const DesignCatalog designCatalog(*baseCatalog, design.overrides);
    const Catalog& catalog = designCatalog.get();
    const Inventory inventory = takeInventory(design, catalog);

    nlohmann::json output = nlohmann::json::array();
    bool found = false;
    for (std::size_t i = 0; i < design.training.size(); ++i) {
        const TrainingJob& job = design.training[i];
        if (!workload.isEmpty() && QString::fromStdString(job.name) != workload)
            continue;
        found = true;
        const std::string pointer = "/training/" + std::to_string(i);
        nlohmann::json entry{{"name", job.name}};
        if (!stacks.empty()) {
            PlanSearchOptions searchOptions;
            searchOptions.topK = top;
            searchOptions.objective = job.objective;
            const AcrossStacksSearch search = searchPlansAcrossStacks(design, catalog, inventory, job, pointer, stacks, searchOptions);
            printAcrossStacks(job, search, format == "text", entry, io);
            output.push_back(std::move(entry));
            continue;
        }
        try {
            const DesignTrainingSystem hardware = designTrainingSystem(design, catalog, inventory, job, pointer);
            std::vector<std::string> warnings = hardware.warnings;
            const PlanSearchSpace space = jobSearchSpace(job, warnings);
            PlanSearchOptions options;
            options.topK = top;
            options.objective = job.objective;
            int usedGpus = hardware.system.gpus;
            const PlanSearchResult result = searchJobPlans(job, hardware.system, space, options, usedGpus);
            if (usedGpus != hardware.system.gpus)
                warnings.push_back("no plan runs on all " + std::to_string(hardware.system.gpus) + " GPUs; these plans use " +
                                   std::to_string(usedGpus));
            entry["gpus"] = usedGpus;
            entry["communication_model"] = hardware.communicationBasis;
            entry["plans_evaluated"] = result.evaluated;
            entry["plans_fitting"] = result.fitting;
            entry["search_wall_s"] = result.wallSeconds;
            nlohmann::json best = nlohmann::json::array();
            for (const TrainingEstimate& e : result.best)
                best.push_back(trainingEstimateJson(e));
            entry["plans"] = std::move(best);
            nlohmann::json pareto = nlohmann::json::array();
            for (const TrainingEstimate& e : result.pareto)
                pareto.push_back({{"plan", parallelPlanJson(e.plan)}, {"tokens_per_s", e.tokensPerSecond},
                                  {"memory_per_gpu_gib", e.memoryPerGpuBytes / (1024.0 * 1024.0 * 1024.0)}});
            entry["pareto_front"] = std::move(pareto);
            entry["warnings"] = warnings;
            if (format == "text") {
                io.out << QString::fromStdString(job.name) << ": " << usedGpus << " GPUs, "
                       << result.evaluated << " plans evaluated, " << result.fitting << " fit in memory ("
                       << QString::number(result.wallSeconds, 'f', 3) << " s)\n";
                for (const std::string& warning : warnings)
                    io.out << "  warning: " << QString::fromStdString(warning) << '\n';
                for (const TrainingEstimate& e : result.best)
                    io.out << "  " << planLine(e) << '\n';
                if (result.best.empty())
                    io.out << "  no plan fits in GPU memory\n";
            }
        } catch (const std::exception& error) {
            entry["error"] = error.what();
            io.err << designFile << ": " << QString::fromStdString(pointer) << ": " << QString::fromStdString(error.what()) << '\n';
        }
        output.push_back(std::move(entry));
    }
    if (!found) {
        io.err << designFile << ": "
               << (workload.isEmpty() ? QCoreApplication::translate("cli", "the design has no training jobs")
                                      : QCoreApplication::translate("cli", "no training job named '%1'").arg(workload))
               << '\n';
        return InvalidInput;
    }
    if (format == "json")
        io.out << QString::fromStdString(jsonText(nlohmann::json{{"mfu_convention", kMfuConvention}, {"workloads", output}})) << '\n';
    return Success;
}

}  // namespace cp::cli
