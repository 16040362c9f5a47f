#!/usr/bin/env python3
"""Runs the tile examples under warp-run and compares with NumPy.

Each case writes its inputs as .npy files (seeded random data), runs one
tile kernel (or a tile module's @main) through `warp-run` with those
buffers, reads the outputs back with --out and compares them with a NumPy
reference at float32 tolerances. Prints one line per case and a summary:

    tile cases: N passed, M failed

Usage: run-tile-cases.py --runner build/bin/warp-run [--runner-arg=--sim]
       [--examples examples/tile] [--only NAME] [--large]
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np


def softmax(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def layernorm(x, gamma, beta, eps):
    mean = x.mean(axis=1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * gamma + beta


def cases(large):
    """(name, file, kernel or '@main', inputs, output index, reference)."""
    rng = np.random.default_rng(2026)

    def rand(*shape):
        return rng.standard_normal(shape).astype(np.float32)

    out = []
    sizes = [1000, 4096, 1] + ([2 ** 20 + 3] if large else [])
    for n in sizes:
        a, b = rand(n), rand(n)
        out.append((f"vector_add n={n}", "vector_add.mlir", "vector_add",
                     [a, b, np.zeros(n, np.float32)], 2, a + b))
    a, b = rand(1000), rand(1000)
    out.append(("vector_add n=1000 through @main", "vector_add.mlir", "@main",
                [a, b, np.zeros(1000, np.float32)], 2, a + b))
    a, b, c = rand(4096, 512), rand(4096, 512), rand(4096, 512)
    out.append(("add_accumulate 4096x512", "add_accumulate.mlir",
                "add_accumulate", [a, b, c.copy()], 2, c + (a + b)))
    for rows in [1, 7, 1024]:
        # Large values: without the max shift exp would overflow.
        x = rand(rows, 1024) * 30
        out.append((f"softmax rows={rows}", "softmax.mlir", "softmax",
                    [x, np.zeros_like(x)], 1, softmax(x)))
    for rows in [1, 7, 1024]:
        x = rand(rows, 768) * 4 + 3
        gamma, beta = rand(768), rand(768)
        eps = np.float32(1e-5)
        out.append((f"layernorm rows={rows}", "layernorm.mlir", "layernorm",
                    [x, gamma, beta, eps, np.zeros_like(x)], 4,
                    layernorm(x, gamma, beta, eps)))
    x = rand(3, 768)
    gamma, beta = rand(768), rand(768)
    out.append(("layernorm rows=3 through @main", "layernorm.mlir", "@main",
                [x, gamma, beta, np.zeros_like(x)], 3,
                layernorm(x, gamma, beta, np.float32(1e-5))))
    src = rand(4, 8, 256, 64)
    out.append(("permute_heads", "permute_heads.mlir", "permute_heads",
                [src, np.zeros((4, 256, 8, 64), np.float32)], 1,
                src.transpose(0, 2, 1, 3)))
    # GEMM in f16 with f32 accumulation: small integers make every product
    # and partial sum exact, so any k order matches the float64 product.
    a = rng.integers(-4, 5, (512, 256)).astype(np.float16)
    b = rng.integers(-4, 5, (256, 512)).astype(np.float16)
    want = (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float32)
    for file in ["gemm.mlir", "gemm_persistent.mlir", "gemm_grouped.mlir"]:
        out.append((f"{file[:-5]} 512x256x512 f16", file, "gemm",
                    [a, b, np.zeros((512, 512), np.float32)], 2, want))
    # tf32: the tensor core reads the top 19 bits of each f32 (the low 13
    # mantissa bits dropped); the products of those are exact in f32, so a
    # sequential f32 sum over k is what the kernel computes.
    a, b = rand(256, 128), rand(128, 256)
    out.append(("gemm_tf32 256x128x256", "gemm_tf32.mlir", "gemm_tf32",
                [a, b, np.zeros((256, 256), np.float32)], 2,
                sequential_f32(tf32(a), tf32(b))))
    # i8 over the whole signed range, exact in i32.
    a = rng.integers(-128, 128, (256, 256)).astype(np.int8)
    b = rng.integers(-128, 128, (256, 256)).astype(np.int8)
    want = (a.astype(np.int64) @ b.astype(np.int64)).astype(np.int32)
    for target in ["gemm_i8", "@main"]:
        out.append((f"gemm_i8 256x256x256 through {target}", "gemm_i8.mlir",
                    target, [a, b, np.zeros((256, 256), np.int32)], 2, want))
    # f16 accumulators: small integers keep every partial sum exact in f16
    # (at most 128 * 4 = 512).
    a = rng.integers(-2, 3, (256, 128)).astype(np.float16)
    b = rng.integers(-2, 3, (128, 256)).astype(np.float16)
    out.append(("gemm_f16acc 256x128x256", "gemm_f16acc.mlir", "gemm_f16acc",
                [a, b, np.zeros((256, 256), np.float16)], 2,
                (a.astype(np.float64) @ b.astype(np.float64)).astype(
                    np.float16)))
    # 128x128 blocks: 8 warps, 64 KiB of dynamic shared memory.
    a = rng.integers(-4, 5, (256, 128)).astype(np.float16)
    b = rng.integers(-4, 5, (128, 256)).astype(np.float16)
    want = (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float32)
    out.append(("gemm_128 256x128x256 f16", "gemm_128.mlir", "gemm_128",
                [a, b, np.zeros((256, 256), np.float32)], 2, want))
    out.append(("gemm_128 256x128x256 f16 through @main", "gemm_128.mlir",
                "@main", [a, b, np.zeros((256, 256), np.float32)], 2, want))
    return out


def tf32(x):
    """The f32 values as tf32 mma.sync reads them."""
    return (x.view(np.uint32) & np.uint32(0xffffe000)).view(np.float32)


def sequential_f32(a, b):
    c = np.zeros((a.shape[0], b.shape[1]), np.float32)
    for k in range(a.shape[1]):
        c = c + a[:, k:k + 1] * b[k:k + 1, :]
    return c


def spec(value, path):
    if isinstance(value, np.ndarray):
        np.save(path, value)
        element = {np.dtype(np.float16): "f16", np.dtype(np.int8): "i8",
                   np.dtype(np.int32): "i32"}.get(value.dtype, "f32")
        return "%s[%s]=file:%s" % (element, "x".join(map(str, value.shape)),
                                   path)
    return "f32:%r" % float(value)


def run_case(args, tmp, name, file, target, inputs, index, reference):
    command = [args.runner] + args.runner_arg
    command.append(os.path.join(args.examples, file))
    if target == "@main":
        command.append("--main")
    else:
        command += ["--kernel", target]
    for i, value in enumerate(inputs):
        command += ["--arg", spec(value, os.path.join(tmp, "in%d.npy" % i))]
    result_path = os.path.join(tmp, "out.npy")
    command += ["--out", "%d=%s" % (index, result_path)]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        return "exit %d: %s" % (done.returncode,
                                done.stderr.strip().splitlines()[-1:])
    got = np.load(result_path)
    if got.shape != reference.shape:
        return "shape %s, expected %s" % (got.shape, reference.shape)
    # float32 through exp/rsqrt on the host's libm: a few ulp.
    if not np.allclose(got, reference, rtol=2e-5, atol=2e-6):
        bad = np.argwhere(~np.isclose(got, reference, rtol=2e-5, atol=2e-6))
        first = tuple(bad[0])
        return "%d elements differ; the first at %s: got %r, expected %r" % (
            len(bad), first, got[first], reference[first])
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runner", required=True)
    parser.add_argument("--runner-arg", action="append", default=[])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--examples",
                        default=os.path.join(here, "..", "examples", "tile"))
    parser.add_argument("--only", default=None)
    parser.add_argument("--large", action="store_true",
                        help="add vector_add with 2^20 + 3 elements")
    args = parser.parse_args()
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases(args.large):
            if args.only and args.only not in case[0]:
                continue
            problem = run_case(args, tmp, *case)
            if problem:
                failed += 1
                print("FAIL %s: %s" % (case[0], problem))
            else:
                passed += 1
                print("PASS %s" % case[0])
    print("tile cases: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
