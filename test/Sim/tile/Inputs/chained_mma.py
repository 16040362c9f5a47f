#!/usr/bin/env python3
"""Chained GEMMs (attention's shape: S = Q . K, P = f(S) in f16, O = sum
over blocks of P . V) under `warp-run --sim` against NumPy, for the
layouts of docs/TileLowering.md, "Chained GEMMs (attention)": P as the
A operand of the second mma in registers (warps along M), Q's fragments
read once before a loop, and the fallbacks that convert through shared
memory (a chained result used as B; an M too small for the warps along
M). Prints one line per case and a summary:

    chained mma: N passed, M failed

The oracle is exact: Q, K, V hold small integers (|x| <= 3, f16 exact),
S = Q . K sums at most 64 products (|S| <= 576, exact in f32), P = S * 0.5
or relu(S) * 0.25 (exact in f16: halves and quarters of integers below
2048), O sums at most 4 x 64 x 576 x 3 < 2^24 in magnitude (exact in
f32); every product and partial sum is an integer or a quarter of one
with at most 24 significant bits, so f32 and float64 agree exactly and
the outputs must be equal.

Usage: chained_mma.py --runner warp-run [--seeds 1,2]
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np


def view(shape, dt):
    return f"!tile.view<{'x'.join(map(str, shape))}x{dt}>"


def tensor(shape, dt):
    return f"tensor<{'x'.join(map(str, shape))}x{dt}>"


def kernel(bm, kd, bn, d, blocks, warps, f, b_side):
    """Q [R, kd], K [kd, blocks*bn], V [blocks*bn, d]; each program takes
    bm rows of Q and loops over the blocks of K and V. With b_side the
    chained result is the B operand of the second mma instead:
    O^T-like X . P with X = V^T [d, bn] (O [d, bm] per program)."""
    n = blocks * bn
    f32, f16 = "f32", "f16"
    attrs = f" attributes {{tile.num_warps = {warps} : i64}}" if warps else ""
    s_t, p_t = tensor([bm, bn], f32), tensor([bm, bn], f16)
    lines = []
    if not b_side:
        o_shape = [bm, d]
        lines.append(f"tile.kernel @chain(%q: !tile.view<?x{kd}xf16>, "
                     f"%k: {view([kd, n], f16)}, %v: {view([n, d], f16)}, "
                     f"%o: !tile.part<{bm}x{d}xf32>, %t0: !tile.token){attrs} {{")
    else:
        o_shape = [d, bn]
        lines.append(f"tile.kernel @chain(%q: !tile.view<?x{kd}xf16>, "
                     f"%k: {view([kd, n], f16)}, %v: !tile.view<{d}x?xf16>, "
                     f"%o: !tile.part<{d}x{bn}xf32>, %t0: !tile.token){attrs} {{")
    o_t = tensor(o_shape, f32)
    lines += [
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        f"  %nb = arith.constant {blocks} : index",
        # The output's blocks run along its rows (P . V) or, for the B
        # side (d rows, one block of them), along its columns.
        f"  %i = tile.program_id {1 if b_side else 0} : index",
        f"  %qt = tile.load %q[%i, %c0] : !tile.view<?x{kd}xf16> -> {tensor([bm, kd], f16)}",
        f"  %zs = tile.constant dense<0.0> : {s_t}",
        f"  %zo = tile.constant dense<0.0> : {o_t}",
        f"  %half = tile.constant dense<{0.5 if f == 'half' else 0.25}> : {s_t}",
        f"  %res = scf.for %j = %c0 to %nb step %c1 iter_args(%acc = %zo) -> ({o_t}) {{",
        f"    %kb = tile.load %k[%c0, %j] : {view([kd, n], f16)} -> {tensor([kd, bn], f16)}",
        f"    %s = tile.mma %qt, %kb, %zs : {tensor([bm, kd], f16)}, {tensor([kd, bn], f16)}, {s_t}",
    ]
    if f == "half":
        lines.append(f"    %p = arith.mulf %s, %half : {s_t}")
    else:
        lines.append(f"    %r = arith.maximumf %s, %zs : {s_t}")
        lines.append(f"    %p = arith.mulf %r, %half : {s_t}")
    lines.append(f"    %p16 = arith.truncf %p : {s_t} to {p_t}")
    if not b_side:
        lines.append(f"    %vb = tile.load %v[%j, %c0] : {view([n, d], f16)} -> {tensor([bn, d], f16)}")
        lines.append(f"    %next = tile.mma %p16, %vb, %acc : {p_t}, {tensor([bn, d], f16)}, {o_t}")
    else:
        lines.append(f"    %vb = tile.load %v[%c0, %i] : !tile.view<{d}x?xf16> -> {tensor([d, bm], f16)}")
        lines.append(f"    %next = tile.mma %vb, %p16, %acc : {tensor([d, bm], f16)}, {p_t}, {o_t}")
    lines += [f"    scf.yield %next : {o_t}", "  }",
              f"  %t1 = tile.store %res, %o, %t0 : {o_t}, !tile.part<{'x'.join(map(str, o_shape))}xf32>",
              "  tile.return %t1 : !tile.token", "}"]
    return "\n".join(lines) + "\n"


# (name, bm, kd, bn, d, blocks, warps, f, b_side): P in registers with 4,
# 8 and 2 warps along M and two rows of 16-row pieces per warp; relu;
# the fallbacks through shared memory.
CASES = [
    ("regs-4w", 64, 64, 64, 64, 3, None, "half", False),
    ("regs-8w-relu", 128, 32, 32, 64, 2, 8, "relu", False),
    ("regs-2w-2rows", 64, 16, 48, 32, 2, 2, "half", False),
    ("regs-4w-narrow", 64, 64, 16, 16, 4, 4, "relu", False),
    ("b-operand", 32, 32, 64, 32, 2, 4, "half", True),
    ("m-too-small", 32, 32, 64, 64, 2, 4, "relu", False),
]


def run_case(runner, tmp, case, seed):
    name, bm, kd, bn, d, blocks, warps, f, b_side = case
    rng = np.random.default_rng(seed)
    programs = 2
    rows = programs * bm
    n = blocks * bn
    q = rng.integers(-3, 4, (rows, kd)).astype(np.float16)
    k = rng.integers(-3, 4, (kd, n)).astype(np.float16)
    s = q.astype(np.float64) @ k.astype(np.float64)
    p = s * 0.5 if f == "half" else np.maximum(s, 0) * 0.25
    if not b_side:
        v = rng.integers(-3, 4, (n, d)).astype(np.float16)
        want = np.zeros((rows, d))
        for j in range(blocks):
            want += p[:, j * bn:(j + 1) * bn] @ v[j * bn:(j + 1) * bn].astype(np.float64)
        out = np.zeros((rows, d), np.float32)
    else:
        v = rng.integers(-3, 4, (d, rows)).astype(np.float16)
        want = np.zeros((d, programs * bn))
        for i in range(programs):
            vi = v[:, i * bm:(i + 1) * bm].astype(np.float64)
            for j in range(blocks):
                want[:, i * bn:(i + 1) * bn] += vi @ p[i * bm:(i + 1) * bm, j * bn:(j + 1) * bn]
        out = np.zeros((d, programs * bn), np.float32)
    src = os.path.join(tmp, f"{name}.mlir")
    with open(src, "w") as fh:
        fh.write(kernel(bm, kd, bn, d, blocks, warps, f, b_side))
    args = []
    for idx, arr in enumerate([q, k, v, out]):
        path = os.path.join(tmp, f"in{idx}.npy")
        np.save(path, arr)
        dt = "f16" if arr.dtype == np.float16 else "f32"
        args += ["--arg", f"{dt}[{'x'.join(map(str, arr.shape))}]=file:{path}"]
    outp = os.path.join(tmp, "out.npy")
    cmd = [runner, "--sim", f"--sim-seed={seed}", "--timeout=300", src,
           "--kernel", "chain"] + args + ["--out", f"3={outp}"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    text = done.stdout + done.stderr
    if done.returncode != 0 or "finding" in text:
        return f"exit {done.returncode}: {text[-600:]}"
    got = np.load(outp).astype(np.float64)
    if got.shape != want.shape:
        return f"shape {got.shape}, want {want.shape}"
    bad = np.argwhere(got != want)
    if len(bad):
        r, c = bad[0]
        return f"{len(bad)} elements differ, first [{r}, {c}]: {got[r, c]} != {want[r, c]}"
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runner", required=True)
    parser.add_argument("--seeds", default="1,2")
    args = parser.parse_args()
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in map(int, args.seeds.split(",")):
            for case in CASES:
                error = run_case(args.runner, tmp, case, seed)
                if error:
                    failed += 1
                    print(f"FAIL {case[0]} seed {seed}: {error}")
                else:
                    passed += 1
                    print(f"PASS {case[0]} seed {seed}")
    print(f"chained mma: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
