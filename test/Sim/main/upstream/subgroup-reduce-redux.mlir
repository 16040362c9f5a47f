// RUN: warp-run --main --sim %s | FileCheck %s
// RUN: warp-ptx %s --chip sm_80 | FileCheck %s --check-prefix=PTX
// Our version of MLIR's CUDA integration test subgroup-reduce-redux.mlir:
// a `gpu.subgroup_reduce add ... uniform` of i32 over a whole warp, which
// for sm_80 becomes one redux.sync (upstream checks the PTX; so does the
// second RUN line). Upstream's test has no host code; ours launches the
// kernel from @main over one warp and prints what every lane stored:
// lane t holds 3t + 1, and the sum over 32 lanes is 3 * 496 + 32 = 1520.
// PTX: redux.sync.add.s32
// CHECK: [{{(1520, ){31}1520}}]

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce(%out: memref<32xi32>) kernel {
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %c3 = arith.constant 3 : i32
      %c1 = arith.constant 1 : i32
      %t3 = arith.muli %t, %c3 : i32
      %v = arith.addi %t3, %c1 : i32
      %r = gpu.subgroup_reduce add %v uniform : (i32) -> (i32)
      memref.store %r, %out[%tid] : memref<32xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %host = memref.alloc() : memref<32xi32>
    %dev = gpu.alloc () : memref<32xi32>
    gpu.launch_func @kernels::@reduce
        blocks in (%c1, %c1, %c1)
        threads in (%c32, %c1, %c1)
        args(%dev : memref<32xi32>)
    gpu.memcpy %host, %dev : memref<32xi32>, memref<32xi32>
    gpu.dealloc %dev : memref<32xi32>
    %unranked = memref.cast %host : memref<32xi32> to memref<*xi32>
    call @printMemrefI32(%unranked) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
