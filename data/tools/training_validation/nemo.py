"""NVIDIA NeMo performance tables before Megatron-Bridge: NeMo 24.07 (NeMo 1), the long-sequence (context
parallel) tables, and the NeMo 2 summaries of 25.02 / 25.04 / 25.07 as published on docs.nvidia.com.

The NeMo 24.07 and long-sequence tables are in NVIDIA/NeMo's git history (pinned commits below). The NeMo 2
pages exist only on docs.nvidia.com; rows are transcribed from the stored copies of those pages (only rows
shown in full; a row cut off in the copy is left out or keeps only the values shown).
"""

from . import common, models

NEMO_REPO_URL = "https://github.com/NVIDIA/NeMo/blob/{commit}/docs/source/performance/{file}"
SUMMARY_2407_COMMIT = "8e3d65dcfe"   # '24.07 perf numbers (#10253)'
LONGSEQ_H100_COMMIT = "a2c4cc8ee6"   # latest long-sequence page; its H100 table is the NeMo 24.03.01 one
LONGSEQ_B200_COMMIT = "14d427f575"   # 'update the perf number for B200 (#13112)', 2025-04-28

MODEL_KEYS = {
    "GPT3-5B": ("gpt3_5b", 2048), "GPT3-20B": ("gpt3_20b", 2048), "GPT3-175B": ("gpt3_175b", 2048),
    "LLAMA2-7B": ("llama2_7b", 4096), "LLAMA2-13B": ("llama2_13b", 4096), "LLAMA2-70B": ("llama2_70b", 4096),
    "Nemotron-8B": ("nemotron3_8b", 4096), "Nemotron-22B": ("nemotron3_22b", 4096),
    "Nemotron-340B": ("nemotron4_340b", 4096), "Nemotron-15B": ("nemotron4_15b", 4096),
    "LLAMA3-8B": ("llama3_8b", 8192), "LLAMA3-70B": ("llama3_70b", 8192), "LLAMA3-405B": ("llama31_405b", 8192),
    "LLAMA3.1-405B": ("llama31_405b", 8192), "Mixtral-8x7B": ("mixtral_8x7b", 4096),
    "Mixtral-8x22B": ("mixtral_8x22b", 65536),
}

# NeMo 24.07 performance summary (DGX-H100, FP8). Model, GPUs, GBS, MBS, seq, TP, PP, CP, VP, tokens/s/GPU, TFLOP/s/GPU.
SUMMARY_2407 = """
GPT3-5B       | 64  | 2048 | 4 | 2048 | 1 | 1 | 1 | 1  | 23406 | 765
GPT3-20B      | 64  | 256  | 2 | 2048 | 2 | 1 | 1 | 1  | 5851  | 750
GPT3-175B     | 128 | 256  | 1 | 2048 | 4 | 8 | 1 | 6  | 716   | 771
GPT3-175B     | 512 | 2048 | 2 | 2048 | 4 | 8 | 1 | 6  | 825   | 888
LLAMA2-7B     | 8   | 128  | 1 | 4096 | 1 | 1 | 1 | 1  | 16934 | 780
LLAMA2-13B    | 16  | 128  | 1 | 4096 | 1 | 4 | 1 | 10 | 8715  | 760
LLAMA2-70B    | 64  | 128  | 1 | 4096 | 4 | 4 | 1 | 20 | 1728  | 768
Nemotron-8B   | 64  | 256  | 4 | 4096 | 2 | 1 | 1 | 1  | 12507 | 643
Nemotron-22B  | 64  | 256  | 2 | 4096 | 2 | 4 | 1 | 10 | 4312  | 562
Nemotron-340B | 128 | 32   | 1 | 4096 | 8 | 8 | 1 | 12 | 326   | 686
LLAMA3-8B     | 8   | 128  | 1 | 8192 | 1 | 1 | 2 | 1  | 12273 | 711
LLAMA3-70B    | 64  | 128  | 1 | 8192 | 4 | 4 | 2 | 5  | 1524  | 734
"""
# Its fine-tuning table, SFT rows only (LoRA trains adapters on frozen weights). Model, GPUs, GBS, MBS, packed seq, TP, PP, tok/s/GPU, TFLOP/s/GPU.
SFT_2407 = """
LLAMA2-7B  | 8  | 32 | 1 | 4096 | 1 | 1 | 16891 | 673
LLAMA2-13B | 8  | 32 | 1 | 4096 | 1 | 4 | 10176 | 787
LLAMA2-70B | 16 | 32 | 1 | 4096 | 4 | 4 | 1816  | 749
"""

# Long-sequence tables. SeqLen (K), GPUs, batch, TFLOP/s without CP, TP, PP, DP, CP, TFLOP/s with CP.
LONGSEQ_H100 = """
4    | 4    | 1024 | 768  | 1 | 1 | 4  | 1  | 768
8    | 8    | 512  | 730  | 1 | 2 | 4  | 1  | 730
16   | 16   | 256  | 660  | 2 | 1 | 8  | 1  | 660
32   | 32   | 128  | 595  | 2 | 1 | 8  | 2  | 610
64   | 64   | 64   | 534  | 4 | 1 | 8  | 2  | 574
128  | 128  | 32   | 424  | 4 | 1 | 8  | 4  | 555
256  | 256  | 16   | 392  | 4 | 1 | 8  | 8  | 549
512  | 512  | 8    | 104  | 8 | 1 | 4  | 16 | 549
1024 | 1024 | 4    | 26.5 | 8 | 1 | 4  | 32 | 536
"""
# B200 table as first published (GPUs = TP x DP x CP; PP 1). SeqLen (K), GPUs, batch, TP, CP, DP, TFLOP/s.
LONGSEQ_B200 = """
8    | 2   | 512 | 1 | 1  | 2 | 1671
16   | 4   | 256 | 1 | 1  | 4 | 1717
32   | 8   | 128 | 1 | 2  | 4 | 1624
64   | 16  | 64  | 1 | 4  | 4 | 1600
128  | 32  | 32  | 2 | 4  | 4 | 1588
256  | 64  | 16  | 4 | 4  | 4 | 1590
512  | 128 | 8   | 4 | 8  | 4 | 1619
1024 | 256 | 4   | 4 | 16 | 4 | 1608
"""

# NeMo 2 pages (docs.nvidia.com). Model, GPUs, GBS, MBS, seq, FSDP, TP, PP, CP, VP, EP, GA, tokens/s/GPU, TFLOP/s/GPU.
NEMO2_PAGES = [
    {
        "release": "25.02", "system": "DGX-B200",
        "url": "https://docs.nvidia.com/nemo-framework/user-guide/latest/performance/performance_summary.html (NeMo 25.02 "
               "release of the page: 'Container: NeMo 25.02, System: DGX-B200')",
        "rows": """
GPT3-175B     | 512 | 2048 | 2 | 2048  | - | 4 | 4 | 1 | 6  | 1 | 32 | 1600  | 1722
LLAMA3-8B     | 8   | 128  | 2 | 8192  | - | 1 | 1 | 1 | 1  | 1 | 8  | 26006 | 1506
LLAMA3-70B    | 64  | 128  | 1 | 8192  | - | 2 | 4 | 2 | 5  | 1 | 32 | 3062  | 1474
LLAMA3-405B   | 128 | 64   | 1 | 8192  | - | 4 | 8 | 2 | 8  | 1 | 32 | 625   | 1658
Nemotron-15B  | 64  | 256  | 2 | 4096  | - | 1 | 1 | 1 | 1  | 1 | 2  | 14760 | 1387
Nemotron-340B | 128 | 32   | 1 | 4096  | - | 8 | 4 | 1 | 12 | 1 | 8  | 602   | 1268
Mixtral-8x7B  | 64  | 256  | 2 | 4096  | - | 1 | 1 | 1 | 1  | 8 | 2  | 15457 | 1282
Mixtral-8x22B | 256 | 1    | 64 | 65536 | - | 2 | 4 | 8 | 14 | 8 | 16 | 2232  | 824
""",
    },
    {
        "release": "25.02", "system": "DGX-H100",
        "url": "https://docs.nvidia.com/nemo-framework/user-guide/latest/performance/performance_summary.html (NeMo 25.02 "
               "release of the page, 'System: DGX-H100' table; only its first row is in the stored copy)",
        "rows": """
GPT3-175B     | 512 | 2048 | 2 | 2048  | - | 4 | 8 | 1 | 6  | 1 | 64 | 866   | 932
""",
    },
    {
        "release": "25.04", "system": "DGX-GB200",
        "url": "https://docs.nvidia.com/nemo-framework/user-guide/latest/performance/archive/25.04-performance-summary.html "
               "('Container: NeMo 25.04, System: DGX-GB200')",
        "rows": """
GPT3-175B     | 128 | 256  | 2 | 2048  | 0 | 4 | 4 | 1 | 12 | 1 | 16 | 1804  | 1942
LLAMA3-8B     | 8   | 128  | 2 | 8192  | 0 | 1 | 1 | 1 | 1  | 1 | 8  | 33099 | 1917
LLAMA3-70B    | 64  | 128  | 1 | 8192  | 1 | 1 | 1 | 1 | 1  | 1 | 2  | 4035  | 1943
LLAMA3-405B   | 128 | 64   | 1 | 8192  | 0 | 4 | 8 | 2 | 8  | 1 | 32 | 665   | 1763
Nemotron-15B  | 64  | 256  | 2 | 4096  | 0 | 1 | 1 | 1 | 1  | 1 | 2  | 17809 | 1674
Nemotron-340B | 128 | 32   | 1 | 4096  | 0 | 8 | 4 | 1 | 12 | 1 | 8  | 737   | 1551
Mixtral-8x7B  | 64  | 256  | 2 | 4096  | 0 | 1 | 1 | 1 | 1  | 8 | 2  | 19275 | 1598
Mixtral-8x22B | 256 | 1    | 64 | 65536 | 0 | 2 | 4 | 8 | 14 | 8 | 16 | 2731  | -
""",
    },
    {
        "release": "25.07", "system": "DGX-GB200",
        "url": "https://docs.nvidia.com/nemo-framework/user-guide/latest/performance/performance-summary.html ('Container: "
               "NeMo 25.07, System: DGX-GB200'; the numbers in parentheses are left out: the note that explains them is not "
               "in the stored copy)",
        "rows": """
LLAMA3-8B     | 8   | 128  | 2 | 8192  | 0 | 1 | 1 | 1 | 1  | 1 | 8  | 31737 | 1838
LLAMA3-70B    | 64  | 128  | 1 | 8192  | 1 | 1 | 1 | 1 | 1  | 1 | 2  | 4066  | 1957
LLAMA3.1-405B | 128 | 64   | 1 | 8192  | 1 | 2 | 1 | 1 | 1  | 1 | 1  | 706   | 1854
""",
    },
]


def table(text):
    return [[c.strip() for c in line.split("|")] for line in text.strip().splitlines()]


def nemo1_plan_notes(key, tp):
    notes = []
    assumptions = []
    sp = tp > 1
    if tp > 1:
        assumptions.append("sequence_parallel true: NeMo-Framework-Launcher 24.07 training configs set sequence_parallel: "
                           "true for every model trained with TP > 1")
    assumptions.append("zero_stage 1: the NeMo-Framework-Launcher 24.07 training configs use the distributed_fused_adam "
                       "optimizer (optimizer state sharded over data-parallel ranks)")
    return sp, notes, assumptions


def summary_2407(skipped):
    cases = []
    url = NEMO_REPO_URL.format(commit=SUMMARY_2407_COMMIT, file="performance_summary.md")
    for row in table(SUMMARY_2407):
        name, gpus, gbs, mbs, seq, tp, pp, cp, vp, tokens, tflops = row
        gpus, gbs, mbs, seq, tp, pp, cp, vp, tokens, tflops = map(common.number, (gpus, gbs, mbs, seq, tp, pp, cp, vp, tokens, tflops))
        key, _ = MODEL_KEYS[name]
        dp = gpus // (tp * pp * cp)
        sp, notes, assumptions = nemo1_plan_notes(key, tp)
        assumptions.insert(0, common.SYSTEMS["DGX-H100"]["fabric_assumption"])
        assumptions.append(f"dp {dp} = GPUs / (TP x PP x CP): the table has no DP column")
        note = (f"The table gives {tokens} tokens/s per GPU; tokens_per_s is that times {gpus} GPUs. FP8 through Transformer "
                "Engine (recipe not stated). Activation recomputation not stated (recompute null; the launcher's default "
                "training configs set none except selective for Nemotron-340B). The same numbers are republished on the "
                "NeMo 24.09 documentation page. Model shape: " + models.source(key) + ".")
        if name == "GPT3-175B" and gpus == 512:
            note = "The page links this row's 888 TFLOP/s to the MLPerf Training benchmark. " + note
        cases.append({
            "id": f"nemo-2407-{common.slug(name)}-h100-{gpus}gpu",
            "kind": "training",
            "group": "nemo-2407-h100",
            "source": f"NVIDIA NeMo performance summary, NeMo 24.07 container, DGX-H100 pre-training table (FP8); {url}",
            "software": {"framework": "megatron", "version": "NeMo 24.07 container (NeMo 1, Megatron-Core)"},
            "model": models.shape(key, seq),
            "hardware": common.hardware("DGX-H100", gpus),
            "plan": common.plan(tp=tp, pp=pp, dp=dp, cp=cp, ep=1, micro_batch=mbs, global_batch=gbs, interleave=vp,
                                recompute=None, sequence_parallel=sp, zero_stage=1, precision="fp8"),
            "measured": {"tokens_per_s": tokens * gpus, "tflops_per_gpu": tflops, "flops_convention": common.NEMO1_FULL},
            "note": note,
            "assumptions": assumptions,
        })
    for row in table(SFT_2407):
        name, gpus, gbs, mbs, seq, tp, pp, tokens, tflops = row
        gpus, gbs, mbs, seq, tp, pp, tokens, tflops = map(common.number, (gpus, gbs, mbs, seq, tp, pp, tokens, tflops))
        key, _ = MODEL_KEYS[name]
        dp = gpus // (tp * pp)
        sp, notes, assumptions = nemo1_plan_notes(key, tp)
        assumptions.insert(0, common.SYSTEMS["DGX-H100"]["fabric_assumption"])
        assumptions.append(f"dp {dp} = GPUs / (TP x PP); cp 1 and interleave null: the fine-tuning table has no CP or VP column")
        cases.append({
            "id": f"nemo-2407-sft-{common.slug(name)}-h100-{gpus}gpu",
            "kind": "training",
            "group": "nemo-2407-h100-sft",
            "source": f"NVIDIA NeMo performance summary, NeMo 24.07 container, DGX-H100 fine-tuning table (SFT rows, FP8); {url}",
            "software": {"framework": "megatron", "version": "NeMo 24.07 container (NeMo 1, Megatron-Core)"},
            "model": models.shape(key, seq),
            "hardware": common.hardware("DGX-H100", gpus),
            "plan": common.plan(tp=tp, pp=pp, dp=dp, cp=1, ep=1, micro_batch=mbs, global_batch=gbs, interleave=None,
                                recompute=None, sequence_parallel=sp, zero_stage=1, precision="fp8"),
            "measured": {"tokens_per_s": tokens * gpus, "tflops_per_gpu": tflops, "flops_convention": common.NEMO1_FULL},
            "note": (f"Full-parameter supervised fine-tuning on SQuAD v1.1 packed to 4096 tokens. The table gives {tokens} "
                     f"tokens/s per GPU; tokens_per_s is that times {gpus} GPUs. Model shape: " + models.source(key) + "."),
            "assumptions": assumptions,
        })
    skipped.append(("NeMo 24.07 fine-tuning table, 3 LoRA rows", "LoRA fine-tuning: frozen base weights"))
    return cases


def long_sequence(skipped):
    cases = []
    url_h100 = NEMO_REPO_URL.format(commit=LONGSEQ_H100_COMMIT, file="performance_long_sequence.md")
    url_b200 = NEMO_REPO_URL.format(commit=LONGSEQ_B200_COMMIT, file="performance_long_sequence.md")
    convention = ("model FLOPs with attention over the whole sequence (assumed: NeMo's TFLOP/s count in the 24.x/25.x "
                  "summaries, which counts the full s^2 attention)")
    for row in table(LONGSEQ_H100):
        seq_k, gpus, batch, no_cp, tp, pp, dp, cp, with_cp = map(common.number, row)
        seq = seq_k * 1024
        base = {
            "kind": "training",
            "group": "nemo-longseq-h100-2403",
            "source": ("NVIDIA NeMo 'Long Sequence Performance', LLAMA2-7B (FP8) - H100 table, NeMo 24.03.01 container, "
                       f"DGX-H100, row {seq_k}K; {url_h100}"),
            "software": {"framework": "megatron", "version": "NeMo 24.03.01 container (NeMo 1, Megatron-Core)"},
            "model": models.shape("llama2_7b", seq),
            "hardware": common.hardware("DGX-H100", gpus),
        }
        assumptions = [common.SYSTEMS["DGX-H100"]["fabric_assumption"],
                       "micro_batch null: not given (the batch-size column is the global batch in sequences)"]
        cases.append(dict(base, **{
            "id": f"nemo-longseq-h100-llama2-7b-{seq_k}k-cp{cp}",
            "plan": common.plan(tp=tp, pp=pp, dp=dp, cp=cp, ep=1, micro_batch=None, global_batch=batch, interleave=None,
                                recompute=None, sequence_parallel=tp > 1 if tp > 1 else False, zero_stage=None,
                                precision="fp8"),
            "measured": {"tflops_per_gpu": with_cp, "flops_convention": convention},
            "note": (f"The configuration with context parallelism (CP {cp}); the table's 'with CP' figure. Recomputation, "
                     "micro-batch, interleaving and optimizer sharding are not given. Model shape: "
                     + models.source("llama2_7b") + "."),
            "assumptions": assumptions + (["sequence_parallel true: TP > 1 in NeMo's Llama 2 configs runs with sequence "
                                           "parallelism (NeMo-Framework-Launcher llama2 configs)"] if tp > 1 else []),
        }))
        if cp > 1:
            cases.append(dict(base, **{
                "id": f"nemo-longseq-h100-llama2-7b-{seq_k}k-nocp",
                "plan": common.plan(tp=None, pp=None, dp=None, cp=1, ep=1, micro_batch=None, global_batch=batch,
                                    interleave=None, recompute=None, sequence_parallel=None, zero_stage=None,
                                    precision="fp8"),
                "measured": {"tflops_per_gpu": no_cp, "flops_convention": convention},
                "note": ("Without context parallelism: 'the most performant model- and data-parallel configuration without "
                         "CP given the memory capacity of the GPU system' (the page), which it does not give; TP, PP, DP, "
                         "recomputation are for the model to choose. Model shape: " + models.source("llama2_7b") + "."),
                "assumptions": assumptions + [f"global_batch {batch} and {gpus} GPUs for the run without CP: the row's "
                                              "batch-size and GPU columns, assumed to hold for both columns of the row"],
            }))
    for row in table(LONGSEQ_B200):
        seq_k, gpus, batch, tp, cp, dp, tflops = map(common.number, row)
        seq = seq_k * 1024
        cases.append({
            "id": f"nemo-longseq-b200-llama3-8b-{seq_k}k-cp{cp}",
            "kind": "training",
            "group": "nemo-longseq-b200-2504",
            "source": ("NVIDIA NeMo 'Long Sequence Performance', LLAMA3-8B (FP8) - B200 table, NeMo 25.04.rc2 container, "
                       f"DGX-B200, row {seq_k}K, as first published; {url_b200}"),
            "software": {"framework": "megatron", "version": "NeMo 25.04.rc2 container (NeMo 2, Megatron-Core)"},
            "model": models.shape("llama3_8b", seq),
            "hardware": common.hardware("DGX-B200", gpus),
            "plan": common.plan(tp=tp, pp=1, dp=dp, cp=cp, ep=1, micro_batch=None, global_batch=batch, interleave=None,
                                recompute=None, sequence_parallel=tp > 1, zero_stage=None, precision="fp8"),
            "measured": {"tflops_per_gpu": tflops, "flops_convention": convention},
            "note": ("The page's later revisions (2025-05) list the GPU count as the sequence length in K (8 ... 1024) with "
                     "the same TP/DP/CP and TFLOP/s, which does not multiply out; the first revision's GPU count "
                     "(TP x DP x CP) is used. Its 'without CP' column is left out for that reason. Model shape: "
                     + models.source("llama3_8b") + "."),
            "assumptions": [common.SYSTEMS["DGX-B200"]["fabric_assumption"],
                            "pp 1: the first revision of the table has no PP column (the later one gives PP 1 throughout)",
                            "micro_batch null: not given (the batch-size column is the global batch in sequences)"]
                           + (["sequence_parallel true: NeMo 2 performance scripts set sequence_parallel = (TP > 1) "
                               "(scripts/performance/helpers.py)"] if tp > 1 else []),
        })
    skipped.append(("NeMo long-sequence B200 table, 'without CP' column (32K-512K)",
                    "GPU count of those runs is ambiguous between the page's two revisions"))
    return cases


def nemo2_pages(skipped):
    cases = []
    for page in NEMO2_PAGES:
        release, system = page["release"], page["system"]
        for row in table(page["rows"]):
            name = row[0]
            gpus, gbs, mbs, seq, fsdp, tp, pp, cp, vp, ep, ga, tokens, tflops = map(common.number, row[1:])
            key, _ = MODEL_KEYS[name]
            assumptions = [common.SYSTEMS[system]["fabric_assumption"]]
            notes = []
            if name == "Mixtral-8x22B":
                gbs, mbs = mbs, gbs
                assumptions.append("global_batch 64 and micro_batch 1: the page prints GBS 1 and MBS 64 for this row; "
                                   "swapped, since only GBS 64 / MBS 1 agrees with its GA 16 (64 = 1 x DP 4 x 16)")
            dp = gpus // (tp * pp * cp)
            assumptions.append(f"dp {dp} = GPUs / (TP x PP x CP): the table has no DP column")
            if gbs != mbs * dp * ga:
                raise ValueError(f"GA check fails for {release} {system} {name}")
            if fsdp is None:
                zero = 1
                assumptions.append("zero_stage 1: the 25.02 table has no FSDP column; NeMo 2 recipes use the distributed "
                                   "optimizer (nemo/collections/llm/recipes/optim/adam.py use_distributed_optimizer=True)")
            elif fsdp > 0:
                zero = 3
                notes.append("FSDP 1: Megatron-FSDP (full sharding of parameters, gradients and optimizer state).")
            else:
                zero = 1
                assumptions.append("zero_stage 1: FSDP 0 means DDP in the table; NeMo 2 recipes use the distributed "
                                   "optimizer (nemo/collections/llm/recipes/optim/adam.py use_distributed_optimizer=True)")
            sp = tp > 1
            assumptions.append(f"sequence_parallel {str(sp).lower()}: NeMo 2 performance scripts set sequence_parallel = "
                               "(TP > 1) (scripts/performance/helpers.py)")
            model = models.shape(key, seq)
            if "moe" in model:
                notes.append("MoE routing balance and token dropping are not stated.")
            measured = {"tokens_per_s": tokens * gpus}
            notes.append(f"The table gives {tokens} tokens/s per GPU; tokens_per_s is that times {gpus} GPUs.")
            if tflops is not None:
                measured["tflops_per_gpu"] = tflops
                measured["flops_convention"] = common.NEMO2_FULL
            else:
                notes.append("Its TFLOP/s figure is cut off in the stored copy of the page.")
            if name == "GPT3-175B" and system != "DGX-H100":
                notes.append("One stored copy of the page shows this row's TFLOP/s cell empty; another shows the value used.")
            cases.append({
                "id": f"nemo-{release.replace('.', '')}-{common.slug(name)}-{common.slug(system.replace('DGX-', ''))}-{gpus}gpu",
                "kind": "training",
                "group": f"nemo-{release.replace('.', '')}-{common.slug(system.replace('DGX-', ''))}",
                "source": (f"NVIDIA NeMo Framework performance summary, NeMo {release} container, {system} pre-training "
                           f"table (FP8, per-tensor current scaling), row {name}; {page['url']}"),
                "software": {"framework": "megatron", "version": f"NeMo {release} container (NeMo 2, Megatron-Core)"},
                "model": model,
                "hardware": common.hardware(system, gpus),
                "plan": common.plan(tp=tp, pp=pp, dp=dp, cp=cp, ep=ep, micro_batch=mbs, global_batch=gbs, interleave=vp,
                                    recompute=None, sequence_parallel=sp, zero_stage=zero, precision="fp8"),
                "measured": measured,
                "note": " ".join(notes + ["FP8 with per-tensor current scaling (the page). Recomputation not given "
                                          "(recompute null). Model shape: " + models.source(key) + "."]),
                "assumptions": assumptions,
            })
    skipped.append(("NeMo 25.07 GB200 table, LLAMA4 Scout/Maverick rows",
                    "Llama 4 interleaves dense and MoE layers and chunked attention, not expressible in the format"))
    skipped.append(("NeMo 25.07 GB200 table, numbers in parentheses (6 values)",
                    "the note that says what they are is not in the stored copy of the page"))
    skipped.append(("NeMo 24.09-25.07 pages, tables after the first on each page (H100, B200 ...)",
                    "not in the stored copies of the pages (only each page's beginning is stored)"))
    return cases


def build(skipped):
    return summary_2407(skipped) + long_sequence(skipped) + nemo2_pages(skipped)
