// The kernel of test/Sim/ptx-scalar.test that needs sm_100 on a GPU.
gpu.module @kernels {
  // cvt.rn.satfinite and cvt.rz.satfinite to .tf32 (sm_100).
  gpu.func @tf32_satfinite(%a: memref<32xi32>, %out: memref<64xi32>) kernel {
    %t = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %x = memref.load %a[%t] : memref<32xi32>
    %f = llvm.bitcast %x : i32 to f32
    %r0 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>}
    %r1 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>}
    %i1 = arith.addi %t, %c32 : index
    memref.store %r0, %out[%t] : memref<64xi32>
    memref.store %r1, %out[%i1] : memref<64xi32>
    gpu.return
  }
}
