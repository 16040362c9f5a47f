// What MLIR's canonicalizer and translation or LLVM's NVPTX backend stop
// the process on (issue 27 round 56a: segfaults and aborts of warp-ptx and
// warp-run --sim) gets an error at the op before the lowering: an op with
// side effects directly in a gpu.module's body, a scalable vector, f128
// arithmetic, powi by a run-time exponent, a memref.dim past its rank.
//
// RUN: not warp-ptx %s 2>&1 | FileCheck %s
// RUN: not warp-run --sim %s --kernel k --arg f32[4] 2>&1 | FileCheck %s

// CHECK-NOT: LLVM ERROR
gpu.module @m {
  gpu.func @empty() kernel { gpu.return }
  nvvm.exit
  // CHECK-DAG: :[[@LINE-1]]:3: error: 'nvvm.exit' at the top level of a gpu.module: only functions, globals and other symbols belong there
  gpu.func @k(%m: memref<?xf32>, %x: f32, %n: i32) kernel {
    %v = llvm.mlir.poison : vector<[4]xi32>
    // CHECK-DAG: :[[@LINE-1]]:10: error: 'llvm.mlir.poison' uses a scalable vector, which PTX has none of
    %w = llvm.fpext %x : f32 to f128
    // CHECK-DAG: :[[@LINE-1]]:10: error: 'llvm.fpext' computes in f128 or f80
    %y = llvm.fmul %w, %w : f128
    // CHECK-DAG: :[[@LINE-1]]:10: error: 'llvm.fmul' computes in f128 or f80
    %i = llvm.intr.powi(%x, %n) : (f32, i32) -> f32
    // CHECK-DAG: :[[@LINE-1]]:10: error: 'llvm.intr.powi' with a run-time exponent
    %c0 = arith.constant 0 : index
    memref.store %i, %m[%c0] : memref<?xf32>
    %cm1 = arith.constant -1 : index
    %d = memref.dim %m, %cm1 : memref<?xf32>
    // CHECK-DAG: :[[@LINE-1]]:10: error: 'memref.dim' of dimension -1 of a memref of rank 1
    gpu.return
  }
}
