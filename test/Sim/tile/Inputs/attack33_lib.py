"""Helpers of attack33_gen.py: kernels under construction, NumPy block
models, data with tails and ties, bf16 bits."""

import numpy as np
NPT = {"f32": np.float32, "f16": np.float16, "i8": np.int8, "i16": np.int16,
       "i32": np.int32, "i64": np.int64, "bf16": np.uint16}
FLOATS = ("f32", "f16", "bf16")
BITS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}


def bf16_round(x):
    """float32 values -> bf16 bit patterns, round to nearest even."""
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    r = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(np.asarray(x, np.float32))
    r[nan] = 0x7FC0
    return r


def bf16_value(bits):
    return (np.asarray(bits, np.uint16).astype(np.uint32) << 16).view(np.float32)


def shp(s):
    return "x".join(map(str, s))


def ten(s, dt):
    return f"tensor<{shp(s)}x{dt}>" if len(s) else f"tensor<{dt}>"


def view_t(s, dt, dyn=True):
    return f"!tile.view<{shp(['?'] * len(s) if dyn else s)}x{dt}>"


def part_t(s, dt):
    return f"!tile.part<{shp(s)}x{dt}>"


def cdiv(a, b):
    return -(-a // b)


class Prog:
    """A kernel being written: parameters, body and the run's arguments."""

    def __init__(self, warps=None):
        self.params, self.body, self.args = [], [], []
        self.n, self.warps = 0, warps
        self.outs = []  # (arg index, dtype)

    def v(self, hint="v"):
        self.n += 1
        return f"%{hint}{self.n}"

    def op(self, text, hint="v"):
        name = self.v(hint)
        self.body.append(f"  {name} = {text}")
        return name

    def raw(self, text):
        self.body.append("  " + text)

    def view(self, data, dt, dyn=True):
        name = f"%a{len(self.params)}"
        self.params.append(f"{name}: {view_t(data.shape, dt, dyn)}")
        self.args.append((dt, data))
        return name

    def part(self, shape, block, dt, init=None):
        name = f"%a{len(self.params)}"
        self.params.append(f"{name}: {part_t(block, dt)}")
        if init is None:
            init = np.full(shape, 0x5A if dt in ("i8",) else 77,
                           NPT[dt] if dt != "bf16" else np.uint16)
        self.outs.append((len(self.args), dt))
        self.args.append((dt, init))
        return name

    def scalar(self, dt, value):
        name = f"%a{len(self.params)}"
        self.params.append(f"{name}: {dt}")
        self.args.append((dt, value))
        return name

    def text(self):
        attrs = (f" attributes {{tile.num_warps = {self.warps} : i64}}"
                 if self.warps else "")
        head = ("tile.kernel @k(" + ", ".join(self.params + ["%t0: !tile.token"])
                + f"){attrs} {{")
        return "\n".join([head] + self.body + ["}"]) + "\n"

    def store(self, value, part, t, block, dt, tok="%t0"):
        nt = self.v("t")
        self.raw(f"{nt} = tile.store {value}, {part}, {tok} : {t}, "
                 f"{part_t(block, dt)}")
        return nt

    def ret(self, tok):
        self.raw(f"tile.return {tok} : !tile.token")

    def pids(self, n=2):
        return [self.op(f"tile.program_id {d} : index", "p") for d in range(n)]


class Case:
    def __init__(self, fam, name, prog, wants, tol=0.0, note=""):
        self.fam, self.name, self.prog = fam, name, prog
        self.wants = wants  # list of arrays, one per prog.outs
        self.tol = tol      # float: max abs error allowed / scale; or callable
        self.note = note


def blockwise(shape_out, block_out, fn, grid=None):
    """Calls fn(pid) -> block array for every program of the output's grid
    and assembles the cropped result."""
    g = grid or tuple(cdiv(s, b) for s, b in zip(shape_out, block_out))
    full = None
    for pid in np.ndindex(*g):
        blk = np.asarray(fn(pid))
        if full is None:
            full = np.zeros(tuple(gi * b for gi, b in zip(g, block_out)),
                            blk.dtype)
        sl = tuple(slice(p * b, (p + 1) * b) for p, b in zip(pid, block_out))
        full[sl] = blk.reshape(block_out)
    return full[tuple(slice(0, s) for s in shape_out)]


def padded_block(x, pid, block, pad):
    """The block at tile coordinates pid of x, padded with `pad`."""
    out = np.full(block, pad, x.dtype)
    src = tuple(slice(p * b, min((p + 1) * b, s)) if p * b < s else slice(0, 0)
                for p, b, s in zip(pid, block, x.shape))
    got = x[src]
    out[tuple(slice(0, g) for g in got.shape)] = got
    return out


# ------------------------------------------------------------------ data

def ints(rng, shape, dt, lo=None, hi=None):
    if dt in FLOATS:
        lo = -8 if lo is None else lo
        hi = 9 if hi is None else hi
        v = rng.integers(lo, hi, shape).astype(np.float32)
        return bf16_round(v) if dt == "bf16" else v.astype(NPT[dt])
    b = BITS[dt]
    lo = -2 ** (b - 1) if lo is None else lo
    hi = 2 ** (b - 1) if hi is None else hi
    return rng.integers(lo, hi, shape).astype(NPT[dt])


def as_f64(a, dt):
    return bf16_value(a).astype(np.float64) if dt == "bf16" else a.astype(np.float64)


def from_f64(a, dt):
    """Exact values (integers small enough) back to dt's storage."""
    if dt == "bf16":
        return bf16_round(np.asarray(a, np.float32))
    return np.asarray(a).astype(NPT[dt])


ODD = [1, 2, 3, 5, 31, 33, 63, 65, 127, 129]


def odd_size(rng, block):
    """A buffer size around a few blocks with a tail (or exact)."""
    c = [s for s in ODD if s <= 3 * block + 1] + [block, 2 * block,
                                                   block + 1, 3 * block - 1]
    return max(1, int(rng.choice(c)))


def pick_warps(rng):
    return rng.choice([None, None, 1, 2, 4, 8, 16, 32]) if rng.random() < 0.8 \
        else None


def pow2(rng, lo, hi):
    return int(2 ** rng.integers(lo, hi + 1))


def add_op(dt):
    return "arith.addf" if dt in FLOATS else "arith.addi"


def mul_op(dt):
    return "arith.mulf" if dt in FLOATS else "arith.muli"


def max_op(dt):
    return "arith.maximumf" if dt in FLOATS else "arith.maxsi"


def min_op(dt):
    return "arith.minimumf" if dt in FLOATS else "arith.minsi"




FAMILIES = {}


def family(name, weight=1):
    def deco(fn):
        FAMILIES[name] = (fn, weight)
        return fn
    return deco


