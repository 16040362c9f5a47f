#!/usr/bin/env python3
"""Random tile programs run under `warp-run --sim` against NumPy.

Each case is a random `tile.kernel` (1-D, 2-D or 3-D tiles; f32, f16 or
i32; buffers whose extents leave tail blocks; loads with a random
padding; chains of elementwise ops with a second input, splat constants
and a broadcast scalar; reductions (add, max, min) along every dimension,
kept or dropped and broadcast back; an `scf.for` over chunks that either
reduces each chunk into a carried running value or accumulates whole
tiles; a random `tile.num_warps` or the one tile-assign-layouts picks,
and on some kernels a random hand-written `tile.layout` on the loads:
any blocked layout that covers the tile, lanes and warps in any order).
The same description is evaluated here with NumPy, program by program, as
the tile dialect defines the ops (a load past the buffer reads the
padding, a masked store writes only inside), independently of the
lowering. Values are small integers, so every sum is exact in any order
(f16 sums stay within 2048); the comparison is then exact.

A case passes when warp-run's result equals NumPy's with no simulator
finding; a case the lowering does not support must be refused with a
located error (`file:line:col: error: ... not supported ...`), never
run with a wrong answer. Prints one line per failing case and a summary:

    generated tile programs: N run, M refused, K failed

Usage: gen_tile_programs.py --runner warp-run [--cases 300] [--seed 1]
       [--jobs 2] [--keep DIR] [--only I]
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

DTYPES = {"f32": np.float32, "f16": np.float16, "i32": np.int32}
# The largest magnitude each type holds exactly as an integer (every
# partial sum of a reduction included).
EXACT = {"f32": 2 ** 24, "f16": 2048, "i32": 2 ** 30}
KINDS = ["add", "max", "min"]


def combine_op(kind, dt):
    """The arith op that folds two partial results of `kind`."""
    if dt == "i32":
        return {"add": "arith.addi", "max": "arith.maxsi",
                "min": "arith.minsi"}[kind]
    return {"add": "arith.addf", "max": "arith.maximumf",
            "min": "arith.minimumf"}[kind]


def np_combine(kind):
    return {"add": np.add, "max": np.maximum, "min": np.minimum}[kind]


def np_reduce(kind, x, axis):
    if kind == "add":
        return x.sum(axis=axis, keepdims=True, dtype=x.dtype)
    if kind == "max":
        return x.max(axis=axis, keepdims=True)
    return x.min(axis=axis, keepdims=True)


BINOPS = {
    "f32": [("arith.addf", np.add), ("arith.subf", np.subtract),
            ("arith.mulf", np.multiply), ("arith.maximumf", np.maximum),
            ("arith.minimumf", np.minimum)],
    "i32": [("arith.addi", np.add), ("arith.subi", np.subtract),
            ("arith.muli", np.multiply), ("arith.maxsi", np.maximum),
            ("arith.minsi", np.minimum)],
}
BINOPS["f16"] = BINOPS["f32"]


def lit(dt, value):
    return f"{int(value)}" if dt == "i32" else f"{float(value)}"


def tensor(shape, dt):
    return "tensor<" + "x".join(str(s) for s in shape) + f"x{dt}>"


def view(shape, dt):
    return "!tile.view<" + "x".join(str(s) for s in shape) + f"x{dt}>"


def part(shape, dt):
    return "!tile.part<" + "x".join(str(s) for s in shape) + f"x{dt}>"


class Program:
    """A random kernel: its MLIR text, its arguments and its NumPy model."""

    def __init__(self, rng):
        self.rng = rng
        self.dt = str(rng.choice(["f32", "f16", "i32"]))
        self.rank = int(rng.choice([1, 2, 2, 3]))
        self.tile = self.pick_tile()
        # Programs per dimension and the tail each last block leaves.
        self.grid = [int(rng.integers(1, 3)) for _ in range(self.rank)]
        self.tails = [int(rng.integers(0, t)) if rng.random() < 0.5 else 0
                      for t in self.tile]
        self.ydims = [g * t - tl for g, t, tl in
                      zip(self.grid, self.tile, self.tails)]
        fits = max(1, self.max_warps(self.tile))
        self.warps = (int(rng.choice([w for w in [1, 2, 4, 8] if w <= fits]))
                      if rng.random() < 0.6 else None)
        self.padding = int(rng.integers(-3, 4)) if rng.random() < 0.5 else None
        self.has_z = rng.random() < 0.5
        self.has_s = rng.random() < 0.3
        self.loop = None
        if rng.random() < 0.4:
            self.loop = {
                "chunks": int(rng.integers(2, 4)),
                "dim": int(rng.integers(0, self.rank)),
                "mode": str(rng.choice(["reduce", "accumulate"])),
                "kind": str(rng.choice(KINDS)),
                "rdim": int(rng.integers(0, self.rank)),
            }
        self.xdims = list(self.ydims)
        if self.loop:
            d = self.loop["dim"]
            self.xdims[d] = (self.grid[d] * self.loop["chunks"] * self.tile[d]
                             - self.tails[d])
        self.ops = self.pick_ops()
        # A hand-written layout on the loads (kernels without a loop): any
        # blocked layout that covers the tile over its warps, in any order.
        self.layout = None
        if self.loop is None and self.warps and rng.random() < 0.35:
            self.layout = self.pick_layout()

    def pick_tile(self):
        rng = self.rng
        while True:
            sizes = [int(rng.choice([1, 2, 4, 8, 16, 32, 64, 128, 3, 6, 12,
                                     24, 48, 96]))
                     for _ in range(self.rank)]
            count = int(np.prod(sizes))
            if not 64 <= count <= 4096:
                continue
            fits = self.max_warps(sizes)
            # Mostly tiles a warp fills; a few too small (refused).
            if fits or rng.random() < 0.05:
                return sizes

    def pick_layout(self):
        """Random sizePerThread, threadsPerWarp (32 lanes) and warpsPerBlock
        (self.warps) that divide the tile exactly, and a random order;
        None when the tile has too few factors of two."""
        rng, T, r = self.rng, self.tile, self.rank
        spt, tpw, wpb = [1] * r, [1] * r, [1] * r
        for d in range(r):
            while T[d] % (spt[d] * 2) == 0 and rng.random() < 0.4:
                spt[d] *= 2

        def spread(into, count):
            for _ in range(count):
                room = [d for d in range(r)
                        if T[d] % (spt[d] * tpw[d] * wpb[d] * 2) == 0]
                if not room:
                    return False
                into[int(rng.choice(room))] *= 2
            return True

        lanes = 5  # 32 lanes
        warps = int(self.warps).bit_length() - 1
        if not spread(tpw, lanes) or not spread(wpb, warps):
            return None
        order = [int(d) for d in rng.permutation(r)]
        return (f"#tile.blocked<sizePerThread = {spt}, threadsPerWarp = "
                f"{tpw}, warpsPerBlock = {wpb}, order = {order}>")

    def max_warps(self, sizes):
        """The most warps (of 1, 2, 4, 8) the default layout spreads a
        tile of `sizes` over without replication (0 for none): a filter of
        the generator, not part of the oracle."""
        bits = 16 if self.dt == "f16" else 32
        best = 0
        for warps in [1, 2, 4, 8]:
            rest = list(sizes)
            rest[-1] //= np.gcd(128 // bits, rest[-1])
            lanes = 32
            for d in reversed(range(len(rest))):
                t = int(np.gcd(lanes, rest[d]))
                lanes //= t
                rest[d] //= t
            w = warps
            for d in reversed(range(len(rest))):
                w //= int(np.gcd(w, rest[d]))
            if lanes == 1 and w == 1:
                best = warps
        return best

    def pick_ops(self):
        """A chain over the current tile `cur`: ('bin', op, operand) with
        operand 'z', 'const' or 's'; ('reduce', kind, dim, keep, combine)."""
        rng = self.rng
        ops = []
        for _ in range(int(rng.integers(1, 5))):
            r = rng.random()
            if r < 0.45:
                kind = str(rng.choice(KINDS))
                dim = int(rng.integers(0, self.rank))
                # A dropped dimension broadcasts back only when it is the
                # leading one (NumPy aligns shapes at the last dimension).
                keep = not (dim == 0 and self.rank > 1 and rng.random() < 0.4)
                ops.append(("reduce", kind, dim, keep,
                            int(rng.integers(0, len(BINOPS[self.dt])))))
            else:
                choices = ["const"] + (["z"] if self.has_z else []) + \
                    (["s"] if self.has_s else [])
                ops.append(("bin", int(rng.integers(0, len(BINOPS[self.dt]))),
                            str(rng.choice(choices)),
                            int(rng.integers(-2, 3))))
        return ops

    # ---- MLIR -------------------------------------------------------------

    def mlir(self):
        dt, T, r = self.dt, self.tile, self.rank
        tt = tensor(T, dt)
        xv, yp = view(self.xdims, dt), part(T, dt)
        params = [f"%x: {xv}"]
        if self.has_z:
            params.append(f"%z: {view(self.ydims, dt)}")
        if self.has_s:
            params.append(f"%s: {dt}")
        params += [f"%y: {yp}", "%t0: !tile.token"]
        attrs = (f" attributes {{tile.num_warps = {self.warps} : i64}}"
                 if self.warps else "")
        lines = [f"tile.kernel @k({', '.join(params)}){attrs} {{"]
        attrs_of_load = []
        if self.padding is not None:
            attrs_of_load.append(f"padding = {lit(dt, self.padding)} : {dt}")
        if self.layout:
            attrs_of_load.append(f"tile.layout = {self.layout}")
        pad = f" {{{', '.join(attrs_of_load)}}}" if attrs_of_load else ""
        zattr = f" {{tile.layout = {self.layout}}}" if self.layout else ""
        n = [0]

        def fresh():
            n[0] += 1
            return f"%v{n[0]}"

        if self.loop is None:
            cur = fresh()
            lines.append(f"  {cur} = tile.load %x like %y{pad} : {xv}, {yp} "
                         f"-> {tt}")
        else:
            cur = self.mlir_loop(lines, fresh, pad)
        binops = BINOPS[dt]
        for op in self.ops:
            if op[0] == "bin":
                _, which, operand, value = op
                if operand == "z":
                    other = fresh()
                    lines.append(f"  {other} = tile.load %z like %y{zattr} : "
                                 f"{view(self.ydims, dt)}, {yp} -> {tt}")
                elif operand == "s":
                    other = fresh()
                    lines.append(f"  {other} = tile.broadcast %s : {dt} -> "
                                 f"{tt}")
                else:
                    other = fresh()
                    lines.append(f"  {other} = tile.constant "
                                 f"dense<{lit(dt, value)}> : {tt}")
                res = fresh()
                lines.append(f"  {res} = {binops[which][0]} {cur}, {other} : "
                             f"{tt}")
                cur = res
            else:
                _, kind, dim, keep, which = op
                rshape = list(T)
                rshape[dim] = 1
                if not keep:
                    rshape = rshape[:dim] + rshape[dim + 1:]
                red = fresh()
                lines.append(f"  {red} = tile.reduce {kind} {cur} dim {dim} : "
                             f"{tt} -> {tensor(rshape, dt)}")
                back = fresh()
                lines.append(f"  {back} = tile.broadcast {red} : "
                             f"{tensor(rshape, dt)} -> {tt}")
                res = fresh()
                lines.append(f"  {res} = {binops[which][0]} {cur}, {back} : "
                             f"{tt}")
                cur = res
        lines.append(f"  %t1 = tile.store {cur}, %y, %t0 : {tt}, {yp}")
        lines.append("  tile.return %t1 : !tile.token")
        lines.append("}")
        return "\n".join(lines) + "\n"

    def mlir_loop(self, lines, fresh, pad):
        dt, T, r = self.dt, self.tile, self.rank
        loop = self.loop
        tt = tensor(T, dt)
        xv = view(self.xdims, dt)
        lines.append("  %c0 = arith.constant 0 : index")
        lines.append("  %c1 = arith.constant 1 : index")
        lines.append(f"  %cn = arith.constant {loop['chunks']} : index")
        for d in range(r):
            lines.append(f"  %p{d} = tile.program_id {d} : index")
        d = loop["dim"]
        lines.append(f"  %base = arith.muli %p{d}, %cn : index")
        if loop["mode"] == "reduce":
            carried = list(T)
            carried[loop["rdim"]] = 1
        else:
            carried = list(T)
        ct = tensor(carried, dt)
        init = fresh()
        lines.append(f"  {init} = tile.constant "
                     f"dense<{lit(dt, self.loop_init())}> : {ct}")
        res = fresh()
        lines.append(f"  {res} = scf.for %k = %c0 to %cn step %c1 "
                     f"iter_args(%run = {init}) -> ({ct}) {{")
        lines.append("    %i = arith.addi %base, %k : index")
        idx = ", ".join("%i" if e == d else f"%p{e}" for e in range(r))
        chunk = fresh()
        lines.append(f"    {chunk} = tile.load %x[{idx}]{pad} : {xv} -> {tt}")
        op = combine_op(loop["kind"], dt)
        if loop["mode"] == "reduce":
            red = fresh()
            lines.append(f"    {red} = tile.reduce {loop['kind']} {chunk} dim "
                         f"{loop['rdim']} : {tt} -> {ct}")
            nxt = fresh()
            lines.append(f"    {nxt} = {op} %run, {red} : {ct}")
        else:
            nxt = fresh()
            lines.append(f"    {nxt} = {op} %run, {chunk} : {ct}")
        lines.append(f"    scf.yield {nxt} : {ct}")
        lines.append("  }")
        if loop["mode"] == "reduce":
            back = fresh()
            lines.append(f"  {back} = tile.broadcast {res} : {ct} -> {tt}")
            return back
        return res

    def loop_init(self):
        return {"add": 0, "max": -100, "min": 100}[self.loop["kind"]]

    # ---- NumPy ------------------------------------------------------------

    def inputs(self, scale):
        rng, dt = self.rng, DTYPES[self.dt]
        x = rng.integers(-scale, scale + 1, self.xdims).astype(dt)
        z = rng.integers(-scale, scale + 1, self.ydims).astype(dt)
        s = dt(int(rng.integers(-2, 3)))
        return x, z, s

    def evaluate(self, x, z, s, np_dt):
        """The result buffer as the tile dialect defines it; every op is
        applied in `np_dt` (the case's type, or float64 of magnitudes to
        bound the values)."""
        T, r = self.tile, self.rank
        pad = 0 if self.padding is None else self.padding
        y = np.zeros(self.ydims, np_dt)

        def load(buf, start, pad=pad):
            tile = np.full(T, pad, np_dt)
            src = tuple(slice(st, min(st + t, e))
                        for st, t, e in zip(start, T, buf.shape))
            dst = tuple(slice(0, sl.stop - sl.start) for sl in src)
            tile[dst] = buf[src]
            return tile

        binops = BINOPS[self.dt]
        for pid in np.ndindex(*self.grid):
            start = [p * t for p, t in zip(pid, T)]
            if self.loop is None:
                cur = load(x, start)
            else:
                loop = self.loop
                d = loop["dim"]
                carried = list(T)
                if loop["mode"] == "reduce":
                    carried[loop["rdim"]] = 1
                run = np.full(carried, self.loop_init(), np_dt)
                for k in range(loop["chunks"]):
                    st = list(start)
                    st[d] = (pid[d] * loop["chunks"] + k) * T[d]
                    chunk = load(x, st)
                    if loop["mode"] == "reduce":
                        chunk = np_reduce(loop["kind"], chunk, loop["rdim"])
                    run = np_combine(loop["kind"])(run, chunk).astype(np_dt)
                cur = np.broadcast_to(run, T).astype(np_dt)
            for op in self.ops:
                if op[0] == "bin":
                    _, which, operand, value = op
                    if operand == "z":
                        other = load(z, start, 0)
                    elif operand == "s":
                        other = np.full(T, s, np_dt)
                    else:
                        other = np.full(T, value, np_dt)
                    cur = binops[which][1](cur, other).astype(np_dt)
                else:
                    _, kind, dim, keep, which = op
                    red = np_reduce(kind, cur, dim)
                    cur = binops[which][1](cur, np.broadcast_to(red, T)) \
                        .astype(np_dt)
            dst = tuple(slice(st, min(st + t, e))
                        for st, t, e in zip(start, T, self.ydims))
            y[dst] = cur[tuple(slice(0, sl.stop - sl.start) for sl in dst)]
        return y

    def bound(self, x, z, s):
        """An upper bound of every value's magnitude (partial sums
        included): the program on the magnitudes, with every op taken as
        the sum or product of its operands' bounds."""
        T = self.tile
        m = max(abs(int(x.max(initial=0))), abs(int(x.min(initial=0))),
                abs(int(z.max(initial=0))), abs(int(z.min(initial=0))),
                abs(int(s)), abs(self.padding or 0), 100, 2)
        # Per op: add/sub/max/min at most the sum, mul the product.
        for op in ([("loop",)] if self.loop else []) + self.ops:
            if op[0] == "loop":
                n = self.loop["chunks"]
                if self.loop["mode"] == "reduce" and self.loop["kind"] == "add":
                    n *= T[self.loop["rdim"]]
                m = m * n + 100
            elif op[0] == "bin":
                m = m * max(2, m) if BINOPS[self.dt][op[1]][0].startswith(
                    "arith.mul") else 2 * m + 2
            else:
                _, kind, dim, keep, which = op
                red = m * T[dim] if kind == "add" else m
                m = m * max(2, red) if BINOPS[self.dt][which][0].startswith(
                    "arith.mul") else m + red
        return m


def npy_type(dt):
    return dt


def run_case(index, args, tmp):
    rng = np.random.default_rng([args.seed, index])
    for _ in range(100):
        prog = Program(rng)
        x, z, s = prog.inputs(int(rng.integers(1, 4)))
        if prog.dt == "i32" or prog.bound(x, z, s) <= EXACT[prog.dt]:
            break
    else:
        return index, "skip", "no exact program found"
    want = prog.evaluate(x, z, s, DTYPES[prog.dt])
    d = os.path.join(tmp, f"case{index}")
    os.makedirs(d, exist_ok=True)
    src = os.path.join(d, "k.mlir")
    with open(src, "w") as f:
        f.write(prog.mlir())
    np.save(os.path.join(d, "x.npy"), x)
    np.save(os.path.join(d, "z.npy"), z)
    np.save(os.path.join(d, "want.npy"), want)
    dims = lambda shape: "x".join(str(e) for e in shape)
    cmd = [args.runner, "--sim", f"--sim-seed={index % 5}", src,
           "--arg", f"{prog.dt}[{dims(prog.xdims)}]=file:{d}/x.npy"]
    if prog.has_z:
        cmd += ["--arg", f"{prog.dt}[{dims(prog.ydims)}]=file:{d}/z.npy"]
    if prog.has_s:
        cmd += ["--arg", f"{prog.dt}:{lit(prog.dt, s)}"]
    out_index = 1 + prog.has_z + prog.has_s
    cmd += ["--arg", f"{prog.dt}[{dims(prog.ydims)}]=const:-77",
            "--expect", f"{out_index}={d}/want.npy", "--rtol=0", "--atol=0"]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    text = p.stdout + p.stderr
    if p.returncode == 0 and "finding" not in text:
        return index, "run", ""
    located = re.search(r"k\.mlir:\d+:\d+: error: .*(not supported|too small)",
                        text)
    if p.returncode == 1 and located:
        return index, "refused", located.group(0)
    return index, "fail", f"exit {p.returncode}: {' '.join(cmd)}\n{text[-2000:]}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runner", required=True)
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--keep", help="keep the cases in this directory")
    ap.add_argument("--only", type=int, help="run case I alone")
    ap.add_argument("--show-refused", action="store_true")
    args = ap.parse_args()
    tmp = args.keep or tempfile.mkdtemp(prefix="tile-gen-")
    indices = [args.only] if args.only is not None else range(args.cases)
    counts = {"run": 0, "refused": 0, "fail": 0, "skip": 0}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for index, status, detail in pool.map(
                lambda i: run_case(i, args, tmp), indices):
            counts[status] += 1
            if status == "fail":
                print(f"case {index} FAILED: {detail}")
            elif status == "refused" and args.show_refused:
                print(f"case {index} refused: {detail}")
    print(f"generated tile programs: {counts['run']} run, "
          f"{counts['refused']} refused, {counts['fail']} failed")
    return 1 if counts["fail"] or counts["skip"] else 0


if __name__ == "__main__":
    sys.exit(main())
