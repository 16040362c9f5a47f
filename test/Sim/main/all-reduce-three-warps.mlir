// RUN: sh -c 'warp-run --main --sim %s 2>&1; echo "exit $?"' | FileCheck %s
// A finding in MLIR's own lowering of gpu.all_reduce (the all-reduce
// rewrite of convert-gpu-to-nvvm), for a block of 3 warps (66 threads
// here, upstream's all-reduce-op form). Its second step reduces the warps'
// partial results over the first numWarps lanes with `gpu.shuffle xor`
// steps of width numWarps, which leave the whole result in lane 0 only
// (its comment says so); then every one of those lanes stores its value
// to the same shared-memory slot, which all threads read after the
// barrier. With a power-of-two number of warps the xor butterfly gives
// every lane the whole result and the stores agree; with 3, lane 1 holds
// only the first two warps' sum (lane 3, its partner at step 2, is past
// the width), so the lanes store different values to one address in one
// instruction, and which one lands is not defined (CUDA C++ Programming
// Guide, SIMT architecture: when a non-atomic instruction of a warp
// writes one location for several of its threads, the order of the
// writes is undefined; one succeeds). On a GPU the block may print 2145
// or 2016. The simulator reports the race at the store (MLIR's upstream
// test uses 4 warps, and ours too: upstream/all-reduce-op.mlir).
// CHECK: warp-run: finding (shared-race): block (0,0,0) thread (1,0,0) warp 0 lane 1: writes shared memory offset {{[0-9]+}} that thread (0,0,0) (warp 0 lane 0) wrote a different value to at llvm.store at {{.*}}all-reduce-three-warps.mlir:[[@LINE+15]]:12 with no barrier
// CHECK: exit 4

func.func @main() {
  %buf = memref.alloc() : memref<66xf32>
  %dyn = memref.cast %buf : memref<66xf32> to memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %dyn, %c0 : memref<?xf32>
  %unranked = memref.cast %dyn : memref<?xf32> to memref<*xf32>
  gpu.host_register %unranked : memref<*xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %v = arith.sitofp %i : i32 to f32
    %sum = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
    memref.store %sum, %dyn[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}
