#!/usr/bin/env python3
"""Chains of ops whose verifiers read their operands' definitions.

    verifier_chains.py shuffles N   N warp.shuffles, each offset the last result
    verifier_chains.py partitions N N tile.partitions of casts of the last one
    verifier_chains.py uniform-ifs N N warp.ifs on a kernel flag, one after
                                    another, each reducing in its region
"""
import sys


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    out = []
    if kind == "shuffles":
        out.append("gpu.module @m {")
        out.append("  gpu.func @k(%v: i32, %x0: i32) kernel attributes "
                   "{known_block_size = array<i32: 32, 1, 1>} {")
        out.append("    %w = warp.entry : !warp.warp<all>")
        for i in range(1, n + 1):
            out.append("    %%x%d = warp.shuffle xor %%w, %%v, %%x%d : "
                       "!warp.warp<all>, i32" % (i, i - 1))
        out.append("    gpu.return")
        out.append("  }")
        out.append("}")
    elif kind == "partitions":
        out.append("func.func @host(%m0: memref<8xf32>) {")
        for i in range(1, n + 1):
            out.append("  %%p%d = tile.partition %%m%d : memref<8xf32> -> "
                       "!tile.part<4xf32>" % (i, i - 1))
            out.append("  %%m%d = builtin.unrealized_conversion_cast %%p%d : "
                       "!tile.part<4xf32> to memref<8xf32>" % (i, i))
        out.append("  return")
        out.append("}")
    elif kind == "uniform-ifs":
        out.append("gpu.module @m {")
        out.append("  gpu.func @k(%v: i32, %flag: i1) kernel attributes "
                   "{known_block_size = array<i32: 32, 1, 1>} {")
        out.append("    %w0 = warp.entry : !warp.warp<all>")
        for i in range(1, n + 1):
            out.append("    %%w%d = warp.if %%w%d, %%flag -> !warp.warp<all> {"
                       % (i, i - 1))
            out.append("    ^bb0(%d: !warp.warp<all>):")
            out.append("      %%r%d = warp.reduce add %%d, %%v : "
                       "!warp.warp<all>, i32" % i)
            out.append("      warp.yield %d : !warp.warp<all>")
            out.append("    } else {")
            out.append("    ^bb0(%d: !warp.warp<all>):")
            out.append("      warp.yield %d : !warp.warp<all>")
            out.append("    }")
        out.append("    gpu.return")
        out.append("  }")
        out.append("}")
    else:
        sys.exit("unknown kind " + kind)
    print("\n".join(out))


if __name__ == "__main__":
    main()
