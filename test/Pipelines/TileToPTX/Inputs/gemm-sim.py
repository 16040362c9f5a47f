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
registers) and the pipelined f16 one with tails (gemm_tails.mlir) with a
float64 product at f32 tolerances.

The other tensor-core types, each pipelined with tails (gemm_*_tails.mlir)
and through registers with dynamic sizes (gemm_types_dynamic.mlir):
tf32 against a sequential f32 sum over k of the inputs with their low 13
mantissa bits cleared, exactly (tf32 products are exact in f32, so the
sum is the mma's; a rounded conversion or a misplaced element would
show), and against a float64 product at tf32 tolerance; i8 (signed, the
full -128..127 range) against an int64 product, exactly; f16 accumulators
against an emulation of mma.sync's f16 accumulation (an f32 sum over
each 16 of k, rounded to f16 after each instruction), exactly, and
against a float64 product at f16 tolerance.

128x128 blocks in dynamic shared memory, pipelined with tails
(gemm_128_tails.mlir), against a float64 product at f32 tolerances.
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


def tf32(x):
    """f32 as the tensor core reads it: the low 13 mantissa bits dropped."""
    return (x.view(np.uint32) & np.uint32(0xffffe000)).view(np.float32)


def f16_accumulate(a, b):
    """mma.sync m16n8k16 with f16 accumulators, instruction by instruction:
    f32 sums over 16 of k from the f16 accumulator, rounded to f16."""
    c = np.zeros((a.shape[0], b.shape[1]), np.float16)
    for k0 in range(0, a.shape[1], 16):
        s = c.astype(np.float32)
        for k in range(k0, min(k0 + 16, a.shape[1])):
            s = s + a[:, k:k + 1].astype(np.float32) * b[k:k + 1, :].astype(
                np.float32)
        c = s.astype(np.float16)
    return c


def padded_k(a, b, multiple):
    """A and B with K padded with zeros to `multiple` (the kernel's tile
    of K), so that f16_accumulate rounds where the kernel does."""
    k = -(-a.shape[1] // multiple) * multiple
    pa = np.zeros((a.shape[0], k), a.dtype)
    pb = np.zeros((k, b.shape[1]), b.dtype)
    pa[:, :a.shape[1]] = a
    pb[:b.shape[0], :] = b
    return pa, pb


def sequential_f32(a, b):
    a, b = a.astype(np.float32), b.astype(np.float32)
    c = np.zeros((a.shape[0], b.shape[1]), np.float32)
    for k in range(a.shape[1]):
        c = c + a[:, k:k + 1] * b[k:k + 1, :]
    return c


def types(runner, extra, tmp):
    """tf32, i8 and f16 accumulators, pipelined and through registers."""
    ok = True
    rng = np.random.default_rng(2026)
    dyn = "test/Pipelines/TileToPTX/gemm_types_dynamic.mlir"
    # tf32: (file, kernel, K tile, static K and N or None) and sizes.
    for file, kernel, kt, shapes in [
            ("test/Pipelines/TileToPTX/gemm_tf32_tails.mlir",
             "gemm_tf32_tails", 16, [(100, 40, 72), (64, 40, 72), (1, 40, 72)]),
            (dyn, "gemm_tf32_dyn", 16, [(100, 70, 90), (1, 1, 1),
                                        (128, 64, 128)])]:
        for m, k, n in shapes:
            a = rng.standard_normal((m, k)).astype(np.float32)
            b = rng.standard_normal((k, n)).astype(np.float32)
            name = "%s_%dx%dx%d" % (kernel, m, k, n)
            args = [("f32", a), ("f32", b), ("f32", np.zeros((m, n), np.float32)),
                    ("i64", -(-k // kt))]
            ok &= run(runner, extra, tmp, name + "_exact", file, kernel, args, 2,
                      lambda: sequential_f32(tf32(a), tf32(b)), 0, 0)
            # tf32 keeps 10 of f32's 23 mantissa bits.
            ok &= run(runner, extra, tmp, name, file, kernel, args, 2,
                      lambda: a.astype(np.float64) @ b.astype(np.float64),
                      2e-3, 2e-2)
    for file, kernel, kt, shapes in [
            ("test/Pipelines/TileToPTX/gemm_i8_tails.mlir", "gemm_i8_tails", 64,
             [(100, 208, 80), (64, 208, 80), (1, 208, 80)]),
            (dyn, "gemm_i8_dyn", 32, [(100, 70, 90), (1, 1, 1),
                                      (128, 64, 128)])]:
        for m, k, n in shapes:
            a = rng.integers(-128, 128, (m, k)).astype(np.int8)
            b = rng.integers(-128, 128, (k, n)).astype(np.int8)
            ok &= run(runner, extra, tmp, "%s_%dx%dx%d" % (kernel, m, k, n),
                      file, kernel,
                      [("i8", a), ("i8", b), ("i32", np.zeros((m, n), np.int32)),
                       ("i64", -(-k // kt))], 2,
                      lambda: (a.astype(np.int64) @ b.astype(np.int64)).astype(
                          np.int32), 0, 0)
    for file, kernel, shapes in [
            ("test/Pipelines/TileToPTX/gemm_f16acc_tails.mlir",
             "gemm_f16acc_tails", [(100, 72, 136), (64, 72, 136),
                                   (1, 72, 136)]),
            (dyn, "gemm_f16acc_dyn", [(100, 70, 90), (1, 1, 1),
                                      (128, 64, 128)])]:
        for m, k, n in shapes:
            a = rng.standard_normal((m, k)).astype(np.float16)
            b = rng.standard_normal((k, n)).astype(np.float16)
            name = "%s_%dx%dx%d" % (kernel, m, k, n)
            args = [("f16", a), ("f16", b), ("f16", np.zeros((m, n), np.float16)),
                    ("i64", -(-k // 32))]
            ok &= run(runner, extra, tmp, name + "_exact", file, kernel, args, 2,
                      lambda: f16_accumulate(*padded_k(a, b, 16)), 0, 0)
            # f16 keeps 10 mantissa bits; sums reach about 30 here.
            ok &= run(runner, extra, tmp, name, file, kernel, args, 2,
                      lambda: a.astype(np.float64) @ b.astype(np.float64),
                      1e-2, 6e-2)
    return ok


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
        # Fewer k-tiles than stages (0, 1, 2 of 32; 3 is above): the
        # pipeline's prologue copies nothing past the loop and loads no
        # fragments of a loop that does not run, and the last iteration's
        # look-ahead reads no stage that was never written (each would be
        # a shared-uninit finding); the product is over the first 32 t
        # columns of A. 64x64 blocks (3 stages, fragments carried across
        # k-tiles) and 128x128 (4 stages).
        for t in [0, 1, 2]:
            ref = (lambda t: lambda a, b: a[:, :32 * t].astype(np.float64)
                   @ b[:32 * t].astype(np.float64))(t)
            ok &= run(runner, extra, tmp, "gemm_tails_%dx72x136_k%d" % (33, t),
                      "test/Pipelines/TileToPTX/gemm_tails.mlir", "gemm_tails",
                      [("f16", ((33, 72), 11)), ("f16", ((72, 136), 12)),
                       ("f32", np.zeros((33, 136), np.float32)),
                       ("i64", t)], 2, ref, 1e-5, 1e-4)
            ok &= run(runner, extra, tmp,
                      "gemm_128_tails_%dx72x200_k%d" % (33, t),
                      "test/Pipelines/TileToPTX/gemm_128_tails.mlir",
                      "gemm_128_tails",
                      [("f16", ((33, 72), 13)), ("f16", ((72, 200), 14)),
                       ("f32", np.zeros((33, 200), np.float32)),
                       ("i64", t)], 2, ref, 1e-5, 1e-4)
        # A K loop from lo to hi step st (gemm_strided_k.mlir, K = 200:
        # tile 6 partial, tile 7 outside): the sum of those k-tiles.
        for lo, hi, st in [(1, 7, 2), (0, 8, 3), (2, 9, 4), (5, 6, 1)]:
            ref = (lambda lo, hi, st: lambda a, b: sum(
                (a[:, 32 * t:32 * t + 32].astype(np.float64)
                 @ b[32 * t:32 * t + 32].astype(np.float64)
                 for t in range(lo, hi, st)),
                np.zeros((a.shape[0], b.shape[1]))))(lo, hi, st)
            ok &= run(runner, extra, tmp,
                      "gemm_strided_k_%d_%d_%d" % (lo, hi, st),
                      "test/Pipelines/TileToPTX/gemm_strided_k.mlir",
                      "gemm_strided_k",
                      [("f16", ((70, 200), 15)), ("f16", ((200, 72), 16)),
                       ("f32", np.zeros((70, 72), np.float32)),
                       ("i64", lo), ("i64", hi), ("i64", st)], 2, ref,
                      1e-5, 1e-4)
        ok &= types(runner, extra, tmp)
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
