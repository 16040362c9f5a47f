#!/usr/bin/env python3
"""Small tiles (1 to 64 elements, 1-D and 2-D, f16/f32/i8/i32) under
`warp-run --sim` against NumPy: the replicated layouts
(docs/TileLowering.md, "Replicated layouts").

Each case is one kernel over a buffer with a tail block, drawn at random:

  ew       y = x * 2 + x                      (loads and stores)
  reduce   y = x - reduce(x, dim) broadcast   (a reduction over a possibly
                                               replicated dimension must
                                               count each element once)
  inplace  y = load_mut(y) + x, stored back   (every copy reads, one stores)
  bcast    y = x2d + v, v a row or a column   (a small 1-D tile staged
                                               through shared memory)

with the kernel's warps unset, 1, 4 or 8. Data are small integers, so
every result is exact in the element type (f16 sums of at most 64 terms
of |x| <= 8 stay below 2^11; i8 data are -1, 0, 1 and sums of at most 64
terms fit). The oracle is NumPy on int64/float64, cast to the element
type. A case passes when the output equals it exactly and the simulator
reports no finding (a race between two copies of an element would be
one). Any refusal or difference is a failure.

Prints one line per failure and `small tiles: N passed, M failed`.

Usage: gen_small_tiles.py --runner warp-run [--seeds 1,2] [--count 40]
"""

import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile

import numpy as np

NP = {"f32": np.float32, "f16": np.float16, "i32": np.int32, "i8": np.int8}


def shp(shape):
    return "x".join(str(s) for s in shape)


def ten(shape, dt):
    return f"tensor<{shp(shape)}x{dt}>"


def is_int(dt):
    return dt[0] == "i"


def op(dt, name):
    return {"add": "arith.addi" if is_int(dt) else "arith.addf",
            "sub": "arith.subi" if is_int(dt) else "arith.subf",
            "mul": "arith.muli" if is_int(dt) else "arith.mulf"}[name]


def draw_shape(rng):
    """A tile of 1..64 elements, powers of two per dimension."""
    while True:
        if rng.random() < 0.5:
            shape = [int(2 ** rng.integers(0, 7))]
        else:
            shape = [int(2 ** rng.integers(0, 6)), int(2 ** rng.integers(0, 6))]
        if int(np.prod(shape)) <= 64:
            return shape


def data(rng, dt, shape):
    if dt == "i8":
        return rng.integers(-1, 2, shape).astype(np.int8)
    return rng.integers(-8, 9, shape).astype(NP[dt])


def case(rng):
    kind = str(rng.choice(["ew", "reduce", "inplace", "bcast"]))
    dt = str(rng.choice(["f16", "f32", "i8", "i32"]))
    warps = [None, 1, 4, 8][int(rng.integers(0, 4))]
    block = draw_shape(rng)
    if kind == "bcast" and len(block) == 1:
        block = [1, block[0]] if rng.random() < 0.5 else [block[0], 1]
    full = [int(rng.integers(1, 3 * b + 1)) for b in block]
    x = data(rng, dt, full)
    t = ten(block, dt)
    params = [f"%x: !tile.view<{shp(full)}x{dt}>"]
    args = [(dt, x)]
    body = []
    wide = x.astype(np.int64 if is_int(dt) else np.float64)
    init = np.full(full, -77 if dt != "i8" else -7, NP[dt])
    if kind == "bcast":
        dim = int(rng.integers(0, 2))  # the dimension v runs along
        L = full[dim]
        v = data(rng, dt, [L])
        params.append(f"%v: !tile.view<{L}x{dt}>")
        args.append((dt, v))
        VB = block[dim]
        body.append(f"%pid = tile.program_id {dim} : index")
        body.append(f"%lv = tile.load %v[%pid] : !tile.view<{L}x{dt}> -> "
                    f"{ten([VB], dt)}")
        if dim == 0:
            body.append(f"%r = tile.reshape %lv : {ten([VB], dt)} -> "
                        f"{ten([VB, 1], dt)}")
            body.append(f"%b = tile.broadcast %r : {ten([VB, 1], dt)} -> {t}")
            want = wide + v.astype(wide.dtype)[:, None]
        else:
            body.append(f"%b = tile.broadcast %lv : {ten([VB], dt)} -> {t}")
            want = wide + v.astype(wide.dtype)[None, :]
    params.append(f"%y: !tile.part<{shp(block)}x{dt}>")
    args.append((dt, init))
    out_index = len(args) - 1
    body.append(f"%lx = tile.load %x like %y : !tile.view<{shp(full)}x{dt}>, "
                f"!tile.part<{shp(block)}x{dt}> -> {t}")
    token = "%t0"
    if kind == "ew":
        body.append(f"%two = tile.constant dense<{'2' if is_int(dt) else '2.0'}>"
                    f" : {t}")
        body.append(f"%m = {op(dt, 'mul')} %lx, %two : {t}")
        body.append(f"%s = {op(dt, 'add')} %m, %lx : {t}")
        want = wide * 3
    elif kind == "reduce":
        dim = int(rng.integers(0, len(block)))
        rshape = list(block)
        rshape[dim] = 1
        rt = ten(rshape, dt)
        body.append(f"%r = tile.reduce add %lx dim {dim} : {t} -> {rt}")
        body.append(f"%b = tile.broadcast %r : {rt} -> {t}")
        body.append(f"%s = {op(dt, 'sub')} %lx, %b : {t}")
        # Per block: the padded (zero) elements of a tail block add 0.
        padded = np.zeros([(f + b - 1) // b * b for f, b in zip(full, block)],
                          wide.dtype)
        padded[tuple(slice(0, f) for f in full)] = wide
        grid = [p // b for p, b in zip(padded.shape, block)]
        split = padded.reshape(sum(([g, b] for g, b in zip(grid, block)), []))
        sums = split.sum(axis=2 * dim + 1, keepdims=True)
        back = np.broadcast_to(sums, split.shape).reshape(padded.shape)
        want = wide - back[tuple(slice(0, f) for f in full)]
    elif kind == "inplace":
        init = data(rng, dt, full)
        args[out_index] = (dt, init)
        body.append(f"%old, %t1 = tile.load_mut %y, %t0 : "
                    f"!tile.part<{shp(block)}x{dt}> -> {t}")
        body.append(f"%s = {op(dt, 'add')} %old, %lx : {t}")
        token = "%t1"
        want = wide + init.astype(wide.dtype)
    else:
        body.append(f"%s = {op(dt, 'add')} %lx, %b : {t}")
    attrs = (f" attributes {{tile.num_warps = {warps} : i64}}" if warps
             else "")
    text = ("tile.kernel @k(" + ", ".join(params + ["%t0: !tile.token"]) +
            f"){attrs} {{\n" + "".join(f"  {line}\n" for line in body) +
            f"  %tend = tile.store %s, %y, {token} : {t}, "
            f"!tile.part<{shp(block)}x{dt}>\n"
            "  tile.return %tend : !tile.token\n}\n")
    name = f"{kind} {dt} block {shp(block)} of {shp(full)} warps={warps}"
    return name, text, args, out_index, want.astype(NP[dt])


def run(c, index, tmp, runner):
    name, text, args, out_index, want = c
    d = os.path.join(tmp, f"c{index}")
    os.makedirs(d)
    src = os.path.join(d, "k.mlir")
    with open(src, "w") as f:
        f.write(text)
    cmd = [runner, "--sim", f"--sim-seed={index % 3}", "--timeout=300", src]
    for i, (dt, value) in enumerate(args):
        path = os.path.join(d, f"in{i}.npy")
        np.save(path, value)
        cmd += ["--arg", f"{dt}[{shp(value.shape)}]=file:{path}"]
    outp = os.path.join(d, "out.npy")
    cmd += ["--out", f"{out_index}={outp}"]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    out = p.stdout + p.stderr
    if p.returncode != 0 or "finding" in out:
        return f"{name}: exit {p.returncode}: {' '.join(cmd)}\n{out[-1200:]}"
    got = np.load(outp)
    if got.shape != want.shape or not np.array_equal(got, want):
        bad = np.argwhere(got != want)
        at = tuple(bad[0]) if len(bad) else None
        return (f"{name}: {len(bad)} elements differ, at {at} got "
                f"{got[at] if at else None}, want {want[at] if at else None}:"
                f" {' '.join(cmd)}")
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runner", required=True)
    ap.add_argument("--seeds", default="1,2")
    ap.add_argument("--count", type=int, default=40)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--keep", action="store_true")
    args = ap.parse_args()
    cases = []
    for seed in args.seeds.split(","):
        rng = np.random.default_rng(int(seed))
        cases += [case(rng) for _ in range(args.count)]
    tmp = tempfile.mkdtemp() if args.keep else None
    with tempfile.TemporaryDirectory() as auto:
        where = tmp or auto
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            problems = list(pool.map(
                lambda ic: run(ic[1], ic[0], where, args.runner),
                enumerate(cases)))
    failed = [p for p in problems if p]
    for p in failed:
        print("FAILED " + p)
    print(f"small tiles: {len(cases) - len(failed)} passed, "
          f"{len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
