"""NeMo / Megatron-Bridge performance summary tables (releases 25.09 ... 26.08) as validation cases.

Source: NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md (latest release) and
docs/performance-summary-archive.md (earlier releases), read from a checkout at the pinned commit.
"""

import re
import subprocess

from . import common, models

REPO = "NVIDIA-NeMo/Megatron-Bridge"
COMMIT = "067f987df03b8355b03192d88d70f1709fedf51a"
FILES = ["docs/performance-summary.md", "docs/performance-summary-archive.md"]
URL = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/blob/{commit}/{path}"

MODEL_KEYS = {
    "LLAMA3_8B": "llama3_8b",
    "LLAMA3_70B": "llama3_70b",
    "LLAMA3.1_405B": "llama31_405b",
    "DeepSeekV3": "deepseek_v3",
    "GPT OSS 120B": "gpt_oss_120b",
    "Qwen3_30B_a3B": "qwen3_30b_a3b",
    "Qwen3_235B_a22B": "qwen3_235b_a22b",
}
# Model names in the tables that the validation format cannot describe.
UNREPRESENTABLE = {
    "Kimi_K2": "Muon optimizer; only measured on GB300",
    "Nemotron_3_Nano": "hybrid Mamba-2 / attention / MoE model: Mamba layers are not expressible in the format",
    "Nemotron_3_Super": "hybrid Mamba-2 / attention / latent-MoE model: Mamba layers are not expressible in the format",
    "Nemotron_3_Ultra": "hybrid Mamba-2 / latent-MoE model: Mamba layers are not expressible in the format",
    "Nemotron_3_5_Lightning": "hybrid model whose layer pattern is not expressible in the format",
    "DeepSeekV4 Flash": "DeepSeek-V4 attention (compressed sparse attention) is not expressible in the format",
}
SYSTEMS_OUT_OF_CATALOG = {"DGX-GB300", "DGX-B300"}


def release_tag(release):
    return "mbridge-" + release.replace(".", "")


def read_sources(mirror):
    texts = []
    for path in FILES:
        text = subprocess.run(["git", "-C", mirror, "show", f"{COMMIT}:{path}"], check=True, capture_output=True,
                              text=True).stdout
        texts.append((path, text))
    return texts


def split_cell(cell):
    """'31357 (29925)' -> ('31357', '29925'); '512' -> ('512', None)."""
    cell = re.sub(r"\[\^[^\]]*\]", "", cell).strip()
    match = re.fullmatch(r"(.*?)\s*\(([^()]*)\)\s*", cell)
    if match and match.group(1):
        return match.group(1).strip(), match.group(2).strip()
    return cell, None


def parse_tables(path, text):
    """Yields one dict per table row with its release, section, heading and cells."""
    release = section = heading = None
    header = None
    for line_number, line in enumerate(text.splitlines(), 1):
        m = re.match(r"^## (\S+) NeMo Container", line)
        if m:
            release, section, heading, header = m.group(1), None, None, None
            continue
        m = re.match(r"^### (.+)", line)
        if m:
            section, heading, header = m.group(1).strip(), None, None
            continue
        m = re.match(r"^#### (Model|System): (.+)", line)
        if m:
            heading, header = (m.group(1), m.group(2).strip()), None
            continue
        if not line.startswith("|") or release is None:
            header = None if not line.startswith("|") else header
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if "GBS" in cells:
            header = cells
            continue
        if header is None or set(line.replace("|", "").strip()) <= set("-: "):
            continue
        yield {"path": path, "line": line_number, "release": release, "section": section, "heading": heading,
               "cells": dict(zip(header, cells))}


def precision_of(label):
    label = label.upper()
    if label.startswith("BF16"):
        return "bf16", "BF16"
    if "NVFP4" in label:
        return None, "NVFP4"
    if "MX" in label:
        return "fp8", "MXFP8 (FP8 with 32-element block scaling)"
    if label in ("FP8", "FP8-CS"):
        return "fp8", "FP8 with per-tensor current scaling"
    raise ValueError(f"unknown precision {label}")


def rows(mirror):
    """Every row as (row, variant) with variant 'main' or 'alt' (the numbers in parentheses)."""
    for path, text in read_sources(mirror):
        for row in parse_tables(path, text):
            cells = row["cells"]
            has_alt = any(split_cell(cells[c])[1] is not None for c in cells if c not in ("Model", "System"))
            yield row, "main"
            if has_alt:
                yield row, "alt"


def value(cells, column, variant, measured=False):
    if column not in cells:
        return None
    main, alt = split_cell(cells[column])
    if variant == "alt":
        if alt is not None:
            return alt
        return None if measured else main
    return main


def build(mirror, skipped):
    cases = []
    seen_ids = {}
    for row, variant in rows(mirror):
        cells = row["cells"]
        release = row["release"]
        kind, name = row["heading"]
        model_label = cells.get("Model", name if kind == "Model" else None)
        system = cells.get("System", name if kind == "System" else None)
        section = row["section"] or ""
        where = f"{row['path']} line {row['line']} ({release}, {section}, {model_label}, {system}, {variant})"
        if section.startswith("LoRA"):
            skipped.append((where, "LoRA fine-tuning: frozen base weights, not a full training step"))
            continue
        base_label = re.sub(r"\s*\((tokendrop|dropless|w/o MTP|w/ MTP)\)\s*", "", model_label).strip()
        flags = re.findall(r"\((tokendrop|dropless|w/o MTP|w/ MTP)\)", model_label)
        if base_label in UNREPRESENTABLE:
            skipped.append((where, UNREPRESENTABLE[base_label]))
            continue
        if base_label not in MODEL_KEYS:
            raise ValueError(f"unmapped model {model_label} at {where}")
        if system in SYSTEMS_OUT_OF_CATALOG:
            skipped.append((where, f"{system}: GPU not in the catalog"))
            continue
        assumptions = [common.SYSTEMS[system]["fabric_assumption"]]
        notes = []

        if "Precision" in cells:
            label = value(cells, "Precision", variant)
            precision, precision_text = precision_of(label)
            if label.upper() == "FP8":
                assumptions.append("FP8 read as per-tensor current scaling: the table says only 'FP8' next to MXFP8 and "
                                   "NVFP4 rows; the 25.11 table calls this recipe FP8-CS")
        else:  # 25.09: no precision column; the parentheses are a finer FP8 quantization granularity
            if variant == "main":
                precision, precision_text = "fp8", "FP8 with per-tensor current scaling"
                assumptions.append("precision fp8 (per-tensor current scaling): the 25.09 table has no precision column; "
                                   "its note says the numbers in parentheses use finer FP8 quantization granularities, so "
                                   "the others are the per-tensor FP8 recipe the NeMo 25.04/25.07 pages name")
            else:
                precision = "fp8"
                precision_text = ("MXFP8 (32x32 block scaling of weights and activations)" if system != "DGX-H100" else
                                  "blockwise FP8 (128x128 weights, 1x128 activations, as in DeepSeek-V3 pre-training)")
                notes.append("The numbers in parentheses in the 25.09 table: " + precision_text + ".")
        if precision is None:
            skipped.append((where, f"{precision_text}: FP4 training precision is not in the validation format"))
            continue

        gpus = common.number(value(cells, "#-GPUs", variant))
        gbs = common.number(value(cells, "GBS", variant))
        mbs = common.number(value(cells, "MBS", variant))
        seq = common.number(value(cells, "Sequence Length", variant))
        tp = common.number(value(cells, "TP", variant))
        pp = common.number(value(cells, "PP", variant))
        cp = common.number(value(cells, "CP", variant))
        vp = common.number(value(cells, "VP", variant))
        ep = common.number(value(cells, "EP", variant))
        ga = common.number(value(cells, "GA", variant)) if "GA" in cells else None
        fsdp = common.number(value(cells, "FSDP", variant)) if "FSDP" in cells else None
        tokens = common.number(value(cells, "Tokens / sec / GPU", variant, measured=True))
        tflops = common.number(value(cells, "Model TFLOP / sec / GPU", variant, measured=True))
        if tokens is None and tflops is None:
            skipped.append((where, "no measured value in this variant"))
            continue

        dp = gpus // (tp * pp * cp)
        if dp * tp * pp * cp != gpus:
            raise ValueError(f"GPUs {gpus} not divisible by TP*PP*CP at {where}")
        assumptions.append(f"dp {dp} = GPUs / (TP x PP x CP): the table gives no DP column (expert parallelism is folded "
                           "into data parallelism in Megatron-Core)")
        if ga is not None and gbs != mbs * dp * ga:
            assumptions.append(f"micro_batch null: the row's MBS {mbs} and GA {ga} do not multiply with DP {dp} to its GBS "
                               f"{gbs}, so one of them is a typo and which is not known")
            mbs = None
        if fsdp is None and "FSDP" not in cells:
            zero = None
            notes.append("This release's table has no FSDP column: whether Megatron-FSDP or the distributed optimizer "
                         "was used is not stated (zero_stage null).")
        elif fsdp and fsdp > 0:
            zero = 3
            notes.append(f"FSDP {fsdp}: Megatron-FSDP (parameters, gradients and optimizer state fully sharded).")
        else:
            zero = 1
            assumptions.append("zero_stage 1: FSDP 0 means DDP in the table; the Megatron-Bridge pre-training recipes it "
                               "runs set ddp.use_distributed_optimizer=True (src/megatron/bridge/recipes/*: optimizer "
                               "state sharded over data parallel ranks)")
        sp = tp > 1
        assumptions.append(f"sequence_parallel {str(sp).lower()}: the Megatron-Bridge performance harness sets "
                           "sequence_parallel = (TP > 1) (scripts/performance/utils, WorkloadBaseConfig.sequence_parallel)")
        interleave = vp if vp is not None else 1

        key = MODEL_KEYS[base_label]
        model = models.shape(key, seq)
        if "moe" in model:
            if "tokendrop" in flags:
                model["moe"]["capacity_factor"] = 1.0
                model["moe"]["pad_to_capacity"] = True
                notes.append("Token-drop MoE: expert capacity factor 1.0 with inputs padded to capacity "
                             "(megatron.bridge.training.utils.moe_token_drop.apply_moe_token_drop defaults).")
            else:
                model["moe"]["router_force_balanced"] = True
                notes.append("MoE benchmark routing: NVIDIA force-balances the token distribution among experts and runs "
                             "token-dropless (the page's MoE note).")
        if "w/ MTP" in flags:
            notes.append("With DeepSeek-V3's multi-token-prediction layer (counted in NVIDIA's TFLOP/s; not in the shape).")
        elif key == "deepseek_v3" and "w/o MTP" not in flags:
            notes.append("Whether the multi-token-prediction layer was on is not stated.")
        if key == "gpt_oss_120b":
            notes.append("gpt-oss uses 128-token sliding-window attention on alternating layers, which the format cannot "
                         "express; from 26.06 (Megatron-Bridge 0.5) NVIDIA's FLOP count accounts for the window.")
        if "[^gpt-oss-note]" in cells.get("Model TFLOP / sec / GPU", ""):
            notes.append("NVIDIA footnotes this row as a known GPT-OSS performance regression (cudnn-frontend issue 256), "
                         "to be fixed in the next container.")
        if section.startswith("SFT"):
            notes.append("Full-parameter supervised fine-tuning (the release's SFT table).")

        measured = {}
        if tokens is not None:
            measured["tokens_per_s"] = tokens * gpus
            notes.append(f"The table gives {tokens} tokens/s per GPU; tokens_per_s is that times {gpus} GPUs.")
        if tflops is not None:
            measured["tflops_per_gpu"] = tflops
            measured["flops_convention"] = common.MEGATRON_CAUSAL

        group = release_tag(release) + ("-sft" if section.startswith("SFT") else "")
        case_id = "-".join([group, common.slug(base_label), common.slug(system.replace("DGX-", "")), common.slug(precision_text.split(" ")[0]),
                            f"{gpus}gpu"])
        if "tokendrop" in flags:
            case_id += "-tokendrop"
        if variant == "alt":
            case_id += "-alt"
        if case_id in seen_ids:
            seen_ids[case_id] += 1
            case_id += f"-gbs{gbs}"
        else:
            seen_ids[case_id] = 1

        table_name = f"{release} NeMo Container, {section}, " + (f"model {name}" if kind == "Model" else f"system {name}")
        cases.append({
            "id": case_id,
            "kind": "training",
            "group": group,
            "source": (f"NVIDIA NeMo Framework / Megatron-Bridge performance summary, {table_name}, row {model_label} on "
                       f"{system}" + (" (numbers in parentheses)" if variant == "alt" else "") + "; "
                       + URL.format(commit=COMMIT, path=row["path"]) + f" line {row['line']}"),
            "software": {"framework": "megatron", "version": f"NeMo {release} container (Megatron-Bridge, Megatron-Core)"},
            "model": model,
            "hardware": common.hardware(system, gpus),
            "plan": common.plan(tp=tp, pp=pp, dp=dp, cp=cp, ep=ep if ep is not None else 1, micro_batch=mbs,
                                global_batch=gbs, interleave=interleave, recompute=None, sequence_parallel=sp,
                                zero_stage=zero, precision=precision, precision_recipe=precision_text),
            "measured": measured,
            "note": " ".join(notes + [f"Precision recipe: {precision_text}. Activation recomputation is not given by the table "
                                      "(recipes recompute selected modules or a few layers: recompute null). Model shape: "
                                      + models.source(key) + "."]),
            "assumptions": assumptions,
        })
    return cases
