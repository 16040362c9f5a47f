// RUN: warp-opt %s --warp-raise | warp-opt | FileCheck %s
// Found by the fuzzer after issue 27 round 19 made whole-warp collectives
// of other dialects waits (W19): --warp-raise typed this kernel and the
// verifier rejected its output (`gpu.rotate` under a lane branch while the
// raised warp was live). A kernel with a wait under a lane branch is left
// as it is, so the raise never turns valid IR into invalid IR. A rotate
// of width 32 names the whole warp; one of width 16 under `lane < 16`
// names exactly the lanes that run it (round 60a h4), and is raised.

// CHECK-LABEL: gpu.func @rotate_half
// CHECK-NOT: warp.entry
// CHECK: gpu.rotate
gpu.module @rotate_half {
  gpu.func @rotate_half(%x: memref<32xf32>) kernel {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %v = memref.load %x[%lane] : memref<32xf32>
    %low = arith.cmpi ult, %lane, %c16 : index
    scf.if %low {
      %r, %ok = gpu.rotate %v, 1, 32 : f32
      memref.store %r, %x[%lane] : memref<32xf32>
    }
    gpu.return
  }
}

// CHECK-LABEL: gpu.func @rotate_low_half
// CHECK: warp.entry
// CHECK: gpu.rotate
gpu.module @rotate_low_half {
  gpu.func @rotate_low_half(%x: memref<32xf32>) kernel {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %v = memref.load %x[%lane] : memref<32xf32>
    %low = arith.cmpi ult, %lane, %c16 : index
    scf.if %low {
      %r, %ok = gpu.rotate %v, 1, 16 : f32
      memref.store %r, %x[%lane] : memref<32xf32>
    }
    gpu.return
  }
}
