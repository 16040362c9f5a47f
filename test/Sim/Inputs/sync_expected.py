#!/usr/bin/env python3
"""Expected buffers of the kernels in test/Sim/{exited-lanes,barriers,exit,
activemask}.mlir, computed from the PTX ISA's rules (not from the
simulator), written as .npy files for warp-run --expect.

usage: sync_expected.py KERNEL OUT.npy

The rules used (PTX ISA):
  * shfl.sync / vote.sync / redux.sync / match.sync wait for the non-exited
    lanes of the member mask; the result is over the lanes that execute it
    (in a partial warp the missing lanes do not exist);
  * shfl.sync's source lane: up j = lane - b (valid when j >= maxLane),
    down/bfly j = lane + b / lane ^ b (valid when j <= maxLane), idx
    j = minLane | (b & ~segmask); an invalid source gives the lane's own a;
  * elect.sync elects the lowest lane of the mask that executes it;
  * activemask: the lanes that execute it together (docs/Sim.md).
"""

import os
import sys

# The shfl.sync rule of the ISA oracle (test/Sim/isa/Inputs/ptx_semantics.py),
# one Python copy of the ISA's pseudo-code for every test that needs it.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "isa", "Inputs"))
from npy_io import write_npy  # noqa: E402
from ptx_semantics import shfl_source  # noqa: E402

FULL = 0xFFFFFFFF


def save(path, values, shape=None):
    write_npy(path, values, "<i4", shape)


def warps(threads):
    """(first thread, lanes) of each warp of a block of `threads`."""
    return [(w, min(32, threads - w)) for w in range(0, threads, 32)]


def short_warp():
    # 48 threads: warp 0 of 32 lanes, warp 1 of 16. Rows (x48): ballot of
    # true, redux.add of the lane, shfl.bfly 8 of tid*10, match.any of
    # lane/4, elect, vote.all of lane < 16, the neighbour's shared word
    # after bar.warp.sync.
    rows = [[0] * 48 for _ in range(7)]
    for first, n in warps(48):
        lanes = range(n)
        members = sum(1 << l for l in lanes)
        for l in lanes:
            t = first + l
            rows[0][t] = members
            rows[1][t] = sum(lanes)
            j, _ = shfl_source("bfly", l, 8, 31)
            rows[2][t] = (first + j) * 10
            rows[3][t] = sum(1 << k for k in lanes if k // 4 == l // 4)
            rows[4][t] = int(l == min(lanes))
            rows[5][t] = int(all(k < 16 for k in lanes))
            rows[6][t] = first + (l ^ 1)
    return sum(rows, [])


def early_return():
    # 32 threads, lanes >= 24 return first. Rows (x32): ballot of odd
    # lanes, redux.add of the lane, shfl.up 1 (c = 0) of lane*3, vote.any
    # of lane == 23; the returned lanes write nothing (0).
    rows = [[0] * 32 for _ in range(4)]
    lanes = range(24)
    for l in lanes:
        rows[0][l] = sum(1 << k for k in lanes if k % 2)
        rows[1][l] = sum(lanes)
        j, _ = shfl_source("up", l, 1, 0)
        rows[2][l] = j * 3
        rows[3][l] = 1
    return sum(rows, [])


def exchange(threads, live):
    # Each live thread writes tid + 100 to shared word tid, waits at the
    # barrier, reads word (tid + 1) % live.
    return [((t + 1) % live) + 100 if t < live else 0 for t in range(threads)]


def producer_consumer():
    # 64 threads, 3 rounds: warp 0 produces in[r*32 + lane] * 2 into shared
    # memory (bar.arrive 1, 64 / bar.sync 2, 64), warp 1 consumes it
    # (bar.sync 1, 64 / bar.arrive 2, 64) into out[r*32 + lane]; in = iota.
    return [2 * i for i in range(96)]


def exit_in_function():
    # 64 threads: odd threads call a device function that exits; the others
    # write tid + 1 after the call, then (all of them that are left) meet at
    # bar.sync 0 and a full-mask redux.add of 1 in row 2.
    rows = [[0] * 64 for _ in range(3)]
    for t in range(64):
        rows[0][t] = 7  # before the call, every thread
        if t % 2 == 0:
            rows[1][t] = t + 1
            rows[2][t] = 16  # the 16 even lanes of its warp
    return sum(rows, [])


def activemask_entry():
    # 48 threads: activemask at entry, a converged warp.
    return [FULL] * 32 + [0xFFFF] * 16


def activemask_divergent():
    # 32 threads: lanes 0-11 take the then branch, 12-31 the else branch.
    return [0x00000FFF] * 12 + [0xFFFFF000] * 20


def activemask_shuffle():
    # 32 threads: in each half of the branch (lanes < 12, lanes >= 12),
    # mask = activemask(); v = shfl.sync.idx(mask, x, first lane of the
    # half) + shfl.sync.up(mask, x, 1, c = first lane of the half) with
    # x = iota * 10, + redux.sync.add(mask, lane).
    out = []
    for l in range(32):
        first, end = (0, 12) if l < 12 else (12, 32)
        _, valid = shfl_source("up", l, 1, first)
        up = l - 1 if valid else l
        out.append(first * 10 + up * 10 + sum(range(first, end)))
    return out


def activemask_cuda():
    # Inputs/sync.cu: shfl.sync.idx(mask, lane * 10, first lane of the arm)
    # + redux.sync.add(mask, lane), mask = the arm's lanes.
    out = []
    for l in range(32):
        first, end = (0, 12) if l < 12 else (12, 32)
        out.append(first * 10 + sum(range(first, end)))
    return out


def activemask_beside_collective():
    # 32 threads: lanes 0-15 wait at a full-mask shuffle while lanes 16-31
    # read activemask, then shuffle too: the mask is theirs alone (row 0),
    # and the shuffle (idx 31) gives lane 31's value to all (row 1).
    rows = [[0] * 32 for _ in range(2)]
    for l in range(32):
        rows[0][l] = 0xFFFF0000 if l >= 16 else 0
        rows[1][l] = 31
    return sum(rows, [])


KERNELS = {
    "short_warp": short_warp,
    "early_return": early_return,
    "exit_then_sync": lambda: exchange(64, 40),
    "sync_1_64_short": lambda: exchange(48, 48),
    "producer_consumer": producer_consumer,
    # 64 threads: warp 0 and warp 1 meet at barrier 0 from different ops;
    # thread t reads what thread 63 - t wrote (t).
    "warps_split": lambda: [63 - t for t in range(64)],
    # 48 threads: bar.red.popc of (tid odd) over the 48 threads.
    "red_popc_short": lambda: [sum(t % 2 for t in range(48))] * 48,
    "exit_in_function": exit_in_function,
    "activemask_entry": activemask_entry,
    "activemask_divergent": activemask_divergent,
    "activemask_shuffle": activemask_shuffle,
    "activemask_beside_collective": activemask_beside_collective,
    "activemask_cuda": activemask_cuda,
}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in KERNELS:
        sys.exit("usage: sync_expected.py {%s} OUT.npy" % ",".join(KERNELS))
    save(sys.argv[2], KERNELS[sys.argv[1]]())
