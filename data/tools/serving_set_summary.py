#!/usr/bin/env python3
"""Counts of measured figures (case-field pairs) in the public serving validation set.

Prints the figures per group, GPU, engine, mode, precision and model, and the slices that issue 15
sets targets for (MoE, MI300X, TTFT/TPOT under load, disaggregated), with the target next to each.

    python3 data/tools/serving_set_summary.py                      # data/validation/inference-*.json
    python3 data/tools/serving_set_summary.py FILE... [--json]
"""
import argparse
import glob
import json
import os
import sys
from collections import Counter

LATENCY_FIELDS = {"ttft_s", "tpot_s", "ttft_p90_s", "ttft_p99_s", "tpot_p90_s", "prefill_s", "decode_s_per_token"}
TTFT_TPOT_FIELDS = {"ttft_s", "tpot_s", "ttft_p90_s", "ttft_p99_s", "tpot_p90_s"}
UNDER_LOAD_MODES = {"server", "concurrency"}
MI300_CLASS = {"amd_mi300x", "amd_mi325x"}

# Issue 15, "Done when": at least these many figures (groups: distinct groups).
TARGETS = {
    "figures": 200,
    "groups": 10,
    "moe": 30,
    "mi300x": 20,
    "under_load_ttft_tpot": 30,
    "disaggregated": 10,
}


def default_files():
    here = os.path.dirname(os.path.abspath(__file__))
    return sorted(glob.glob(os.path.join(here, "..", "validation", "inference-*.json")))


def load_cases(paths):
    cases = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                document = json.load(f)
        except (OSError, json.JSONDecodeError) as error:
            sys.exit(f"{path}: cannot read: {error}")
        if document.get("format") != "clusterplanner-validation":
            sys.exit(f"{path}: not a clusterplanner-validation file (format: {document.get('format')!r})")
        for index, case in enumerate(document.get("cases", [])):
            if case.get("kind") != "inference":
                continue
            if not isinstance(case.get("measured"), dict):
                sys.exit(f"{path}: cases[{index}] ({case.get('id')}): no 'measured' object")
            cases.append((os.path.basename(path), case))
    return cases


def summarise(cases):
    counts = {name: Counter() for name in ("file", "group", "gpu", "engine", "mode", "precision", "model", "field")}
    slices = Counter()
    ids = Counter()
    for file_name, case in cases:
        ids[case.get("id")] += 1
        serving = case.get("serving", {})
        hardware = case.get("hardware", {})
        model = case.get("model", {})
        mode = serving.get("mode", "?")
        gpu = hardware.get("gpu", "?")
        engine = (case.get("software") or {}).get("engine", "(documented default)")
        is_moe = isinstance(model.get("moe"), dict)
        pools_gpus = {gpu}
        for pool in ("prefill", "decode"):
            if isinstance(serving.get(pool), dict) and serving[pool].get("gpu"):
                pools_gpus.add(serving[pool]["gpu"])
        for field in case["measured"]:
            counts["file"][file_name] += 1
            counts["group"][case.get("group", "(no group)")] += 1
            counts["gpu"][gpu] += 1
            counts["engine"][engine] += 1
            counts["mode"][mode] += 1
            counts["precision"][serving.get("precision", "?")] += 1
            counts["model"][model.get("name", "?")] += 1
            counts["field"][field] += 1
            slices["figures"] += 1
            slices["moe"] += is_moe
            slices["dense"] += not is_moe
            slices["mi300x"] += bool(pools_gpus & MI300_CLASS)
            slices["mi300x_only"] += gpu == "amd_mi300x"
            slices["mi325x"] += gpu == "amd_mi325x"
            slices["under_load_ttft_tpot"] += mode in UNDER_LOAD_MODES and field in TTFT_TPOT_FIELDS
            slices["under_load_any"] += mode in UNDER_LOAD_MODES
            slices["disaggregated"] += mode == "disaggregated"
            slices["disaggregated_ttft_tpot"] += mode == "disaggregated" and field in TTFT_TPOT_FIELDS
            slices["latency"] += field in LATENCY_FIELDS
    slices["cases"] = len(cases)
    slices["groups"] = len(counts["group"])
    duplicates = sorted(i for i, n in ids.items() if n > 1)
    return counts, slices, duplicates


def print_table(title, counter):
    print(f"\n{title}")
    width = max((len(str(k)) for k in counter), default=4)
    for key, value in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print(f"  {str(key):<{width}}  {value:>6}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", help="validation files (default: data/validation/inference-*.json)")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = parser.parse_args()
    paths = args.files or default_files()
    if not paths:
        sys.exit("no inference validation files found")
    counts, slices, duplicates = summarise(load_cases(paths))
    if args.json:
        print(json.dumps({"slices": slices, **{k: dict(v) for k, v in counts.items()}, "duplicate_ids": duplicates},
                         indent=1, sort_keys=True))
        return 1 if duplicates else 0
    print(f"{slices['cases']} cases, {slices['figures']} measured figures (case-field pairs) in {len(paths)} files")
    for name in ("file", "group", "gpu", "engine", "mode", "precision", "model", "field"):
        print_table(f"figures per {name}", counts[name])
    print("\nslices (figures)")
    rows = [("groups (distinct)", "groups"), ("all figures", "figures"), ("MoE models", "moe"), ("dense models", "dense"),
            ("MI300X-class GPU (MI300X + MI325X)", "mi300x"), ("  of which MI300X", "mi300x_only"),
            ("  of which MI325X", "mi325x"), ("TTFT/TPOT under load (server, concurrency)", "under_load_ttft_tpot"),
            ("any field under load (server, concurrency)", "under_load_any"), ("disaggregated (any field)", "disaggregated"),
            ("  of which TTFT/TPOT", "disaggregated_ttft_tpot"), ("latency fields (any mode)", "latency")]
    for label, key in rows:
        target = TARGETS.get(key)
        verdict = "" if target is None else f"  target >= {target}: {'met' if slices[key] >= target else 'NOT met'}"
        print(f"  {label:<46} {slices[key]:>6}{verdict}")
    if duplicates:
        print(f"\nduplicate case ids: {', '.join(duplicates)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
