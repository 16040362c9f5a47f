// Input of shared-per-kernel.mlir (imported-IR form: one module).
// A module-level shared array reached by kernel A directly and by kernel B
// only through a helper, after B's own array: the helper finds it at each
// kernel's own offset (0 in A, 128 in B).
module {
  llvm.mlir.global internal @mirror() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x i32>
  llvm.mlir.global internal @first() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x i32>
  llvm.func @reverse(%t: i32, %v: i32) -> i32 {
    %m = llvm.mlir.addressof @mirror : !llvm.ptr<3>
    %p = llvm.getelementptr %m[0, %t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<32 x i32>
    llvm.store %v, %p : i32, !llvm.ptr<3>
    nvvm.barrier0
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = llvm.sub %c31, %t : i32
    %q = llvm.getelementptr %m[0, %r] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<32 x i32>
    %w = llvm.load %q : !llvm.ptr<3> -> i32
    llvm.return %w : i32
  }
  llvm.func ptx_kernelcc @shared_helper_a(%out: !llvm.ptr) {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %w = llvm.call @reverse(%t, %t) : (i32, i32) -> i32
    %o = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %w, %o : i32, !llvm.ptr
    llvm.return
  }
  llvm.func ptx_kernelcc @shared_helper_b(%out: !llvm.ptr) {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c100 = llvm.mlir.constant(100 : i32) : i32
    %f = llvm.mlir.addressof @first : !llvm.ptr<3>
    %p = llvm.getelementptr %f[0, %t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<32 x i32>
    %v = llvm.add %t, %c100 : i32
    llvm.store %v, %p : i32, !llvm.ptr<3>
    nvvm.barrier0
    %mine = llvm.load %p : !llvm.ptr<3> -> i32
    %w = llvm.call @reverse(%t, %mine) : (i32, i32) -> i32
    %o = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %w, %o : i32, !llvm.ptr
    llvm.return
  }
}
