"""Inputs, expected buffers and warp-run commands for
test/Analysis/cuda/attack34_corpus.cu (issue 34's adversarial round).

Each expected buffer is computed with NumPy from what the CUB 3 primitive,
cooperative-groups call or CUDA intrinsic is documented to compute (prefix
sums, reductions, stable radix sorts, exchanges, shuffles by the PTX ISA's
source-lane rule, votes, matches, redux). Nothing here reads the simulator
or the inline-PTX reader.

Usage: attack34_expected.py PREFIX MLIR SEED WARP_RUN [NAME,...]
(writes PREFIX.*.npy and prints one warp-run command per kernel on stdout;
with names, only for the kernels whose mangled name contains one of them)
"""
import sys

import numpy as np

prefix, mlir, seed, warp_run = sys.argv[1:5]
only = sys.argv[5].split(',') if len(sys.argv) > 5 else None
rng = np.random.default_rng(3434)
TYPES = {np.dtype('int32'): 'i32', np.dtype('uint32'): 'u32',
         np.dtype('float32'): 'f32', np.dtype('float64'): 'f64',
         np.dtype('int64'): 'i64', np.dtype('uint64'): 'u64',
         np.dtype('uint8'): 'u8'}


def i32(a):
    return (np.asarray(a, dtype=np.int64) & 0xffffffff).astype(
        np.uint32).view(np.int32)


def u32(a):
    return (np.asarray(a, dtype=np.int64) & 0xffffffff).astype(np.uint32)


def sm(n, lo=-50, hi=50):
    return rng.integers(lo, hi, n).astype(np.int32)


def run(kernel, block, args, expect, tol=None):
    if only and not any(name in kernel for name in only):
        return
    cmd = [warp_run, '--sim', '--sim-seed', seed, mlir, '--kernel', kernel,
           '--block', ','.join(map(str, block))]
    for i, a in enumerate(args):
        if isinstance(a, np.ndarray):
            path = '%s.%s.in%d.npy' % (prefix, kernel, i)
            np.save(path, a)
            cmd += ['--arg', '%s[%d]=file:%s' % (TYPES[a.dtype], a.size, path)]
        else:
            cmd += ['--arg', a]
    for i, e in expect.items():
        t = args[i].dtype if isinstance(args[i], np.ndarray) else None
        path = '%s.%s.out%d.npy' % (prefix, kernel, i)
        np.save(path, np.asarray(e).astype(t) if t is not None else e)
        cmd += ['--expect', '%d=%s' % (i, path)]
    if tol:
        cmd += ['--rtol', tol, '--atol', tol]
    print(' '.join(cmd) + '; echo "exit $?"')


# CUB warp primitives on logical warps of 1, 2, 8 lanes: sum and max,
# defined in each logical warp's lane 0.
for w, k in [(1, '_Z5wr_l1Pi'), (2, '_Z5wr_l2Pi'), (8, '_Z5wr_l8Pi')]:
    x = sm(32)
    e = x.copy()
    for g in range(0, 32, w):
        e[g] = x[g:g + w].sum() * 1000 + x[g:g + w].max()
    run(k, (32,), [x], {0: e})
for w, k, n in [(2, '_Z5ws_l2Pi', 32), (16, '_Z6ws_l16Pi', 32),
                (32, '_Z6ws_l32Pi', 64)]:
    x = sm(n, 0, 10)
    e = np.zeros(n, np.int64)
    for g in range(0, n, w):
        s = x[g:g + w].astype(np.int64)
        inc = np.cumsum(s)
        e[g:g + w] = inc * 10000 + (inc - s) * 100 + s.sum()
    run(k, (n,), [x], {0: i32(e)})
x = sm(32)
e = np.full(32, -1, np.int64)
for h in range(0, 32, 5):
    e[h] = x[h:h + 5].sum()
run('_Z10wr_headsegPi', (32,), [x], {0: e})
x = sm(32)
e = x.copy()
e[0] = x[:19].sum()
run('_Z10wr_partialPi', (32,), [x], {0: e})
# Block reductions and scans in blocks of 33, 48, 2-D 16x6, 3-D 4x4x3.
for k, n in [('_Z11br33_rakingPi', 33), ('_Z9br33_warpPi', 33),
             ('_Z9br48_commPi', 48), ('_Z9br48_warpPi', 48)]:
    x = sm(n)
    e = x.copy()
    e[0], e[1] = x.sum(), x.max()
    run(k, (n,), [x], {0: e})
x = sm(48)
run('_Z9bs48_memoPi', (48,), [x], {0: np.cumsum(x)})
x = sm(96)
e = x.copy()
e[0] = x.sum()
run('_Z5br_2dPi', (16, 6), [x], {0: e})
x = sm(48)
run('_Z5bs_3dPi', (4, 4, 3), [x], {0: np.cumsum(x) - x})
# Data movement and block algorithms.
x = rng.integers(0, 3, 128).astype(np.int32)
e = np.ones(128, np.int64)
e[1:] = x[1:] != x[:-1]
run('_Z10disc_headsPi', (64,), [x], {0: e})
x = sm(96)
a = np.zeros(96, np.int64)
a[:93] = x[3:]
run('_Z11shuffle_blkPi', (96,), [x], {0: a * 1000 + np.roll(x, -5)})
x = sm(256)
run('_Z10exch_slicePi', (64,), [x], {0: x})
x = sm(256)
run('_Z11load_warp_tPiS_', (64,), [x, np.zeros(256, np.int32)], {1: 2 * x})
x = rng.integers(0, 1 << 20, 288).astype(np.uint32)
run('_Z7rsort96Pj', (96,), [x], {0: x[np.argsort(x & 0xfff, kind='stable')]})
x = rng.integers(0, 16, 192).astype(np.uint8)
run('_Z13hist_atomic48PhPj', (48,), [x, np.zeros(16, np.uint32)],
    {1: np.bincount(x, minlength=16)})
x = sm(192)
e = x.astype(np.int64)
e[:-1] = x[:-1].astype(np.int64) - x[1:]
run('_Z13adjdiff_rightPi', (96,), [x], {0: e})
x = sm(128)
e = np.zeros(128, np.int64)
for t in range(32):
    for i in range(4):
        e[t * 4 + i] = x[t // 16 * 64 + i * 16 + t % 16]
run('_Z7wexch16Pi', (32,), [x], {0: e})
x = sm(64)
run('_Z6wload8PiS_', (32,), [x, np.zeros(64, np.int32)],
    {1: x + np.tile([1, 2], 32)})
# Cooperative groups.
x = sm(64)
run('_Z5cg_t1Pi', (64,), [x], {0: x + 64})
x = sm(96)
e = np.array([x[t // 8 * 8:t].sum() * 1000 + (t // 8) * 10 + t % 8
              for t in range(96)])
run('_Z10cg_t8_metaPi', (96,), [x], {0: e})
x = sm(48)
run('_Z8cg_dyn16Pi', (48,), [x], {0: x + (np.arange(48) % 16) * 100 + 160000})
x = rng.integers(0, 100, 64).astype(np.int32)
e = x.astype(np.int64)
for w in range(2):
    ls = [l for l in range(32) if x[w * 32 + l] % 3 == 0]
    big = int(any(x[w * 32 + j] > 50 for j in ls))
    for r, l in enumerate(ls):
        e[w * 32 + l] = x[w * 32 + ls[0]] * 1000 + r * 10 + len(ls) + 100000 * big
run('_Z12cg_coal_shflPi', (64,), [x], {0: e})
x = sm(64)
e = np.zeros(64, np.int64)
for w in range(2):
    for l in range(32):
        grp = [j for j in range(32) if (x[w * 32 + j] & 3) == (x[w * 32 + l] & 3)]
        e[w * 32 + l] = sum(int(x[w * 32 + j]) for j in grp) * 100 + grp.index(l)
run('_Z13cg_labeled_2dPi', (32, 2), [x], {0: e})
# Intrinsics: __reduce_*_sync, __match_all_sync (equal in warp 0, not in
# warp 1), widths 8 and 16.
x = np.concatenate([rng.integers(0, 256, 32),
                    rng.integers(0, 1 << 31, 32)]).astype(np.uint32)
e = np.zeros(64, np.int64)
for w in range(2):
    v = x[w * 32:w * 32 + 32].astype(np.int64)
    same = len(set((v >> 8).tolist())) == 1
    base = (v.sum() + v.min() * 3 + v.max() * 5 +
            np.bitwise_and.reduce(v | 0xf0) * 7 +
            np.bitwise_or.reduce(v & 0xf) * 11 + np.bitwise_xor.reduce(v) * 13 +
            (0xffffffff if same else 0) * 17 + int(same) * 19)
    for l in range(32):
        u16 = v[l - 2] if l % 16 >= 2 else v[l]
        e[w * 32 + l] = base + v[l ^ 3] * 23 + u16 * 29
run('_Z4intrPj', (64,), [x], {0: u32(e)})
x = sm(32)
v = x.astype(np.int64)
n = v.copy()
for l in range(16):
    n[l] = v[l] + (v[l + 1] if l < 15 else v[l])
n[:16] += n[:16].sum()
for l in range(16, 32):
    n[l] = v[l] + v[l ^ 4]
n[16:] += sum(1 for l in range(16, 32) if n[l] & 1)
run('_Z10half_masksPi', (32,), [x], {0: n})
d = rng.standard_normal(32)
L = rng.integers(-1 << 40, 1 << 40, 32)
a, b = d.copy(), L.copy()
for o in (2, 1):
    a = np.array([a[l] + (a[l + o] if l % 4 + o < 4 else a[l]) for l in range(32)])
    b = np.array([b[l] + b[l ^ o] for l in range(32)])
run('_Z6shfl64PdPx', (32,), [d, L.astype(np.int64)], {0: a, 1: b}, tol='1e-12')
x = sm(32)
run('_Z15activemask_fullPi', (32,), [x], {0: x[np.arange(32) ^ 1]})
x = sm(200)
c = np.zeros(128, np.int64)
for t in range(128):
    w = t // 32
    c[t] = sum(1 for j in range(32) if x[w * 32 + j] > 0)
    if t < 72:
        c[t] += sum(1 for j in range(32) if w * 32 + j < 72 and x[128 + w * 32 + j] > 0)
e = x.astype(np.int64)
e[:128] = c
run('_Z11ballot_loopPii', (128,), [x, 'i32:200'], {0: e})
x = sm(64, 0, 120)
v = x.astype(np.int64)
if (v > 100).any():
    v = np.array([v[(t // 32) * 32 + ((t % 32) ^ 16)] for t in range(64)])
if sum(v & 1) > 5:
    v = np.array([v[t] + (v[t + 1] if t % 32 < 31 else v[t]) for t in range(64)])
run('_Z14sync_or_branchPi', (64,), [x], {0: v})
x = sm(64)
run('_Z6tile3dPi', (8, 4, 2), [x],
    {0: np.array([x[t // 16 * 16:t // 16 * 16 + 16].sum() + x[t // 16 * 16 + 15]
                  for t in range(64)])})
x = sm(48)
run('_Z12ballot_48_okPi', (48,), [x],
    {0: x + x[np.arange(48) // 16 * 16 + (np.arange(48) % 16 ^ 8)]})
# More CUB and idioms.
x = sm(32)
e = x.copy()
e[0] = x[:13].sum()
run('_Z10d_wr_validPii', (32,), [x, 'i32:13'], {0: e})
x = sm(100)
e = x.copy()
e[0] = x.min()
run('_Z14d_br100_rakingPi', (100,), [x], {0: e})
x = sm(96)
e = x.copy()
e[0] = x.sum()
run('_Z12d_br_2d_commPi', (8, 12), [x], {0: e})
x = sm(64)
run('_Z14d_nested_tilesPi', (64,), [x],
    {0: np.array([x[t // 4 * 4:t // 4 * 4 + 4].sum() * 1000 +
                  x[t // 16 * 16:t // 16 * 16 + 16].max() for t in range(64)])})
x = rng.integers(0, 16, 32).astype(np.uint32)
e = np.zeros(32, np.int64)
for t in range(32):
    g = range(t // 8 * 8, t // 8 * 8 + 8)
    same = len(set(int(x[j] & 1) for j in g)) == 1
    e[t] = (sum(1 << (j - g[0]) for j in g if x[j] & 2) +
            (int(any(x[j] & 4 for j in g)) << 8) +
            (int(all(x[j] & 8 for j in g)) << 9) + (int(same) << 10) +
            int(same) * 2048 +
            (sum(1 << (j - g[0]) for j in g if (x[j] & 3) == (x[t] & 3)) << 12))
run('_Z13d_tile8_votesPj', (32,), [x], {0: u32(e)})
x = sm(32)
run('_Z5d_rotPi', (32,), [x],
    {0: np.array([x[(t + 1) & 31] - x[31 - t] for t in range(32)])})
x = sm(64)
e = x.copy()
e[0] = x[:32].sum()
run('_Z11d_warp_exitPi', (64,), [x], {0: e})
x = sm(64)
e = x.copy()
e[0] = x[:32].max()
e[32:] = np.minimum.accumulate(x[32:])
run('_Z11d_warp_specPi', (64,), [x], {0: e})
x = sm(32)
v = np.where(x & 1, x * 3, x)
e = v.copy()
e[0] = v.sum()
run('_Z8d_reconvPi', (32,), [x], {0: e})
x = sm(32)
e = x.copy()
e[:11] += x[0]
run('_Z8d_leaderPii', (32,), [x, 'i32:11'], {0: e})
x = rng.integers(-5, 5, 32).astype(np.int32)
e = x.copy()
e[0], e[1] = x.min(), int(np.argmin(x))
run('_Z8d_minlocPi', (32,), [x], {0: e})
# The short scan: a constant 1200 in every lane wraps past 32767.
f = rng.standard_normal(32).astype(np.float32)
d = rng.standard_normal(32)
u = rng.integers(0, 1 << 62, 32).astype(np.uint64)
ed, eu = d.copy(), u.copy()
ed[0] = d.max()
eu[0] = np.uint64(int(u.astype(object).sum()) & ((1 << 64) - 1))
run('_Z7d_typesPfPdPyPs', (32,), [f, d, u, 'i16[32]=const:1200'],
    {0: np.maximum.accumulate(f), 1: ed, 2: eu})
x = rng.standard_normal(96).astype(np.float32)
run('_Z13d_rsort_floatPf', (48,), [x], {0: np.sort(x)[::-1]})
x = rng.standard_normal(33).astype(np.float32)
e = x.copy()
e[0] = x.astype(np.float64).sum()
run('_Z12d_br_float33Pf', (33,), [x], {0: e}, tol='1e-5')
x = sm(128)
run('_Z11d_loop_scanPi', (32,), [x], {0: np.cumsum(x)})
# Run since reads of unwritten shared memory are reported at their uses
# (CUB's padding and halo reads are discarded): BlockScan<int, 33> in both
# algorithms (inclusive sums), BlockScan<int, 100>'s exclusive max-scan
# from -1000 with the aggregate of the inputs alone, WarpMergeSort<int, 2,
# 16> (each logical warp sorts its 32 items).
for k in ['_Z9bs33_warpPi', '_Z11bs33_rakingPi']:
    x = sm(33)
    run(k, (33,), [x], {0: np.cumsum(x)})
x = sm(100)
e = np.maximum.accumulate(np.concatenate([[-1000], x[:-1]]))
run('_Z7d_bs100Pi', (100,), [x], {0: e * 1000 + x.max()})
x = sm(64, -1000, 1000)
run('_Z8wmsort16Pi', (32,), [x], {0: np.concatenate([np.sort(x[:32]),
                                                     np.sort(x[32:])])})
