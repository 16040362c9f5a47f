// RUN: not warp-run --main --sim %s 2>&1 | FileCheck %s
//
// An op with side effects at the host module's top level has no function
// to run in: MLIR's translation crashed on it (issue 27 round 56a). It is
// refused, named, with its location.

// CHECK: warp-run: 'llvm.store' at loc("{{.*}}top-level-op.mlir":[[@LINE+4]]:3) is at the module's top level, outside any function
module {
  %z = llvm.mlir.zero : !llvm.ptr
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.store %c, %z : i32, !llvm.ptr
  func.func @main() {
    return
  }
}
