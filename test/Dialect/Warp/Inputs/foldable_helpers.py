#!/usr/bin/env python3
"""Writes a gpu.module whose kernel threads its warp through N private
helpers, each with arithmetic that canonicalize folds away and a warp.reduce
on the warp it was passed: a function pass rewrites every helper while the
verifier checks the others (nested-pipeline-threads.test).

Usage: foldable_helpers.py N"""
import sys


def main():
    n = int(sys.argv[1])
    out = ["gpu.module @m {"]
    for i in range(n):
        out.append(f"  func.func private @h{i}(%w: !warp.warp<all>, %v: i32)"
                   " -> (!warp.warp<all>, i32) {")
        out.append("    %c0 = arith.constant 0 : i32")
        x = "%v"
        for j in range(6):
            out += [f"    %a{j} = arith.addi {x}, %c0 : i32",
                    f"    %b{j} = arith.muli %a{j}, %a{j} : i32",
                    f"    %d{j} = arith.muli %a{j}, %a{j} : i32",
                    f"    %e{j} = arith.subi %b{j}, %d{j} : i32",
                    f"    %x{j} = arith.addi %a{j}, %e{j} : i32"]
            x = f"%x{j}"
        out.append(f"    %s = warp.reduce add %w, {x} : !warp.warp<all>, i32")
        out.append("    return %w, %s : !warp.warp<all>, i32")
        out.append("  }")
    out.append("  gpu.func @k(%out: memref<32xi32>) kernel attributes "
               "{known_block_size = array<i32: 32, 1, 1>} {")
    out.append("    %w = warp.entry : !warp.warp<all>")
    out.append("    %lane = gpu.lane_id")
    out.append("    %li = arith.index_cast %lane : index to i32")
    w, r = "%w", "%li"
    for i in range(n):
        out.append(f"    %w{i}, %r{i} = func.call @h{i}({w}, {r}) : "
                   "(!warp.warp<all>, i32) -> (!warp.warp<all>, i32)")
        w, r = f"%w{i}", f"%r{i}"
    out.append(f"    memref.store {r}, %out[%lane] : memref<32xi32>")
    out.append("    gpu.return")
    out.append("  }")
    out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
