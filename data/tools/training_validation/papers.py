"""Single published runs with a logged step time and their full configuration: BLOOM-176B (Megatron-DeepSpeed)
and a Megatron-Bridge MoE tuning record."""

from . import common, models

BLOOM_LOG = ("https://github.com/bigscience-workshop/bigscience/blob/e726b15982fa088fb6d9a4c869c19c3d4dbc84a7/train/"
             "tr11-176B-ml/chronicles.md")
BLOOM_SLURM = ("https://github.com/bigscience-workshop/bigscience/blob/003b25057ea7dd7b476dd2feb28668725b1cbdaa/train/"
               "tr11-176B-ml/tr11-176B-ml.slurm")
QWEN_SKILL = ("https://github.com/NVIDIA-NeMo/Megatron-Bridge/blob/067f987df03b8355b03192d88d70f1709fedf51a/skills/"
              "nemo-mbridge-perf-moe-hardware-configs/SKILL.md")


def bloom():
    return {
        "id": "bloom-176b-tr11-iteration-12695",
        "kind": "training",
        "group": "bloom-176b-tr11",
        "source": ("BigScience BLOOM-176B training (tr11-176B-ml) chronicles, entry 2022-03-18, training log line of "
                   f"iteration 12695 at the full global batch of 2048; {BLOOM_LOG}; configuration from the run's slurm "
                   f"script {BLOOM_SLURM}"),
        "software": {"framework": "deepspeed", "version": "BigScience Megatron-DeepSpeed fork with DeepSpeed BF16Optimizer "
                                                         "(2022, PyTorch 1.11)"},
        "model": {"name": "BLOOM 176B", "layers": 70, "hidden": 14336, "heads": 112, "kv_heads": 112, "head_dim": 128,
                  "ffn_hidden": 57344, "gated_mlp": False, "vocab": 250880, "seq_len": 2048, "dropout": True},
        "hardware": {"gpu": "nvidia_a100_sxm4_80gb", "gpus": 384, "gpus_per_node": 8, "scaleout": "infiniband",
                     "scaleout_gbps_per_gpu": 50,
                     "system": "IDRIS Jean Zay gpu_p5 partition: 48 nodes of 8 A100 80GB on NVLink, 4x Omni-Path 100 Gb/s "
                               "per node"},
        "plan": {"tp": 4, "pp": 12, "dp": 8, "cp": 1, "ep": 1, "micro_batch": 2, "global_batch": 2048, "interleave": 1,
                 "recompute": "full", "sequence_parallel": False, "zero_stage": 1, "precision": "bf16"},
        "measured": {"iteration_time_s": 105.22, "tflops_per_gpu": 149.02,
                     "flops_convention": ("hardware FLOPs (HFU): the Megatron-DeepSpeed throughput calculator counts 4 "
                                          "passes when activations are checkpointed, 96*B*s*L*h^2*(1 + s/(6h) + "
                                          "V/(16*L*h)); this reproduces the logged 149 TFLOP/s at 105.22 s")},
        "note": ("The log line reads 'elapsed time per iteration (s): 105.22 | global batch size: 2048 | ... | samples per "
                 "second: 19.463 | TFLOPs: 149.02'; the chronicles call it 'about 105 secs' and '149-150 TFLOPs per GPU'. "
                 "ALiBi positions and an embedding layer norm (not modelled). Pipeline partition by transformer and "
                 "embedding layers ('type:transformer|embedding'). The optimizer is DeepSpeed's BF16Optimizer with "
                 "ZeRO stage 0, which 'implements its own zero stage 1 equivalent' (the script), with FP32 gradient "
                 "accumulation."),
        "assumptions": [
            "ffn_hidden 57344 = 4 x hidden: Megatron's GPT default (the script sets no --ffn-hidden-size)",
            "dropout true: the script sets no --hidden-dropout/--attention-dropout, so Megatron-DeepSpeed's 0.1 defaults apply",
            "scaleout infiniband, 50 Gb/s per GPU: the node's 4x Omni-Path 100 Gb/s links over 8 GPUs; Omni-Path is an "
            "InfiniBand-class RDMA fabric, the format knows only infiniband and roce",
            "dp 8 = 384 / (TP 4 x PP 12)",
            "zero_stage 1: the BF16Optimizer's built-in stage-1 sharding (see note)",
        ],
    }


def qwen_skill():
    return {
        "id": "mbridge-skill-qwen3-30b-a3b-h100-bf16-16gpu",
        "kind": "training",
        "group": "mbridge-skill-moe-h100",
        "source": ("NVIDIA-NeMo/Megatron-Bridge skills/nemo-mbridge-perf-moe-hardware-configs/SKILL.md, section 'Qwen3 "
                   f"30B-A3B on 16 H100' (the measured canonical recipe, 2026-08); {QWEN_SKILL}"),
        "software": {"framework": "megatron", "version": "Megatron-Bridge main (2026-08), HybridEP dispatcher"},
        "model": dict(models.shape("qwen3_30b_a3b", 4096)),
        "hardware": common.hardware("DGX-H100", 16),
        "plan": common.plan(tp=1, pp=1, dp=16, cp=1, ep=16, micro_batch=1, global_batch=1024, interleave=1,
                            recompute=None, sequence_parallel=False, zero_stage=None, precision="bf16"),
        "measured": {"iteration_time_s": 20.14729, "tflops_per_gpu": 299.352,
                     "flops_convention": common.MEGATRON_CAUSAL},
        "note": ("'Measured: 20.14729s/step, 299.352 model TFLOPS/GPU over iterations 41-50'. Routing force-balanced, "
                 "EP communication overlapped with compute, CUDA graphs on the router and MoE preprocessing, HybridEP with "
                 "permute fusion. Model shape: " + models.source("qwen3_30b_a3b") + "."),
        "assumptions": ["DGX H100 nodes (8 GPUs, 400 Gb/s InfiniBand per GPU): the record says only '16 H100'",
                        "dp 16 = GPUs / (TP x PP x CP)"],
    }


MTNLG_QUOTE = "https://github.com/cli99/llm-analysis/blob/main/examples/megatron-turing-nlg/README.md"


def mtnlg():
    cases = []
    for nodes, seconds, tflops in ((280, 60.1, 126), (350, 50.2, 121), (420, 44.4, 113)):
        gpus = nodes * 8
        cases.append({
            "id": f"mtnlg-530b-{nodes}-dgx-a100",
            "kind": "training",
            "group": "mtnlg-530b-sec2.4",
            "source": ("Smith et al. 2022, 'Using DeepSpeed and Megatron to Train Megatron-Turing NLG 530B' (arXiv "
                       f"2201.11990) section 2.4: global batch 1920 on {nodes} DGX A100 servers, {seconds} s per iteration, "
                       f"{tflops} TFLOP/s per GPU; transcribed as quoted in {MTNLG_QUOTE}"),
            "software": {"framework": "deepspeed", "version": "DeepSpeed + Megatron-LM (Megatron-DeepSpeed, 2021)"},
            "model": {"name": "MT-NLG 530B", "layers": 105, "hidden": 20480, "heads": 128, "kv_heads": 128,
                      "head_dim": 160, "ffn_hidden": 81920, "gated_mlp": False, "vocab": 50272, "seq_len": 2048,
                      "dropout": True},
            "hardware": {"gpu": "nvidia_a100_sxm4_80gb", "gpus": gpus, "gpus_per_node": 8, "scaleout": "infiniband",
                         "scaleout_gbps_per_gpu": 200,
                         "system": "NVIDIA Selene (DGX A100 80GB, 8x HDR InfiniBand 200 Gb/s per node, full fat tree)"},
            "plan": {"tp": 8, "pp": 35, "dp": gpus // 280, "cp": 1, "ep": 1, "micro_batch": None, "global_batch": 1920,
                     "interleave": None, "recompute": "full", "sequence_parallel": False, "zero_stage": None,
                     "precision": None},
            "measured": {"iteration_time_s": seconds, "tflops_per_gpu": tflops,
                         "flops_convention": ("hardware FLOPs (HFU) with full recomputation: 96*B*s*L*h^2*(1 + s/(6h) + "
                                              "V/(16*L*h)) per iteration (Narayanan et al. 2021), which reproduces "
                                              f"{tflops} TFLOP/s at {seconds} s")},
            "note": ("8-way tensor slicing inside a DGX node and 35-way pipeline parallelism, data parallelism across the "
                     "rest (the paper). Micro-batch size, interleaving and optimizer sharding are not given."),
            "assumptions": [
                f"dp {gpus // 280} = GPUs / (TP 8 x PP 35)",
                "recompute full: the reported TFLOP/s equal the count with a recomputed forward pass (see flops_convention)",
                "dropout true, ffn 4 x hidden: Megatron GPT defaults (not restated in the quoted section); precision "
                "left null (16-bit mixed precision, format not restated in the quoted section; FP16 and BF16 share the "
                "A100 peak)",
                "gpu A100 SXM4 80GB and 200 Gb/s HDR per GPU: Selene's DGX A100 80GB nodes (NVIDIA/Microsoft MT-NLG blog, "
                "2021); the quoting README says 40 GB, which Selene does not have",
            ],
        })
    return cases


def build(skipped):
    skipped.append(("OPT-175B (Zhang et al. 2022), MegaScale (NSDI'24), Nemotron-4 340B report Table 2",
                    "one-off claims ('up to 147 TFLOP/s'), non-standard blocks or GPU not in the catalog, or the table "
                    "itself not available to transcribe"))
    skipped.append(("DeepSpeed Ulysses / ZeRO papers and blogs", "V100/A100 claims without full configurations; "
                    "Ulysses sequence parallelism is not context parallelism in the format"))
    case = qwen_skill()
    case["model"]["moe"]["router_force_balanced"] = True
    return [bloom(), case] + mtnlg()
