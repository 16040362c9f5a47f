#!/usr/bin/env python3
"""Runs the tile GEMMs under `warp-run --sim` against NumPy.

Run by ../gemm-sim.test; by hand, from the repository root:

    python3 test/Pipelines/TileToPTX/Inputs/gemm-sim.py build/bin/warp-run [--sim-seed=N]

Inputs are the runner's random fills, read back with --out, so that f16
and bf16 need no .npy reader. The f16 example (512x256x512, every block
inside) is compared with a sequential f32 sum over k (what the sim's
mma.sync and the kernel's k order compute; it matched bit for bit), and
so is the persistent GEMM under two schedules, exactly (tolerance 0); the
bf16 test input (dynamic sizes, tails in M, N and K; loads through
registers) and the pipelined f16 ones with tails (gemm_tails.mlir, 64x64
blocks, and gemm_128_tails.mlir, 128x128 blocks in dynamic shared memory)
with a float64 product at f32 tolerances.
"""
import os
import subprocess
import sys
import tempfile

import numpy as np


def bf16_value(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def run(runner, extra, tmp, name, file, kernel, args, out_index, ref, rtol,
        atol):
    cmd = [runner, "--sim"] + extra + [file, "--kernel", kernel]
    randoms = {}
    for i, (ty, val) in enumerate(args):
        if isinstance(val, tuple):  # (shape, seed): a random fill, read back
            cmd += ["--arg", "%s[%s]=random:%d" %
                    (ty, "x".join(map(str, val[0])), val[1])]
            randoms[i] = os.path.join(tmp, "%s_in%d.npy" % (name, i))
            cmd += ["--out", "%d=%s" % (i, randoms[i])]
        elif isinstance(val, np.ndarray):
            path = os.path.join(tmp, "%s_in%d.npy" % (name, i))
            np.save(path, val)
            cmd += ["--arg", "%s[%s]=file:%s" %
                    (ty, "x".join(map(str, val.shape)), path)]
        else:
            cmd += ["--arg", "%s:%s" % (ty, val)]
    out = os.path.join(tmp, "%s_out.npy" % name)
    cmd += ["--out", "%d=%s" % (out_index, out)]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        print("FAIL %s: exit %d: %s" % (name, done.returncode,
                                        done.stderr.strip()[-500:]))
        return False
    got = np.load(out)
    want = ref(*[np.load(randoms[i]) for i in sorted(randoms)])
    ok = got.shape == want.shape and np.allclose(got, want, rtol=rtol,
                                                 atol=atol)
    print("%s %s: max abs error %.3g" %
          ("PASS" if ok else "FAIL", name, np.abs(got - want).max()))
    return ok


def sequential_f32(a, b):
    a, b = a.astype(np.float32), b.astype(np.float32)
    c = np.zeros((a.shape[0], b.shape[1]), np.float32)
    for k in range(a.shape[1]):
        c = c + a[:, k:k + 1] * b[k:k + 1, :]
    return c


def main():
    runner, extra = sys.argv[1], sys.argv[2:]
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        ok &= run(runner, extra, tmp, "gemm_f16", "examples/tile/gemm.mlir",
                  "gemm", [("f16", ((512, 256), 1)), ("f16", ((256, 512), 2)),
                           ("f32", np.zeros((512, 512), np.float32))],
                  2, sequential_f32, 1e-6, 1e-5)
        # The persistent GEMM: 16 programs of 4 blocks each, the strided
        # schedule (the example) and the blocked one; every block is summed
        # in the same k order as gemm_f16, so they must match exactly.
        for name, file, kernel in [
                ("gemm_persistent_strided", "examples/tile/gemm_persistent.mlir",
                 "gemm"),
                ("gemm_persistent_blocked",
                 "test/Pipelines/TileToPTX/gemm_persistent_blocked.mlir",
                 "gemm_blocked"),
                # 128x128 blocks, 4 programs of 4: the epilogue over the
                # stages' memory, iteration after iteration.
                ("gemm_128_persistent",
                 "test/Pipelines/TileToPTX/gemm_128_persistent.mlir",
                 "gemm_128_persistent")]:
            ok &= run(runner, extra, tmp, name, file, kernel,
                      [("f16", ((512, 256), 7)), ("f16", ((256, 512), 8)),
                       ("f32", np.zeros((512, 512), np.float32))],
                      2, sequential_f32, 0, 0)
        for m, k, n in [(100, 70, 90), (128, 64, 192), (64, 32, 64), (1, 1, 1)]:
            ok &= run(runner, extra, tmp, "gemm_bf16_%dx%dx%d" % (m, k, n),
                      "test/Pipelines/TileToPTX/gemm_bf16.mlir", "gemm_bf16",
                      [("bf16", ((m, k), 3)), ("bf16", ((k, n), 4)),
                       ("f32", np.zeros((m, n), np.float32)),
                       ("i64", (k + 31) // 32)], 2,
                      lambda a, b: bf16_value(a).astype(np.float64)
                      @ bf16_value(b).astype(np.float64), 1e-5, 1e-4)
        # The cp.async pipeline with tails: M dynamic, K = 72, N = 136.
        for m in [100, 64, 1]:
            ok &= run(runner, extra, tmp, "gemm_tails_%dx72x136" % m,
                      "test/Pipelines/TileToPTX/gemm_tails.mlir", "gemm_tails",
                      [("f16", ((m, 72), 5)), ("f16", ((72, 136), 6)),
                       ("f32", np.zeros((m, 136), np.float32)),
                       ("i64", 3)], 2,
                      lambda a, b: a.astype(np.float64)
                      @ b.astype(np.float64), 1e-5, 1e-4)
        # 128x128 blocks (8 warps, 64 KiB of dynamic shared memory, which
        # the launch passes and the simulator gives the block; the epilogue
        # over the stages), pipelined, with tails: M dynamic (130: a block
        # of 2 rows; 1), K = 72, N = 200.
        for m in [130, 1]:
            ok &= run(runner, extra, tmp, "gemm_128_tails_%dx72x200" % m,
                      "test/Pipelines/TileToPTX/gemm_128_tails.mlir",
                      "gemm_128_tails",
                      [("f16", ((m, 72), 9)), ("f16", ((72, 200), 10)),
                       ("f32", np.zeros((m, 200), np.float32)),
                       ("i64", 3)], 2,
                      lambda a, b: a.astype(np.float64)
                      @ b.astype(np.float64), 1e-5, 1e-4)
    print("gemm cases: %s" % ("all passed" if ok else "some failed"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
