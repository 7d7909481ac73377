#include "design/DesignJson.h"

#include <nlohmann/json.hpp>

namespace cp {
namespace {

// Insertion-ordered: the key order below is the file's key order (docs/design-format.md).
using ojson = nlohmann::ordered_json;

ojson groupToJson(const Group& group)
{
    ojson j;
    j["name"] = group.name;
    j["kind"] = toString(group.kind);
    j["count"] = group.count;
    if (group.kind == GroupKind::Rack && !group.rackSystemId.empty())
        j["system"] = group.rackSystemId;
    if (group.kind == GroupKind::Nodes && group.node) {
        const NodeSpec& spec = *group.node;
        ojson node;
        node["platform"] = spec.platformId;
        node["gpu"] = spec.gpuId;
        node["gpus_per_node"] = spec.gpusPerNode;
        node["scaleup_domain_gpus"] = spec.scaleupDomainGpus;
        j["node"] = std::move(node);
    } else {
        ojson children = ojson::array();
        for (const Group& child : group.children)
            children.push_back(groupToJson(child));
        j["children"] = std::move(children);
    }
    j["x"] = group.x;
    j["y"] = group.y;
    return j;
}

ojson fabricToJson(const Fabric& fabric)
{
    ojson j;
    j["name"] = fabric.name;
    j["role"] = toString(fabric.role);
    j["technology"] = toString(fabric.technology);
    j["topology"] = toString(fabric.topology);
    j["tiers"] = fabric.tiers;
    j["switch"] = fabric.switchId;
    j["nic"] = fabric.nicId;
    j["optic"] = fabric.opticId;
    j["link_gbps_per_gpu"] = fabric.linkGbpsPerGpu;
    j["link_gbps_per_node"] = fabric.linkGbpsPerNode;
    j["rails"] = fabric.rails;
    j["oversubscription"] = fabric.oversubscription;
    j["in_network_reduction"] = fabric.inNetworkReduction;
    j["attached_group"] = fabric.attachedGroup;
    return j;
}

ojson modelToJson(const ModelArchitecture& model)
{
    ojson j;
    j["name"] = model.name;
    j["layers"] = model.layers;
    j["hidden"] = model.hidden;
    j["heads"] = model.heads;
    j["kv_heads"] = model.kvHeads;
    j["head_dim"] = model.headDim;
    j["ffn_hidden"] = model.ffnHidden;
    j["gated_mlp"] = model.gatedMlp;
    j["vocab"] = model.vocab;
    j["seq_len"] = model.seqLen;
    j["tied_embeddings"] = model.tiedEmbeddings;
    if (model.fp8BlockScaled)
        j["fp8_block_scaled"] = true;
    if (model.attentionIn16Bit)
        j["attention_16bit"] = true;
    if (!model.dropout)   // written only when off, so files from before the field round-trip unchanged
        j["dropout"] = false;
    const MoeSpec& moe = model.moe;
    if (moe.experts != 0 || moe.topK != 0 || moe.expertFfnHidden != 0 || moe.sharedExperts != 0 || moe.denseLayers != 0 ||
        moe.capacityFactor != 0) {
        ojson m;
        m["experts"] = moe.experts;
        m["top_k"] = moe.topK;
        m["expert_ffn_hidden"] = moe.expertFfnHidden;
        m["shared_experts"] = moe.sharedExperts;
        m["dense_layers"] = moe.denseLayers;
        if (moe.capacityFactor != 0)   // written only when set: dropless files round-trip unchanged
            m["capacity_factor"] = moe.capacityFactor;
        j["moe"] = std::move(m);
    }
    const MlaSpec& mla = model.mla;
    if (mla.kvLoraRank != 0 || mla.qLoraRank != 0 || mla.ropeHeadDim != 0) {
        ojson m;
        m["kv_lora_rank"] = mla.kvLoraRank;
        m["q_lora_rank"] = mla.qLoraRank;
        m["rope_head_dim"] = mla.ropeHeadDim;
        j["mla"] = std::move(m);
    }
    if (const LocalAttentionSpec& local = model.localAttention; local.any()) {
        ojson m;
        m["layers"] = local.layers;
        m["window_tokens"] = local.windowTokens;
        m["chunked"] = local.chunked;
        j["local_attention"] = std::move(m);
    }
    return j;
}

ojson planToJson(const ParallelPlan& plan)
{
    ojson j;
    j["tp"] = plan.tp;
    j["pp"] = plan.pp;
    j["dp"] = plan.dp;
    j["cp"] = plan.cp;
    j["ep"] = plan.ep;
    j["micro_batch"] = plan.microBatch;
    j["global_batch"] = plan.globalBatch;
    j["interleave"] = plan.interleave;
    j["recompute"] = toString(plan.recompute);
    j["sequence_parallel"] = plan.sequenceParallel;
    j["zero_stage"] = plan.zeroStage;
    j["precision"] = toString(plan.precision);
    // An uneven pipeline split is written only when set, so even-split files round-trip unchanged.
    if (plan.recomputeLayers > 0)
        j["recompute_layers"] = plan.recomputeLayers;
    if (plan.firstStageLayers > 0)
        j["first_stage_layers"] = plan.firstStageLayers;
    if (plan.lastStageLayers > 0)
        j["last_stage_layers"] = plan.lastStageLayers;
    if (plan.expertTensorParallel == 1)
        j["expert_tp"] = 1;
    return j;
}

ojson trainingJobToJson(const TrainingJob& job)
{
    ojson j;
    j["name"] = job.name;
    j["model"] = modelToJson(job.model);
    j["token_budget"] = job.tokenBudget;
    j["global_batch_sequences"] = job.globalBatchSequences;
    j["precision"] = toString(job.precision);
    j["gpus"] = job.gpus;
    j["plan"] = job.plan ? planToJson(*job.plan) : ojson("auto");
    j["objective"] = toString(job.objective);
    if (!job.stack.empty())   // empty = the default stack; files from before the field round-trip unchanged
        j["stack"] = job.stack;
    return j;
}

ojson inferenceServiceToJson(const InferenceService& service)
{
    ojson j;
    j["name"] = service.name;
    j["model"] = modelToJson(service.model);
    j["precision"] = toString(service.precision);
    j["request_rate_per_s"] = service.requestRatePerS;
    j["input_tokens"] = service.inputTokens;
    j["output_tokens"] = service.outputTokens;
    j["ttft_target_s"] = service.ttftTargetS;
    j["tpot_target_s"] = service.tpotTargetS;
    j["mode"] = toString(service.mode);
    j["gpus"] = service.gpus;
    if (!service.engine.empty())
        j["engine"] = service.engine;
    if (!service.engineVersion.empty())
        j["engine_version"] = service.engineVersion;
    if (service.kvCache != KvCacheDtype::EngineDefault)
        j["kv_cache"] = toString(service.kvCache);
    return j;
}

}  // namespace

std::string designToJsonText(const Design& design)
{
    ojson j;
    j["format"] = designFormatName;
    j["version"] = currentDesignFormatVersion;
    j["min_app_version"] = minimumAppVersionForCurrentFormat;
    j["name"] = design.name;
    j["description"] = design.description;

    ojson groups = ojson::array();
    for (const Group& group : design.groups)
        groups.push_back(groupToJson(group));
    j["groups"] = std::move(groups);

    ojson fabrics = ojson::array();
    for (const Fabric& fabric : design.fabrics)
        fabrics.push_back(fabricToJson(fabric));
    j["fabrics"] = std::move(fabrics);

    ojson storage = ojson::array();
    for (const StorageDeployment& deployment : design.storage)
        storage.push_back({{"name", deployment.name}, {"system", deployment.systemId}, {"count", deployment.count}});
    j["storage"] = std::move(storage);

    const Facility& facility = design.facility;
    ojson f;
    f["pue"] = facility.pue;
    f["electricity_usd_per_kwh"] = facility.electricityUsdPerKwh;
    f["cooling"] = toString(facility.cooling);
    f["site"] = toString(facility.site);
    f["build_usd_per_mw"] = facility.buildUsdPerMw;
    f["colocation_usd_per_kw_month"] = facility.colocationUsdPerKwMonth;
    f["max_rack_kw"] = facility.maxRackKw;
    j["facility"] = std::move(f);

    const Economics& economics = design.economics;
    ojson e;
    e["depreciation_years"] = economics.depreciationYears;
    e["utilization"] = economics.utilization;
    e["support_percent_per_year"] = economics.supportPercentPerYear;
    e["discount_rate"] = economics.discountRate;
    e["integration_percent"] = economics.integrationPercent;
    e["staff_usd_per_year"] = economics.staffUsdPerYear;
    j["economics"] = std::move(e);

    // Written only when chosen, so designs that keep the defaults read as before.
    if (design.reliability != ReliabilitySettings{}) {
        ojson r;
        r["failure_rate_set"] = design.reliability.failureRateSet;
        r["failure_rate_multiplier"] = design.reliability.failureRateMultiplier;
        r["checkpoint_strategy"] = std::string(toString(design.reliability.checkpointStrategy));
        j["reliability"] = std::move(r);
    }

    ojson training = ojson::array();
    for (const TrainingJob& job : design.training)
        training.push_back(trainingJobToJson(job));
    j["training"] = std::move(training);

    ojson inference = ojson::array();
    for (const InferenceService& service : design.inference)
        inference.push_back(inferenceServiceToJson(service));
    j["inference"] = std::move(inference);

    // std::map: ids and fields come out sorted, so the order is stable too.
    ojson overrides = ojson::object();
    for (const auto& [id, fields] : design.overrides) {
        ojson values = ojson::object();
        for (const auto& [field, value] : fields)
            values[field] = value;
        overrides[id] = std::move(values);
    }
    j["overrides"] = std::move(overrides);

    // Invalid UTF-8 cannot come from a loaded file; replace rather than throw for designs built in code.
    return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace cp
