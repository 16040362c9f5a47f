// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Which clustered gpu.subgroup_reduce results are warp-uniform (issue 27
// round 60a h1). Only a cluster of the 32 consecutive lanes (size 32,
// stride 1, or no cluster) is the whole warp: `cluster(size = 32, stride =
// 2)` combines lane l with l ^ 2, ^ 4, ..., ^ 32, and PTX keeps five bits
// of a lane offset, so ^ 32 is l itself: even and odd lanes get different
// sums, and a loop bounded by it runs different trips on them.

gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    %par = arith.andi %li, %c1 : i32
    %s = gpu.subgroup_reduce add %par cluster(size = 32, stride = 2) : (i32) -> i32
    %n = arith.index_cast %s : i32 to index
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r:2 = scf.for %i = %c0 to %n step %c1i iter_args(%x = %w, %a = %li) -> (!warp.warp<all>, i32) {
      %t = warp.shuffle xor %x, %a, 1 : !warp.warp<all>, i32
      scf.yield %x, %t : !warp.warp<all>, i32
    }
    memref.store %r#1, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// The whole warp: size 32, stride 1.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    %par = arith.andi %li, %c1 : i32
    %s = gpu.subgroup_reduce add %par cluster(size = 32) : (i32) -> i32
    %n = arith.index_cast %s : i32 to index
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : index
    %r:2 = scf.for %i = %c0 to %n step %c1i iter_args(%x = %w, %a = %li) -> (!warp.warp<all>, i32) {
      %t = warp.shuffle xor %x, %a, 1 : !warp.warp<all>, i32
      scf.yield %x, %t : !warp.warp<all>, i32
    }
    memref.store %r#1, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
