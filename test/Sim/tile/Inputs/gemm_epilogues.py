#!/usr/bin/env python3
"""GEMM epilogues in the accumulator's mma layout (docs/TileLowering.md,
"GEMM epilogues in the accumulator's layout"): C = epilogue(A . B) for f16
A, B of random normal data (not small integers), f32 accumulation, one
64 x 64 block of C per program (4 warps, #tile.mma [2, 2]), under
`warp-run --sim` against a float64 NumPy reference.

Epilogues: alpha * acc (a scalar broadcast in the mma layout), a bias row
([N], broadcast over the rows) and a bias column ([M, 1], over the
columns) loaded in the accumulator's slice layouts, C += A . B with C from
a load_mut as the loop's initial accumulator or added after the loop, relu,
truncf to f16, and the accumulator's row sum / row max (stored M x 1) and
column sum (stored 1 x N). Shapes have tails in M, N and K (the blocks
overhang the buffers). A statistic is of the whole 64-wide tile, as the
kernel computes it: the reference pads the inputs with 0 (what a load
reads past a buffer's end) and applies the epilogue to the padding too.

Tolerance: every product of two f16 is exact in f32; a sum of n terms
accumulated in f32 is within n * 2^-24 * sum |terms| of the exact sum
(the standard bound gamma_n; mma.sync adds in some order with f32
rounding). So |got - want| <= (K + E) * 2^-24 * bound, where bound is the
same expression evaluated on absolute values (|A| . |B|, |alpha|, |bias|,
|C|) and E counts the epilogue's own roundings (+8); truncf to f16 adds
half an f16 ulp (2^-11 relative). The row/column statistics sum (or take
the maximum of) up to 64 such values: n = K + 64 + 8.

Usage: gemm_epilogues.py WARP_RUN TMPDIR [--random N --seed S]
  the fixed cases (each epilogue, two data seeds, two schedules), or N
  random combinations of epilogues and shapes (the attack).
"""

import argparse
import os
import subprocess
import sys

import numpy as np

BM = BN = 64
U32 = 2.0 ** -24


def view(shape, dt):
    return "!tile.view<" + "x".join(map(str, shape)) + "x" + dt + ">"


def part(shape, dt):
    return "!tile.part<" + "x".join(map(str, shape)) + "x" + dt + ">"


def ten(shape, dt):
    return "tensor<" + "x".join(map(str, shape)) + "x" + dt + ">"


def build(spec, M, N, K, BK, rng):
    """spec: dict with 'pre' (list of 'alpha', 'bias', 'biascol', 'relu'),
    'acc' ('zero', 'in', 'after'), 'out' ('full', 'f16', 'rowsum',
    'rowmax', 'colsum'). Returns (mlir, args, out_index, want, bound)."""
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    # The reference computes on whole 64 x 64 tiles, as the kernel does:
    # what a load reads past a buffer's end is 0 (the default padding),
    # so the padding rows and columns of an overhanging block enter its
    # row and column statistics with the epilogue's value of 0.
    Mp, Np = -(-M // BM) * BM, -(-N // BN) * BN

    def pad(x, shape):
        return np.pad(x.astype(np.float64),
                      [(0, t - n) for n, t in zip(x.shape, shape)])
    acc = pad(pad(a, (M, K)) @ pad(b, (K, Np)), (Mp, Np))
    bound = pad(np.abs(a.astype(np.float64)) @ np.abs(pad(b, (K, Np))),
                (Mp, Np))
    params, args, body = [], [], []
    params.append(f"%a: {view([M, K], 'f16')}")
    args.append(("f16", a))
    params.append(f"%b: {view([K, N], 'f16')}")
    args.append(("f16", b))
    tacc = ten([BM, BN], "f32")
    ksteps = -(-K // BK)
    body += ["%c0 = arith.constant 0 : index",
             "%c1 = arith.constant 1 : index",
             f"%ck = arith.constant {ksteps} : index",
             "%m = tile.program_id 0 : index",
             "%n = tile.program_id 1 : index"]
    extra_n = 0
    pre = spec["pre"]
    if "alpha" in pre:
        alpha = float(rng.choice([0.5, -1.25, 3.0]))
        params.append("%alpha: f32")
        args.append(("f32", alpha))
    if "bias" in pre:
        bias = rng.standard_normal(N).astype(np.float32)
        params.append(f"%bias: {view([N], 'f32')}")
        args.append(("f32", bias))
    if "biascol" in pre:
        biascol = rng.standard_normal((M, 1)).astype(np.float32)
        params.append(f"%biascol: {view([M, 1], 'f32')}")
        args.append(("f32", biascol))
    out = spec["out"]
    odt = "f16" if out == "f16" else "f32"
    c0 = None
    if out in ("full", "f16"):
        oshape, oblock = [M, N], [BM, BN]
    elif out in ("rowsum", "rowmax"):
        oshape, oblock = [M, 1], [BM, 1]
    else:
        oshape, oblock = [1, N], [1, BN]
    if spec["acc"] != "zero":
        c0 = rng.standard_normal(oshape).astype(np.float32)
        cdata = c0
    else:
        cdata = np.full(oshape, -77, np.float32 if odt == "f32" else
                        np.float16)
    params.append(f"%c: {part(oblock, odt)}")
    out_index = len(args)
    args.append((odt, cdata))
    tok = "%t0"
    if spec["acc"] == "in":
        body.append(f"%cinit, %t1 = tile.load_mut %c, %t0 : "
                    f"{part(oblock, odt)} -> {tacc}")
        init, tok = "%cinit", "%t1"
    else:
        body.append(f"%cinit = tile.constant dense<0.0> : {tacc}")
        init = "%cinit"
    body += [
        f"%acc = scf.for %kk = %c0 to %ck step %c1 iter_args(%s = {init}) "
        f"-> ({tacc}) {{",
        f"  %ta = tile.load %a[%m, %kk] : {view([M, K], 'f16')} -> "
        f"{ten([BM, BK], 'f16')}",
        f"  %tb = tile.load %b[%kk, %n] : {view([K, N], 'f16')} -> "
        f"{ten([BK, BN], 'f16')}",
        f"  %nx = tile.mma %ta, %tb, %s : {ten([BM, BK], 'f16')}, "
        f"{ten([BK, BN], 'f16')}, {tacc}",
        f"  scf.yield %nx : {tacc}", "}"]
    cur, want, wb = "%acc", acc.copy(), bound.copy()
    if spec["acc"] == "in":
        want += pad(c0, (Mp, Np))
        wb += np.abs(pad(c0, (Mp, Np)))
    n = 0
    for step in pre:
        n += 1
        if step == "alpha":
            body.append(f"%al = tile.broadcast %alpha : f32 -> {tacc}")
            body.append(f"%e{n} = arith.mulf {cur}, %al : {tacc}")
            want, wb = want * alpha, wb * abs(alpha)
        elif step == "bias":
            body.append(f"%lb = tile.load %bias[%n] : {view([N], 'f32')} -> "
                        f"{ten([BN], 'f32')}")
            body.append(f"%bb = tile.broadcast %lb : {ten([BN], 'f32')} -> "
                        f"{tacc}")
            body.append(f"%e{n} = arith.addf {cur}, %bb : {tacc}")
            pb = pad(bias, (Np,))[None, :]
            want, wb = want + pb, wb + np.abs(pb)
        elif step == "biascol":
            body.append(f"%lc = tile.load %biascol[%m, %c0] : "
                        f"{view([M, 1], 'f32')} -> {ten([BM, 1], 'f32')}")
            body.append(f"%bc = tile.broadcast %lc : {ten([BM, 1], 'f32')} "
                        f"-> {tacc}")
            body.append(f"%e{n} = arith.addf %bc, {cur} : {tacc}")
            pc = pad(biascol, (Mp, 1))
            want, wb = want + pc, wb + np.abs(pc)
        elif step == "relu":
            body.append(f"%z = tile.constant dense<0.0> : {tacc}")
            body.append(f"%e{n} = arith.maximumf {cur}, %z : {tacc}")
            want = np.maximum(want, 0)
        cur = f"%e{n}"
    if spec["acc"] == "after":
        body.append(f"%cold, %t1 = tile.load_mut %c, %t0 : "
                    f"{part(oblock, odt)} -> {tacc}")
        body.append(f"%e{n + 1} = arith.addf %cold, {cur} : {tacc}")
        cur, tok = f"%e{n + 1}", "%t1"
        pc = pad(c0, (Mp, Np))
        want, wb = want + pc, wb + np.abs(pc)
    rel = 0.0
    if out == "f16":
        body.append(f"%h = arith.truncf {cur} : {tacc} to "
                    f"{ten([BM, BN], 'f16')}")
        cur = "%h"
        stored_t = ten([BM, BN], "f16")
        rel = 2.0 ** -11
    elif out in ("rowsum", "rowmax", "colsum"):
        kind = "max" if out == "rowmax" else "add"
        dim = 0 if out == "colsum" else 1
        stored_t = ten(oblock, "f32")
        body.append(f"%r = tile.reduce {kind} {cur} dim {dim} : {tacc} -> "
                    f"{stored_t}")
        cur = "%r"
        # One block of columns (rows) per program: the statistic of the
        # whole padded tile.
        if out == "rowmax":
            want = want.max(axis=1, keepdims=True)
            wb = wb.max(axis=1, keepdims=True)
        else:
            want = want.sum(axis=dim, keepdims=True)
            wb = wb.sum(axis=dim, keepdims=True)
    else:
        stored_t = tacc
    want, wb = want[:oshape[0], :oshape[1]], wb[:oshape[0], :oshape[1]]
    body.append(f"%tend = tile.store {cur}, %c, {tok} : {stored_t}, "
                f"{part(oblock, odt)}")
    body.append("tile.return %tend : !tile.token")
    text = ("tile.kernel @k(" + ", ".join(params + ["%t0: !tile.token"]) +
            ") {\n" + "\n".join("  " + line for line in body) + "\n}\n")
    tol = (K + 64 + 8) * U32 * wb + rel * np.abs(want)
    return text, args, out_index, want, tol, odt


def run_case(runner, tmp, name, spec, M, N, K, BK, data_seed, sched):
    rng = np.random.default_rng(data_seed)
    text, args, out_index, want, tol, odt = build(spec, M, N, K, BK, rng)
    d = os.path.join(tmp, name)
    os.makedirs(d, exist_ok=True)
    src = os.path.join(d, "k.mlir")
    with open(src, "w") as f:
        f.write(text)
    cmd = [runner, "--sim", f"--sim-seed={sched}", "--timeout=300", src]
    for i, (dt, value) in enumerate(args):
        if isinstance(value, np.ndarray):
            path = os.path.join(d, f"in{i}.npy")
            np.save(path, value)
            cmd += ["--arg", f"{dt}[" + "x".join(map(str, value.shape)) +
                    f"]=file:{path}"]
        else:
            cmd += ["--arg", f"{dt}:{value!r}"]
    outp = os.path.join(d, "out.npy")
    cmd += ["--out", f"{out_index}={outp}"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    text = p.stdout + p.stderr
    if p.returncode != 0 or "finding" in text:
        return f"exit {p.returncode}: {' '.join(cmd)}\n{text[-1200:]}"
    got = np.load(outp).astype(np.float64)
    if got.shape != want.shape:
        return f"shape {got.shape}, expected {want.shape}"
    err = np.abs(got - want)
    if not (err <= tol).all():
        i = tuple(np.argwhere(~(err <= tol))[0])
        return (f"{int((~(err <= tol)).sum())} elements off; at {i} got "
                f"{got[i]!r}, expected {want[i]!r} (tolerance {tol[i]:.3g}): "
                f"{' '.join(cmd)}")
    return None


FIXED = [
    ("none", {"pre": [], "acc": "zero", "out": "full"}),
    ("alpha", {"pre": ["alpha"], "acc": "zero", "out": "full"}),
    ("bias", {"pre": ["bias"], "acc": "zero", "out": "full"}),
    ("biascol", {"pre": ["biascol"], "acc": "zero", "out": "full"}),
    ("acc_in", {"pre": [], "acc": "in", "out": "full"}),
    ("acc_after", {"pre": [], "acc": "after", "out": "full"}),
    ("rowsum", {"pre": [], "acc": "zero", "out": "rowsum"}),
    ("rowmax", {"pre": [], "acc": "zero", "out": "rowmax"}),
    ("colsum", {"pre": [], "acc": "zero", "out": "colsum"}),
    ("linear", {"pre": ["alpha", "bias", "relu"], "acc": "zero",
                "out": "f16"}),
]


def shape_for(out, rng):
    # Tails: M and N not multiples of 64, K not of BK. A row (column)
    # statistic covers one block of columns (rows).
    BK = int(rng.choice([16, 32]))
    K = int(rng.integers(BK + 1, 3 * BK))
    if out in ("rowsum", "rowmax"):
        M, N = int(rng.integers(65, 160)), int(rng.integers(33, 65))
    elif out == "colsum":
        M, N = int(rng.integers(33, 64)), int(rng.integers(65, 160))
    else:
        M, N = int(rng.integers(65, 160)), int(rng.integers(65, 160))
    return M, N, K, BK


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("runner")
    ap.add_argument("tmp")
    ap.add_argument("--random", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    os.makedirs(args.tmp, exist_ok=True)
    failed = passed = 0
    cases = []
    if args.random:
        rng = np.random.default_rng(args.seed)
        for i in range(args.random):
            out = str(rng.choice(["full", "f16", "rowsum", "rowmax",
                                  "colsum"]))
            pre = [s for s in ["alpha", "bias", "biascol", "relu"]
                   if rng.random() < 0.5]
            rng.shuffle(pre)
            acc = str(rng.choice(["zero", "in", "after"]))
            if out != "full":
                acc = "zero"  # C is the f32 M x N output
            if out == "rowmax" and "relu" in pre:
                pre.remove("relu")
            spec = {"pre": pre, "acc": acc, "out": out}
            name = f"r{args.seed}-{i}-" + "-".join(pre + [acc, out])
            cases.append((name, spec, shape_for(out, rng),
                          int(rng.integers(1 << 30)), i % 3))
    else:
        for name, spec in FIXED:
            for data_seed in (1, 2):
                # The same shapes for every epilogue with the same kind of
                # output, so that their PTX compares with the plain GEMM's.
                kind = ["full", "f16", "rowsum", "rowmax", "colsum"].index(
                    spec["out"])
                rng = np.random.default_rng([data_seed, min(kind, 1)])
                cases.append((f"{name}-{data_seed}", spec,
                              shape_for(spec["out"], rng), data_seed,
                              data_seed % 2))
    for name, spec, (M, N, K, BK), data_seed, sched in cases:
        why = run_case(args.runner, args.tmp, name, spec, M, N, K, BK,
                       data_seed, sched)
        label = f"{name} {M}x{K}x{N} BK={BK}"
        if why:
            failed += 1
            print(f"FAIL {label}: {why}")
        else:
            passed += 1
            print(f"ok {label}")
    print(f"gemm epilogues: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
