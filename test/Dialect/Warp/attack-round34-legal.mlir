// RUN: warp-opt %s | FileCheck %s
// The legal neighbour of attack-round34.mlir: the idioms that make a
// division by a kernel argument safe, which round 34 found rejected.

// A guard that ends the thread (`if (n == 0) exit;`) before the division: the cell n = 0 is left by the guard, and the comparison of the quotient comes after the division.
// CHECK-LABEL: gpu.func @guard_exit
gpu.module @guard_exit {
  gpu.func @guard_exit(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c0 = llvm.icmp "eq" %n, %z : i32
    scf.if %c0 {
      nvvm.exit
    }
    %h = llvm.mlir.constant(100 : i32) : i32
    %q = llvm.udiv %h, %n : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// The divisor `select(n == 0, 1, n)`: the arm that is n is taken only where n != 0.
// CHECK-LABEL: gpu.func @select_divisor
gpu.module @select_divisor {
  gpu.func @select_divisor(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c0 = llvm.icmp "eq" %n, %z : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %d = llvm.select %c0, %one, %n : i1, i32
    %q = llvm.udiv %n, %d : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// The divisor `ctpop(n | 1)`: at least one bit is known set.
// CHECK-LABEL: gpu.func @ctpop_divisor
gpu.module @ctpop_divisor {
  gpu.func @ctpop_divisor(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %o = llvm.or %n, %one : i32
    %d = llvm.intr.ctpop(%o) : (i32) -> i32
    %q = llvm.udiv %n, %d : i32
    %c = llvm.icmp "eq" %q, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
