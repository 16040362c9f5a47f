"""The families of attack33_gen.py. Each takes a NumPy Generator and returns
a Case: the kernel, its arguments and the NumPy result of every output."""

import numpy as np

from attack33_lib import (FLOATS, NPT, BITS, Case, Prog, add_op, as_f64,
                          bf16_round, bf16_value, blockwise, cdiv, family,
                          from_f64, ints, max_op, min_op, mul_op, odd_size,
                          padded_block, pick_warps, pow2, shp, ten, view_t,
                          part_t)

# ---------------------------------------------------------------- helpers

IDENT = {
    ("add", "f"): 0.0, ("mul", "f"): 1.0, ("max", "f"): -np.inf,
    ("min", "f"): np.inf,
}


def identity(kind, dt):
    if dt in FLOATS:
        return IDENT[(kind, "f")]
    b = BITS[dt]
    return {"add": 0, "mul": 1, "max": -2 ** (b - 1), "min": 2 ** (b - 1) - 1,
            "and": -1, "or": 0, "xor": 0}[kind]


def pad_attr(value, dt):
    """A `padding` attribute holding `value` (a float or an integer) in dt."""
    if dt in FLOATS:
        if dt == "f32":
            bits = int(np.array([value], np.float32).view(np.uint32)[0])
            return f"{{padding = 0x{bits:08X} : f32}}"
        if dt == "f16":
            bits = int(np.array([value], np.float16).view(np.uint16)[0])
            return f"{{padding = 0x{bits:04X} : f16}}"
        bits = int(bf16_round(np.array([value], np.float32))[0])
        return f"{{padding = 0x{bits:04X} : bf16}}"
    return f"{{padding = {int(value)} : {dt}}}"


def pad_value(value, dt):
    """The padding as the stored dtype's value (bf16: bits)."""
    if dt == "bf16":
        return bf16_round(np.array([value], np.float32))[0]
    return NPT[dt](value)


NP_RED = {"add": np.add, "mul": np.multiply, "max": np.maximum,
          "min": np.minimum, "and": np.bitwise_and, "or": np.bitwise_or,
          "xor": np.bitwise_xor}


def np_reduce(kind, x, axis, dt):
    """The reduction in dt's own arithmetic (integers wrap), float data
    exact by construction (computed in f64)."""
    if dt in FLOATS:
        v = as_f64(x, dt)
        if kind in ("max", "min"):
            # NaN propagates.
            r = (np.max if kind == "max" else np.min)(v, axis=axis, keepdims=True)
        else:
            r = NP_RED[kind].reduce(v, axis=axis, keepdims=True)
        return from_f64(r, dt)
    return NP_RED[kind].reduce(x, axis=axis, keepdims=True, dtype=x.dtype) \
        if kind not in ("max", "min") else \
        (np.max if kind == "max" else np.min)(x, axis=axis, keepdims=True)


def np_scan(kind, x, axis, dt):
    if dt in FLOATS:
        v = as_f64(x, dt)
        f = {"add": np.cumsum, "mul": np.cumprod,
             "max": np.fmax.accumulate, "min": np.fmin.accumulate}[kind]
        if kind in ("max", "min"):
            f = (np.maximum if kind == "max" else np.minimum).accumulate
        return from_f64(f(v, axis=axis), dt)
    if kind == "add":
        return np.cumsum(x, axis=axis, dtype=x.dtype)
    if kind == "mul":
        return np.cumprod(x, axis=axis, dtype=x.dtype)
    return (np.maximum if kind == "max" else np.minimum).accumulate(x, axis=axis)


def block2(rng, max_elems=4096, min_elems=1):
    """A 2-D block: tiny, 1xN, Nx1, or ordinary."""
    while True:
        shape = str(rng.choice(["row", "col", "tiny", "any", "any"]))
        if shape == "row":
            b = (1, pow2(rng, 0, 10))
        elif shape == "col":
            b = (pow2(rng, 0, 8), 1)
        elif shape == "tiny":
            b = (pow2(rng, 0, 3), pow2(rng, 0, 4))
        else:
            b = (pow2(rng, 0, 6), pow2(rng, 0, 9))
        if min_elems <= b[0] * b[1] <= max_elems:
            return b


def load_block(p, x, xshape, block, dt, coords, pad=None):
    attr = f" {pad}" if pad else ""
    return p.op(f"tile.load {x}[{', '.join(coords)}]{attr} : "
                f"{view_t(xshape, dt)} -> {ten(block, dt)}")


def line_data(rng, kind, dt, shape):
    if dt in FLOATS:
        if kind == "mul":
            # Powers of two; only f32 has the exponent range for 2 and 0.5
            # in any order (a tree may overflow where the line would not).
            v = rng.choice(np.array([-1.0, 1.0, 1.0, 1.0, 2.0, 0.5]
                                    if dt == "f32" else [-1.0, 1.0]), shape)
        elif kind == "add":
            lim = 2 if dt != "f32" else 8
            v = rng.integers(-lim, lim + 1, shape).astype(np.float64)
        else:
            v = rng.integers(-40, 40, shape).astype(np.float64)
            if rng.random() < 0.3:
                v[rng.random(shape) < 0.03] = np.nan
            if rng.random() < 0.3:
                v[rng.random(shape) < 0.03] = np.inf * rng.choice([-1, 1])
        return from_f64(v, dt)
    if kind == "mul":
        return rng.choice(np.array([-1, 1, 1, 3, 5, -7]), shape).astype(NPT[dt])
    if kind == "and":
        b = BITS[dt]
        a = ints(rng, shape, dt)
        return (a | ints(rng, shape, dt) | ints(rng, shape, dt)).astype(NPT[dt])
    return ints(rng, shape, dt)


def line_tol(kind, dt, n):
    # Every case's data make sums and products exact (small integers,
    # powers of two); bf16/f16 add data are within [-2, 2] with lines short
    # enough (checked by the family).
    return 0.0


# ---------------------------------------------------------------- families

CONV_TYPES = ["f32", "f16", "bf16", "i8", "i16", "i32"]


def convert(p, v, shape, src, dst):
    """Converts tile v from src to dst; returns the new value."""
    if src == dst:
        return v
    s, d = ten(shape, src), ten(shape, dst)
    fs, fd = src in FLOATS, dst in FLOATS
    if fs and fd:
        if src == "f32" or (src in ("f16", "bf16") and dst == "f32"):
            op = "arith.truncf" if src == "f32" else "arith.extf"
            return p.op(f"{op} {v} : {s} to {d}")
        # f16 <-> bf16 through f32.
        w = p.op(f"arith.extf {v} : {s} to {ten(shape, 'f32')}")
        return p.op(f"arith.truncf {w} : {ten(shape, 'f32')} to {d}")
    if not fs and not fd:
        op = "arith.extsi" if BITS[dst] > BITS[src] else "arith.trunci"
        return p.op(f"{op} {v} : {s} to {d}")
    if fd:
        return p.op(f"arith.sitofp {v} : {s} to {d}")
    return p.op(f"arith.fptosi {v} : {s} to {d}")


def np_convert(a, src, dst):
    """NumPy model of convert on values held as float64 (floats) or int64."""
    if src == dst:
        return a
    if dst in FLOATS:
        if dst == "f32":
            return a.astype(np.float32).astype(np.float64)
        if dst == "f16":
            if src in ("f16", "bf16", "f32") or True:
                return a.astype(np.float32).astype(np.float16).astype(np.float64) \
                    if src in FLOATS else a.astype(np.float16).astype(np.float64)
        # bf16: from f32 (or an integer through sitofp, which rounds once).
        return bf16_value(bf16_round(a.astype(np.float32))).astype(np.float64)
    if src in FLOATS:
        return np.trunc(a).astype(np.int64).astype(NPT[dst]).astype(np.int64)
    return a.astype(np.int64).astype(NPT[dst]).astype(np.int64)


def fmax_ieee(a, b):
    """arith.maximumf: NaN propagates, +0 > -0 (NumPy's maximum may keep
    either zero)."""
    r = np.maximum(a, b)
    z = (a == 0) & (b == 0)
    return np.where(z, np.where(np.signbit(a) & np.signbit(b), -0.0, 0.0), r)


def fmin_ieee(a, b):
    r = np.minimum(a, b)
    z = (a == 0) & (b == 0)
    return np.where(z, np.where(np.signbit(a) | np.signbit(b), -0.0, 0.0), r)


def round_to(v, dt):
    if dt == "f32":
        return v.astype(np.float32).astype(np.float64)
    if dt == "f16":
        return v.astype(np.float16).astype(np.float64)
    return bf16_value(bf16_round(v.astype(np.float32))).astype(np.float64)


@family("ew", 3)
def fam_ew(rng):
    """Mixed-precision elementwise chains on odd buffers and blocks."""
    warps = pick_warps(rng)
    oned = rng.random() < 0.3
    block = (pow2(rng, 0, 12),) if oned else block2(rng)
    shape = tuple(odd_size(rng, b) for b in block)
    t1, t2 = (str(rng.choice(CONV_TYPES)) for _ in range(2))
    comp = "f32" if (t1 in FLOATS or t2 in FLOATS) else "i32"
    if rng.random() < 0.25:
        comp = str(rng.choice(["f16", "bf16", "i16", "i8"]))
        if comp in ("i16", "i8") and (t1 in FLOATS or t2 in FLOATS):
            comp = "f16"
    out = str(rng.choice(["f32", "f16", "bf16", "i8", "i32"]))
    p = Prog(warps)
    # Loads: i16 data travel as i32 buffers (warp-run reads no i16 .npy)
    # and are truncated in the kernel.
    xs, vals = [], []
    for t in (t1, t2):
        bt = "i32" if t == "i16" else t
        lo, hi = (-6, 7)
        data = ints(rng, shape, bt, lo, hi)
        xs.append((bt, t, data))
    ins = [p.view(d, bt) for bt, t, d in xs]
    y = p.part(shape, block, out)
    coords = p.pids(len(block))
    tv, nv = [], []
    for (bt, t, d), x in zip(xs, ins):
        like = rng.random() < 0.5
        if like:
            v = p.op(f"tile.load {x} like {y} : {view_t(shape, bt)}, "
                     f"{part_t(block, out)} -> {ten(block, bt)}")
        else:
            v = load_block(p, x, shape, block, bt, coords)
        v = convert(p, v, block, bt, t)
        v = convert(p, v, block, t, comp)
        tv.append(v)
    # Model per program.
    def model(pid):
        a = [np_convert(np_convert(as_f64(padded_block(d, pid, block, 0), bt)
                                   if bt in FLOATS else
                                   padded_block(d, pid, block, 0).astype(np.int64),
                                   bt, t), t, comp)
             for bt, t, d in xs]
        return a
    ops = []
    cur = 0
    nops = int(rng.integers(1, 5))
    for _ in range(nops):
        o = str(rng.choice(["add", "sub", "mul", "max", "min", "sel", "neg"]))
        ops.append(o)
    T = ten(block, comp)
    a, b = tv
    isf = comp in FLOATS
    for o in ops:
        if o == "add":
            a = p.op(f"{add_op(comp)} {a}, {b} : {T}")
        elif o == "sub":
            a = p.op(f"arith.sub{'f' if isf else 'i'} {a}, {b} : {T}")
        elif o == "mul":
            a = p.op(f"{mul_op(comp)} {a}, {b} : {T}")
        elif o == "max":
            a = p.op(f"{max_op(comp)} {a}, {b} : {T}")
        elif o == "min":
            a = p.op(f"{min_op(comp)} {a}, {b} : {T}")
        elif o == "neg":
            if isf:
                a = p.op(f"arith.negf {a} : {T}")
            else:
                z = p.op(f"arith.constant dense<0> : {T}")
                a = p.op(f"arith.subi {z}, {a} : {T}")
        else:
            c = p.op(f"arith.cmp{'f olt' if isf else 'i slt'}, {a}, {b} : {T}")
            a = p.op(f"arith.select {c}, {b}, {a} : {ten(block, 'i1')}, {T}")
    if isf and out not in FLOATS:
        # fptosi to i8 of a value past its range is poison: go through i32.
        a = convert(p, a, block, comp, "i32")
        r = convert(p, a, block, "i32", out)
    else:
        r = convert(p, a, block, comp, out)
    p.ret(p.store(r, y, ten(block, out), block, out))

    def rnd(v):
        return round_to(v, comp) if isf else \
            v.astype(np.int64).astype(NPT[comp]).astype(np.int64)

    def prog(pid):
        a, b = model(pid)
        for o in ops:
            if o == "add":
                a = rnd(a + b)
            elif o == "sub":
                a = rnd(a - b)
            elif o == "mul":
                a = rnd(a * b)
            elif o == "max":
                a = fmax_ieee(a, b) if isf else np.maximum(a, b)
            elif o == "min":
                a = fmin_ieee(a, b) if isf else np.minimum(a, b)
            elif o == "neg":
                a = rnd(-a)
            else:
                a = np.where(a < b, b, a)
        r = np_convert(a, comp, out)
        return from_f64(r, out) if out in FLOATS else r.astype(NPT[out])
    want = blockwise(shape, block, prog)
    return Case("ew", f"{t1},{t2}->{comp}->{out} {ops} {shape} block {block} "
                f"warps {warps}", p, [want])


@family("round", 1)
def fam_round(rng):
    """truncf / extf of non-integer data: f32 -> f16 / bf16 round to
    nearest even (overflow to inf, subnormals), f16 / bf16 -> f32 exact."""
    warps = pick_warps(rng)
    block = (pow2(rng, 0, 11),) if rng.random() < 0.5 else block2(rng)
    shape = tuple(odd_size(rng, b) for b in block)
    dst = str(rng.choice(["f16", "bf16"]))
    p = Prog(warps)
    x = (rng.standard_normal(shape) * 10.0 ** rng.integers(-8, 6, shape))
    x = x.astype(np.float32)
    x.ravel()[:3] = [65520.0, 6.0e-8, -1e39 if False else 3.4e38][:min(3, x.size)]
    xv = p.view(x, "f32")
    y = p.part(shape, block, "f32")
    v = p.op(f"tile.load {xv} like {y} : {view_t(shape, 'f32')}, "
             f"{part_t(block, 'f32')} -> {ten(block, 'f32')}")
    h = p.op(f"arith.truncf {v} : {ten(block, 'f32')} to {ten(block, dst)}")
    w = p.op(f"arith.extf {h} : {ten(block, dst)} to {ten(block, 'f32')}")
    p.ret(p.store(w, y, ten(block, "f32"), block, "f32"))
    if dst == "f16":
        with np.errstate(over="ignore"):  # past 65504: inf, as cvt.rn
            want = x.astype(np.float16).astype(np.float32)
    else:
        want = bf16_value(bf16_round(x))
    return Case("round", f"f32->{dst}->f32 {shape} block {block} warps {warps}",
                p, [want])


REDUCE_KINDS_F = ["add", "mul", "max", "min"]
REDUCE_KINDS_I = REDUCE_KINDS_F + ["and", "or", "xor"]


def line_setup(rng, max_elems=4096):
    """A block and a reduced dim; the buffer along the line fits one block
    (with a tail), the other dim has several blocks (with a tail)."""
    block = block2(rng, max_elems, 2)
    dim = int(rng.integers(0, 2))
    if block[dim] == 1:
        dim = 1 - dim
    L = block[dim]
    n_line = int(rng.choice([L, L, max(1, L - 1), max(1, L // 2 + 1), 1]))
    other = odd_size(rng, block[1 - dim])
    shape = (other, n_line) if dim == 1 else (n_line, other)
    return block, dim, shape


@family("reduce", 3)
def fam_reduce(rng):
    """Every reduce kind on either axis, stored as Nx1 / 1xN / 1-D."""
    warps = pick_warps(rng)
    dt = str(rng.choice(["f32", "f16", "bf16", "i8", "i32", "i16"]))
    kinds = REDUCE_KINDS_F if dt in FLOATS else REDUCE_KINDS_I
    kind = str(rng.choice(kinds))
    block, dim, shape = line_setup(rng, 2048 if dt == "f32" else 1024)
    if dt == "bf16" and kind == "add":
        block = (min(block[0], 128), min(block[1], 128))
        shape = tuple(min(s, b) if d == dim else s
                      for d, (s, b) in enumerate(zip(shape, block)))
    keep = rng.random() < 0.6
    bt = "i32" if dt == "i16" else dt
    x = line_data(rng, kind, dt if dt != "i16" else "i16", shape)
    if dt == "bf16":
        x = x  # bits already
    xb = x.astype(np.int32) if dt == "i16" else x
    p = Prog(warps)
    xv = p.view(xb, bt)
    other = 1 - dim
    rshape = [block[0], 1] if dim == 1 else [1, block[1]]
    oshape = [shape[0], 1] if dim == 1 else [1, shape[1]]
    if not keep:
        rshape, oshape = [block[other]], [shape[other]]
    odt = "i32" if dt == "i16" else dt
    y = p.part(oshape, rshape, odt)
    ids = p.pids(len(rshape))
    z = p.op("arith.constant 0 : index")
    if keep:
        coords = [ids[0], z] if dim == 1 else [z, ids[1]]
    else:
        coords = [ids[0], z] if dim == 1 else [z, ids[0]]
    ident = identity(kind, dt)
    pad = pad_attr(ident, bt) if dt != "i16" else pad_attr(ident, "i32")
    v = load_block(p, xv, shape, block, bt, coords, pad)
    if dt == "i16":
        v = p.op(f"arith.trunci {v} : {ten(block, 'i32')} to {ten(block, 'i16')}")
    r = p.op(f"tile.reduce {kind} {v} dim {dim} : {ten(block, dt)} -> "
             f"{ten(rshape, dt)}")
    if dt == "i16":
        r = p.op(f"arith.extsi {r} : {ten(rshape, 'i16')} to {ten(rshape, 'i32')}")
    p.ret(p.store(r, y, ten(rshape, odt), rshape, odt))
    full = np.full(tuple(cdiv(s, b) * b for s, b in zip(shape, block)),
                   pad_value(ident, dt) if dt != "i16" else np.int16(ident),
                   x.dtype)
    full[:shape[0], :shape[1]] = x
    full = full[:block[0], :] if dim == 0 else full[:, :block[1]]
    want = np_reduce(kind, full, dim, dt)
    want = want[:shape[0], :] if dim == 1 else want[:, :shape[1]]
    if not keep:
        want = want.reshape(oshape)
    if dt == "i16":
        want = want.astype(np.int32)
    return Case("reduce", f"{kind} {dt} dim {dim} keep {keep} {shape} block "
                f"{block} warps {warps}", p, [want])


@family("scan", 3)
def fam_scan(rng):
    """tile.scan along either dim, of a loaded or a transposed tile, with
    tails (each block scans its own segment)."""
    warps = pick_warps(rng)
    dt = str(rng.choice(["f32", "i32", "f16", "i8"]))
    kind = str(rng.choice(["add", "add", "mul", "max", "min"]))
    if rng.random() < 0.2:
        block = (pow2(rng, 1, 12),)
        dim = 0
    else:
        block = block2(rng, 2048, 2)
        dim = int(rng.integers(0, 2))
        if block[dim] == 1:
            dim = 1 - dim
    shape = tuple(odd_size(rng, b) for b in block)
    trans = len(block) == 2 and rng.random() < 0.4
    if dt in FLOATS and kind == "add":
        x = rng.integers(-3, 4, shape).astype(np.float64)
        if dt == "f16" and block[dim] > 512:
            x = rng.integers(-1, 2, shape).astype(np.float64)
        x = from_f64(x, dt)
    else:
        x = line_data(rng, kind, dt, shape)
    p = Prog(warps)
    xs = x.T.copy() if trans else x
    xv = p.view(xs, dt)
    y = p.part(shape, block, dt)
    T = ten(block, dt)
    if trans:
        i, j = p.pids(2)
        tb = (block[1], block[0])
        v = load_block(p, xv, xs.shape, tb, dt, [j, i])
        v = p.op(f"tile.transpose {v} : {ten(tb, dt)} -> {T}")
    else:
        v = p.op(f"tile.load {xv} like {y} : {view_t(shape, dt)}, "
                 f"{part_t(block, dt)} -> {T}")
    s = p.op(f"tile.scan {kind} {v} dim {dim} : {T}")
    p.ret(p.store(s, y, T, block, dt))

    def prog(pid):
        b = padded_block(x, pid, block, 0)
        return np_scan(kind, b, dim, dt)
    want = blockwise(shape, block, prog)
    return Case("scan", f"{kind} {dt} dim {dim} trans {trans} {shape} block "
                f"{block} warps {warps}", p, [want])


@family("argred", 3)
def fam_argred(rng):
    """tile.arg_reduce max/min with ties and NaNs, of a loaded or
    transposed tile, index (i32/i64) or value stored."""
    warps = pick_warps(rng)
    dt = str(rng.choice(["f32", "f16", "bf16", "i32", "i8"]))
    kind = str(rng.choice(["max", "min"]))
    block, dim, shape = line_setup(rng, 2048)
    keep = rng.random() < 0.6
    trans = rng.random() < 0.35
    itype = str(rng.choice(["i32", "i64"]))
    want_index = rng.random() < 0.75
    v64 = rng.integers(-3, 4, shape).astype(np.float64)
    if dt in FLOATS:
        if rng.random() < 0.4:
            v64[rng.random(shape) < 0.02] = np.nan
        if rng.random() < 0.3:
            v64[rng.random(shape) < 0.05] = np.inf * rng.choice([-1, 1])
        x = from_f64(v64, dt)
    else:
        x = v64.astype(NPT[dt])
        if rng.random() < 0.3:
            x[rng.random(shape) < 0.05] = np.iinfo(NPT[dt]).min if kind == "max" \
                else np.iinfo(NPT[dt]).max
    p = Prog(warps)
    xs = x.T.copy() if trans else x
    xv = p.view(xs, dt)
    other = 1 - dim
    rshape = [block[0], 1] if dim == 1 else [1, block[1]]
    oshape = [shape[0], 1] if dim == 1 else [1, shape[1]]
    if not keep:
        rshape, oshape = [block[other]], [shape[other]]
    odt = itype if want_index else dt
    y = p.part(oshape, rshape, odt)
    ids = p.pids(len(rshape))
    z = p.op("arith.constant 0 : index")
    if keep:
        coords = [ids[0], z] if dim == 1 else [z, ids[1]]
    else:
        coords = [ids[0], z] if dim == 1 else [z, ids[0]]
    ident = identity(kind, dt)
    pad = pad_attr(ident, dt)
    T = ten(block, dt)
    if trans:
        tb = (block[1], block[0])
        v = load_block(p, xv, xs.shape, tb, dt, coords[::-1], pad)
        v = p.op(f"tile.transpose {v} : {ten(tb, dt)} -> {T}")
    else:
        v = load_block(p, xv, shape, block, dt, coords, pad)
    m, i = p.v("m"), p.v("i")
    p.raw(f"{m}, {i} = tile.arg_reduce {kind} {v} dim {dim} : {T} -> "
          f"{ten(rshape, dt)}, {ten(rshape, itype)}")
    res = i if want_index else m
    p.ret(p.store(res, y, ten(rshape, odt), rshape, odt))
    vals = as_f64(x, dt) if dt in FLOATS else x.astype(np.float64)
    line = vals[:, :block[1]] if dim == 1 else vals[:block[0], :]
    fn = np.argmax if kind == "max" else np.argmin
    idx = np.expand_dims(fn(line, axis=dim), dim)
    if want_index:
        want = idx.astype(NPT[itype])
    else:
        want = np.take_along_axis(x, idx, axis=dim)
    want = want.reshape(oshape)
    return Case("argred", f"{kind} {dt} dim {dim} keep {keep} trans {trans} "
                f"{'index ' + itype if want_index else 'value'} {shape} block "
                f"{block} warps {warps}", p, [want])


@family("transpose", 2)
def fam_transpose(rng):
    """Transposes of tiny, 1xN, Nx1 and ordinary blocks, stored, added to
    a load, reduced and stored, or transposed twice."""
    warps = pick_warps(rng)
    dt = str(rng.choice(["f32", "f16", "bf16", "i8", "i32"]))
    block = block2(rng, 4096)
    tb = (block[1], block[0])
    shape = tuple(odd_size(rng, b) for b in block)  # source x
    x = ints(rng, shape, dt, -20, 21)
    variant = str(rng.choice(["store", "add", "reduce", "twice", "scanT"]))
    if variant == "scanT" and dt in ("f16", "bf16"):
        variant = "store"
    p = Prog(warps)
    xv = p.view(x, dt)
    tshape = (shape[1], shape[0])
    T, TT = ten(block, dt), ten(tb, dt)
    xf = as_f64(x, dt) if dt in FLOATS else x.astype(np.int64)
    add = add_op(dt)

    def src(pid):  # y block (a, b) comes from x block (b, a)
        return padded_block(xf, pid[::-1], block, 0).T
    if variant in ("store", "add", "scanT"):
        z = ints(rng, tshape, dt, -20, 21)
        zv = p.view(z, dt) if variant == "add" else None
        y = p.part(tshape, tb, dt)
        i, j = p.pids(2)
        v = load_block(p, xv, shape, block, dt, [j, i])
        t = p.op(f"tile.transpose {v} : {T} -> {TT}")
        if variant == "add":
            lz = p.op(f"tile.load {zv} like {y} : {view_t(tshape, dt)}, "
                      f"{part_t(tb, dt)} -> {TT}")
            t = p.op(f"{add} {t}, {lz} : {TT}")
        sdim = int(rng.integers(0, 2))
        if variant == "scanT":
            t = p.op(f"tile.scan add {t} dim {sdim} : {TT}")
        p.ret(p.store(t, y, TT, tb, dt))
        zf = as_f64(z, dt) if dt in FLOATS else z.astype(np.int64)

        def prog(pid):
            r = src(pid)
            if variant == "add":
                r = r + padded_block(zf, pid, tb, 0)
            if variant == "scanT":
                r = np.cumsum(r, axis=sdim)
            return r
        want = blockwise(tshape, tb, prog)
    elif variant == "twice":
        y = p.part(shape, block, dt)
        v = p.op(f"tile.load {xv} like {y} : {view_t(shape, dt)}, "
                 f"{part_t(block, dt)} -> {T}")
        a = p.op(f"tile.transpose {v} : {T} -> {TT}")
        b = p.op(f"tile.transpose {a} : {TT} -> {T}")
        s = p.op(f"{add} {b}, {v} : {T}")
        p.ret(p.store(s, y, T, block, dt))
        want = blockwise(shape, block, lambda pid: 2 * padded_block(xf, pid, block, 0))
    else:  # reduce the transposed tile along one dim, stored
        rd = int(rng.integers(0, 2))
        keep = True
        rshape = [tb[0], 1] if rd == 1 else [1, tb[1]]
        oshape = [tshape[0], 1] if rd == 1 else [1, tshape[1]]
        kind = str(rng.choice(["add", "max", "min"] if dt not in ("f16", "bf16")
                              else ["max", "min"]))
        y = p.part(oshape, rshape, dt)
        i, j = p.pids(2)
        ident = identity(kind, dt)
        v = load_block(p, xv, shape, block, dt, [j, i], pad_attr(ident, dt))
        t = p.op(f"tile.transpose {v} : {T} -> {TT}")
        r = p.op(f"tile.reduce {kind} {t} dim {rd} : {TT} -> {ten(rshape, dt)}")
        p.ret(p.store(r, y, ten(rshape, dt), rshape, dt))
        f = {"add": np.sum, "max": np.max, "min": np.min}[kind]

        def prog(pid):
            b = padded_block(xf, pid[::-1], block, ident).T
            return f(b, axis=rd, keepdims=True)
        want = blockwise(oshape, rshape, prog)
        if dt == "i8" and kind == "add":
            want = want.astype(np.int8)
        variant += f" {kind} dim {rd}"
    want = from_f64(want, dt) if dt in FLOATS else want.astype(NPT[dt])
    return Case("transpose", f"{variant} {dt} {shape} block {block} warps "
                f"{warps}", p, [want])


@family("bcast", 3)
def fam_bcast(rng):
    """A row over the rows, a column over the columns (loaded, or a
    reduction of the block), of tiny, 1xN, Nx1 and ordinary blocks."""
    warps = pick_warps(rng)
    dt = str(rng.choice(["f32", "f16", "i32", "i8", "bf16"]))
    block = block2(rng, 4096)
    shape = tuple(odd_size(rng, b) for b in block)
    x = ints(rng, shape, dt, -9, 10)
    xf = as_f64(x, dt) if dt in FLOATS else x.astype(np.int64)
    src = str(rng.choice(["row", "row1d", "col", "col1d", "redrow", "redcol"]))
    p = Prog(warps)
    xv = p.view(x, dt)
    y = p.part(shape, block, dt)
    T = ten(block, dt)
    i, j = p.pids(2)
    z = p.op("arith.constant 0 : index")
    base_t = rng.random() < 0.35
    if base_t:
        # The base is the block of x^T transposed: the broadcast meets a
        # transposed layout.
        tb = (block[1], block[0])
        xtv = p.view(x.T.copy(), dt)
        v = p.op(f"tile.load {xtv}[{j}, {i}] : {view_t(x.T.shape, dt)} -> "
                 f"{ten(tb, dt)}")
        v = p.op(f"tile.transpose {v} : {ten(tb, dt)} -> {T}")
        src += " transposed-base"
    else:
        v = p.op(f"tile.load {xv} like {y} : {view_t(shape, dt)}, "
                 f"{part_t(block, dt)} -> {T}")
    if src.startswith("row") or src.startswith("col"):
        isrow = src.startswith("row")
        n = shape[1] if isrow else shape[0]
        r = ints(rng, (n,), dt, -9, 10)
        rf = as_f64(r, dt) if dt in FLOATS else r.astype(np.int64)
        oned = "1d" in src
        if oned and isrow:
            rv = p.view(r, dt)
            bs = [block[1]]
            b = load_block(p, rv, (n,), bs, dt, [j])
        elif oned:
            rv = p.view(r, dt)
            bs = [block[0]]
            b = load_block(p, rv, (n,), bs, dt, [i])
            b = p.op(f"tile.reshape {b} : {ten(bs, dt)} -> "
                     f"{ten([block[0], 1], dt)}")
            bs = [block[0], 1]
        elif isrow:
            rv = p.view(r.reshape(1, n), dt)
            bs = [1, block[1]]
            b = load_block(p, rv, (1, n), bs, dt, [z, j])
        else:
            rv = p.view(r.reshape(n, 1), dt)
            bs = [block[0], 1]
            b = load_block(p, rv, (n, 1), bs, dt, [i, z])
        bb = p.op(f"tile.broadcast {b} : {ten(bs, dt)} -> {T}")

        def extra(pid):
            if isrow:
                seg = padded_block(rf, (pid[1],), (block[1],), 0)
                return np.broadcast_to(seg[None, :], block)
            seg = padded_block(rf, (pid[0],), (block[0],), 0)
            return np.broadcast_to(seg[:, None], block)
    else:
        d = 0 if src == "redrow" else 1
        kind = str(rng.choice(["add", "max"] if dt not in ("f16", "bf16")
                              else ["max"]))
        rs = [1, block[1]] if d == 0 else [block[0], 1]
        r = p.op(f"tile.reduce {kind} {v} dim {d} : {T} -> {ten(rs, dt)}")
        bb = p.op(f"tile.broadcast {r} : {ten(rs, dt)} -> {T}")
        f = np.sum if kind == "add" else np.max

        def extra(pid):
            blk = padded_block(xf, pid, block, 0)
            return np.broadcast_to(f(blk, axis=d, keepdims=True), block)
        src += f" {kind}"
    s = p.op(f"{add_op(dt)} {v}, {bb} : {T}")
    p.ret(p.store(s, y, T, block, dt))

    def prog(pid):
        return padded_block(xf, pid, block, 0) + extra(pid)
    want = blockwise(shape, block, prog)
    want = from_f64(want, dt) if dt in FLOATS else want.astype(NPT[dt])
    return Case("bcast", f"{src} {dt} {shape} block {block} warps {warps}", p,
                [want])


# ---------------------------------------------------------------- GEMMs

MMA_TYPES = {  # operand type: (acc type, K choices, data range)
    "f16": ("f32", [16, 32, 64], 2),
    "f16acc": ("f16", [16, 32], 1),
    "bf16": ("f32", [16, 32, 64], 2),
    "f32": ("f32", [8, 16, 32], 3),
    "i8": ("i32", [32, 64], 128),
}


def np_round_acc(v, dt):
    if dt in FLOATS:
        return round_to(v, dt)
    return v.astype(np.int64).astype(np.int32).astype(np.int64)


@family("gemm", 3)
def fam_gemm(rng):
    """tile.mma of every operand type with epilogues: alpha, bias rows and
    columns (1-D and 2-D), relu, C += A.B (load_mut as the initial
    accumulator or added after), truncf, statistics stored as Mx1 / 1xN;
    odd M, N, K; 1 to 8 warps; block shapes 16 to 128."""
    key = str(rng.choice(list(MMA_TYPES)))
    adt, kch, lim = MMA_TYPES[key]
    odt_in = "f16" if key == "f16acc" else key
    BK = int(rng.choice(kch))
    BM, BN = int(rng.choice([16, 32, 64, 128])), int(rng.choice([16, 32, 64, 128]))
    while BM * BN > 8192:
        BN //= 2
    maxw = max(1, (BM // 16) * (BN // 16))
    warps = rng.choice([None] + [w for w in (1, 2, 4, 8) if w <= maxw])
    M, N = odd_size(rng, BM), odd_size(rng, BN)
    K = int(rng.choice([1, 3, BK - 1, BK, BK + 1, 2 * BK + 3, 3 * BK]))
    K = max(1, min(K, 128))
    isf = adt in FLOATS
    out = str(rng.choice(["full", "full", "full", "rowsum", "rowmax",
                          "colmax", "colsum", "rowsum1d", "cast", "refuse"]))
    if key == "f16acc" and out in ("rowsum", "colsum", "rowsum1d"):
        out = "rowmax"
    if out == "cast" and adt == "f16":
        out = "full"
    pre = [e for e in ("alpha", "bias", "bias2d", "biascol", "biascol1d", "relu",
                       "const", "causal")
           if rng.random() < 0.25]
    cin = str(rng.choice(["none", "none", "init", "after"])) if out == "full" \
        else "none"
    a = ints(rng, (M, K), odt_in, -lim, lim + 1) if key != "i8" else \
        ints(rng, (M, K), "i8")
    b = ints(rng, (K, N), odt_in, -lim, lim + 1) if key != "i8" else \
        ints(rng, (K, N), "i8")
    p = Prog(warps)
    av, bv = p.view(a, odt_in), p.view(b, odt_in)
    af = as_f64(a, odt_in) if odt_in in FLOATS else a.astype(np.int64)
    bf = as_f64(b, odt_in) if odt_in in FLOATS else b.astype(np.int64)
    if key == "f32":
        # tf32 keeps the top 10 mantissa bits: small integers are exact.
        pass
    alpha = None
    if "alpha" in pre:
        alpha = float(rng.choice([2.0, -1.0, 0.5])) if isf else int(rng.choice([3, -2]))
        if adt == "f16":
            alpha = float(rng.choice([2.0, -1.0]))
        al = p.scalar(adt, alpha)
    cconst = rng.integers(-5, 6, (BM, BN))
    vecs = {}
    for e in ("bias", "bias2d", "biascol", "biascol1d"):
        if e in pre:
            n = N if e.startswith("bias") and "col" not in e else M
            d = ints(rng, (n,), adt, -4, 5)
            shape = {"bias": (N,), "bias2d": (1, N), "biascol": (M, 1),
                     "biascol1d": (M,)}[e]
            vecs[e] = (p.view(d.reshape(shape), adt), d, shape)
    if out in ("full", "cast"):
        odt = adt if out == "full" else str(rng.choice(["f16", "bf16"])) \
            if isf else "i8"
        oshape, oblock = (M, N), (BM, BN)
    elif out in ("rowsum", "rowmax"):
        odt, oshape, oblock = adt, (M, 1), (BM, 1)
    elif out == "rowsum1d":
        odt, oshape, oblock = adt, (M,), (BM,)
    elif out in ("colmax", "colsum"):
        odt, oshape, oblock = adt, (1, N), (1, BN)
    else:
        odt, oshape, oblock = adt, (M, N), (BM, BN)
    cdata = ints(rng, oshape, odt, -5, 6) if cin != "none" else None
    y = p.part(oshape, oblock, odt, cdata)
    T = ten([BM, BN], adt)
    c0, c1 = p.op("arith.constant 0 : index", "c"), p.op("arith.constant 1 : index", "c")
    kt = cdiv(K, BK)
    ck = p.op(f"arith.constant {kt} : index", "c")
    if out in ("colmax", "colsum"):
        m, n = c0, p.op("tile.program_id 1 : index", "p")
    elif out in ("rowsum", "rowmax"):
        m, n = p.op("tile.program_id 0 : index", "p"), c0
    elif out == "rowsum1d":
        m, n = p.op("tile.program_id 0 : index", "p"), c0
    else:
        m, n = p.pids(2)
    tok = "%t0"
    zero = "0.0" if isf else "0"
    if cin == "init":
        init, tok2 = p.v("ci"), p.v("t")
        p.raw(f"{init}, {tok2} = tile.load_mut {y}, {tok} : {part_t(oblock, odt)} -> {T}")
        tok = tok2
    else:
        init = p.op(f"tile.constant dense<{zero}> : {T}")
    accv, kk, s = p.v("acc"), p.v("k"), p.v("s")
    TA, TB = ten([BM, BK], odt_in), ten([BK, BN], odt_in)
    p.raw(f"{accv} = scf.for {kk} = {c0} to {ck} step {c1} iter_args({s} = {init}) -> ({T}) {{")
    la = p.op(f"tile.load {av}[{m}, {kk}] : {view_t((M, K), odt_in)} -> {TA}")
    lb = p.op(f"tile.load {bv}[{kk}, {n}] : {view_t((K, N), odt_in)} -> {TB}")
    d = p.op(f"tile.mma {la}, {lb}, {s} : {TA}, {TB}, {T}")
    p.raw(f"scf.yield {d} : {T}")
    p.raw("}")
    v = accv
    addo, mulo = add_op(adt), mul_op(adt)
    for e in pre:
        if e == "alpha":
            ab = p.op(f"tile.broadcast {al} : {adt} -> {T}")
            v = p.op(f"{mulo} {v}, {ab} : {T}")
        elif e == "relu":
            z = p.op(f"tile.constant dense<{zero}> : {T}")
            v = p.op(f"{max_op(adt)} {v}, {z} : {T}")
        elif e == "const":
            cv = p.op(f"tile.constant dense<{dense(cconst, adt)}> : {T}")
            v = p.op(f"{addo} {v}, {cv} : {T}")
        elif e == "causal":
            # Keep acc where global row >= global column (iotas broadcast
            # over the block plus the program's offsets), else 0.
            ir = p.op(f"tile.iota : {ten([BM], 'i32')}")
            ic = p.op(f"tile.iota : {ten([BN], 'i32')}")
            mi = p.op(f"arith.index_cast {m} : index to i32")
            ni = p.op(f"arith.index_cast {n} : index to i32")
            bmc = p.op(f"arith.constant {BM} : i32")
            bnc = p.op(f"arith.constant {BN} : i32")
            mo = p.op(f"arith.muli {mi}, {bmc} : i32")
            no = p.op(f"arith.muli {ni}, {bnc} : i32")
            mob = p.op(f"tile.broadcast {mo} : i32 -> {ten([BM], 'i32')}")
            nob = p.op(f"tile.broadcast {no} : i32 -> {ten([BN], 'i32')}")
            gr = p.op(f"arith.addi {ir}, {mob} : {ten([BM], 'i32')}")
            gc = p.op(f"arith.addi {ic}, {nob} : {ten([BN], 'i32')}")
            gr2 = p.op(f"tile.reshape {gr} : {ten([BM], 'i32')} -> {ten([BM, 1], 'i32')}")
            grb = p.op(f"tile.broadcast {gr2} : {ten([BM, 1], 'i32')} -> {ten([BM, BN], 'i32')}")
            gcb = p.op(f"tile.broadcast {gc} : {ten([BN], 'i32')} -> {ten([BM, BN], 'i32')}")
            keep = p.op(f"arith.cmpi sge, {grb}, {gcb} : {ten([BM, BN], 'i32')}")
            z = p.op(f"tile.constant dense<{zero}> : {T}")
            v = p.op(f"arith.select {keep}, {v}, {z} : {ten([BM, BN], 'i1')}, {T}")
        else:
            vw, _, shape = vecs[e]
            if e == "bias":
                lb = p.op(f"tile.load {vw}[{n}] : {view_t(shape, adt)} -> {ten([BN], adt)}")
                bs = [BN]
            elif e == "bias2d":
                lb = p.op(f"tile.load {vw}[{c0}, {n}] : {view_t(shape, adt)} -> {ten([1, BN], adt)}")
                bs = [1, BN]
            elif e == "biascol":
                lb = p.op(f"tile.load {vw}[{m}, {c0}] : {view_t(shape, adt)} -> {ten([BM, 1], adt)}")
                bs = [BM, 1]
            else:
                lb = p.op(f"tile.load {vw}[{m}] : {view_t(shape, adt)} -> {ten([BM], adt)}")
                lb = p.op(f"tile.reshape {lb} : {ten([BM], adt)} -> {ten([BM, 1], adt)}")
                bs = [BM, 1]
            bb = p.op(f"tile.broadcast {lb} : {ten(bs, adt)} -> {T}")
            v = p.op(f"{addo} {v}, {bb} : {T}")
    if cin == "after":
        ci, tok2 = p.v("ci"), p.v("t")
        p.raw(f"{ci}, {tok2} = tile.load_mut {y}, {tok} : {part_t(oblock, odt)} -> {T}")
        tok = tok2
        v = p.op(f"{addo} {v}, {ci} : {T}")
    rvariant = ""
    if out in ("full",):
        p.ret(p.store(v, y, T, oblock, odt, tok))
    elif out == "cast":
        r = p.op(f"arith.trunc{'f' if isf else 'i'} {v} : {T} to "
                 f"{ten([BM, BN], odt)}")
        p.ret(p.store(r, y, ten([BM, BN], odt), oblock, odt, tok))
    elif out == "refuse":
        rvariant = str(rng.choice(["scan", "transpose", "argmax", "reshape"]))
        if rvariant == "scan":
            r = p.op(f"tile.scan add {v} dim 1 : {T}")
        elif rvariant == "transpose":
            r = p.op(f"tile.transpose {v} : {T} -> {ten([BN, BM], adt)}")
            r = p.op(f"tile.transpose {r} : {ten([BN, BM], adt)} -> {T}")
        elif rvariant == "argmax":
            mm, ii = p.v("m"), p.v("i")
            p.raw(f"{mm}, {ii} = tile.arg_reduce max {v} dim 1 : {T} -> "
                  f"{ten([BM, 1], adt)}, {ten([BM, 1], 'i32')}")
            r = p.op(f"tile.broadcast {mm} : {ten([BM, 1], adt)} -> {T}")
        else:
            r = p.op(f"tile.reshape {v} : {T} -> {ten([BM * BN], adt)}")
            r = p.op(f"tile.reshape {r} : {ten([BM * BN], adt)} -> {T}")
        p.ret(p.store(r, y, T, oblock, odt, tok))
    else:
        kind = "add" if "sum" in out else "max"
        dim = 0 if out.startswith("col") else 1
        rs = [1, BN] if dim == 0 else ([BM, 1] if out != "rowsum1d" else [BM])
        r = p.op(f"tile.reduce {kind} {v} dim {dim} : {T} -> {ten(rs, adt)}")
        p.ret(p.store(r, y, ten(rs, adt), oblock, odt, tok))
    # Model.
    gM, gN, Kp = cdiv(M, BM), cdiv(N, BN), kt * BK
    A = np.zeros((max(gM, 1) * BM, Kp)); A[:M, :K] = af
    B = np.zeros((Kp, max(gN, 1) * BN)); B[:K, :N] = bf
    full = A @ B
    if cin == "init":
        full[:M, :N] += as_f64(cdata, odt) if odt in FLOATS else cdata
    full = np_round_acc(full, adt)
    for e in pre:
        if e == "alpha":
            full = np_round_acc(full * alpha, adt)
        elif e == "relu":
            full = np.maximum(full, 0)
        elif e == "const":
            full = np_round_acc(full + np.tile(cconst, (full.shape[0] // BM,
                                                        full.shape[1] // BN)), adt)
        elif e == "causal":
            rr = np.arange(full.shape[0])[:, None]
            cc = np.arange(full.shape[1])[None, :]
            full = np.where(rr >= cc, full, 0)
        else:
            _, dd, shape = vecs[e]
            dd = as_f64(dd, adt) if adt in FLOATS else dd.astype(np.int64)
            if e in ("bias", "bias2d"):
                vv = np.zeros(full.shape[1]); vv[:N] = dd
                full = np_round_acc(full + vv[None, :], adt)
            else:
                vv = np.zeros(full.shape[0]); vv[:M] = dd
                full = np_round_acc(full + vv[:, None], adt)
    if cin == "after":
        cc = np.zeros_like(full)
        cc[:M, :N] = as_f64(cdata, odt) if odt in FLOATS else cdata
        full = np_round_acc(full + cc, adt)
    if out in ("full", "cast", "refuse"):
        want = full[:M, :N]
        if out == "cast" and isf:
            want = round_to(want, odt)
    elif out in ("rowsum", "rowmax", "rowsum1d"):
        blk = full[:, :BN]
        want = (blk.sum(1) if "sum" in out else blk.max(1))[:M]
        want = np_round_acc(want, adt).reshape(oshape)
    else:
        blk = full[:BM, :]
        want = (blk.sum(0) if "sum" in out else blk.max(0))[:N]
        want = np_round_acc(want, adt).reshape(oshape)
    want = from_f64(want, odt) if odt in FLOATS else want.astype(NPT[odt])
    return Case("gemm", f"{key} {M}x{N}x{K} block {BM}x{BN}x{BK} warps {warps} "
                f"pre {pre} cin {cin} out {out} {rvariant}", p, [want])


# ------------------------------------------------- scf.if, constants, reshapes

def dense(a, dt):
    """A dense<...> literal of array a (values, not bits)."""
    if dt in FLOATS:
        f = lambda v: repr(float(v))
    else:
        f = lambda v: str(int(v))
    if a.ndim == 1:
        return "[" + ", ".join(f(v) for v in a) + "]"
    return "[" + ", ".join(dense(r, dt) for r in a) + "]"


def producer(p, rng, kind, x, xv, xshape, y, block, dt, pid):
    """A tile of `block` made by `kind` from x; returns (value, model fn)."""
    T = ten(block, dt)
    xf = as_f64(x, dt) if dt in FLOATS else x.astype(np.int64)
    if kind == "load":
        v = p.op(f"tile.load {xv} like {y} : {view_t(xshape, dt)}, "
                 f"{part_t(block, dt)} -> {T}")
        return v, lambda q: padded_block(xf, q, block, 0)
    if kind == "splat":
        c = int(rng.integers(-5, 6))
        v = p.op(f"tile.constant dense<{float(c) if dt in FLOATS else c}> : {T}")
        return v, lambda q: np.full(block, c, np.float64)
    if kind == "const":
        c = rng.integers(-9, 10, block)
        v = p.op(f"tile.constant dense<{dense(c, dt)}> : {T}")
        return v, lambda q: c.astype(np.float64)
    if kind == "rowred":  # max over each row, broadcast back
        d = int(rng.integers(0, 2))
        rs = [1, block[1]] if d == 0 else [block[0], 1]
        l = p.op(f"tile.load {xv} like {y} : {view_t(xshape, dt)}, "
                 f"{part_t(block, dt)} -> {T}")
        r = p.op(f"tile.reduce max {l} dim {d} : {T} -> {ten(rs, dt)}")
        v = p.op(f"tile.broadcast {r} : {ten(rs, dt)} -> {T}")
        return v, lambda q: np.broadcast_to(
            padded_block(xf, q, block, 0).max(axis=d, keepdims=True), block)
    if kind == "scan":
        d = int(rng.integers(0, 2))
        l = p.op(f"tile.load {xv} like {y} : {view_t(xshape, dt)}, "
                 f"{part_t(block, dt)} -> {T}")
        v = p.op(f"tile.scan max {l} dim {d} : {T}")
        return v, lambda q: np.maximum.accumulate(
            padded_block(xf, q, block, 0), axis=d)
    # "trans": the block of x^T, loaded from a second view and transposed
    tb = (block[1], block[0])
    xt = p.view(x.T.copy(), dt)
    l = p.op(f"tile.load {xt}[{pid[1]}, {pid[0]}] : {view_t(x.T.shape, dt)} -> "
             f"{ten(tb, dt)}")
    v = p.op(f"tile.transpose {l} : {ten(tb, dt)} -> {T}")
    return v, lambda q: padded_block(xf, q, block, 0)


PRODUCERS = ["load", "splat", "const", "rowred", "scan", "trans"]


@family("if", 2)
def fam_if(rng):
    """scf.if yielding tiles made in different layouts in its branches
    (a transpose, a reduction broadcast back, a scan, a non-splat
    constant, a splat, a load), on a scalar argument, then used."""
    warps = pick_warps(rng)
    dt = str(rng.choice(["f32", "i32", "f16", "i8"]))
    block = block2(rng, 1024, 2)
    if block[0] * block[1] > 256:
        block = (min(block[0], 16), min(block[1], 16))
    shape = tuple(odd_size(rng, b) for b in block)
    x = ints(rng, shape, dt, -20, 21)
    p = Prog(warps)
    xv = p.view(x, dt)
    flag = int(rng.integers(0, 2))
    fa = p.scalar("i32", flag)
    y = p.part(shape, block, dt)
    pid = p.pids(2)
    T = ten(block, dt)
    k1, k2 = (str(rng.choice(PRODUCERS)) for _ in range(2))
    zero = p.op("arith.constant 0 : i32")
    c = p.op(f"arith.cmpi ne, {fa}, {zero} : i32")
    r = p.v("r")
    p.raw(f"{r} = scf.if {c} -> ({T}) {{")
    v1, m1 = producer(p, rng, k1, x, xv, shape, y, block, dt, pid)
    p.raw(f"scf.yield {v1} : {T}")
    p.raw("} else {")
    v2, m2 = producer(p, rng, k2, x, xv, shape, y, block, dt, pid)
    p.raw(f"scf.yield {v2} : {T}")
    p.raw("}")
    # Use the result with the loaded tile (another layout meets it).
    l = p.op(f"tile.load {xv} like {y} : {view_t(shape, dt)}, "
             f"{part_t(block, dt)} -> {T}")
    s = p.op(f"{add_op(dt)} {r}, {l} : {T}")
    p.ret(p.store(s, y, T, block, dt))
    xf = as_f64(x, dt) if dt in FLOATS else x.astype(np.int64)

    def prog(q):
        base = m1(q) if flag else m2(q)
        return base + padded_block(xf, q, block, 0)
    want = blockwise(shape, block, prog)
    want = from_f64(want, dt) if dt in FLOATS else want.astype(NPT[dt])
    return Case("if", f"{k1}/{k2} flag {flag} {dt} {shape} block {block} "
                f"warps {warps}", p, [want])


@family("const", 2)
def fam_const(rng):
    """Non-splat constants of every width (i8, i16 through i32, f16, bf16,
    f32) in the layouts of their users: a load, a transposed tile, a
    reduction's slice, a small replicated tile, 1xN / Nx1 blocks."""
    warps = pick_warps(rng)
    dt = str(rng.choice(["f32", "f16", "bf16", "i8", "i32", "i16"]))
    block = block2(rng, 512)
    shape = tuple(odd_size(rng, b) for b in block)
    use = str(rng.choice(["load", "trans", "slice", "alone"]))
    bt = "i32" if dt == "i16" else dt
    x = ints(rng, shape, bt, -20, 21)
    p = Prog(warps)
    xv = p.view(x, bt)
    c = rng.integers(-50, 51, block)
    if use == "slice":
        d = int(rng.integers(0, 2))
        rs = [1, block[1]] if d == 0 else [block[0], 1]
        c = rng.integers(-50, 51, rs)
    T = ten(block, dt)
    xf = as_f64(x, bt) if bt in FLOATS else x.astype(np.int64)
    if use == "slice":
        os_, ob = (shape[0], 1) if d == 1 else (1, shape[1]), tuple(rs)
        y = p.part(os_, ob, bt)
    else:
        y = p.part(shape, block, bt)
    pid = p.pids(2)
    k = p.op(f"tile.constant dense<{dense(c, dt)}> : {ten(c.shape, dt)}")
    z = p.op("arith.constant 0 : index")
    if use == "load":
        l = p.op(f"tile.load {xv} like {y} : {view_t(shape, bt)}, "
                 f"{part_t(block, bt)} -> {ten(block, bt)}")
        if dt == "i16":
            l = p.op(f"arith.trunci {l} : {ten(block, 'i32')} to {T}")
        s = p.op(f"{add_op(dt)} {l}, {k} : {T}")
        model = lambda q: padded_block(xf, q, block, 0) + c
    elif use == "trans":
        tb = (block[1], block[0])
        xt = p.view(x.T.copy(), bt)
        l = p.op(f"tile.load {xt}[{pid[1]}, {pid[0]}] : {view_t(x.T.shape, bt)} "
                 f"-> {ten(tb, bt)}")
        if dt == "i16":
            l = p.op(f"arith.trunci {l} : {ten(tb, 'i32')} to {ten(tb, dt)}")
        l = p.op(f"tile.transpose {l} : {ten(tb, dt)} -> {T}")
        s = p.op(f"{add_op(dt)} {l}, {k} : {T}")
        model = lambda q: padded_block(xf, q, block, 0) + c
    elif use == "slice":
        coords = [pid[0], z] if d == 1 else [z, pid[1]]
        l = p.op(f"tile.load {xv}[{', '.join(coords)}] {pad_attr(identity('max', bt), bt)}"
                 f" : {view_t(shape, bt)} -> {ten(block, bt)}")
        if dt == "i16":
            l = p.op(f"arith.trunci {l} : {ten(block, 'i32')} to {T}")
        r = p.op(f"tile.reduce max {l} dim {d} : {T} -> {ten(rs, dt)}")
        s = p.op(f"{add_op(dt)} {r}, {k} : {ten(rs, dt)}")
        T = ten(rs, dt)

        def model(q):
            qq = (q[0], 0) if d == 1 else (0, q[1])
            return padded_block(xf, qq, block, -np.inf if bt in FLOATS else
                                -2 ** 31).max(axis=d, keepdims=True) + c
        block_o = tuple(rs)
    else:
        s = k
        model = lambda q: c.astype(np.float64)
    if dt == "i16":
        s = p.op(f"arith.extsi {s} : {T} to {T.replace('i16', 'i32')}")
        T = T.replace("i16", "i32")
    ob = block if use != "slice" else block_o
    p.ret(p.store(s, y, T, ob, bt))
    oshape = shape if use != "slice" else os_
    want = blockwise(oshape, ob, model)
    if dt == "i16":
        want = want.astype(np.int64).astype(np.int16).astype(np.int32)
    elif dt == "i8":
        want = want.astype(np.int64).astype(np.int8)
    else:
        want = from_f64(want, dt) if dt in FLOATS else want.astype(NPT[bt])
    return Case("const", f"{use} {dt} {shape} block {block} warps {warps}", p,
                [want])


@family("reshape", 2)
def fam_reshape(rng):
    """tile.reshape: adding / dropping size-1 dims (must be free) and
    moving elements (1024 -> 32x32, 4x64 -> 256 ...): right or refused."""
    warps = pick_warps(rng)
    dt = str(rng.choice(["f32", "f16", "i32", "i8"]))
    n = pow2(rng, 1, 11)
    forms = [[n], [1, n], [n, 1]]
    if n >= 4:
        a = pow2(rng, 1, int(np.log2(n)) - 1)
        forms += [[a, n // a], [n // a, a]]
    src = list(forms[int(rng.integers(0, len(forms)))])
    dst = list(forms[int(rng.integers(0, len(forms)))])
    p = Prog(warps)
    # One block per program along a 1-D buffer of several blocks.
    g = int(rng.integers(1, 4))
    x = ints(rng, (g, n), dt, -50, 51)
    xv = p.view(x.reshape((g,) + tuple(src)) if len(src) == 2 else x, dt)
    ybuf = (g * dst[0],) + tuple(dst[1:])
    y = p.part(ybuf, dst, dt)
    pid = p.pids(1)
    z = p.op("arith.constant 0 : index")
    if len(src) == 2:
        # The view is 3-D g x a x b: load [1, a, b] then reshape to [a, b].
        l = p.op(f"tile.load {xv}[{pid[0]}, {z}, {z}] : "
                 f"{view_t((g,) + tuple(src), dt)} -> {ten([1] + src, dt)}")
        l = p.op(f"tile.reshape {l} : {ten([1] + src, dt)} -> {ten(src, dt)}")
    else:
        l = p.op(f"tile.load {xv}[{pid[0]}, {z}] : {view_t((g, n), dt)} -> "
                 f"{ten([1, n], dt)}")
        l = p.op(f"tile.reshape {l} : {ten([1, n], dt)} -> {ten(src, dt)}")
    l2 = p.op(f"{add_op(dt)} {l}, {l} : {ten(src, dt)}")
    r = p.op(f"tile.reshape {l2} : {ten(src, dt)} -> {ten(dst, dt)}")
    p.ret(p.store(r, y, ten(dst, dt), dst, dt))
    xf = as_f64(x, dt) if dt in FLOATS else x.astype(np.int64)
    want = (2 * xf).reshape(ybuf)
    want = from_f64(want, dt) if dt in FLOATS else want.astype(NPT[dt])
    return Case("reshape", f"{src}->{dst} {dt} g {g} warps {warps}", p, [want])


# ------------------------------------------------------------- chains, loops

@family("gscan", 2)
def fam_gscan(rng):
    """A cumulative sum across blocks: program (i, j) scans its block along
    the row and adds the row sums of the blocks before it (an scf.for over
    column blocks carrying a tile, a reduction in the loop, a broadcast of
    its slice); 1-D or 2-D, f32 or i32, any warps."""
    warps = pick_warps(rng)
    dt = str(rng.choice(["f32", "i32"]))
    oned = rng.random() < 0.4
    if oned:
        block = (pow2(rng, 0, 10),)
    else:
        block = block2(rng, 2048)
    shape = tuple(odd_size(rng, b) for b in block)
    x = ints(rng, shape, dt, -9, 10)
    p = Prog(warps)
    xv = p.view(x, dt)
    y = p.part(shape, block, dt)
    pid = p.pids(len(block))
    T = ten(block, dt)
    c0 = p.op("arith.constant 0 : index", "c")
    c1 = p.op("arith.constant 1 : index", "c")
    zero = "0.0" if dt == "f32" else "0"
    init = p.op(f"tile.constant dense<{zero}> : {T}")
    rs = [1] if oned else [block[0], 1]
    j = pid[-1]
    acc, k, s = p.v("acc"), p.v("k"), p.v("s")
    p.raw(f"{acc} = scf.for {k} = {c0} to {j} step {c1} iter_args({s} = {init}) -> ({T}) {{")
    coords = [k] if oned else [pid[0], k]
    l = load_block(p, xv, shape, block, dt, coords)
    r = p.op(f"tile.reduce add {l} dim {len(block) - 1} : {T} -> {ten(rs, dt)}")
    b = p.op(f"tile.broadcast {r} : {ten(rs, dt)} -> {T}")
    n = p.op(f"{add_op(dt)} {s}, {b} : {T}")
    p.raw(f"scf.yield {n} : {T}")
    p.raw("}")
    l = p.op(f"tile.load {xv} like {y} : {view_t(shape, dt)}, {part_t(block, dt)} -> {T}")
    sc = p.op(f"tile.scan add {l} dim {len(block) - 1} : {T}")
    o = p.op(f"{add_op(dt)} {sc}, {acc} : {T}")
    p.ret(p.store(o, y, T, block, dt))
    xf = x.astype(np.float64) if dt == "f32" else x.astype(np.int64)
    want = np.cumsum(xf, axis=-1)
    want = want.astype(NPT[dt])
    return Case("gscan", f"{dt} {shape} block {block} warps {warps}", p, [want])


@family("bigrow", 1)
def fam_bigrow(rng):
    """Rows of 2048 to 65536 elements over 16 or 32 warps: a reduction
    broadcast back, a scan, an argmax, stored."""
    warps = int(rng.choice([8, 16, 32]))
    dt = str(rng.choice(["f32", "i32", "f16"]))
    n = pow2(rng, 11, 16 if dt != "f16" else 14)
    rows = int(rng.choice([1, 1, 2]))
    BR = rows
    M = int(rng.choice([rows, rows + 1, 3]))
    N = int(rng.choice([n, n - 1, n // 2 + 3]))
    op = str(rng.choice(["redback", "scan", "argmax", "rowmax"]))
    if dt == "f16" and op in ("redback", "scan"):
        op = "argmax"
    x = ints(rng, (M, N), dt, -9, 10)
    p = Prog(warps)
    xv = p.view(x, dt)
    block = (BR, n)
    T = ten(block, dt)
    xf = as_f64(x, dt) if dt in FLOATS else x.astype(np.int64)
    if op in ("redback", "scan"):
        y = p.part((M, N), block, dt)
        l = p.op(f"tile.load {xv} like {y} : {view_t((M, N), dt)}, {part_t(block, dt)} -> {T}")
        if op == "redback":
            r = p.op(f"tile.reduce add {l} dim 1 : {T} -> {ten([BR, 1], dt)}")
            b = p.op(f"tile.broadcast {r} : {ten([BR, 1], dt)} -> {T}")
            o = p.op(f"{'arith.subf' if dt in FLOATS else 'arith.subi'} {b}, {l} : {T}")
            want = xf.sum(1, keepdims=True) - xf
        else:
            o = p.op(f"tile.scan add {l} dim 1 : {T}")
            want = np.cumsum(xf, 1)
        p.ret(p.store(o, y, T, block, dt))
    else:
        y = p.part((M, 1), (BR, 1), "i32" if op == "argmax" else dt)
        pid = p.pids(2)
        z = p.op("arith.constant 0 : index")
        pad = pad_attr(identity("max", dt), dt)
        l = load_block(p, xv, (M, N), block, dt, [pid[0], z], pad)
        if op == "argmax":
            m, i = p.v("m"), p.v("i")
            p.raw(f"{m}, {i} = tile.arg_reduce max {l} dim 1 : {T} -> "
                  f"{ten([BR, 1], dt)}, {ten([BR, 1], 'i32')}")
            p.ret(p.store(i, y, ten([BR, 1], "i32"), (BR, 1), "i32"))
            want = np.argmax(xf, 1).reshape(M, 1).astype(np.int32)
        else:
            r = p.op(f"tile.reduce max {l} dim 1 : {T} -> {ten([BR, 1], dt)}")
            p.ret(p.store(r, y, ten([BR, 1], dt), (BR, 1), dt))
            want = xf.max(1, keepdims=True)
    if op != "argmax":
        want = from_f64(want, dt) if dt in FLOATS else want.astype(NPT[dt])
    return Case("bigrow", f"{op} {dt} {M}x{N} block {block} warps {warps}", p,
                [want])


@family("remf", 1)
def fam_remf(rng):
    """arith.remf (C's fmod, exact) of f32 / f16 with negative operands,
    zero and tiny divisors, tails."""
    warps = pick_warps(rng)
    dt = str(rng.choice(["f32", "f16"]))
    block = (pow2(rng, 0, 11),) if rng.random() < 0.5 else block2(rng, 2048)
    shape = tuple(odd_size(rng, b) for b in block)
    a = (rng.standard_normal(shape) * 10.0 ** rng.integers(-2, 4, shape))
    b = (rng.standard_normal(shape) * 10.0 ** rng.integers(-3, 3, shape))
    b[rng.random(shape) < 0.05] = 0.0
    a = a.astype(NPT[dt])
    b = b.astype(NPT[dt])
    p = Prog(warps)
    av, bv = p.view(a, dt), p.view(b, dt)
    y = p.part(shape, block, dt)
    T = ten(block, dt)
    la = p.op(f"tile.load {av} like {y} : {view_t(shape, dt)}, {part_t(block, dt)} -> {T}")
    lb = p.op(f"tile.load {bv} like {y} : {view_t(shape, dt)}, {part_t(block, dt)} -> {T}")
    r = p.op(f"arith.remf {la}, {lb} : {T}")
    p.ret(p.store(r, y, T, block, dt))
    with np.errstate(all="ignore"):
        want = np.fmod(a.astype(np.float64), b.astype(np.float64)).astype(NPT[dt])
    return Case("remf", f"{dt} {shape} block {block} warps {warps}", p, [want])


@family("fast", 1)
def fam_fast(rng):
    """fastmath<fast> divf / exp / exp2 / tanh on f32 tiles with tails,
    within the PTX ISA bounds docs/TileLowering.md lists."""
    warps = pick_warps(rng)
    op = str(rng.choice(["divf", "exp", "exp2", "tanh"]))
    block = (pow2(rng, 0, 11),) if rng.random() < 0.5 else block2(rng, 2048)
    shape = tuple(odd_size(rng, b) for b in block)
    a = (rng.standard_normal(shape) * 4).astype(np.float32)
    b = (rng.uniform(0.5, 8, shape) * rng.choice([-1, 1], shape)).astype(np.float32)
    p = Prog(warps)
    av, bv = p.view(a, "f32"), p.view(b, "f32")
    y = p.part(shape, block, "f32")
    T = ten(block, "f32")
    la = p.op(f"tile.load {av} like {y} : {view_t(shape, 'f32')}, {part_t(block, 'f32')} -> {T}")
    lb = p.op(f"tile.load {bv} like {y} : {view_t(shape, 'f32')}, {part_t(block, 'f32')} -> {T}")
    fm = "fastmath<fast>"
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    ulp = lambda w: np.spacing(np.abs(w).astype(np.float32)).astype(np.float64)
    if op == "divf":
        r = p.op(f"arith.divf {la}, {lb} {fm} : {T}")
        want = a64 / b64
        tol = lambda g, w: np.abs(g - w) <= 2.5 * ulp(w)
    elif op == "exp":
        r = p.op(f"math.exp {la} {fm} : {T}")
        want = np.exp(a64)
        tol = lambda g, w: np.abs(g - w) <= (2.5 + 1.2 * np.abs(a64)) * ulp(w)
    elif op == "exp2":
        r = p.op(f"math.exp2 {la} {fm} : {T}")
        want = np.exp2(a64)
        tol = lambda g, w: np.abs(g - w) <= 2.5 * ulp(w)
    else:
        r = p.op(f"math.tanh {la} {fm} : {T}")
        want = np.tanh(a64)
        tol = lambda g, w: np.abs(g - w) <= 2.0 ** -11 * np.abs(w) + 1e-38
    p.ret(p.store(r, y, T, block, "f32"))
    return Case("fast", f"{op} {shape} block {block} warps {warps}", p,
                [want.astype(np.float32)], tol)


@family("inplace", 2)
def fam_inplace(rng):
    """tile.load_mut of the output, a tile op, tile.store back into the same
    block: transposed in place (another layout: every read must end before
    the first write), plus its transpose, a row/column sum broadcast back,
    a scan, small replicated blocks."""
    warps = pick_warps(rng)
    dt = str(rng.choice(["f32", "i32", "f16", "i8"]))
    variant = str(rng.choice(["trans", "trans_add", "add_trans", "redback",
                              "scan", "twice"]))
    if variant.startswith("trans") or variant in ("add_trans", "twice"):
        b = pow2(rng, 0, 6)
        block = (b, b)
    else:
        block = block2(rng, 2048)
    shape = tuple(odd_size(rng, b) for b in block)
    x = ints(rng, shape, dt, -9, 10)
    p = Prog(warps)
    y = p.part(shape, block, dt, x.copy())
    T = ten(block, dt)
    v, t1 = p.v("v"), p.v("t")
    p.raw(f"{v}, {t1} = tile.load_mut {y}, %t0 : {part_t(block, dt)} -> {T}")
    add = add_op(dt)
    d = int(rng.integers(0, 2))
    if variant == "trans":
        r = p.op(f"tile.transpose {v} : {T} -> {T}")
        f = lambda q: q.T
    elif variant == "trans_add":
        w = p.op(f"tile.transpose {v} : {T} -> {T}")
        r = p.op(f"{add} {w}, {v} : {T}")
        f = lambda q: q.T + q
    elif variant == "add_trans":
        w = p.op(f"tile.transpose {v} : {T} -> {T}")
        r = p.op(f"{add} {v}, {w} : {T}")
        f = lambda q: q.T + q
    elif variant == "twice":
        w = p.op(f"tile.transpose {v} : {T} -> {T}")
        r = p.op(f"tile.transpose {w} : {T} -> {T}")
        f = lambda q: q
    elif variant == "redback":
        rs = [1, block[1]] if d == 0 else [block[0], 1]
        s = p.op(f"tile.reduce max {v} dim {d} : {T} -> {ten(rs, dt)}")
        bb = p.op(f"tile.broadcast {s} : {ten(rs, dt)} -> {T}")
        r = p.op(f"{add} {v}, {bb} : {T}")
        f = lambda q: q + q.max(axis=d, keepdims=True)
    else:
        r = p.op(f"tile.scan add {v} dim {d} : {T}")
        f = lambda q: np.cumsum(q, axis=d)
        if dt in ("f16",):
            block = block  # values within [-9, 9], lines <= 2048: see below
    p.ret(p.store(r, y, T, block, dt, t1))
    xf = as_f64(x, dt) if dt in FLOATS else x.astype(np.int64)
    want = blockwise(shape, block, lambda q: f(padded_block(xf, q, block, 0)))
    want = from_f64(want, dt) if dt in FLOATS else want.astype(NPT[dt])
    if dt == "f16" and variant == "scan":
        want = None  # sums past 2048 may round: checked for races only
    return Case("inplace", f"{variant} d {d} {dt} {shape} block {block} "
                f"warps {warps}", p, [want])


@family("mixred", 2)
def fam_mixred(rng):
    """Mixed precision meets reductions: a statistic of a widened f16 /
    bf16 / i8 tile (8 or 16 elements a thread) broadcast back and combined
    with an f32 / i32 load (4 a thread), stored narrow or wide."""
    warps = pick_warps(rng)
    src = str(rng.choice(["f16", "bf16", "i8"]))
    wide = "i32" if src == "i8" else "f32"
    block = block2(rng, 2048, 2)
    d = int(rng.integers(0, 2))
    if block[d] == 1:
        d = 1 - d
    shape = tuple(odd_size(rng, b) for b in block)
    kind = str(rng.choice(["add", "max", "min"]))
    x = ints(rng, shape, src, -9, 10)
    z = ints(rng, shape, wide, -9, 10)
    p = Prog(warps)
    xv, zv = p.view(x, src), p.view(z, wide)
    narrow_out = rng.random() < 0.4
    odt = src if narrow_out else wide
    y = p.part(shape, block, odt)
    T, TW = ten(block, src), ten(block, wide)
    lx = p.op(f"tile.load {xv} like {y} : {view_t(shape, src)}, {part_t(block, odt)} -> {T}")
    ext = "arith.extsi" if src == "i8" else "arith.extf"
    w = p.op(f"{ext} {lx} : {T} to {TW}")
    rs = [1, block[1]] if d == 0 else [block[0], 1]
    r = p.op(f"tile.reduce {kind} {w} dim {d} : {TW} -> {ten(rs, wide)}")
    b = p.op(f"tile.broadcast {r} : {ten(rs, wide)} -> {TW}")
    lz = p.op(f"tile.load {zv} like {y} : {view_t(shape, wide)}, {part_t(block, odt)} -> {TW}")
    first = rng.random() < 0.5
    s = p.op(f"{add_op(wide)} {lz if first else b}, {b if first else lz} : {TW}")
    if narrow_out:
        tr = "arith.trunci" if src == "i8" else "arith.truncf"
        s = p.op(f"{tr} {s} : {TW} to {T}")
        p.ret(p.store(s, y, T, block, odt))
    else:
        p.ret(p.store(s, y, TW, block, odt))
    xf = as_f64(x, src) if src in FLOATS else x.astype(np.int64)
    zf = z.astype(np.float64) if wide == "f32" else z.astype(np.int64)
    f = {"add": np.sum, "max": np.max, "min": np.min}[kind]

    def prog(q):
        blk = padded_block(xf, q, block, 0)
        return f(blk, axis=d, keepdims=True) + padded_block(zf, q, block, 0)
    want = blockwise(shape, block, prog)
    if narrow_out:
        want = from_f64(round_to(want, src), src) if src in FLOATS else \
            want.astype(np.int64).astype(np.int8)
    else:
        want = want.astype(NPT[wide])
    return Case("mixred", f"{kind} {src}->{wide} dim {d} first {first} "
                f"narrow {narrow_out} {shape} block {block} warps {warps}", p,
                [want])


def random_layout(rng, block, warps):
    """A #tile.blocked layout covering `block` exactly over `warps` warps
    (no replication): random splits of each dimension into sizePerThread,
    threadsPerWarp and warpsPerBlock, random order. None if none found."""
    for _ in range(50):
        lanes = [1, 1]
        ws = [1, 1]
        # Split 32 lanes and the warps over the dims (powers of two).
        lane_bits = [0, 0]
        for _ in range(5):
            lane_bits[int(rng.integers(0, 2))] += 1
        warp_bits = [0, 0]
        for _ in range(int(np.log2(warps))):
            warp_bits[int(rng.integers(0, 2))] += 1
        lanes = [2 ** b for b in lane_bits]
        ws = [2 ** b for b in warp_bits]
        spt = [block[d] // (lanes[d] * ws[d]) for d in range(2)]
        if all(spt[d] >= 1 and spt[d] * lanes[d] * ws[d] <= block[d] for d in range(2)):
            # Optionally fewer per thread (repetitions).
            spt = [max(1, s // pow2(rng, 0, 2)) for s in spt]
            order = [1, 0] if rng.random() < 0.5 else [0, 1]
            return (f"#tile.blocked<sizePerThread = [{spt[0]}, {spt[1]}], "
                    f"threadsPerWarp = [{lanes[0]}, {lanes[1]}], warpsPerBlock = "
                    f"[{ws[0]}, {ws[1]}], order = [{order[0]}, {order[1]}]>")
    return None


@family("handlayout", 2)
def fam_handlayout(rng):
    """Scans, reductions (stored), arg_reduce and transposes of a tile
    loaded in a random hand-written blocked layout (lanes and warps split
    over both dims, either order, repetitions)."""
    warps = int(rng.choice([1, 2, 4, 8]))
    dt = str(rng.choice(["f32", "i32"]))
    while True:
        block = (pow2(rng, 0, 7), pow2(rng, 0, 8))
        if 32 * warps <= block[0] * block[1] <= 8192:
            break
    lay = random_layout(rng, block, warps)
    if lay is None:
        block, lay = (32, 32 * warps), (
            f"#tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], "
            f"warpsPerBlock = [1, {warps}], order = [1, 0]>")
    shape = tuple(odd_size(rng, b) for b in block)
    op = str(rng.choice(["scan", "reduce", "argmax", "transpose", "scanmax"]))
    d = int(rng.integers(0, 2))
    x = ints(rng, shape, dt, -9, 10)
    p = Prog(warps)
    xv = p.view(x, dt)
    T = ten(block, dt)
    xf = x.astype(np.float64) if dt == "f32" else x.astype(np.int64)
    if op in ("scan", "scanmax"):
        y = p.part(shape, block, dt)
        l = p.op(f"tile.load {xv} like {y} {{tile.layout = {lay}}} : "
                 f"{view_t(shape, dt)}, {part_t(block, dt)} -> {T}")
        k = "add" if op == "scan" else "max"
        s = p.op(f"tile.scan {k} {l} dim {d} : {T}")
        p.ret(p.store(s, y, T, block, dt))
        f = np.cumsum if op == "scan" else np.maximum.accumulate
        want = blockwise(shape, block, lambda q: f(padded_block(xf, q, block, 0), axis=d))
    elif op == "transpose":
        tb = (block[1], block[0])
        tshape = (shape[1], shape[0])
        y = p.part(tshape, tb, dt)
        i, j = p.pids(2)
        l = p.op(f"tile.load {xv}[{j}, {i}] {{tile.layout = {lay}}} : "
                 f"{view_t(shape, dt)} -> {T}")
        t = p.op(f"tile.transpose {l} : {T} -> {ten(tb, dt)}")
        p.ret(p.store(t, y, ten(tb, dt), tb, dt))
        want = blockwise(tshape, tb, lambda q: padded_block(xf, q[::-1], block, 0).T)
    else:
        rs = [block[0], 1] if d == 1 else [1, block[1]]
        os_ = (shape[0], 1) if d == 1 else (1, shape[1])
        odt = "i32" if op == "argmax" else dt
        y = p.part(os_, rs, odt)
        i, j = p.pids(2)
        z = p.op("arith.constant 0 : index")
        coords = [i, z] if d == 1 else [z, j]
        pad = pad_attr(identity("max", dt), dt)
        l = p.op(f"tile.load {xv}[{', '.join(coords)}] {{padding = "
                 f"{pad[len('{padding = '):-1]}, tile.layout = {lay}}} : "
                 f"{view_t(shape, dt)} -> {T}")
        if op == "argmax":
            m, ii = p.v("m"), p.v("i")
            p.raw(f"{m}, {ii} = tile.arg_reduce max {l} dim {d} : {T} -> "
                  f"{ten(rs, dt)}, {ten(rs, 'i32')}")
            p.ret(p.store(ii, y, ten(rs, "i32"), rs, "i32"))
            line = xf[:, :block[1]] if d == 1 else xf[:block[0], :]
            want = np.expand_dims(np.argmax(line, axis=d), d).astype(np.int32)
        else:
            r = p.op(f"tile.reduce max {l} dim {d} : {T} -> {ten(rs, dt)}")
            p.ret(p.store(r, y, ten(rs, dt), rs, dt))
            line = xf[:, :block[1]] if d == 1 else xf[:block[0], :]
            want = line.max(axis=d, keepdims=True)
    if op != "argmax":
        want = want.astype(NPT[dt])
    return Case("handlayout", f"{op} d {d} {dt} {shape} block {block} warps "
                f"{warps} {lay}", p, [want])
