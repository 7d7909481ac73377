#!/usr/bin/env python3
"""Efficiency curves for GPUs the project has not measured (Blackwell, MI300X/MI325X, Gaudi 3),
written into data/catalog/efficiency_curves.csv (rows of these GPUs are replaced; others kept).

Method (so the curves are not copies of H100's): a GEMM's efficiency ramp is set by time, not by
FLOPs -- launch, prologue/epilogue and wave quantisation cost about the same microseconds on each
generation -- so a GPU with k times the peak reaches a given efficiency at k times the FLOPs. Each
curve is the measured H200 shape (data/measurements/nvidia-h200-sxm-2026-11-30) moved to larger
sizes by the peak ratio and scaled to the top efficiency that published microbenchmarks give for
that GPU, times a sustained-clock factor where the benchmark ran in short bursts (the H200 ran
13% slower sustained than in its first second). The uncertainty of each figure goes into the
catalog as compute_efficiency_uncertainty (parameters.csv), shown as a range in the estimate.

Usage: tools/catalog/derive_unmeasured_curves.py [data/catalog]
"""
import csv
import io
import math
import os
import sys

H200 = "nvidia_h200_sxm_141gb"
H200_PEAK_BF16 = 989.5

# gpu id -> (peak bf16 TFLOP/s, {curve: (top efficiency, source, year)})
B200_GEMM = ("Measured B200 BF16 GEMM, PyTorch 2.11 / cuBLASLt 13.1: 4096^3 1514, 8192^3 1576, Llama-70B MLP "
             "8192x14336x4096 1615 TFLOP/s (0.67-0.72 of 2250 dense), 2048^3 1192, 1024^3 328 "
             "(public bench_bf16 notes, 2026-05-01, B200 on Modal); ThunderKittens 2.0 / CUTLASS B200 BF16 GEMM "
             "1538 / 1570 TFLOP/s (HipKittens, Fig. 19); x0.9 for sustained power-limited clocks (short benchmarks; "
             "H200: 682 sustained vs 788 TFLOP/s in the first second)")
B200_HBM = ("Measured B200 HBM3e copy 6548-6695 GB/s at 1-16 GB (0.82-0.84 of 8 TB/s), 5348 GB/s at 16 MB, "
            "454 GB/s at 1 MB (public bench_bandwidth notes, 2026-05-01)")
MI300X_GEMM = ("SemiAnalysis, 'MI300X vs H100 vs H200 Benchmark Part 1: Training' (2024-12-22), GEMM section: "
               "MI300X reaches ~620 TFLOP/s BF16 (0.47 of 1307) and ~990 TFLOP/s FP8 (0.38 of 2615) with the public "
               "ROCm/hipBLASLt stack on transformer GEMM shapes, against ~720 BF16 on H100")
MI300X_HBM = ("SemiAnalysis MI300X training benchmark (2024-12): ~81% of the 5.3 TB/s HBM3 peak reached by "
              "memory-bound kernels")
MI325X_GEMM = ("MI325X: the MI300X compute die (1307 TFLOP/s BF16 dense) at a 1000 W board limit instead of 750 W "
               "(AMD Instinct MI325X datasheet): sustained clocks ~6% above MI300X's under GEMM load (cube-root "
               "power-clock relation); top efficiencies from the MI300X measurements (SemiAnalysis 2024-12)")
GAUDI3_GEMM = ("Intel Gaudi 3 white paper (2024): 8 MMEs, 1835 TFLOP/s BF16 and FP8 dense; no independent GEMM "
               "measurement found: top efficiency 0.55 assumed (estimate, wide uncertainty)")
GAUDI3_HBM = "Intel Gaudi 3 white paper (3.7 TB/s HBM2e); 0.80 of peak for large streams assumed (estimate)"

SPECS = {
    "nvidia_b200_hgx": (2250, {
        "matmul_16bit": (0.70 * 0.9, B200_GEMM, 2026),
        "matmul_fp8": (0.68 * 0.9, "FP8 GEMM from the BF16 measurement: FP8 doubles the tensor-core rate, so its "
                                    "ramp moves to twice the FLOPs; top x0.97 of BF16 as on H200 (measured 0.672 vs "
                                    "0.705). " + B200_GEMM, 2026),
        "hbm_stream": (0.83, B200_HBM, 2026),
        "fused_attention_forward": (0.62 * 0.9, "cuDNN / FlashAttention-4 on B200: ~1,400-1,600 TFLOP/s forward BF16 "
                                               "at long sequences (FlashAttention-4 release notes, 2025; 0.62-0.71 of "
                                               "2250) x0.9 sustained; H200 measured shape moved by the peak ratio", 2025),
        "fused_attention_backward": (0.54 * 0.9, "FlashAttention backward ~0.85x the forward efficiency (H200 "
                                                "measured 0.569 vs 0.655); B200 forward as above", 2025),
    }),
    "amd_mi300x": (1307.4, {
        "matmul_16bit": (0.47, MI300X_GEMM, 2024),
        "matmul_fp8": (0.38, MI300X_GEMM, 2024),
        "hbm_stream": (0.81, MI300X_HBM, 2024),
    }),
    "amd_mi325x": (1307.4, {
        "matmul_16bit": (0.50, MI325X_GEMM, 2024),
        "matmul_fp8": (0.40, MI325X_GEMM, 2024),
        "hbm_stream": (0.81, MI300X_HBM + " (same memory subsystem class, HBM3E 6 TB/s)", 2024),
    }),
    "intel_gaudi3_oam": (1835, {
        "matmul_16bit": (0.55, GAUDI3_GEMM, 2024),
        "matmul_fp8": (0.55, GAUDI3_GEMM, 2024),
        "hbm_stream": (0.80, GAUDI3_HBM, 2024),
    }),
}
# GB200: the B200 die at a 1200 W limit and 2500 TFLOP/s dense per GPU (same fraction of its higher
# peak: the added power sustains the higher clock).
SPECS["nvidia_gb200_per_gpu"] = (2500, {k: (v[0], "GB200 NVL72 GPU (2500 TFLOP/s BF16 dense at 1200 W, NVIDIA GB200 "
                                              "NVL72 datasheet): the B200 curve at the same fraction of its higher "
                                              "peak. " + v[1], v[2]) for k, v in SPECS["nvidia_b200_hgx"][1].items()})

NOTES = {
    "matmul_16bit": "BF16 GEMM fraction of dense peak by FLOPs of one GEMM; H200 measured shape moved to larger sizes by the peak ratio",
    "matmul_fp8": "FP8 GEMM fraction of dense FP8 peak by FLOPs of one GEMM; H200 measured shape moved by the FP8 peak ratio",
    "hbm_stream": "Element-wise kernel fraction of HBM peak by bytes moved; H200 measured shape",
    "fused_attention_forward": "Fused attention forward, fraction of dense BF16 peak by FLOPs of one call",
    "fused_attention_backward": "Fused attention backward, fraction of dense BF16 peak by FLOPs of one call",
}


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..", "data", "catalog")
    path = os.path.join(folder, "efficiency_curves.csv")
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    header = ["gpu_id", "curve", "size", "efficiency", "source", "year", "notes"]
    shapes = {}
    for r in rows:
        if r["gpu_id"] == H200:
            shapes.setdefault(r["curve"], []).append((float(r["size"]), float(r["efficiency"])))
    kept = [r for r in rows if r["gpu_id"] not in SPECS]
    derived = []
    for gpu, (peak, curves) in SPECS.items():
        for curve, (top, source, year) in curves.items():
            shape = sorted(shapes[curve])
            h200Top = max(e for _, e in shape)
            # FP8 runs at twice the BF16 rate on both GPUs, so the same ratio of peaks moves it.
            shift = peak / H200_PEAK_BF16
            for size, efficiency in shape:
                if curve == "hbm_stream":
                    moved = size   # bytes: a stream's ramp is set by bytes in flight, not by peak FLOPs
                else:
                    moved = size * shift
                derived.append({"gpu_id": gpu, "curve": curve, "size": "%.3g" % moved,
                                "efficiency": "%.3f" % max(efficiency / h200Top * top, 0.001),
                                "source": source, "year": str(year), "notes": NOTES[curve]})
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=header, lineterminator="\n")
    writer.writeheader()
    for r in kept + derived:
        writer.writerow({k: r.get(k, "") for k in header})
    with open(path, "w", newline="") as f:
        f.write(out.getvalue())
    print("wrote %d derived rows for %s" % (len(derived), ", ".join(SPECS)))


if __name__ == "__main__":
    main()
