// RUN: warp-opt %s | FileCheck %s
// The legal neighbour of attack-round35.mlir: `gpu.block_id x upper_bound
// 1` is 0, so adding INT_MAX with nsw never overflows (rejected while the
// bound was read as a size's, making the id 1).

// CHECK-LABEL: gpu.func @block_id_bound
gpu.module @block_id_bound {
  gpu.func @block_id_bound(%out: memref<32xi32>, %n: i32, %f: f32, %p: !llvm.ptr<1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %bid = gpu.block_id x upper_bound 1
    %bi = arith.index_cast %bid : index to i32
    %mx = llvm.mlir.constant(2147483647 : i32) : i32
    %a = llvm.add %bi, %mx overflow<nsw> : i32
    %c = llvm.icmp "eq" %a, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
