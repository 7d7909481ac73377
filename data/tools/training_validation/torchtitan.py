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
    skipped.append(("torchtitan benchmarks/llama3_h100_202412_torchtitan.md (Tables 1-6, 17 rows: FSDP, FSDP+CP up to "
                    "CP 8, 2D, 3D, 4D on up to 512 GPUs)",
                    "run on Meta Grand Teton H100 with 96 GB HBM2e at a 500 W limit, a part the catalog does not have "
                    "(nvidia_h100_sxm5_80gb is the 80 GB HBM3 part)"))
    return cases
