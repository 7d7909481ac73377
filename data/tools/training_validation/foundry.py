"""MosaicML llm-foundry MPT training benchmarks (PyTorch FSDP through Composer) as validation cases.

Source: mosaicml/llm-foundry scripts/train/benchmarking/README.md at two commits: 2023-05 (first tables, A100 only)
and 2024-04 (H100 BF16/FP8 tables of 2023-10 and 2024-01, A100 tables of 2023-10).
"""

import subprocess

from . import common

REPO_URL = "https://github.com/mosaicml/llm-foundry/blob/{commit}/scripts/train/benchmarking/README.md"
NEW_COMMIT = "495218376830947dce625efabc4d86be7c47cc45"
OLD_COMMIT = "1ef7b4d21523d152d63f9705c5b497b4df48e855"
PATH = "scripts/train/benchmarking/README.md"

# scripts/train/yamls/pretrain/mpt-*.yaml: d_model, n_heads, n_layers (expansion_ratio 4, vocab 50368).
MPT = {
    "125m": (768, 12, 12), "350m": (1024, 16, 24), "760m": (1536, 12, 24), "1b": (2048, 16, 24),
    "3b": (2560, 20, 32), "7b": (4096, 32, 32), "13b": (5120, 40, 40), "30b": (7168, 56, 48), "70b": (8192, 64, 80),
}
MPT_SOURCE = ("mosaicml/llm-foundry scripts/train/yamls/pretrain/mpt-{size}.yaml (d_model {d}, n_heads {h}, n_layers {l}, "
              "expansion_ratio 4, vocab_size 50368) and llmfoundry/models/mpt/configuration_mpt.py defaults (GELU MLP, "
              "learned absolute position embeddings, tied input/output embeddings, resid/emb/attn dropout 0.0, "
              "FlashAttention)")
GPUS = {"h100_80gb": "nvidia_h100_sxm5_80gb", "a100_80gb": "nvidia_a100_sxm4_80gb", "a100_40gb": "nvidia_a100_sxm4_40gb"}

# (commit, section heading) -> group, publication date, interconnect note
SECTIONS = {
    (NEW_COMMIT, "H100 80GB BF16 (Large Scale, >= 128 GPUs)"): ("foundry-2401-h100-bf16-large", "2024-01 (#838)", None),
    (NEW_COMMIT, "H100 80GB BF16"): ("foundry-2310-h100-bf16", "2023-10 (#543)", None),
    (NEW_COMMIT, "H100 80GB FP8"): ("foundry-2310-h100-fp8", "2023-10 (#543)", None),
    (NEW_COMMIT, "A100 80GB with 1600 Gbps node-node interconnect (RoCE)"): ("foundry-2310-a100-80gb", "2023-10 (#543)", 200),
    (NEW_COMMIT, "A100 40GB with 1600 Gbps node-node interconnect (RoCE)"): ("foundry-2305-a100-40gb", "2023-05 (first "
                                                                             "published in the 'A100 40GB' table; "
                                                                             "republished unchanged in 2023-10)", 200),
    (OLD_COMMIT, "A100 80GB"): ("foundry-2305-a100-80gb", "2023-05", None),
}

CONVENTION = ("model FLOPs with attention over the whole sequence: llm-foundry collect_results.py, 6 x n_params (all "
              "parameters, embeddings included) + 12 x n_layers x d_model x seq_len per token; MFU against Composer's "
              "GPU_AVAILABLE_FLOPS for the precision (312 TFLOP/s A100 BF16, 989 H100 BF16, 1979 H100 FP8)")


def read(mirror, commit):
    return subprocess.run(["git", "-C", mirror, "show", f"{commit}:{PATH}"], check=True, capture_output=True, text=True).stdout


def tables(text):
    heading, header = None, None
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("## "):
            heading, header = line[3:].strip(), None
            continue
        if not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0] == "Model":
            header = cells
            continue
        if header is None or cells[0].startswith("---"):
            continue
        yield heading, number, dict(zip(header, cells))


def key_of(row):
    return tuple(row[k] for k in ("Model", "SeqLen (T)", "# GPUs", "GPU", "MicroBatchSize", "GradAccum", "Throughput (T/s)",
                                  "Sharding Strategy", "Activation Checkpointing", "Precision"))


def build(mirror, skipped):
    cases = []
    new_rows = set()
    sources = [(NEW_COMMIT, read(mirror, NEW_COMMIT)), (OLD_COMMIT, read(mirror, OLD_COMMIT))]
    for commit, text in sources:
        for heading, line, row in tables(text):
            if (commit, heading) not in SECTIONS:
                if commit == OLD_COMMIT and heading == "A100 40GB":
                    continue  # the same 78 rows as the 2023-10 'A100 40GB ... (RoCE)' table
                raise ValueError(f"unknown section {heading} at {commit}")
            group, date, gbps = SECTIONS[(commit, heading)]
            if commit == NEW_COMMIT:
                new_rows.add(key_of(row))
            elif key_of(row) in new_rows:
                skipped.append((f"llm-foundry 2023-05 'A100 80GB' table line {line}",
                                "identical to a row of the 2023-10 A100 80GB table (republished, kept there)"))
                continue
            size = row["Model"]
            d, h, layers = MPT[size]
            seq = int(row["SeqLen (T)"])
            gpus = int(row["# GPUs"])
            mbs = int(row["MicroBatchSize"])
            ga = int(row["GradAccum"])
            gbs = int(row["GlobalBatchSize"])
            tokens = int(row["Throughput (T/s)"])
            mfu = float(row["MFU"]) / 100
            hfu = float(row["HFU"]) / 100
            tflops = common.number(row["Model TFLOP"]) if "Model TFLOP" in row else None
            precision = {"amp_bf16": "bf16", "bf16": "bf16", "amp_fp8": "fp8"}[row["Precision"]]
            strategy = row["Sharding Strategy"]
            zero = {"FULL_SHARD": 3, "SHARD_GRAD_OP": 2}[strategy]
            checkpointing = row["Activation Checkpointing"] == "True"
            gpu = GPUS[row["GPU"]]
            notes = [f"PyTorch FSDP {strategy} over all {gpus} GPUs (Composer), mixed-precision mode {row['MP Mode']} "
                     f"({row['Precision']}), activation checkpointing {'on' if checkpointing else 'off'}, CPU offload "
                     f"{'on' if row['Activation CPUOffload'] == 'True' else 'off'}. The table's HFU is {row['HFU']}% (its "
                     "approximate count: 4 x instead of 3 x the forward FLOPs when checkpointing). NumParams "
                     f"{row['NumParams']} includes learned position embeddings for {seq} positions, which the format's "
                     "shape does not have."]
            assumptions = ["gpus_per_node 8: MosaicML platform nodes of 8 GPUs (the table gives only the GPU count)"]
            if gbs != mbs * ga * gpus:
                notes.append(f"Global batch {gbs} is not MBS x GA x GPUs: Composer's microbatching splits the per-GPU "
                             "batch into micro-batches of the given size with a smaller last one.")
            hardware = {"gpu": gpu, "gpus": gpus, "gpus_per_node": 8}
            if gbps:
                hardware.update({"scaleout": "roce", "scaleout_gbps_per_gpu": gbps,
                                 "system": "MosaicML platform, 8 GPUs per node, 1600 Gb/s RoCE per node"})
                assumptions.append("scaleout_gbps_per_gpu 200: the table's '1600 Gbps node-node interconnect (RoCE)' "
                                   "divided over 8 GPUs per node")
            else:
                hardware["system"] = "MosaicML platform (interconnect not stated)"
                notes.append("The interconnect is not stated (scaleout_gbps_per_gpu absent: the catalog's reference "
                             "figure applies).")
            measured = {"tokens_per_s": tokens, "mfu": mfu, "flops_convention": CONVENTION}
            if tflops is not None:
                measured["tflops_per_gpu"] = tflops
            model = {"name": f"MPT-{size}", "layers": layers, "hidden": d, "heads": h, "kv_heads": h, "head_dim": d // h,
                     "ffn_hidden": 4 * d, "gated_mlp": False, "vocab": 50368, "seq_len": seq, "dropout": False,
                     "tied_embeddings": True}
            case_id = (f"{group}-mpt-{size}-{seq}-{gpus}gpu-mbs{mbs}-ga{ga}"
                       + ("" if strategy == "FULL_SHARD" else "-" + strategy.lower().replace("_", ""))
                       + ("-ac" if checkpointing else ""))
            cases.append({
                "id": case_id,
                "kind": "training",
                "group": group,
                "source": (f"MosaicML llm-foundry MPT training benchmarks, table '{heading}' (published {date}); "
                           + REPO_URL.format(commit=commit) + f" line {line}"),
                "software": {"framework": "pytorch-fsdp",
                             "version": f"llm-foundry / Composer, PyTorch FSDP{'' if commit == NEW_COMMIT else ''} ({date.split(' ')[0]})"},
                "model": model,
                "hardware": hardware,
                "plan": common.plan(tp=1, pp=1, dp=gpus, cp=1, ep=1, micro_batch=mbs, global_batch=gbs, interleave=1,
                                    recompute="full" if checkpointing else "none", sequence_parallel=False,
                                    zero_stage=zero, precision=precision, fsdp_mixed_precision=row["MP Mode"]),
                "measured": measured,
                "note": " ".join(notes + ["Model shape: " + MPT_SOURCE.format(size=size, d=d, h=h, l=layers) + "."]),
                "assumptions": assumptions,
            })
            del hfu
    return cases
