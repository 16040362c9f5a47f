#!/usr/bin/env python3
"""The holes attack33 round 1 found in the tile lowering, minimised; each
runs under `warp-run --sim` (two schedules) against NumPy, exactly (small
integers: every sum is exact), and must end with no simulator finding.

  inplace_*   tile.load_mut of a block, tile.transpose, tile.store back:
              the store writes the transposed layout, so a thread writes
              elements another thread has still to read. Before the fix:
              global-race findings (exit 4) and a wrong block.
  cast_*      a GEMM's accumulator truncated to bf16 (or i8) and stored:
              refused before ("'tile.store' of a 'tensor<..xbf16>' tile in
              an mma layout it does not divide into"), as f16 was not.
  if_*        scf.if yielding a loaded tile in one branch and a transposed
              one in the other (two blocked layouts): refused before ("only
              from a '#tile.slice' layout or into a '#tile.mma' one").

Usage: attack33_holes.py WARP_RUN TMPDIR
"""

import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from attack33_lib import bf16_round, bf16_value  # noqa: E402


def inplace(dt, b, warps, rows, cols):
    k = f"""
tile.kernel @k(%y: !tile.part<{b}x{b}x{dt}>, %t0: !tile.token) attributes {{tile.num_warps = {warps} : i64}} {{
  %v, %t1 = tile.load_mut %y, %t0 : !tile.part<{b}x{b}x{dt}> -> tensor<{b}x{b}x{dt}>
  %w = tile.transpose %v : tensor<{b}x{b}x{dt}> -> tensor<{b}x{b}x{dt}>
  %t2 = tile.store %w, %y, %t1 : tensor<{b}x{b}x{dt}>, !tile.part<{b}x{b}x{dt}>
  tile.return %t2 : !tile.token
}}
"""
    rng = np.random.default_rng(rows * 131 + cols)
    x = rng.integers(-100, 100, (rows, cols)).astype(
        {"f32": np.float32, "f16": np.float16, "i32": np.int32}[dt])
    # Each block transposed; a tail block reads 0 outside the buffer
    # (load_mut of a masked partition), so its in-buffer elements whose
    # transpose lies outside become 0.
    gr, gc = -(-rows // b), -(-cols // b)
    pad = np.zeros((gr * b, gc * b), x.dtype)
    pad[:rows, :cols] = x
    for i in range(gr):
        for j in range(gc):
            pad[i * b:(i + 1) * b, j * b:(j + 1) * b] = \
                pad[i * b:(i + 1) * b, j * b:(j + 1) * b].T.copy()
    return k, [(dt, x)], 0, pad[:rows, :cols]


def cast(kind, out, M, N, K):
    """C = trunc(A . B) with f16 / bf16 / i8 operands, 64x64x(16|32)
    blocks of 4 warps, the accumulator truncated in its mma layout."""
    opt, acc, bk = {"f16": ("f16", "f32", 16), "bf16": ("bf16", "f32", 16),
                    "i8": ("i8", "i32", 32)}[kind]
    trunc = "arith.truncf" if acc == "f32" else "arith.trunci"
    zero = "0.0" if acc == "f32" else "0"
    kt = -(-K // bk)
    k = f"""
tile.kernel @k(%a: !tile.view<?x?x{opt}>, %b: !tile.view<?x?x{opt}>, %c: !tile.part<64x64x{out}>, %t0: !tile.token) attributes {{tile.num_warps = 4 : i64}} {{
  %m = tile.program_id 0 : index
  %n = tile.program_id 1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %kt = arith.constant {kt} : index
  %z = tile.constant dense<{zero}> : tensor<64x64x{acc}>
  %acc = scf.for %k = %c0 to %kt step %c1 iter_args(%s = %z) -> (tensor<64x64x{acc}>) {{
    %la = tile.load %a[%m, %k] : !tile.view<?x?x{opt}> -> tensor<64x{bk}x{opt}>
    %lb = tile.load %b[%k, %n] : !tile.view<?x?x{opt}> -> tensor<{bk}x64x{opt}>
    %d = tile.mma %la, %lb, %s : tensor<64x{bk}x{opt}>, tensor<{bk}x64x{opt}>, tensor<64x64x{acc}>
    scf.yield %d : tensor<64x64x{acc}>
  }}
  %r = {trunc} %acc : tensor<64x64x{acc}> to tensor<64x64x{out}>
  %t1 = tile.store %r, %c, %t0 : tensor<64x64x{out}>, !tile.part<64x64x{out}>
  tile.return %t1 : !tile.token
}}
"""
    rng = np.random.default_rng(M * 7 + N * 3 + K)
    if kind == "i8":
        a = rng.integers(-128, 128, (M, K)).astype(np.int8)
        b = rng.integers(-128, 128, (K, N)).astype(np.int8)
        prod = a.astype(np.int64) @ b.astype(np.int64)
        want = prod.astype(np.int8)  # trunci keeps the low 8 bits
        return k, [(opt, a), (opt, b), (out, np.zeros((M, N), np.int8))], 2, want
    a64 = rng.integers(-4, 5, (M, K)).astype(np.float64)
    b64 = rng.integers(-4, 5, (K, N)).astype(np.float64)
    # Products of small integers: every f32 sum is exact; the truncation
    # to bf16 rounds to nearest even (values past 256 need more than 8
    # significant bits).
    a = a64.astype(np.float16) if kind == "f16" else bf16_round(a64)
    b = b64.astype(np.float16) if kind == "f16" else bf16_round(b64)
    prod = (a64 @ b64).astype(np.float32)
    want = bf16_round(prod) if out == "bf16" else prod.astype(np.float16)
    init = np.zeros((M, N), np.uint16 if out == "bf16" else np.float16)
    return k, [(opt, a), (opt, b), (out, init)], 2, want


def if_trans(flag, dt, src_dt, B, rows, cols):
    """y = (flag ? x block : (x^T block)^T) + x block, the x^T view read
    and transposed in the else branch; src_dt != dt widens both with extf."""
    ext = src_dt != dt

    def ld(view, coords, shape):
        t = f"tensor<{shape[0]}x{shape[1]}x{src_dt}>"
        s = f"tile.load {view}[{coords}] : !tile.view<?x?x{src_dt}> -> {t}"
        return s
    T = f"tensor<{B[0]}x{B[1]}x{dt}>"
    TS = f"tensor<{B[0]}x{B[1]}x{src_dt}>"
    TTS = f"tensor<{B[1]}x{B[0]}x{src_dt}>"
    widen = (lambda v, t: f"arith.extf {v} : {t} to {t.replace(src_dt, dt)}")
    k = f"""
tile.kernel @k(%x: !tile.view<?x?x{src_dt}>, %xt: !tile.view<?x?x{src_dt}>, %f: i32, %y: !tile.part<{B[0]}x{B[1]}x{dt}>, %t0: !tile.token) attributes {{tile.num_warps = 4 : i64}} {{
  %i = tile.program_id 0 : index
  %j = tile.program_id 1 : index
  %zero = arith.constant 0 : i32
  %c = arith.cmpi ne, %f, %zero : i32
  %r = scf.if %c -> ({T}) {{
    %l0 = {ld('%x', '%i, %j', B)}
    %l = {widen('%l0', TS) if ext else 'arith.addf %l0, %l0 : ' + TS}
    scf.yield %l : {T}
  }} else {{
    %u0 = {ld('%xt', '%j, %i', (B[1], B[0]))}
    %u1 = {widen('%u0', TTS) if ext else 'arith.addf %u0, %u0 : ' + TTS}
    %u = tile.transpose %u1 : {TTS.replace(src_dt, dt)} -> {T}
    scf.yield %u : {T}
  }}
  %w0 = {ld('%x', '%i, %j', B)}
  %w = {widen('%w0', TS) if ext else 'arith.addf %w0, %w0 : ' + TS}
  %s = arith.addf %r, %w : {T}
  %t1 = tile.store %s, %y, %t0 : {T}, !tile.part<{B[0]}x{B[1]}x{dt}>
  tile.return %t1 : !tile.token
}}
"""
    rng = np.random.default_rng(rows + 17 * cols + flag)
    npt = {"f32": np.float32, "f16": np.float16}
    x = rng.integers(-50, 50, (rows, cols)).astype(npt[src_dt])
    scale = 1.0 if ext else 2.0  # without extf each load is doubled
    want = (x.astype(np.float64) * scale * 2).astype(npt[dt])
    return k, [(src_dt, x), (src_dt, x.T.copy()), ("i32", flag),
               (dt, np.zeros((rows, cols), npt[dt]))], 3, want


CASES = [
    ("inplace_f32_32", inplace("f32", 32, 4, 64, 32)),
    ("inplace_f32_tail", inplace("f32", 32, 2, 33, 65)),
    ("inplace_f16_16_replicated", inplace("f16", 16, 4, 31, 47)),
    ("inplace_i32_64_8warps", inplace("i32", 64, 8, 64, 127)),
    ("cast_f16_to_bf16", cast("f16", "bf16", 100, 70, 40)),
    ("cast_bf16_to_bf16", cast("bf16", "bf16", 64, 129, 33)),
    ("cast_i8_to_i8", cast("i8", "i8", 65, 64, 70)),
    ("if_trans_f32_else", if_trans(0, "f32", "f32", (16, 32), 33, 70)),
    ("if_trans_f32_then", if_trans(1, "f32", "f32", (16, 32), 33, 70)),
    ("if_trans_f16_widened", if_trans(0, "f32", "f16", (32, 64), 40, 100)),
]


def main():
    runner, tmp = sys.argv[1], sys.argv[2]
    os.makedirs(tmp, exist_ok=True)
    passed = failed = 0
    for name, (text, args, out, want) in CASES:
        src = os.path.join(tmp, name + ".mlir")
        with open(src, "w") as f:
            f.write(text)
        cmd = [runner, "--sim", src]
        for i, (dt, a) in enumerate(args):
            if isinstance(a, np.ndarray):
                p = os.path.join(tmp, f"{name}-{i}.npy")
                np.save(p, a)
                cmd += ["--arg", f"{dt}[{'x'.join(map(str, a.shape))}]=file:{p}"]
            else:
                cmd += ["--arg", f"{dt}:{a}"]
        o = os.path.join(tmp, f"{name}-out.npy")
        cmd += ["--out", f"{out}={o}"]
        why = None
        for seed in (1, 2):
            r = subprocess.run(cmd + [f"--sim-seed={seed}"], capture_output=True,
                               text=True)
            log = r.stdout + r.stderr
            if r.returncode != 0 or "finding" in log:
                why = f"exit {r.returncode}: {log[:600]}"
                break
            got = np.load(o)
            g = bf16_value(got) if args[out][0] == "bf16" else got
            w = bf16_value(want) if args[out][0] == "bf16" else want
            if not np.array_equal(g, w):
                bad = np.argwhere(g != w)
                why = (f"seed {seed}: {len(bad)} of {w.size} differ, first "
                       f"{tuple(bad[0])}: got {g[tuple(bad[0])]} want "
                       f"{w[tuple(bad[0])]}")
                break
        if why:
            failed += 1
            print(f"FAIL {name}: {why}")
        else:
            passed += 1
            print(f"ok {name}")
    print(f"attack33 holes: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
