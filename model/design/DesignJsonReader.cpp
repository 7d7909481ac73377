#include "design/DesignJson.h"

#include "design/CheckedArithmetic.h"
#include "design/DesignEnumNames.h"
#include "design/DesignLimits.h"
#include "design/JsonFieldReader.h"
#include "design/JsonPointer.h"
#include "design/ModelPresets.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace cp {
namespace {

using nlohmann::json;
using Need = JsonFieldReader::Need;
namespace limits = designlimits;

constexpr int maxIntField = 100'000'000;
constexpr double maxGbps = 1.0e5;        // 100 Tb/s per link: far beyond any NIC
constexpr double maxTokens = 1.0e17;     // 100,000 T tokens

class DesignReader {
public:
    explicit DesignReader(std::vector<DesignIssue>& issues) : m_issues(issues) {}

    Design read(const json& document)
    {
        Design design;
        JsonFieldReader top(document, "", m_issues);
        top.find("format", Need::Required);
        top.find("version", Need::Required);
        std::string minAppVersion;   // checked for its type only: the writer sets it from the format version
        top.readString("min_app_version", minAppVersion, Need::Required);
        top.readString("name", design.name);
        top.readString("description", design.description);
        top.readArray("groups", limits::maxArrayItems, [&](const json& item, const std::string& pointer) {
            design.groups.push_back(readGroup(item, pointer, 1, 1));
        });
        top.readArray("fabrics", 64, [&](const json& item, const std::string& pointer) {
            design.fabrics.push_back(readFabric(item, pointer));
        });
        top.readArray("storage", 256, [&](const json& item, const std::string& pointer) {
            design.storage.push_back(readStorage(item, pointer));
        });
        if (const json* facility = top.find("facility"))
            design.facility = readFacility(*facility, top.pointerOf("facility"));
        if (const json* economics = top.find("economics"))
            design.economics = readEconomics(*economics, top.pointerOf("economics"));
        if (const json* reliability = top.find("reliability"))
            design.reliability = readReliability(*reliability, top.pointerOf("reliability"));
        top.readArray("training", 256, [&](const json& item, const std::string& pointer) {
            design.training.push_back(readTrainingJob(item, pointer));
        });
        top.readArray("inference", 256, [&](const json& item, const std::string& pointer) {
            design.inference.push_back(readInferenceService(item, pointer));
        });
        if (const json* overrides = top.find("overrides"))
            design.overrides = readOverrides(*overrides, top.pointerOf("overrides"));
        // An auto-design question (format 5) is read by readDesignQuestion (design/DesignQuestionJson.h).
        if (top.find("question"))
            m_issues.push_back({"/question",
                                "the file asks an auto-design question (clusterplanner design-for answers it); the app "
                                "does not edit it yet and saving from the app leaves it out",
                                Severity::Note});
        top.finish();
        return design;
    }

private:
    // `depth` is this group's level (1 = top); `replicasAbove` the product of the counts above it.
    Group readGroup(const json& item, const std::string& pointer, int depth, std::int64_t replicasAbove)
    {
        Group group;
        if (++m_groups > limits::maxGroups) {
            if (m_groups == limits::maxGroups + 1)
                m_issues.push_back({pointer, "more than " + std::to_string(limits::maxGroups) + " groups in one design",
                                    Severity::Error});
            return group;
        }
        JsonFieldReader reader(item, pointer, m_issues);
        reader.readString("name", group.name);
        reader.readEnum("kind", group.kind, groupKindNames, "group kind", Need::Required);
        reader.readInt("count", group.count, 1, limits::maxCount);
        reader.readString("system", group.rackSystemId);
        if (!group.rackSystemId.empty() && group.kind != GroupKind::Rack && reader.isObject())
            reader.error("system", "only a group of kind 'rack' is a rack-scale system; this one is '" +
                                       std::string(toString(group.kind)) + "'");
        reader.readDouble("x", group.x, -1.0e9, 1.0e9);
        reader.readDouble("y", group.y, -1.0e9, 1.0e9);

        // Catalog-free bound: every node has at least one GPU, so nodes <= the GPU limit.
        const auto replicas = checkedMultiply(replicasAbove, group.count);
        std::int64_t here = replicasAbove;
        if (!replicas || *replicas > limits::maxTotalGpus) {
            if (reader.isObject())
                reader.error("count", std::to_string(group.count) + " replicas of this group under " +
                                          std::to_string(replicasAbove) + " of its parents make more than " +
                                          std::to_string(limits::maxTotalGpus) +
                                          " instances, more than the largest design supported");
        } else {
            here = *replicas;
        }

        const json* node = reader.find("node");
        const json* children = reader.find("children");
        if (group.kind == GroupKind::Nodes) {
            if (!node && reader.isObject())
                reader.error("node", "missing required key 'node': a group of kind 'nodes' says which server it holds");
            if (node)
                group.node = readNodeSpec(*node, reader.pointerOf("node"));
            if (children && !(children->is_array() && children->empty()))
                reader.error("children", "a group of kind 'nodes' cannot have children (it is the leaf of the hierarchy)");
        } else {
            if (node)
                reader.error("node", "only a group of kind 'nodes' holds a 'node'; this one is '" +
                                         std::string(toString(group.kind)) + "'");
            if (children && depth >= limits::maxGroupDepth) {
                reader.error("children", "groups nested deeper than " + std::to_string(limits::maxGroupDepth) + " levels");
            } else if (children) {
                if (!children->is_array()) {
                    reader.error("children", describeJsonValue(*children) + " is " + jsonTypeName(*children) +
                                                 "; expected an array of groups");
                } else {
                    for (std::size_t i = 0; i < children->size(); ++i)
                        group.children.push_back(
                            readGroup((*children)[i], pointerTo(reader.pointerOf("children"), i), depth + 1, here));
                }
            }
        }
        reader.finish();
        return group;
    }

    NodeSpec readNodeSpec(const json& item, const std::string& pointer)
    {
        NodeSpec spec;
        JsonFieldReader reader(item, pointer, m_issues);
        reader.readString("platform", spec.platformId, Need::Required);
        reader.readString("gpu", spec.gpuId);
        reader.readInt("gpus_per_node", spec.gpusPerNode, 0, limits::maxGpusPerNode);
        reader.readInt("scaleup_domain_gpus", spec.scaleupDomainGpus, 0, limits::maxTotalGpus);
        reader.finish();
        return spec;
    }

    Fabric readFabric(const json& item, const std::string& pointer)
    {
        Fabric fabric;
        JsonFieldReader reader(item, pointer, m_issues);
        reader.readString("name", fabric.name);
        reader.readEnum("role", fabric.role, fabricRoleNames, "fabric role", Need::Required);
        reader.readEnum("technology", fabric.technology, fabricTechnologyNames, "fabric technology");
        reader.readEnum("topology", fabric.topology, topologyKindNames, "topology kind");
        reader.readInt("tiers", fabric.tiers, 1, 3);
        reader.readString("switch", fabric.switchId);
        reader.readString("nic", fabric.nicId);
        reader.readString("optic", fabric.opticId);
        reader.readDouble("link_gbps_per_gpu", fabric.linkGbpsPerGpu, 0, maxGbps);
        reader.readDouble("link_gbps_per_node", fabric.linkGbpsPerNode, 0, maxGbps);
        reader.readInt("rails", fabric.rails, 0, limits::maxGpusPerNode);
        reader.readDoubleList("oversubscription", fabric.oversubscription, 1.0, 1000.0, 2);
        reader.readBool("in_network_reduction", fabric.inNetworkReduction);
        reader.readString("attached_group", fabric.attachedGroup);
        reader.finish();
        return fabric;
    }

    StorageDeployment readStorage(const json& item, const std::string& pointer)
    {
        StorageDeployment storage;
        JsonFieldReader reader(item, pointer, m_issues);
        reader.readString("name", storage.name);
        reader.readString("system", storage.systemId, Need::Required);
        reader.readInt("count", storage.count, 1, limits::maxCount);
        reader.finish();
        return storage;
    }

    Facility readFacility(const json& item, const std::string& pointer)
    {
        Facility facility;
        JsonFieldReader reader(item, pointer, m_issues);
        reader.readDouble("pue", facility.pue, designranges::pue);
        reader.readDouble("electricity_usd_per_kwh", facility.electricityUsdPerKwh, designranges::electricityUsdPerKwh);
        reader.readEnum("cooling", facility.cooling, coolingNames, "cooling type");
        reader.readEnum("site", facility.site, siteModelNames, "site model");
        reader.readDouble("build_usd_per_mw", facility.buildUsdPerMw, designranges::buildUsdPerMw);
        reader.readDouble("colocation_usd_per_kw_month", facility.colocationUsdPerKwMonth,
                          designranges::colocationUsdPerKwMonth);
        reader.readDouble("max_rack_kw", facility.maxRackKw, designranges::maxRackKw);
        reader.finish();
        return facility;
    }

    Economics readEconomics(const json& item, const std::string& pointer)
    {
        Economics economics;
        JsonFieldReader reader(item, pointer, m_issues);
        reader.readDouble("depreciation_years", economics.depreciationYears, designranges::depreciationYears);
        reader.readDouble("utilization", economics.utilization, designranges::utilization);
        reader.readDouble("support_percent_per_year", economics.supportPercentPerYear, designranges::supportPercentPerYear);
        reader.readDouble("discount_rate", economics.discountRate, designranges::discountRate);
        reader.readDouble("integration_percent", economics.integrationPercent, designranges::integrationPercent);
        reader.readDouble("staff_usd_per_year", economics.staffUsdPerYear, designranges::staffUsdPerYear);
        reader.finish();
        return economics;
    }

    ReliabilitySettings readReliability(const json& item, const std::string& pointer)
    {
        ReliabilitySettings reliability;
        JsonFieldReader reader(item, pointer, m_issues);
        reader.readString("failure_rate_set", reliability.failureRateSet);
        reader.readDouble("failure_rate_multiplier", reliability.failureRateMultiplier, designranges::failureRateMultiplier);
        reader.readEnum("checkpoint_strategy", reliability.checkpointStrategy, checkpointStrategyNames,
                        "checkpoint strategy");
        reader.finish();
        return reliability;
    }

    ModelArchitecture readModel(const json& item, const std::string& pointer)
    {
        if (item.is_string()) {
            const std::string& id = item.get_ref<const std::string&>();
            if (const ModelPreset* preset = findModelPreset(id))
                return preset->architecture;
            std::string known;
            for (const ModelPreset& preset : modelPresets())
                known += (known.empty() ? "" : ", ") + std::string(preset.id);
            m_issues.push_back({pointer, describeJsonValue(item) + " is not a model preset (expected one of: " + known +
                                             ", or an object with the architecture)",
                                Severity::Error});
            return {};
        }
        ModelArchitecture model;
        JsonFieldReader reader(item, pointer, m_issues);
        reader.readString("name", model.name);
        reader.readInt("layers", model.layers, 1, 100000, Need::Required);
        reader.readInt("hidden", model.hidden, 1, 10'000'000, Need::Required);
        reader.readInt("heads", model.heads, 1, 1'000'000, Need::Required);
        reader.readInt("kv_heads", model.kvHeads, 1, 1'000'000, Need::Required);
        reader.readInt("head_dim", model.headDim, 0, 1'000'000);
        reader.readInt("ffn_hidden", model.ffnHidden, 1, 100'000'000, Need::Required);
        reader.readBool("gated_mlp", model.gatedMlp);
        reader.readInt("vocab", model.vocab, 1, 100'000'000, Need::Required);
        reader.readInt("seq_len", model.seqLen, 1, 100'000'000, Need::Required);
        reader.readBool("tied_embeddings", model.tiedEmbeddings);
        reader.readBool("dropout", model.dropout);
        reader.readBool("fp8_block_scaled", model.fp8BlockScaled);
        reader.readBool("attention_16bit", model.attentionIn16Bit);
        if (const json* moe = reader.find("moe")) {
            JsonFieldReader moeReader(*moe, reader.pointerOf("moe"), m_issues);
            moeReader.readInt("experts", model.moe.experts, 0, 1'000'000);
            moeReader.readInt("top_k", model.moe.topK, 0, 1'000'000);
            moeReader.readInt("expert_ffn_hidden", model.moe.expertFfnHidden, 0, 100'000'000);
            moeReader.readInt("shared_experts", model.moe.sharedExperts, 0, 1'000'000);
            moeReader.readInt("dense_layers", model.moe.denseLayers, 0, 100000);
            moeReader.readDouble("capacity_factor", model.moe.capacityFactor, 0.0, 1000.0);
            moeReader.finish();
        }
        if (const json* mla = reader.find("mla")) {
            JsonFieldReader mlaReader(*mla, reader.pointerOf("mla"), m_issues);
            mlaReader.readInt("kv_lora_rank", model.mla.kvLoraRank, 0, 10'000'000);
            mlaReader.readInt("q_lora_rank", model.mla.qLoraRank, 0, 10'000'000);
            mlaReader.readInt("rope_head_dim", model.mla.ropeHeadDim, 0, 1'000'000);
            mlaReader.finish();
        }
        if (const json* local = reader.find("local_attention")) {
            JsonFieldReader localReader(*local, reader.pointerOf("local_attention"), m_issues);
            localReader.readInt("layers", model.localAttention.layers, 0, 100000, JsonFieldReader::Need::Required);
            localReader.readInt("window_tokens", model.localAttention.windowTokens, 1, 100'000'000, JsonFieldReader::Need::Required);
            localReader.readBool("chunked", model.localAttention.chunked);
            localReader.finish();
        }
        reader.finish();
        if (model.headDim == 0 && model.heads > 0)
            model.headDim = model.hidden / model.heads;
        return model;
    }

    ParallelPlan readPlan(const json& item, const std::string& pointer)
    {
        ParallelPlan plan;
        JsonFieldReader reader(item, pointer, m_issues);
        const int maxDegree = static_cast<int>(limits::maxTotalGpus);
        reader.readInt("tp", plan.tp, 1, maxDegree);
        reader.readInt("pp", plan.pp, 1, maxDegree);
        reader.readInt("dp", plan.dp, 1, maxDegree);
        reader.readInt("cp", plan.cp, 1, maxDegree);
        reader.readInt("ep", plan.ep, 1, maxDegree);
        reader.readInt("micro_batch", plan.microBatch, 1, maxIntField);
        reader.readInt("global_batch", plan.globalBatch, 1, maxIntField);
        reader.readInt("interleave", plan.interleave, 1, 10000);
        reader.readEnum("recompute", plan.recompute, recomputeNames, "recompute mode");
        reader.readBool("sequence_parallel", plan.sequenceParallel);
        reader.readInt("zero_stage", plan.zeroStage, 0, 3);
        reader.readEnum("precision", plan.precision, precisionNames, "precision");
        reader.readInt("first_stage_layers", plan.firstStageLayers, 0, 100000);
        reader.readInt("recompute_layers", plan.recomputeLayers, 0, 100000);
        reader.readInt("last_stage_layers", plan.lastStageLayers, 0, 100000);
        reader.readInt("expert_tp", plan.expertTensorParallel, 0, maxIntField);
        if (const std::optional<int> expertTp = modelledExpertTensorParallel(plan.expertTensorParallel, plan.tp))
            plan.expertTensorParallel = *expertTp;
        else
            reader.error("expert_tp", std::to_string(plan.expertTensorParallel) +
                                          " is neither 1 (experts whole on each GPU) nor the plan's tp (" +
                                          std::to_string(plan.tp) + ")");
        reader.finish();
        // ParallelPlan::gpus() multiplies in int: keep the product representable and meaningful.
        std::optional<std::int64_t> gpus = std::int64_t{plan.tp};
        for (const int degree : {plan.pp, plan.dp, plan.cp})
            if (gpus)
                gpus = checkedMultiply(*gpus, degree);
        if (!gpus || *gpus > limits::maxTotalGpus)
            m_issues.push_back({pointer, "tp x pp x dp x cp is more than " + std::to_string(limits::maxTotalGpus) +
                                             " GPUs, the largest design supported",
                                Severity::Error});
        return plan;
    }

    TrainingJob readTrainingJob(const json& item, const std::string& pointer)
    {
        TrainingJob job;
        JsonFieldReader reader(item, pointer, m_issues);
        reader.readString("name", job.name);
        if (const json* model = reader.find("model", Need::Required))
            job.model = readModel(*model, reader.pointerOf("model"));
        reader.readDouble("token_budget", job.tokenBudget, 1.0, maxTokens, Need::Required);
        reader.readInt("global_batch_sequences", job.globalBatchSequences, 0, maxIntField);
        reader.readEnum("precision", job.precision, precisionNames, "precision");
        reader.readInt("gpus", job.gpus, 0, limits::maxTotalGpus);
        if (const json* plan = reader.find("plan")) {
            if (plan->is_string() && plan->get_ref<const std::string&>() == "auto")
                job.plan.reset();
            else if (plan->is_object())
                job.plan = readPlan(*plan, reader.pointerOf("plan"));
            else
                reader.error("plan", describeJsonValue(*plan) + " is not a parallel plan (expected \"auto\" or an object "
                                                                "with tp, pp, dp, ...)");
        }
        reader.readEnum("objective", job.objective, planObjectiveNames, "plan objective");
        reader.readString("stack", job.stack);
        reader.finish();
        return job;
    }

    InferenceService readInferenceService(const json& item, const std::string& pointer)
    {
        InferenceService service;
        JsonFieldReader reader(item, pointer, m_issues);
        reader.readString("name", service.name);
        if (const json* model = reader.find("model", Need::Required))
            service.model = readModel(*model, reader.pointerOf("model"));
        reader.readEnum("precision", service.precision, precisionNames, "precision");
        reader.readDouble("request_rate_per_s", service.requestRatePerS, 0.0, 1.0e9, Need::Required);
        reader.readInt("input_tokens", service.inputTokens, 1, maxIntField, Need::Required);
        reader.readInt("output_tokens", service.outputTokens, 1, maxIntField, Need::Required);
        reader.readDouble("ttft_target_s", service.ttftTargetS, designranges::ttftTargetS);
        reader.readDouble("tpot_target_s", service.tpotTargetS, designranges::tpotTargetS);
        reader.readEnum("mode", service.mode, servingModeNames, "serving mode");
        reader.readInt("gpus", service.gpus, 0, limits::maxTotalGpus);
        reader.readString("engine", service.engine);
        reader.readString("engine_version", service.engineVersion);
        reader.readEnum("kv_cache", service.kvCache, kvCacheDtypeNames, "KV cache dtype");
        reader.finish();
        return service;
    }

    CatalogOverrides readOverrides(const json& item, const std::string& pointer)
    {
        CatalogOverrides overrides;
        if (!item.is_object()) {
            m_issues.push_back({pointer, describeJsonValue(item) + " is " + jsonTypeName(item) +
                                             "; expected an object of catalog id -> {field: number}",
                                Severity::Error});
            return overrides;
        }
        for (const auto& [id, fields] : item.items()) {
            const std::string idPointer = pointerTo(pointer, id);
            if (!fields.is_object()) {
                m_issues.push_back({idPointer, describeJsonValue(fields) + " is " + jsonTypeName(fields) +
                                                   "; expected an object of field -> number",
                                    Severity::Error});
                continue;
            }
            for (const auto& [field, value] : fields.items()) {
                if (!value.is_number() || !std::isfinite(value.get<double>())) {
                    m_issues.push_back({pointerTo(idPointer, field),
                                        describeJsonValue(value) + " is " + jsonTypeName(value) + "; expected a number",
                                        Severity::Error});
                    continue;
                }
                overrides[id][field] = value.get<double>();
            }
        }
        return overrides;
    }

    std::vector<DesignIssue>& m_issues;
    std::size_t m_groups = 0;
};

}  // namespace

Design designFromJson(const json& document, std::vector<DesignIssue>& issues)
{
    return DesignReader(issues).read(document);
}

}  // namespace cp
