"""torchtitan benchmark submissions (pytorch/torchtitan benchmarks/) that ran on catalog GPUs."""

from . import models

URL = "https://github.com/pytorch/torchtitan/blob/4a61bd87d/benchmarks/llama3-8b_h200_202506_trainy-whitefiber.md"
TOML = ("https://github.com/pytorch/torchtitan/blob/e7c0cae934df78d6e9c2835f42ff1f757dc3fddc/torchtitan/models/llama3/"
        "train_configs/llama3_8b.toml")


def build(skipped):
    cases = []
    for nodes, tps_per_gpu, memory in ((4, 10938, 47.96), (8, 10753, 46.97)):
        gpus = nodes * 8
        cases.append({
            "id": f"torchtitan-trainy-h200-llama3-8b-{gpus}gpu",
            "kind": "training",
            "group": "torchtitan-2506-h200-trainy",
            "source": ("torchtitan benchmarks/llama3-8b_h200_202506_trainy-whitefiber.md (Trainy on WhiteFiber, June 2025), "
                       f"results table row NUM_NODES {nodes}; {URL}"),
            "software": {"framework": "pytorch-fsdp", "version": "torchtitan e7c0cae (2025-06-13), torch 2.8.0a0, torchao 0afa4c1"},
            "model": models.shape("llama3_8b", 8192, name="Llama 3.1 8B"),
            "hardware": {"gpu": "nvidia_h200_sxm_141gb", "gpus": gpus, "gpus_per_node": 8, "scaleout_gbps_per_gpu": 400,
                         "system": "WhiteFiber H200 nodes (8 H200 on NVLink, 400 Gb/s ConnectX-7 RDMA per GPU)"},
            "plan": {"tp": 1, "pp": 1, "dp": gpus, "cp": 1, "ep": 1, "micro_batch": 2, "global_batch": 2 * gpus,
                     "interleave": 1, "recompute": "selective", "sequence_parallel": False, "zero_stage": 3,
                     "precision": "fp8"},
            "measured": {"tokens_per_s": tps_per_gpu * gpus},
            "note": (f"The table gives {tps_per_gpu} tokens/s per GPU (sampled at the 100th iteration); tokens_per_s is that "
                     f"times {gpus} GPUs. Peak memory {memory} GiB. FSDP2 over all GPUs (data_parallel_shard_degree -1), "
                     "torch.compile, Float8 linear layers with tensorwise dynamic scaling, FP8 all-gather of FSDP "
                     "parameters with precomputed scales and FP8 weights recomputed in backward "
                     "(--quantize.linear.float8.* flags of the run command); attention and the output layer stay BF16. "
                     "Recompute 'selective' is torchtitan's op-level policy (selective_ac_option 'op': it saves the "
                     "output of every other matmul and of attention and recomputes the rest), which is more recomputation "
                     "than Megatron's selective mode. Model shape: " + models.source("llama3_8b") + "."),
            "assumptions": [
                "seq_len 8192, FSDP over all GPUs, TP/PP/CP 1, activation checkpointing mode selective/op: the run's "
                f"config file torchtitan/models/llama3/train_configs/llama3_8b.toml at the benchmarked commit ({TOML}); "
                "the command overrides only local_batch_size, compile and the float8 options",
                f"global_batch {2 * gpus}: local batch 2 x {gpus} GPUs (no gradient accumulation in the command)",
                "scaleout left to the reader's default: the fabric is 'RDMA ... 400Gb/s (Mellanox CX-7) per GPU', "
                "InfiniBand or RoCE not stated",
            ],
        })
    cases.extend(grand_teton_cases(skipped))
    return cases


GT_URL = "https://github.com/pytorch/torchtitan/blob/b5bcd76c6/benchmarks/llama3_h100_202412_torchtitan.md"
GT_COMMIT = "9dec370ad26b5f8e9a7333a0e36165018262644b"
GT_TOML = f"https://github.com/pytorch/torchtitan/blob/{GT_COMMIT}/train_configs/llama3_{{size}}.toml"
GT_CONFIG = f"https://github.com/pytorch/torchtitan/blob/{GT_COMMIT}/torchtitan/config_manager.py"
GT_FLOAT8 = ("torch.compile, Float8 linear layers (torchao, tensorwise dynamic scaling); attention and the output layer "
             "stay BF16.")
GT_PART = ("The benchmark's GPUs are Grand Teton H100 SXM with 96 GB HBM2e (2.4 TB/s) at their default 500 W power limit; "
           "the catalog's H100 SXM5 80GB (the same GH100 die with 132 SMs; HBM3 at 3.35 TB/s) under a 500 W cap stands in "
           "for them. Time depends on the cap and the die; the 96 vs 80 GB capacity matters only to memory, which these "
           "cases do not score.")
GT_ASYNC_TP = ("async_tensor_parallel true: the table's 'AsyncTP' (a plan field the model does not read: its pytorch-fsdp2 "
               "stack times TP collectives as not overlapped)")


def grand_teton_cases(skipped):
    """torchtitan's own end-of-2024 benchmark tables: FSDP, FSDP + CP, 2D, 3D and 4D on up to 512 H100."""
    def case(case_id, where, model_key, name, seq_len, gpus, plan, tps_per_gpu, note, assumptions, size):
        return {
            "id": case_id,
            "kind": "training",
            "group": "torchtitan-2412-h100-grandteton",
            "source": f"torchtitan benchmarks/llama3_h100_202412_torchtitan.md (torchtitan team, 2024-12), {where}; {GT_URL}",
            "software": {"framework": "pytorch-fsdp",
                         "version": "torchtitan 9dec370 (2024-12-26), torch 1963fc8 (2024-12-23), torchao eab345c"},
            "model": models.shape(model_key, seq_len, name=name),
            "hardware": {"gpu": "nvidia_h100_sxm5_80gb", "gpus": gpus, "gpus_per_node": 8, "scaleout_gbps_per_gpu": 400,
                         "gpu_power_limit_w": 500,
                         "system": "Meta Grand Teton (8 H100 SXM 96GB HBM2e at 500 W on NVLink, 400 Gb/s RDMA per GPU)"},
            "plan": plan,
            "measured": {"tokens_per_s": tps_per_gpu * gpus},
            "note": (f"The table gives {tps_per_gpu:,} tokens/s per GPU (read at the 90th iteration); tokens_per_s is that "
                     f"times {gpus} GPUs. {note} {GT_PART} Model shape: {models.source(model_key)}."),
            "assumptions": [
                "gpu nvidia_h100_sxm5_80gb with gpu_power_limit_w 500: the benchmark's H100 SXM 96GB HBM2e at its default "
                "500 W limit (see note); the catalog has no 96 GB HBM2e part",
                "scaleout left to the reader's default: the page says 'backend RDMA network with 400 Gb/s per GPU', "
                "InfiniBand or RoCE not stated",
                *assumptions,
                f"every field the table does not set: the run's config file {GT_TOML.format(size=size)}",
            ],
        }

    def plan(tp, pp, dp, cp, micro_batch, global_batch, recompute, **extra):
        return {"tp": tp, "pp": pp, "dp": dp, "cp": cp, "ep": 1, "micro_batch": micro_batch,
                "global_batch": global_batch, "interleave": 1, "recompute": recompute, "sequence_parallel": tp > 1,
                "zero_stage": 3, "precision": "fp8", **extra}

    cases = []
    for table, gpus, tps, memory in (("Table 1", 8, 8532, 76.8), ("Table 3", 128, 8380, 61.8)):
        cases.append(case(
            f"torchtitan-gt-h100-llama3-8b-fsdp-{gpus}gpu", f"{table}, row 'FSDP + torch.compile + Float8'",
            "llama3_8b", "Llama 3.1 8B", 8192, gpus, plan(1, 1, gpus, 1, 2, 2 * gpus, "selective"), tps,
            f"FSDP over all {gpus} GPUs, local batch 2, global batch {2 * gpus}, selective activation checkpointing "
            f"(torchtitan's 'op' policy); {GT_FLOAT8} Peak memory {memory} GiB.",
            [f"global_batch {2 * gpus}: local batch 2 x {gpus} GPUs, as the table says",
             "seq_len 8192: the config file (the table does not change it)"], "8b"))
    for dp, cp, tps, memory in ((8, 1, 3890, 83.9), (4, 2, 2540, 84.2), (2, 4, 1071, 84.0), (1, 8, 548, 84.5)):
        seq_len = 32768 * cp
        cases.append(case(
            f"torchtitan-gt-h100-llama3-8b-{seq_len // 1024}k-cp{cp}", f"Table 2, row 'FSDP {dp}, CP {cp}'",
            "llama3_8b", "Llama 3.1 8B", seq_len, 8,
            plan(1, 1, dp, cp, 1, dp, "full", context_parallel_rotate_method="allgather"), tps,
            f"FSDP {dp} x CP {cp} on one 8-GPU host, local batch 1 (global batch {dp}), full activation checkpointing; "
            f"{GT_FLOAT8} Context parallelism is PyTorch's experimental context_parallel SDPA with its default "
            f"'allgather' K/V exchange. Peak memory {memory} GiB.",
            [f"global_batch {dp}: local batch 1 per data-parallel rank x FSDP degree {dp} (torchtitan's batch is per "
             "data-parallel rank; the CP ranks share one sequence)",
             f"context_parallel_rotate_method allgather: the default of --experimental.context_parallel_rotate_method "
             f"at the benchmarked commit ({GT_CONFIG})"], "8b"))
    cases.append(case(
        "torchtitan-gt-h100-llama3-70b-2d-256gpu", "Table 4, row '2D'", "llama3_70b", "Llama 3.1 70B", 8192, 256,
        plan(8, 1, 32, 1, 16, 512, "full"), 829,
        f"FSDP 32 x TP 8 on 256 GPUs, local batch 16, global batch 512, full activation checkpointing; {GT_FLOAT8} "
        "Peak memory 71.9 GiB.",
        ["micro_batch 16: the local batch in one forward and backward (no gradient accumulation without PP)"], "70b"))
    skipped.append(("torchtitan benchmarks/llama3_h100_202412_torchtitan.md Table 4 '2D + AsyncTP'",
                    "async TP: the pytorch-fsdp2 stack has no async-TP variant; the plain 2D row is taken"))
    cases.append(case(
        "torchtitan-gt-h100-llama3-405b-3d-1f1b-512gpu", "Table 5, row '1F1B'", "llama31_405b", "Llama 3.1 405B", 8192,
        512, plan(8, 8, 8, 1, 4, 256, "full", async_tensor_parallel=True), 100,
        "FSDP 8 x TP 8 x PP 8 on 512 GPUs, local batch 32 in 8 micro-batches, global batch 256, 1F1B, full activation "
        f"checkpointing, async TP; {GT_FLOAT8} Peak memory 82.5 GiB.",
        ["micro_batch 4: local batch 32 / 8 micro-batches (--experimental.pipeline_parallel_microbatches defaults to "
         f"the pipeline degree at the benchmarked commit, {GT_CONFIG})",
         "global_batch 256: as the table says (local batch 32 x FSDP 8)", GT_ASYNC_TP], "405b"))
    skipped.append(("torchtitan benchmarks/llama3_h100_202412_torchtitan.md Table 5 'Interleaved 1F1B'",
                    "stages per rank not given"))
    for dp, cp, tps, memory in ((8, 1, 76, 75.3), (4, 2, 47, 75.9), (2, 4, 31, 77.1), (1, 8, 16, 84.9)):
        seq_len = 32768 * cp
        cases.append(case(
            f"torchtitan-gt-h100-llama3-405b-{seq_len // 1024}k-cp{cp}", f"Table 6, row 'FSDP {dp}, CP {cp}'",
            "llama31_405b", "Llama 3.1 405B", seq_len, 512,
            plan(8, 8, dp, cp, 1, 8 * dp, "full", context_parallel_rotate_method="allgather",
                 async_tensor_parallel=True), tps,
            f"FSDP {dp} x CP {cp} x TP 8 x PP 8 on 512 GPUs, local batch 8 in 8 micro-batches, 1F1B, full activation "
            f"checkpointing, async TP; {GT_FLOAT8} Peak memory {memory} GiB.",
            ["micro_batch 1: local batch 8 / 8 micro-batches (the default: one per pipeline stage)",
             f"global_batch {8 * dp}: local batch 8 per data-parallel rank x FSDP degree {dp}",
             "context_parallel_rotate_method allgather: the default at the benchmarked commit", GT_ASYNC_TP], "405b"))
    skipped.append(("torchtitan benchmarks/llama3_h100_202412_torchtitan.md Tables 1 and 3, rows 'FSDP' and "
                    "'FSDP + torch.compile'", "eager and compiled BF16 variants of the Float8 rows; the stack does not "
                    "distinguish torch.compile"))
    return cases
