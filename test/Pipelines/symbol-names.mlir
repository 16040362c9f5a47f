// A symbol whose name a PTX name cannot hold (`@"a b"`) stopped warp-ptx
// with LLVM's "Symbol name with unsupported characters" and a stack dump
// (issue 27 round 31); it is an error at the symbol now, in warp-ptx and
// under --sim. An internal name with `.` is renamed by the backend
// (`tab_$_le`) and compiles.
//
// RUN: not warp-ptx %s 2>&1 | FileCheck %s
// RUN: not warp-run --sim %s --arg i32[32] 2>&1 | FileCheck %s
// RUN: sed -n '/^\/\/ GOOD-BEGIN/,/^\/\/ GOOD-END/p' %s > %t.good.mlir
// RUN: warp-ptx %t.good.mlir | FileCheck %s --check-prefix=GOOD

// CHECK-NOT: LLVM ERROR
// CHECK: :[[@LINE+2]]:3: error: symbol name 'a b' holds ' ', which a PTX name cannot
gpu.module @m {
  llvm.mlir.global external @"a b"() {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = llvm.mlir.addressof @"a b" : !llvm.ptr<1>
    %v = llvm.load %a : !llvm.ptr<1> -> i32
    %c0 = arith.constant 0 : index
    memref.store %v, %out[%c0] : memref<32xi32>
    gpu.return
  }
}

// GOOD-BEGIN
// GOOD: .global .align 4 .u32 tab_$_le;
gpu.module @good {
  llvm.mlir.global internal @"tab.le"(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %a = llvm.mlir.addressof @"tab.le" : !llvm.ptr<1>
    %v = llvm.load %a : !llvm.ptr<1> -> i32
    %one = arith.constant 1 : i32
    %w = arith.addi %v, %one : i32
    llvm.store %w, %a : i32, !llvm.ptr<1>
    %c0 = arith.constant 0 : index
    memref.store %v, %out[%c0] : memref<32xi32>
    gpu.return
  }
}
// GOOD-END
