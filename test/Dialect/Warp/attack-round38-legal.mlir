// RUN: warp-opt %s | FileCheck %s
// The legal neighbours of attack-round38.mlir: a guard on a region's
// result that equals the input on every path, and views whose dynamic
// offsets and strides (folded, or an input its guards keep inside) stay
// inside their constant global.

// Both arms yield n, so rr is n: `if (rr == 0) exit;` leaves n nonzero,
// and 100 / n is defined.
// CHECK-LABEL: gpu.func @yielded_alias
gpu.module @yielded_alias {
  gpu.func @yielded_alias(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c100 = llvm.mlir.constant(100 : i32) : i32
    %b = llvm.icmp "eq" %m, %z : i32
    %rr = scf.if %b -> i32 {
      scf.yield %n : i32
    } else {
      scf.yield %n : i32
    }
    %g = llvm.icmp "eq" %rr, %z : i32
    scf.if %g {
      nvvm.exit
    }
    %s = llvm.udiv %c100, %n : i32
    %c = llvm.icmp "eq" %s, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// Dynamic offsets and strides that stay inside the 4-element global: an
// offset 1 + 1 loaded at [1] (element 3), an offset n under
// `if (n != 2) exit;` (element 2), a subview at n under `if (n >= 3) exit;`
// (elements 0 to 2), a stride m under `if (m != 1) exit;` loaded at [3],
// and an offset k nothing constrains (an input LLVM cannot see into). What
// they load is stored, not compared: a compared load at an input's index
// is a comparison of the input (round 46).
// CHECK-LABEL: gpu.func @dynamic_views_inside
gpu.module @dynamic_views_inside {
  memref.global "private" constant @tab : memref<4xi32> = dense<[1, 2, 3, 4]>
  gpu.func @dynamic_views_inside(%out: memref<32xi32>, %n: i32, %m: i32, %k: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %three = llvm.mlir.constant(3 : i32) : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %gn = llvm.icmp "ne" %n, %two : i32
    scf.if %gn {
      nvvm.exit
    }
    %gn3 = llvm.icmp "uge" %n, %three : i32
    scf.if %gn3 {
      nvvm.exit
    }
    %gm = llvm.icmp "ne" %m, %one : i32
    scf.if %gm {
      nvvm.exit
    }
    %g = memref.get_global @tab : memref<4xi32>
    %two1 = llvm.add %one, %one : i32
    %o2 = arith.index_cast %two1 : i32 to index
    %v1 = memref.reinterpret_cast %g to offset: [%o2], sizes: [2], strides: [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: ?>>
    %x1 = memref.load %v1[%c1] : memref<2xi32, strided<[1], offset: ?>>
    %on = arith.index_cast %n : i32 to index
    %v2 = memref.reinterpret_cast %g to offset: [%on], sizes: [2], strides: [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: ?>>
    %x2 = memref.load %v2[%c0] : memref<2xi32, strided<[1], offset: ?>>
    %v3 = memref.subview %g[%on] [1] [1] : memref<4xi32> to memref<1xi32, strided<[1], offset: ?>>
    %x3 = memref.load %v3[%c0] : memref<1xi32, strided<[1], offset: ?>>
    %sm = arith.index_cast %m : i32 to index
    %v4 = memref.reinterpret_cast %g to offset: [0], sizes: [4], strides: [%sm] : memref<4xi32> to memref<4xi32, strided<[?]>>
    %x4 = memref.load %v4[%c3] : memref<4xi32, strided<[?]>>
    %ok = arith.index_cast %k : i32 to index
    %v5 = memref.reinterpret_cast %g to offset: [%ok], sizes: [1], strides: [1] : memref<4xi32> to memref<1xi32, strided<[1], offset: ?>>
    %x5 = memref.load %v5[%c0] : memref<1xi32, strided<[1], offset: ?>>
    %s1 = llvm.add %x1, %x2 : i32
    %s2 = llvm.add %x3, %x4 : i32
    %s3 = llvm.add %s1, %s2 : i32
    %s = llvm.add %s3, %x5 : i32
    memref.store %s, %out[%c0] : memref<32xi32>
    // CHECK: warp.reduce add
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// A guard whose region ends the thread through a nested scf.if both of
// whose arms exit: n is nonzero after it.
// CHECK-LABEL: gpu.func @nested_exit_guard
gpu.module @nested_exit_guard {

  gpu.func @nested_exit_guard(%out: memref<32xi32>, %n: i32, %m: i32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %true = llvm.mlir.constant(true) : i1
    %g1 = llvm.icmp "eq" %n, %z : i32
    scf.if %g1 {
      %g2 = llvm.icmp "eq" %m, %one : i32
      scf.if %g2 {
        nvvm.exit
      } else {
        nvvm.exit
      }
    }
    %s = llvm.udiv %h, %n : i32
    %c = llvm.icmp "eq" %s, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
