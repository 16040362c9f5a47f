// RUN: warp-opt %s | FileCheck %s
// The legal neighbours of attack-round43.mlir: the input passed to a helper
// that only stores it, and stored to an alloca and loaded back without a
// comparison, before a division by it that decides a top-level exit; and
// a relation with a thread id (`tid < n`), whose cells come from special
// registers alone.

// CHECK-LABEL: gpu.func @passed_and_stored
gpu.module @passed_and_stored {
  func.func private @keep(%x: i32, %out: memref<32xi32>) {
    %c0 = arith.constant 0 : index
    memref.store %x, %out[%c0] : memref<32xi32>
    return
  }
  gpu.func @passed_and_stored(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %k100 = arith.constant 100 : i32
    func.call @keep(%n, %out) : (i32, memref<32xi32>) -> ()
    %slot = memref.alloca() : memref<1xi32>
    %c0 = arith.constant 0 : index
    memref.store %n, %slot[%c0] : memref<1xi32>
    %x = memref.load %slot[%c0] : memref<1xi32>
    memref.store %x, %out[%lane] : memref<32xi32>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %in = arith.cmpi ult, %tid, %n : i32
    %v = arith.select %in, %li, %z : i32
    memref.store %v, %out[%lane] : memref<32xi32>
    %q = arith.divui %k100, %n : i32
    %c = arith.cmpi eq, %q, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
