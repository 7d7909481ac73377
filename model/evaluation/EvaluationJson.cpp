#include "evaluation/EvaluationJson.h"

#include "cost/EconomicsJson.h"
#include "evaluation/InferenceSection.h"
#include "evaluation/TrainingSectionJson.h"
#include "network/NetworkSection.h"
#include "reliability/ReliabilitySection.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace cp {
namespace {

nlohmann::json totalsJson(const ClusterTotals& totals)
{
    return {{"gpus", totals.gpus},
            {"nodes", totals.nodes},
            {"racks", totals.racks},
            {"scaleup_domains", totals.scaleupDomains},
            {"peak_bf16_pflops", totals.peakBf16Pflops},
            {"peak_fp8_pflops", totals.peakFp8Pflops},
            {"hbm_tb", totals.hbmTb}};
}

nlohmann::json inventoryJson(const std::vector<NodeClassSummary>& nodeClasses)
{
    nlohmann::json classes = nlohmann::json::array();
    for (const NodeClassSummary& nodeClass : nodeClasses)
        classes.push_back({{"path", nodeClass.path},
                           {"platform", nodeClass.platformId},
                           {"gpu", nodeClass.gpuId},
                           {"gpus_per_node", nodeClass.gpusPerNode},
                           {"scaleup_domain_gpus", nodeClass.scaleupDomainGpus},
                           {"nodes", nodeClass.nodes},
                           {"gpus", nodeClass.gpus},
                           {"nodes_per_rack", nodeClass.nodesPerRack},
                           {"racks", nodeClass.racks}});
    return {{"node_classes", std::move(classes)}};
}

// An estimate that came out infinite or not a number (a zero throughput divides a token
// budget, say) is not a figure anyone can use: the report shows it as not available (null),
// as the text, CSV, PDF and app show it.
void replaceNonFiniteNumbers(nlohmann::json& value)
{
    if (value.is_number_float()) {
        if (!std::isfinite(value.get<double>()))
            value = nullptr;
    } else if (value.is_structured()) {
        for (nlohmann::json& child : value)
            replaceNonFiniteNumbers(child);
    }
}

// A section as its writer writes it, {"error": ...} when it failed; nothing when absent.
template <typename T, typename Write>
void putSection(nlohmann::json& report, const char* key, const SectionResult<T>& section, Write write)
{
    if (section.ok())
        report[key] = write(*section);
    else if (section.isFailed())
        report[key] = {{"error", section.error()}};
}

}  // namespace

nlohmann::json evaluationJson(const Evaluation& evaluation)
{
    nlohmann::json report;
    report["format"] = "clusterplanner-evaluation";
    report["version"] = 1;
    report["app_version"] = CP_VERSION;
    report["design"] = {{"name", evaluation.designName}};
    report["totals"] = totalsJson(evaluation.totals);
    report["inventory"] = inventoryJson(evaluation.nodeClasses);
    putSection(report, "training", evaluation.training, &trainingSectionJson);
    putSection(report, "network", evaluation.network, &networkSectionJson);
    putSection(report, "power", evaluation.power, [](const PowerResults& p) { return powerSectionJson(p); });
    putSection(report, "cost", evaluation.cost, [](const CostResults& c) { return costSectionJson(c); });
    putSection(report, "reliability", evaluation.reliability, &reliabilitySectionJson);
    putSection(report, "inference", evaluation.inference, &inferenceSectionJson);
    nlohmann::json warnings = nlohmann::json::array();
    for (const EvaluationWarning& warning : evaluation.warnings)
        warnings.push_back({{"section", warning.section},
                            {"workload", warning.workload},
                            {"pointer", warning.pointer},
                            {"message", warning.message}});
    report["warnings"] = std::move(warnings);
    replaceNonFiniteNumbers(report);
    return report;
}

}  // namespace cp
