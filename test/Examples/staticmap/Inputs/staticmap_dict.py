"""A Python dict as the oracle of the static map kernels (examples/staticmap).

  gen DIR --tile G --seed S [--keys N --distinct D --absent A --load L]
      writes DIR/{slots,keys,values,queries,counters}.npy and prints
      'NUM_SLOTS NUM_KEYS NUM_QUERIES' for the warp-run lines
  check DIR [--full]
      reads DIR/{slots_out,counters_out,found,flags}.npy and compares them
      with the dict; prints one line and exits 1 on a difference

Independent of the kernels: the expected answers are a dict's (the first
insertion of a key is the only one; any of a key's values inserted in the
same batch may win the race, so a found value is checked to be one of
them), and the table's layout is only checked for what the contract fixes
(each inserted key once, in a slot, with one of its values; empty slots
hold the sentinels).
"""

import argparse
import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "Sim", "isa", "Inputs"))
from npy_io import read_npy, write_npy  # noqa: E402

MASK = (1 << 64) - 1
EMPTY_KEY = MASK          # --arg i64:-1
EMPTY_VALUE = MASK - 1    # --arg i64:-2


def is_prime(n):
    if n < 2:
        return False
    for d in range(2, int(math.isqrt(n)) + 1):
        if n % d == 0:
            return False
    return True


def windows_for(capacity, tile):
    """The contract's window count: the smallest prime >= ceil(capacity / G),
    at least 3."""
    n = max(3, -(-capacity // tile))
    while not is_prime(n):
        n += 1
    return n


def gen(args):
    rng = random.Random(args.seed * 1000 + args.tile)
    distinct = set()
    while len(distinct) < args.distinct:
        k = rng.getrandbits(64)
        if k not in (EMPTY_KEY,):
            distinct.add(k)
    distinct = sorted(distinct)
    # Every distinct key at least once, then duplicates, shuffled.
    keys = list(distinct) + [rng.choice(distinct)
                             for _ in range(args.keys - len(distinct))]
    rng.shuffle(keys)
    values = [rng.getrandbits(64) % EMPTY_VALUE for _ in keys]
    absent = set()
    while len(absent) < args.absent:
        k = rng.getrandbits(64)
        if k not in distinct and k != EMPTY_KEY:
            absent.add(k)
    queries = list(distinct) + sorted(absent)
    rng.shuffle(queries)
    capacity = math.ceil(len(distinct) / args.load)
    windows = windows_for(capacity, args.tile)
    num_slots = windows * args.tile
    os.makedirs(args.dir, exist_ok=True)
    write_npy(os.path.join(args.dir, "slots.npy"),
              [EMPTY_KEY, EMPTY_VALUE] * num_slots, "<i8")
    write_npy(os.path.join(args.dir, "keys.npy"), keys, "<i8")
    write_npy(os.path.join(args.dir, "values.npy"), values, "<i8")
    write_npy(os.path.join(args.dir, "queries.npy"), queries, "<i8")
    write_npy(os.path.join(args.dir, "counters.npy"), [0, 0], "<i8")
    print(num_slots, len(keys), len(queries))


def check(args):
    d = args.dir
    keys = read_npy(os.path.join(d, "keys.npy"))
    values = read_npy(os.path.join(d, "values.npy"))
    queries = read_npy(os.path.join(d, "queries.npy"))
    slots = read_npy(os.path.join(d, "slots_out.npy"))
    counters = read_npy(os.path.join(d, "counters_out.npy"))
    found = read_npy(os.path.join(d, "found.npy"))
    flags = read_npy(os.path.join(d, "flags.npy"))
    inserted = {}
    for k, v in zip(keys, values):
        inserted.setdefault(k, set()).add(v)
    errors = []
    table = {}
    for s in range(len(slots) // 2):
        k, v = slots[2 * s], slots[2 * s + 1]
        if k == EMPTY_KEY:
            if v != EMPTY_VALUE:
                errors.append("slot %d: empty key with value %#x" % (s, v))
            continue
        if k in table:
            errors.append("key %#x in slots %d and %d" % (k, table[k][0], s))
        table[k] = (s, v)
        if k not in inserted:
            errors.append("slot %d holds %#x, never inserted" % (s, k))
        elif v not in inserted[k]:
            errors.append("slot %d: key %#x has value %#x, not one inserted"
                          % (s, k, v))
    num_slots = len(slots) // 2
    if args.full:
        # More distinct keys than slots: every slot is taken, the overflow
        # is reported, and nothing loops.
        if counters[0] != num_slots or counters[1] != 1:
            errors.append("full table: counters %s, expected [%d, 1]"
                          % (counters, num_slots))
    else:
        if counters[0] != len(inserted):
            errors.append("inserted %d, the dict has %d distinct keys"
                          % (counters[0], len(inserted)))
        if counters[1] != 0:
            errors.append("the table reported full")
    for q, got, flag in zip(queries, found, flags):
        present = q in table if args.full else q in inserted
        want_flag = 1 if present else 0
        if flag != want_flag:
            errors.append("contains(%#x) = %d, expected %d" % (q, flag,
                                                              want_flag))
        if present:
            if got not in inserted[q]:
                errors.append("find(%#x) = %#x, not one of its values"
                              % (q, got))
            elif got != table[q][1]:
                errors.append("find(%#x) = %#x, the table holds %#x"
                              % (q, got, table[q][1]))
        elif got != EMPTY_VALUE:
            errors.append("find(%#x) = %#x for an absent key" % (q, got))
    if errors:
        for e in errors[:20]:
            print("staticmap dict: MISMATCH " + e)
        print("staticmap dict: %d errors" % len(errors))
        return 1
    print("staticmap dict: ok (%d keys, %d distinct, %d queries, %d slots)"
          % (len(keys), len(inserted), len(queries), num_slots))
    return 0


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen")
    g.add_argument("dir")
    g.add_argument("--tile", type=int, required=True)
    g.add_argument("--seed", type=int, required=True)
    g.add_argument("--keys", type=int, default=200)
    g.add_argument("--distinct", type=int, default=150)
    g.add_argument("--absent", type=int, default=20)
    g.add_argument("--load", type=float, default=0.8)
    c = sub.add_parser("check")
    c.add_argument("dir")
    c.add_argument("--full", action="store_true")
    args = p.parse_args()
    return gen(args) or 0 if args.cmd == "gen" else check(args)


if __name__ == "__main__":
    sys.exit(main())
