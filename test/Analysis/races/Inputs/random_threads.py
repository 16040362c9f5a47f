"""Random shared-memory kernels with a declared block size against a
brute-force oracle (the per-thread engine's attack, issue 31).

Each kernel declares blocks of B threads (8 to 64, some not a multiple of
32) and works on a workgroup buffer s of 2B floats through a random list of
statements: guarded stores and loads of s at indices such as t, t ^ m,
B - 1 - t, t >> 1, (t + k) % 2B or a constant; block barriers; full-warp
__syncwarps; halving-stride tree reductions (h = B/2; h > 0; h >>= 1) as an
scf.while or as a cf CFG loop, with or without a barrier in the loop; and
scf.for loops over k in [0, K) with indices of t and k and an optional
barrier inside. Loaded values go to out[t] (a global buffer each thread
writes only at its own index). Barriers and __syncwarps are never under a
thread-dependent branch.

The oracle (written here from the PTX semantics, not from the checker) runs
every thread and lists each access of s with the number of barriers and
__syncwarps its thread passed before it; two accesses of one element by two
threads, one a write, race unless their barrier counts differ or the threads
share a warp and their __syncwarp counts differ. The checker must:
  * never pass a kernel the oracle finds a race in (no R1/R2 and no R3),
  * never report R1/R2 on a kernel the oracle finds race-free,
  * name in every R1/R2 two threads and an element that the oracle confirms
    (both threads access that element, unordered, as the finding says).
Prints a summary with the R3 rate; exits 1 on any violation.

Usage: random_threads.py --warp-opt PATH [--seed N] [--count N] --dir DIR
"""
import argparse
import os
import random
import re
import subprocess
import sys

FINDING = re.compile(
    r"error: (R1|R2): .*?threads? \(b=\(0,0,0\), t=\((\d+),0,0\)\) (?:and|reads "
    r"and thread) \(b=\(0,0,0\), t=\((\d+),0,0\)\) (?:both write|writes) "
    r"element (-?\d+) of (workgroup buffer 0|argument 0)")


class Gen:
    def __init__(self, rng, B):
        self.rng = rng
        self.B = B
        self.S = 2 * B

    def index(self, loop=False):
        """An index expression in [0, 2B) of t (and k inside a loop)."""
        r, B = self.rng, self.B
        choices = [("t",), ("xor", r.choice([1, 2, 4, 16, 32])),
                   ("rev",), ("half",), ("even",), ("shift", r.randint(1, 5)),
                   ("const", r.randint(0, self.S - 1)), ("twice",),
                   ("mod", r.choice([2, 3, 8]))]
        if loop:
            choices += [("kt",), ("kb",), ("kxor",)]
        e = r.choice(choices)
        if e[0] == "xor" and e[1] >= B:
            e = ("xor", 1)
        return e

    def guard(self):
        r, B = self.rng, self.B
        return r.choice([None, None, ("lt", r.randint(1, B)), ("even",),
                         ("ge", r.randint(0, B - 1)),
                         ("mask", r.choice([1, 2, 3]))])

    def statement(self, depth=0, loop=True):
        r = self.rng
        kind = r.choice(["store", "store", "load", "load", "barrier",
                         "barrier", "syncwarp", "halving", "loop", "uif",
                         "dif", "tloop"]
                        if depth == 0 else ["store", "load"])
        if kind in ("uif", "dif", "tloop"):
            body = [self.statement(1, kind == "tloop")
                    for _ in range(r.randint(1, 2))]
            if kind == "uif":
                return ("uif", r.randint(0, self.B - 1), body)
            if kind == "dif":
                return ("dif", body)
            return ("tloop", r.choice([2, 3, 4]), body)
        if kind in ("store", "load"):
            return (kind, self.index(loop=depth > 0 and loop), self.guard())
        if kind in ("barrier", "syncwarp"):
            return (kind,)
        if kind == "halving":
            return ("halving", r.random() < 0.6, r.choice(["scf", "cf"]))
        body = [self.statement(1) for _ in range(r.randint(1, 2))]
        return ("loop", r.randint(1, 3), body, r.random() < 0.5)


def value(e, t, k, B):
    S = 2 * B
    kind = e[0]
    if kind == "t": return t
    if kind == "xor": return t ^ e[1]
    if kind == "rev": return B - 1 - t
    if kind == "half": return t >> 1
    if kind == "even": return t & ~1
    if kind == "shift": return (t + e[1]) % S
    if kind == "const": return e[1]
    if kind == "twice": return (2 * t) % S
    if kind == "mod": return t % e[1]
    if kind == "kt": return (t + k) % S
    if kind == "kb": return t + k * (B // 2)
    if kind == "kxor": return t ^ k
    raise ValueError(kind)


def holds(g, t):
    if g is None: return True
    if g[0] == "lt": return t < g[1]
    if g[0] == "even": return t % 2 == 0
    if g[0] == "ge": return t >= g[1]
    if g[0] == "mask": return (t & g[1]) == 0
    raise ValueError(g)


def oracle(prog, B, n):
    """Events (thread, element, write, barriers, syncwarps) of s, with the
    argument n and every flag set (a branch on loaded flags holds no
    barrier, so taking it at every thread only adds accesses)."""
    events = []
    for t in range(B):
        bar = warp = 0

        def access(kind, e, g, k=0):
            if holds(g, t):
                events.append((t, value(e, t, k, B), kind == "store", bar,
                               warp))

        for st in prog:
            if st[0] in ("store", "load"):
                access(*st)
            elif st[0] == "barrier":
                bar += 1
            elif st[0] == "syncwarp":
                warp += 1
            elif st[0] == "halving":
                h = B // 2
                while h > 0:
                    if t < h:
                        events.append((t, t, False, bar, warp))
                        events.append((t, t + h, False, bar, warp))
                        events.append((t, t, True, bar, warp))
                    if st[1]:
                        bar += 1
                    h >>= 1
            elif st[0] == "loop":
                for k in range(st[1]):
                    for inner in st[2]:
                        access(inner[0], inner[1], inner[2], k)
                    if st[3]:
                        bar += 1
            elif st[0] in ("uif", "dif"):
                if st[0] == "dif" or n > st[1]:
                    for inner in st[-1]:
                        access(*inner)
            elif st[0] == "tloop":
                for k in range(t % st[1]):
                    for inner in st[2]:
                        access(inner[0], inner[1], inner[2], k)
    return events


def races(events):
    """(t1, t2, element, kind) of each unordered conflict, t1 the reader for
    R2."""
    by_elem = {}
    for ev in events:
        by_elem.setdefault(ev[1], []).append(ev)
    out = set()
    for elem, evs in by_elem.items():
        for a in evs:
            for b in evs:
                if a[0] == b[0] or not b[2]:
                    continue
                if a[3] != b[3]:
                    continue
                if a[0] // 32 == b[0] // 32 and a[4] != b[4]:
                    continue
                out.add((a[0], b[0], elem, "R1" if a[2] else "R2"))
    return out


class Emitter:
    def __init__(self, B):
        self.B = B
        self.S = 2 * B
        self.lines = []
        self.n = 0

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def emit(self, line):
        self.lines.append("  " + line)

    def const(self, c):
        v = self.fresh()
        self.emit("%s = arith.constant %d : index" % (v, c))
        return v

    def binop(self, op, a, b):
        v = self.fresh()
        self.emit("%s = arith.%s %s, %s : index" % (v, op, a, b))
        return v

    def index(self, e, k=None):
        B, S, t = self.B, self.S, "%tid"
        kind = e[0]
        if kind == "t": return t
        if kind == "xor": return self.binop("xori", t, self.const(e[1]))
        if kind == "rev": return self.binop("subi", self.const(B - 1), t)
        if kind == "half": return self.binop("shrui", t, self.const(1))
        if kind == "even": return self.binop("andi", t, self.const(-2))
        if kind == "shift":
            return self.binop("remui", self.binop("addi", t, self.const(e[1])),
                              self.const(S))
        if kind == "const": return self.const(e[1])
        if kind == "twice":
            return self.binop("remui", self.binop("muli", t, self.const(2)),
                              self.const(S))
        if kind == "mod": return self.binop("remui", t, self.const(e[1]))
        if kind == "kt":
            return self.binop("remui", self.binop("addi", t, k), self.const(S))
        if kind == "kb":
            return self.binop("addi", t,
                              self.binop("muli", k, self.const(B // 2)))
        if kind == "kxor": return self.binop("xori", t, k)
        raise ValueError(kind)

    def cond(self, g):
        t = "%tid"
        v = self.fresh()
        if g[0] == "lt":
            self.emit("%s = arith.cmpi ult, %s, %s : index" %
                      (v, t, self.const(g[1])))
        elif g[0] == "ge":
            self.emit("%s = arith.cmpi uge, %s, %s : index" %
                      (v, t, self.const(g[1])))
        else:
            m = 1 if g[0] == "even" else g[1]
            a = self.binop("andi", t, self.const(m))
            self.emit("%s = arith.cmpi eq, %s, %s : index" %
                      (v, a, self.const(0)))
        return v

    def access(self, kind, e, g, k=None):
        if g is not None:
            self.emit("scf.if %s {" % self.cond(g))
        i = self.index(e, k)
        if kind == "store":
            self.emit("memref.store %%one, %%s[%s] : %s" % (i, SMEM % self.S))
        else:
            v = self.fresh()
            self.emit("%s = memref.load %%s[%s] : %s" % (v, i, SMEM % self.S))
            self.emit("memref.store %s, %%out[%%tid] : memref<?xf32>" % v)
        if g is not None:
            self.emit("}")

    def halving_body(self, h):
        c = self.fresh()
        self.emit("%s = arith.cmpi ult, %%tid, %s : index" % (c, h))
        self.emit("scf.if %s {" % c)
        j = self.binop("addi", "%tid", h)
        a, b, s = self.fresh(), self.fresh(), self.fresh()
        self.emit("%s = memref.load %%s[%%tid] : %s" % (a, SMEM % self.S))
        self.emit("%s = memref.load %%s[%s] : %s" % (b, j, SMEM % self.S))
        self.emit("%s = arith.addf %s, %s : f32" % (s, a, b))
        self.emit("memref.store %s, %%s[%%tid] : %s" % (s, SMEM % self.S))
        self.emit("}")

    def statement(self, st):
        if st[0] in ("store", "load"):
            self.access(*st)
        elif st[0] == "barrier":
            self.emit("gpu.barrier")
        elif st[0] == "syncwarp":
            self.emit("nvvm.bar.warp.sync %mask : i32")
        elif st[0] == "halving":
            start = self.const(self.B // 2)
            if st[2] == "scf":
                h = self.fresh()
                self.emit("%s = scf.while (%s = %s) : (index) -> index {" %
                          (self.fresh(), h, start))
                more = self.binop("cmpi ugt,", h, "%c0")
                self.emit("scf.condition(%s) %s : index" % (more, h))
                self.emit("} do {")
                h2 = self.fresh()
                self.emit("^bb0(%s: index):" % h2)
                self.halving_body(h2)
                if st[1]:
                    self.emit("gpu.barrier")
                nh = self.binop("shrui", h2, "%c1")
                self.emit("scf.yield %s : index" % nh)
                self.emit("}")
            else:
                self.n += 1
                hdr, body, done = ("^hdr%d" % self.n, "^body%d" % self.n,
                                   "^done%d" % self.n)
                h = self.fresh()
                self.emit("cf.br %s(%s : index)" % (hdr, start))
                self.lines.append("%s(%s: index):" % (hdr, h))
                more = self.binop("cmpi ugt,", h, "%c0")
                self.emit("cf.cond_br %s, %s, %s" % (more, body, done))
                self.lines.append("%s:" % body)
                self.halving_body(h)
                if st[1]:
                    self.emit("gpu.barrier")
                nh = self.binop("shrui", h, "%c1")
                self.emit("cf.br %s(%s : index)" % (hdr, nh))
                self.lines.append("%s:" % done)
        elif st[0] == "uif":
            c = self.fresh()
            self.emit("%s = arith.cmpi ugt, %%n, %s : index" %
                      (c, self.const(st[1])))
            self.emit("scf.if %s {" % c)
            for inner in st[2]:
                self.access(*inner)
            self.emit("}")
        elif st[0] == "dif":
            f, c = self.fresh(), self.fresh()
            self.emit("%s = memref.load %%flags[%%tid] : memref<?xi32>" % f)
            self.emit("%s = arith.cmpi ne, %s, %%zero : i32" % (c, f))
            self.emit("scf.if %s {" % c)
            for inner in st[1]:
                self.access(*inner)
            self.emit("}")
        elif st[0] == "tloop":
            k = self.fresh()
            ub = self.binop("remui", "%tid", self.const(st[1]))
            self.emit("scf.for %s = %%c0 to %s step %%c1 {" % (k, ub))
            for inner in st[2]:
                self.access(inner[0], inner[1], inner[2], k)
            self.emit("}")
        elif st[0] == "loop":
            k = self.fresh()
            self.emit("scf.for %s = %%c0 to %s step %%c1 {" %
                      (k, self.const(st[1])))
            for inner in st[2]:
                self.access(inner[0], inner[1], inner[2], k)
            if st[3]:
                self.emit("gpu.barrier")
            self.emit("}")


SMEM = "memref<%dxf32, #gpu.address_space<workgroup>>"


def kernel(prog, B):
    e = Emitter(B)
    e.emit("%tid = gpu.thread_id x")
    e.emit("%c0 = arith.constant 0 : index")
    e.emit("%c1 = arith.constant 1 : index")
    e.emit("%one = arith.constant 1.0 : f32")
    e.emit("%mask = arith.constant -1 : i32")
    e.emit("%zero = arith.constant 0 : i32")
    for st in prog:
        e.statement(st)
    e.emit("gpu.return")
    body = "\n".join(e.lines)
    return ("gpu.module @m {\n gpu.func @k(%%out: memref<?xf32>, %%n: index, "
            "%%flags: memref<?xi32>) workgroup("
            "%%s: %s) kernel attributes {known_block_size = array<i32: %d, "
            "1, 1>} {\n%s\n }\n}\n" % (SMEM % (2 * B), B, body))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--warp-opt", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--keep", action="store_true",
                        help="keep every kernel (k<N>.mlir)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.dir, exist_ok=True)
    counts = {"racy": 0, "safe": 0, "error": 0, "R3": 0, "proven": 0,
              "R3-racy": 0, "R3-plain": 0}
    failures = 0
    for n in range(args.count):
        B = rng.choice([8, 16, 32, 48, 64])
        gen = Gen(rng, B)
        prog = [gen.statement() for _ in range(rng.randint(2, 6))]
        path = os.path.join(args.dir, "k%d.mlir" % n if args.keep else "k.mlir")
        with open(path, "w") as f:
            f.write(kernel(prog, B))
        proc = subprocess.run([args.warp_opt, "--warp-check-races",
                               "--mlir-print-op-on-diagnostic=false", path,
                               "-o", os.devnull], capture_output=True,
                              text=True)
        what = "kernel %d (B=%d): %r" % (n, B, prog)
        truth = set()
        for n in range(B + 1):
            truth |= races(oracle(prog, B, n))
        counts["racy" if truth else "safe"] += 1
        if proc.returncode > 1 or "R1:" not in proc.stderr and \
                "R2:" not in proc.stderr and "error" in proc.stderr:
            print("CRASH or unexpected error", what, proc.stderr[-600:])
            failures += 1
            continue
        errors = [l for l in proc.stderr.splitlines()
                  if "error: R1:" in l or "error: R2:" in l]
        if errors:
            counts["error"] += 1
            if not truth:
                print("FALSE ERROR", what, proc.stderr[:600])
                failures += 1
                continue
            for line in errors:
                m = FINDING.search(line)
                if not m:
                    print("UNPARSED WITNESS", what, line[:400])
                    failures += 1
                    continue
                rule, t1, t2, elem, buf = m.groups()
                t1, t2, elem = int(t1), int(t2), int(elem)
                if buf != "workgroup buffer 0" or (
                        (t1, t2, elem, rule) not in truth and
                        (rule == "R2" or (t2, t1, elem, rule) not in truth)):
                    print("BAD WITNESS", what, line[:400])
                    failures += 1
        elif "R3:" in proc.stderr:
            counts["R3"] += 1
            if not any(st[0] in ("uif", "dif") for st in prog):
                counts["R3-plain"] += 1
            if truth:
                counts["R3-racy"] += 1
        else:
            counts["proven"] += 1
            if truth:
                print("MISSED RACE", what, sorted(truth)[:3])
                failures += 1
    print("kernels: %d (racy %d, safe %d); R1/R2: %d, R3: %d (%d on racy "
          "kernels, %d without branches on data or arguments), proven: %d; "
          "R3 rate %.1f%%; failures: %d" %
          (args.count, counts["racy"], counts["safe"], counts["error"],
           counts["R3"], counts["R3-racy"], counts["R3-plain"],
           counts["proven"],
           100.0 * counts["R3"] / max(1, args.count), failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
