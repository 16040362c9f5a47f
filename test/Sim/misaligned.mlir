// PTX needs every load, store and atomic naturally aligned to its size (a
// vector to the whole vector's): a 4-byte access at byte offset 2 of a
// buffer or of shared memory is a `misaligned` finding. An LLVM op that
// declares a smaller alignment is legal (NVPTX splits it into accesses that
// need only that much); atomics are never split.
//
// RUN: sh -c 'warp-run --sim %s --kernel global_load --block 1 --arg i32[4]=iota --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=GLOBAL
// RUN: sh -c 'warp-run --sim %s --kernel shared_store --block 1 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SHARED
// RUN: sh -c 'warp-run --sim %s --kernel align1 --block 1 --arg i32[4]=iota --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ALIGN1
// RUN: sh -c 'warp-run --sim %s --kernel shared_align1 --block 1 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SHARED1
// RUN: sh -c 'warp-run --sim %s --kernel atomic --block 1 --arg i32[4] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ATOMIC
// RUN: sh -c 'warp-run --sim %s --kernel vector --block 1 --arg f32[8]=iota --arg f32[4] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=VECTOR
// RUN: sh -c 'warp-run --sim %s --kernel vector_split --block 1 --arg f32[8]=iota --arg f32[4] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SPLIT
// RUN: sh -c 'warp-run --sim %s --kernel aligned --block 1 --arg i32[4]=iota --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ALIGNED

module {
  llvm.mlir.global internal @words() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<4 x i32>

  // Bytes 2-5 of iota i32[4] (little endian 00 00 00 00 01 00 00 00 ...):
  // 00 00 01 00 = 0x10000 = 65536 (x86 performs it).
  // GLOBAL: warp-run: finding (misaligned): block (0,0,0) thread (0,0,0) warp 0 lane 0: reads 4 bytes at byte offset 2 of argument 0, which is not 4-byte aligned [llvm.load at {{.*}}misaligned.mlir:[[@LINE+7]]:10]
  // GLOBAL-NOT: finding
  // GLOBAL: arg 1 i32[1]: 65536
  // GLOBAL: exit 4
  llvm.func ptx_kernelcc @global_load(%in: !llvm.ptr, %out: !llvm.ptr) {
    %g = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<1>
    %p = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  }

  // SHARED: warp-run: finding (misaligned): block (0,0,0) thread (0,0,0) warp 0 lane 0: writes 4 bytes at shared memory offset 2, which is not 4-byte aligned [llvm.store at {{.*}}misaligned.mlir:[[@LINE+9]]:5]
  // SHARED-NOT: finding
  // SHARED: exit 4
  llvm.func ptx_kernelcc @shared_store(%out: !llvm.ptr) {
    %zero = llvm.mlir.constant(0 : i32) : i32
    %seven = llvm.mlir.constant(7 : i32) : i32
    %s = llvm.mlir.addressof @words : !llvm.ptr<3>
    llvm.store %zero, %s : i32, !llvm.ptr<3>
    %p = llvm.getelementptr %s[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %seven, %p : i32, !llvm.ptr<3>
    llvm.return
  }

  // The same loads declared `align 1`: legal, the value as above.
  // ALIGN1-NOT: finding
  // ALIGN1: arg 1 i32[1]: 65536
  // ALIGN1: exit 0
  llvm.func ptx_kernelcc @align1(%in: !llvm.ptr, %out: !llvm.ptr) {
    %g = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<1>
    %p = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %v = llvm.load %p {alignment = 1 : i64} : !llvm.ptr<1> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  }

  // 7 at shared bytes 2-5 (align 1), read back whole from byte 0 and 4:
  // word 0 = 7 << 16 = 458752, word 1 = 0 (7's high bytes are 0).
  // SHARED1-NOT: finding
  // SHARED1: arg 0 i32[1]: 458752
  // SHARED1: exit 0
  llvm.func ptx_kernelcc @shared_align1(%out: !llvm.ptr) {
    %zero = llvm.mlir.constant(0 : i32) : i32
    %seven = llvm.mlir.constant(7 : i32) : i32
    %s = llvm.mlir.addressof @words : !llvm.ptr<3>
    %w1 = llvm.getelementptr %s[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
    llvm.store %zero, %s : i32, !llvm.ptr<3>
    llvm.store %zero, %w1 : i32, !llvm.ptr<3>
    %p = llvm.getelementptr %s[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %seven, %p {alignment = 1 : i64} : i32, !llvm.ptr<3>
    %v = llvm.load %s : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  }

  // An atomic at byte offset 2 is misaligned whatever it declares.
  // ATOMIC: warp-run: finding (misaligned): block (0,0,0) thread (0,0,0) warp 0 lane 0: updates 4 bytes at byte offset 2 of argument 0, which is not 4-byte aligned [llvm.atomicrmw at {{.*}}misaligned.mlir:[[@LINE+7]]:12]
  // ATOMIC-NOT: finding
  // ATOMIC: exit 4
  llvm.func ptx_kernelcc @atomic(%buf: !llvm.ptr) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %p = llvm.getelementptr %g[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
    %old = llvm.atomicrmw add %p, %one monotonic {alignment = 1 : i64} : !llvm.ptr<1>, i32
    llvm.return
  }

  // A 16-byte vector load (ld.v4.f32, ABI alignment 16) at byte offset 4.
  // VECTOR: warp-run: finding (misaligned): block (0,0,0) thread (0,0,0) warp 0 lane 0: reads 16 bytes at byte offset 4 of argument 0, which is not 16-byte aligned [llvm.load at {{.*}}misaligned.mlir:[[@LINE+6]]:10]
  // VECTOR-NOT: finding
  // VECTOR: exit 4
  llvm.func ptx_kernelcc @vector(%in: !llvm.ptr, %out: !llvm.ptr) {
    %g = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<1>
    %p = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    %v = llvm.load %p : !llvm.ptr<1> -> vector<4xf32>
    llvm.store %v, %out {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
    llvm.return
  }

  // Declared `align 4`, NVPTX loads the four floats one by one: legal,
  // elements 1-4 of iota.
  // SPLIT-NOT: finding
  // SPLIT: arg 1 f32[4]: 1 2 3 4
  // SPLIT: exit 0
  llvm.func ptx_kernelcc @vector_split(%in: !llvm.ptr, %out: !llvm.ptr) {
    %g = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<1>
    %p = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> vector<4xf32>
    llvm.store %v, %out {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
    llvm.return
  }

  // Word 1 of iota, naturally aligned, loaded and atomically incremented.
  // ALIGNED-NOT: finding
  // ALIGNED: arg 0 i32[4]: 0 2 2 3
  // ALIGNED: arg 1 i32[1]: 1
  // ALIGNED: exit 0
  llvm.func ptx_kernelcc @aligned(%in: !llvm.ptr, %out: !llvm.ptr) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %g = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<1>
    %p = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    %old = llvm.atomicrmw add %p, %one monotonic : !llvm.ptr<1>, i32
    llvm.return
  }
}
