"""Families of gen_kernel_kinds.py for the tile ops that combine or move a
tile's elements along a dimension: bitwise reduce kinds, tile.arg_reduce,
tile.transpose and tile.scan. Each builds a kernel with random sizes
(tails along every dimension a partition masks), random data (ties and,
for floats, NaNs where NumPy's rules decide the answer) and the NumPy
result, exactly as the families of gen_kernel_kinds.py do.

  reduce_bits  tile.reduce and/or/xor on i8 and i32 (warp-run reads no
               i16 .npy) along either dim,
               stored (Mx1 / 1xN) or broadcast back and xor-ed; a tail
               along the reduced dim read with the kind's identity as
               padding
  argmax_op    tile.arg_reduce max/min (index or value stored) of f32,
               f16, i32 rows or columns with ties, NaNs, tails padded with
               -inf / +inf / INT_MIN / INT_MAX
  transpose    y = x^T block by block (f32, f16, i8, i32), alone, twice
               (x^T^T + x), or added to a tile of the default layout
               (a layout conversion)
  scan_op      tile.scan add/mul/max/min (cumsum, cumprod, running
               max/min) of f32 and i32 along either dim, with tails
"""

import numpy as np

# Bound late (gen_kernel_kinds imports this module, then calls bind()).
K = None


def bind(module):
    global K
    K = module


INT_BITS = {"i8": 8, "i16": 16, "i32": 32}
BITS_NP = {"and": np.bitwise_and.reduce, "or": np.bitwise_or.reduce,
           "xor": np.bitwise_xor.reduce}


def _np(dt):
    return {"i16": np.int16}.get(dt) or K.NP[dt]


def _line_block(rng, dim, small=False):
    """A block [BR, BC] and an array shape [M, N] with a tail along the
    non-reduced dim; along `dim` either the whole line in one block or a
    tail too (`tail`)."""
    if small:
        BR, BC = (int(rng.choice([1, 2, 4])), int(rng.choice([16, 32, 64]))) \
            if dim == 1 else (int(rng.choice([16, 32, 64])),
                              int(rng.choice([1, 2, 4])))
    elif dim == 1:
        BR = int(rng.choice([1, 2, 4, 8]))
        BC = int(rng.choice([128, 256, 512, 2048]))
    else:
        BR = int(rng.choice([8, 16, 64, 128]))
        BC = int(rng.choice([32, 64, 128]))
    tail = bool(rng.random() < 0.4)
    if dim == 1:
        M = int(rng.integers(1, 3 * BR + 1))
        N = int(rng.integers(max(1, BC // 2), BC + 1)) if tail else BC
    else:
        N = int(rng.integers(1, 3 * BC + 1))
        M = int(rng.integers(max(1, BR // 2), BR + 1)) if tail else BR
    return BR, BC, M, N


def _load_block(k, kx, shape, block, dt, padding=None):
    """The program's block (program ids 0 and 1) of view `kx`."""
    pad = f" {{padding = {padding}}}" if padding is not None else ""
    p0 = k.op("tile.program_id 0 : index")
    p1 = k.op("tile.program_id 1 : index")
    return k.op(f"tile.load {kx}[{p0}, {p1}]{pad} : {K.view(shape, dt)} -> "
                f"{K.ten(block, dt)}")


def fam_reduce_bits(rng):
    kind = str(rng.choice(["and", "or", "xor"]))
    dt = str(rng.choice(["i8", "i32"]))
    dim = int(rng.integers(0, 2))
    store = bool(rng.random() < 0.5)
    BR, BC, M, N = _line_block(rng, dim, small=rng.random() < 0.25)
    bits = INT_BITS[dt]
    x = rng.integers(-2 ** (bits - 1), 2 ** (bits - 1), (M, N)).astype(_np(dt))
    if kind == "and":
        # Mostly ones, so that the AND of a line is not simply 0.
        x = (x | rng.integers(-2 ** (bits - 1), 2 ** (bits - 1), (M, N))
             .astype(_np(dt)) | rng.integers(-2 ** (bits - 1), 2 ** (bits - 1),
                                              (M, N)).astype(_np(dt)))
    k = K.Kernel()
    kx = k.buffer("x", "view", [M, N], dt, x)
    t = K.ten([BR, BC], dt)
    rshape = [BR, 1] if dim == 1 else [1, BC]
    rt = K.ten(rshape, dt)
    # The identity of the kind pads a tail along the reduced dimension.
    pad = f"-1 : {dt}" if kind == "and" else None
    red_np = BITS_NP[kind](x, axis=dim, keepdims=True)
    if store:
        oshape = [M, 1] if dim == 1 else [1, N]
        ky = k.out("y", oshape, rshape, dt)
        lx = _load_block(k, kx, [M, N], [BR, BC], dt, pad)
        r = k.op(f"tile.reduce {kind} {lx} dim {dim} : {t} -> {rt}")
        text = k.mlir(r, ky, rt, rshape, dt)
        want = red_np
    else:
        ky = k.out("y", [M, N], [BR, BC], dt)
        lx = _load_block(k, kx, [M, N], [BR, BC], dt, pad)
        r = k.op(f"tile.reduce {kind} {lx} dim {dim} : {t} -> {rt}")
        bc = k.op(f"tile.broadcast {r} : {rt} -> {t}")
        s = k.op(f"arith.xori {lx}, {bc} : {t}")
        text = k.mlir(s, ky, t, [BR, BC], dt)
        want = x ^ red_np
    return K.Case("reduce_bits", f"{kind} {dt} dim {dim} {M}x{N} block "
                  f"{BR}x{BC} {'store' if store else 'back'}", text, k.args,
                  k.out_index, want.astype(_np(dt)), "exact")


def _argmax_data(rng, dt, shape):
    if dt == "i32":
        return rng.integers(-5, 6, shape).astype(np.int32)
    # Few distinct values: ties in most lines.
    x = rng.integers(-6, 7, shape).astype(np.float64)
    if rng.random() < 0.5:
        x[rng.random(shape) < 0.01] = np.nan
    if rng.random() < 0.3:
        x[rng.random(shape) < 0.05] = np.inf * rng.choice([-1, 1])
    return x.astype(K.NP[dt])


PAD_HEX = {("f32", "max"): "0xFF800000 : f32", ("f32", "min"): "0x7F800000 : f32",
           ("f16", "max"): "0xFC00 : f16", ("f16", "min"): "0x7C00 : f16",
           ("i32", "max"): "-2147483648 : i32", ("i32", "min"): "2147483647 : i32"}


def fam_argmax_op(rng):
    kind = str(rng.choice(["max", "min"]))
    dt = str(rng.choice(["f32", "f16", "i32"]))
    dim = int(rng.integers(0, 2))
    BR, BC, M, N = _line_block(rng, dim, small=rng.random() < 0.25)
    want_index = bool(rng.random() < 0.7)
    itype = str(rng.choice(["i32", "i64"])) if want_index else "i32"
    x = _argmax_data(rng, dt, (M, N))
    k = K.Kernel()
    kx = k.buffer("x", "view", [M, N], dt, x)
    rshape = [BR, 1] if dim == 1 else [1, BC]
    oshape = [M, 1] if dim == 1 else [1, N]
    t = K.ten([BR, BC], dt)
    odt = itype if want_index else dt
    ky = k.out("y", oshape, rshape, odt if odt != "i64" else "i64")
    lx = _load_block(k, kx, [M, N], [BR, BC], dt, PAD_HEX[(dt, kind)])
    v, i = k.fresh("m"), k.fresh("i")
    k.raw(f"{v}, {i} = tile.arg_reduce {kind} {lx} dim {dim} : {t} -> "
          f"{K.ten(rshape, dt)}, {K.ten(rshape, itype)}")
    fn = np.argmax if kind == "max" else np.argmin
    idx = np.expand_dims(fn(x, axis=dim), dim)
    if want_index:
        text = k.mlir(i, ky, K.ten(rshape, itype), rshape, itype)
        want = idx.astype(np.int64 if itype == "i64" else np.int32)
    else:
        text = k.mlir(v, ky, K.ten(rshape, dt), rshape, dt)
        want = np.take_along_axis(x, idx, axis=dim)
    return K.Case("argmax_op", f"{kind} {dt} dim {dim} {M}x{N} block {BR}x{BC} "
                  f"-> {'index ' + itype if want_index else 'value'}", text,
                  k.args, k.out_index, want, "exact")


def fam_transpose(rng):
    dt = str(rng.choice(["f32", "f16", "i8", "i32"]))
    BR = int(rng.choice([1, 4, 16, 32, 64]))
    BC = int(rng.choice([16, 32, 64, 128, 256]))
    if rng.random() < 0.5:
        # Repetitions of the layout along both dimensions: the registers
        # of the transposed layout are numbered in another order.
        BR, BC = int(rng.choice([8, 16])), int(rng.choice([2048, 4096]))
    while BR * BC < 64:
        BC *= 2
    M = int(rng.integers(1, 3 * BR + 1))
    N = int(rng.integers(1, 3 * BC + 1))
    variant = str(rng.choice(["plain", "twice", "add"]))
    x = rng.integers(-50, 50, (M, N)).astype(K.NP[dt])
    k = K.Kernel()
    kx = k.buffer("x", "view", [M, N], dt, x)
    t, tt = K.ten([BR, BC], dt), K.ten([BC, BR], dt)
    add = "arith.addi" if dt in ("i8", "i32") else "arith.addf"
    if variant == "twice":
        # y = (x^T)^T + x block by block: two free transposes.
        ky = k.out("y", [M, N], [BR, BC], dt)
        lx = k.op(f"tile.load {kx} like {ky} : {K.view([M, N], dt)}, "
                  f"{K.part([BR, BC], dt)} -> {t}")
        a = k.op(f"tile.transpose {lx} : {t} -> {tt}")
        b = k.op(f"tile.transpose {a} : {tt} -> {t}")
        s = k.op(f"{add} {b}, {lx} : {t}")
        text = k.mlir(s, ky, t, [BR, BC], dt)
        want = (x.astype(np.int64) * 2).astype(K.NP[dt])
        return K.Case("transpose", f"twice {dt} {M}x{N} block {BR}x{BC}", text,
                      k.args, k.out_index, want, "exact")
    # y (N x M) block (a, b) = x block (b, a) transposed.
    z = rng.integers(-50, 50, (N, M)).astype(K.NP[dt])
    kz = k.buffer("z", "view", [N, M], dt, z) if variant == "add" else None
    ky = k.out("y", [N, M], [BC, BR], dt)
    p0 = k.op("tile.program_id 0 : index")
    p1 = k.op("tile.program_id 1 : index")
    lx = k.op(f"tile.load {kx}[{p1}, {p0}] : {K.view([M, N], dt)} -> {t}")
    tr = k.op(f"tile.transpose {lx} : {t} -> {tt}")
    want = x.T.astype(np.int64)
    if variant == "add":
        lz = k.op(f"tile.load {kz} like {ky} : {K.view([N, M], dt)}, "
                  f"{K.part([BC, BR], dt)} -> {tt}")
        tr = k.op(f"{add} {lz}, {tr} : {tt}")
        want = want + z
    text = k.mlir(tr, ky, tt, [BC, BR], dt)
    return K.Case("transpose", f"{variant} {dt} {M}x{N} block {BR}x{BC}", text,
                  k.args, k.out_index, want.astype(K.NP[dt]), "exact")


SCAN_NP = {"add": np.cumsum, "mul": np.cumprod,
           "max": np.maximum.accumulate, "min": np.minimum.accumulate}


def fam_scan_op(rng):
    kind = str(rng.choice(["add", "add", "mul", "max", "min"]))
    dt = str(rng.choice(["f32", "i32"]))
    dim = int(rng.integers(0, 2))
    BR, BC, M, N = _line_block(rng, dim, small=rng.random() < 0.25)
    if kind == "mul":
        x = rng.choice(np.array([-1, 1, 1, 1]), (M, N))
    else:
        x = rng.integers(-20, 21, (M, N))
    x = x.astype(K.NP[dt])
    k = K.Kernel()
    kx = k.buffer("x", "view", [M, N], dt, x)
    ky = k.out("y", [M, N], [BR, BC], dt)
    t = K.ten([BR, BC], dt)
    lx = k.op(f"tile.load {kx} like {ky} : {K.view([M, N], dt)}, "
              f"{K.part([BR, BC], dt)} -> {t}")
    s = k.op(f"tile.scan {kind} {lx} dim {dim} : {t}")
    text = k.mlir(s, ky, t, [BR, BC], dt)
    # Each block scans its own line segment: blocks along `dim` restart.
    want = np.zeros((M, N), np.int64 if dt == "i32" else np.float64)
    step = BC if dim == 1 else BR
    size = N if dim == 1 else M
    for s0 in range(0, size, step):
        sl = (slice(None), slice(s0, s0 + step)) if dim == 1 else \
            (slice(s0, s0 + step), slice(None))
        want[sl] = SCAN_NP[kind](x[sl].astype(want.dtype), axis=dim)
    return K.Case("scan_op", f"{kind} {dt} dim {dim} {M}x{N} block {BR}x{BC}",
                  text, k.args, k.out_index, want.astype(K.NP[dt]), "exact")


# (family, generator, cases per seed at scale 1)
FAMILIES = [
    ("reduce_bits", fam_reduce_bits, 8),
    ("argmax_op", fam_argmax_op, 10),
    ("transpose", fam_transpose, 8),
    ("scan_op", fam_scan_op, 10),
]
