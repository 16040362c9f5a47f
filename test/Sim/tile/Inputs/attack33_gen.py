#!/usr/bin/env python3
"""Adversarial tile programs (issue 33's constructs, round 1 of attack33),
written independently of gen_kernel_kinds.py / gen_tile_programs.py.

Every case is a tile kernel with an odd buffer (tails: 1, 3, 31, 33, 65,
127 ...), a block (1xN, Nx1, tiny, replicated), a number of warps (unset,
1 .. 32) and a NumPy model of one program: the model runs on the padded
block each program loads (padding as the kernel's load says) and the
output is cropped to the buffer, so the model knows nothing of layouts.
A case passes when warp-run --sim exits 0 with no finding and the output
matches the model (exact, unless the family states an error bound), or is
refused with a located "not supported" error (counted, listed).

Usage: attack33_gen.py --runner WARP_RUN [--cases N] [--seed S]
       [--families a,b] [--jobs J] [--keep DIR] [--max-refused N]
"""

import argparse
import concurrent.futures as cf
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from attack33_lib import FAMILIES, bf16_value, shp, FLOATS  # noqa: E402
import attack33_families  # noqa: E402,F401  (registers the families)


def run_case(runner, case, tmp, idx, seeds):
    os.makedirs(tmp, exist_ok=True)
    src = os.path.join(tmp, f"c{idx}.mlir")
    with open(src, "w") as f:
        f.write(case.prog.text())
    cmd = [runner, "--sim", src]
    for i, (dt, data) in enumerate(case.prog.args):
        if isinstance(data, np.ndarray):
            p = os.path.join(tmp, f"c{idx}-a{i}.npy")
            np.save(p, np.ascontiguousarray(data))
            cmd += ["--arg", f"{dt}[{shp(data.shape)}]=file:{p}"]
        else:
            cmd += ["--arg", f"{dt}:{data}"]
    outs = []
    for j, (ai, dt) in enumerate(case.prog.outs):
        p = os.path.join(tmp, f"c{idx}-o{j}.npy")
        outs.append(p)
        cmd += ["--out", f"{ai}={p}"]
    results = []
    for seed in seeds:
        try:
            p = subprocess.run(cmd + [f"--sim-seed={seed}"], capture_output=True,
                               text=True, timeout=120)
        except subprocess.TimeoutExpired:
            return "FAIL", f"timeout (hang?) seed {seed}", cmd
        log = p.stdout + p.stderr
        if p.returncode != 0:
            if re.search(r"not supported|does not support|too small", log) and \
                    re.search(r"c\d+\.mlir:\d+:\d+: error", log):
                return "REFUSED", log.strip().splitlines()[0][:300], cmd
            return "FAIL", f"exit {p.returncode}: {log[-1500:]}", cmd
        if "finding" in log or "race" in log:
            return "FAIL", f"finding: {log[-1500:]}", cmd
        for j, (ai, dt) in enumerate(case.prog.outs):
            got = np.load(outs[j])
            want = case.wants[j]
            if want is None:
                continue
            why = compare(got, want, dt, case.tol)
            if why:
                return "FAIL", f"seed {seed} out {j}: {why}", cmd
    return "ok", "", cmd


def compare(got, want, dt, tol):
    if got.shape != want.shape:
        return f"shape {got.shape} != {want.shape}"
    if dt == "bf16":
        g, w = bf16_value(got).astype(np.float64), bf16_value(want).astype(np.float64)
    else:
        g, w = got.astype(np.float64), want.astype(np.float64)
    if callable(tol):
        bad = ~tol(g, w)
    elif tol == 0:
        bad = ~((g == w) | (np.isnan(g) & np.isnan(w)))
        if dt in FLOATS and not bad.any():
            # -0.0 vs 0.0 matters too.
            bad = (np.signbit(g) != np.signbit(w)) & ~np.isnan(w)
    else:
        bad = ~((np.abs(g - w) <= tol) | (np.isnan(g) & np.isnan(w)))
    if bad.any():
        where = np.argwhere(bad)
        first = tuple(where[0])
        return (f"{bad.sum()} of {bad.size} differ; first at {first}: got "
                f"{g[first]!r} want {w[first]!r}; got[:6]={g.ravel()[:6]} "
                f"want[:6]={w.ravel()[:6]}")
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", required=True)
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--seed", type=int, default=33)
    ap.add_argument("--families", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--keep", default="")
    ap.add_argument("--sim-seeds", default="1,2")
    ap.add_argument("--max-refused", type=int, default=-1)
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    fams = [f for f in (a.families.split(",") if a.families else FAMILIES)]
    weights = np.array([FAMILIES[f][1] for f in fams], float)
    rng = np.random.default_rng(a.seed)
    cases = []
    for i in range(a.cases):
        f = fams[int(rng.choice(len(fams), p=weights / weights.sum()))]
        crng = np.random.default_rng([a.seed, i])
        cases.append(FAMILIES[f][0](crng))
    tmp = a.keep or tempfile.mkdtemp(prefix="attack33-")
    seeds = [int(s) for s in a.sim_seeds.split(",")]
    stats = {}
    fails = refused = 0
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        futs = [ex.submit(run_case, a.runner, c, tmp, i, seeds)
                for i, c in enumerate(cases)]
        for i, (c, fu) in enumerate(zip(cases, futs)):
            st, why, cmd = fu.result()
            s = stats.setdefault(c.fam, [0, 0, 0])
            s[{"ok": 0, "REFUSED": 1, "FAIL": 2}[st]] += 1
            if st == "FAIL":
                fails += 1
                print(f"FAILED {c.fam} #{i} {c.name}: {why}\n  {' '.join(cmd)}")
            elif st == "REFUSED":
                refused += 1
                print(f"refused {c.fam} #{i} {c.name}: {why}")
            elif a.verbose:
                print(f"ok {c.fam} #{i} {c.name}")
    print(f"{'family':14} {'ok':>5} {'refused':>8} {'failed':>7}")
    for f in sorted(stats):
        print(f"{f:14} {stats[f][0]:5} {stats[f][1]:8} {stats[f][2]:7}")
    total = sum(sum(s) for s in stats.values())
    print(f"attack33: {total} cases, {refused} refused, {fails} failed")
    if a.max_refused >= 0 and refused > a.max_refused:
        print("REFUSALS GREW")
        return 1
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
