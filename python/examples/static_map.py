"""A GPU static hash map from Python (issue 32): bulk insert, find and
contains of 64-bit keys, on the CPU simulator (backend="cuda" on a GPU),
checked against a dict."""

import numpy as np
import warptile as wt

rng = np.random.default_rng(0)
keys = rng.integers(0, 5000, size=4000, dtype=np.uint64)   # duplicates inside
values = rng.integers(0, 2**63, size=4000, dtype=np.uint64)
oracle = {}
for k, v in zip(keys.tolist(), values.tolist()):
    oracle.setdefault(k, set()).add(v)

m = wt.StaticMap(len(oracle) * 5 // 4, tile=8, probing="double",
                 backend="sim")
inserted = m.insert(keys, values)
found = m.find(keys)
absent = np.arange(5000, 5100, dtype=np.uint64)
assert inserted == len(oracle)
assert all(v in oracle[k] for k, v in zip(keys.tolist(), found.tolist()))
assert not m.contains(absent).any()
print(f"{inserted} distinct keys of {len(keys)} in {m.num_slots} slots; "
      f"find and contains agree with a dict")
