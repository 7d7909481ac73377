#!/usr/bin/env python3
"""Turn the points measured by measure_efficiency.py / measure_attention.py into catalog rows
(data/catalog/efficiency_curves.csv format) for one GPU.

Each curve point is the median efficiency of the measurements within a quarter decade of it
(sizes on a half-decade grid). Below the smallest measurement the kernel's time stops shrinking
(launch and one-wave floor), so the point is extrapolated at constant time: efficiency scales
with size. Above the largest measurement the catalog's interpolation holds the last value.

Usage: derive_curves.py MEASUREMENT_DIR GPU_ID SOURCE_TEXT > rows.csv
"""
import csv
import math
import os
import statistics
import sys

HALF_DECADE = math.sqrt(10.0)
WINDOW = 10 ** 0.25


def grid(low, high):
    sizes = []
    size = low
    while size <= high * 1.0001:
        sizes.append(float(f"{size:.3g}"))
        size *= HALF_DECADE
    return sizes


def curve(points, sizes):
    """points: [(size, efficiency)] -> [(size, efficiency, how)]"""
    smallest = min(points)
    rows = []
    for size in sizes:
        near = [e for s, e in points if size / WINDOW <= s <= size * WINDOW]
        if near:
            rows.append((size, statistics.median(near), f"median of {len(near)} measured"))
        elif size < smallest[0]:
            rows.append((size, smallest[1] * size / smallest[0], "constant-time extrapolation below the smallest measured"))
    return rows


def read(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def main():
    directory, gpu_id, source = sys.argv[1], sys.argv[2], sys.argv[3]
    measured = read(os.path.join(directory, "efficiency_points.csv"))
    attention = read(os.path.join(directory, "attention_points.csv"))

    def points(curve_name, keep=lambda row: True):
        return [(float(r["work"]), float(r["efficiency"])) for r in measured if r["curve"] == curve_name and keep(r)]

    # cudaMemcpy-backed copy_ of >= 1 GiB buffers runs on the copy path at ~2.7 TB/s; element-wise
    # kernels (the curve's meaning) keep ~0.92, so only kernel-launched copies are kept.
    def elementwise(row):
        return row["name"].startswith("add-") or float(row["work"]) < 2e9

    attention_d128 = [r for r in attention if r["backend"] == "cudnn" and r["head_dim"] == "128"]
    forward = [(float(r["forward_flops"]), float(r["forward_efficiency"])) for r in attention_d128]
    backward = [(2.5 * float(r["forward_flops"]), float(r["backward_efficiency"])) for r in attention_d128]

    curves = [
        ("matmul_16bit", curve(points("matmul_16bit"), grid(1e7, 1e13)),
         "BF16 GEMM (torch.matmul, cuBLAS), square and transformer-layer shapes in forward, input-gradient and weight-gradient layouts, operands rotated past L2, CUDA-graph timed"),
        ("matmul_fp8", curve(points("matmul_fp8"), grid(1e7, 1e13)),
         "FP8 e4m3 GEMM (torch._scaled_mm, BF16 out), fast and split accumulation, square and transformer-layer shapes"),
        ("hbm_stream", curve(points("hbm_stream", elementwise), grid(1e4, 1e10)),
         "Element-wise BF16 copy and add kernels by bytes moved, of 4.8 TB/s, operands rotated past L2"),
        ("fused_attention_forward", curve(forward, grid(1e9, 1e13)),
         "cuDNN fused attention (PyTorch SDPA, the backend Transformer Engine uses on Hopper), causal, head dim 128, by forward FLOPs 2*B*H*S^2*(dqk+dv)*0.5"),
        ("fused_attention_backward", curve(backward, grid(1e9, 1e13)),
         "cuDNN fused attention backward, causal, head dim 128, by backward FLOPs (2.5x forward)"),
    ]
    writer = csv.writer(sys.stdout, lineterminator="\n")
    for name, rows, what in curves:
        for size, efficiency, how in rows:
            writer.writerow([gpu_id, name, f"{size:.3g}", f"{efficiency:.3f}", source, 2026, f"{what}; {how}"])


if __name__ == "__main__":
    main()
