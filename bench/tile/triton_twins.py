"""The Triton twins of the tile examples: the same tiles, one program per
block or row. bench/tile/peers-ptx compiles them for their PTX (no GPU);
bench/tile/gpu times them beside ours on a GPU."""

import triton
import triton.language as tl


@triton.jit
def vector_add(a, b, c, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(c + offs, tl.load(a + offs, mask=m) + tl.load(b + offs, mask=m),
             mask=m)


@triton.jit
def add_accumulate(a, b, c, N: tl.constexpr, BM: tl.constexpr,
                   BN: tl.constexpr):
    rows = tl.program_id(0) * BM + tl.arange(0, BM)[:, None]
    cols = tl.program_id(1) * BN + tl.arange(0, BN)[None, :]
    offs = rows * N + cols
    tl.store(c + offs, tl.load(c + offs) + (tl.load(a + offs) +
                                            tl.load(b + offs)))


@triton.jit
def softmax(x, y, N: tl.constexpr):
    offs = tl.program_id(0) * N + tl.arange(0, N)
    v = tl.load(x + offs)
    e = tl.exp(v - tl.max(v, axis=0))
    tl.store(y + offs, e / tl.sum(e, axis=0))


@triton.jit
def layernorm(x, gamma, beta, eps, y, N: tl.constexpr, BLOCK: tl.constexpr):
    cols = tl.arange(0, BLOCK)
    m = cols < N
    offs = tl.program_id(0) * N + cols
    v = tl.load(x + offs, mask=m, other=0.0)
    mean = tl.sum(v, axis=0) / N
    d = tl.where(m, v - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / N + eps)
    out = d * rstd * tl.load(gamma + cols, mask=m) + tl.load(beta + cols, mask=m)
    tl.store(y + offs, out, mask=m)


@triton.jit
def permute_heads(src, dst, H: tl.constexpr, S: tl.constexpr, D: tl.constexpr,
                  BS: tl.constexpr):
    # src [B, H, S, D] -> dst [B, S, H, D]; one program per (b, block, h).
    b, s, h = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    rows = s * BS + tl.arange(0, BS)[:, None]
    cols = tl.arange(0, D)[None, :]
    x = tl.load(src + ((b * H + h) * S + rows) * D + cols)
    tl.store(dst + ((b * S + rows) * H + h) * D + cols, x)


@triton.jit
def matmul(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
           BK: tl.constexpr, GROUP: tl.constexpr):
    """C = A x B (row-major), f32 accumulation, programs in grouped order
    (GROUP block rows at a time), as Triton's tutorial."""
    pid = tl.program_id(0)
    grid_m, grid_n = tl.cdiv(M, BM), tl.cdiv(N, BN)
    group = pid // (GROUP * grid_n)
    first = group * GROUP
    size = min(grid_m - first, GROUP)
    pm = first + (pid % (GROUP * grid_n)) % size
    pn = (pid % (GROUP * grid_n)) // size
    rm = (pm * BM + tl.arange(0, BM)) % M
    rn = (pn * BN + tl.arange(0, BN)) % N
    rk = tl.arange(0, BK)
    pa = a + rm[:, None] * K + rk[None, :]
    pb = b + rk[:, None] * N + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for _ in range(0, tl.cdiv(K, BK)):
        acc += tl.dot(tl.load(pa), tl.load(pb))
        pa += BK
        pb += BK * N
    cm = pm * BM + tl.arange(0, BM)
    cn = pn * BN + tl.arange(0, BN)
    tl.store(c + cm[:, None] * N + cn[None, :], acc)
