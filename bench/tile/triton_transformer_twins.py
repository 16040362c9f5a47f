"""The Triton twins of examples/tile/transformer: the same tiles, warps
and sizes as ours (bench/tile/peers-ptx compiles them for their PTX; no
GPU). Each follows the kernel users write in Triton (the attention one is
the tutorial's fused attention forward, reduced to one head, K given
transposed as ours is)."""

import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def rotary(x, cos, sin, y, H: tl.constexpr, HALF: tl.constexpr,
           BT: tl.constexpr):
    # x, y [T, H, 2, HALF]; cos, sin [T, HALF]; one program per (block of
    # BT tokens, head, half).
    rows = tl.program_id(0) * BT + tl.arange(0, BT)[:, None]
    h, half = tl.program_id(1), tl.program_id(2)
    cols = tl.arange(0, HALF)[None, :]
    base = (rows * H + h) * 2 * HALF + cols
    mine = tl.load(x + base + half * HALF)
    theirs = tl.load(x + base + (1 - half) * HALF)
    c = tl.load(cos + rows * HALF + cols)
    s = tl.load(sin + rows * HALF + cols)
    sign = (2 * half - 1).to(tl.float32)
    tl.store(y + base + half * HALF, mine * c + theirs * s * sign)


@triton.jit
def rmsnorm(x, gamma, eps, y, M, N: tl.constexpr, R: tl.constexpr):
    rows = tl.program_id(0) * R + tl.arange(0, R)[:, None]
    cols = tl.arange(0, N)[None, :]
    m = rows < M
    v = tl.load(x + rows * N + cols, mask=m, other=0.0)
    r = tl.rsqrt(tl.sum(v * v, axis=1) / N + eps)
    g = tl.load(gamma + tl.arange(0, N))
    tl.store(y + rows * N + cols, v * r[:, None] * g[None, :], mask=m)


@triton.jit
def layernorm_rows(x, gamma, beta, eps, y, M, N: tl.constexpr,
                   R: tl.constexpr):
    rows = tl.program_id(0) * R + tl.arange(0, R)[:, None]
    cols = tl.arange(0, N)[None, :]
    m = rows < M
    v = tl.load(x + rows * N + cols, mask=m, other=0.0)
    mean = tl.sum(v, axis=1) / N
    d = v - mean[:, None]
    rstd = tl.rsqrt(tl.sum(d * d, axis=1) / N + eps)
    g = tl.load(gamma + tl.arange(0, N))
    b = tl.load(beta + tl.arange(0, N))
    tl.store(y + rows * N + cols, d * rstd[:, None] * g[None, :] + b[None, :],
             mask=m)


@triton.jit
def linear_gelu(x, w, bias, y, N: tl.constexpr, K: tl.constexpr,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.program_id(1) * BN + tl.arange(0, BN)
    ks = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        a = tl.load(x + rows[:, None] * K + (k + ks)[None, :])
        b = tl.load(w + (k + ks)[:, None] * N + cols[None, :])
        acc = tl.dot(a, b, acc)
    v = acc + tl.load(bias + cols)[None, :]
    inner = 0.7978845608 * (v + 0.044715 * v * v * v)
    g = 0.5 * v * (1.0 + libdevice.tanh(inner))
    tl.store(y + rows[:, None] * N + cols[None, :], g.to(tl.float16))


@triton.jit
def attention(q, kt, v, scale, o, T: tl.constexpr, D: tl.constexpr,
              BM: tl.constexpr, BN: tl.constexpr):
    i = tl.program_id(0)
    rows = i * BM + tl.arange(0, BM)
    d = tl.arange(0, D)
    qt = tl.load(q + rows[:, None] * D + d[None, :])
    m = tl.full([BM], float("-inf"), tl.float32)
    l = tl.zeros([BM], tl.float32)
    acc = tl.zeros([BM, D], tl.float32)
    for j in range(0, i + 1):
        cols = j * BN + tl.arange(0, BN)
        kb = tl.load(kt + d[:, None] * T + cols[None, :])
        s = tl.dot(qt, kb) * scale
        s = tl.where((cols[None, :] > rows[:, None]), float("-inf"), s)
        mn = tl.maximum(m, tl.max(s, 1))
        p = tl.exp(s - mn[:, None])
        alpha = tl.exp(m - mn)
        l = l * alpha + tl.sum(p, 1)
        vb = tl.load(v + cols[:, None] * D + d[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), vb)
        m = mn
    tl.store(o + rows[:, None] * D + d[None, :], acc / l[:, None])
