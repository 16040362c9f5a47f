// An instruction that names a state space takes an address of that space:
// ld.shared on global memory, st.global on shared memory or a stack,
// ld.local on a buffer is a `state-space` finding (the GPU faults or
// reaches other memory). Generic accesses reach every space.
//
// RUN: sh -c 'warp-run --sim %s --kernel shared_on_global --block 1 --arg i32[1]=const:3 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SHARED-ON-GLOBAL
// RUN: sh -c 'warp-run --sim %s --kernel global_on_shared --block 1 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=GLOBAL-ON-SHARED
// RUN: sh -c 'warp-run --sim %s --kernel local_on_global --block 1 --arg i32[1]=const:3 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LOCAL-ON-GLOBAL
// RUN: sh -c 'warp-run --sim %s --kernel global_on_stack --block 1 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=GLOBAL-ON-STACK
// RUN: sh -c 'warp-run --sim %s --kernel matching --block 1 --arg i32[1]=const:3 --arg i32[3] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=MATCHING

module {
  llvm.mlir.global internal @word() {addr_space = 3 : i32, alignment = 4 : i64} : i32

  // SHARED-ON-GLOBAL: warp-run: finding (state-space): block (0,0,0) thread (0,0,0) warp 0 lane 0: a .shared access reads 4 bytes at an address of global memory (the GPU faults or reaches other memory) [llvm.load at {{.*}}state-space.mlir:[[@LINE+5]]:10]
  // SHARED-ON-GLOBAL-NOT: finding
  // SHARED-ON-GLOBAL: exit 4
  llvm.func ptx_kernelcc @shared_on_global(%in: !llvm.ptr, %out: !llvm.ptr) {
    %s = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<3>
    %v = llvm.load %s : !llvm.ptr<3> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  }

  // GLOBAL-ON-SHARED: warp-run: finding (state-space): block (0,0,0) thread (0,0,0) warp 0 lane 0: a .global access writes 4 bytes at an address of shared memory (the GPU faults or reaches other memory) [llvm.store at {{.*}}state-space.mlir:[[@LINE+8]]:5]
  // GLOBAL-ON-SHARED-NOT: finding
  // GLOBAL-ON-SHARED: exit 4
  llvm.func ptx_kernelcc @global_on_shared(%out: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.mlir.addressof @word : !llvm.ptr<3>
    %p = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
    %g = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
    llvm.store %c1, %g : i32, !llvm.ptr<1>
    llvm.return
  }

  // LOCAL-ON-GLOBAL: warp-run: finding (state-space): block (0,0,0) thread (0,0,0) warp 0 lane 0: a .local access reads 4 bytes at an address of global memory (the GPU faults or reaches other memory) [llvm.load at {{.*}}state-space.mlir:[[@LINE+5]]:10]
  // LOCAL-ON-GLOBAL-NOT: finding
  // LOCAL-ON-GLOBAL: exit 4
  llvm.func ptx_kernelcc @local_on_global(%in: !llvm.ptr, %out: !llvm.ptr) {
    %l = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<5>
    %v = llvm.load %l : !llvm.ptr<5> -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  }

  // GLOBAL-ON-STACK: warp-run: finding (state-space): block (0,0,0) thread (0,0,0) warp 0 lane 0: a .global access writes 4 bytes at an address of a thread's stack (local memory) (the GPU faults or reaches other memory) [llvm.store at {{.*}}state-space.mlir:[[@LINE+8]]:5]
  // GLOBAL-ON-STACK-NOT: finding
  // GLOBAL-ON-STACK: exit 4
  llvm.func ptx_kernelcc @global_on_stack(%out: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr<5>
    %p = llvm.addrspacecast %a : !llvm.ptr<5> to !llvm.ptr
    %g = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
    llvm.store %c1, %g : i32, !llvm.ptr<1>
    llvm.return
  }

  // Each space through its own pointers and through generic ones:
  // in = 3 goes through shared (generic store, .shared load), a stack slot
  // (.local) and back out (.global): 3 3 3.
  // MATCHING-NOT: finding
  // MATCHING: arg 1 i32[3]: 3 3 3
  // MATCHING: exit 0
  llvm.func ptx_kernelcc @matching(%in: !llvm.ptr, %out: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %gin = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<1>
    %gout = llvm.addrspacecast %out : !llvm.ptr to !llvm.ptr<1>
    %v = llvm.load %gin : !llvm.ptr<1> -> i32
    %s = llvm.mlir.addressof @word : !llvm.ptr<3>
    %sp = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
    llvm.store %v, %sp : i32, !llvm.ptr
    %w = llvm.load %s : !llvm.ptr<3> -> i32
    %a = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr<5>
    llvm.store %w, %a : i32, !llvm.ptr<5>
    %x = llvm.load %a : !llvm.ptr<5> -> i32
    llvm.store %x, %gout : i32, !llvm.ptr<1>
    %o1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %w, %o1 : i32, !llvm.ptr
    %o2 = llvm.getelementptr %gout[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %x, %o2 : i32, !llvm.ptr<1>
    llvm.return
  }
}
