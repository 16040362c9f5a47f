// Kernels for test/Sim/ptx-intrinsics.test in the form of LLVM IR imported
// from CUDA C++ (no gpu.module; llvm.nvvm.* intrinsics): the dp4a/dp2a,
// cvt .tf32, rcp.approx.ftz.d and griddepcontrol intrinsics, each thread
// storing variant v at v * 32 + t as Inputs/ptx-scalar.mlir does.
module {
  llvm.func @dot(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %t64 = llvm.zext %t : i32 to i64
    %k0 = llvm.mlir.constant(0 : i64) : i64
    %k1 = llvm.mlir.constant(32 : i64) : i64
    %k2 = llvm.mlir.constant(64 : i64) : i64
    %k3 = llvm.mlir.constant(96 : i64) : i64
    %k4 = llvm.mlir.constant(128 : i64) : i64
    %k5 = llvm.mlir.constant(160 : i64) : i64
    %k6 = llvm.mlir.constant(192 : i64) : i64
    %k7 = llvm.mlir.constant(224 : i64) : i64
    %k8 = llvm.mlir.constant(256 : i64) : i64
    %k9 = llvm.mlir.constant(288 : i64) : i64
    %k10 = llvm.mlir.constant(320 : i64) : i64
    %k11 = llvm.mlir.constant(352 : i64) : i64
    %px = llvm.getelementptr %a[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %x = llvm.load %px : !llvm.ptr -> i32
    %py = llvm.getelementptr %b[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %y = llvm.load %py : !llvm.ptr -> i32
    %pz = llvm.getelementptr %c[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %z = llvm.load %pz : !llvm.ptr -> i32
    %lo = llvm.mlir.constant(false) : i1
    %hi = llvm.mlir.constant(true) : i1
    %d0 = llvm.call_intrinsic "llvm.nvvm.idp4a.u.u"(%x, %y, %z) : (i32, i32, i32) -> i32
    %o0 = llvm.add %t64, %k0 : i64
    %q0 = llvm.getelementptr %out[%o0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d0, %q0 : i32, !llvm.ptr
    %d1 = llvm.call_intrinsic "llvm.nvvm.idp4a.u.s"(%x, %y, %z) : (i32, i32, i32) -> i32
    %o1 = llvm.add %t64, %k1 : i64
    %q1 = llvm.getelementptr %out[%o1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d1, %q1 : i32, !llvm.ptr
    %d2 = llvm.call_intrinsic "llvm.nvvm.idp4a.s.u"(%x, %y, %z) : (i32, i32, i32) -> i32
    %o2 = llvm.add %t64, %k2 : i64
    %q2 = llvm.getelementptr %out[%o2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d2, %q2 : i32, !llvm.ptr
    %d3 = llvm.call_intrinsic "llvm.nvvm.idp4a.s.s"(%x, %y, %z) : (i32, i32, i32) -> i32
    %o3 = llvm.add %t64, %k3 : i64
    %q3 = llvm.getelementptr %out[%o3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d3, %q3 : i32, !llvm.ptr
    %d4 = llvm.call_intrinsic "llvm.nvvm.idp2a.u.u"(%x, %y, %lo, %z) : (i32, i32, i1, i32) -> i32
    %o4 = llvm.add %t64, %k4 : i64
    %q4 = llvm.getelementptr %out[%o4] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d4, %q4 : i32, !llvm.ptr
    %d5 = llvm.call_intrinsic "llvm.nvvm.idp2a.u.u"(%x, %y, %hi, %z) : (i32, i32, i1, i32) -> i32
    %o5 = llvm.add %t64, %k5 : i64
    %q5 = llvm.getelementptr %out[%o5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d5, %q5 : i32, !llvm.ptr
    %d6 = llvm.call_intrinsic "llvm.nvvm.idp2a.u.s"(%x, %y, %lo, %z) : (i32, i32, i1, i32) -> i32
    %o6 = llvm.add %t64, %k6 : i64
    %q6 = llvm.getelementptr %out[%o6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d6, %q6 : i32, !llvm.ptr
    %d7 = llvm.call_intrinsic "llvm.nvvm.idp2a.u.s"(%x, %y, %hi, %z) : (i32, i32, i1, i32) -> i32
    %o7 = llvm.add %t64, %k7 : i64
    %q7 = llvm.getelementptr %out[%o7] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d7, %q7 : i32, !llvm.ptr
    %d8 = llvm.call_intrinsic "llvm.nvvm.idp2a.s.u"(%x, %y, %lo, %z) : (i32, i32, i1, i32) -> i32
    %o8 = llvm.add %t64, %k8 : i64
    %q8 = llvm.getelementptr %out[%o8] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d8, %q8 : i32, !llvm.ptr
    %d9 = llvm.call_intrinsic "llvm.nvvm.idp2a.s.u"(%x, %y, %hi, %z) : (i32, i32, i1, i32) -> i32
    %o9 = llvm.add %t64, %k9 : i64
    %q9 = llvm.getelementptr %out[%o9] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d9, %q9 : i32, !llvm.ptr
    %d10 = llvm.call_intrinsic "llvm.nvvm.idp2a.s.s"(%x, %y, %lo, %z) : (i32, i32, i1, i32) -> i32
    %o10 = llvm.add %t64, %k10 : i64
    %q10 = llvm.getelementptr %out[%o10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d10, %q10 : i32, !llvm.ptr
    %d11 = llvm.call_intrinsic "llvm.nvvm.idp2a.s.s"(%x, %y, %hi, %z) : (i32, i32, i1, i32) -> i32
    %o11 = llvm.add %t64, %k11 : i64
    %q11 = llvm.getelementptr %out[%o11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d11, %q11 : i32, !llvm.ptr
    llvm.return
  }

  llvm.func @tf32(%a: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %t64 = llvm.zext %t : i32 to i64
    %k0 = llvm.mlir.constant(0 : i64) : i64
    %k1 = llvm.mlir.constant(32 : i64) : i64
    %k2 = llvm.mlir.constant(64 : i64) : i64
    %k3 = llvm.mlir.constant(96 : i64) : i64
    %k4 = llvm.mlir.constant(128 : i64) : i64
    %k5 = llvm.mlir.constant(160 : i64) : i64
    llvm.call_intrinsic "llvm.nvvm.griddepcontrol.wait"() : () -> ()
    %px = llvm.getelementptr %a[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %x = llvm.load %px : !llvm.ptr -> i32
    %f = llvm.bitcast %x : i32 to f32
    %r0 = llvm.call_intrinsic "llvm.nvvm.f2tf32.rna"(%f) : (f32) -> i32
    %o0 = llvm.add %t64, %k0 : i64
    %q0 = llvm.getelementptr %out[%o0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %r0, %q0 : i32, !llvm.ptr
    %r1 = llvm.call_intrinsic "llvm.nvvm.f2tf32.rna.satfinite"(%f) : (f32) -> i32
    %o1 = llvm.add %t64, %k1 : i64
    %q1 = llvm.getelementptr %out[%o1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %r1, %q1 : i32, !llvm.ptr
    %r2 = llvm.call_intrinsic "llvm.nvvm.f2tf32.rn"(%f) : (f32) -> i32
    %o2 = llvm.add %t64, %k2 : i64
    %q2 = llvm.getelementptr %out[%o2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %r2, %q2 : i32, !llvm.ptr
    %r3 = llvm.call_intrinsic "llvm.nvvm.f2tf32.rn.relu"(%f) : (f32) -> i32
    %o3 = llvm.add %t64, %k3 : i64
    %q3 = llvm.getelementptr %out[%o3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %r3, %q3 : i32, !llvm.ptr
    %r4 = llvm.call_intrinsic "llvm.nvvm.f2tf32.rz"(%f) : (f32) -> i32
    %o4 = llvm.add %t64, %k4 : i64
    %q4 = llvm.getelementptr %out[%o4] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %r4, %q4 : i32, !llvm.ptr
    %r5 = llvm.call_intrinsic "llvm.nvvm.f2tf32.rz.relu"(%f) : (f32) -> i32
    %o5 = llvm.add %t64, %k5 : i64
    %q5 = llvm.getelementptr %out[%o5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %r5, %q5 : i32, !llvm.ptr
    llvm.call_intrinsic "llvm.nvvm.griddepcontrol.launch.dependents"() : () -> ()
    llvm.return
  }

  llvm.func @rcp64(%a: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %t64 = llvm.zext %t : i32 to i64
    %k0 = llvm.mlir.constant(0 : i64) : i64
    %px = llvm.getelementptr %a[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %x = llvm.load %px : !llvm.ptr -> i64
    %f = llvm.bitcast %x : i64 to f64
    %r = llvm.call_intrinsic "llvm.nvvm.rcp.approx.ftz.d"(%f) : (f64) -> f64
    %rb = llvm.bitcast %r : f64 to i64
    %o0 = llvm.add %t64, %k0 : i64
    %q0 = llvm.getelementptr %out[%o0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %rb, %q0 : i64, !llvm.ptr
    llvm.return
  }
}
