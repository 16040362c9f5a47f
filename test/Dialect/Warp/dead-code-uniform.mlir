// RUN: warp-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// A value in code no thread runs decides nothing (W5, W17): the fuzzer found
// --canonicalize turning a verified kernel into this form (a loop that never
// ends on a constant, so the block after it is never reached), where the
// scf.if's condition was unknown to the analysis and so taken as varying.

// CHECK-LABEL: gpu.func @after_endless_loop
gpu.module @m {
  gpu.func @after_endless_loop(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    cf.br ^loop(%c0 : index)
  ^loop(%k: index):
    %more = arith.cmpi ult, %k, %c2 : index
    cf.cond_br %more, ^loop(%k : index), ^after
  ^after:
    %last = arith.cmpi eq, %k, %lane : index
    scf.if %last {
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Reached: the same condition after a loop that ends is the lane's own.
gpu.module @m {
  gpu.func @after_loop(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    cf.br ^loop(%c0 : index)
  ^loop(%k: index):
    %more = arith.cmpi ult, %k, %c2 : index
    %next = arith.addi %k, %c1 : index
    cf.cond_br %more, ^loop(%next : index), ^after
  ^after:
    %last = arith.cmpi eq, %k, %lane : index
    // expected-note @+1 {{the region is entered here}}
    scf.if %last {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
