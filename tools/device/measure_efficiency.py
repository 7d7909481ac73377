#!/usr/bin/env python3
"""Measure the efficiency curves the catalog uses (data/catalog/efficiency_curves.csv) on one GPU.

Curves, each as a fraction of the catalog's dense peak:
  matmul_16bit  BF16 GEMM by FLOPs of one GEMM (square and transformer-layer shapes, with the
                forward, input-gradient and weight-gradient layouts)
  matmul_fp8    FP8 (e4m3) GEMM through torch._scaled_mm, BF16 output
  hbm_stream    one element-wise kernel (copy, add) by the bytes it moves
plus a sustained run (one large BF16 GEMM for SUSTAIN_S seconds) with SM clock and power, to
show the clocks a GPU holds under training-like load rather than in a short burst.

Method: operands rotate through a pool larger than L2 so every kernel reads HBM, as a training
step does; launches are captured into a CUDA graph so host launch overhead (hidden by the CPU
running ahead in real training) is not counted; each point is the median of 5 timed replays.

Usage: measure_efficiency.py OUT_DIR [--peak-bf16 TFLOPS --peak-fp8 TFLOPS --peak-hbm TBPS]
Writes OUT_DIR/efficiency_points.csv, OUT_DIR/sustained.csv, OUT_DIR/environment.json.
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import time

import torch

L2_DEFEAT_BYTES = 512 << 20   # several times the H100/H200 50-60 MB L2
SUSTAIN_S = 20


def rotation_count(bytes_per_set):
    return max(1, min(1024, L2_DEFEAT_BYTES // max(1, bytes_per_set)))


def time_per_call(step, sets):
    """Seconds per call of step(i) for i over the rotating operand sets, from a CUDA graph."""
    for i in range(min(3, sets)):
        step(i)
    torch.cuda.synchronize()
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    step(0)
    end.record()
    end.synchronize()
    one = max(start.elapsed_time(end) / 1e3, 2e-6)
    calls = int(max(sets, min(2000, 0.03 / one)))
    calls = max(sets, (calls // sets) * sets)
    graph = None
    try:
        stream = torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(stream):
            step(0)
        torch.cuda.current_stream().wait_stream(stream)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            for c in range(calls):
                step(c % sets)
    except Exception as error:  # some kernels refuse capture: time eagerly then
        print(f"  graph capture failed ({error}); timing eagerly", file=sys.stderr)
        graph = None
    samples = []
    for _ in range(5):
        start.record()
        if graph is not None:
            graph.replay()
        else:
            for c in range(calls):
                step(c % sets)
        end.record()
        end.synchronize()
        samples.append(start.elapsed_time(end) / 1e3 / calls)
    del graph
    return statistics.median(samples)


def gemm_bf16(m, n, k, layout):
    """layout: fprop X(m,k)·W(n,k)^T; dgrad dY(m,k)·W(k,n); wgrad dY(k,m)^T·X(k,n)."""
    sets = rotation_count(2 * (m * k + k * n))
    if layout == "fprop":
        a = [torch.randn(m, k, device="cuda", dtype=torch.bfloat16) for _ in range(sets)]
        b = [torch.randn(n, k, device="cuda", dtype=torch.bfloat16).t() for _ in range(sets)]
    elif layout == "dgrad":
        a = [torch.randn(m, k, device="cuda", dtype=torch.bfloat16) for _ in range(sets)]
        b = [torch.randn(k, n, device="cuda", dtype=torch.bfloat16) for _ in range(sets)]
    else:
        a = [torch.randn(k, m, device="cuda", dtype=torch.bfloat16).t() for _ in range(sets)]
        b = [torch.randn(k, n, device="cuda", dtype=torch.bfloat16) for _ in range(sets)]
    out = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
    seconds = time_per_call(lambda i: torch.matmul(a[i], b[i], out=out), sets)
    return seconds


def gemm_fp8(m, n, k, fast_accumulation):
    sets = rotation_count(m * k + k * n)
    a = [torch.randn(m, k, device="cuda").to(torch.float8_e4m3fn) for _ in range(sets)]
    b = [torch.randn(n, k, device="cuda").to(torch.float8_e4m3fn).t() for _ in range(sets)]
    one = torch.ones((), device="cuda", dtype=torch.float32)
    seconds = time_per_call(
        lambda i: torch._scaled_mm(a[i], b[i], scale_a=one, scale_b=one, out_dtype=torch.bfloat16,
                                   use_fast_accum=fast_accumulation), sets)
    return seconds


def stream_kernel(elements, op):
    element_bytes = 2  # bf16
    operands = 2 if op == "copy" else 3
    sets = rotation_count(operands * elements * element_bytes)
    bufs = [[torch.empty(elements, device="cuda", dtype=torch.bfloat16).fill_(1.0)
             for _ in range(operands)] for _ in range(sets)]
    if op == "copy":
        step = lambda i: bufs[i][1].copy_(bufs[i][0])
    else:
        step = lambda i: torch.add(bufs[i][0], bufs[i][1], out=bufs[i][2])
    seconds = time_per_call(step, sets)
    return seconds, operands * elements * element_bytes


def nvml_reader():
    try:
        import pynvml
        pynvml.nvmlInit()
        handle = pynvml.nvmlDeviceGetHandleByIndex(0)

        def read():
            return {
                "sm_mhz": pynvml.nvmlDeviceGetClockInfo(handle, pynvml.NVML_CLOCK_SM),
                "mem_mhz": pynvml.nvmlDeviceGetClockInfo(handle, pynvml.NVML_CLOCK_MEM),
                "power_w": pynvml.nvmlDeviceGetPowerUsage(handle) / 1000.0,
                "temp_c": pynvml.nvmlDeviceGetTemperature(handle, pynvml.NVML_TEMPERATURE_GPU),
                "power_limit_w": pynvml.nvmlDeviceGetEnforcedPowerLimit(handle) / 1000.0,
            }
        return read
    except Exception as error:
        print(f"NVML unavailable: {error}", file=sys.stderr)
        return lambda: {}


def sustained(read, peak_bf16, out_dir):
    n = 8192
    a = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    c = torch.empty(n, n, device="cuda", dtype=torch.bfloat16)
    flops = 2.0 * n * n * n
    rows = []
    t0 = time.time()
    while time.time() - t0 < SUSTAIN_S:
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(100):
            torch.matmul(a, b, out=c)
        end.record()
        end.synchronize()
        seconds = start.elapsed_time(end) / 1e3 / 100
        row = {"t_s": round(time.time() - t0, 2), "tflops": flops / seconds / 1e12,
               "efficiency": flops / seconds / 1e12 / peak_bf16}
        row.update(read())
        rows.append(row)
    with open(os.path.join(out_dir, "sustained.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[-1].keys()))
        writer.writeheader()
        writer.writerows(rows)
    tail = rows[len(rows) // 2:]
    return statistics.median(r["tflops"] for r in tail), tail[-1]


def transformer_shapes():
    """(name, m=tokens, n, k) of the four linear layers for a few published model widths."""
    models = [  # hidden, ffn, q heads*dim + 2*kv heads*dim, tp
        ("llama3-8b-tp1", 4096, 14336, 4096 + 2 * 1024, 1),
        ("llama3-70b-tp8", 8192, 28672, 8192 + 2 * 1024, 8),
        ("gpt3-175b-tp8", 12288, 49152, 3 * 12288, 8),
        ("llama3-405b-tp8", 16384, 53248, 16384 + 2 * 1024, 8),
    ]
    shapes = []
    for name, hidden, ffn, qkv, tp in models:
        gated = ffn != 4 * hidden
        fc1 = (2 if gated else 1) * ffn // tp
        for tokens in (1024, 4096, 16384):
            shapes += [
                (f"{name}-qkv-t{tokens}", tokens, qkv // tp, hidden),
                (f"{name}-proj-t{tokens}", tokens, hidden, hidden // tp),
                (f"{name}-fc1-t{tokens}", tokens, fc1, hidden),
                (f"{name}-fc2-t{tokens}", tokens, hidden, ffn // tp),
            ]
    return shapes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir")
    parser.add_argument("--peak-bf16", type=float, default=989.5)
    parser.add_argument("--peak-fp8", type=float, default=1979.0)
    parser.add_argument("--peak-hbm", type=float, default=4.8)
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = True
    read = nvml_reader()

    env = {
        "gpu": torch.cuda.get_device_name(0),
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "cublas_lt": getattr(torch.backends.cuda, "preferred_blas_library", lambda: "?")().__str__(),
        "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "peaks": {"bf16_tflops": args.peak_bf16, "fp8_tflops": args.peak_fp8, "hbm_tbps": args.peak_hbm},
        "idle": read(),
    }
    try:
        env["driver"] = subprocess.run(["nvidia-smi", "--query-gpu=driver_version,power.limit,clocks.max.sm",
                                        "--format=csv,noheader"], capture_output=True, text=True).stdout.strip()
    except OSError:
        pass

    points = []

    def record(curve, name, m, n, k, work, seconds, peak, unit):
        rate = work / seconds / 1e12
        points.append({"curve": curve, "name": name, "m": m, "n": n, "k": k, "work": f"{work:.6g}",
                       "seconds": f"{seconds:.6g}", "rate": f"{rate:.2f}", "unit": unit,
                       "efficiency": f"{rate / peak:.4f}"})
        print(f"{curve:13s} {name:34s} {work:10.3g} {rate:9.2f} {unit} eff {rate / peak:.3f}", flush=True)

    squares = [256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192, 12288, 16384]
    for size in squares:
        s = gemm_bf16(size, size, size, "fprop")
        record("matmul_16bit", f"square-{size}", size, size, size, 2.0 * size ** 3, s, args.peak_bf16, "TFLOP/s")
    for name, m, n, k in transformer_shapes():
        for layout in ("fprop", "dgrad", "wgrad"):
            if layout == "fprop":
                mm, nn, kk = m, n, k
            elif layout == "dgrad":
                mm, nn, kk = m, k, n
            else:
                mm, nn, kk = n, k, m
            s = gemm_bf16(mm, nn, kk, layout)
            record("matmul_16bit", f"{name}-{layout}", mm, nn, kk, 2.0 * mm * nn * kk, s, args.peak_bf16, "TFLOP/s")
        torch.cuda.empty_cache()

    try:
        for fast in (True, False):
            label = "fastacc" if fast else "splitacc"
            for size in squares:
                s = gemm_fp8(size, size, size, fast)
                record("matmul_fp8", f"square-{size}-{label}", size, size, size, 2.0 * size ** 3, s,
                       args.peak_fp8, "TFLOP/s")
        for name, m, n, k in transformer_shapes():
            s = gemm_fp8(m, n, k, True)
            record("matmul_fp8", f"{name}-fprop-fastacc", m, n, k, 2.0 * m * n * k, s, args.peak_fp8, "TFLOP/s")
    except Exception as error:
        print(f"FP8 GEMM failed: {error}", file=sys.stderr)
        env["fp8_error"] = str(error)
    torch.cuda.empty_cache()

    for op in ("copy", "add"):
        elements = 8 << 10
        while elements <= (2 << 30):
            s, moved = stream_kernel(elements, op)
            record("hbm_stream", f"{op}-{elements}", elements, 0, 0, moved, s, args.peak_hbm, "TB/s")
            elements *= 4
            torch.cuda.empty_cache()

    median_tflops, last = sustained(read, args.peak_bf16, args.out_dir)
    env["sustained_bf16_8192_tflops_median_second_half"] = median_tflops
    env["sustained_last_sample"] = last
    print(f"sustained 8192^3 bf16: {median_tflops:.1f} TFLOP/s; last sample {last}", flush=True)

    with open(os.path.join(args.out_dir, "efficiency_points.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(points[0].keys()))
        writer.writeheader()
        writer.writerows(points)
    with open(os.path.join(args.out_dir, "environment.json"), "w") as f:
        json.dump(env, f, indent=2)


if __name__ == "__main__":
    main()
