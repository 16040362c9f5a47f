// RUN: warp-run --main --sim %s | FileCheck %s
// RUN: warp-run --main --sim --sim-seed 4 %s | FileCheck %s
// Our version of MLIR's CUDA integration test of gpu.shuffle with a width
// that is not a power of two: 13 threads, xor 4 over a width of 13 (the
// block's size). Lane i reads lane i ^ 4; where that lane is past 12 the
// validity predicate is false and the lane writes -1 instead. The host
// code uses the sync forms of gpu.alloc and gpu.memcpy, which warp-run
// makes async before gpu-to-llvm.
// CHECK: [4, 5, 6, 7, 0, 1, 2, 3, 12, -1, -1, -1, 8]

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @xor4(%out: memref<13xf32>) kernel {
      %lane = gpu.thread_id x
      %n = gpu.block_dim x
      %width = arith.index_cast %n : index to i32
      %li = arith.index_cast %lane : index to i32
      %mine = arith.uitofp %li : i32 to f32
      %c4 = arith.constant 4 : i32
      %theirs, %valid = gpu.shuffle xor %mine, %c4, %width : f32
      %r = scf.if %valid -> f32 {
        scf.yield %theirs : f32
      } else {
        %none = arith.constant -1.0 : f32
        scf.yield %none : f32
      }
      memref.store %r, %out[%lane] : memref<13xf32>
      gpu.return
    }
  }

  func.func @main() {
    %one = arith.constant 1 : index
    %threads = arith.constant 13 : index
    %host = memref.alloc() : memref<13xf32>
    %dev = gpu.alloc () : memref<13xf32>
    gpu.launch_func @kernels::@xor4 blocks in (%one, %one, %one) threads in (%threads, %one, %one) args(%dev : memref<13xf32>)
    gpu.memcpy %host, %dev : memref<13xf32>, memref<13xf32>
    gpu.dealloc %dev : memref<13xf32>
    %printable = memref.cast %host : memref<13xf32> to memref<*xf32>
    call @printMemrefF32(%printable) : (memref<*xf32>) -> ()
    memref.dealloc %host : memref<13xf32>
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
