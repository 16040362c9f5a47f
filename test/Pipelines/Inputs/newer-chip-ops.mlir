// Ops sm_90 does not have (NVPTX aborted with "Cannot select"; found by
// test/Sim/sweep): a located error naming the chips that have them.
gpu.module @m {
  gpu.func @redux_f32(%x: f32, %out: memref<1xf32>) kernel {
    %m = arith.constant -1 : i32
    %r = nvvm.redux.sync fmin %x, %m : f32 -> f32
    %c0 = arith.constant 0 : index
    memref.store %r, %out[%c0] : memref<1xf32>
    gpu.return
  }
  gpu.func @st_bulk(%p: !llvm.ptr) kernel {
    %n = arith.constant 128 : i64
    nvvm.st.bulk %p, size = %n : !llvm.ptr
    gpu.return
  }
  gpu.func @cvt_f4(%a: f32, %b: f32, %out: memref<1xi8>) kernel {
    %r = nvvm.convert.f32x2.to.f4x2 %a, %b : i8 (f4E2M1FN)
    %c0 = arith.constant 0 : index
    memref.store %r, %out[%c0] : memref<1xi8>
    gpu.return
  }
  gpu.func @cvt_rs(%a: f32, %b: f32, %bits: i32, %out: memref<1xi32>) kernel {
    %v = nvvm.convert.f32x2.to.f16x2 %a, %b, %bits {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
    %r = llvm.bitcast %v : vector<2xf16> to i32
    %c0 = arith.constant 0 : index
    memref.store %r, %out[%c0] : memref<1xi32>
    gpu.return
  }
}
