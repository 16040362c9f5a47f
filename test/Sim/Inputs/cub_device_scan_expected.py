"""Inputs and expected buffers of DeviceScan::InclusiveSum's two kernels
(test/Sim/cub-device.test), from what CUB's decoupled look-back computes
(cub/agent/single_pass_scan_operators.cuh, cub/agent/agent_scan.cuh, CUB 3):

* DeviceScanInitKernel(tile_state, num_tiles): the tile descriptors are
  uint2 {status, value} words; the 32 padding ones before the tiles' get
  SCAN_TILE_OOB (0), each tile's SCAN_TILE_INVALID (99), values 0.
* DeviceScanKernel: the output is the inclusive prefix sum (NumPy's cumsum);
  each tile leaves SCAN_TILE_INCLUSIVE (101) with its inclusive prefix: the
  sum of the items up to its end, where a partial last tile counts the
  slots past num_items as copies of its first item (agent_scan.cuh loads a
  partial tile with `*(d_in + tile_offset)` as the out-of-bounds default).

Tiles are 128 threads x 24 items (Policy900's sm90_tuning for a 4-byte
primitive sum: the kernel's nvvm.maxntid is 128).

Usage: cub_device_scan_expected.py PREFIX N   (writes PREFIX.NAME.npy)
"""
import sys

import numpy as np

TILE = 128 * 24
PADDING = 32
OOB, INVALID, INCLUSIVE = 0, 99, 101


def main():
    prefix, n = sys.argv[1], int(sys.argv[2])

    def save(name, array):
        np.save("%s.%s.npy" % (prefix, name), array)

    tiles = (n + TILE - 1) // TILE
    x = ((np.arange(n) * 2654435761) % 1000 - 500).astype(np.int64)
    save("scan_in", x.astype(np.int32))
    save("scan_out", (np.cumsum(x) & 0xffffffff).astype(np.uint32).view(
        np.int32))
    init = np.zeros((PADDING + tiles, 2), dtype=np.int64)
    init[:PADDING, 0] = OOB
    init[PADDING:, 0] = INVALID
    save("desc_init", init.astype(np.uint32).reshape(-1))
    after = init.copy()
    padded = np.concatenate([x, np.full(tiles * TILE - n, x[(tiles - 1) *
                                                          TILE])])
    for t in range(tiles):
        after[PADDING + t] = (INCLUSIVE, padded[:(t + 1) * TILE].sum())
    save("desc_after", (after & 0xffffffff).astype(np.uint32).reshape(-1))


if __name__ == "__main__":
    main()
