#!/usr/bin/env python3
"""Measure fused (flash) attention efficiency on one GPU, in the convention the training model
uses (model/training/KernelCosts.cpp): causal forward FLOPs = 2·B·H·S²·(d_qk + d_v)·0.5, backward
= 2.5 × forward, each as a fraction of the dense BF16 peak. Also repeats the square BF16 GEMMs of
measure_efficiency.py to show run-to-run spread.

Usage: measure_attention.py OUT_DIR [--peak-bf16 TFLOPS]
Writes OUT_DIR/attention_points.csv and OUT_DIR/gemm_repeat.csv.
"""
import argparse
import csv
import os
import statistics
import sys

import torch
from torch.nn.attention import SDPBackend, sdpa_kernel
from torch.nn.functional import scaled_dot_product_attention

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure_efficiency import gemm_bf16  # noqa: E402


def timed(fn, repeats=7):
    for _ in range(2):
        fn()
    torch.cuda.synchronize()
    samples = []
    for _ in range(repeats):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        samples.append(start.elapsed_time(end) / 1e3)
    return statistics.median(samples)


def attention(backend, batch, heads, seq, head_dim):
    q, k, v = (torch.randn(batch, heads, seq, head_dim, device="cuda", dtype=torch.bfloat16, requires_grad=True)
               for _ in range(3))
    grad = torch.randn(batch, heads, seq, head_dim, device="cuda", dtype=torch.bfloat16)
    with sdpa_kernel([backend]):
        forward = timed(lambda: scaled_dot_product_attention(q, k, v, is_causal=True))

        def both():
            out = scaled_dot_product_attention(q, k, v, is_causal=True)
            out.backward(grad)
        total = timed(both)
    return forward, max(total - forward, 1e-9)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir")
    parser.add_argument("--peak-bf16", type=float, default=989.5)
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)

    rows = []
    # (label, micro-batch, query heads per GPU, head dim) of published configurations
    configs = [("llama3-8b-tp1", 1, 32, 128), ("llama3-70b-tp8", 1, 8, 128),
               ("gpt3-175b-tp8", 1, 12, 128), ("llama3-405b-tp8", 1, 16, 128), ("d64-h32", 1, 32, 64)]
    backends = [("cudnn", SDPBackend.CUDNN_ATTENTION), ("flash", SDPBackend.FLASH_ATTENTION),
                ("efficient", SDPBackend.EFFICIENT_ATTENTION)]
    for backend_name, backend in backends:
        for label, batch, heads, head_dim in configs:
            for seq in (2048, 4096, 8192, 16384):
                try:
                    fwd, bwd = attention(backend, batch, heads, seq, head_dim)
                except Exception as error:
                    print(f"{backend_name} {label} s={seq}: {error}".splitlines()[0], flush=True)
                    break
                flops = 2.0 * batch * heads * seq * seq * (2 * head_dim) * 0.5
                row = {"backend": backend_name, "config": label, "batch": batch, "heads": heads, "seq": seq,
                       "head_dim": head_dim, "forward_flops": f"{flops:.6g}",
                       "forward_s": f"{fwd:.6g}", "backward_s": f"{bwd:.6g}",
                       "forward_efficiency": f"{flops / fwd / 1e12 / args.peak_bf16:.4f}",
                       "backward_efficiency": f"{2.5 * flops / bwd / 1e12 / args.peak_bf16:.4f}"}
                rows.append(row)
                print(f"{backend_name:9s} {label:16s} s={seq:6d} fwd {row['forward_efficiency']} "
                      f"bwd {row['backward_efficiency']}", flush=True)
                torch.cuda.empty_cache()
    with open(os.path.join(args.out_dir, "attention_points.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        writer.writeheader()
        writer.writerows(rows)

    repeat = []
    for size in (512, 1024, 2048, 4096, 8192, 16384):
        seconds = gemm_bf16(size, size, size, "fprop")
        efficiency = 2.0 * size ** 3 / seconds / 1e12 / args.peak_bf16
        repeat.append({"size": size, "seconds": f"{seconds:.6g}", "efficiency": f"{efficiency:.4f}"})
        print(f"repeat square-{size}: {efficiency:.4f}", flush=True)
    with open(os.path.join(args.out_dir, "gemm_repeat.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(repeat[0].keys()))
        writer.writeheader()
        writer.writerows(repeat)


if __name__ == "__main__":
    main()
