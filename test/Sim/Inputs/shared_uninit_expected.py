"""Inputs and expected buffers of test/Sim/shared-uninit-cuda.test, from
what each CUB primitive is defined to compute (an inclusive prefix sum, an
exclusive max-scan with an initial value and the block aggregate, a sort
of each logical warp's items) and from the kernels' own C++ for the two
hand-written legal programs, with NumPy: nothing here reads the simulator.

Usage: shared_uninit_expected.py PREFIX (writes PREFIX.NAME.in.npy and
PREFIX.NAME.out.npy for each kernel)
"""
import sys

import numpy as np

prefix = sys.argv[1]
rng = np.random.default_rng(34)


def save(name, x, e):
    np.save('%s.%s.in.npy' % (prefix, name), x.astype(np.int32))
    np.save('%s.%s.out.npy' % (prefix, name), np.asarray(e).astype(np.int32))


x = rng.integers(-50, 50, 33)
save('scan33', x, np.cumsum(x))
x = rng.integers(-50, 50, 100)
# ExclusiveScan(v, e, init, max, aggregate): e[0] = init, e[i] = max(init,
# x[0..i-1]); the aggregate is the max of the inputs alone.
init = -1000
e = np.maximum.accumulate(np.concatenate([[init], x[:-1]]))
save('scan100', x, e * 1000 + x.max())
# 16-lane logical warps of 2 items each: each sorts its 32 items.
x = rng.integers(-1000, 1000, 64)
save('msort16', x, np.concatenate([np.sort(x[:32]), np.sort(x[32:])]))
x = rng.integers(-50, 50, 32)
save('selected', x, x)  # n > 0 selects s[t] = x[t]
save('unused', x, x * 2)
x = rng.integers(-50, 50, 32)
# x[t] = (t < 31) & (x[t + 1] > 0); lane 31's term is false.
e = np.array([int(t < 31 and x[t + 1] > 0) for t in range(32)])
save('anded', x, e)
