#!/usr/bin/env python3
"""Random host programs against T5's disjointness (issue 28's gaps).

Each case is a @main over three buffers that launches @step (program p
writes block p of its partition from block p + 1 of its view: a view that
is the partition's own buffer races) directly, in loops that carry
buffers (permuted or not), through helper functions with several call
sites, and through recursion that swaps (or does not swap) its buffers.
An interpreter here runs the same program on NumPy arrays and knows, for
every launch, whether its view and partition are one buffer.

Verdicts: the verifier rejects a case that aliases (right); rejects one
that never aliases (conservative, counted); accepts one that never
aliases, which must then run clean under `warp-run --sim` with two
scheduling seeds and equal the interpreter; accepting one that aliases
is a HOLE. Exit 1 on a hole or a wrong run.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

import numpy as np

N = 4096
BLOCK = 1024
T = "memref<4096xf32>"

KERNEL = """tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %p = tile.program_id 0 : index
  %p1 = arith.addi %p, %c1 : index
  %q = arith.remui %p1, %c4 : index
  %a = tile.load %x[%q] : !tile.view<?xf32> -> tensor<1024xf32>
  %h = tile.constant dense<0.5> : tensor<1024xf32>
  %o = tile.constant dense<1.0> : tensor<1024xf32>
  %m = arith.mulf %a, %h : tensor<1024xf32>
  %s = arith.addf %m, %o : tensor<1024xf32>
  %t1 = tile.store %s, %y, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}
"""


def step(x, y):
    blocks = x.reshape(4, BLOCK)
    y[:] = (np.roll(blocks, -1, axis=0) * np.float32(0.5) + np.float32(1)).reshape(N)


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.n = 0
        self.helpers = {}

    def fresh(self, base="v"):
        self.n += 1
        return f"%{base}{self.n}"

    def launch(self, a, b, ind):
        p = self.fresh("p")
        return [f"{ind}{p} = tile.partition {b} : {T} -> !tile.part<1024xf32>",
                f"{ind}tile.launch @step({a}, {p}) : ({T}, !tile.part<1024xf32>)"], \
            [("launch", a, b)]

    def stmt(self, names, ind, depth):
        r = self.rng
        kind = r.choice(["launch", "launch", "loop", "call", "rec"] if depth < 2 else ["launch"])
        a, b = r.choice(names), r.choice(names)
        if kind == "launch":
            return self.launch(a, b, ind)
        if kind == "loop":
            u, v, i = self.fresh("u"), self.fresh("w"), self.fresh("i")
            trips = r.randint(1, 3)
            yields = r.choice([(v, u), (v, u), (u, v), (v, v), (u, u)])
            lines = [f"{ind}%lb{self.n} = arith.constant 0 : index",
                     f"{ind}%ub{self.n} = arith.constant {trips} : index",
                     f"{ind}%st{self.n} = arith.constant 1 : index"]
            k = self.n
            lines.append(f"{ind}%r{k}:2 = scf.for {i} = %lb{k} to %ub{k} step %st{k} "
                         f"iter_args({u} = {a}, {v} = {b}) -> ({T}, {T}) {{")
            body, prog = [], []
            for _ in range(r.randint(1, 2)):
                l, pr = self.stmt([u, v], ind + "  ", depth + 1)
                body += l
                prog += pr
            lines += body
            lines.append(f"{ind}  scf.yield {yields[0]}, {yields[1]} : {T}, {T}")
            lines.append(f"{ind}}}")
            return lines, [("loop", a, b, trips, u, v, yields, prog)]
        if kind == "call":
            # A helper launching (its first, its second) or the reverse.
            order = r.choice(["ab", "ba"])
            name = f"@h_{order}"
            self.helpers[name] = order
            return [f"{ind}func.call {name}({a}, {b}) : ({T}, {T}) -> ()"], \
                [("call", a, b, order)]
        # Recursion: launch (x, y), then recurse on a permutation or not.
        shape = r.choice(["swap", "swap", "keep", "dup"])
        name = f"@rec_{shape}"
        self.helpers[name] = shape
        depthn = r.randint(1, 3)
        k = self.fresh("n")
        return [f"{ind}{k} = arith.constant {depthn} : index",
                f"{ind}func.call {name}({a}, {b}, {k}) : ({T}, {T}, index) -> ()"], \
            [("rec", a, b, shape, depthn)]

    def helper_text(self, name, what):
        if name.startswith("@h_"):
            a, b = ("%a", "%b") if what == "ab" else ("%b", "%a")
            return f"""func.func {name}(%a: {T}, %b: {T}) {{
  %pb = tile.partition {b} : {T} -> !tile.part<1024xf32>
  tile.launch @step({a}, %pb) : ({T}, !tile.part<1024xf32>)
  return
}}
"""
        nxt = {"swap": "%b, %a", "keep": "%a, %b", "dup": "%b, %b"}[what]
        return f"""func.func {name}(%a: {T}, %b: {T}, %n: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi sgt, %n, %c0 : index
  scf.if %more {{
    %pb = tile.partition %b : {T} -> !tile.part<1024xf32>
    tile.launch @step(%a, %pb) : ({T}, !tile.part<1024xf32>)
    %m = arith.subi %n, %c1 : index
    func.call {name}({nxt}, %m) : ({T}, {T}, index) -> ()
  }}
  return
}}
"""


def interpret(prog, env, bufs, events):
    for s in prog:
        if s[0] == "launch":
            x, y = env[s[1]], env[s[2]]
            events.append(x == y)
            if x != y:
                step(bufs[x], bufs[y])
        elif s[0] == "call":
            a, b = env[s[1]], env[s[2]]
            x, y = (a, b) if s[3] == "ab" else (b, a)
            events.append(x == y)
            if x != y:
                step(bufs[x], bufs[y])
        elif s[0] == "rec":
            a, b = env[s[1]], env[s[2]]
            for _ in range(s[4]):
                events.append(a == b)
                if a != b:
                    step(bufs[a], bufs[b])
                a, b = {"swap": (b, a), "keep": (a, b), "dup": (b, b)}[s[3]]
        else:
            _, a, b, trips, u, v, yields, body = s
            cur = {u: env[a], v: env[b]}
            for _ in range(trips):
                inner = dict(env)
                inner.update(cur)
                interpret(body, inner, bufs, events)
                cur = {u: cur[yields[0]], v: cur[yields[1]]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--opt", required=True)
    ap.add_argument("--run", required=True)
    ap.add_argument("--cases", type=int, default=40)
    ap.add_argument("--seed", type=int, default=28)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    counts = {"rejected-aliasing": 0, "rejected-conservative": 0, "ran": 0}
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for case in range(args.cases):
            g = Gen(rng)
            names = ["%b0", "%b1", "%b2"]
            lines, prog = [], []
            for _ in range(rng.randint(1, 3)):
                l, p = g.stmt(names, "  ", 0)
                lines += l
                prog += p
            text = KERNEL + "".join(g.helper_text(n, w) for n, w in sorted(g.helpers.items()))
            text += f"func.func @main(%b0: {T}, %b1: {T}, %b2: {T}) {{\n" + "\n".join(lines) + "\n  return\n}\n"
            path = os.path.join(tmp, f"case{case}.mlir")
            with open(path, "w") as f:
                f.write(text)
            init = [np.arange(N, dtype=np.float32) * (i + 1) % 97 for i in range(3)]
            bufs = [b.copy() for b in init]
            events = []
            interpret(prog, {"%b0": 0, "%b1": 1, "%b2": 2}, bufs, events)
            aliases = any(events)
            ok = subprocess.run([args.opt, path], capture_output=True, text=True).returncode == 0
            if not ok:
                counts["rejected-aliasing" if aliases else "rejected-conservative"] += 1
                continue
            if aliases:
                print(f"HOLE case {case}: verifies but a launch reads the buffer it writes\n{text}")
                bad += 1
                continue
            counts["ran"] += 1
            for i, b in enumerate(init):
                np.save(os.path.join(tmp, f"in{i}.npy"), b)
                np.save(os.path.join(tmp, f"out{i}.npy"), bufs[i])
            for seed in (0, 5):
                cmd = [args.run, "--sim", f"--sim-seed={seed}", path, "--kernel", "main"]
                for i in range(3):
                    cmd += ["--arg", f"f32[{N}]=file:" + os.path.join(tmp, f"in{i}.npy")]
                for i in range(3):
                    cmd += ["--expect", f"{i}=" + os.path.join(tmp, f"out{i}.npy")]
                res = subprocess.run(cmd, capture_output=True, text=True)
                if res.returncode != 0 or "finding" in res.stdout + res.stderr:
                    print(f"FAIL case {case} seed {seed}: exit {res.returncode}\n{res.stdout}{res.stderr}\n{text}")
                    bad += 1
                    break
    print("alias cases: " + ", ".join(f"{v} {k}" for k, v in counts.items()) + f", {bad} bad")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
