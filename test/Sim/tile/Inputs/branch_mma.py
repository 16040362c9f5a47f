"""An scf.if whose branches yield an accumulator (tile.mma, converted to
the other branch's blocked layout inside its branch) or a loaded tile, run
under warp-run --sim against NumPy: tails, both conditions, two seeds.

Usage: branch_mma.py WARP_RUN KERNEL TMPDIR"""
import os
import subprocess
import sys

import numpy as np


def run(runner, kernel, tmp, M, N, p, seed):
    rng = np.random.default_rng(seed)
    # Small integers: every product and sum is exact in f16 x f16 -> f32.
    a = rng.integers(-3, 4, (M, N)).astype(np.float16)
    cv = rng.integers(-50, 50, (M, N)).astype(np.float32)
    paths = [os.path.join(tmp, n) for n in ("a.npy", "cv.npy", "y.npy",
                                            "out.npy")]
    np.save(paths[0], a)
    np.save(paths[1], cv)
    np.save(paths[2], np.full((M, N), -7, np.float32))
    r = subprocess.run([runner, "--sim", f"--sim-seed={seed}", kernel,
                        "--arg", f"f16[{M}x{N}]=file:{paths[0]}",
                        "--arg", f"f32[{M}x{N}]=file:{paths[1]}",
                        "--arg", f"f32[{M}x{N}]=file:{paths[2]}",
                        "--arg", f"i1:{p}", "--out", f"2={paths[3]}"],
                       capture_output=True, text=True)
    if r.returncode:
        return f"exit {r.returncode}: {r.stdout}{r.stderr}"
    got = np.load(paths[3])
    # Each 64x64 block of the output: the block of A (zero past the
    # buffer, the load's padding) times itself, or the block of C.
    ap = np.zeros(((M + 63) // 64 * 64, (N + 63) // 64 * 64))
    ap[:M, :N] = a
    want = np.empty((M, N))
    for i in range(0, M, 64):
        for j in range(0, N, 64):
            blk = ap[i:i + 64, j:j + 64]
            w = blk @ blk if p else cv[i:i + 64, j:j + 64]
            want[i:i + 64, j:j + 64] = w[:min(64, M - i), :min(64, N - j)]
    if not np.array_equal(got, want):
        bad = tuple(np.argwhere(got != want)[0])
        return f"at {bad} got {got[bad]}, expected {want[bad]}"
    return ""


def main():
    runner, kernel, tmp = sys.argv[1:4]
    os.makedirs(tmp, exist_ok=True)
    passed = failed = 0
    for seed in (1, 2):
        rng = np.random.default_rng(100 + seed)
        for p in (0, 1):
            M, N = (int(v) for v in rng.integers(1, 160, 2))
            why = run(runner, kernel, tmp, M, N, p, seed)
            print(f"{'FAIL' if why else 'ok'} seed={seed} {M}x{N} p={p} {why}")
            passed, failed = passed + (not why), failed + bool(why)
    print(f"branch mma: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
