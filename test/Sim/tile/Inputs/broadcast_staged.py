#!/usr/bin/env python3
"""Broadcasts of a loaded row or column over a block (docs/TileLowering.md,
"Broadcasts whose elements are in other threads"): a 128 x 1 f32 column
over 64 columns and a 64-element f16 row over 32 rows, whose elements
are in other threads (staged through shared memory), and a 256-element
f16 row over 32 rows, where each thread already holds its columns (a
register broadcast), each added to a block of a buffer with a row tail
(300 rows: 128-row blocks end in one of 44, 32-row blocks in one of 12),
under `warp-run --sim` at two data seeds and two schedules, against
NumPy (exact: one rounding of a sum, which NumPy does the same way).

Usage: broadcast_staged.py WARP_RUN TMPDIR
"""

import os
import subprocess
import sys

import numpy as np

COL = """
tile.kernel @col(%x: !tile.view<?x64xf32>, %c: !tile.view<128x1xf32>,
                 %y: !tile.part<128x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %b = tile.load %x like %y : !tile.view<?x64xf32>, !tile.part<128x64xf32> -> tensor<128x64xf32>
  %v = tile.load %c[%c0, %c0] : !tile.view<128x1xf32> -> tensor<128x1xf32>
  %vs = tile.broadcast %v : tensor<128x1xf32> -> tensor<128x64xf32>
  %s = arith.addf %b, %vs : tensor<128x64xf32>
  %t1 = tile.store %s, %y, %t0 : tensor<128x64xf32>, !tile.part<128x64xf32>
  tile.return %t1 : !tile.token
}
"""

ROW = """
tile.kernel @row(%x: !tile.view<?x256xf16>, %r: !tile.view<256xf16>,
                 %y: !tile.part<32x256xf16>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %b = tile.load %x like %y : !tile.view<?x256xf16>, !tile.part<32x256xf16> -> tensor<32x256xf16>
  %v = tile.load %r[%c0] : !tile.view<256xf16> -> tensor<256xf16>
  %vs = tile.broadcast %v : tensor<256xf16> -> tensor<32x256xf16>
  %s = arith.addf %b, %vs : tensor<32x256xf16>
  %t1 = tile.store %s, %y, %t0 : tensor<32x256xf16>, !tile.part<32x256xf16>
  tile.return %t1 : !tile.token
}
"""

# A 64-float row over a 32 x 64 block of halves widened to f32: the block
# keeps the halves' layout (8 columns a thread), the row has its own (4),
# so its elements are in other threads.
ROW_STAGED = """
tile.kernel @row_staged(%x: !tile.view<?x64xf16>, %r: !tile.view<64xf32>,
                        %y: !tile.part<32x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %h = tile.load %x like %y : !tile.view<?x64xf16>, !tile.part<32x64xf32> -> tensor<32x64xf16>
  %b = arith.extf %h : tensor<32x64xf16> to tensor<32x64xf32>
  %v = tile.load %r[%c0] : !tile.view<64xf32> -> tensor<64xf32>
  %vs = tile.broadcast %v : tensor<64xf32> -> tensor<32x64xf32>
  %s = arith.addf %b, %vs : tensor<32x64xf32>
  %t1 = tile.store %s, %y, %t0 : tensor<32x64xf32>, !tile.part<32x64xf32>
  tile.return %t1 : !tile.token
}
"""

ROWS = 300


def run(runner, tmp, name, text, x, v, seed, block):
    src = os.path.join(tmp, name + ".mlir")
    with open(src, "w") as f:
        f.write(text)
    ty = lambda a: "f32" if a.dtype == np.float32 else "f16"
    np.save(os.path.join(tmp, "x.npy"), x)
    np.save(os.path.join(tmp, "v.npy"), v)
    out = os.path.join(tmp, "y.npy")
    shape = lambda a: "x".join(map(str, a.shape))
    done = subprocess.run(
        [runner, "--sim", f"--sim-seed={seed}", src,
         "--arg", f"{ty(x)}[{shape(x)}]=file:" + os.path.join(tmp, "x.npy"),
         "--arg", f"{ty(v)}[{shape(v)}]=file:" + os.path.join(tmp, "v.npy"),
         "--arg", f"{ty(v)}[{shape(x)}]", "--out", f"2={out}"],
        capture_output=True, text=True)
    if done.returncode != 0 or "finding" in done.stdout + done.stderr:
        return f"exit {done.returncode}: {(done.stdout + done.stderr)[-600:]}"
    got = np.load(out)
    want = x.astype(v.dtype)
    for start in range(0, ROWS, block):
        n = min(block, ROWS - start)
        want[start:start + n] = x[start:start + n] + (v[:n] if v.ndim == 2
                                                      else v)
    if got.shape != want.shape or not np.array_equal(got, want):
        return "max error %g" % np.abs(got.astype(np.float64) -
                                       want.astype(np.float64)).max()
    return None


def main():
    runner, tmp = sys.argv[1], sys.argv[2]
    os.makedirs(tmp, exist_ok=True)
    failed = 0
    for data_seed, sim_seed in ((1, 0), (2, 3)):
        rng = np.random.default_rng(data_seed)
        cases = [
            ("col", COL, rng.standard_normal((ROWS, 64)).astype(np.float32),
             rng.standard_normal((128, 1)).astype(np.float32), 128),
            ("row", ROW, rng.standard_normal((ROWS, 256)).astype(np.float16),
             rng.standard_normal(256).astype(np.float16), 32),
            ("row_staged", ROW_STAGED,
             rng.standard_normal((ROWS, 64)).astype(np.float16),
             rng.standard_normal(64).astype(np.float32), 32),
        ]
        for name, text, x, v, block in cases:
            problem = run(runner, tmp, name, text, x, v, sim_seed, block)
            print(f"{'FAIL' if problem else 'PASS'} {name} seed {data_seed}"
                  + (f": {problem}" if problem else ""))
            failed += bool(problem)
    total = 2 * len(cases)
    print(f"broadcasts: {total - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
