#!/usr/bin/env python3
"""On a GPU machine without MLIR: times the tile kernels of bundle.py
against PyTorch, Triton and cuBLAS in one process, checks their results
against PyTorch's, and writes a JSON file and a table in bench/RESULTS.md.

    python3 bench/tile/gpu/run.py --bundle build/gpu-bundle/tile \
        --runtime build-rt/lib/libwarptile_cuda_runtime.so

Ours runs through the libraries of `warp-run --emit-lib` (hostlib.py):
`count` launches queued on one stream, one wait. Every implementation is
timed the same way: wall clock around `count` back-to-back launches and a
synchronization, `count` chosen so that one sample lasts about 50 ms, the
median of 7 samples. Targets (issue 18, shared/docs/GPU.md): vector add
>= 97% of the device-to-device copy rate, softmax >= Triton, layernorm >=
1.4x PyTorch, f16 GEMM >= 50% of cuBLAS.

--dry-run calls every library once through both entries with NumPy arrays
and nothing else (on the fake driver of the tests: the bundle loads and
its signatures match the manifest); it needs neither torch nor a GPU.
"""

import argparse
import datetime
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from hostlib import HostLibrary  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
BEGIN = "<!-- bench/tile/gpu/run.py: begin -->"
END = "<!-- bench/tile/gpu/run.py: end -->"


def parse_spec(spec):
    """(type, shape or None, scalar value or None)."""
    if "[" in spec:
        type_, rest = spec.split("[", 1)
        return type_, [int(d) for d in rest.split("]")[0].split("x")], None
    type_, _, value = spec.partition(":")
    return type_, None, float(value) if value else 0.0


def dry_run(manifest, bundle, runtime):
    import numpy as np
    for name, message in manifest.get("refused", {}).items():
        print(f"{name}: refused today, not bundled: {message}", flush=True)
    dtypes = {"f16": np.float16, "f32": np.float32, "i32": np.int32}
    for name, case in manifest["cases"].items():
        lib = HostLibrary(os.path.join(bundle, case["library"]), case["specs"],
                          runtime=runtime)
        args = []
        for spec in case["specs"]:
            type_, shape, value = parse_spec(spec)
            args.append(value if shape is None else
                        np.zeros(shape, dtype=dtypes[type_]))
        lib.entry(*args)
        lib.launch(*args, count=2)
        print(f"{name}: entry and launch x2 returned", flush=True)
    return 0


# -- On the GPU -------------------------------------------------------------

def measure(run, sync):
    """Seconds per launch: run(n) launches n times (then waits)."""
    run(1)
    sync()
    start = time.perf_counter()
    run(3)
    sync()
    once = max((time.perf_counter() - start) / 3, 1e-6)
    count = max(1, min(10000, int(0.05 / once)))
    samples = []
    for _ in range(7):
        sync()
        start = time.perf_counter()
        run(count)
        sync()
        samples.append((time.perf_counter() - start) / count)
    return statistics.median(samples)


def triton_kernels():
    """The Triton twins, or None without Triton."""
    try:
        import triton
    except ImportError:
        return None

    sys.path.insert(0, os.path.join(HERE, ".."))
    from triton_twins import layernorm, matmul, softmax, vector_add
    import triton_transformer_twins as tt

    def run_vector_add(a, b, c, n):
        for _ in range(n):
            vector_add[(triton.cdiv(a.numel(), 1024),)](a, b, c, a.numel(),
                                                         BLOCK=1024)

    def run_softmax(x, y, n):
        for _ in range(n):
            softmax[(x.shape[0],)](x, y, N=x.shape[1], num_warps=16)

    def run_layernorm(x, g, b, y, n):
        for _ in range(n):
            layernorm[(x.shape[0],)](x, g, b, 1e-5, y, N=x.shape[1],
                                     BLOCK=x.shape[1], num_warps=16)

    def run_matmul(a, b, c, n):
        m, k = a.shape
        nn = b.shape[1]
        grid = (triton.cdiv(m, 128) * triton.cdiv(nn, 256),)
        for _ in range(n):
            matmul[grid](a, b, c, m, nn, k, BM=128, BN=256, BK=64, GROUP=8,
                         num_warps=8, num_stages=4)

    # The transformer twins at our tiles and warps (bench/tile/peers-ptx).
    def run_rotary(x, c, s, y, n):
        t = x.shape[0]
        for _ in range(n):
            tt.rotary[(t // 16, 8, 2)](x, c, s, y, H=8, HALF=64, BT=16,
                                      num_warps=8)

    def run_rmsnorm(x, g, y, n):
        for _ in range(n):
            tt.rmsnorm[(triton.cdiv(x.shape[0], 4),)](
                x, g, 1e-6, y, x.shape[0], N=4096, R=4, num_warps=8)

    def run_layernorm_rows(x, g, b, y, n):
        for _ in range(n):
            tt.layernorm_rows[(triton.cdiv(x.shape[0], 4),)](
                x, g, b, 1e-5, y, x.shape[0], N=1024, R=4, num_warps=8)

    def run_linear_gelu(x, w, b, y, n):
        size = x.shape[0]
        for _ in range(n):
            tt.linear_gelu[(size // 64, size // 64)](
                x, w, b, y, N=size, K=size, BM=64, BN=64, BK=32, num_warps=4)

    def run_attention(q, kt, v, o, n):
        seq = q.shape[0]
        for _ in range(n):
            tt.attention[(seq // 64,)](q, kt, v, 0.125, o, T=seq, D=64, BM=64,
                                       BN=64, num_warps=4)

    return {"version": triton.__version__, "vector_add": run_vector_add,
            "softmax": run_softmax, "layernorm": run_layernorm,
            "gemm": run_matmul, "rotary": run_rotary, "rmsnorm": run_rmsnorm,
            "layernorm_rows": run_layernorm_rows,
            "linear_gelu": run_linear_gelu, "attention": run_attention}


def transformer_reference(kind, args, torch):
    """PyTorch's result for a transformer case and the arguments of its
    Triton twin (bench/tile/triton_transformer_twins.py) but the output."""
    F = torch.nn.functional
    if kind == "rotary":
        x, c, s = args[0], args[1], args[2]
        x0, x1 = x[:, :, 0:1, :], x[:, :, 1:2, :]
        ref = torch.cat([x0 * c - x1 * s, x1 * c + x0 * s], dim=2)
        return ref, [x, c[:, 0, 0, :].contiguous(), s[:, 0, 0, :].contiguous()]
    if kind == "rmsnorm":
        x, g = args[0], args[1]
        ref = x * torch.rsqrt((x * x).mean(1, keepdim=True) + 1e-6) * g
        return ref, [x, g]
    if kind == "layernorm_rows":
        x, g, b = args[0], args[1], args[2]
        return F.layer_norm(x, (x.shape[1],), g, b, 1e-5), [x, g, b]
    if kind == "linear_gelu":
        x, w, b = args[0], args[1], args[2]
        ref = F.gelu(x.float() @ w.float() + b, approximate="tanh").half()
        return ref, [x, w, b]
    q, kt, v = args[0], args[1], args[2]
    ref = F.scaled_dot_product_attention(
        q.float()[None, None], kt.float().T[None, None], v.float()[None, None],
        is_causal=True, scale=0.125)[0, 0]
    return ref, [q, kt, v]


def gpu_run(manifest, bundle, runtime, only=None, profile=False):
    """Checks and times each case of the manifest (those named in `only`).
    With `profile`, times nothing: each implementation runs twice, the
    second launch between cudaProfilerStart/Stop, for a profiler started
    with its capture off (ncu --profile-from-start off)."""
    import torch
    torch.manual_seed(0)
    dev = torch.device("cuda")
    sync = torch.cuda.synchronize
    peers = triton_kernels()
    for name, message in manifest.get("refused", {}).items():
        print(f"{name}: refused today, not timed: {message}", flush=True)
    dtypes = {"f16": torch.float16, "f32": torch.float32}
    rows, checks = [], []
    for name, case in manifest["cases"].items():
        if only and name not in only:
            continue
        lib = HostLibrary(os.path.join(bundle, case["library"]), case["specs"],
                          runtime=runtime)
        args = []
        for i, spec in enumerate(case["specs"]):
            type_, shape, value = parse_spec(spec)
            if shape is None:
                args.append(value)
            elif i in case["inputs"]:
                args.append(torch.randn(shape, dtype=dtypes[type_], device=dev))
            else:
                args.append(torch.zeros(shape, dtype=dtypes[type_], device=dev))
        out = args[case["output"]]
        ref, impls = None, {}
        kind = case["reference"]
        if kind == "vector_add":
            a, b = args[0], args[1]
            ref = a + b
            copy_dst = torch.empty_like(a)
            impls["torch.add"] = lambda n: [torch.add(a, b, out=copy_dst)
                                            for _ in range(n)]
            # The floor: one read and one write of a buffer, scaled to the
            # vector add's three streams of bytes below.
            impls["copy (D2D)"] = lambda n: [copy_dst.copy_(a) for _ in range(n)]
            if peers:
                impls["triton"] = lambda n: peers["vector_add"](a, b, copy_dst, n)
        elif kind == "softmax":
            x = args[0]
            ref = torch.softmax(x, dim=1)
            y = torch.empty_like(x)
            impls["torch.softmax"] = lambda n: [torch.softmax(x, 1)
                                                for _ in range(n)]
            if peers:
                impls["triton"] = lambda n: peers["softmax"](x, y, n)
        elif kind == "layernorm":
            x, g, bb, eps = args[0], args[1], args[2], args[3]
            ref = torch.nn.functional.layer_norm(x, (x.shape[1],), g, bb, eps)
            y = torch.empty_like(x)
            impls["torch layer_norm"] = lambda n: [
                torch.nn.functional.layer_norm(x, (x.shape[1],), g, bb, eps)
                for _ in range(n)]
            if peers:
                impls["triton"] = lambda n: peers["layernorm"](x, g, bb, y, n)
        elif kind in ("rotary", "rmsnorm", "layernorm_rows", "linear_gelu",
                      "attention"):
            ref, twin_args = transformer_reference(kind, args, torch)
            twin_out = torch.empty_like(out)
            if peers:
                impls["triton"] = (lambda n, k=kind, a=twin_args, o=twin_out:
                                   peers[k](*a, o, n))
        elif kind == "gemm":
            a, b = args[0], args[1]
            ref = torch.matmul(a, b).float()
            c16 = torch.empty(a.shape[0], b.shape[1], dtype=torch.float16,
                              device=dev)
            impls["cuBLAS (torch.matmul, f16 out)"] = lambda n: [
                torch.matmul(a, b, out=c16) for _ in range(n)]
            if peers:
                c32 = torch.empty_like(out)
                impls["triton (f32 out)"] = lambda n: peers["gemm"](a, b, c32, n)

        # Correctness first: a wrong kernel is not timed. The library
        # launches on a stream of its own (non-blocking: it does not wait
        # for PyTorch's), so the inputs torch wrote must be complete first.
        sync()
        lib.launch(*args, count=1)
        sync()
        error = (out.float() - ref.float()).abs().max().item()
        scale = ref.float().abs().max().item() or 1.0
        tolerance = {"vector_add": 0.0, "softmax": 1e-4, "layernorm": 1e-4,
                     "gemm": 2e-3, "rotary": 1e-5, "rmsnorm": 1e-4,
                     "layernorm_rows": 1e-4, "linear_gelu": 2e-2,
                     "attention": 2e-2}[kind]
        ok = error / scale <= tolerance
        checks.append({"case": name, "max_abs_error": error,
                       "relative": error / scale, "tolerance": tolerance,
                       "ok": ok})
        print(f"{name}: max |ours - torch| = {error:.3g} "
              f"({'ok' if ok else 'WRONG'})", flush=True)
        if not ok:
            continue
        impls = {"warptile": lambda n: lib.launch(*args, count=n), **impls}
        if profile:
            for impl, run in impls.items():
                run(1)
                sync()
                torch.cuda.profiler.start()
                run(1)
                sync()
                torch.cuda.profiler.stop()
                print(f"  {impl}: profiled one launch", flush=True)
            continue
        for impl, run in impls.items():
            seconds = measure(run, sync)
            row = {"case": name, "impl": impl, "ms": seconds * 1e3}
            if "bytes" in case:
                moved = case["bytes"]
                if impl == "copy (D2D)":
                    moved = moved * 2 // 3  # a read and a write of one buffer
                row["GB/s"] = moved / seconds / 1e9
            else:
                row["TF/s"] = case["flops"] / seconds / 1e12
            rows.append(row)
            print(f"  {impl:34s} {row['ms']:9.4f} ms  "
                  f"{row.get('GB/s', row.get('TF/s')):9.1f} "
                  f"{'GB/s' if 'GB/s' in row else 'TF/s'}", flush=True)
    return rows, checks, (peers or {}).get("version"), torch


def verdicts(rows):
    """Each target with the two figures it compares."""
    def rate(case, impl):
        for r in rows:
            if r["case"] == case and r["impl"].startswith(impl):
                return r.get("GB/s", r.get("TF/s"))
        return None

    out = []
    for case, ours_vs, factor, what in (
            ("vector_add", "copy (D2D)", 0.97, ">= 97% of the copy rate"),
            ("softmax", "triton", 1.0, ">= Triton"),
            ("layernorm", "torch", 1.4, ">= 1.4x PyTorch"),
            ("gemm_f16_4096", "cuBLAS", 0.5, ">= 50% of cuBLAS"),
            ("gemm_f16_8192", "cuBLAS", 0.5, ">= 50% of cuBLAS"),
            ("gemm_f16_4096_b128", "cuBLAS", 0.5, ">= 50% of cuBLAS"),
            ("gemm_f16_8192_b128", "cuBLAS", 0.5, ">= 50% of cuBLAS"),
            ("gemm_f16_4096_b128w4", "cuBLAS", 0.5, ">= 50% of cuBLAS"),
            ("gemm_f16_8192_b128w4", "cuBLAS", 0.5, ">= 50% of cuBLAS"),
            ("rotary", "triton", 1.0, ">= Triton"),
            ("rmsnorm", "triton", 1.0, ">= Triton"),
            ("layernorm_rows", "triton", 1.0, ">= Triton"),
            ("linear_gelu", "triton", 1.0, ">= Triton"),
            ("attention", "triton", 1.0, ">= Triton's tutorial kernel")):
        ours, theirs = rate(case, "warptile"), rate(case, ours_vs)
        if ours is None or theirs is None:
            continue
        out.append({"case": case, "target": what, "ratio": ours / theirs,
                    "met": ours >= factor * theirs})
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", default=os.path.join(
        ROOT, "build", "gpu-bundle", "tile"))
    parser.add_argument("--runtime", default=os.path.join(
        ROOT, "build-rt", "lib", "libwarptile_cuda_runtime.so"))
    parser.add_argument("--json", default=os.path.join(HERE, "results.json"))
    parser.add_argument("--markdown", default=os.path.join(ROOT, "bench",
                                                           "RESULTS.md"))
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("--only", help="comma-separated case names")
    parser.add_argument("--profile", action="store_true",
                        help="no timing and no files written: launch each "
                        "implementation once inside cudaProfilerStart/Stop "
                        "(scripts/gpu-profile.sh runs it under ncu)")
    args = parser.parse_args()
    with open(os.path.join(args.bundle, "manifest.json")) as f:
        manifest = json.load(f)
    if args.dry_run:
        return dry_run(manifest, args.bundle, args.runtime)

    only = set(args.only.split(",")) if args.only else None
    rows, checks, triton_version, torch = gpu_run(
        manifest, args.bundle, args.runtime, only, args.profile)
    if args.profile:
        return 1 if any(not c["ok"] for c in checks) else 0
    driver = subprocess.run(
        ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
        capture_output=True, text=True).stdout.strip()
    result = {
        "date": datetime.date.today().isoformat(),
        "device": torch.cuda.get_device_name(),
        "driver": driver, "cuda": torch.version.cuda,
        "torch": torch.__version__, "triton": triton_version,
        "method": "wall clock of back-to-back launches and one "
                  "synchronization, median of 7 samples of ~50 ms",
        "checks": checks, "rows": rows, "targets": verdicts(rows),
    }
    with open(args.json, "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")

    lines = [BEGIN, "## Tile kernels against PyTorch, Triton and cuBLAS", "",
             f"{result['date']}, {result['device']}, driver {driver}, CUDA "
             f"{result['cuda']}, PyTorch {result['torch']}, Triton "
             f"{triton_version}; {result['method']} "
             "(`bench/tile/gpu/run.py`, JSON in `bench/tile/gpu/results.json`).",
             "", "| case | implementation | ms | rate |", "|---|---|---|---|"]
    for r in rows:
        rate = (f"{r['GB/s']:.0f} GB/s" if "GB/s" in r
                else f"{r['TF/s']:.1f} TF/s")
        lines.append(f"| {r['case']} | {r['impl']} | {r['ms']:.4f} | {rate} |")
    lines += ["", "| case | target | ours / theirs | met |", "|---|---|---|---|"]
    for v in result["targets"]:
        lines.append(f"| {v['case']} | {v['target']} | {v['ratio']:.3f} | "
                     f"{'yes' if v['met'] else 'no'} |")
    wrong = [c["case"] for c in checks if not c["ok"]]
    if wrong:
        lines += ["", "Wrong results (not timed): " + ", ".join(wrong)]
    lines.append(END)
    section = "\n".join(lines) + "\n"
    text = ""
    if os.path.exists(args.markdown):
        with open(args.markdown) as f:
            text = f.read()
    if BEGIN in text and END in text:
        text = (text[:text.index(BEGIN)] + section +
                text[text.index(END) + len(END) + 1:])
    else:
        text = (text or "# Results measured on lent GPUs\n\n") + "\n" + section
    with open(args.markdown, "w") as f:
        f.write(text)
    print(f"wrote {args.json} and {args.markdown}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
