#include "validation/MeasurementCsv.h"

#include "catalog/CatalogError.h"
#include "catalog/CsvDocument.h"
#include "design/ModelPresets.h"
#include "validation/ValidationFile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace cp {
namespace {

nlohmann::json modelJson(const ModelArchitecture& m)
{
    nlohmann::json j{{"name", m.name},          {"layers", m.layers},   {"hidden", m.hidden},
                     {"heads", m.heads},        {"kv_heads", m.kvHeads}, {"head_dim", m.headDim},
                     {"ffn_hidden", m.ffnHidden}, {"gated_mlp", m.gatedMlp}, {"vocab", m.vocab},
                     {"seq_len", m.seqLen},     {"tied_embeddings", m.tiedEmbeddings}, {"dropout", m.dropout}};
    if (m.isMoe()) {
        j["moe"] = {{"experts", m.moe.experts},
                    {"top_k", m.moe.topK},
                    {"expert_ffn_hidden", m.moe.expertFfnHidden},
                    {"shared_experts", m.moe.sharedExperts},
                    {"first_dense_layers", m.moe.denseLayers}};
        if (m.moe.capacityFactor > 0)
            j["moe"]["capacity_factor"] = m.moe.capacityFactor;
    }
    if (m.mla.kvLoraRank > 0)
        j["mla"] = {{"kv_lora_rank", m.mla.kvLoraRank}, {"q_lora_rank", m.mla.qLoraRank}, {"rope_head_dim", m.mla.ropeHeadDim}};
    if (m.fp8BlockScaled)
        j["fp8_block_scaled"] = true;
    if (m.attentionIn16Bit)
        j["attention_16bit"] = true;
    if (m.localAttention.any())
        j["local_attention"] = {{"layers", m.localAttention.layers},
                                {"window_tokens", m.localAttention.windowTokens},
                                {"chunked", m.localAttention.chunked}};
    return j;
}

}  // namespace

std::vector<ValidationCase> parseMeasurementCsv(const std::string& text, const std::string& fileName)
{
    CsvDocument csv;
    try {
        csv = CsvDocument::parse(text, fileName);
    } catch (const CatalogError& error) {
        throw std::runtime_error(error.what());
    }
    std::map<std::string, std::size_t> column;
    for (std::size_t i = 0; i < csv.header.size(); ++i)
        column[csv.header[i]] = i;
    for (const char* required : {"gpu", "gpus", "model"})
        if (!column.count(required))
            throw std::runtime_error(fileName + ": the header has no column '" + required + "'");
    const std::vector<std::string> integers = {"gpus", "gpus_per_node", "scaleup_domain_gpus", "seq_len", "tp", "pp", "dp",
                                               "cp", "ep", "expert_tp", "micro_batch", "global_batch", "interleave", "zero_stage"};
    const std::vector<std::string> numbers = {"scaleout_gbps_per_gpu", "gpu_power_limit_w"};
    const std::vector<std::string> flags = {"sequence_parallel", "fp8_param_gather"};
    const std::vector<std::string> measuredFields = {"iteration_time_s", "tokens_per_s", "tokens_per_s_per_gpu", "tflops_per_gpu", "mfu"};

    nlohmann::json cases = nlohmann::json::array();
    for (const CsvRecord& record : csv.records) {
        auto cell = [&](const std::string& name) -> std::string {
            const auto it = column.find(name);
            if (it == column.end() || it->second >= record.fields.size())
                return {};
            return record.fields[it->second];
        };
        auto where = [&](const std::string& name) {
            return fileName + ", line " + std::to_string(record.line) + ", column '" + name + "'";
        };
        auto number = [&](const std::string& name) -> std::optional<double> {
            const std::string value = cell(name);
            if (value.empty())
                return std::nullopt;
            std::size_t used = 0;
            double parsed = 0;
            try {
                parsed = std::stod(value, &used);
            } catch (const std::exception&) {
                used = 0;
            }
            if (used != value.size() || !std::isfinite(parsed))
                throw std::runtime_error(where(name) + ": '" + value + "' is not a number");
            return parsed;
        };
        auto flag = [&](const std::string& name) -> std::optional<bool> {
            std::string value = cell(name);
            std::transform(value.begin(), value.end(), value.begin(), [](unsigned char ch) { return std::tolower(ch); });
            if (value.empty())
                return std::nullopt;
            if (value == "1" || value == "true" || value == "yes" || value == "on")
                return true;
            if (value == "0" || value == "false" || value == "no" || value == "off")
                return false;
            throw std::runtime_error(where(name) + ": '" + cell(name) + "' is not true or false (1/0, yes/no, on/off)");
        };
        const std::string presetId = cell("model");
        const ModelPreset* preset = findModelPreset(presetId);
        if (!preset) {
            std::string known;
            for (const ModelPreset& p : modelPresets())
                known += (known.empty() ? "" : ", ") + std::string(p.id);
            throw std::runtime_error(where("model") + ": '" + presetId + "' is not a model preset (expected one of: " + known + ")");
        }
        ModelArchitecture model = preset->architecture;
        if (const auto seq = number("seq_len"))
            model.seqLen = static_cast<int>(*seq);

        nlohmann::json c;
        c["id"] = cell("id").empty() ? fileName + ":" + std::to_string(record.line) : cell("id");
        c["kind"] = "training";
        if (!cell("group").empty())
            c["group"] = cell("group");
        const std::string line = std::filesystem::path(fileName).filename().string() + ", line " + std::to_string(record.line);
        c["source"] = cell("source").empty() ? "measured by the user (" + line + ")" : cell("source") + " (" + line + ")";
        c["model"] = modelJson(model);
        nlohmann::json hardware{{"gpu", cell("gpu")}};
        for (const std::string& name : {std::string("gpus"), std::string("gpus_per_node"), std::string("scaleup_domain_gpus")})
            if (const auto v = number(name))
                hardware[name] = static_cast<long long>(*v);
        for (const std::string& name : numbers)
            if (const auto v = number(name))
                hardware[name] = *v;
        if (!cell("scaleout").empty())
            hardware["scaleout"] = cell("scaleout");
        c["hardware"] = hardware;
        if (!cell("framework").empty())
            c["software"] = {{"framework", cell("framework")}, {"version", cell("version")}};
        nlohmann::json plan = nlohmann::json::object();
        for (const std::string& name : integers)
            if (name != "gpus" && name != "gpus_per_node" && name != "scaleup_domain_gpus" && name != "seq_len")
                if (const auto v = number(name))
                    plan[name] = static_cast<long long>(*v);
        for (const std::string& name : {std::string("recompute"), std::string("precision")})
            if (!cell(name).empty())
                plan[name] = cell(name);
        for (const std::string& name : flags)
            if (const auto v = flag(name))
                plan[name] = *v;
        if (const auto bucket = number("ddp_bucket_size"))
            plan["ddp_bucket_size"] = *bucket;
        c["plan"] = plan;
        nlohmann::json measured = nlohmann::json::object();
        for (const std::string& name : measuredFields)
            if (const auto v = number(name))
                measured[name] = *v;
        if (!cell("flops_convention").empty())
            measured["flops_convention"] = cell("flops_convention");
        if (measured.empty())
            throw std::runtime_error(fileName + ", line " + std::to_string(record.line) +
                                     ": no measured value (iteration_time_s, tokens_per_s, tflops_per_gpu or mfu)");
        c["measured"] = measured;
        cases.push_back(c);
    }
    const nlohmann::json document{{"format", "clusterplanner-validation"}, {"version", 1}, {"cases", cases}};
    return parseValidationDocument(document.dump(), fileName);
}

std::vector<ValidationCase> readMeasurementCsv(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error(path + ": cannot open the file");
    std::ostringstream text;
    text << in.rdbuf();
    return parseMeasurementCsv(text.str(), path);
}

}  // namespace cp
