// Kernels for test/Sim/ptx-scalar.test: each of 32 threads applies the op
// under test to its elements of the input buffers and stores every variant
// into its own slice of the output (variant v of thread t at v * 32 + t).
gpu.module @kernels {
  // prmt in its seven modes: a, b and the selector c from the inputs.
  gpu.func @prmt(%a: memref<32xi32>, %b: memref<32xi32>, %c: memref<32xi32>,
                 %out: memref<224xi32>) kernel {
    %t = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %x = memref.load %a[%t] : memref<32xi32>
    %y = memref.load %b[%t] : memref<32xi32>
    %s = memref.load %c[%t] : memref<32xi32>
    %r0 = nvvm.prmt #nvvm.permute_mode<default> %s, %x, %y : i32
    %r1 = nvvm.prmt #nvvm.permute_mode<f4e> %s, %x, %y : i32
    %r2 = nvvm.prmt #nvvm.permute_mode<b4e> %s, %x, %y : i32
    %r3 = nvvm.prmt #nvvm.permute_mode<rc8> %s, %x : i32
    %r4 = nvvm.prmt #nvvm.permute_mode<ecl> %s, %x : i32
    %r5 = nvvm.prmt #nvvm.permute_mode<ecr> %s, %x : i32
    %r6 = nvvm.prmt #nvvm.permute_mode<rc16> %s, %x : i32
    %i0 = arith.addi %t, %c32 : index
    %i1 = arith.addi %i0, %c32 : index
    %i2 = arith.addi %i1, %c32 : index
    %i3 = arith.addi %i2, %c32 : index
    %i4 = arith.addi %i3, %c32 : index
    %i5 = arith.addi %i4, %c32 : index
    memref.store %r0, %out[%t] : memref<224xi32>
    memref.store %r1, %out[%i0] : memref<224xi32>
    memref.store %r2, %out[%i1] : memref<224xi32>
    memref.store %r3, %out[%i2] : memref<224xi32>
    memref.store %r4, %out[%i3] : memref<224xi32>
    memref.store %r5, %out[%i4] : memref<224xi32>
    memref.store %r6, %out[%i5] : memref<224xi32>
    gpu.return
  }

  // dp4a with the four signedness pairs, then dp2a with the four pairs,
  // .lo and .hi (variant 4 + 2 * pair + hi).
  gpu.func @dot(%a: memref<32xi32>, %b: memref<32xi32>, %c: memref<32xi32>,
                %out: memref<384xi32>) kernel {
    %t = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %x = memref.load %a[%t] : memref<32xi32>
    %y = memref.load %b[%t] : memref<32xi32>
    %z = memref.load %c[%t] : memref<32xi32>
    %x4 = llvm.bitcast %x : i32 to vector<4xi8>
    %y4 = llvm.bitcast %y : i32 to vector<4xi8>
    %x2 = llvm.bitcast %x : i32 to vector<2xi16>
    %d0 = nvvm.dot.accumulate.4way %x4 <unsigned>, %y4 <unsigned>, %z : vector<4xi8>, vector<4xi8>
    %d1 = nvvm.dot.accumulate.4way %x4 <unsigned>, %y4 <signed>, %z : vector<4xi8>, vector<4xi8>
    %d2 = nvvm.dot.accumulate.4way %x4 <signed>, %y4 <unsigned>, %z : vector<4xi8>, vector<4xi8>
    %d3 = nvvm.dot.accumulate.4way %x4 <signed>, %y4 <signed>, %z : vector<4xi8>, vector<4xi8>
    %e0 = nvvm.dot.accumulate.2way %x2 <unsigned>, %y4 <unsigned>, %z {b_hi = false} : vector<2xi16>, vector<4xi8>
    %e1 = nvvm.dot.accumulate.2way %x2 <unsigned>, %y4 <unsigned>, %z {b_hi = true} : vector<2xi16>, vector<4xi8>
    %e2 = nvvm.dot.accumulate.2way %x2 <unsigned>, %y4 <signed>, %z {b_hi = false} : vector<2xi16>, vector<4xi8>
    %e3 = nvvm.dot.accumulate.2way %x2 <unsigned>, %y4 <signed>, %z {b_hi = true} : vector<2xi16>, vector<4xi8>
    %e4 = nvvm.dot.accumulate.2way %x2 <signed>, %y4 <unsigned>, %z {b_hi = false} : vector<2xi16>, vector<4xi8>
    %e5 = nvvm.dot.accumulate.2way %x2 <signed>, %y4 <unsigned>, %z {b_hi = true} : vector<2xi16>, vector<4xi8>
    %e6 = nvvm.dot.accumulate.2way %x2 <signed>, %y4 <signed>, %z {b_hi = false} : vector<2xi16>, vector<4xi8>
    %e7 = nvvm.dot.accumulate.2way %x2 <signed>, %y4 <signed>, %z {b_hi = true} : vector<2xi16>, vector<4xi8>
    %i1 = arith.addi %t, %c32 : index
    %i2 = arith.addi %i1, %c32 : index
    %i3 = arith.addi %i2, %c32 : index
    %i4 = arith.addi %i3, %c32 : index
    %i5 = arith.addi %i4, %c32 : index
    %i6 = arith.addi %i5, %c32 : index
    %i7 = arith.addi %i6, %c32 : index
    %i8 = arith.addi %i7, %c32 : index
    %i9 = arith.addi %i8, %c32 : index
    %i10 = arith.addi %i9, %c32 : index
    %i11 = arith.addi %i10, %c32 : index
    memref.store %d0, %out[%t] : memref<384xi32>
    memref.store %d1, %out[%i1] : memref<384xi32>
    memref.store %d2, %out[%i2] : memref<384xi32>
    memref.store %d3, %out[%i3] : memref<384xi32>
    memref.store %e0, %out[%i4] : memref<384xi32>
    memref.store %e1, %out[%i5] : memref<384xi32>
    memref.store %e2, %out[%i6] : memref<384xi32>
    memref.store %e3, %out[%i7] : memref<384xi32>
    memref.store %e4, %out[%i8] : memref<384xi32>
    memref.store %e5, %out[%i9] : memref<384xi32>
    memref.store %e6, %out[%i10] : memref<384xi32>
    memref.store %e7, %out[%i11] : memref<384xi32>
    gpu.return
  }

  // rcp.approx.ftz.f32 of the f32 whose bits are the input, as bits.
  gpu.func @rcp(%a: memref<32xi32>, %out: memref<32xi32>) kernel {
    %t = gpu.thread_id x
    %x = memref.load %a[%t] : memref<32xi32>
    %f = llvm.bitcast %x : i32 to f32
    %r = nvvm.rcp.approx.ftz.f %f : f32
    %bits = llvm.bitcast %r : f32 to i32
    memref.store %bits, %out[%t] : memref<32xi32>
    gpu.return
  }

  // cvt to .tf32: rna, rna.satfinite, rn, rn.relu, rz, rz.relu (sm_80 and
  // sm_90).
  gpu.func @tf32(%a: memref<32xi32>, %out: memref<192xi32>) kernel {
    %t = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %x = memref.load %a[%t] : memref<32xi32>
    %f = llvm.bitcast %x : i32 to f32
    %r0 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rna>}
    %r1 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<satfinite>}
    %r2 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rn>}
    %r3 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rn>, relu = true}
    %r4 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rz>}
    %r5 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rz>, relu = true}
    %i1 = arith.addi %t, %c32 : index
    %i2 = arith.addi %i1, %c32 : index
    %i3 = arith.addi %i2, %c32 : index
    %i4 = arith.addi %i3, %c32 : index
    %i5 = arith.addi %i4, %c32 : index
    memref.store %r0, %out[%t] : memref<192xi32>
    memref.store %r1, %out[%i1] : memref<192xi32>
    memref.store %r2, %out[%i2] : memref<192xi32>
    memref.store %r3, %out[%i3] : memref<192xi32>
    memref.store %r4, %out[%i4] : memref<192xi32>
    memref.store %r5, %out[%i5] : memref<192xi32>
    gpu.return
  }

  // griddepcontrol wait and launch_dependents around a store: no-ops for
  // a single launch.
  gpu.func @griddep(%out: memref<32xi32>) kernel {
    %t = gpu.thread_id x
    nvvm.griddepcontrol wait
    %v = arith.index_cast %t : index to i32
    memref.store %v, %out[%t] : memref<32xi32>
    nvvm.griddepcontrol launch_dependents
    gpu.return
  }
}
