"""The ISA oracle's cases: small kernels (MLIR gpu.func with NVVM, arith,
memref and LLVM ops) and what the PTX ISA says they compute.

Each case is a Case: its kernel text, its buffers (inputs written as .npy,
outputs read back), its launch, and its expectation: the buffers' bits
(None where the ISA leaves an element undefined), an optional check
function (for order-dependent results such as atomics), and the exit code
with the findings `warp-run --sim` must (or must not) report. The
expected values come from ptx_semantics.py, never from a run.

`note` marks a case where the ISA's text leaves room for another reading;
the GPU comparison (test/Sim/gpu-agrees.test) settles those.
"""
import struct

from ptx_semantics import (CANONICAL_NAN, MASK32, atom_dec, atom_inc, b2f,
                           cvt_rzi, d2b, div_s32, div_u32, f2b, f32_arith,
                           fmax_nan, fmax_num, fmin_nan, fmin_num,
                           is_nan_bits, match_all, match_any, rem_s32,
                           rem_u32, redux_f32, redux_int, s32, shfl_source,
                           shl32, shr_s32, shr_u32, u32, vote)

FULL = 0xFFFFFFFF
F32_NAN = 0x7FC00000
F32_INF = 0x7F800000
F32_NINF = 0xFF800000


class Buf:
    """A buffer argument: element type (i32, i64, f32, f64: the memref's),
    length, and initial contents as bit patterns (None: zeros)."""

    def __init__(self, ty, n, data=None):
        self.ty, self.n, self.data = ty, n, data

    def memref(self):
        return "memref<%dx%s>" % (self.n, self.ty)


class Case:
    def __init__(self, cls, name, func, bufs, outs, block=32, grid=1,
                 exit=0, findings=(), allow=(), check=None, extra=(),
                 note="", gpu=True):
        self.cls = cls
        self.name = name
        self.kernel = name.replace("-", "_")
        self.func = func
        self.bufs = bufs
        self.outs = outs          # {buffer index: [bits or None]}
        self.block = block
        self.grid = grid
        self.exit = exit          # 0: clean; 4: findings
        self.findings = tuple(findings)  # kinds that must be reported
        self.allow = tuple(allow)        # kinds that may be reported too
        self.check = check        # f(buffers) -> None or a message
        self.extra = tuple(extra)
        self.note = note
        self.gpu = gpu            # False: cannot run on sm_90 as written


CASES = []


def add(case):
    CASES.append(case)
    return case


# --- kernel text -------------------------------------------------------------

def gpu_func(name, bufs, body, exit_at=None, member_mask=None,
             workgroup=None):
    """A kernel over 1-D blocks: %t (index), %ti (i32), %lane (i32), %c0i,
    %c1i and %c0 (index) are defined; `body` runs in threads below
    `exit_at` (the others return first) and in lanes of `member_mask`."""
    sig = ", ".join("%%b%d: %s" % (i, b.memref()) for i, b in enumerate(bufs))
    wg = " workgroup(%s)" % workgroup if workgroup else ""
    out = ["  gpu.func @%s(%s)%s kernel {" % (name.replace("-", "_"), sig, wg),
           "    %t = gpu.thread_id x",
           "    %ti = arith.index_cast %t : index to i32",
           "    %lane = nvvm.read.ptx.sreg.laneid : i32",
           "    %c0i = arith.constant 0 : i32",
           "    %c1i = arith.constant 1 : i32",
           "    %c0 = arith.constant 0 : index"]
    inner = list(body)
    if member_mask is not None:
        inner = ["%%mm = arith.constant %d : i32" % s32(member_mask),
                 "%mmsh = arith.shrui %mm, %lane : i32",
                 "%mmbit = arith.andi %mmsh, %c1i : i32",
                 "%member = arith.cmpi ne, %mmbit, %c0i : i32",
                 "scf.if %member {"] + ["  " + l for l in inner] + ["}"]
    if exit_at is not None:
        out += ["    %%cexit = arith.constant %d : i32" % exit_at,
                "    %live = arith.cmpi ult, %ti, %cexit : i32",
                "    cf.cond_br %live, ^work, ^done",
                "  ^work:"]
        out += ["    " + l for l in inner]
        out += ["    gpu.return", "  ^done:", "    gpu.return", "  }"]
    else:
        out += ["    " + l for l in inner]
        out += ["    gpu.return", "  }"]
    return "\n".join(out)


def const(v, ty="i32"):
    return "arith.constant %d : %s" % (s32(v) if ty == "i32" else v, ty)


def executes(t, n, exit_at, member_mask):
    """Whether thread t runs the body (exists, has not exited, in mask)."""
    if t >= n or (exit_at is not None and t >= exit_at):
        return False
    return member_mask is None or (member_mask >> (t % 32)) & 1


def warp_lanes(t):
    return t // 32, t % 32


# --- shfl.sync ---------------------------------------------------------------

def shfl_case(name, mode, b, c, mask=FULL, n=32, exit_at=None, ty="i32",
              note="", outsider=None):
    """Every executing lane shuffles its input (0x1000 + 17 t) with
    nvvm.shfl.sync and stores the value and the validity predicate."""
    vals = [0x1000 + 17 * t for t in range(n)]
    if ty == "f32":
        vals = [f2b(0.5 + t) for t in range(n)]
    bufs = [Buf(ty, n, vals), Buf("i32", n), Buf("i32", n)]
    member = mask if mask != FULL else None
    guard = member if outsider is None else mask | (1 << outsider)
    conv = (["%vb = arith.bitcast %val : f32 to i32"] if ty == "f32"
            else ["%vb = arith.addi %val, %c0i : i32"])
    body = ["%%v = memref.load %%b0[%%t] : memref<%dx%s>" % (n, ty),
            "%%mask = %s" % const(mask),
            "%%b = %s" % const(b),
            "%%c = %s" % const(c),
            "%%r = nvvm.shfl.sync %s %%mask, %%v, %%b, %%c "
            "{return_value_and_is_valid} : %s -> !llvm.struct<(%s, i1)>"
            % (mode, ty, ty),
            "%%val = llvm.extractvalue %%r[0] : !llvm.struct<(%s, i1)>" % ty,
            "%%p = llvm.extractvalue %%r[1] : !llvm.struct<(%s, i1)>" % ty,
            "%pi = arith.extui %p : i1 to i32"] + conv + [
            "memref.store %%vb, %%b1[%%t] : memref<%dxi32>" % n,
            "memref.store %%pi, %%b2[%%t] : memref<%dxi32>" % n]
    out, pred = [0] * n, [0] * n
    undefined = False
    for t in range(n):
        if outsider is not None and t % 32 == outsider:
            out[t] = pred[t] = None  # not in its own member mask: undefined
            continue
        if not executes(t, n, exit_at, member):
            continue
        w, lane = warp_lanes(t)
        j, p = shfl_source(mode, lane, b, c)
        src = w * 32 + j
        if j == lane or executes(src, n, exit_at, member) and (mask >> j) & 1:
            out[t] = vals[src]
        else:
            out[t] = None
            undefined = True
        pred[t] = int(p)
    findings = ("shuffle-source",) if undefined else ()
    if outsider is not None:
        findings = ("collective-mask",)
    return add(Case("shfl", name, gpu_func(name, bufs, body, exit_at, guard),
                    bufs, {1: out, 2: pred}, block=n,
                    exit=4 if findings else 0, findings=findings,
                    allow=("poisoned-use", "shuffle-source") if findings
                    else (), note=note, gpu=outsider is None))


for mode in ("idx", "up", "down", "bfly"):
    for width in (1, 2, 4, 8, 16, 32):
        # CUDA's __shfl_*_sync(mask, v, b, width): c = ((32 - width) << 8)
        # | clamp, clamp 31 except for up (0).
        seg = (32 - width) << 8
        c = seg if mode == "up" else seg | 0x1F
        b = {"idx": 3, "up": 1, "down": 1, "bfly": 1}[mode]
        shfl_case("shfl-%s-width%d" % (mode, width), mode, b, c)
# Clamps that are not a segment's end, with no segment mask.
shfl_case("shfl-idx-clamp13-in", "idx", 7, 13)
shfl_case("shfl-idx-clamp13-out", "idx", 20, 13)
shfl_case("shfl-down-clamp13", "down", 3, 13)
shfl_case("shfl-up-clamp13", "up", 2, 13)
shfl_case("shfl-bfly-clamp13", "bfly", 4, 13)
shfl_case("shfl-up-clamp31", "up", 1, 31)
shfl_case("shfl-down-clamp0", "down", 1, 0)
# Segment masks whose bits are not the high ones (c[12:8] = 0b01010).
shfl_case("shfl-idx-oddmask", "idx", 0x15, 0x0A1F)
shfl_case("shfl-down-oddmask", "down", 2, 0x0A05)
shfl_case("shfl-bfly-oddmask", "bfly", 3, 0x0511)
# Operand b uses bits 4:0 only (bval = b[4:0]).
shfl_case("shfl-idx-b37", "idx", 37, 0x1F)
shfl_case("shfl-idx-b-1", "idx", -1, 0x1F)
shfl_case("shfl-down-b33", "down", 33, 0x1F)
shfl_case("shfl-bfly-b48", "bfly", 48, 0x1F)
shfl_case("shfl-up-b32", "up", 32, 0)
# Operand c uses bits 12:8 and 4:0 only.
shfl_case("shfl-down-c-highbits", "down", 2, 0xFFFF0000 | 0x0F)
# f32 values move bit for bit.
shfl_case("shfl-bfly-f32", "bfly", 1, 0x1F, ty="f32")
shfl_case("shfl-idx-f32", "idx", 31, 0x1F, ty="f32")
# Partial member masks: only the members execute.
shfl_case("shfl-mask-low-bfly8", "bfly", 8, 0x1F, mask=0x0000FFFF)
shfl_case("shfl-mask-even-idx0", "idx", 0, 0x1F, mask=0x55555555)
shfl_case("shfl-mask-nibbles-bfly8", "bfly", 8, 0x1F, mask=0xF0F0F0F0)
shfl_case("shfl-mask-low-down8-clamp15", "down", 8, 0x0F, mask=0x0000FFFF)
shfl_case("shfl-mask-low-down8-outside", "down", 8, 0x1F, mask=0x0000FFFF)
shfl_case("shfl-mask-even-bfly1-outside", "bfly", 1, 0x1F, mask=0x55555555)
# Short last warp: lanes 16-31 of warp 1 do not exist (48 threads).
shfl_case("shfl-partial48-bfly1", "bfly", 1, 0x1F, n=48)
shfl_case("shfl-partial48-down16", "down", 16, 0x1F, n=48)
shfl_case("shfl-partial100-bfly2", "bfly", 2, 0x1F, n=100)
# Exited lanes: threads 16-31 return first; the rest shuffle, full mask.
shfl_case("shfl-exited-bfly1", "bfly", 1, 0x1F, exit_at=16)
shfl_case("shfl-exited-up1", "up", 1, 0, exit_at=16)
shfl_case("shfl-exited-idx20", "idx", 20, 0x1F, exit_at=16)
# A lane outside its own member mask: undefined (collective-mask).
shfl_case("shfl-outside-own-mask", "idx", 0, 0x1F, mask=0x7FFFFFFF,
          outsider=31)


def gpu_shuffle_case(name, mode, offset, width, n=None):
    """gpu.shuffle (upstream lowers it to shfl.sync with member mask
    0xffffffff >> (32 - width), c = width - 1, or 32 - width for up);
    the kernel selects its own value where the result is invalid."""
    n = n or width
    vals = [0x2000 + 3 * t for t in range(n)]
    bufs = [Buf("i32", n, vals), Buf("i32", n), Buf("i32", n)]
    body = ["%%v = memref.load %%b0[%%t] : memref<%dxi32>" % n,
            "%%off = %s" % const(offset),
            "%%w = %s" % const(width),
            "%%s, %%ok = gpu.shuffle %s %%v, %%off, %%w : i32" % mode,
            "%r = arith.select %ok, %s, %v : i32",
            "%oki = arith.extui %ok : i1 to i32",
            "memref.store %%r, %%b1[%%t] : memref<%dxi32>" % n,
            "memref.store %%oki, %%b2[%%t] : memref<%dxi32>" % n]
    c = (32 - width) if mode == "up" else width - 1
    ptx_mode = {"xor": "bfly"}.get(mode, mode)
    out, ok = [0] * n, [0] * n
    for t in range(n):
        j, p = shfl_source(ptx_mode, t % 32, offset, c)
        out[t] = vals[(t // 32) * 32 + j] if p else vals[t]
        ok[t] = int(p)
    add(Case("gpu-shuffle", name, gpu_func(name, bufs, body), bufs,
             {1: out, 2: ok}, block=n))


gpu_shuffle_case("gpu-shuffle-xor1-w32", "xor", 1, 32)
gpu_shuffle_case("gpu-shuffle-down3-w32", "down", 3, 32)
gpu_shuffle_case("gpu-shuffle-up5-w32", "up", 5, 32)
gpu_shuffle_case("gpu-shuffle-idx7-w32", "idx", 7, 32)
gpu_shuffle_case("gpu-shuffle-xor4-w8", "xor", 4, 8)
gpu_shuffle_case("gpu-shuffle-down1-w16", "down", 1, 16)


# --- vote.sync ---------------------------------------------------------------

def vote_case(name, kind, preds, mask=FULL, n=32, exit_at=None, cls="vote",
              outsider=None):
    bufs = [Buf("i32", n, [int(p) for p in preds]), Buf("i32", n)]
    rty = "i32" if kind == "ballot" else "i1"
    body = ["%%pv = memref.load %%b0[%%t] : memref<%dxi32>" % n,
            "%pb = arith.cmpi ne, %pv, %c0i : i32",
            "%%mask = %s" % const(mask),
            "%%r = nvvm.vote.sync %s %%mask, %%pb -> %s" % (kind, rty)]
    body += (["%ri = arith.addi %r, %c0i : i32"] if kind == "ballot"
             else ["%ri = arith.extui %r : i1 to i32"])
    body += ["memref.store %%ri, %%b1[%%t] : memref<%dxi32>" % n]
    member = mask if mask != FULL else None
    guard = member if outsider is None else mask | (1 << outsider)
    out = [0] * n
    for t in range(n):
        if outsider is not None and t % 32 == outsider:
            out[t] = None
            continue
        if not executes(t, n, exit_at, member):
            continue
        w, _ = warp_lanes(t)
        group = {u % 32: bool(preds[u]) for u in range(w * 32, w * 32 + 32)
                 if executes(u, n, exit_at, member)}
        out[t] = vote(kind, group)
    add(Case(cls, name, gpu_func(name, bufs, body, exit_at, guard), bufs,
             {1: out}, block=n, **outsider_expectation(outsider)))


def outsider_expectation(outsider):
    """A lane that executes a collective its member mask does not name:
    "The behavior of <op>.sync is undefined if the executing thread is not
    in the membermask" (PTX ISA): a collective-mask finding, exit 4."""
    if outsider is None:
        return {}
    return {"exit": 4, "findings": ("collective-mask",),
            "allow": ("poisoned-use",), "gpu": False}


lanes32 = range(32)
vote_case("vote-ballot-mod3", "ballot", [t % 3 == 0 for t in lanes32])
vote_case("vote-ballot-mask", "ballot", [t % 3 == 0 for t in lanes32],
          mask=0x00FF00FF)
vote_case("vote-all-true", "all", [1] * 32)
vote_case("vote-all-one-false", "all", [t != 17 for t in lanes32])
vote_case("vote-any-none", "any", [0] * 32)
vote_case("vote-any-one", "any", [t == 30 for t in lanes32])
vote_case("vote-uni-same", "uni", [0] * 32)
vote_case("vote-uni-mixed", "uni", [t == 5 for t in lanes32])
vote_case("vote-all-mask-low", "all", [t < 16 for t in lanes32],
          mask=0x0000FFFF)
vote_case("vote-any-mask-outside", "any", [t >= 16 for t in lanes32],
          mask=0x0000FFFF)
vote_case("vote-uni-mask", "uni", [t % 2 == 0 for t in lanes32],
          mask=0x55555555)
vote_case("vote-ballot-outside-own-mask", "ballot", [1] * 32, mask=0x0000FFFF,
          outsider=20)
vote_case("vote-ballot-exited", "ballot", [t % 2 == 0 for t in lanes32],
          exit_at=20, cls="exited")
vote_case("vote-all-exited", "all", [t < 20 for t in lanes32], exit_at=20,
          cls="exited")
vote_case("vote-uni-exited", "uni", [t < 12 for t in lanes32], exit_at=12,
          cls="exited")
vote_case("vote-ballot-partial48", "ballot", [t % 5 != 0 for t in range(48)],
          n=48, cls="partial-warp")
vote_case("vote-all-partial100", "all", [1] * 100, n=100, cls="partial-warp")
vote_case("vote-any-partial100", "any", [t == 99 for t in range(100)],
          n=100, cls="partial-warp")


# --- redux.sync ----------------------------------------------------------------

def redux_case(name, kind, vals, mask=FULL, n=32, exit_at=None, cls="redux",
               outsider=None):
    bufs = [Buf("i32", n, [u32(v) for v in vals]), Buf("i32", n)]
    body = ["%%v = memref.load %%b0[%%t] : memref<%dxi32>" % n,
            "%%mask = %s" % const(mask),
            "%%r = nvvm.redux.sync %s %%v, %%mask : i32 -> i32" % kind,
            "memref.store %%r, %%b1[%%t] : memref<%dxi32>" % n]
    member = mask if mask != FULL else None
    guard = member if outsider is None else mask | (1 << outsider)
    out = [0] * n
    for t in range(n):
        if outsider is not None and t % 32 == outsider:
            out[t] = None
            continue
        if not executes(t, n, exit_at, member):
            continue
        w, _ = warp_lanes(t)
        group = [u32(vals[u]) for u in range(w * 32, w * 32 + 32)
                 if executes(u, n, exit_at, member)]
        out[t] = redux_int(kind, group)
    add(Case(cls, name, gpu_func(name, bufs, body, exit_at, guard), bufs,
             {1: out}, block=n, **outsider_expectation(outsider)))


mixed = [(-1) ** t * (t * 0x01010101 + 7) for t in lanes32]
big = [0x7FFFFFF0 + t * 0x00100001 for t in lanes32]  # crosses 2^31
for kind in ("add", "min", "max", "umin", "umax", "and", "or", "xor"):
    redux_case("redux-%s" % kind, kind, big if kind in ("add", "umin", "umax")
               else mixed)
redux_case("redux-and-ones", "and", [0xFFFFFFFF ^ (1 << t) if t == 7 else
                                     0xFFFFFFFF for t in lanes32])
redux_case("redux-add-mask", "add", big, mask=0x0F0F0F0F)
redux_case("redux-min-mask", "min", mixed, mask=0xAAAAAAAA)
redux_case("redux-umax-mask", "umax", big, mask=0x0000000F)
redux_case("redux-add-outside-own-mask", "add", big, mask=0xFFFFFFFE,
           outsider=0)
redux_case("redux-add-exited", "add", big, exit_at=10, cls="exited")
redux_case("redux-max-exited", "max", mixed, exit_at=25, cls="exited")
redux_case("redux-add-partial48", "add", list(range(1, 49)), n=48,
           cls="partial-warp")
redux_case("redux-umin-partial100", "umin", [1000 - t for t in range(100)],
           n=100, cls="partial-warp")


def redux_f32_case(name, kind, vals, abs_=False, nan=False, mask=FULL):
    bufs = [Buf("i32", 32, vals), Buf("i32", 32)]
    body = ["%v = memref.load %b0[%t] : memref<32xi32>",
            "%vf = arith.bitcast %v : i32 to f32",
            "%%mask = %s" % const(mask),
            "%%r = nvvm.redux.sync %s %%vf, %%mask {abs = %s, nan = %s} "
            ": f32 -> f32" % (kind, str(abs_).lower(), str(nan).lower()),
            "%rb = arith.bitcast %r : f32 to i32",
            "memref.store %rb, %b1[%t] : memref<32xi32>"]
    member = mask if mask != FULL else None
    group = [vals[t] for t in lanes32 if executes(t, 32, None, member)]
    r = redux_f32(kind, group, abs_, nan)
    out = [r if executes(t, 32, None, member) else 0 for t in lanes32]
    # redux.sync .f32 needs sm_100a: the GPU comparison cannot run it on an
    # H100; the simulator runs it for --chip sm_100a.
    add(Case("redux-f32", name, gpu_func(name, bufs, body, None, member),
             bufs, {1: out}, extra=("--chip", "sm_100a"), gpu=False))


fl = [f2b((t - 13.25) * (1.5 if t % 2 else -0.75)) for t in lanes32]
redux_f32_case("redux-fmin", "fmin", fl)
redux_f32_case("redux-fmax", "fmax", fl)
redux_f32_case("redux-fmin-abs", "fmin", fl, abs_=True)
redux_f32_case("redux-fmax-abs", "fmax", fl, abs_=True)
fl_nan = [F32_NAN if t == 9 else b for t, b in enumerate(fl)]
redux_f32_case("redux-fmin-nan-ignored", "fmin", fl_nan)
redux_f32_case("redux-fmax-nan-qualifier", "fmax", fl_nan, nan=True)
redux_f32_case("redux-fmin-all-nan", "fmin", [0x7FC00001 + t for t in lanes32])
zeros = [0x80000000 if t % 3 == 0 else 0 for t in lanes32]
redux_f32_case("redux-fmin-signed-zero", "fmin", zeros)
redux_f32_case("redux-fmax-signed-zero", "fmax", zeros)


# --- match.sync ------------------------------------------------------------------

def match_case(name, kind, vals, mask=FULL, n=32, exit_at=None, ty="i32",
               cls="match", outsider=None):
    bits = [v & (MASK32 if ty == "i32" else (1 << 64) - 1) for v in vals]
    bufs = [Buf(ty, n, bits), Buf("i32", n), Buf("i32", n)]
    body = ["%%v = memref.load %%b0[%%t] : memref<%dx%s>" % (n, ty),
            "%%mask = %s" % const(mask)]
    if kind == "any":
        body += ["%%r = nvvm.match.sync any %%mask, %%v : %s -> i32" % ty,
                 "%pi = arith.addi %c1i, %c0i : i32"]
    else:
        body += ["%%rs = nvvm.match.sync all %%mask, %%v : %s -> "
                 "!llvm.struct<(i32, i1)>" % ty,
                 "%r = llvm.extractvalue %rs[0] : !llvm.struct<(i32, i1)>",
                 "%p = llvm.extractvalue %rs[1] : !llvm.struct<(i32, i1)>",
                 "%pi = arith.extui %p : i1 to i32"]
    body += ["memref.store %%r, %%b1[%%t] : memref<%dxi32>" % n,
             "memref.store %%pi, %%b2[%%t] : memref<%dxi32>" % n]
    member = mask if mask != FULL else None
    guard = member if outsider is None else mask | (1 << outsider)
    out, pred = [0] * n, [0] * n
    for t in range(n):
        if outsider is not None and t % 32 == outsider:
            out[t] = pred[t] = None
            continue
        if not executes(t, n, exit_at, member):
            continue
        w, lane = warp_lanes(t)
        group = {u % 32: bits[u] for u in range(w * 32, w * 32 + 32)
                 if executes(u, n, exit_at, member)}
        if kind == "any":
            out[t], pred[t] = match_any(group, lane), 1
        else:
            out[t], pred[t] = match_all(group)
    add(Case(cls, name, gpu_func(name, bufs, body, exit_at, guard), bufs,
             {1: out, 2: pred}, block=n, **outsider_expectation(outsider)))


match_case("match-any-mod4", "any", [t % 4 for t in lanes32])
match_case("match-any-mask", "any", [t % 3 for t in lanes32], mask=0x0FF000F0)
match_case("match-any-i64", "any", [(t % 2) << 40 for t in lanes32], ty="i64")
match_case("match-all-same", "all", [42] * 32)
match_case("match-all-differ", "all", [42 if t != 3 else 43 for t in lanes32])
match_case("match-all-mask", "all", [7 if t < 16 else t for t in lanes32],
           mask=0x0000FFFF)
match_case("match-all-i64-high", "all", [5 | ((t == 31) << 33)
                                        for t in lanes32], ty="i64")
match_case("match-any-outside-own-mask", "any", [t % 4 for t in lanes32],
           mask=0x00FF00FF, outsider=8)
match_case("match-any-exited", "any", [t % 2 for t in lanes32], exit_at=9,
           cls="exited")
match_case("match-all-exited", "all", [1 if t < 16 else t for t in lanes32],
           exit_at=16, cls="exited")
match_case("match-any-partial48", "any", [t % 4 for t in range(48)], n=48,
           cls="partial-warp")


# --- collectives in the two arms of a divergent branch ---------------------------

def halves_case(name, low, high, expected):
    """Lanes 0-15 run `low`, lanes 16-31 `high` (each a collective over its
    own half: legal since sm_70, the arms may interleave); both map %v
    (input 0x3000 + 5 t) to %r, stored to out[t]."""
    vals = [0x3000 + 5 * t for t in lanes32]
    bufs = [Buf("i32", 32, vals), Buf("i32", 32)]
    body = ["%v = memref.load %b0[%t] : memref<32xi32>",
            "%c16 = arith.constant 16 : i32",
            "%lowhalf = arith.cmpi ult, %lane, %c16 : i32",
            "%res = scf.if %lowhalf -> (i32) {"] + \
        ["  " + l for l in low] + ["  scf.yield %r : i32", "} else {"] + \
        ["  " + l for l in high] + ["  scf.yield %r : i32", "}",
                                    "memref.store %res, %b1[%t] : memref<32xi32>"]
    add(Case("divergent", name, gpu_func(name, bufs, body), bufs,
             {1: [expected(t, vals) for t in lanes32]}))


halves_case("divergent-shfl-halves",
            ["%%m = %s" % const(0x0000FFFF), "%%b = %s" % const(1),
             "%%c = %s" % const(0x1F),
             "%r = nvvm.shfl.sync bfly %m, %v, %b, %c : i32 -> i32"],
            ["%%m = %s" % const(0xFFFF0000), "%%b = %s" % const(20),
             "%%c = %s" % const(0x1F),
             "%r = nvvm.shfl.sync idx %m, %v, %b, %c : i32 -> i32"],
            lambda t, v: v[t ^ 1] if t < 16 else v[20])
halves_case("divergent-redux-halves",
            ["%%m = %s" % const(0x0000FFFF),
             "%r = nvvm.redux.sync add %v, %m : i32 -> i32"],
            ["%%m = %s" % const(0xFFFF0000),
             "%r = nvvm.redux.sync umax %v, %m : i32 -> i32"],
            lambda t, v: u32(sum(v[:16])) if t < 16 else max(v[16:]))
halves_case("divergent-ballot-halves",
            ["%%m = %s" % const(0x0000FFFF), "%c3 = arith.constant 3 : i32",
             "%x = arith.remui %lane, %c3 : i32",
             "%p = arith.cmpi eq, %x, %c0i : i32",
             "%r = nvvm.vote.sync ballot %m, %p -> i32"],
            ["%%m = %s" % const(0xFFFF0000), "%c2 = arith.constant 2 : i32",
             "%x = arith.remui %lane, %c2 : i32",
             "%p = arith.cmpi eq, %x, %c1i : i32",
             "%r = nvvm.vote.sync ballot %m, %p -> i32"],
            lambda t, v: (sum(1 << l for l in range(16) if l % 3 == 0) if t < 16
                          else sum(1 << l for l in range(16, 32) if l % 2 == 1)))
halves_case("divergent-match-halves",
            ["%%m = %s" % const(0x0000FFFF), "%c4 = arith.constant 4 : i32",
             "%x = arith.remui %lane, %c4 : i32",
             "%r = nvvm.match.sync any %m, %x : i32 -> i32"],
            ["%%m = %s" % const(0xFFFF0000),
             "%rs = nvvm.match.sync all %m, %c1i : i32 -> !llvm.struct<(i32, i1)>",
             "%r = llvm.extractvalue %rs[0] : !llvm.struct<(i32, i1)>"],
            lambda t, v: (sum(1 << l for l in range(16) if l % 4 == t % 4)
                          if t < 16 else 0xFFFF0000))


# --- barriers ---------------------------------------------------------------------

def barrier_case(name, n, barrier, sync_threads=None, note="", exit_at=None,
                 deadlock=False):
    """Each thread in `sync_threads` writes t + 100 to shared[t], meets the
    barrier, and reads the word of the next thread of its group (wrapping):
    the value proves the barrier ordered the two (no shared-uninit, no race,
    no deadlock)."""
    group = list(sync_threads if sync_threads is not None else range(n))
    bufs = [Buf("i32", n)]
    nxt = {t: group[(k + 1) % len(group)] for k, t in enumerate(group)}
    body = ["%%base = %s" % const(group[0]),
            "%%cnt = %s" % const(len(group)),
            "%rel = arith.subi %ti, %base : i32",
            "%inlo = arith.cmpi sge, %rel, %c0i : i32",
            "%inhi = arith.cmpi slt, %rel, %cnt : i32",
            "%in = arith.andi %inlo, %inhi : i1",
            "scf.if %in {",
            "  %c100 = arith.constant 100 : i32",
            "  %w = arith.addi %ti, %c100 : i32",
            "  memref.store %%w, %%sh[%%t] : memref<%dxi32, 3>" % n,
            "  " + barrier,
            "  %rel1 = arith.addi %rel, %c1i : i32",
            "  %relw = arith.remui %rel1, %cnt : i32",
            "  %src = arith.addi %relw, %base : i32",
            "  %srci = arith.index_cast %src : i32 to index",
            "  %%x = memref.load %%sh[%%srci] : memref<%dxi32, 3>" % n,
            "  memref.store %%x, %%b0[%%t] : memref<%dxi32>" % n,
            "}"]
    assert group == list(range(group[0], group[0] + len(group)))
    out = [nxt[t] + 100 if t in nxt and (exit_at is None or t < exit_at)
           else 0 for t in range(n)]
    func = gpu_func(name, bufs, body, exit_at,
                    workgroup="%%sh: memref<%dxi32, 3>" % n)
    if deadlock:
        # More threads than the block has: it never completes (a GPU
        # hangs until the watchdog): a deadlock finding.
        add(Case("barrier", name, func, bufs, {}, block=n, exit=4,
                 findings=("deadlock",), note=note, gpu=False))
        return
    add(Case("barrier", name, func, bufs, {0: out}, block=n, note=note))


ID1 = "%id = arith.constant 1 : i32"
barrier_case("bar-sync0-64", 64, "gpu.barrier")
barrier_case("bar-sync0-48", 48, "nvvm.barrier0")
barrier_case("bar-sync0-100", 100, "gpu.barrier")
barrier_case("bar-id1-64", 64,
             "%id = arith.constant 1 : i32\n      nvvm.barrier id = %id")
barrier_case("bar-id1-count64-block48", 48,
             "%id = arith.constant 1 : i32\n      %n64 = arith.constant 64 : i32"
             "\n      nvvm.barrier id = %id number_of_threads = %n64",
             note="bar.sync 1, 64 in a 48-thread block: the ISA counts "
             "threads in warp-size units (\"the value must be a multiple of "
             "the warp size\"; each warp's arrival counts for its threads), "
             "so the two warps (32 + a partial 16) complete it")
barrier_case("bar-id2-count32-warp0", 64,
             "%id = arith.constant 2 : i32\n      %n32 = arith.constant 32 : i32"
             "\n      nvvm.barrier id = %id number_of_threads = %n32",
             sync_threads=range(32))
barrier_case("bar-id3-count32-warp1", 64,
             "%id = arith.constant 3 : i32\n      %n32 = arith.constant 32 : i32"
             "\n      nvvm.barrier id = %id number_of_threads = %n32",
             sync_threads=range(32, 64))
barrier_case("bar-id1-count96-block64", 64,
             "%id = arith.constant 1 : i32\n      %n96 = arith.constant 96 : i32"
             "\n      nvvm.barrier id = %id number_of_threads = %n96",
             deadlock=True)
barrier_case("bar-sync0-exited-warp", 64, "gpu.barrier",
             sync_threads=range(32), exit_at=32,
             note="warp 1 exits before bar.sync 0. PTX ISA (barrier): the "
             "instruction makes the thread \"wait for non-exited threads of "
             "all other warps participating in the barrier\", so it "
             "completes; bar.sync is .aligned (\"all threads in CTA will "
             "execute the same barrier instruction\"), which an exited warp "
             "does not contradict. Reading chosen: clean")


def barrier_red_case(name, op, preds, n):
    bufs = [Buf("i32", n, [int(p) for p in preds]), Buf("i32", n)]
    body = ["%%pv = memref.load %%b0[%%t] : memref<%dxi32>" % n,
            "%%r = nvvm.barrier #nvvm.reduction<%s> %%pv -> i32" % op,
            "memref.store %%r, %%b1[%%t] : memref<%dxi32>" % n]
    k = sum(1 for p in preds if p)
    r = {"popc": k, "and": int(k == n), "or": int(k > 0)}[op]
    add(Case("barrier", name, gpu_func(name, bufs, body), bufs,
             {1: [r] * n}, block=n))


barrier_red_case("bar-red-popc-48", "popc", [t % 3 == 0 for t in range(48)],
                 48)
barrier_red_case("bar-red-and-64", "and", [t != 40 for t in range(64)], 64)
barrier_red_case("bar-red-or-100", "or", [t == 99 for t in range(100)], 100)
barrier_red_case("bar-red-and-true-100", "and", [1] * 100, 100)


# --- warp sync, elect, activemask ----------------------------------------------------

def activemask_case(name, n=32, exit_at=None, divergent=False, note=""):
    bufs = [Buf("i32", n), Buf("i32", n)]
    am = '%am = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32'
    if divergent:
        # The branches differ before the query, so that no pass can hoist
        # the two queries into one before the branch.
        body = ["%c16 = arith.constant 16 : i32",
                "%low = arith.cmpi ult, %lane, %c16 : i32",
                "scf.if %low {",
                "  " + am,
                "  memref.store %%am, %%b0[%%t] : memref<%dxi32>" % n,
                "} else {",
                "  memref.store %%c1i, %%b1[%%t] : memref<%dxi32>" % n,
                "  " + am,
                "  memref.store %%am, %%b0[%%t] : memref<%dxi32>" % n,
                "}"]
    else:
        body = [am, "memref.store %%am, %%b0[%%t] : memref<%dxi32>" % n]
    out = [0] * n
    marks = [0] * n
    for t in range(n):
        if exit_at is not None and t >= exit_at:
            continue
        w, lane = warp_lanes(t)
        live = [u % 32 for u in range(w * 32, w * 32 + 32)
                if u < n and (exit_at is None or u < exit_at)]
        if divergent:
            live = [l for l in live if (l < 16) == (lane < 16)]
            marks[t] = int(lane >= 16)
        out[t] = sum(1 << l for l in live)
    add(Case("activemask", name, gpu_func(name, bufs, body, exit_at), bufs,
             {0: out, 1: marks}, block=n, note=note))


activemask_case("activemask-converged")
activemask_case("activemask-partial48", n=48)
activemask_case("activemask-exited", exit_at=20)
activemask_case("activemask-divergent-if-else", divergent=True,
                note="activemask: \"queries predicated-on active threads from "
                "the executing warp\"; which threads are active in each arm "
                "of a divergent branch is the GPU's scheduling, not fixed by "
                "the ISA: the arms running one after the other (each half) "
                "is what a GPU does")


def warp_sync_exited_case():
    """Threads 0-19 store, meet at bar.warp.sync 0xffffffff (lanes 20-31
    exited) and read a neighbour's word through shared memory."""
    n = 32
    bufs = [Buf("i32", n)]
    body = ["%c7 = arith.constant 7 : i32",
            "%w = arith.addi %ti, %c7 : i32",
            "memref.store %w, %sh[%t] : memref<32xi32, 3>",
            "%%full = %s" % const(FULL),
            "nvvm.bar.warp.sync %full : i32",
            "%c20 = arith.constant 20 : i32",
            "%n1 = arith.addi %ti, %c1i : i32",
            "%nx = arith.remui %n1, %c20 : i32",
            "%nxi = arith.index_cast %nx : i32 to index",
            "%x = memref.load %sh[%nxi] : memref<32xi32, 3>",
            "memref.store %x, %b0[%t] : memref<32xi32>"]
    out = [((t + 1) % 20) + 7 if t < 20 else 0 for t in range(n)]
    add(Case("exited", "bar-warp-sync-exited",
             gpu_func("bar-warp-sync-exited", bufs, body, 20,
                      workgroup="%sh: memref<32xi32, 3>"),
             bufs, {0: out}))


warp_sync_exited_case()


def elect_case(name, exit_at=None, n=32):
    bufs = [Buf("i32", n)]
    body = ["%e = nvvm.elect.sync -> i1",
            "%ei = arith.extui %e : i1 to i32",
            "memref.store %%ei, %%b0[%%t] : memref<%dxi32>" % n]
    live = n if exit_at is None else exit_at

    def check(out, live=live):
        ones = [t for t in range(n) if out[0][t]]
        if len(ones) != 1 or ones[0] >= live:
            return "expected exactly one elected lane among lanes 0-%d, got " \
                "%s" % (live - 1, ones)
        return None
    add(Case("exited" if exit_at else "elect", name,
             gpu_func(name, bufs, body, exit_at), bufs, {}, block=n,
             check=check))


elect_case("elect-full")
elect_case("elect-exited", exit_at=5)


# --- atomics --------------------------------------------------------------------------

PTR = ["%base = memref.extract_aligned_pointer_as_index %b0 : memref<4xi32> -> index",
       "%basei = arith.index_cast %base : index to i64",
       "%ptr = llvm.inttoptr %basei : i64 to !llvm.ptr"]


def atomic_case(name, n, init, op_lines, final, olds_check=None, ty="i32",
                vals=None):
    """Each of n threads applies one atomic to word 0 of buffer 0 (initial
    contents `init`) with its operand vals[t] (buffer 2), and stores the
    value it got back to buffer 1[t]. Word 0's final value must be `final`
    (order-independent); olds_check(olds) judges the returned values."""
    vals = vals if vals is not None else [t for t in range(n)]
    bufs = [Buf(ty, 4, init), Buf("i32", n), Buf(ty, n, vals)]
    body = ["%%v = memref.load %%b2[%%t] : memref<%dx%s>" % (n, ty)] + \
        op_lines + (["%ob = arith.bitcast %old : f32 to i32"] if ty == "f32"
                    else ["%ob = arith.addi %old, %c0i : i32"]) + \
        ["memref.store %%ob, %%b1[%%t] : memref<%dxi32>" % n]
    outs = {0: [final] + list(init[1:])}

    def check(bufs_out):
        return olds_check(bufs_out[1]) if olds_check else None
    add(Case("atomic", name, gpu_func(name, bufs, body), bufs, outs,
             block=n, check=check))


def multiset(expected):
    def judge(olds):
        if sorted(olds) != sorted(expected):
            return "returned values %s, expected the multiset %s" % (
                sorted(olds), sorted(expected))
        return None
    return judge


def rmw(kind, ty="i32"):
    return ["%%old = memref.atomic_rmw %s %%v, %%b0[%%c0] : (%s, memref<4x%s>) "
            "-> %s" % (kind, ty, ty, ty)]


def llvm_rmw(kind):
    return PTR + ["%%old = llvm.atomicrmw %s %%ptr, %%v seq_cst : !llvm.ptr, i32"
                  % kind]


def sequence(op, start, vals):
    """Every order gives the same multiset of old values when each step is
    the same function of the old value alone (inc/dec with one bound)."""
    olds, r = [], start
    for v in vals:
        olds.append(r)
        r = op(r, v)
    return olds, r


atomic_case("atom-add-i32-64", 64, [5, 0, 0, 0], rmw("addi"),
            u32(5 + sum(range(64))))
atomic_case("atom-add-wrap", 32, [0xFFFFFFF0, 0, 0, 0], rmw("addi"),
            u32(0xFFFFFFF0 + sum(range(32))))
atomic_case("atom-add-f32", 64, [f2b(1.0), 0, 0, 0], rmw("addf", "f32"),
            f2b(1.0 + 64 * 0.5), ty="f32", vals=[f2b(0.5)] * 64)
atomic_case("atom-max-s32", 32, [u32(-100), 0, 0, 0], rmw("maxs"),
            u32(max([-100] + [(-1) ** t * t * 1000 for t in lanes32])),
            vals=[u32((-1) ** t * t * 1000) for t in lanes32])
atomic_case("atom-min-s32", 32, [100, 0, 0, 0], rmw("mins"),
            u32(min([100] + [(-1) ** t * t * 1000 for t in lanes32])),
            vals=[u32((-1) ** t * t * 1000) for t in lanes32])
atomic_case("atom-max-u32", 32, [5, 0, 0, 0], rmw("maxu"),
            max([5] + [u32(0x7FFFFFF0 + 3 * t) for t in lanes32]),
            vals=[u32(0x7FFFFFF0 + 3 * t) for t in lanes32])
atomic_case("atom-min-u32", 32, [0xFFFFFFFF, 0, 0, 0], rmw("minu"),
            min([0xFFFFFFFF] + [u32(0x80000010 - 3 * t) for t in lanes32]),
            vals=[u32(0x80000010 - 3 * t) for t in lanes32])
atomic_case("atom-max-f32", 32, [f2b(-1000.0), 0, 0, 0], rmw("maximumf", "f32"),
            f2b(max(-1000.0, *[(t - 20) * 1.5 for t in lanes32])), ty="f32",
            vals=[f2b((t - 20) * 1.5) for t in lanes32])
atomic_case("atom-min-f32", 32, [f2b(1000.0), 0, 0, 0], rmw("minimumf", "f32"),
            f2b(min(1000.0, *[(t - 20) * 1.5 for t in lanes32])), ty="f32",
            vals=[f2b((t - 20) * 1.5) for t in lanes32])
atomic_case("atom-exch-f32-single", 1, [f2b(2.5), 0, 0, 0], rmw("assign", "f32"),
            f2b(-7.25), multiset([f2b(2.5)]), ty="f32", vals=[f2b(-7.25)])
inc_olds, inc_final = sequence(atom_inc, 0, [9] * 32)
atomic_case("atom-inc-wrap", 32, [0, 0, 0, 0], llvm_rmw("uinc_wrap"),
            inc_final, multiset(inc_olds), vals=[9] * 32)
dec_olds, dec_final = sequence(atom_dec, 5, [9] * 32)
atomic_case("atom-dec-wrap", 32, [5, 0, 0, 0], llvm_rmw("udec_wrap"),
            dec_final, multiset(dec_olds), vals=[9] * 32)
atomic_case("atom-inc-above-bound", 1, [100, 0, 0, 0], llvm_rmw("uinc_wrap"),
            atom_inc(100, 9), multiset([100]), vals=[9])
atomic_case("atom-dec-above-bound", 1, [100, 0, 0, 0], llvm_rmw("udec_wrap"),
            atom_dec(100, 9), multiset([100]), vals=[9])
atomic_case("atom-dec-zero", 1, [0, 0, 0, 0], llvm_rmw("udec_wrap"),
            atom_dec(0, 9), multiset([0]), vals=[9])
atomic_case("atom-inc-bound0", 1, [0, 0, 0, 0], llvm_rmw("uinc_wrap"),
            atom_inc(0, 0), multiset([0]), vals=[0])


def exch_check(n, init):
    def judge(bufs_out):
        final, olds = bufs_out[0][0], bufs_out[1]
        if sorted(olds + [final]) != sorted([init] + list(range(100, 100 + n))):
            return "exch: the old values %s and the final %d are not a " \
                "permutation of the initial and the written values" % (
                    olds, final)
        return None
    return judge


def exch_case():
    n = 32
    bufs = [Buf("i32", 4, [7, 0, 0, 0]), Buf("i32", n)]
    body = ["%c100 = arith.constant 100 : i32",
            "%v = arith.addi %ti, %c100 : i32",
            "%old = memref.atomic_rmw assign %v, %b0[%c0] : (i32, memref<4xi32>) -> i32",
            "memref.store %old, %b1[%t] : memref<32xi32>"]
    add(Case("atomic", "atom-exch", gpu_func("atom-exch", bufs, body), bufs,
             {}, check=exch_check(n, 7)))


exch_case()


def cas_case():
    """All threads compare-and-swap word 0 from 0 to t + 1: exactly one
    wins, the word holds its value, every loser read that value."""
    n = 32
    bufs = [Buf("i32", 4), Buf("i32", n), Buf("i32", n)]
    body = PTR + ["%new = arith.addi %ti, %c1i : i32",
                  "%res = llvm.cmpxchg %ptr, %c0i, %new acq_rel monotonic : !llvm.ptr, i32",
                  "%old = llvm.extractvalue %res[0] : !llvm.struct<(i32, i1)>",
                  "%ok = llvm.extractvalue %res[1] : !llvm.struct<(i32, i1)>",
                  "%oki = arith.extui %ok : i1 to i32",
                  "memref.store %old, %b1[%t] : memref<32xi32>",
                  "memref.store %oki, %b2[%t] : memref<32xi32>"]

    def judge(bufs_out):
        final, olds, oks = bufs_out[0][0], bufs_out[1], bufs_out[2]
        winners = [t for t in range(n) if oks[t]]
        if len(winners) != 1:
            return "cas: %d threads succeeded, expected 1" % len(winners)
        w = winners[0]
        if final != w + 1 or olds[w] != 0:
            return "cas: winner %d, word %d, its old %d" % (w, final, olds[w])
        if any(olds[t] != final for t in range(n) if t != w):
            return "cas: a loser did not read the winner's value: %s" % olds
        return None
    add(Case("atomic", "atom-cas", gpu_func("atom-cas", bufs, body), bufs, {},
             check=judge))


cas_case()


def shared_atomic_case():
    n = 64
    bufs = [Buf("i32", 1)]
    body = ["%is0 = arith.cmpi eq, %ti, %c0i : i32",
            "scf.if %is0 {",
            "  memref.store %c0i, %acc[%c0] : memref<1xi32, 3>",
            "}",
            "gpu.barrier",
            "%old = memref.atomic_rmw addi %ti, %acc[%c0] : (i32, memref<1xi32, 3>) -> i32",
            "gpu.barrier",
            "scf.if %is0 {",
            "  %s = memref.load %acc[%c0] : memref<1xi32, 3>",
            "  memref.store %s, %b0[%c0] : memref<1xi32>",
            "}"]
    add(Case("atomic", "atom-add-shared",
             gpu_func("atom-add-shared", bufs, body,
                      workgroup="%acc: memref<1xi32, 3>"),
             bufs, {0: [sum(range(n))]}, block=n))


shared_atomic_case()


# --- integer corners ---------------------------------------------------------------

def binop_case(cls, name, op, pairs, fn, ty="i32", undefined=False,
               note=""):
    n = len(pairs)
    width = (1 << (64 if ty == "i64" else 32)) - 1
    a = [p[0] & width for p in pairs]
    b = [p[1] & width for p in pairs]
    bufs = [Buf(ty, n, a), Buf(ty, n, b), Buf(ty, n)]
    body = ["%%a = memref.load %%b0[%%t] : memref<%dx%s>" % (n, ty),
            "%%b = memref.load %%b1[%%t] : memref<%dx%s>" % (n, ty),
            "%%r = %s %%a, %%b : %s" % (op, ty),
            "memref.store %%r, %%b2[%%t] : memref<%dx%s>" % (n, ty)]
    if undefined:
        # The ISA gives no value: a finding (any kind) and exit 4, no crash.
        add(Case(cls, name, gpu_func(name, bufs, body), bufs, {}, block=n,
                 exit=4, findings=("*",), note=note))
        return
    out = [fn(x, y) for x, y in pairs]
    add(Case(cls, name, gpu_func(name, bufs, body), bufs, {2: out}, block=n,
             note=note))


shift_amounts = [0, 1, 5, 31, 32, 33, 40, 63, 64, 255, 256, 0x7FFFFFFF,
                 0xFFFFFFFF, 0x80000000, 100, 32]
shift_values = [1, 0x80000001, 0xFFFFFFFF, 0x12345678]
shift_pairs = [(shift_values[k % 4], shift_amounts[k % 16]) for k in range(32)]
SHIFT_NOTE = ("LLVM's shl/lshr/ashr are poison for amounts >= 32, but the "
              "GPU runs PTX shl/shr, whose amounts clamp to 32")
binop_case("shift", "shl-clamp", "arith.shli", shift_pairs, shl32,
           note=SHIFT_NOTE)
binop_case("shift", "shr-u-clamp", "arith.shrui", shift_pairs, shr_u32,
           note=SHIFT_NOTE)
binop_case("shift", "shr-s-clamp", "arith.shrsi", shift_pairs, shr_s32,
           note=SHIFT_NOTE)
M64 = (1 << 64) - 1
shift64_pairs = [([1, 0x8000000000000001, M64, 0x123456789ABCDEF0][k % 4],
                  [0, 1, 31, 32, 63, 64, 65, 100, 127, 128, 255, 256,
                   0xFFFFFFFF, 1 << 32, M64, 64][k % 16]) for k in range(32)]
# The amount operand of PTX's shl.b64/shr.u64 is .u32: NVPTX passes an
# i64 amount's low 32 bits, so 2^32 shifts by 0 (an H200 agrees).
SHIFT64_NOTE = (SHIFT_NOTE + " (64 for .b64), and their amount is .u32: "
                "the low 32 bits of LLVM's i64 amount")
binop_case("shift", "shl-i64-clamp", "arith.shli", shift64_pairs,
           lambda a, b: (a << min(b & 0xFFFFFFFF, 64)) & M64, ty="i64",
           note=SHIFT64_NOTE)
binop_case("shift", "shr-u64-clamp", "arith.shrui", shift64_pairs,
           lambda a, b: a >> min(b & 0xFFFFFFFF, 64), ty="i64",
           note=SHIFT64_NOTE)
binop_case("shift", "shr-s64-clamp", "arith.shrsi", shift64_pairs,
           lambda a, b: ((a - (1 << 64) if a >> 63 else a)
                         >> min(b & 0xFFFFFFFF, 63)) & M64, ty="i64",
           note=SHIFT64_NOTE)
binop_case("shift", "shl-in-range", "arith.shli",
           [(0x9ABCDEF1, k) for k in range(32)], shl32)
binop_case("shift", "shr-s-in-range", "arith.shrsi",
           [(0x9ABCDEF1, k) for k in range(32)], shr_s32)

div_pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (-2147483648, 1),
             (-2147483648, 2), (2147483647, -1), (5, 7), (-5, 7), (1, -1),
             (-2147483647, -1), (100, 10), (-100, 10), (123456789, -1000),
             (-2147483648, 2147483647)]
udiv_pairs = [(0xFFFFFFFF, 2), (0x80000000, 0x10000), (7, 2), (0, 3),
              (0xFFFFFFFF, 0xFFFFFFFF), (5, 0xFFFFFFFF), (0x80000001, 0x80000000),
              (1000, 7)]
binop_case("div", "div-s32", "arith.divsi", div_pairs, div_s32)
binop_case("div", "rem-s32", "arith.remsi", div_pairs, rem_s32)
binop_case("div", "div-u32", "arith.divui", udiv_pairs, div_u32)
binop_case("div", "rem-u32", "arith.remui", udiv_pairs, rem_u32)
DIV_NOTE = "PTX div/rem: division by zero gives an unspecified value"
binop_case("div", "div-s32-by-zero", "arith.divsi", [(7, 0)] + [(1, 1)] * 31,
           None, undefined=True, note=DIV_NOTE)
binop_case("div", "div-u32-by-zero", "arith.divui", [(7, 0)] + [(1, 1)] * 31,
           None, undefined=True, note=DIV_NOTE)
binop_case("div", "rem-s32-by-zero", "arith.remsi", [(7, 0)] + [(1, 1)] * 31,
           None, undefined=True, note=DIV_NOTE)
binop_case("div", "rem-u32-by-zero", "arith.remui", [(7, 0)] + [(1, 1)] * 31,
           None, undefined=True, note=DIV_NOTE)
binop_case("div", "div-s32-intmin-by-minus1", "arith.divsi",
           [(-2147483648, -1)] + [(1, 1)] * 31, None, undefined=True,
           note="INT_MIN / -1 overflows s32: no value in the ISA")
binop_case("div", "rem-s32-intmin-by-minus1", "arith.remsi",
           [(-2147483648, -1)] + [(1, 1)] * 31, None, undefined=True,
           note="INT_MIN % -1: LLVM's srem overflows; the ISA gives no value")


# --- float corners ------------------------------------------------------------------

def unop_case(cls, name, in_ty, out_ty, lines, inputs, outputs, note=""):
    """out[t] = f(in[t]) with the kernel's `lines` mapping %x (loaded as
    in_ty bits) to %y (out_ty bits)."""
    n = len(inputs)
    bufs = [Buf(in_ty, n, inputs), Buf(out_ty, n)]
    body = ["%%x = memref.load %%b0[%%t] : memref<%dx%s>" % (n, in_ty)] + \
        lines + ["memref.store %%y, %%b1[%%t] : memref<%dx%s>" % (n, out_ty)]
    add(Case(cls, name, gpu_func(name, bufs, body), bufs, {1: outputs},
             block=n, note=note))


PAYLOAD_NAN_IN = 0x7FC00123
cvt_inputs = [0.0, -0.0, 1.5, -1.5, 2.7, -2.7, 0.9999999, -0.9999999,
              2147483520.0, 2147483648.0, -2147483648.0, -2147483904.0,
              3e9, -3e9, 1e30, -1e30, float("inf"), float("-inf"),
              float("nan"), 1e-45, -1e-45, 4294967040.0, 4294967296.0,
              5e9, 16777217.0, -16777216.0, 65535.9, -65535.9, 1.0, -1.0,
              100.5, 2.5]
cvt_bits = [f2b(x) for x in cvt_inputs]
cvt_bits[18] = 0xFFC00000  # a negative quiet NaN (x86's default NaN)
cvt_values = [b2f(b) for b in cvt_bits]
CVT_NOTE = ("LLVM's fptosi/fptoui are poison out of range; the GPU runs "
            "cvt.rzi, which saturates, NaN -> 0")
unop_case("cvt", "cvt-f32-s32", "i32", "i32",
          ["%xf = arith.bitcast %x : i32 to f32", "%y = arith.fptosi %xf : f32 to i32"],
          cvt_bits, [cvt_rzi(x, True, 32) for x in cvt_values], CVT_NOTE)
unop_case("cvt", "cvt-f32-u32", "i32", "i32",
          ["%xf = arith.bitcast %x : i32 to f32", "%y = arith.fptoui %xf : f32 to i32"],
          cvt_bits, [cvt_rzi(x, False, 32) for x in cvt_values], CVT_NOTE)
unop_case("cvt", "cvt-f32-s64", "i32", "i64",
          ["%xf = arith.bitcast %x : i32 to f32", "%y = arith.fptosi %xf : f32 to i64"],
          cvt_bits, [cvt_rzi(x, True, 64) for x in cvt_values],
          CVT_NOTE + "; NaN -> MININT for a 64-bit destination (PTX ISA 9.0)")
f64_inputs = [0.0, -2.5, 2147483647.9, 2147483648.0, -2147483649.0, 1e300,
              float("inf"), float("-inf"), float("nan"), 4294967295.5,
              -0.5, 123456.75, 5e-324, -1e-300, 3e10, 7.0]
unop_case("cvt", "cvt-f64-s32", "i64", "i32",
          ["%xf = arith.bitcast %x : i64 to f64", "%y = arith.fptosi %xf : f64 to i32"],
          [d2b(x) for x in f64_inputs],
          [cvt_rzi(x, True, 32, source_f64=True) for x in f64_inputs],
          CVT_NOTE + "; NaN from .f64 -> MININT (PTX ISA 9.0)")
unop_case("cvt", "cvt-f64-u32", "i64", "i32",
          ["%xf = arith.bitcast %x : i64 to f64", "%y = arith.fptoui %xf : f64 to i32"],
          [d2b(x) for x in f64_inputs],
          [cvt_rzi(x, False, 32, source_f64=True) for x in f64_inputs],
          CVT_NOTE + "; NaN from .f64 -> 1 << 31 (PTX ISA 9.0)")
int_inputs = [0, 1, -1, 16777216, 16777217, 16777219, -16777217, 2147483647,
              -2147483648, 0x7FFFFFC0, 0x7FFFFFBF, 33554435, 3, -3, 1 << 30,
              123456789]
unop_case("cvt", "cvt-s32-f32", "i32", "i32",
          ["%xf = arith.sitofp %x : i32 to f32", "%y = arith.bitcast %xf : f32 to i32"],
          [u32(x) for x in int_inputs], [f2b(float(x)) for x in int_inputs])
unop_case("cvt", "cvt-u32-f32", "i32", "i32",
          ["%xf = arith.uitofp %x : i32 to f32", "%y = arith.bitcast %xf : f32 to i32"],
          [u32(x) for x in int_inputs], [f2b(float(u32(x))) for x in int_inputs])


unop_case("nan", "nan-sqrt-negative", "i32", "i32",
          ["%xf = arith.bitcast %x : i32 to f32", "%yf = math.sqrt %xf : f32",
           "%y = arith.bitcast %yf : f32 to i32"],
          [f2b(-1.0), f2b(-0.0), f2b(4.0), F32_NINF, PAYLOAD_NAN_IN],
          [CANONICAL_NAN, 0x80000000, f2b(2.0), CANONICAL_NAN, CANONICAL_NAN],
          "sqrt.rn.f32 of a negative number is NaN: the canonical 0x7fffffff")
# PTX clz.b32: "the number of leading zeros ... For .b32, the result is 32
# when a is 0"; popc counts ones.
unop_case("bits", "clz-b32", "i32", "i32", ["%y = math.ctlz %x : i32"],
          [0, 1, 0x80000000, 0x00010000, 0xFFFFFFFF, 0x7FFFFFFF],
          [32, 31, 0, 15, 0, 1])
unop_case("bits", "popc-b32", "i32", "i32", ["%y = math.ctpop %x : i32"],
          [0, 1, 0x80000000, 0x00010001, 0xFFFFFFFF, 0x7FFFFFFF],
          [0, 1, 1, 2, 32, 31])


def fbin_case(cls, name, op, pairs, fn, note=""):
    n = len(pairs)
    bufs = [Buf("i32", n, [p[0] for p in pairs]), Buf("i32", n, [p[1] for p in pairs]),
            Buf("i32", n)]
    body = ["%%a = memref.load %%b0[%%t] : memref<%dxi32>" % n,
            "%%b = memref.load %%b1[%%t] : memref<%dxi32>" % n,
            "%af = arith.bitcast %a : i32 to f32",
            "%bf = arith.bitcast %b : i32 to f32",
            "%%r = %s %%af, %%bf : f32" % op,
            "%rb = arith.bitcast %r : f32 to i32",
            "memref.store %%rb, %%b2[%%t] : memref<%dxi32>" % n]
    add(Case(cls, name, gpu_func(name, bufs, body), bufs,
             {2: [fn(a, b) for a, b in pairs]}, block=n, note=note))


ONE, TWO, ZERO, NZERO = f2b(1.0), f2b(2.0), 0, 0x80000000
PAYLOAD_NAN, NEG_NAN = 0x7FC00123, 0xFFC00000
nan_pairs = [(F32_INF, F32_NINF), (F32_NINF, F32_INF), (PAYLOAD_NAN, ONE),
             (ONE, PAYLOAD_NAN), (NEG_NAN, ONE), (ONE, NEG_NAN),
             (0x7F800001, ONE), (ONE, TWO)]
NAN_NOTE = ("NaN results carry the canonical NaN 0x7fffffff on the GPU "
            "(x86 gives 0xffc00000 or keeps the input's payload)")
fbin_case("nan", "nan-addf", "arith.addf", nan_pairs,
          lambda a, b: f32_arith("add", a, b), NAN_NOTE)
fbin_case("nan", "nan-subf", "arith.subf",
          [(F32_INF, F32_INF), (F32_NINF, F32_NINF), (PAYLOAD_NAN, ONE),
           (ONE, NEG_NAN), (TWO, ONE)],
          lambda a, b: f32_arith("sub", a, b), NAN_NOTE)
fbin_case("nan", "nan-mulf", "arith.mulf",
          [(ZERO, F32_INF), (F32_NINF, NZERO), (PAYLOAD_NAN, ZERO),
           (NEG_NAN, TWO), (TWO, TWO)],
          lambda a, b: f32_arith("mul", a, b), NAN_NOTE)
fbin_case("nan", "nan-divf", "arith.divf",
          [(ZERO, ZERO), (NZERO, ZERO), (F32_INF, F32_NINF), (PAYLOAD_NAN, ONE),
           (ONE, ZERO), (f2b(-1.0), ZERO), (ONE, NZERO), (ONE, TWO)],
          lambda a, b: f32_arith("div", a, b), NAN_NOTE)
MINMAX_NOTE = ("PTX min/max.f32: one NaN input gives the other input, two "
               "give the canonical NaN; min/max.NaN: any NaN gives the "
               "canonical NaN")
mm_pairs = [(ONE, TWO), (TWO, ONE), (F32_NAN, ONE), (ONE, F32_NAN),
            (NEG_NAN, TWO), (F32_NAN, PAYLOAD_NAN), (f2b(-3.5), F32_NINF),
            (F32_INF, PAYLOAD_NAN)]
fbin_case("minmax", "minnumf", "arith.minnumf", mm_pairs, fmin_num, MINMAX_NOTE)
fbin_case("minmax", "maxnumf", "arith.maxnumf", mm_pairs, fmax_num, MINMAX_NOTE)
fbin_case("minmax", "minimumf", "arith.minimumf", mm_pairs, fmin_nan,
          MINMAX_NOTE)
fbin_case("minmax", "maximumf", "arith.maximumf", mm_pairs, fmax_nan,
          MINMAX_NOTE)

SUB = [0x00000001, 0x00000003, 0x007FFFFF, 0x00800000, 0x80000001]
fbin_case("subnormal", "subnormal-addf", "arith.addf",
          [(SUB[0], SUB[0]), (SUB[2], SUB[0]), (SUB[3], SUB[4]), (SUB[1], SUB[4])],
          lambda a, b: f32_arith("add", a, b))
fbin_case("subnormal", "subnormal-mulf", "arith.mulf",
          [(SUB[3], f2b(0.5)), (SUB[1], f2b(0.5)), (SUB[0], f2b(0.5)),
           (SUB[2], f2b(2.0))],
          lambda a, b: f32_arith("mul", a, b))
fbin_case("subnormal", "subnormal-divf", "arith.divf",
          [(SUB[3], f2b(4.0)), (SUB[1], f2b(2.0)), (SUB[0], f2b(2.0)),
           (SUB[2], SUB[0])],
          lambda a, b: f32_arith("div", a, b))


def fma_case():
    a = 1.0 + 2.0 ** -12
    c = -(1.0 + 2.0 ** -11)
    triples = [(f2b(a), f2b(a), f2b(c)),          # exact 2^-24; unfused 0
               (ZERO, F32_INF, ONE),               # 0 * inf + 1: NaN
               (ONE, ONE, PAYLOAD_NAN),            # NaN addend
               (f2b(3.0), f2b(-2.0), f2b(6.0)),    # +0
               (SUB[3], f2b(0.5), SUB[0])]         # subnormal result
    expected = [f2b(2.0 ** -24), CANONICAL_NAN, CANONICAL_NAN, 0,
                f2b(b2f(SUB[3]) * 0.5 + b2f(SUB[0]))]
    n = len(triples)
    bufs = [Buf("i32", n, [t[k] for t in triples]) for k in range(3)] + \
        [Buf("i32", n)]
    body = []
    for k, v in enumerate("abc"):
        body += ["%%%s = memref.load %%b%d[%%t] : memref<%dxi32>" % (v, k, n),
                 "%%%sf = arith.bitcast %%%s : i32 to f32" % (v, v)]
    body += ["%r = math.fma %af, %bf, %cf : f32",
             "%rb = arith.bitcast %r : f32 to i32",
             "memref.store %%rb, %%b3[%%t] : memref<%dxi32>" % n]
    add(Case("fma", "fma-f32", gpu_func("fma-f32", bufs, body), bufs,
             {3: expected}, block=n, note=NAN_NOTE))


fma_case()
