// RUN: warp-opt %s --split-input-file --convert-warp-to-nvvm | FileCheck %s
// RUN: warp-opt %s --split-input-file --warp-to-ptx | FileCheck %s --check-prefix=PTX
//
// Every FunctionOpInterface op, not only func.func and gpu.func, passes
// through the lowering: its signature type is op-specific (an llvm.func's
// is !llvm.func), so legality asks the interface for argument and result
// types.

// A lone llvm.func, the smallest input that used to crash the pass.
// CHECK-LABEL: llvm.func @f()
// PTX-LABEL: llvm.func @f()
llvm.func @f()

// -----

// An LLVM helper beside a kernel with warp ops, and an llvm.func whose
// signature holds LLVM types.
// CHECK-LABEL: gpu.module @m
// CHECK: llvm.func @helper(%{{.*}}: i32, %{{.*}}: !llvm.ptr) -> i32
// CHECK: gpu.func @k
// CHECK: nvvm.redux.sync{{ +}}add
// CHECK: llvm.call @helper
// CHECK-NOT: warp.
// PTX: gpu.binary @m
// PTX-SAME: redux.sync.add.s32
// PTX-SAME: call.uni
module attributes {gpu.container_module} {
  gpu.module @m {
    llvm.func @helper(%x: i32, %p: !llvm.ptr) -> i32 attributes {passthrough = ["noinline"]} {
      llvm.store %x, %p : i32, !llvm.ptr
      llvm.return %x : i32
    }
    gpu.func @k(%v: i32, %p: !llvm.ptr) kernel {
      %w = warp.entry : !warp.warp<all>
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      %r = llvm.call @helper(%s, %p) : (i32, !llvm.ptr) -> i32
      gpu.return
    }
  }
}
