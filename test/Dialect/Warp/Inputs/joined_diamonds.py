"""Prints a kernel whose entry warp is used in N join blocks, one after
each of N lane-dependent diamonds, and consumed in the last (W5's joined
blocks). With `bad`, the last diamond's one side also reads the warp (W5).
Usage: joined_diamonds.py N [bad]"""
import sys

n = int(sys.argv[1])
bad = len(sys.argv) > 2 and sys.argv[2] == "bad"
lines = [
    "gpu.module @m {",
    "  gpu.func @k(%out: memref<32xi32>) kernel"
    " attributes {known_block_size = array<i32: 32, 1, 1>} {",
    "    %w = warp.entry : !warp.warp<all>",
    "    %lane = gpu.lane_id",
    "    %li = arith.index_cast %lane : index to i32",
    "    %c16 = arith.constant 16 : index",
    "    %hi = arith.cmpi uge, %lane, %c16 : index",
    "    cf.br ^j0",
]
for i in range(n):
    lines += [
        f"  ^j{i}:",
        f"    %r{i} = warp.reduce add %w, %li : !warp.warp<all>, i32",
        f"    cf.cond_br %hi, ^a{i}, ^b{i}",
        f"  ^a{i}:",
    ]
    if bad and i == n - 1:
        lines.append(f"    %x = warp.reduce add %w, %li : !warp.warp<all>, i32")
    lines += [f"    cf.br ^j{i + 1}", f"  ^b{i}:", f"    cf.br ^j{i + 1}"]
lines += [
    f"  ^j{n}:",
    "    %e, %o = warp.diverge %w, even"
    " : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>",
    "    %m = warp.merge %e, %o"
    " : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>",
    "    gpu.return",
    "  }",
    "}",
]
print("\n".join(lines))
