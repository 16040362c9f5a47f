"""Runs the row kernels of a small GPU bundle (bench/tile/gpu/bundle.py
--small: the benchmark's own softmax and layernorm kernels, rows of 8192)
and its vector add and GEMM on the CPU simulator against NumPy:
argv = WARP_RUN BUNDLE_DIR."""

import json
import os
import subprocess
import sys

import numpy as np

warp_run, bundle = sys.argv[1], sys.argv[2]
with open(os.path.join(bundle, "manifest.json")) as f:
    manifest = json.load(f)
rng = np.random.default_rng(7)
dtypes = {"f16": np.float16, "f32": np.float32}


def run(name, arrays, scalars):
    """arrays: index -> input array; scalars: index -> spec. The output."""
    case = manifest["cases"][name]
    command = [warp_run, "--sim", os.path.join(bundle, name + ".mlir")]
    for i, spec in enumerate(case["specs"]):
        if i in arrays:
            path = os.path.join(bundle, f"{name}.{i}.npy")
            np.save(path, arrays[i])
            command += ["--arg", spec + "=file:" + path]
        else:
            command += ["--arg", scalars.get(i, spec)]
    out = os.path.join(bundle, f"{name}.out.npy")
    command += ["--out", f"{case['output']}={out}"]
    subprocess.run(command, check=True)
    return np.load(out)


def shape(name, i):
    spec = manifest["cases"][name]["specs"][i]
    return [int(d) for d in spec.split("[")[1].split("]")[0].split("x")]


a = rng.standard_normal(shape("vector_add", 0)).astype(np.float32)
b = rng.standard_normal(shape("vector_add", 1)).astype(np.float32)
print("vector_add max error", np.abs(run("vector_add", {0: a, 1: b}, {}) -
                                     (a + b)).max())

x = rng.standard_normal(shape("softmax", 0)).astype(np.float32)
e = np.exp(x - x.max(1, keepdims=True))
print("softmax rows", x.shape, "relative error {:.1e}".format(
    np.abs(run("softmax", {0: x}, {}) - e / e.sum(1, keepdims=True)).max() /
    (e / e.sum(1, keepdims=True)).max()))

g = rng.standard_normal(shape("layernorm", 1)).astype(np.float32)
bb = rng.standard_normal(shape("layernorm", 2)).astype(np.float32)
m = x.mean(1, keepdims=True)
ref = (x - m) / np.sqrt(((x - m) ** 2).mean(1, keepdims=True) + 1e-5) * g + bb
print("layernorm rows", x.shape, "max error {:.1e}".format(
    np.abs(run("layernorm", {0: x, 1: g, 2: bb}, {}) - ref).max()))

for gemm in [n for n in manifest["cases"] if n.startswith("gemm")]:
    p = rng.standard_normal(shape(gemm, 0)).astype(np.float16)
    q = rng.standard_normal(shape(gemm, 1)).astype(np.float16)
    ref = p.astype(np.float64) @ q.astype(np.float64)
    print(gemm, "max error {:.1e}".format(
        np.abs(run(gemm, {0: p, 1: q}, {}) - ref).max()))

# The transformer kernels that lower today (the others are the manifest's
# `refused`, printed so that the test sees them).
x = rng.standard_normal(shape("rotary", 0)).astype(np.float32)
c = rng.standard_normal(shape("rotary", 1)).astype(np.float32)
s = rng.standard_normal(shape("rotary", 2)).astype(np.float32)
x0, x1 = x[:, :, 0:1, :].astype(np.float64), x[:, :, 1:2, :].astype(np.float64)
ref = np.concatenate([x0 * c - x1 * s, x1 * c + x0 * s], axis=2)
print("rotary", x.shape, "max error {:.1e}".format(
    np.abs(run("rotary", {0: x, 1: c, 2: s}, {}) - ref).max()))
# RMSNorm and LayerNorm, four rows per program (gamma, beta broadcast over
# the rows), float64 NumPy.
x = (rng.standard_normal(shape("rmsnorm", 0)) * 3).astype(np.float32)
g = rng.uniform(-2, 2, shape("rmsnorm", 1)).astype(np.float32)
xd = x.astype(np.float64)
ref = xd / np.sqrt((xd * xd).mean(1, keepdims=True) + 1e-6) * g
print("rmsnorm", x.shape, "max error {:.1e}".format(
    np.abs(run("rmsnorm", {0: x, 1: g}, {}) - ref).max()))
x = (rng.standard_normal(shape("layernorm_rows", 0)) * 2 + 3).astype(
    np.float32)
g = rng.uniform(-2, 2, shape("layernorm_rows", 1)).astype(np.float32)
bb = rng.uniform(-1, 1, shape("layernorm_rows", 2)).astype(np.float32)
xd = x.astype(np.float64)
m = xd.mean(1, keepdims=True)
ref = (xd - m) / np.sqrt(((xd - m) ** 2).mean(1, keepdims=True) + 1e-5) * \
    g + bb
print("layernorm_rows", x.shape, "max error {:.1e}".format(
    np.abs(run("layernorm_rows", {0: x, 1: g, 2: bb}, {}) - ref).max()))
# Linear + bias + GELU (128^3 at --small), f16 in and out: float64 NumPy
# of gelu_tanh(x W + b); the error is relative to the output's scale.
if "linear_gelu" in manifest["cases"]:
    x = rng.standard_normal(shape("linear_gelu", 0)).astype(np.float16)
    w = (rng.standard_normal(shape("linear_gelu", 1)) / 8).astype(np.float16)
    b = rng.standard_normal(shape("linear_gelu", 2)).astype(np.float32)
    v = x.astype(np.float64) @ w.astype(np.float64) + b
    ref = 0.5 * v * (1 + np.tanh(np.sqrt(2 / np.pi) * (v + 0.044715 * v ** 3)))
    got = run("linear_gelu", {0: x, 1: w, 2: b}, {}).astype(np.float64)
    print("linear_gelu", x.shape, "relative error {:.1e}".format(
        np.abs(got - ref).max() / np.abs(ref).max()))
# Causal attention (f16 in, f32 out), float64 NumPy on the f16 inputs.
t = shape("attention", 0)[0]
q, k, vv = (rng.uniform(-2, 2, (t, 64)).astype(np.float16) for _ in range(3))
sc = q.astype(np.float64) @ k.astype(np.float64).T / 8
sc[np.triu(np.ones((t, t), bool), 1)] = -np.inf
p = np.exp(sc - sc.max(1, keepdims=True))
ref = (p / p.sum(1, keepdims=True)) @ vv.astype(np.float64)
print("attention", q.shape, "max error {:.1e}".format(np.abs(
    run("attention", {0: q, 1: np.ascontiguousarray(k.T), 2: vv}, {}) -
    ref).max()))
for name in sorted(manifest.get("refused", {})):
    print(name, "refused today:", manifest["refused"][name])
