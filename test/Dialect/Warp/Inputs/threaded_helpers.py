#!/usr/bin/env python3
"""Writes a kernel that threads its warp through N distinct private helpers,
each carrying the warp through an scf.for bounded by a parameter (W17 asks
every call site for that parameter's uniformity; W2/W18 follow each helper's
warp parameter back through the callers). The verifier once took minutes on
N = 300 (N^2 to N^3: every helper's check rescanned the module, re-solved the
kernel and re-followed the whole chain of helpers before it).

  threaded_helpers.py N [--lane-bound K] [--forged K]

--lane-bound K: the call of helper K passes the lane id as its loop bound
  (W17 at helper K's scf.for: the bound is not shown lane-uniform).
--forged K: the call of helper K passes a warp that an
  unrealized_conversion_cast made (W18 at the call, from helper K's walk).
Both emit the expected-error lines for -verify-diagnostics.
"""
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("n", type=int)
parser.add_argument("--lane-bound", type=int, default=-1)
parser.add_argument("--forged", type=int, default=-1)
args = parser.parse_args()

out = ["gpu.module @m {"]
for i in range(args.n):
    expect = ""
    if i == args.lane_bound:
        expect = ("\n    // expected-error @+1 {{W17: carries warp value "
                  "'!warp.warp<all>' but its upper bound is not shown "
                  "lane-uniform}}")
    out.append(f"""  func.func private @h{i}(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index{expect}
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {{
      %s = warp.shuffle xor %y, %v, 2 : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }}
    return %r#0, %r#1 : !warp.warp<all>, i32
  }}""")
out.append("""  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32""")
w, v = "%w", "%li"
for i in range(args.n):
    bound = "%li" if i == args.lane_bound else "%n"
    if i == args.forged:
        out.append("    // expected-note @+2 {{made here}}")
        out.append("    // expected-error @+2 {{W18: uses '!warp.warp<all>' made "
                   "by 'builtin.unrealized_conversion_cast'}}")
        out.append(f"    %f{i} = builtin.unrealized_conversion_cast %li : i32 to !warp.warp<all>")
        w = f"%f{i}"
    out.append(f"    %c{i}:2 = func.call @h{i}({w}, {bound}, {v}) : "
               "(!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)")
    w, v = f"%c{i}#0", f"%c{i}#1"
out.append(f"    memref.store {v}, %out[%lane] : memref<32xi32>")
out.append("    gpu.return\n  }\n}")
print("\n".join(out))
