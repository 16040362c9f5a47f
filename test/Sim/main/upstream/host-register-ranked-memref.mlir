// RUN: not warp-run --main --sim %s 2>&1 | FileCheck %s
// Our version of MLIR's CUDA integration test
// host-register-ranked-memref.mlir, in its form: `gpu.host_register` of a
// rank-2 memref (not cast to an unranked one), then memref.dealloc; ours
// also writes the registered memory from an inline gpu.launch and prints
// it. It does not run: the ranked form of gpu.host_register is newer than
// the MLIR warptile builds against (22.1, whose op takes only unranked
// memrefs), so the file is refused where it is parsed, at the op, with
// exit code 1. The simulator's mgpuMemHostRegisterMemRef takes the rank
// and descriptor gpu-to-llvm passes for either form (the unranked one
// runs in all-reduce-*.mlir, shuffle.mlir, async.mlir...).
// CHECK: host-register-ranked-memref.mlir:[[@LINE+8]]:{{[0-9]+}}: error: custom op 'gpu.host_register' invalid kind of type specified: expected builtin.unranked_memref, but found 'memref<4x6xf32>'
// CHECK: warp-run: {{.*}}does not parse or verify

module attributes {gpu.container_module} {
  func.func @main() {
    %grid = memref.alloc() : memref<4x6xf32>

    // A rank-2 memref, registered as it is.
    gpu.host_register %grid : memref<4x6xf32>

    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c6, %sy = %c4, %sz = %c1) {
      %c10 = arith.constant 10 : index
      %tens = arith.muli %ty, %c10 : index
      %v = arith.addi %tens, %tx : index
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      memref.store %vf, %grid[%ty, %tx] : memref<4x6xf32>
      gpu.terminator
    }
    %unranked = memref.cast %grid : memref<4x6xf32> to memref<*xf32>
    call @printMemrefF32(%unranked) : (memref<*xf32>) -> ()

    memref.dealloc %grid : memref<4x6xf32>
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
