#!/usr/bin/env python3
"""swap_loops.py N: N chained scf.for loops, each swapping two distinct
buffers, then a tile.launch of partitions of the last loop's results."""
import sys


def main():
    n = int(sys.argv[1])
    out = [
        "tile.kernel @step(%x: !tile.part<1024xf32>, "
        "%y: !tile.part<1024xf32>, %t0: !tile.token) {",
        "  tile.return %t0 : !tile.token",
        "}",
        "func.func @host(%buf: memref<1024xf32>, %buf2: memref<1024xf32>) {",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %c4 = arith.constant 4 : index",
    ]
    prev = ("%buf", "%buf2")
    t = "memref<1024xf32>"
    for i in range(1, n + 1):
        out.append(
            "  %%r%d:2 = scf.for %%i%d = %%c0 to %%c4 step %%c1 "
            "iter_args(%%a%d = %s, %%b%d = %s) -> (%s, %s) { "
            "scf.yield %%b%d, %%a%d : %s, %s }"
            % (i, i, i, prev[0], i, prev[1], t, t, i, i, t, t))
        prev = ("%%r%d#0" % i, "%%r%d#1" % i)
    out += [
        "  %%p0 = tile.partition %s : %s -> !tile.part<1024xf32>" % (prev[0], t),
        "  %%p1 = tile.partition %s : %s -> !tile.part<1024xf32>" % (prev[1], t),
        "  tile.launch @step(%p0, %p1) : (!tile.part<1024xf32>, "
        "!tile.part<1024xf32>)",
        "  return",
        "}",
    ]
    print("\n".join(out))


if __name__ == "__main__":
    main()
