// RUN: warp-opt %s --warp-raise | FileCheck %s --implicit-check-not=warp.entry --implicit-check-not=warp.reduce
// Issue 27, round 15 (h3b): lanes 16-31 call an llvm.mlir.ifunc whose
// resolver returns a function that runs nvvm.exit, before a full-mask
// redux.sync. --warp-raise took the call for one that cannot exit and raised
// the kernel to warp.entry + warp.reduce on all (exited-in-mask under
// --sim); a call of a symbol with no body of its own may reach any
// function, so the kernel stays untyped, as with a direct call of @leave.
// CHECK: nvvm.redux.sync
gpu.module @m {
  llvm.func internal @leave() {
    nvvm.exit
    llvm.return
  }
  llvm.func internal @resolve() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @leave : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.ifunc internal @la : !llvm.func<void ()>, !llvm.ptr @resolve
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    scf.if %hi {
      llvm.call @la() : () -> ()
    }
    %all = arith.constant -1 : i32
    %r = nvvm.redux.sync add %li, %all : i32 -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
