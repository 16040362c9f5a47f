#!/usr/bin/env python3
"""math.tanh fastmath<afn> (tanh.approx.f32, sm_75+) under warp-run --sim
against float64 NumPy: 8 x 128 values over [-12, 12] and the special
cases (+-0, +-inf, NaN, subnormals, +-1e-30), within the PTX ISA's
maximum relative error 2^-11 (NaN for NaN, the sign of zero kept).
Prints `fast tanh: PASS` or the first bad element."""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

KERNEL = """
tile.kernel @k(%x: !tile.view<?x128xf32>, %y: !tile.part<1x128xf32>,
               %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  %t = math.tanh %a fastmath<afn> : tensor<1x128xf32>
  %t1 = tile.store %t, %y, %t0 : tensor<1x128xf32>, !tile.part<1x128xf32>
  tile.return %t1 : !tile.token
}
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runner", required=True)
    args = parser.parse_args()
    rng = np.random.default_rng(5)
    x = rng.uniform(-12, 12, (8, 128)).astype(np.float32)
    special = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-45, -1e-40, 1e-30,
               -1e-30, 9.0, -9.0, 0.5]
    x.flat[:len(special)] = np.array(special, np.float32)
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "k.mlir")
        with open(src, "w") as f:
            f.write(KERNEL)
        xin, yout = os.path.join(tmp, "x.npy"), os.path.join(tmp, "y.npy")
        np.save(xin, x)
        np.save(yout, np.zeros_like(x))
        done = subprocess.run(
            [args.runner, "--sim", src, "--kernel", "k", "--arg",
             f"f32[8x128]=file:{xin}", "--arg", f"f32[8x128]=file:{yout}",
             "--out", f"1={yout}"], capture_output=True, text=True)
        if done.returncode != 0:
            print("FAIL exit", done.returncode, (done.stdout + done.stderr)[-600:])
            return 1
        got = np.load(yout)
    want = np.tanh(x.astype(np.float64))
    for i, (g, w, v) in enumerate(zip(got.flat, want.flat, x.flat)):
        if np.isnan(w):
            ok = np.isnan(g)
        elif w == 0:
            ok = g == 0 and np.signbit(g) == np.signbit(w)
        else:
            ok = abs(float(g) - w) <= 2.0 ** -11 * abs(w)
        if not ok:
            print(f"FAIL tanh({v}) = {g}, want {w}")
            return 1
    print("fast tanh: PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
