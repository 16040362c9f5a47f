#!/usr/bin/env python3
"""The transformer examples (examples/tile/transformer),
run under `warp-run --sim` against NumPy: two data seeds, each under one
of the two scheduling seeds given. Prints one line per case and a summary:

    transformer cases: N passed, M failed

rotary.mlir: float64 NumPy of y0 = x0 cos - x1 sin, y1 = x1 cos + x0 sin
(the rotate-half RoPE), at 512 tokens instead of 4096. The kernel rounds two products and a sum in f32
(or fuses one product into an fma): at most 1.5 ulp of the largest term,
so 2e-6 relative to the largest input magnitude (values up to about 20).

rmsnorm.mlir and layernorm_rows.mlir (four rows per program, gamma and
beta broadcast over the rows through shared memory): float64 NumPy of
x / sqrt(mean(x^2) + eps) * gamma and (x - mean) / sqrt(var + eps) *
gamma + beta over 10 rows (a masked tail program of 2 rows). The kernels
sum in f32 in a tree (about log2(n) ulp), divide with div.approx (2 ulp)
and take rsqrt.approx (2^-22.9 relative): 1e-5 relative to the largest
output magnitude.

linear_gelu.mlir (x W + bias, then the tanh GELU, f16 out; bias loaded in
the accumulator's column slice, no shared-memory conversion) at 192^3:
float64 NumPy of gelu_tanh(x W + b). The f32 accumulation of 192 exact
f16 products is within 2^-16 of the scale, tanh.approx (afn) within
2^-10.99 absolute, times 0.5 |v|; the f16 output rounds by 2^-11
relative: 2e-3 relative to the largest output magnitude.

attention.mlir (causal, online softmax, P rounded to f16 for P . V) at
256 tokens (4 programs, 1 to 4 blocks each): float64 NumPy of
softmax(Q K^T / 8 + mask) V on the f16 inputs. Rounding P to f16 moves
each output by at most 2^-11 of max |V| (the weights sum to 1), the
approximate exp (ex2.approx, 2 ulp) and division add little: 2e-3 of max
|V|.

Usage: transformer_cases.py --runner warp-run --examples DIR
       [--sim-seeds 0,3]
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np


# The examples at fewer tokens (an exact text replacement that must
# match), so that a run takes seconds under any schedule.
TOKENS = 512


def rotary(rng):
    x = rng.standard_normal((TOKENS, 8, 2, 64)).astype(np.float32) * 4
    theta = rng.uniform(0, 2 * np.pi, (TOKENS, 1, 1, 64))
    cos, sin = np.cos(theta).astype(np.float32), np.sin(theta).astype(
        np.float32)
    xd = x.astype(np.float64)
    c, s = cos.astype(np.float64), sin.astype(np.float64)
    x0, x1 = xd[:, :, 0:1, :], xd[:, :, 1:2, :]
    want = np.concatenate([x0 * c - x1 * s, x1 * c + x0 * s], axis=2)
    return ("rotary", "rotary.mlir", "rotary", [x, cos, sin,
                                                np.zeros_like(x)], 3, want,
            [("4096", str(TOKENS))], None)


ROWS = 10


def rmsnorm(rng):
    x = (rng.standard_normal((ROWS, 4096)) * 3).astype(np.float32)
    gamma = rng.uniform(-2, 2, 4096).astype(np.float32)
    xd = x.astype(np.float64)
    want = xd / np.sqrt((xd * xd).mean(axis=1, keepdims=True) + 1e-6) * gamma
    return ("rmsnorm", "rmsnorm.mlir", "rmsnorm",
            [x, gamma, "f32:1e-6", np.zeros_like(x)], 3, want, [], 1e-5)


def layernorm_rows(rng):
    x = (rng.standard_normal((ROWS, 1024)) * 2 + 3).astype(np.float32)
    gamma = rng.uniform(-2, 2, 1024).astype(np.float32)
    beta = rng.uniform(-1, 1, 1024).astype(np.float32)
    xd = x.astype(np.float64)
    mean = xd.mean(axis=1, keepdims=True)
    var = ((xd - mean) ** 2).mean(axis=1, keepdims=True)
    want = (xd - mean) / np.sqrt(var + 1e-5) * gamma + beta
    return ("layernorm_rows", "layernorm_rows.mlir", "layernorm_rows",
            [x, gamma, beta, "f32:1e-5", np.zeros_like(x)], 4, want, [],
            1e-5)


def attention(rng):
    t, d = 256, 64
    q = rng.uniform(-2, 2, (t, d)).astype(np.float16)
    k = rng.uniform(-2, 2, (t, d)).astype(np.float16)
    v = rng.uniform(-2, 2, (t, d)).astype(np.float16)
    s = q.astype(np.float64) @ k.astype(np.float64).T / 8
    s[np.triu(np.ones((t, t), bool), 1)] = -np.inf
    p = np.exp(s - s.max(axis=1, keepdims=True))
    want = (p / p.sum(axis=1, keepdims=True)) @ v.astype(np.float64)
    return ("attention", "attention.mlir", "attention",
            [q, np.ascontiguousarray(k.T), v, "f32:0.125",
             np.zeros((t, d), np.float32)], 4, want, [("1024", str(t))],
            ("abs", 2e-3 * float(np.abs(v).max())))
GELU_N = 192


def linear_gelu(rng):
    # 192 x 192 x 192 (3 x 3 programs, 6 steps of K) instead of 1024^3.
    x = rng.standard_normal((GELU_N, GELU_N)).astype(np.float16)
    w = (rng.standard_normal((GELU_N, GELU_N)) / 8).astype(np.float16)
    bias = rng.standard_normal(GELU_N).astype(np.float32)
    v = x.astype(np.float64) @ w.astype(np.float64) + bias
    want = 0.5 * v * (1 + np.tanh(np.sqrt(2 / np.pi) * (v + 0.044715 * v ** 3)))
    n = str(GELU_N)
    return ("linear_gelu", "linear_gelu.mlir", "linear_gelu",
            [x, w, bias, np.zeros((GELU_N, GELU_N), np.float16)], 3, want,
            [("arith.constant 32 : index  // 1024 / 32",
              "arith.constant 6 : index"), ("1024", n)], 2e-3)


DTYPES = {np.dtype(np.float32): "f32", np.dtype(np.float16): "f16"}


def spec(value, path):
    np.save(path, value)
    return "%s[%s]=file:%s" % (DTYPES[value.dtype],
                               "x".join(map(str, value.shape)), path)


def run(args, tmp, case, sim_seed):
    name, file, kernel, inputs, out, want, replace, rel = case
    with open(os.path.join(args.examples, file)) as f:
        text = f.read()
    for old, new in replace:
        if old not in text:
            return f"{file} no longer holds {old!r}"
        text = text.replace(old, new)
    src = os.path.join(tmp, file)
    with open(src, "w") as f:
        f.write(text)
    # A generous watchdog: a loaded CI machine under a random schedule.
    cmd = [args.runner, "--sim", f"--sim-seed={sim_seed}", "--timeout=300",
           src, "--kernel", kernel]
    for i, value in enumerate(inputs):
        # A string is a scalar's spec (TYPE:VALUE).
        cmd += ["--arg", value if isinstance(value, str) else
                spec(value, os.path.join(tmp, f"in{i}.npy"))]
    outp = os.path.join(tmp, "out.npy")
    cmd += ["--out", f"{out}={outp}"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    text = done.stdout + done.stderr
    if done.returncode != 0 or "finding" in text:
        return f"exit {done.returncode}: {text[-800:]}"
    got = np.load(outp).astype(np.float64)
    if got.shape != want.shape:
        return f"shape {got.shape}, want {want.shape}"
    if rel is None:
        bound = 2e-6 * float(np.abs(inputs[0]).max())
    elif isinstance(rel, tuple):
        bound = rel[1]
    else:
        bound = rel * float(np.abs(want).max())
    err = float(np.abs(got - want).max())
    if not err <= bound:
        return f"max error {err} > {bound}"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runner", required=True)
    ap.add_argument("--examples", required=True)
    ap.add_argument("--sim-seeds", default="0,3")
    args = ap.parse_args()
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        # Two data seeds, each under its own scheduling seed.
        for data_seed, sim_seed in zip((1, 2), args.sim_seeds.split(",")):
            rng = np.random.default_rng(data_seed)
            for case in [rotary(rng), rmsnorm(rng), layernorm_rows(rng),
                         linear_gelu(rng), attention(rng)]:
                problem = run(args, tmp, case, sim_seed)
                label = f"{case[0]} data seed {data_seed} sim seed {sim_seed}"
                if problem:
                    failed += 1
                    print(f"FAIL {label}: {problem}")
                else:
                    passed += 1
                    print(f"PASS {label}")
    print(f"transformer cases: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
