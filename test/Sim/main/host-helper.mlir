// RUN: warp-run --main --sim %s | FileCheck %s
// RUN: sed 's/func.func private @swap_pairs/func.func @swap_pairs/' %s > %t.public.mlir
// RUN: not warp-run --main --sim %t.public.mlir 2>&1 | FileCheck %s --check-prefix=PUBLIC
// A gpu.launch body calls a private host function that shuffles (issue 27
// round 39: LLVM's host code generator aborted on its nvvm.shfl.sync).
// Outlining copies the helper into the kernel's gpu.module; the host copy
// nothing calls any more is dropped. Each lane reads its pair's value.
// CHECK: [1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14, 17, 16, 19, 18, 21, 20, 23, 22, 25, 24, 27, 26, 29, 28, 31, 30]
// A public one stays in host code, and is refused by name, not aborted on.
// PUBLIC: 'nvvm.shfl.sync' at {{.*}} is in host code (@swap_pairs), which only a GPU runs; put device functions in a gpu.module

module attributes {gpu.container_module} {
  func.func private @swap_pairs(%v: i32) -> i32 {
    %all = arith.constant -1 : i32
    %one = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %s = nvvm.shfl.sync bfly %all, %v, %one, %c31 : i32 -> i32
    return %s : i32
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %host = memref.alloc() : memref<32xi32>
    %dev = gpu.alloc () : memref<32xi32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %s = func.call @swap_pairs(%t) : (i32) -> i32
      memref.store %s, %dev[%tx] : memref<32xi32>
      gpu.terminator
    }
    gpu.memcpy %host, %dev : memref<32xi32>, memref<32xi32>
    gpu.dealloc %dev : memref<32xi32>
    %printable = memref.cast %host : memref<32xi32> to memref<*xi32>
    call @printMemrefI32(%printable) : (memref<*xi32>) -> ()
    memref.dealloc %host : memref<32xi32>
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
