#!/usr/bin/env python3
"""Builds data/validation/training-<source>.json from the published tables they transcribe.

The tables are read from checkouts of their repositories at pinned commits (NVIDIA-NeMo/Megatron-Bridge,
mosaicml/llm-foundry, NVIDIA/dgxc-benchmarking) or are transcribed in the builder modules (data/tools/training_validation/) with
their URL. Every derived field is listed in the case's `assumptions`; rows that cannot be described in the
validation format are printed with the reason.

    data/tools/build_training_validation.py --megatron-bridge PATH --llm-foundry PATH --dgxc-benchmarking PATH
        [--out data/validation]

PATH is a git checkout (or bare mirror) of the repository; the pinned commits must be in it.
"""

import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from training_validation import common, dgxc, foundry, megatron_bridge, megatron_lm, nemo, papers, torchtitan  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--megatron-bridge", required=True, help="checkout of NVIDIA-NeMo/Megatron-Bridge")
    parser.add_argument("--llm-foundry", required=True, help="checkout of mosaicml/llm-foundry")
    parser.add_argument("--dgxc-benchmarking", required=True, help="checkout of NVIDIA/dgxc-benchmarking")
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "validation"))
    args = parser.parse_args()

    skipped = []
    files = {
        "training-megatron-bridge.json": megatron_bridge.build(args.megatron_bridge, skipped),
        "training-nemo.json": nemo.build(skipped),
        "training-dgxc-benchmarking.json": dgxc.build(args.dgxc_benchmarking, skipped),
        "training-megatron-lm.json": megatron_lm.build(skipped),
        "training-llm-foundry.json": foundry.build(args.llm_foundry, skipped),
        "training-torchtitan.json": torchtitan.build(skipped),
        "training-papers.json": papers.build(skipped),
    }
    for name, cases in files.items():
        common.write(os.path.join(args.out, name), cases)
    for name, cases in files.items():
        print(f"{name}: {len(cases)} cases")
    print(f"\nLeft out ({len(skipped)} rows or row variants):")
    for reason, count in collections.Counter(reason for _, reason in skipped).most_common():
        print(f"  {count:4d}  {reason}")
    if "-v" in sys.argv:
        for where, reason in skipped:
            print(f"  {where}: {reason}")


if __name__ == "__main__":
    main()
