"""Model shapes of the published training runs, each from the model's published configuration.

A shape is what FORMAT.md's `model` object holds. `moe.first_dense_layers` and the `mla` object follow
FORMAT.md; keys it does not name (tied_embeddings, notes) are ignored by readers that do not know them.
"""

import copy


def dense(name, layers, hidden, heads, kv_heads, ffn_hidden, gated, vocab, dropout, source, head_dim=None, **extra):
    model = {
        "name": name,
        "layers": layers,
        "hidden": hidden,
        "heads": heads,
        "kv_heads": kv_heads,
        "head_dim": head_dim if head_dim is not None else hidden // heads,
        "ffn_hidden": ffn_hidden,
        "gated_mlp": gated,
        "vocab": vocab,
        "dropout": dropout,
    }
    model.update(extra)
    return {"shape": model, "source": source}


def moe(base, experts, top_k, expert_ffn_hidden, shared_experts=0, first_dense_layers=0):
    base = copy.deepcopy(base)
    base["shape"]["moe"] = {
        "experts": experts,
        "top_k": top_k,
        "expert_ffn_hidden": expert_ffn_hidden,
        "shared_experts": shared_experts,
        "first_dense_layers": first_dense_layers,
    }
    return base


LLAMA3_SRC = ("Llama Team, Meta 2024, 'The Llama 3 Herd of Models' (arXiv 2407.21783) Table 3; meta-llama/Meta-Llama-3.1-{size} "
              "config.json (vocab 128256, attention_dropout 0.0)")
LLAMA2_SRC = ("Touvron et al. 2023, 'Llama 2' (arXiv 2307.09288) Table 1; meta-llama/Llama-2-{size}-hf config.json (vocab 32000, "
              "no dropout); NeMo-Framework-Launcher conf/training/llama/llama2_{size_l}.yaml (hidden_dropout 0.0)")
GPT3_NEMO_SRC = ("NVIDIA NeMo-Framework-Launcher conf/training/gpt3/{size}.yaml (tag 24.07): GPT-2 BPE tokenizer (50257, padded by "
                 "Megatron to a multiple of 128 x TP), ffn = 4 x hidden, GeLU, learned absolute positions, hidden and attention dropout 0.1")
NEMOTRON_SRC = ("NVIDIA NeMo-Framework-Launcher conf/training/nemotron/nemotron_{size}.yaml (tag 24.07) and NeMo "
                "nemo/collections/llm/gpt/model/nemotron.py: squared-ReLU MLP (not gated), 256k SentencePiece vocabulary, no dropout")

MODELS = {
    "llama3_8b": dense("Llama 3 8B", 32, 4096, 32, 8, 14336, True, 128256, False, LLAMA3_SRC.format(size="8B")),
    "llama3_70b": dense("Llama 3 70B", 80, 8192, 64, 8, 28672, True, 128256, False, LLAMA3_SRC.format(size="70B")),
    "llama31_405b": dense("Llama 3.1 405B", 126, 16384, 128, 8, 53248, True, 128256, False, LLAMA3_SRC.format(size="405B")),
    "llama2_7b": dense("Llama 2 7B", 32, 4096, 32, 32, 11008, True, 32000, False, LLAMA2_SRC.format(size="7b", size_l="7b")),
    "llama2_13b": dense("Llama 2 13B", 40, 5120, 40, 40, 13824, True, 32000, False, LLAMA2_SRC.format(size="13b", size_l="13b")),
    "llama2_70b": dense("Llama 2 70B", 80, 8192, 64, 8, 28672, True, 32000, False, LLAMA2_SRC.format(size="70b", size_l="70b")),
    "gpt3_5b": dense("GPT-3 5B (NeMo)", 24, 4096, 32, 32, 16384, False, 50257, True, GPT3_NEMO_SRC.format(size="5b")),
    "gpt3_20b": dense("GPT-3 20B (NeMo)", 44, 6144, 48, 48, 24576, False, 50257, True, GPT3_NEMO_SRC.format(size="20b")),
    "gpt3_175b": dense("GPT-3 175B (NeMo)", 96, 12288, 96, 96, 49152, False, 50257, True, GPT3_NEMO_SRC.format(size="175b")),
    "nemotron3_8b": dense("Nemotron-3 8B", 32, 4096, 32, 32, 16384, False, 256000, False, NEMOTRON_SRC.format(size="8b")),
    "nemotron3_22b": dense("Nemotron-3 22B", 40, 6144, 48, 48, 24576, False, 256000, False, NEMOTRON_SRC.format(size="22b")),
    "nemotron4_15b": dense("Nemotron-4 15B", 32, 6144, 48, 8, 24576, False, 256000, False,
                           "Parmar et al. 2024, 'Nemotron-4 15B Technical Report' (arXiv 2402.16819) Table 1; NeMo "
                           "nemo/collections/llm/gpt/model/nemotron.py Nemotron4Config15B (32 layers, hidden 6144, FFN 24576, 48 heads, "
                           "8 query groups, squared-ReLU, 256k vocabulary, no dropout)"),
    "nemotron4_340b": dense("Nemotron-4 340B", 96, 18432, 96, 8, 73728, False, 256000, False,
                            "NVIDIA 2024, 'Nemotron-4 340B Technical Report' (arXiv 2406.11704) Table 1; NeMo-Framework-Launcher "
                            "conf/training/nemotron/nemotron_340b.yaml (96 layers, hidden 18432, FFN 4 x hidden, 96 heads, 8 query "
                            "groups, squared-ReLU, 256k vocabulary, no dropout)"),
    "mixtral_8x7b": moe(dense("Mixtral 8x7B", 32, 4096, 32, 8, 14336, True, 32000, False,
                              "Jiang et al. 2024, 'Mixtral of Experts' (arXiv 2401.04088) Table 1; mistralai/Mixtral-8x7B-v0.1 "
                              "config.json (8 local experts, 2 per token, intermediate 14336, vocab 32000, no dropout); NeMo "
                              "MixtralConfig8x7B"), 8, 2, 14336),
    "mixtral_8x22b": moe(dense("Mixtral 8x22B", 56, 6144, 48, 8, 16384, True, 32000, False,
                               "mistralai/Mixtral-8x22B-v0.1 config.json (56 layers, hidden 6144, 48 heads, 8 KV heads, "
                               "intermediate 16384, 8 experts, 2 per token, no dropout); NeMo MixtralConfig8x22B; vocabulary 32000 as "
                               "NeMo's TFLOP formula counts it (nemo/collections/common/parts/perf_metrics_utils.py)"), 8, 2, 16384),
    "qwen3_30b_a3b": moe(dense("Qwen3 30B-A3B", 48, 2048, 32, 4, 6144, True, 151936, False,
                               "Qwen/Qwen3-30B-A3B config.json and Megatron-Bridge Qwen3MoEModelProvider30B_A3B (48 layers, hidden "
                               "2048, 32 heads of 128, 4 KV heads, 128 experts, 8 per token, moe_intermediate_size 768, vocab 151936, "
                               "no shared expert, every layer MoE, no dropout); ffn_hidden is the dense intermediate_size (unused: "
                               "no dense layers)", head_dim=128), 128, 8, 768),
    "qwen3_235b_a22b": moe(dense("Qwen3 235B-A22B", 94, 4096, 64, 4, 12288, True, 151936, False,
                                 "Qwen/Qwen3-235B-A22B config.json and Megatron-Bridge Qwen3MoEModelProvider235B_A22B (94 layers, "
                                 "hidden 4096, 64 heads of 128, 4 KV heads, 128 experts, 8 per token, moe_intermediate_size 1536, "
                                 "vocab 151936, no shared expert, every layer MoE, no dropout); ffn_hidden is the dense "
                                 "intermediate_size (unused)", head_dim=128), 128, 8, 1536),
    "gpt_oss_120b": moe(dense("gpt-oss-120b", 36, 2880, 64, 8, 2880, True, 201088, False,
                              "openai/gpt-oss-120b config.json and Megatron-Bridge GPTOSSProvider120B (36 layers, hidden 2880, 64 "
                              "heads of 64, 8 KV heads, 128 experts, 4 per token, expert intermediate 2880, vocab 201088, no "
                              "dropout). Not representable here: 128-token sliding-window attention on every other layer, "
                              "attention sinks, biases in the linear layers", head_dim=64), 128, 4, 2880),
}

DEEPSEEK_V3 = moe(dense("DeepSeek-V3", 61, 7168, 128, 128, 18432, True, 129280, False,
                        "DeepSeek-AI 2024, 'DeepSeek-V3 Technical Report' (arXiv 2412.19437) section 4.2; deepseek-ai/DeepSeek-V3 "
                        "config.json; Megatron-Bridge DeepSeekV3ModelProvider (61 layers, hidden 7168, 128 heads, q_lora_rank 1536, "
                        "kv_lora_rank 512, qk nope/rope head dim 128/64, v head dim 128, first 3 layers dense with FFN 18432, 256 "
                        "routed experts of 2048 with 8 per token plus 1 shared expert, vocab 129280, no dropout). The "
                        "multi-token-prediction module is not part of the shape", head_dim=128), 256, 8, 2048, 1, 3)
DEEPSEEK_V3["shape"]["mla"] = {"kv_lora_rank": 512, "q_lora_rank": 1536, "rope_head_dim": 64}
MODELS["deepseek_v3"] = DEEPSEEK_V3


def shape(key, seq_len, **overrides):
    model = copy.deepcopy(MODELS[key]["shape"])
    model["seq_len"] = seq_len
    model.update(overrides)
    return model


def source(key):
    return MODELS[key]["source"]
