#!/usr/bin/env python3
"""Counts of the training validation set: per file, group, GPU, framework and the slices issue 14 asks for.

    data/tools/validation_set_summary.py [FILE ...]     (default: data/validation/training-*.json)
"""

import collections
import glob
import json
import os
import sys

BLACKWELL = {"nvidia_b200_hgx", "nvidia_gb200_per_gpu"}
TARGETS = {"cases": 150, "groups": 12, "blackwell": 30, "moe": 30, "cp>=4": 20, "zero-3": 20}


def slices(case):
    plan = case.get("plan") or {}
    model = case.get("model") or {}
    moe = model.get("moe") or {}
    gpu = (case.get("hardware") or {}).get("gpu")
    return {
        "blackwell": gpu in BLACKWELL,
        "moe": (moe.get("experts") or 0) > 1,
        "cp>=4": (plan.get("cp") or 1) >= 4,
        "zero-3": plan.get("zero_stage") == 3,
        "amd": str(gpu).startswith("amd_"),
    }


def main(paths):
    if not paths:
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "validation")
        paths = sorted(glob.glob(os.path.join(root, "training-*.json")))
    cases = []
    per_file = collections.Counter()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        for case in document["cases"]:
            if case.get("kind") != "training":
                continue
            cases.append(case)
            per_file[os.path.basename(path)] += 1

    def table(title, counter):
        print(f"\n{title}")
        for key, count in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
            print(f"  {count:5d}  {key}")

    table("Cases per file", per_file)
    groups = collections.Counter(c.get("group", "(no group)") for c in cases)
    table("Cases per group", groups)
    table("Cases per GPU", collections.Counter(c["hardware"].get("gpu") for c in cases))
    table("Cases per framework", collections.Counter((c.get("software") or {}).get("framework", "(default)") for c in cases))
    table("Cases per precision", collections.Counter(c["plan"].get("precision") for c in cases))

    slice_counts = collections.Counter()
    slice_groups = collections.defaultdict(set)
    for case in cases:
        for name, member in slices(case).items():
            if member:
                slice_counts[name] += 1
                slice_groups[name].add(case.get("group"))
    unknown = collections.Counter(key for c in cases for key, value in c["plan"].items() if value is None)
    table("Plan fields left unknown (null), cases", unknown)

    print("\nTargets (issue 14, 'Done when')")
    actual = {"cases": len(cases), "groups": len(groups), **{k: slice_counts[k] for k in ("blackwell", "moe", "cp>=4", "zero-3")}}
    for name, target in TARGETS.items():
        extra = f" from {len(slice_groups[name])} groups" if name in slice_groups else ""
        print(f"  {name:10s} {actual[name]:5d}  (target >= {target}) {'ok' if actual[name] >= target else 'SHORT'}{extra}")
    print(f"  {'amd':10s} {slice_counts['amd']:5d}")
    return 0 if all(actual[k] >= v for k, v in TARGETS.items()) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
