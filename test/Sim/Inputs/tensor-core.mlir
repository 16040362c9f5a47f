// Kernels with tensor-core instructions (upstream nvgpu ops on workgroup
// memory) for tensor-core.test: the simulator runs them and
// Inputs/tensor_core.py checks their buffers against numpy; warp-ptx
// compiles them for sm_80 and ptxas assembles them (tensor-core-ptx.test).
//
// Register fragments travel as raw bytes, one vector per lane
// (memref<32xvector<...>> views of i8 buffers): tensor_core.py lays the
// inputs out and reads the results back per the PTX ISA's fragment tables,
// independently of the simulator. (MLIR 22's GPU-to-NVVM pipeline does not
// lower n-D vector constants, inserts or bitcasts, so the kernels never
// build a fragment from scalars.)
gpu.module @kernels {
  // D = A * B + C (m16n8k16, f16 inputs, f32 accumulators). A (16x16) and B
  // (16x8, K x N) arrive as f32, go to shared memory as f16 and reach their
  // fragments through ldmatrix x4 (lane l gives row l % 16, column
  // l / 16 * 8 of A) and x2.trans (lane l gives row l % 16 of B).
  gpu.func @mma_f16(%a: memref<256xf32>, %b: memref<128xf32>,
                    %c: memref<512xi8>, %d: memref<512xi8>)
      workgroup(%sa: memref<16x16xf16, #gpu.address_space<workgroup>>,
                %sb: memref<16x8xf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %lane = gpu.thread_id x
    scf.for %i = %c0 to %c8 step %c1 {
      %base = arith.muli %lane, %c8 : index
      %idx = arith.addi %base, %i : index
      %v = memref.load %a[%idx] : memref<256xf32>
      %h = arith.truncf %v : f32 to f16
      %r = arith.divui %idx, %c16 : index
      %col = arith.remui %idx, %c16 : index
      memref.store %h, %sa[%r, %col] : memref<16x16xf16, #gpu.address_space<workgroup>>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %base = arith.muli %lane, %c4 : index
      %idx = arith.addi %base, %i : index
      %v = memref.load %b[%idx] : memref<128xf32>
      %h = arith.truncf %v : f32 to f16
      %r = arith.divui %idx, %c8 : index
      %col = arith.remui %idx, %c8 : index
      memref.store %h, %sb[%r, %col] : memref<16x8xf16, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %row = arith.remui %lane, %c16 : index
    %half = arith.divui %lane, %c16 : index
    %acol = arith.muli %half, %c8 : index
    %fa = nvgpu.ldmatrix %sa[%row, %acol] {numTiles = 4 : i32, transpose = false}
        : memref<16x16xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
    %fb = nvgpu.ldmatrix %sb[%row, %c0] {numTiles = 2 : i32, transpose = true}
        : memref<16x8xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>
    %cv = memref.view %c[%c0][] : memref<512xi8> to memref<32xvector<2x2xf32>>
    %fc = memref.load %cv[%lane] : memref<32xvector<2x2xf32>>
    %fd = nvgpu.mma.sync(%fa, %fb, %fc) {mmaShape = [16, 8, 16]}
        : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
    %dv = memref.view %d[%c0][] : memref<512xi8> to memref<32xvector<2x2xf32>>
    memref.store %fd, %dv[%lane] : memref<32xvector<2x2xf32>>
    gpu.return
  }

  // The same with f16 accumulators: C and D are two f16x2 registers.
  gpu.func @mma_f16_acc(%a: memref<256xf32>, %b: memref<128xf32>,
                        %c: memref<256xi8>, %d: memref<256xi8>)
      workgroup(%sa: memref<16x16xf16, #gpu.address_space<workgroup>>,
                %sb: memref<16x8xf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %lane = gpu.thread_id x
    scf.for %i = %c0 to %c8 step %c1 {
      %base = arith.muli %lane, %c8 : index
      %idx = arith.addi %base, %i : index
      %v = memref.load %a[%idx] : memref<256xf32>
      %h = arith.truncf %v : f32 to f16
      %r = arith.divui %idx, %c16 : index
      %col = arith.remui %idx, %c16 : index
      memref.store %h, %sa[%r, %col] : memref<16x16xf16, #gpu.address_space<workgroup>>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %base = arith.muli %lane, %c4 : index
      %idx = arith.addi %base, %i : index
      %v = memref.load %b[%idx] : memref<128xf32>
      %h = arith.truncf %v : f32 to f16
      %r = arith.divui %idx, %c8 : index
      %col = arith.remui %idx, %c8 : index
      memref.store %h, %sb[%r, %col] : memref<16x8xf16, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %row = arith.remui %lane, %c16 : index
    %half = arith.divui %lane, %c16 : index
    %acol = arith.muli %half, %c8 : index
    %fa = nvgpu.ldmatrix %sa[%row, %acol] {numTiles = 4 : i32, transpose = false}
        : memref<16x16xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
    %fb = nvgpu.ldmatrix %sb[%row, %c0] {numTiles = 2 : i32, transpose = true}
        : memref<16x8xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>
    %cv = memref.view %c[%c0][] : memref<256xi8> to memref<32xvector<2x2xf16>>
    %fc = memref.load %cv[%lane] : memref<32xvector<2x2xf16>>
    %fd = nvgpu.mma.sync(%fa, %fb, %fc) {mmaShape = [16, 8, 16]}
        : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
    %dv = memref.view %d[%c0][] : memref<256xi8> to memref<32xvector<2x2xf16>>
    memref.store %fd, %dv[%lane] : memref<32xvector<2x2xf16>>
    gpu.return
  }

  // D = A * B + C (m16n8k8, tf32): every fragment from and to raw bytes.
  gpu.func @mma_tf32(%a: memref<512xi8>, %b: memref<256xi8>,
                     %c: memref<512xi8>, %d: memref<512xi8>) kernel {
    %c0 = arith.constant 0 : index
    %lane = gpu.thread_id x
    %av = memref.view %a[%c0][] : memref<512xi8> to memref<32xvector<4x1xf32>>
    %bv = memref.view %b[%c0][] : memref<256xi8> to memref<32xvector<2x1xf32>>
    %cv = memref.view %c[%c0][] : memref<512xi8> to memref<32xvector<2x2xf32>>
    %fa = memref.load %av[%lane] : memref<32xvector<4x1xf32>>
    %fb = memref.load %bv[%lane] : memref<32xvector<2x1xf32>>
    %fc = memref.load %cv[%lane] : memref<32xvector<2x2xf32>>
    %fd = nvgpu.mma.sync(%fa, %fb, %fc) {mmaShape = [16, 8, 8], tf32Enabled}
        : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
    %dv = memref.view %d[%c0][] : memref<512xi8> to memref<32xvector<2x2xf32>>
    memref.store %fd, %dv[%lane] : memref<32xvector<2x2xf32>>
    gpu.return
  }

  // D = A * B + C (m16n8k32, s8 inputs, s32 accumulators, .satfinite).
  gpu.func @mma_s8(%a: memref<512xi8>, %b: memref<256xi8>,
                   %c: memref<512xi8>, %d: memref<512xi8>) kernel {
    %c0 = arith.constant 0 : index
    %lane = gpu.thread_id x
    %av = memref.view %a[%c0][] : memref<512xi8> to memref<32xvector<4x4xi8>>
    %bv = memref.view %b[%c0][] : memref<256xi8> to memref<32xvector<2x4xi8>>
    %cv = memref.view %c[%c0][] : memref<512xi8> to memref<32xvector<2x2xi32>>
    %fa = memref.load %av[%lane] : memref<32xvector<4x4xi8>>
    %fb = memref.load %bv[%lane] : memref<32xvector<2x4xi8>>
    %fc = memref.load %cv[%lane] : memref<32xvector<2x2xi32>>
    %fd = nvgpu.mma.sync(%fa, %fb, %fc) {mmaShape = [16, 8, 32]}
        : (vector<4x4xi8>, vector<2x4xi8>, vector<2x2xi32>) -> vector<2x2xi32>
    %dv = memref.view %d[%c0][] : memref<512xi8> to memref<32xvector<2x2xi32>>
    memref.store %fd, %dv[%lane] : memref<32xvector<2x2xi32>>
    gpu.return
  }

  // Each lane's raw ldmatrix registers: shared memory holds 32 rows of
  // eight 16-bit elements, element (r, c) = r * 8 + c, and lane l gives the
  // address of row l. Bytes 0-127 of `raw` hold every lane's x1 register,
  // 128-383 its x2.trans registers, 384-895 its x4 registers.
  gpu.func @ldmatrix_probe(%raw: memref<896xi8>)
      workgroup(%s: memref<32x8xf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %c384 = arith.constant 384 : index
    %lane = gpu.thread_id x
    scf.for %i = %c0 to %c8 step %c1 {
      %base = arith.muli %lane, %c8 : index
      %idx = arith.addi %base, %i : index
      %v = arith.index_cast %idx : index to i16
      %h = arith.bitcast %v : i16 to f16
      memref.store %h, %s[%lane, %i] : memref<32x8xf16, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %x1 = nvgpu.ldmatrix %s[%lane, %c0] {numTiles = 1 : i32, transpose = false}
        : memref<32x8xf16, #gpu.address_space<workgroup>> -> vector<1x2xf16>
    %x2 = nvgpu.ldmatrix %s[%lane, %c0] {numTiles = 2 : i32, transpose = true}
        : memref<32x8xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>
    %x4 = nvgpu.ldmatrix %s[%lane, %c0] {numTiles = 4 : i32, transpose = false}
        : memref<32x8xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
    %v1 = memref.view %raw[%c0][] : memref<896xi8> to memref<32xvector<1x2xf16>>
    %v2 = memref.view %raw[%c128][] : memref<896xi8> to memref<32xvector<2x2xf16>>
    %v4 = memref.view %raw[%c384][] : memref<896xi8> to memref<32xvector<4x2xf16>>
    memref.store %x1, %v1[%lane] : memref<32xvector<1x2xf16>>
    memref.store %x2, %v2[%lane] : memref<32xvector<2x2xf16>>
    memref.store %x4, %v4[%lane] : memref<32xvector<4x2xf16>>
    gpu.return
  }

  // Global to shared with cp.async, 16 bytes (four f32) a thread, then back
  // out: `in` (256 elements) to `out` through 1 KiB of shared memory. The
  // second copy of each thread reads only `valid` of its four elements
  // (src-size); the rest are zero-filled.
  gpu.func @cp_async(%in: memref<256xf32>, %out: memref<256xf32>,
                     %valid: i32)
      workgroup(%s: memref<256xf32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %lane = gpu.thread_id x
    %i = arith.muli %lane, %c4 : index
    %j = arith.addi %i, %c128 : index
    %n = arith.index_cast %valid : i32 to index
    %t0 = nvgpu.device_async_copy %in[%i], %s[%i], 4
        : memref<256xf32> to memref<256xf32, #gpu.address_space<workgroup>>
    %t1 = nvgpu.device_async_copy %in[%j], %s[%j], 4, %n {bypassL1}
        : memref<256xf32> to memref<256xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t0, %t1
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    gpu.barrier
    scf.for %h = %c0 to %c2 step %c1 {
      %k0 = arith.muli %h, %c128 : index
      %k = arith.addi %k0, %i : index
      scf.for %e = %c0 to %c4 step %c1 {
        %x = arith.addi %k, %e : index
        %v = memref.load %s[%x] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %v, %out[%x] : memref<256xf32>
      }
    }
    gpu.return
  }

  // The bug: no nvgpu.device_async_wait, so the copies may not have landed
  // when the threads read them (after a barrier, which does not wait for
  // cp.async).
  gpu.func @cp_async_unwaited(%in: memref<128xf32>, %out: memref<128xf32>)
      workgroup(%s: memref<128xf32, #gpu.address_space<workgroup>>) kernel {
    %c4 = arith.constant 4 : index
    %lane = gpu.thread_id x
    %i = arith.muli %lane, %c4 : index
    %t0 = nvgpu.device_async_copy %in[%i], %s[%i], 4
        : memref<128xf32> to memref<128xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t0
    gpu.barrier
    %v = memref.load %s[%i] : memref<128xf32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%i] : memref<128xf32>
    gpu.return
  }

  // The bug: the row addresses start one element into each row, so they
  // are not 16-byte aligned.
  gpu.func @ldmatrix_misaligned(%raw: memref<512xi8>)
      workgroup(%s: memref<32x9xf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %zero = arith.constant 0.0 : f16
    %lane = gpu.thread_id x
    scf.for %i = %c0 to %c9 step %c1 {
      memref.store %zero, %s[%lane, %i] : memref<32x9xf16, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %x4 = nvgpu.ldmatrix %s[%lane, %c1] {numTiles = 4 : i32, transpose = false}
        : memref<32x9xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
    %v4 = memref.view %raw[%c0][] : memref<512xi8> to memref<32xvector<4x2xf16>>
    memref.store %x4, %v4[%lane] : memref<32xvector<4x2xf16>>
    gpu.return
  }

  // D = A * B + C (m16n8k16, bf16 inputs, f32 accumulators), written with
  // the NVVM op (MLIR 22's nvgpu.mma.sync cannot deduce bf16 operand
  // types): A and B registers are i32 pairs of bf16.
  gpu.func @mma_bf16(%a: memref<512xi8>, %b: memref<256xi8>,
                     %c: memref<512xi8>, %d: memref<512xi8>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %lane = gpu.thread_id x
    %av = memref.view %a[%c0][] : memref<512xi8> to memref<128xi32>
    %bv = memref.view %b[%c0][] : memref<256xi8> to memref<64xi32>
    %cv = memref.view %c[%c0][] : memref<512xi8> to memref<128xf32>
    %dv = memref.view %d[%c0][] : memref<512xi8> to memref<128xf32>
    %q = arith.muli %lane, %c4 : index
    %q1 = arith.addi %q, %c1 : index
    %q2 = arith.addi %q, %c2 : index
    %q3 = arith.addi %q, %c3 : index
    %h = arith.muli %lane, %c2 : index
    %h1 = arith.addi %h, %c1 : index
    %a0 = memref.load %av[%q] : memref<128xi32>
    %a1 = memref.load %av[%q1] : memref<128xi32>
    %a2 = memref.load %av[%q2] : memref<128xi32>
    %a3 = memref.load %av[%q3] : memref<128xi32>
    %b0 = memref.load %bv[%h] : memref<64xi32>
    %b1 = memref.load %bv[%h1] : memref<64xi32>
    %c0f = memref.load %cv[%q] : memref<128xf32>
    %c1f = memref.load %cv[%q1] : memref<128xf32>
    %c2f = memref.load %cv[%q2] : memref<128xf32>
    %c3f = memref.load %cv[%q3] : memref<128xf32>
    %r = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1]
        C[%c0f, %c1f, %c2f, %c3f]
        {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
         multiplicandAPtxType = #nvvm.mma_type<bf16>,
         multiplicandBPtxType = #nvvm.mma_type<bf16>,
         shape = #nvvm.shape<m = 16, n = 8, k = 16>}
        : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    %d0 = llvm.extractvalue %r[0] : !llvm.struct<(f32, f32, f32, f32)>
    %d1 = llvm.extractvalue %r[1] : !llvm.struct<(f32, f32, f32, f32)>
    %d2 = llvm.extractvalue %r[2] : !llvm.struct<(f32, f32, f32, f32)>
    %d3 = llvm.extractvalue %r[3] : !llvm.struct<(f32, f32, f32, f32)>
    memref.store %d0, %dv[%q] : memref<128xf32>
    memref.store %d1, %dv[%q1] : memref<128xf32>
    memref.store %d2, %dv[%q2] : memref<128xf32>
    memref.store %d3, %dv[%q3] : memref<128xf32>
    gpu.return
  }

  // cp.async of 4 and 8 bytes (one and two f32), and of 4 bytes of which
  // none is read (src-size 0: zeros), waited for at once: each thread's
  // four elements are in[4t], 0, in[4t + 2], in[4t + 3].
  gpu.func @cp_async_small(%in: memref<128xf32>, %out: memref<128xf32>)
      workgroup(%s: memref<128xf32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %lane = gpu.thread_id x
    %i = arith.muli %lane, %c4 : index
    %j = arith.addi %i, %c2 : index
    %t0 = nvgpu.device_async_copy %in[%i], %s[%i], 1
        : memref<128xf32> to memref<128xf32, #gpu.address_space<workgroup>>
    %k = arith.addi %i, %c1 : index
    %t1 = nvgpu.device_async_copy %in[%k], %s[%k], 1, %c0
        : memref<128xf32> to memref<128xf32, #gpu.address_space<workgroup>>
    %t2 = nvgpu.device_async_copy %in[%j], %s[%j], 2
        : memref<128xf32> to memref<128xf32, #gpu.address_space<workgroup>>
    %g = nvgpu.device_async_create_group %t0, %t1, %t2
    nvgpu.device_async_wait %g
    scf.for %e = %c0 to %c4 step %c1 {
      %x = arith.addi %i, %e : index
      %v = memref.load %s[%x] : memref<128xf32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%x] : memref<128xf32>
    }
    gpu.return
  }

  // The bug: the warp splits around two mma.sync ops (f32 and f16
  // accumulators, so no pass merges them into one), which are .aligned:
  // all 32 lanes must execute the same one, and neither completes.
  gpu.func @mma_divergent(%d: memref<512xi8>) kernel {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %lane = gpu.thread_id x
    %dv = memref.view %d[%c0][] : memref<512xi8> to memref<32xvector<2x2xf32>>
    %dh = memref.view %d[%c0][] : memref<512xi8> to memref<32xvector<2x2xf16>>
    %fa = arith.constant dense<1.0> : vector<4x2xf16>
    %fb = arith.constant dense<1.0> : vector<2x2xf16>
    %c32 = arith.constant dense<0.0> : vector<2x2xf32>
    %c16h = arith.constant dense<0.0> : vector<2x2xf16>
    %low = arith.cmpi ult, %lane, %c16 : index
    scf.if %low {
      %x = nvgpu.mma.sync(%fa, %fb, %c32) {mmaShape = [16, 8, 16]}
          : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      memref.store %x, %dv[%lane] : memref<32xvector<2x2xf32>>
    } else {
      %y = nvgpu.mma.sync(%fa, %fb, %c16h) {mmaShape = [16, 8, 16]}
          : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
      memref.store %y, %dh[%lane] : memref<32xvector<2x2xf16>>
    }
    gpu.return
  }
}
