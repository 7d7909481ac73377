"""NVIDIA DGX Cloud Benchmarking performance recipes (NVIDIA/dgxc-benchmarking): measured training step times,
throughput and MFU of NeMo pre-training on DGX H100 clusters from 8 to 2304 GPUs.

Three distinct measurement sets are published: recipes v24.11.1 (republished unchanged in v25.01 and v25.01.1),
v25.02 (unchanged in v25.02.01, v25.02.01_a, v25.03; its Nemotron-4 340B table repeats v24.11.1) and v25.04
(unchanged in v25.04.01; its Grok-1 and GPT-3 tables repeat v25.02). A table republished unchanged is taken
once, from the release that first published it.
"""

import re
import subprocess

from . import common, models

URL = "https://github.com/NVIDIA/dgxc-benchmarking/blob/{commit}/{path}"
RELEASES = [
    ("v24.11.1", "35a9aec", ["llama3.1/README_8b.md", "llama3.1/README_70b.md", "llama3.1/README_405b.md",
                             "nemotron/README_15b.md", "nemotron/README_340b.md", "nemo_megatron/README_175b.md",
                             "grok1/README_314b.md"]),
    ("v25.02", "8f5cbb3", ["llama3.1/README_8b.md", "llama3.1/README_70b.md", "llama3.1/README_405b.md",
                           "nemotron/README_15b.md", "nemotron/README_340b.md", "nemo_megatron/README_175b.md",
                           "grok1/README_314b.md"]),
    ("v25.04", "741c886", ["llama3.1/README.md", "nemotron/README.md", "nemo_megatron/README_175b.md",
                           "grok1/README_314b.md"]),
]
# Recipe configuration files of the NeMo 1 (launcher) recipes: recompute, sequence parallelism and optimizer read there.
YAMLS = {
    "llama3.1 8b": "llama3.1/llama3.1_8b.yaml", "llama3.1 70b": "llama3.1/llama3.1_70b.yaml",
    "llama3.1 405b": "llama3.1/llama3.1_405b.yaml", "nemotron 15b": "nemotron/nemotron4-15b-synth.yaml",
    "nemotron 340b": "nemotron/nemotron4-340b-synth.yaml", "gpt3 175b": "nemo_megatron/gpt3_175b_hydra.yaml",
    "grok1 314b": "grok1/grok1_314b.yaml",
}
YAMLS_2504 = {"gpt3 175b": "nemo_megatron/cfg/gpt3_175b_hydra.yaml", "grok1 314b": "grok1/cfg/grok1_314b.yaml"}

GROK_SOURCE = ("xai-org/grok-1 model (64 layers, embedding 6144, 48 query heads of 128, 8 KV heads, 8 experts with 2 per token, "
               "FFN 32768) as configured in the recipe's grok1_314b.yaml (NeMo megatron_grok1: fast-geglu gated MLP, "
               "RMSNorm, RoPE, Llama 3 tokenizer meta-llama/Meta-Llama-3-70B = 128256 tokens, no dropout, "
               "moe_expert_capacity_factor 1.0 with moe_pad_expert_input_to_capacity, untied embeddings)")
CONVENTION = ("model FLOPs with attention over the whole sequence: the recipe README's 'model flops for GBS=1' (e.g. "
              "4.74e14 per 8192-token sequence for Llama 3.1 8B = 6N + 12*L*h*s per token, NeMo's count); MFU against "
              "989 TFLOP/s (H100 BF16) or 1979 TFLOP/s (H100 FP8) as the README states")


def git_show(mirror, commit, path):
    return subprocess.run(["git", "-C", mirror, "show", f"{commit}:{path}"], check=True, capture_output=True,
                          text=True).stdout


def cells_of(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]


def parse(text):
    """Config tables (lists of dicts) and result tables (title, columns, rows) of a recipe README."""
    configs, results = [], []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("|") and cells_of(line)[0] in ("Size", "GPUs") and "TP" in cells_of(line):
            header = cells_of(line)
            rows = []
            i += 2
            while i < len(lines) and lines[i].startswith("|"):
                rows.append(dict(zip(header, cells_of(lines[i]))))
                i += 1
            configs.extend(rows)
            continue
        if line.startswith("|") and "H100 GPUs" in line:
            header = cells_of(line)
            table = {"title": header[0], "columns": header[1:], "rows": {}, "line": i + 1}
            i += 2
            while i < len(lines) and lines[i].strip():
                cells = cells_of(lines[i])
                table["rows"][cells[0]] = cells[1:]
                i += 1
            results.append(table)
            continue
        i += 1
    return configs, results


def keyval(text):
    return {k.upper(): v for k, v in re.findall(r"(\w+)=([\w.]+)", text)}


def yaml_fields(text):
    fields = {}
    for key in ("activations_checkpoint_granularity", "sequence_parallel", "fp8_params", "moe_expert_capacity_factor"):
        m = re.search(rf"^\s+{key}:\s*([^\s#]+)", text, re.M)
        if m:
            fields[key] = m.group(1)
    m = re.search(r"^\s+optim:\s*\n\s+name:\s*(\S+)", text, re.M)
    if m:
        fields["optim"] = m.group(1)
    return fields


def model_of(title):
    t = title.lower()
    if "llama 3.1" in t:
        size = re.search(r"llama 3\.1 (\d+)b", t).group(1)
        return "llama3.1", size + "b"
    if "nemotron4" in t:
        return "nemotron", re.search(r"nemotron4 (\d+)b", t).group(1) + "b"
    if "nemo megatron" in t:
        return "gpt3", "175b"
    if "grok" in t:
        return "grok1", "314b"
    raise ValueError(title)


def shape_for(family, size, layers, seq):
    if family == "llama3.1":
        key = {"8b": "llama3_8b", "70b": "llama3_70b", "405b": "llama31_405b"}[size]
        model = models.shape(key, seq, name=f"Llama 3.1 {size.upper()}")
        source = models.source(key)
    elif family == "nemotron":
        key = {"15b": "nemotron4_15b", "340b": "nemotron4_340b"}[size]
        model = models.shape(key, seq)
        source = models.source(key)
    elif family == "gpt3":
        model = models.shape("gpt3_175b", seq)
        source = models.source("gpt3_175b")
    else:
        model = {"name": "Grok-1 314B", "layers": 64, "hidden": 6144, "heads": 48, "kv_heads": 8, "head_dim": 128,
                 "ffn_hidden": 32768, "gated_mlp": True, "vocab": 128256, "seq_len": seq, "dropout": False,
                 "moe": {"experts": 8, "top_k": 2, "expert_ffn_hidden": 32768, "shared_experts": 0,
                         "first_dense_layers": 0, "capacity_factor": 1.0, "pad_to_capacity": True}}
        source = GROK_SOURCE
    if layers is not None and layers != model["layers"]:
        model["name"] += f" proxy ({layers} of {model['layers']} layers)"
        model["layers"] = layers
    return model, source


def column_gpus(column):
    m = re.search(r"(\d+)x? H100 GPUs", column)
    return int(m.group(1)) if m else None


def build(mirror, skipped):
    cases = []
    published = {}
    for release, commit, paths in RELEASES:
        for path in paths:
            text = git_show(mirror, commit, path)
            configs, results = parse(text)
            directory = path.split("/")[0]
            grep = subprocess.run(["git", "-C", mirror, "grep", "-h", "-o", "-E", r"nvcr.io/nvidia/nemo:[A-Za-z0-9._-]+",
                                   commit, "--", directory], capture_output=True, text=True).stdout
            dir_containers = sorted({line.split(":")[-1] for line in grep.split()})
            for table in results:
                title = table["title"]
                family, size = model_of(title)
                precision = "fp8" if "FP8" in title.upper().split("(")[0] else "bf16"
                steps = table["rows"].get("Training step time (seconds per step)")
                tokens = table["rows"].get("Throughput in tokens per second")
                mfus = table["rows"].get("Model flops utilization")
                if steps is None:
                    continue
                fingerprint = (family, size, precision, tuple(s.replace(" ", "") for s in steps if s))
                if fingerprint in published:
                    skipped.append((f"dgxc-benchmarking {release} {path} '{title}'",
                                    f"same numbers as release {published[fingerprint]} (republished)"))
                    continue
                published[fingerprint] = release
                title_cfg = keyval(title.split("(", 1)[1]) if "(" in title else {}
                m = re.search(r"\b(\d\d\.\d\d(?:\.\d+)?)\b", title.split("(")[0])
                if m:
                    container = [m.group(1)]
                elif "Dev" in title.split("(")[0]:
                    container = ["dev"]
                else:
                    container = dir_containers
                yaml_path = (YAMLS_2504 if release == "v25.04" else YAMLS).get(f"{family} {size}")
                ycfg = {}
                if yaml_path:
                    try:
                        ycfg = yaml_fields(git_show(mirror, commit, yaml_path))
                    except subprocess.CalledProcessError:
                        ycfg = {}
                for index, column in enumerate(table["columns"]):
                    gpus = column_gpus(column)
                    if gpus is None or index >= len(steps) or not steps[index]:
                        continue
                    step = common.number(steps[index].replace(" ", ""))
                    if step is None:
                        continue
                    assumptions = [common.SYSTEMS["DGX-H100"]["fabric_assumption"]]
                    notes = []
                    override = {k: table["rows"][k][index] for k in ("Layers", "GBS", "PP", "VP") if k in table["rows"]}
                    if title_cfg:
                        tp = int(title_cfg["TP"])
                        pp = int(override.get("PP", title_cfg.get("PP", 1)))
                        cp = int(title_cfg.get("CP", 1))
                        vp_text = override.get("VP", title_cfg.get("VP"))
                        vp = None if vp_text in (None, "n/a", "None") else int(vp_text)
                        mbs = int(title_cfg.get("MBS", 1)) if "MBS" in title_cfg else None
                        ga = int(title_cfg["GA"]) if "GA" in title_cfg else None
                        m = re.search(r"GBS=(\d+)", column)
                        gbs = int(override["GBS"]) if "GBS" in override else (int(m.group(1)) if m else None)
                        layers = int(override["Layers"]) if "Layers" in override else None
                        ep = 1
                        seq = int(title_cfg["SEQ"]) if "SEQ" in title_cfg else None
                        if "MBS" not in title_cfg:
                            mbs = None
                    else:
                        match = [r for r in configs if int(r["GPUs"]) == gpus
                                 and (("Size" not in r) or r["Size"].lower().startswith(size))
                                 and (("Precision" not in r) or precision.upper() in r["Precision"].upper())]
                        if len(match) != 1:
                            raise ValueError(f"{release} {path} {title} {gpus}: {len(match)} config rows")
                        r = match[0]
                        tp, pp, cp = int(r["TP"]), int(r["PP"]), int(r["CP"])
                        vp = None if r["VP"] in ("NA", "n/a") else int(r["VP"])
                        ep = 1 if r["EP"] in ("NA", "n/a") else int(r["EP"])
                        mbs, gbs, ga = int(r["MBS"]), int(r["GBS"]), int(r["GA"])
                        layers = int(r["Layers"])
                        seq = int(r["SeqLen"])
                        if "Size" in r and "proxy" in r["Size"].lower():
                            notes.append(f"A proxy of the full model ({r['Size']}: {layers} layers) sized for {gpus} GPUs.")
                    if seq is None:
                        seq = {"llama3.1": 8192, "nemotron": 4096, "gpt3": 2048, "grok1": 8192}[family]
                        assumptions.append(f"seq_len {seq}: the recipe's model configuration (the table title gives none)")
                    dp = gpus // (tp * pp * cp)
                    if dp * tp * pp * cp != gpus:
                        raise ValueError(f"{release} {path} {title} {gpus}: GPUs not divisible")
                    if gbs is None and ga is not None and mbs is not None:
                        gbs = mbs * dp * ga
                        assumptions.append(f"global_batch {gbs} = MBS x DP x GA (the column gives no GBS)")
                    if ga is not None and mbs is not None and gbs != mbs * dp * ga:
                        assumptions.append(f"micro_batch null: MBS {mbs} x DP {dp} x GA {ga} is not the GBS {gbs}")
                        mbs = None
                    assumptions.append(f"dp {dp} = GPUs / (TP x PP x CP)")
                    model, model_source = shape_for(family, size, layers, seq)
                    if ycfg:
                        granularity = ycfg.get("activations_checkpoint_granularity", "null")
                        recompute = {"null": "none", "selective": "selective", "full": "full"}.get(granularity)
                        sp = ycfg.get("sequence_parallel", "false").lower() == "true" and tp > 1
                        zero = 1 if ycfg.get("optim") in ("distributed_fused_adam", "mcore_distributed_optim") else 0
                        assumptions.append(f"recompute {recompute}, sequence_parallel {str(sp).lower()}, zero_stage {zero}: "
                                           f"the recipe's {yaml_path} (activations_checkpoint_granularity {granularity}, "
                                           f"sequence_parallel {ycfg.get('sequence_parallel')}, optimizer "
                                           f"{ycfg.get('optim')})")
                    else:
                        recompute, zero = None, None
                        sp = tp > 1
                        notes.append("This release runs the recipe through NeMo 2 scripts; recomputation and optimizer "
                                     "sharding are not given (null).")
                        assumptions.append("sequence_parallel = (TP > 1): NeMo 2 performance scripts "
                                           "(scripts/performance/helpers.py)")
                    measured = {"iteration_time_s": step}
                    if tokens and index < len(tokens) and tokens[index]:
                        measured["tokens_per_s"] = common.number(tokens[index].replace(" ", ""))
                    if mfus and index < len(mfus) and mfus[index]:
                        measured["mfu"] = round(float(mfus[index].strip().rstrip("%")) / 100, 6)
                        measured["flops_convention"] = CONVENTION
                    label = {"llama3.1": "llama3.1", "nemotron": "nemotron4", "gpt3": "gpt3", "grok1": "grok1"}[family]
                    group = f"dgxc-{release.replace('.', '')}-h100"
                    case_id = f"dgxc-{release.replace('.', '')}-{label}-{size}-{precision}-{gpus}gpu"
                    if family == "grok1" and "moe" in model:
                        notes.append("Token-dropping MoE: expert capacity factor 1.0 with padding to capacity (the "
                                     "recipe yaml).")
                    if precision == "fp8":
                        notes.append("FP8 through Transformer Engine (hybrid E4M3/E5M2 format with delayed scaling, the "
                                     "NeMo launcher default when fp8 is on).")
                    cases.append({
                        "id": case_id,
                        "kind": "training",
                        "group": group,
                        "source": (f"NVIDIA DGX Cloud Benchmarking performance recipes {release}, {path} table "
                                   f"'{title}', column '{column}'; " + URL.format(commit=commit, path=path)
                                   + f" line {table['line']}"),
                        "software": {"framework": "megatron",
                                     "version": (f"NeMo container {' / '.join(container)}" if container else
                                                 "NeMo container (not named)") + f" (DGX Cloud Benchmarking recipes {release})"},
                        "model": model,
                        "hardware": common.hardware("DGX-H100", gpus),
                        "plan": common.plan(tp=tp, pp=pp, dp=dp, cp=cp, ep=ep, micro_batch=mbs, global_batch=gbs,
                                            interleave=vp if vp is not None else 1, recompute=recompute,
                                            sequence_parallel=sp, zero_stage=zero, precision=precision),
                        "measured": measured,
                        "note": " ".join(notes + ["The step time is the last logged training step of a short run "
                                                  "(the README's method). Model shape: " + model_source + "."]),
                        "assumptions": assumptions,
                    })
    skipped.append(("dgxc-benchmarking v25.02/v25.04 Llama 3 fine-tuning tables (SFT and LoRA)",
                    "sequence length and micro-batch not given; the SFT tables print PP=41 for an 8B model"))
    skipped.append(("dgxc-benchmarking MaxText and PaxML tables", "JAX frameworks, not one of the format's training stacks"))
    return cases
