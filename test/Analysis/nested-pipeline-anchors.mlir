// RUN: not warp-opt %s --pass-pipeline='builtin.module(gpu.module(llvm.func(warp-check-convergence,canonicalize)))' 2>&1 | FileCheck %s --check-prefix=CHECKER
// RUN: not warp-opt %s --pass-pipeline='builtin.module(gpu.module(any(warp-raise)))' 2>&1 | FileCheck %s --check-prefix=RAISE
// RUN: warp-opt %s --pass-pipeline='builtin.module(gpu.module(warp-check-convergence))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TABLE
// RUN: warp-opt %s --pass-pipeline='builtin.module(warp-raise)' -o /dev/null
// The convergence checker (and warp-raise, which runs it) follows a call
// into its callee and a parameter back to its callers. Nested on functions in
// a threaded pipeline it would read siblings that the passes beside it
// rewrite on other threads (issue 27 round 10's H2 for warp-verify-lanes), so
// it runs on a symbol table and refuses a function anchor with an error at
// the op; on the table it checks the module as usual.
// CHECKER: error: 'llvm.func' op 'warp-check-convergence' runs on a symbol table (a module or gpu.module), not nested on its functions
// RAISE-DAG: error: 'llvm.func' op 'warp-raise' runs on a symbol table
// RAISE-DAG: error: 'llvm.func' op 'warp-raise' runs on a symbol table
// TABLE-NOT: runs on a symbol table
// TABLE: warning: C5: calls 'h', which runs collectives or barriers
gpu.module @m {
  llvm.func @h(%v: i32) -> i32 {
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %w = llvm.mlir.constant(31 : i32) : i32
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %w : i32 -> i32
    llvm.return %s : i32
  }
  llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %x = nvvm.read.ptx.sreg.tid.x : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %lt = llvm.icmp "slt" %x, %c16 : i32
    llvm.cond_br %lt, ^a, ^b
  ^a:
    %r = llvm.call @h(%x) : (i32) -> i32
    llvm.store %r, %p : i32, !llvm.ptr
    llvm.br ^b
  ^b:
    llvm.return
  }
}
