// Accesses far outside every buffer are reported and not performed (they
// would corrupt the simulator's own memory): an index 2^38 elements (1 TiB)
// past the buffer (far from the heap, whatever its layout; a nearer one can
// land in another buffer's or shared memory's red zone),
// a masked tail (llvm.intr.masked.store) of a tile kernel whose host code
// subviews past its buffers, and a kernel writing host memory nobody
// registered (gpu.host_register makes it reachable). Exit code 4, never a
// crash.
// RUN: not warp-run --sim %s --kernel far --block 8 --arg f32[8] --arg i64:274877906944 2>&1 | FileCheck %s --check-prefix=FAR
// FAR: finding (global-oob): {{.*}}writes 4 bytes at address 0x{{[0-9a-f]+}}, far from every buffer (argument, gpu.alloc, registered host memory), shared memory and stack (the access is not performed) [llvm.store at {{.*}}far-oob.mlir:21:5]
// FAR: the simulator found 1 bug
// RUN: warp-run --sim %s --kernel far --block 8 --arg f32[8] --arg i64:0 --print | FileCheck %s --check-prefix=NEAR
// NEAR: arg 0 f32[8]: 7 7 7 7 7 7 7 7
module attributes {gpu.container_module} {
gpu.module @g {
  gpu.func @far(%p: memref<8xf32>, %off: i64) kernel {
    %i = gpu.thread_id x
    %o = arith.index_cast %off : i64 to index
    %j = arith.addi %i, %o : index
    %f = arith.constant 7.0 : f32
    memref.store %f, %p[%j] : memref<8xf32>
    gpu.return
  }
}
}
