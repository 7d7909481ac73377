"""Shared pieces of the training validation builders: systems, plans, cases, checks."""

import json
import re

# Named NVIDIA reference systems. Scale-out bandwidth is the named system's published NIC complement,
# listed as an assumption in every case that uses it (the tables name the system, not the fabric).
SYSTEMS = {
    "DGX-H100": {
        "gpu": "nvidia_h100_sxm5_80gb", "gpus_per_node": 8, "scaleup_domain_gpus": 8, "scaleout": "infiniband",
        "scaleout_gbps_per_gpu": 400,
        "system": "NVIDIA DGX H100 (8 H100 SXM5 80GB on NVLink 4, 8x ConnectX-7 400 Gb/s InfiniBand)",
        "fabric_assumption": "scaleout_gbps_per_gpu 400 and infiniband: the DGX H100 reference design (one 400 Gb/s ConnectX-7 "
                             "NDR port per GPU); the table names the system, not the fabric",
    },
    "DGX-B200": {
        "gpu": "nvidia_b200_hgx", "gpus_per_node": 8, "scaleup_domain_gpus": 8, "scaleout": "infiniband",
        "scaleout_gbps_per_gpu": 400,
        "system": "NVIDIA DGX B200 (8 B200 on NVLink 5, 8x ConnectX-7 400 Gb/s InfiniBand)",
        "fabric_assumption": "scaleout_gbps_per_gpu 400 and infiniband: the DGX B200 reference design (8x single-port "
                             "ConnectX-7 400 Gb/s); the table names the system, not the fabric",
    },
    "DGX-GB200": {
        "gpu": "nvidia_gb200_per_gpu", "gpus_per_node": 4, "scaleup_domain_gpus": 72, "scaleout": "infiniband",
        "scaleout_gbps_per_gpu": 400,
        "system": "NVIDIA DGX GB200 NVL72 (compute trays of 2 Grace + 4 Blackwell GPUs, 72 GPUs per NVLink domain, 4x "
                  "ConnectX-7 400 Gb/s per tray)",
        "fabric_assumption": "gpus_per_node 4, scaleup_domain_gpus 72, scaleout_gbps_per_gpu 400 (infiniband): the DGX GB200 "
                             "NVL72 reference design (4 GPUs and 4x ConnectX-7 400G per compute tray, 72 GPUs per NVLink domain); "
                             "the table names the system, not the fabric or how jobs map onto racks",
    },
}

MEGATRON_CAUSAL = ("model FLOPs with causal attention: Megatron-Bridge training/utils/flop_utils.py num_floating_point_operations "
                   "(3 x 2 x GEMM FLOPs of all layers with routed top-k and shared experts, half of the attention score "
                   "matrix, logits over the padded vocabulary)")
NEMO2_FULL = ("model FLOPs with attention over the whole sequence: NeMo 2 nemo/utils/flops_formulas.py (12 s/h attention term, "
              "no causal halving; logits over the unpadded vocabulary)")
NEMO1_FULL = ("model FLOPs with attention over the whole sequence (NeMo 1 / Megatron-Core 0.7 count: 6N plus 12*L*h*s per token; "
              "verified: 12273 tokens/s x 5.79e10 FLOP/token = 711 TFLOP/s for the Llama 3 8B row)")
MEGATRON_LM_FULL = ("model FLOPs with attention over the whole sequence: Megatron-LM core_r0.8.0 megatron/training/training.py "
                    "num_floating_point_operations (no causal halving)")


def hardware(system_name, gpus):
    system = SYSTEMS[system_name]
    return {
        "gpu": system["gpu"],
        "gpus": gpus,
        "gpus_per_node": system["gpus_per_node"],
        "scaleup_domain_gpus": system["scaleup_domain_gpus"],
        "scaleout": system["scaleout"],
        "scaleout_gbps_per_gpu": system["scaleout_gbps_per_gpu"],
        "system": system["system"],
    }


PLAN_KEYS = ["tp", "pp", "dp", "cp", "ep", "micro_batch", "global_batch", "interleave", "recompute", "sequence_parallel",
             "zero_stage", "precision"]


def plan(**fields):
    result = {key: fields.get(key) for key in PLAN_KEYS}
    for key, value in fields.items():
        if key not in result:
            result[key] = value
    return result


def number(text):
    """A table cell as a number: '1,671' -> 1671, '26.5' -> 26.5; 'n/a', '-', '' -> None."""
    if text is None:
        return None
    text = text.strip().replace(",", "")
    text = re.sub(r"\[\^[^\]]*\]", "", text).strip()
    if text in ("", "-", "n/a", "N/A") or text.startswith("-<"):
        return None
    value = float(text)
    return int(value) if value == int(value) and "." not in text else value


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def check_case(case):
    """Structural checks every case must pass (the reader's rules in FORMAT.md)."""
    problems = []
    p = case["plan"]
    for key in ("id", "kind", "group", "source", "model", "hardware", "plan", "measured"):
        if key not in case:
            problems.append(f"missing {key}")
    if all(p.get(k) is not None for k in ("tp", "pp", "dp")):
        used = p["tp"] * p["pp"] * p["dp"] * (p.get("cp") or 1)
        if used > case["hardware"]["gpus"]:
            problems.append(f"plan uses {used} GPUs, hardware has {case['hardware']['gpus']}")
    if p.get("precision") not in (None, "fp16", "bf16", "fp8"):
        problems.append(f"precision {p.get('precision')}")
    if p.get("recompute") not in (None, "none", "selective", "full"):
        problems.append(f"recompute {p.get('recompute')}")
    measured = {k: v for k, v in case["measured"].items() if k != "flops_convention"}
    if not measured:
        problems.append("nothing measured")
    if ("tflops_per_gpu" in measured or "mfu" in measured) and "flops_convention" not in case["measured"]:
        problems.append("TFLOP/s without flops_convention")
    if problems:
        raise ValueError(f"{case['id']}: " + "; ".join(problems))
    return case


def write(path, cases):
    ids = [c["id"] for c in cases]
    duplicates = {i for i in ids if ids.count(i) > 1}
    if duplicates:
        raise ValueError(f"duplicate ids: {sorted(duplicates)}")
    for case in cases:
        check_case(case)
    with open(path, "w", encoding="utf-8") as out:
        json.dump({"format": "clusterplanner-validation", "version": 1, "cases": cases}, out, indent=1, ensure_ascii=False)
        out.write("\n")
