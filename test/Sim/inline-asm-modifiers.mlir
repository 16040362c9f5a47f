// An operand modifier changes what LLVM prints for an operand: `${0:n}`
// negates an immediate (the PTX below is `bar.warp.sync 1;` for -1, a mask
// that leaves out lanes 1-31 of the warp running it), `:s` prints
// (32 - imm) & 31. The inline PTX reader took `${0:n}` as `$0`: the
// simulator ran the snippet with the full mask and the convergence checker
// read it as full (issue 27 round 30). Now a modifier other than `r` and
// `c` (which print the operand as `$0` does) is not read: the simulator
// refuses the kernel, and the checker says it cannot read the snippet (C5).
// `${0:c}` still runs.
// RUN: not warp-run --sim %s --kernel negated --block 32 --arg i32[32]=iota --arg i32[32] 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: warp-opt --warp-check-convergence %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHECK
// RUN: warp-run --sim %s --kernel bare --block 32 --arg i32[32]=iota --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=BARE
// RUN: warp-ptx %s | FileCheck %s --check-prefix=PTX
//
// SIM: the operand modifier `:n`, whose printing the reader does not model
// CHECK: warning: C5: inline assembly the checker cannot read: the operand modifier `:n`
// CHECK-NOT: C5
// BARE-NOT: finding
// BARE: arg 1 i32[32]: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31{{$}}
// PTX: bar.warp.sync 1;
// PTX: bar.warp.sync -1;

gpu.module @kernels {
  gpu.func @negated(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %t = llvm.mlir.constant(-1 : i32) : i32
    llvm.inline_asm has_side_effects "bar.warp.sync ${0:n};", "n" %t : (i32) -> ()
    memref.store %v, %out[%lane] : memref<32xi32>
    gpu.return
  }
  gpu.func @bare(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %t = llvm.mlir.constant(-1 : i32) : i32
    llvm.inline_asm has_side_effects "bar.warp.sync ${0:c};", "n" %t : (i32) -> ()
    memref.store %v, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
