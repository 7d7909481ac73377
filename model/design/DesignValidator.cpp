#include "design/DesignValidator.h"

#include "design/CheckedArithmetic.h"
#include "design/DesignLimits.h"
#include "design/JsonPointer.h"
#include "design/NearestNames.h"
#include "design/Inventory.h"
#include "design/OverriddenCatalog.h"
#include "network/FabricEndpoints.h"
#include "network/FabricPlanner.h"
#include "network/NetworkError.h"
#include "reliability/FailureRateSets.h"
#include "training/ModelShape.h"
#include "training/TrainingEstimator.h"

#include <algorithm>
#include <optional>
#include <map>

namespace cp {
namespace {

namespace limits = designlimits;

class DesignValidator {
public:
    DesignValidator(const Design& design, const Catalog& catalog) : m_design(design), m_catalog(catalog) {}

    std::vector<DesignIssue> run()
    {
        for (std::size_t i = 0; i < m_design.groups.size(); ++i)
            checkGroup(m_design.groups[i], pointerTo("/groups", i), 1, false);
        if (m_totalTooLarge)
            error("/groups", "the groups hold more than " + std::to_string(limits::maxTotalGpus) +
                                 " GPUs in total (counts multiplied out), the largest design supported");
        else if (m_totalGpus == 0)
            warning("/groups", "the design has no GPUs yet: add a group of kind 'nodes'");

        for (std::size_t i = 0; i < m_design.fabrics.size(); ++i)
            checkFabric(m_design.fabrics[i], pointerTo("/fabrics", i));
        for (std::size_t i = 0; i < m_design.storage.size(); ++i)
            checkId(pointerTo(pointerTo("/storage", i), "system"), CatalogKind::Storage, m_design.storage[i].systemId,
                    m_catalog.findStorage(m_design.storage[i].systemId) != nullptr);
        for (std::size_t i = 0; i < m_design.training.size(); ++i)
            checkTrainingJob(m_design.training[i], pointerTo("/training", i));
        checkFailureRateSet(m_design.reliability.failureRateSet);
        for (std::size_t i = 0; i < m_design.inference.size(); ++i)
            checkInferenceService(m_design.inference[i], pointerTo("/inference", i));
        const std::vector<DesignIssue> overrideIssues = checkOverrides(m_design.overrides, m_catalog);
        m_issues.insert(m_issues.end(), overrideIssues.begin(), overrideIssues.end());
        if (!hasErrors(m_issues))
            checkFabricsConnectTheirNodes();
        return std::move(m_issues);
    }

private:
    void error(std::string pointer, std::string message) { m_issues.push_back({std::move(pointer), std::move(message), Severity::Error}); }
    void warning(std::string pointer, std::string message)
    {
        m_issues.push_back({std::move(pointer), std::move(message), Severity::Warning});
    }

    void checkId(const std::string& pointer, CatalogKind kind, const std::string& id, bool found)
    {
        if (found)
            return;
        if (id.empty()) {
            error(pointer, "missing " + std::string(toString(kind)) + " id");
            return;
        }
        const std::vector<std::string> nearest = nearestNames(m_catalog.ids(kind), id);
        error(pointer, "unknown " + std::string(toString(kind)) + " id '" + id + "'" +
                           (nearest.empty() ? std::string(" (the catalog has none of this kind)")
                                            : " (nearest: " + joinQuoted(nearest) + ")"));
    }

    void checkFailureRateSet(const std::string& set)
    {
        const auto inSet = [&](const std::string& prefix) {
            return !prefix.empty() && std::any_of(m_catalog.failureRates.begin(), m_catalog.failureRates.end(),
                                                  [&](const FailureRate& rate) { return rate.id.rfind(prefix, 0) == 0; });
        };
        // A catalog without failure rates (a test or a custom catalog) leaves reliability out.
        if (m_catalog.failureRates.empty() || inSet(set))
            return;
        std::string known;
        for (const FailureRateSetInfo& info : knownFailureRateSets())
            if (inSet(info.prefix))
                known += (known.empty() ? "" : ", ") + std::string(info.prefix);
        error("/reliability/failure_rate_set",
              "'" + set + "' names no failure rates in the catalog (expected the prefix of a set of rate ids: " + known + ")");
    }

    // `replicas` = instances of this group in the whole design (its own count included).
    void checkGroup(const Group& group, const std::string& pointer, std::int64_t replicasAbove, bool insideRack)
    {
        m_groupNames.push_back(group.name);
        std::int64_t replicas = replicasAbove;
        if (const auto product = checkedMultiply(replicasAbove, group.count); product && *product <= limits::maxTotalGpus)
            replicas = *product;
        else
            m_totalTooLarge = true;

        if (group.kind == GroupKind::Rack && insideRack)
            error(pointerTo(pointer, "kind"), "a rack inside another rack (racks cannot nest)");
        const bool inRack = insideRack || group.kind == GroupKind::Rack;
        if (group.kind == GroupKind::Rack && !group.rackSystemId.empty())
            checkRackSystem(group, pointer);

        if (group.kind == GroupKind::Nodes && group.node) {
            checkNodes(*group.node, pointerTo(pointer, "node"), replicas, inRack);
            if (const NodePlatform* platform = m_catalog.findNode(group.node->platformId);
                platform && platform->isComputeTray() && !m_inRackSystem)
                warning(pointerTo(pointer, "node"),
                        "'" + platform->id + "' is a compute tray of a rack-scale system, but this rack names no "
                        "rack system (\"system\"): its switch trays, rack power and rack price are not counted");
            return;
        }
        const bool wasInRackSystem = m_inRackSystem;
        if (group.kind == GroupKind::Rack && m_catalog.findRackSystem(group.rackSystemId))
            m_inRackSystem = true;
        for (std::size_t i = 0; i < group.children.size(); ++i)
            checkGroup(group.children[i], pointerTo(pointerTo(pointer, "children"), i), replicas, inRack);
        m_inRackSystem = wasInRackSystem;
    }

    // Hosts per rack of one group (counts below it multiplied out), by platform.
    static void countHosts(const Group& group, std::int64_t factor, std::map<std::string, std::int64_t>& hosts)
    {
        const std::int64_t here = factor * group.count;
        if (group.node)
            hosts[group.node->platformId] += here;
        for (const Group& child : group.children)
            countHosts(child, here, hosts);
    }

    void checkRackSystem(const Group& rack, const std::string& pointer)
    {
        const RackSystem* system = m_catalog.findRackSystem(rack.rackSystemId);
        checkId(pointerTo(pointer, "system"), CatalogKind::RackSystem, rack.rackSystemId, system != nullptr);
        if (!system || system->hosts < 1)
            return;
        std::map<std::string, std::int64_t> hosts;
        for (const Group& child : rack.children)
            countHosts(child, 1, hosts);
        for (const auto& [platform, count] : hosts) {
            if (platform != system->hostPlatformId) {
                warning(pointerTo(pointer, "children"),
                        "'" + platform + "' is not a compute tray of rack system '" + system->id + "' (which holds '" +
                            system->hostPlatformId + "'): it is counted as a server that shares the rack");
            } else if (count % system->hosts != 0) {
                warning(pointerTo(pointer, "children"),
                        std::to_string(count) + " '" + platform + "' trays in one rack: rack system '" + system->id +
                            "' holds " + std::to_string(system->hosts) + " per scale-up domain; the last domain is "
                            "counted partly filled");
            }
        }
        if (!hosts.contains(system->hostPlatformId))
            warning(pointerTo(pointer, "children"), "rack system '" + system->id + "' holds no '" +
                                                         system->hostPlatformId + "' compute trays: add them as the rack's nodes");
    }

    void checkNodes(const NodeSpec& spec, const std::string& pointer, std::int64_t nodes, bool inRack)
    {
        const NodePlatform* platform = m_catalog.findNode(spec.platformId);
        checkId(pointerTo(pointer, "platform"), CatalogKind::Node, spec.platformId, platform != nullptr);
        const Gpu* gpu = nullptr;
        if (!spec.gpuId.empty()) {
            gpu = m_catalog.findGpu(spec.gpuId);
            checkId(pointerTo(pointer, "gpu"), CatalogKind::Gpu, spec.gpuId, gpu != nullptr);
        } else if (platform) {
            gpu = m_catalog.findGpu(platform->gpuId);
            if (!gpu)
                error(pointerTo(pointer, "platform"), "platform '" + platform->id + "' names GPU '" + platform->gpuId +
                                                          "', which is not in the catalog; set \"gpu\" explicitly");
        }
        if (!platform)
            return;
        const int gpusPerNode = spec.gpusPerNode > 0 ? spec.gpusPerNode : platform->gpuCount;
        if (gpusPerNode < 1) {
            error(pointerTo(pointer, "gpus_per_node"), "platform '" + platform->id +
                                                           "' has no GPU count in the catalog; set gpus_per_node");
            return;
        }
        if (spec.scaleupDomainGpus > 0 && spec.scaleupDomainGpus % gpusPerNode != 0)
            warning(pointerTo(pointer, "scaleup_domain_gpus"),
                    std::to_string(spec.scaleupDomainGpus) + " is not a multiple of the " + std::to_string(gpusPerNode) +
                        " GPUs per node; the last domain is counted partly filled");
        if (!inRack)
            warning(pointer, "these nodes are not inside a group of kind 'rack': rack counts, rack power and floor "
                             "space leave them out");

        const auto gpus = checkedMultiply(nodes, gpusPerNode);
        const auto total = gpus ? checkedAdd(m_totalGpus, *gpus) : std::nullopt;
        if (!total || *total > limits::maxTotalGpus)
            m_totalTooLarge = true;
        else
            m_totalGpus = *total;
    }

    // What only planning a fabric over the design's nodes shows (more endpoints than its switch
    // tiers connect, ports that do not split over its rails): the network estimate would be
    // refused with the same words, so `check` says them first. A warning: everything else is
    // still estimated.
    void checkFabricsConnectTheirNodes()
    {
        std::optional<Inventory> inventory;
        try {
            inventory = takeInventory(m_design, m_catalog);
        } catch (const std::exception&) {
            return;   // a design the inventory cannot count is reported by the checks above or by the evaluation
        }
        for (std::size_t i = 0; i < m_design.fabrics.size(); ++i) {
            try {
                (void)planFabric(m_design.fabrics[i], fabricEndpoints(m_design.fabrics[i], *inventory), m_catalog);
            } catch (const NetworkError& refused) {
                warning(pointerTo("/fabrics", i), refused.what());
            } catch (const std::exception&) {
                // Not the fabric's size or layout (no nodes to attach, say): the evaluation reports it.
            }
        }
    }

    void checkFabric(const Fabric& fabric, const std::string& pointer)
    {
        // Every fabric is planned (switch counts, cables, power, cost), so each needs its switch.
        const Switch* fabricSwitch = m_catalog.findSwitch(fabric.switchId);
        checkId(pointerTo(pointer, "switch"), CatalogKind::Switch, fabric.switchId, fabricSwitch != nullptr);
        if (!fabric.nicId.empty())
            checkId(pointerTo(pointer, "nic"), CatalogKind::Nic, fabric.nicId, m_catalog.findNic(fabric.nicId) != nullptr);
        if (!fabric.opticId.empty())
            checkId(pointerTo(pointer, "optic"), CatalogKind::Optic, fabric.opticId,
                    m_catalog.findOptic(fabric.opticId) != nullptr);
        if (fabric.topology == TopologyKind::SingleTier && fabric.tiers != 1)
            error(pointerTo(pointer, "tiers"), std::to_string(fabric.tiers) + " tiers contradicts topology 'single_tier' "
                                                                              "(expected 1)");
        if (fabric.oversubscription.size() > static_cast<std::size_t>(std::max(fabric.tiers - 1, 0)))
            error(pointerTo(pointer, "oversubscription"),
                  std::to_string(fabric.oversubscription.size()) + " ratios for " + std::to_string(fabric.tiers) +
                      " tiers; expected at most one per tier boundary (" + std::to_string(std::max(fabric.tiers - 1, 0)) + ")");
        if (fabricSwitch) {
            const bool switchIsInfiniBand = fabricSwitch->protocol.find("InfiniBand") != std::string::npos;
            const bool switchIsEthernet = fabricSwitch->protocol.find("Ethernet") != std::string::npos;
            if ((fabric.technology == FabricTechnology::InfiniBand && switchIsEthernet && !switchIsInfiniBand) ||
                (fabric.technology == FabricTechnology::Ethernet && switchIsInfiniBand && !switchIsEthernet))
                warning(pointerTo(pointer, "switch"), "switch '" + fabricSwitch->id + "' speaks " + fabricSwitch->protocol +
                                                          " but the fabric's technology is '" +
                                                          std::string(toString(fabric.technology)) + "'");
            if (fabric.linkGbpsPerGpu > 0 && fabricSwitch->portGbps > 0 && fabric.linkGbpsPerGpu > fabricSwitch->portGbps)
                warning(pointerTo(pointer, "link_gbps_per_gpu"),
                        "a " + trimNumber(fabric.linkGbpsPerGpu) + " Gb/s link per GPU is faster than the " +
                            trimNumber(fabricSwitch->portGbps) + " Gb/s ports of switch '" + fabricSwitch->id + "'");
        }
        if (!fabric.attachedGroup.empty() &&
            std::find(m_groupNames.begin(), m_groupNames.end(), fabric.attachedGroup) == m_groupNames.end()) {
            // Suggestions from the first distinct names only: a hostile file may hold 100,000 groups.
            std::vector<std::string> candidates;
            for (const std::string& name : m_groupNames) {
                if (candidates.size() >= 1000)
                    break;
                if (std::find(candidates.begin(), candidates.end(), name) == candidates.end())
                    candidates.push_back(name);
            }
            const std::vector<std::string> nearest = nearestNames(std::move(candidates), fabric.attachedGroup);
            error(pointerTo(pointer, "attached_group"),
                  "no group is named '" + fabric.attachedGroup + "'" +
                      (nearest.empty() ? std::string() : " (nearest: " + joinQuoted(nearest) + ")"));
        }
    }

    void checkModel(const ModelArchitecture& model, const std::string& pointer)
    {
        if (model.heads > 0 && model.kvHeads > 0 && model.heads % model.kvHeads != 0)
            error(pointerTo(pointer, "kv_heads"), std::to_string(model.kvHeads) + " KV heads do not divide the " +
                                                      std::to_string(model.heads) + " attention heads");
        if (model.kvHeads > model.heads)
            error(pointerTo(pointer, "kv_heads"), std::to_string(model.kvHeads) + " KV heads are more than the " +
                                                      std::to_string(model.heads) + " attention heads");
        if (model.moe.topK > model.moe.experts)
            error(pointerTo(pointerTo(pointer, "moe"), "top_k"), "top-" + std::to_string(model.moe.topK) + " routing with only " +
                                                       std::to_string(model.moe.experts) + " experts");
        if (model.moe.experts > 1 && model.moe.topK < 1)
            error(pointerTo(pointerTo(pointer, "moe"), "top_k"), "a mixture of experts needs top_k >= 1");
        if (model.moe.denseLayers > model.layers)
            error(pointerTo(pointerTo(pointer, "moe"), "dense_layers"), std::to_string(model.moe.denseLayers) +
                                                              " dense layers in a model of " +
                                                              std::to_string(model.layers) + " layers");
        if (model.localAttention.layers > model.layers)
            error(pointerTo(pointerTo(pointer, "local_attention"), "layers"), std::to_string(model.localAttention.layers) +
                                                                    " local-attention layers in a model of " +
                                                                    std::to_string(model.layers) + " layers");
    }

    // A workload larger than the cluster is the workload's problem, not the design's: the
    // hardware, power and cost are still estimated, and that workload reports why it cannot run.
    void checkGpuBudget(int gpus, const std::string& pointer)
    {
        if (gpus > 0 && !m_totalTooLarge && gpus > m_totalGpus)
            warning(pointer, std::to_string(gpus) + " GPUs requested but the design has " + std::to_string(m_totalGpus));
    }

    void checkTrainingJob(const TrainingJob& job, const std::string& pointer)
    {
        checkModel(job.model, pointerTo(pointer, "model"));
        checkGpuBudget(job.gpus, pointerTo(pointer, "gpus"));
        if (!job.plan)
            return;
        const ParallelPlan& plan = *job.plan;
        const std::string planPointer = pointerTo(pointer, "plan");
        const std::int64_t planGpus = std::int64_t{plan.tp} * plan.pp * plan.dp * plan.cp;  // reader bounds each product
        if (job.gpus > 0 && planGpus != job.gpus)
            error(planPointer, "tp x pp x dp x cp = " + std::to_string(planGpus) + " GPUs but the job asks for " +
                                   std::to_string(job.gpus));
        else if (!m_totalTooLarge && planGpus > m_totalGpus)
            warning(planPointer, "tp x pp x dp x cp = " + std::to_string(planGpus) + " GPUs but the design has " +
                                   std::to_string(m_totalGpus));
        if (plan.pp > job.model.layers && job.model.layers > 0)
            error(pointerTo(planPointer, "pp"), std::to_string(plan.pp) + " pipeline stages for " +
                                                    std::to_string(job.model.layers) + " layers");
        if (job.model.heads > 0 && job.model.heads % plan.tp != 0)
            error(pointerTo(planPointer, "tp"), "tensor parallelism " + std::to_string(plan.tp) + " does not divide the " +
                                                    std::to_string(job.model.heads) + " attention heads");
        if (plan.ep > 1 && (!job.model.isMoe() || job.model.moe.experts % plan.ep != 0))
            error(pointerTo(planPointer, "ep"), "expert parallelism " + std::to_string(plan.ep) + " needs a mixture of " +
                                                    "experts whose expert count it divides (the model has " +
                                                    std::to_string(job.model.moe.experts) + ")");
        const std::int64_t sequencesPerStep = std::int64_t{plan.dp} * plan.microBatch;
        if (plan.globalBatch % sequencesPerStep != 0)
            error(pointerTo(planPointer, "global_batch"),
                  std::to_string(plan.globalBatch) + " sequences is not a multiple of dp x micro_batch = " +
                      std::to_string(sequencesPerStep));
        // The rest of what the training model refuses to time, by its own rule (planShapeProblem):
        // a plan `check` accepts is one the estimate can run. Pipeline depth, batch and expert
        // parallelism are reported above with their numbers.
        const ModelShape shape = ModelShape::from(job.model);
        switch (planShapeProblem(shape, plan)) {
        case PlanProblem::TensorParallelDoesNotDivideHeads:
            if (job.model.heads > 0 && job.model.heads % plan.tp == 0)   // else reported above
                error(pointerTo(planPointer, "tp"), "tensor parallelism " + std::to_string(plan.tp) + " and the " +
                                                        std::to_string(static_cast<long long>(shape.kvHeads)) +
                                                        " KV heads: neither divides the other");
            break;
        case PlanProblem::TensorParallelDoesNotDivideFfn: {
            const bool dense = static_cast<long long>(shape.ffnHidden) % plan.tp != 0;
            error(pointerTo(planPointer, "tp"),
                  "tensor parallelism " + std::to_string(plan.tp) + " does not divide the " +
                      (dense ? "MLP width " + std::to_string(static_cast<long long>(shape.ffnHidden))
                             : "expert MLP width " + std::to_string(static_cast<long long>(shape.expertFfnHidden))));
            break;
        }
        case PlanProblem::ContextParallelDoesNotDivideSequence:
            error(pointerTo(planPointer, "cp"), "context parallelism " + std::to_string(plan.cp) + " needs a sequence length " +
                                                    "divisible by 2 x cp = " + std::to_string(2 * plan.cp) + " (it is " +
                                                    std::to_string(job.model.seqLen) + ")");
            break;
        case PlanProblem::InterleaveInvalid: {
            const std::int64_t microBatches = plan.globalBatch / sequencesPerStep;
            const std::int64_t layersPerStage = (job.model.layers + plan.pp - 1) / plan.pp;
            error(pointerTo(planPointer, "interleave"),
                  "interleave " + std::to_string(plan.interleave) + " needs pp > 1, micro-batches (" +
                      std::to_string(microBatches) + ") a multiple of pp (" + std::to_string(plan.pp) +
                      ") and layers per stage (" + std::to_string(layersPerStage) + ") a multiple of the interleave");
            break;
        }
        case PlanProblem::ZeroStageInvalid:
            error(pointerTo(planPointer, "zero_stage"), describe(PlanProblem::ZeroStageInvalid));
            break;
        default:
            break;
        }
    }

    void checkInferenceService(const InferenceService& service, const std::string& pointer)
    {
        checkModel(service.model, pointerTo(pointer, "model"));
        checkGpuBudget(service.gpus, pointerTo(pointer, "gpus"));
        if (service.requestRatePerS <= 0)
            error(pointerTo(pointer, "request_rate_per_s"), "a service needs a request rate above 0");
        // Engines are catalog scopes serving_engine.<id>; generations (vllm_v0) are chosen by version.
        if (!service.engine.empty() && (service.engine.find_first_of("_.") != std::string::npos
                                        || !m_catalog.findParameter("serving_engine." + service.engine, "token_budget"))) {
            std::vector<std::string> known;
            for (const ModelParameter& parameter : m_catalog.parameters)
                if (parameter.scope.rfind("serving_engine.", 0) == 0 && parameter.name == "token_budget"
                    && parameter.scope.find('.', 15) == std::string::npos && parameter.scope.find('_', 15) == std::string::npos)
                    known.push_back(parameter.scope.substr(15));
            error(pointerTo(pointer, "engine"), "unknown serving engine '" + service.engine + "' (known: " + joinQuoted(known) + ")");
        }
    }

    static std::string trimNumber(double value)
    {
        std::string text = std::to_string(value);
        text.erase(text.find_last_not_of('0') + 1);
        if (!text.empty() && text.back() == '.')
            text.pop_back();
        return text;
    }

    const Design& m_design;
    const Catalog& m_catalog;
    std::vector<DesignIssue> m_issues;
    std::vector<std::string> m_groupNames;
    std::int64_t m_totalGpus = 0;
    bool m_totalTooLarge = false;
    bool m_inRackSystem = false;
};

}  // namespace

std::vector<DesignIssue> validateDesign(const Design& design, const Catalog& catalog)
{
    return DesignValidator(design, catalog).run();
}

}  // namespace cp
