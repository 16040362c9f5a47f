// 49 KiB (50176 bytes) of static shared memory: more than a kernel may
// declare (static-smem.mlir).
module {
  llvm.mlir.global internal @big() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<12544 x i32>
  llvm.func ptx_kernelcc @too_big(%out: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.mlir.addressof @big : !llvm.ptr<3>
    llvm.store %c1, %s : i32, !llvm.ptr<3>
    llvm.return
  }
}
