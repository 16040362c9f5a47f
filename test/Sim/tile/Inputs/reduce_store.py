#!/usr/bin/env python3
"""Reductions stored as per-row / per-column statistics (docs/
TileLowering.md, "Storing a reduction"): a reduction's #tile.slice result is
replicated over the threads its source spread along the reduced dimension;
its tile.store gives each element to exactly one of them (lane and warp
coordinate 0 along that dimension). Each case runs under `warp-run --sim`
at two data seeds and two schedules against NumPy, exact (integer-valued
data: every sum, maximum and minimum is exact in f32, f16 and i32), and
must end without a simulator finding: a second thread storing an element
(even the same bytes) is a global-memory race there.

Usage: reduce_store.py WARP_RUN TMPDIR
"""

import os
import subprocess
import sys

import numpy as np

NP = {"f32": np.float32, "f16": np.float16, "i32": np.int32}
RED = {"add": np.sum, "max": np.max, "min": np.min}

# name, element, kind, block (rows, cols), dim, keep, buffer rows/cols
CASES = [
    # A row over 8 warps' lanes (4 x 1024 f32: warps and lanes along the
    # row): the owner is lane 0 of warp 0 of each row.
    ("rowsum_f32", "f32", "add", (4, 1024), 1, True, (13, 1024)),
    # Rows of 256 f16 (one warp's lanes), 8 rows a program, dropped dim.
    ("rowmax_f16_1d", "f16", "max", (8, 256), 1, False, (21, 256)),
    ("rowmin_i32", "i32", "min", (2, 512), 1, True, (7, 512)),
    # Columns: the block's rows are spread over lanes and warps; a tail
    # of columns in the last program.
    ("colmax_f32", "f32", "max", (32, 128), 0, True, (32, 300)),
    ("colsum_i32_1d", "i32", "add", (16, 256), 0, False, (16, 700)),
]


def kernel(dt, kind, block, dim, keep, buf):
    br, bc = block
    rshape = [br, 1] if dim == 1 else [1, bc]
    if not keep:
        rshape = [br] if dim == 1 else [bc]
    oshape = ([buf[0], 1] if dim == 1 else [1, buf[1]]) if keep else \
        ([buf[0]] if dim == 1 else [buf[1]])
    x = lambda s: "x".join(map(str, s))
    rt = f"tensor<{x(rshape)}x{dt}>"
    return f"""
tile.kernel @k(%x: !tile.view<{x(buf)}x{dt}>, %y: !tile.part<{x(rshape)}x{dt}>,
               %t0: !tile.token) {{
  %r = arith.constant 0 : index
  %p = tile.program_id {1 if dim == 0 and keep else 0} : index
  %v = tile.load %x[{"%p, %r" if dim == 1 else "%r, %p"}] : !tile.view<{x(buf)}x{dt}> -> tensor<{br}x{bc}x{dt}>
  %s = tile.reduce {kind} %v dim {dim} : tensor<{br}x{bc}x{dt}> -> {rt}
  %t1 = tile.store %s, %y, %t0 : {rt}, !tile.part<{x(rshape)}x{dt}>
  tile.return %t1 : !tile.token
}}
""", oshape


def main():
    runner, tmp = sys.argv[1], sys.argv[2]
    os.makedirs(tmp, exist_ok=True)
    passed = failed = 0
    for name, dt, kind, block, dim, keep, buf in CASES:
        text, oshape = kernel(dt, kind, block, dim, keep, buf)
        src = os.path.join(tmp, name + ".mlir")
        with open(src, "w") as f:
            f.write(text)
        for seed in (1, 2):
            rng = np.random.default_rng([seed, len(name)])
            data = rng.integers(-9, 10, buf).astype(NP[dt])
            want = RED[kind](data.astype(np.float64), axis=dim,
                             keepdims=keep).reshape(oshape)
            inp, out = (os.path.join(tmp, f"{name}-{seed}-{w}.npy")
                        for w in ("in", "out"))
            np.save(inp, data)
            cmd = [runner, "--sim", f"--sim-seed={seed + 2}", src,
                   "--arg", f"{dt}[{'x'.join(map(str, buf))}]=file:{inp}",
                   "--arg", f"{dt}[{'x'.join(map(str, oshape))}]",
                   "--out", f"1={out}"]
            p = subprocess.run(cmd, capture_output=True, text=True)
            log = p.stdout + p.stderr
            why = None
            if p.returncode != 0 or "finding" in log:
                why = f"exit {p.returncode}: {log[-800:]}"
            else:
                got = np.load(out).astype(np.float64)
                if got.shape != want.shape or not np.array_equal(got, want):
                    why = f"got {got.ravel()[:8]}, want {want.ravel()[:8]}"
            if why:
                failed += 1
                print(f"FAIL {name} seed {seed}: {why}")
            else:
                passed += 1
                print(f"ok {name} seed {seed}")
    print(f"reduce stores: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
