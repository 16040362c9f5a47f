#!/usr/bin/env python3
"""The static map's correctness target (issue 32), opt-in (not CI: minutes
on the simulator): wt.StaticMap under --sim against a Python dict with
10^5 keys drawn from a smaller pool (duplicates inside one batch), then
as many absent keys.

  python3 bench/staticmap/correctness.py [--keys 100000]
      [--config linear:4:0.8:1 --config double:32:0.95:2 ...]
      [--kernels warp|twin] [--json FILE]

Each --config is probing:tile:load:seed. Checks, per configuration: the
count inserted equals the number of distinct keys; every present key is
found with one of the values inserted for it and contains() is True; every
absent key gives the empty value and False; inserting the batch again adds
nothing. Prints one line per configuration with the seconds taken and
exits 1 on the first mismatch. PYTHONPATH must reach the build's warptile
package (build/python_packages or similar).
"""

import argparse
import json
import sys
import time

import numpy as np

import warptile as wt

DEFAULT_CONFIGS = ["linear:4:0.8:1", "double:32:0.95:2"]


def run(keys_n, probing, tile, load, seed, kernels):
    rng = np.random.default_rng(seed * 7919 + tile * 31 + int(load * 100))
    pool_size = keys_n * 3 // 4
    pool = np.unique(rng.integers(1, 2**63, size=pool_size * 2,
                                  dtype=np.uint64))[:pool_size]
    rng.shuffle(pool)
    keys = pool[rng.integers(0, len(pool), size=keys_n)]
    values = rng.integers(0, 2**63, size=keys_n, dtype=np.uint64)
    oracle = {}
    for k, v in zip(keys.tolist(), values.tolist()):
        oracle.setdefault(k, set()).add(v)
    absent = rng.integers(2**63, 2**64 - 1, size=keys_n, dtype=np.uint64)
    absent = np.unique(absent)
    m = wt.StaticMap(int(np.ceil(len(oracle) / load)), tile=tile,
                     probing=probing, backend="sim", seed=seed,
                     kernels=kernels)
    start = time.perf_counter()
    inserted = m.insert(keys, values)
    t_insert = time.perf_counter() - start
    problems = []
    if inserted != len(oracle):
        problems.append(f"inserted {inserted}, distinct keys {len(oracle)}")
    present = np.array(list(oracle), dtype=np.uint64)
    query = np.concatenate([present, absent])
    start = time.perf_counter()
    found = m.find(query)
    t_find = time.perf_counter() - start
    flags = m.contains(query)
    bad = 0
    for k, v, f in zip(query.tolist(), found.tolist(), flags.tolist()):
        ok = (v in oracle[k] and f) if k in oracle else \
            (v == 2**64 - 1 and not f)
        if not ok:
            bad += 1
            if bad <= 5:
                problems.append(f"key {k}: found {v}, contains {f}")
    if bad:
        problems.append(f"{bad} of {len(query)} queries wrong")
    again = m.insert(keys, values)
    if again != 0:
        problems.append(f"inserting the batch again added {again}")
    return {"probing": probing, "tile": tile, "load": load, "seed": seed,
            "kernels": kernels, "keys": keys_n, "distinct": len(oracle),
            "absent": int(len(absent)), "slots": m.num_slots,
            "inserted": inserted, "insert_s": t_insert, "find_s": t_find,
            "ok": not problems, "problems": problems}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keys", type=int, default=100_000)
    parser.add_argument("--config", action="append",
                        help="probing:tile:load:seed (repeatable)")
    parser.add_argument("--kernels", default="warp", choices=["warp", "twin"])
    parser.add_argument("--json")
    args = parser.parse_args()
    results = []
    for config in args.config or DEFAULT_CONFIGS:
        probing, tile, load, seed = config.split(":")
        r = run(args.keys, probing, int(tile), float(load), int(seed),
                args.kernels)
        results.append(r)
        print(f"{r['kernels']} {probing} g{tile} load {load} seed {seed}: "
              f"{r['keys']} keys ({r['distinct']} distinct) into "
              f"{r['slots']} slots, inserted {r['inserted']}, "
              f"{r['absent']} absent; insert {r['insert_s']:.1f} s, find "
              f"{r['find_s']:.1f} s: " + ("ok" if r["ok"] else
                                          "MISMATCH " + "; ".join(r["problems"])),
              flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    sys.exit(0 if all(r["ok"] for r in results) else 1)


if __name__ == "__main__":
    main()
