#!/usr/bin/env python3
"""Prints a kernel with N ballots (N = argv[1]) whose member mask is the lane
id: lane 0 is never in it, so --warp-check-convergence reports C2 at every
ballot: N errors, the i-th (from 1) on line i + 4."""
import sys

n = int(sys.argv[1])
print("gpu.module @m {")
print("  gpu.func @k() kernel {")
print("    %p = arith.constant true")
print("    %lane = nvvm.read.ptx.sreg.laneid : i32")
for i in range(n):
    print("    %%b%d = nvvm.vote.sync ballot %%lane, %%p -> i32" % i)
print("    gpu.return")
print("  }")
print("}")
