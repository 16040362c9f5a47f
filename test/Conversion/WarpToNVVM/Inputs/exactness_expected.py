"""Expected outputs of exactness-cycles.mlir, from lane sets (not from the
lowering): exactness_expected.py KERNEL OUT.npy."""
import sys

import numpy as np

kernel, path = sys.argv[1], sys.argv[2]
out = np.zeros(32, dtype=np.int32)


def mask(lanes):
    return sum(1 << lane for lane in lanes)


if kernel in ("for_half", "while_half"):
    # The then-region's lanes (lane < 16), then their even lanes on every
    # later trip (the even half of the even half is itself).
    lanes = [lane for lane in range(16)]
    trips = 2 if kernel == "for_half" else 3
    for trip in range(trips):
        out[trip] = mask(lanes)
        lanes = [lane for lane in lanes if lane % 2 == 0]
elif kernel == "block_cycle":
    for lane in range(16):
        out[lane] = 2 * (lane ^ 1)
elif kernel == "call_cycle":
    for lane in range(16):
        out[lane] = lane ^ 2
else:
    sys.exit("unknown kernel " + kernel)
np.save(path, out)
