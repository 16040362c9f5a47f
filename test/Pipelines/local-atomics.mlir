// An atomic on memory of the thread's own (an alloca, a gpu.func private
// attribution) lowered to an `atom.local` that ptxas rejects ("State space
// incorrect for instruction 'atom'"; issue 27 round 44): warp-ptx refuses
// it with an error at the op. The simulator runs it (each thread's local
// memory is its own). An atomic on a kernel's buffer compiles.
//
// RUN: not warp-ptx %s 2>&1 | FileCheck %s
// RUN: warp-run --sim %s --kernel cas --arg i32[32] --print | FileCheck %s --check-prefix=SIM
// RUN: sed -n '/^\/\/ GOOD-BEGIN/,/^\/\/ GOOD-END/p' %s > %t.good.mlir
// RUN: warp-ptx %t.good.mlir | FileCheck %s --check-prefix=GOOD

// CHECK-NOT: LLVM ERROR
// SIM: arg 0 i32[32]: 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
gpu.module @m {
  gpu.func @cas(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %one = llvm.mlir.constant(1 : i32) : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %seven = llvm.mlir.constant(7 : i32) : i32
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %zero, %a : i32, !llvm.ptr
    // CHECK: :[[@LINE+1]]:10: error: 'llvm.cmpxchg' op atomically updates memory of the thread's own (an alloca or a private attribution), which PTX has no atomic for
    %r = llvm.cmpxchg %a, %zero, %seven monotonic monotonic : !llvm.ptr, i32
    %v = llvm.load %a : !llvm.ptr -> i32
    %lane = gpu.lane_id
    memref.store %v, %out[%lane] : memref<32xi32>
    gpu.return
  }
  gpu.func @add(%out: memref<32xi32>) private(%p: memref<1xi32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : i32
    // CHECK: :[[@LINE+1]]:10: error: 'memref.atomic_rmw' op atomically updates memory of the thread's own
    %r = memref.atomic_rmw addi %c1, %p[%c0] : (i32, memref<1xi32, #gpu.address_space<private>>) -> i32
    %lane = gpu.lane_id
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  gpu.func @xchg(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : i32
    %slot = memref.alloca() : memref<2xi32>
    %view = memref.subview %slot[1] [1] [1] : memref<2xi32> to memref<1xi32, strided<[1], offset: 1>>
    // CHECK: :[[@LINE+1]]:10: error: 'memref.atomic_rmw' op atomically updates memory of the thread's own
    %r = memref.atomic_rmw assign %c1, %view[%c0] : (i32, memref<1xi32, strided<[1], offset: 1>>) -> i32
    %lane = gpu.lane_id
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// GOOD-BEGIN
// GOOD: atom.global.add.u32
gpu.module @good {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : i32
    %r = memref.atomic_rmw addi %c1, %out[%c0] : (i32, memref<32xi32>) -> i32
    gpu.return
  }
}
// GOOD-END
