// RUN: warp-opt %s | FileCheck %s
// The legal neighbour of attack-round33.mlir: a private memref.global with
// an initial value, and a public declaration (defined elsewhere: the host
// may write it), read at a uniform address, decide a top-level exit.

// CHECK-LABEL: gpu.func @initialised_globals
gpu.module @m {
  memref.global "private" @init : memref<1xi32> = dense<5>
  memref.global @external : memref<1xi32>
  gpu.func @initialised_globals(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %g = memref.get_global @init : memref<1xi32>
    %e = memref.get_global @external : memref<1xi32>
    %a = memref.load %g[%c0] : memref<1xi32>
    %b = memref.load %e[%c0] : memref<1xi32>
    %s = arith.addi %a, %b : i32
    %z = arith.constant 0 : i32
    %c = arith.cmpi eq, %s, %z : i32
    scf.if %c {
      nvvm.exit
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
