// What PTX has no form for: a kernel (.entry) that returns a value, and a
// call of a kernel from device code (issue 27 round 50); and a call whose
// calling convention is not its callee's (round 51), undefined as well. LLVM's NVPTX
// backend writes the first as an `.entry` storing to `func_retval0`, which
// ptxas rejects, and takes the second as undefined: InstCombine deletes
// the path that reaches the call. warp-ptx and the simulator refuse both,
// with an error at the kernel and at the call. A call of a device function
// compiles.
//
// RUN: not warp-ptx %s 2>&1 | FileCheck %s
// RUN: not warp-run --sim %s --kernel caller --arg i32[32] 2>&1 | FileCheck %s
// RUN: sed -n '/^\/\/ GOOD-BEGIN/,/^\/\/ GOOD-END/p' %s > %t.good.mlir
// RUN: warp-ptx %t.good.mlir | FileCheck %s --check-prefix=GOOD
// RUN: warp-run --sim %t.good.mlir --kernel caller --arg i32[32] --print | FileCheck %s --check-prefix=SIM

// CHECK-NOT: LLVM ERROR
gpu.module @m {
  // CHECK: :[[@LINE+1]]:3: error: kernel 'ret' returns a value: a PTX kernel (.entry) returns nothing; return results through memory
  llvm.func @ret(%p: !llvm.ptr) -> i32 attributes {nvvm.kernel} {
    %c = llvm.mlir.constant(1 : i32) : i32
    llvm.store %c, %p : i32, !llvm.ptr
    llvm.return %c : i32
  }
  // CHECK: :[[@LINE+1]]:3: error: kernel 'fret' returns a value
  func.func @fret(%x: i32) -> i32 attributes {gpu.kernel} {
    return %x : i32
  }
  llvm.func ptx_kernelcc @callee(%p: !llvm.ptr) {
    %c = llvm.mlir.constant(7 : i32) : i32
    llvm.store %c, %p : i32, !llvm.ptr
    llvm.return
  }
  gpu.func @caller(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %p = memref.extract_aligned_pointer_as_index %out : memref<32xi32> -> index
    %i = arith.index_cast %p : index to i64
    %ptr = llvm.inttoptr %i : i64 to !llvm.ptr
    // CHECK: :[[@LINE+2]]:5: error: calls kernel @callee: device code cannot call a PTX kernel (.entry), only launch it; LLVM takes the call as undefined and deletes the path that reaches it
    // CHECK: kernel-calls.mlir:28:3: note: the kernel
    llvm.call @callee(%ptr) : (!llvm.ptr) -> ()
    gpu.return
  }
  llvm.func fastcc @fast(%p: !llvm.ptr) {
    llvm.return
  }
  gpu.func @mismatch(%ptr: !llvm.ptr) kernel {
    // CHECK: :[[@LINE+2]]:5: error: calls @fast with the ccc calling convention, but it is defined with fastcc: undefined; LLVM deletes the path that reaches the call
    // CHECK: kernel-calls.mlir:42:3: note: the callee
    llvm.call @fast(%ptr) : (!llvm.ptr) -> ()
    gpu.return
  }
  // Through a function's address, which LLVM makes a direct call (round 53)
  gpu.func @indirect(%ptr: !llvm.ptr) kernel {
    %fp = llvm.mlir.addressof @callee : !llvm.ptr
    // CHECK: :[[@LINE+1]]:5: error: calls kernel @callee: device code cannot call a PTX kernel
    llvm.call %fp(%ptr) : !llvm.ptr, (!llvm.ptr) -> ()
    %ff = llvm.mlir.addressof @fast : !llvm.ptr
    // CHECK: :[[@LINE+1]]:5: error: calls @fast with the ccc calling convention, but it is defined with fastcc
    llvm.call %ff(%ptr) : !llvm.ptr, (!llvm.ptr) -> ()
    gpu.return
  }
}

// GOOD-BEGIN
// GOOD: .func device
// GOOD: .entry caller
// GOOD: st.global.b32 [%rd{{[0-9]+}}], 7;
// SIM: arg 0 i32[32]: 7 0 0
gpu.module @good {
  llvm.func @device(%p: !llvm.ptr) {
    %c = llvm.mlir.constant(7 : i32) : i32
    llvm.store %c, %p : i32, !llvm.ptr
    llvm.return
  }
  gpu.func @caller(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %p = memref.extract_aligned_pointer_as_index %out : memref<32xi32> -> index
    %i = arith.index_cast %p : index to i64
    %ptr = llvm.inttoptr %i : i64 to !llvm.ptr
    llvm.call @device(%ptr) : (!llvm.ptr) -> ()
    gpu.return
  }
}
// GOOD-END
