// Inline PTX takes C's comments (PTX ISA, "Comments"): a block comment
// separates like a space, a line comment runs to the end of its line. The
// reader dropped only `//`, so `/* ... */` was read as operands (round 5 of
// issue 27, X04: "the undeclared register 'x */ exit'").
// RUN: warp-run --sim %s --kernel comments --block 32 --arg i32[32] --print 2>&1 | FileCheck %s
// RUN: not warp-run --sim %s --kernel unterminated --block 32 --arg i32[32] 2>&1 | FileCheck %s --check-prefix=OPEN
//
// Lane l stores l + 5 (add.u32 of the lane id and the immediate).
// CHECK-NOT: finding
// CHECK: arg 0 i32[32]: 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36{{$}}
// OPEN: an unterminated comment

gpu.module @kernels {
  gpu.func @comments(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = llvm.inline_asm "/* five more */ add.u32 $0, $1, /* imm */ 5; // done", "=r,r" %li : (i32) -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  gpu.func @unterminated(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = llvm.inline_asm "add.u32 $0, $1, 5; /* open", "=r,r" %li : (i32) -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
