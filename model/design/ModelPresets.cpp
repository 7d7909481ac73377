#include "design/ModelPresets.h"

#include <algorithm>
#include <vector>

namespace cp {
namespace {

ModelArchitecture dense(std::string name, int layers, int hidden, int heads, int kvHeads, int ffnHidden,
                        bool gatedMlp, int vocab, int seqLen, bool tiedEmbeddings, bool dropout)
{
    ModelArchitecture a;
    a.name = std::move(name);
    a.layers = layers;
    a.hidden = hidden;
    a.heads = heads;
    a.kvHeads = kvHeads;
    a.headDim = hidden / heads;
    a.ffnHidden = ffnHidden;
    a.gatedMlp = gatedMlp;
    a.vocab = vocab;
    a.seqLen = seqLen;
    a.tiedEmbeddings = tiedEmbeddings;
    a.dropout = dropout;
    return a;
}

std::vector<ModelPreset> makePresets()
{
    std::vector<ModelPreset> presets;

    presets.push_back({"gpt3_175b",
                       "Brown et al. 2020, 'Language Models are Few-Shot Learners', Table 2.1 (96 layers, d_model 12288, "
                       "96 heads of 128, context 2048; d_ff = 4 d_model; GPT-2 BPE vocabulary of 50257 with tied "
                       "input/output embeddings as in GPT-2); dropout kept on (0.1 hidden and attention dropout, as the "
                       "Megatron-LM GPT-3 reproductions of Narayanan et al. 2021 / Korthikanti et al. 2022 train it)",
                       dense("GPT-3 175B", 96, 12288, 96, 96, 49152, false, 50257, 2048, true, true)});

    presets.push_back({"llama3_8b",
                       "Llama Team, Meta 2024, 'The Llama 3 Herd of Models', Table 3 (32 layers, model dim 4096, FFN "
                       "14336, 32 heads, 8 KV heads, vocabulary 128000 + 256 special = 128256, SwiGLU); pre-training "
                       "sequence length 8192 (§3.4.1); meta-llama/Meta-Llama-3.1-8B config.json (attention_dropout 0.0; the Llama decoder "
                       "layer has no hidden dropout): no dropout in pre-training",
                       dense("Llama 3 8B", 32, 4096, 32, 8, 14336, true, 128256, 8192, false, false)});

    presets.push_back({"llama3_70b",
                       "Llama Team, Meta 2024, 'The Llama 3 Herd of Models', Table 3 (80 layers, model dim 8192, FFN "
                       "28672, 64 heads, 8 KV heads, vocabulary 128256, SwiGLU); meta-llama/Meta-Llama-3.1-70B "
                       "config.json (attention_dropout 0.0; the Llama decoder layer has no hidden dropout): no "
                       "dropout in pre-training",
                       dense("Llama 3 70B", 80, 8192, 64, 8, 28672, true, 128256, 8192, false, false)});

    presets.push_back({"llama3_405b",
                       "Llama Team, Meta 2024, 'The Llama 3 Herd of Models', Table 3 (126 layers, model dim 16384, FFN "
                       "53248, 128 heads, 8 KV heads, vocabulary 128256, SwiGLU); pre-training sequence length 8192 "
                       "before long-context extension (§3.4); meta-llama/Meta-Llama-3.1-405B config.json (attention_dropout "
                       "0.0; the Llama decoder layer has no hidden dropout): no dropout in pre-training",
                       dense("Llama 3 405B", 126, 16384, 128, 8, 53248, true, 128256, 8192, false, false)});

    {
        ModelArchitecture a = dense("Mixtral 8x7B", 32, 4096, 32, 8, 14336, true, 32000, 32768, false, false);
        a.moe.experts = 8;
        a.moe.topK = 2;
        a.moe.expertFfnHidden = 14336;
        presets.push_back({"mixtral_8x7b",
                           "Jiang et al. 2024, 'Mixtral of Experts', Table 1 (dim 4096, 32 layers, head_dim 128, hidden "
                           "14336, 32 heads, 8 KV heads, context 32768, vocab 32000, 8 experts, top-2); "
                           "mistralai/Mixtral-8x7B-v0.1 config.json (attention_dropout 0.0; no hidden dropout in the "
                           "Mixtral decoder layer): no dropout",
                           a});
    }

    {
        // 61 layers of which the first 3 are dense (FFN 18432); the others hold 256 routed experts
        // (FFN 2048 each, 8 active) and 1 shared expert. MLA: KV compressed to a 512-wide latent plus
        // a 64-wide decoupled RoPE key; queries through a 1536-wide latent; 128 heads of 128.
        ModelArchitecture a = dense("DeepSeek-V3", 61, 7168, 128, 128, 18432, true, 129280, 4096, false, false);
        a.headDim = 128;
        a.moe.experts = 256;
        a.moe.topK = 8;
        a.moe.expertFfnHidden = 2048;
        a.moe.sharedExperts = 1;
        a.moe.denseLayers = 3;
        a.mla.kvLoraRank = 512;
        a.mla.qLoraRank = 1536;
        a.mla.ropeHeadDim = 64;
        a.fp8BlockScaled = true;
        presets.push_back({"deepseek_v3",
                           "DeepSeek-AI 2024, 'DeepSeek-V3 Technical Report', §4.2 (61 layers, hidden 7168, 128 heads "
                           "of 128, KV compression 512, query compression 1536, RoPE head dim 64, first 3 layers "
                           "dense, 1 shared + 256 routed experts of intermediate size 2048, 8 activated, 671B total "
                           "/ 37B activated, pre-training sequence length 4K); deepseek-ai/DeepSeek-V3 config.json "
                           "(vocab_size 129280, FP8 weights in 128x128 blocks: quantization_config weight_block_size, intermediate_size 18432, attention_dropout 0.0: no dropout). The multi-token-prediction module (14B) is "
                           "not modelled",
                           a});
    }

    {
        // 36 layers, every MLP routed (128 experts of width 2880, 4 active); attention alternates a
        // 128-token sliding window with full attention, 64 heads of 64 over 8 KV heads.
        ModelArchitecture a = dense("gpt-oss-120b", 36, 2880, 64, 8, 2880, true, 201088, 4096, false, false);
        a.headDim = 64;
        a.moe.experts = 128;
        a.moe.topK = 4;
        a.moe.expertFfnHidden = 2880;
        a.localAttention = {18, 128, false};
        a.attentionIn16Bit = true;
        presets.push_back({"gpt_oss_120b",
                           "OpenAI 2025, 'gpt-oss-120b & gpt-oss-20b Model Card' §2 (36 layers, 128 experts, top-4, "
                           "residual width 2880, 64 query heads of 64 and 8 KV heads, alternating banded-window "
                           "(128 tokens) and dense attention); openai/gpt-oss-120b config.json (vocab_size 201088, "
                           "intermediate_size 2880, sliding_window 128, layer_types, initial_context_length 4096 before YaRN "
                           "extends it to 131072, tie_word_embeddings false, attention_dropout 0.0: no dropout). "
                           "Only the MoE weights are MXFP4 (model card §2: 'post-trained with quantization of the MoE "
                           "weights to MXFP4'); attention stays BF16. Attention sinks are not modelled",
                           a});
    }

    {
        // 48 layers alternating a dense MLP (16384) with 128 routed experts (8192, top-1) plus a
        // shared expert; three of every four layers attend within 8,192-token chunks (iRoPE).
        ModelArchitecture a = dense("Llama 4 Maverick 17B-128E", 48, 5120, 40, 8, 16384, true, 202048, 8192, false, false);
        a.headDim = 128;
        a.moe.experts = 128;
        a.moe.topK = 1;
        a.moe.expertFfnHidden = 8192;
        a.moe.sharedExperts = 1;
        a.moe.denseLayers = 24;
        a.localAttention = {36, 8192, true};
        presets.push_back({"llama4_maverick",
                           "Meta 2025, 'The Llama 4 herd' (17B active, 128 experts, 400B total; interleaved attention "
                           "layers without positional embeddings, iRoPE); meta-llama/Llama-4-Maverick-17B-128E config.json "
                           "(48 layers, hidden_size 5120, 40 heads, 8 KV heads, head_dim 128, intermediate_size 8192, "
                           "intermediate_size_mlp 16384, interleave_moe_layer_step 2, num_local_experts 128, "
                           "num_experts_per_tok 1, attention_chunk_size 8192, no_rope_layer_interval 4, vocab_size "
                           "202048, attention_dropout 0.0). Dense and MoE layers alternate; the model counts 24 of each. "
                           "The pre-training sequence length is not published: 8,192 (one attention chunk) is assumed",
                           a});
    }
    return presets;
}

}  // namespace

std::span<const ModelPreset> modelPresets()
{
    static const std::vector<ModelPreset> presets = makePresets();
    return presets;
}

const ModelPreset* findModelPreset(std::string_view id)
{
    const auto presets = modelPresets();
    const auto it = std::find_if(presets.begin(), presets.end(), [id](const ModelPreset& p) { return p.id == id; });
    return it == presets.end() ? nullptr : &*it;
}

}  // namespace cp
