// RUN: warp-opt %s --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// Writes the checker does not read are R3, never silence (issue 27 round
// 34: lane 0 cleared a flag with `llvm.call_intrinsic "llvm.memset..."` or
// `llvm.intr.masked.store` while every lane read it, and the checker said
// nothing; `llvm.intr.memset` was already R3).

gpu.module @m {
  gpu.func @memset_call(%p: !llvm.ptr<1>, %out: !llvm.ptr<1>) kernel {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %first = llvm.icmp "eq" %tid, %z : i32
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %len = llvm.select %first, %c4, %c0 : i1, i64
    %b = llvm.mlir.constant(0 : i8) : i8
    %f = llvm.mlir.constant(false) : i1
    // expected-warning @+1 {{R3: cannot decide whether this op races because it may write memory through llvm.call_intrinsic "llvm.memset.p1.i64", which the checker does not read}}
    llvm.call_intrinsic "llvm.memset.p1.i64"(%p, %b, %len, %f) : (!llvm.ptr<1>, i8, i64, i1) -> ()
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %q : i32, !llvm.ptr<1>
    gpu.return
  }

  gpu.func @masked_store(%p: !llvm.ptr<1>, %out: !llvm.ptr<1>) kernel {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %first = llvm.icmp "eq" %tid, %z : i32
    %mask = llvm.mlir.poison : vector<1xi1>
    %k0 = llvm.mlir.constant(0 : i32) : i32
    %m = llvm.insertelement %first, %mask[%k0 : i32] : vector<1xi1>
    %zv = llvm.mlir.constant(dense<0> : vector<1xi32>) : vector<1xi32>
    // expected-warning @+1 {{R3: cannot decide whether this op races because it may write memory through llvm.intr.masked.store, which the checker does not read}}
    llvm.intr.masked.store %zv, %p, %m {alignment = 4 : i32} : vector<1xi32>, vector<1xi1> into !llvm.ptr<1>
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %q : i32, !llvm.ptr<1>
    gpu.return
  }
}
