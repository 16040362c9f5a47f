// A global whose initializer is undefined and that nothing writes holds
// undefined values: LLVM replaces its loads by the initializer (undef), and
// on the GPU a kernel that branched on one was deleted whole (issue 27
// round 18). The simulator used to read such a global as zeros with no
// finding; now its loads (the verifier's rule, UndefinedMemory) carry a
// poison shadow, and a use is `poisoned-use`. A global the kernel writes
// before it reads it, and one with a defined initializer, are clean (an
// internal global without an initializer used to be no symbol the JIT
// could find: "Symbols not found").
//
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel undefined_constant --arg i32[32] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=UNDEF
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel undefined_constant --arg i32[32] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=UNDEF
// UNDEF: finding (poisoned-use): {{.*}} lane 0 stores a value computed from the undefined result of llvm.load of a global whose initializer is undefined and that nothing writes at {{.*}}undefined-globals.mlir:[[# @LINE + 19]]
// UNDEF-NOT: finding
// UNDEF: arg 0 i32[32]: {{-?[0-9]+}} 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7{{$}}
// UNDEF: exit 4
//
// RUN: warp-run --sim --sim-seed 1 %s --kernel written --arg i32[32] --arg i32:9 --print 2>&1 | FileCheck %s --check-prefix=WRITTEN
// WRITTEN-NOT: finding
// WRITTEN: arg 0 i32[32]: 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9 9{{$}}
gpu.module @m {
  llvm.mlir.global internal constant @undefined() {addr_space = 1 : i32} : i32 {
    %u = llvm.mlir.undef : i32
    llvm.return %u : i32
  }
  llvm.mlir.global internal constant @seven(7 : i32) {addr_space = 1 : i32} : i32
  llvm.mlir.global internal @cell() {addr_space = 1 : i32} : i32
  gpu.func @undefined_constant(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %a = llvm.mlir.addressof @undefined : !llvm.ptr<1>
    %v = llvm.load %a : !llvm.ptr<1> -> i32
    %b = llvm.mlir.addressof @seven : !llvm.ptr<1>
    %d = llvm.load %b : !llvm.ptr<1> -> i32
    memref.store %d, %out[%lane] : memref<32xi32>
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %lane, %c0 : index
    scf.if %first {
      memref.store %v, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
  gpu.func @written(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %a = llvm.mlir.addressof @cell : !llvm.ptr<1>
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %lane, %c0 : index
    scf.if %first {
      llvm.store %n, %a : i32, !llvm.ptr<1>
    }
    gpu.barrier
    %v = llvm.load %a : !llvm.ptr<1> -> i32
    memref.store %v, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
