"""Megatron-LM's own published H100 runs: the README's weak- and strong-scaling results (Megatron-Core r0.8.0,
July 2024) and the FP8 table of examples/llama/README.md (2025-06)."""

from . import common, models

README_URL = "https://github.com/NVIDIA/Megatron-LM/blob/f2e5db402c44ae309aa6448bcb4ae87e8ae0f5f4/README.md"
TABLE_URL = "https://github.com/NVIDIA/Megatron-LM/blob/f2e5db402c44ae309aa6448bcb4ae87e8ae0f5f4/images/model_table.png"
LLAMA_URL = "https://github.com/NVIDIA/Megatron-LM/blob/bf6e99859f/examples/llama/README.md"

# images/model_table.png: size, heads, hidden, layers, TP, PP, DP, GPUs, batch, TFLOP/s per GPU, MFU.
WEAK_SCALING = """
1.7B | 16  | 2048  | 24  | 1 | 1  | 48 | 48   | 192  | 408.8 | 41
7.1B | 32  | 4096  | 30  | 2 | 1  | 48 | 96   | 192  | 465.9 | 47
16B  | 48  | 6144  | 32  | 4 | 1  | 48 | 192  | 192  | 489.1 | 49
32B  | 56  | 7168  | 48  | 8 | 1  | 48 | 384  | 192  | 459.6 | 46
70B  | 64  | 8192  | 84  | 8 | 2  | 48 | 768  | 384  | 419.7 | 42
119B | 80  | 10240 | 92  | 8 | 4  | 48 | 1536 | 768  | 420.5 | 43
177B | 96  | 12288 | 96  | 8 | 6  | 48 | 2304 | 1152 | 432.8 | 44
314B | 128 | 16384 | 96  | 8 | 8  | 48 | 3072 | 1536 | 474.4 | 48
462B | 144 | 18432 | 112 | 8 | 16 | 48 | 6144 | 3072 | 459.9 | 47
"""

COMMON_ASSUMPTIONS = [
    "ffn_hidden = 4 x hidden, GeLU (not gated), hidden/attention dropout 0.1: Megatron-LM's GPT defaults; the README "
    "says only 'GPT models' with the listed heads, hidden size and layers",
    "precision bf16: not stated; the MFU column equals TFLOP/s over the H100 BF16 dense peak (408.8 / 989 = 41%)",
    "zero_stage 1: the README names --overlap-param-gather, which Megatron-LM only runs with the distributed optimizer",
    "gpus_per_node 8 (H100 SXM nodes); the system and its scale-out fabric are not named (scaleout_gbps_per_gpu absent)",
]


def weak_scaling():
    cases = []
    for row in WEAK_SCALING.strip().splitlines():
        cells = [c.strip() for c in row.split("|")]
        size = cells[0]
        heads, hidden, layers, tp, pp, dp, gpus, batch = (int(c) for c in cells[1:9])
        tflops, mfu = float(cells[9]), int(cells[10]) / 100
        assumptions = list(COMMON_ASSUMPTIONS)
        if tp > 1:
            assumptions.append("sequence_parallel true: the README names --tp-comm-overlap, which requires sequence "
                               "parallelism")
        cases.append({
            "id": f"megatron-lm-2407-weak-scaling-gpt-{size.lower()}-{gpus}gpu",
            "kind": "training",
            "group": "megatron-lm-2407-h100-weak-scaling",
            "source": ("NVIDIA Megatron-LM README, 'Training Speed and Scalability' / weak scaling (Megatron-Core r0.8.0 on "
                       f"H100, July 2024), model table row {size}; {README_URL} and {TABLE_URL}"),
            "software": {"framework": "megatron", "version": "Megatron-Core r0.8.0"},
            "model": {"name": f"Megatron GPT {size}", "layers": layers, "hidden": hidden, "heads": heads, "kv_heads": heads,
                      "head_dim": hidden // heads, "ffn_hidden": 4 * hidden, "gated_mlp": False, "vocab": 131072,
                      "seq_len": 4096, "dropout": True},
            "hardware": {"gpu": "nvidia_h100_sxm5_80gb", "gpus": gpus, "gpus_per_node": 8,
                         "system": "NVIDIA H100 cluster (not named in the README)"},
            "plan": common.plan(tp=tp, pp=pp, dp=dp, cp=1, ep=1, micro_batch=None, global_batch=batch, interleave=None,
                                recompute=None, sequence_parallel=tp > 1, zero_stage=1, precision="bf16"),
            "measured": {"tflops_per_gpu": tflops, "mfu": mfu, "flops_convention": common.MEGATRON_LM_FULL},
            "note": ("Vocabulary 131072, sequence length 4096 (the README). DP, TP and PP communication overlapped with "
                     "compute (--overlap-grad-reduce, --overlap-param-gather, --tp-comm-overlap, PP overlap by default). "
                     "End-to-end throughput including data loading, optimizer steps and logging. Micro-batch size, "
                     "interleaving and recomputation are not given."),
            "assumptions": assumptions,
        })
    return cases


def strong_scaling():
    cases = []
    for gpus, mfu in ((96, 0.47), (4608, 0.42)):
        cases.append({
            "id": f"megatron-lm-2407-strong-scaling-gpt-177b-{gpus}gpu",
            "kind": "training",
            "group": "megatron-lm-2407-h100-strong-scaling",
            "source": ("NVIDIA Megatron-LM README, 'Strong Scaling Results' (Megatron-Core r0.8.0 on H100, July 2024): "
                       f"'strong scales the standard GPT-3 model ... from 96 H100 GPUs to 4,608 GPUs, using the same batch "
                       f"size of 1,152 sequences throughout ... a reduction in MFU from 47% to 42%'; {README_URL}"),
            "software": {"framework": "megatron", "version": "Megatron-Core r0.8.0"},
            "model": {"name": "Megatron GPT 177B (GPT-3 175B with the 131072 vocabulary)", "layers": 96, "hidden": 12288,
                      "heads": 96, "kv_heads": 96, "head_dim": 128, "ffn_hidden": 49152, "gated_mlp": False,
                      "vocab": 131072, "seq_len": 4096, "dropout": True},
            "hardware": {"gpu": "nvidia_h100_sxm5_80gb", "gpus": gpus, "gpus_per_node": 8,
                         "system": "NVIDIA H100 cluster (not named in the README)"},
            "plan": common.plan(tp=None, pp=None, dp=None, cp=1, ep=1, micro_batch=None, global_batch=1152,
                                interleave=None, recompute=None, sequence_parallel=None, zero_stage=1, precision="bf16"),
            "measured": {"mfu": mfu, "flops_convention": common.MEGATRON_LM_FULL},
            "note": ("The end points of the README's strong-scaling figure as its text states them; the parallel layout at "
                     "each point is not given (the weak-scaling table runs this model at TP 8, PP 6)."),
            "assumptions": COMMON_ASSUMPTIONS[:1] + [
                "layers 96, hidden 12288, heads 96: 'the standard GPT-3 model', the 177B row of the README's model table",
                "vocab 131072 and seq_len 4096: the benchmark configuration the README states for its scaling runs",
            ] + COMMON_ASSUMPTIONS[1:],
        })
    return cases


# examples/llama/README.md 'FP8 Performance'. Model, GPUs, GBS, MBS, seq, TP, PP, CP, VP, EP, GA, tokens/s/GPU, TFLOP/s/GPU.
LLAMA_FP8 = """
LLAMA3-8B   | 8    | 128 | 1 | 8192 | 1 | 1 | 2 | 1 | 1 | 32 | 13812 | 800
LLAMA3-70B  | 64   | 128 | 1 | 8192 | 4 | 8 | 1 | 5 | 1 | 64 | 1621  | 780
LLAMA3-405B | 1024 | 512 | 1 | 8192 | 8 | 8 | 2 | 8 | 1 | 64 | 315   | 834
"""


def llama_fp8():
    keys = {"LLAMA3-8B": "llama3_8b", "LLAMA3-70B": "llama3_70b", "LLAMA3-405B": "llama31_405b"}
    cases = []
    for row in LLAMA_FP8.strip().splitlines():
        cells = [c.strip() for c in row.split("|")]
        name = cells[0]
        gpus, gbs, mbs, seq, tp, pp, cp, vp, ep, ga, tokens, tflops = (int(c) for c in cells[1:])
        dp = gpus // (tp * pp * cp)
        if gbs != mbs * dp * ga:
            raise ValueError(name)
        key = keys[name]
        extra = []
        zero, sp = None, None
        if name == "LLAMA3-8B":
            zero, sp = 1, False
            extra.append("zero_stage 1, FP8 hybrid with delayed scaling (amax history 1024), FP8 parameter all-gather: "
                         "the example's train_llama3_8b_h100_fp8.sh (--use-distributed-optimizer, --fp8-format hybrid, "
                         "--fp8-amax-history-len 1024, --fp8-param-gather); the 70B and 405B rows have no script")
        cases.append({
            "id": f"megatron-lm-llama-example-{common.slug(name)}-h100-fp8-{gpus}gpu",
            "kind": "training",
            "group": "megatron-lm-2506-llama-fp8",
            "source": f"NVIDIA Megatron-LM examples/llama/README.md, 'FP8 Performance' table (2025-06), row {name}; {LLAMA_URL}",
            "software": {"framework": "megatron", "version": "Megatron-LM (examples/llama, June 2025; the example checks out core_r0.12.0)"},
            "model": models.shape(key, seq),
            "hardware": common.hardware("DGX-H100", gpus),
            "plan": common.plan(tp=tp, pp=pp, dp=dp, cp=cp, ep=ep, micro_batch=mbs, global_batch=gbs, interleave=vp,
                                recompute=None, sequence_parallel=sp, zero_stage=zero, precision="fp8"),
            "measured": {"tokens_per_s": tokens * gpus, "tflops_per_gpu": tflops,
                         "flops_convention": "model FLOPs with attention over the whole sequence (the figures follow "
                                             "NeMo's count: 13812 tokens/s x 5.79e10 FLOP/token = 800 TFLOP/s)"},
            "note": (f"FP8 (hybrid format). The table gives {tokens} tokens/s per GPU; tokens_per_s is that times {gpus} "
                     "GPUs. The README says the configurations follow NeMo's performance scripts. Model shape: "
                     + models.source(key) + "."),
            "assumptions": [
                "gpu H100 SXM5 on DGX H100 (8 per node, 400 Gb/s InfiniBand per GPU): the table does not name the system; "
                "the example's script is train_llama3_8b_h100_fp8.sh and the throughputs match NeMo's DGX-H100 figures",
                f"dp {dp} = GPUs / (TP x PP x CP): the table has no DP column",
            ] + extra,
        })
    return cases


def build(skipped):
    skipped.append(("Narayanan et al. SC'21 Table 1 (the pre-2024 Megatron-LM README image cases_april2021.png)",
                    "the image gives the model-parallel size TP x PP but not TP, PP or heads separately"))
    return weak_scaling() + strong_scaling() + llama_fp8()
