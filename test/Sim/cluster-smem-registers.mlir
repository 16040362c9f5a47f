// RUN: %python -c "import numpy as np; np.save('%t.npy', np.array([v for y in range(3) for x in range(2) for v in [x, y, 0, 2, 3, 1, 0, 0, 0, 1, 1, 1, 0, 1, 0, 100, 256, 1280]], dtype=np.int32))"
// RUN: warp-run --sim %s --grid 2,3 --block 2 --smem 100 --arg i32[108] --expect 0=%t.npy | FileCheck %s
// RUN: not warp-run --sim %s --grid 3,2 --block 2 --smem 100 --arg i32[108] --expect 0=%t.npy 2>&1 | FileCheck %s --check-prefix=OTHER
// The cluster and shared-memory-size special registers under a 2x3 grid
// launched without clusters (one CTA per cluster), with 40 bytes of static
// and 100 of dynamic shared memory. Thread 0 of block (x, y) writes 18
// values at (2y + x) * 18: %clusterid.{x,y,z} = (x, y, 0), %nclusterid =
// (2, 3, 1), %cluster_ctaid = (0, 0, 0), %cluster_nctaid = (1, 1, 1),
// %cluster_ctarank 0, %cluster_nctarank 1, %is_explicit_cluster 0,
// %dynamic_smem_size 100, %total_smem_size 140 rounded up to the 128-byte
// allocation unit (256), %aggr_smem_size that plus the 1 KiB reserved
// (1280). The same values do not hold under a 3x2 grid.
// CHECK: warp-run: 1 result match
// OTHER: elements differ
gpu.module @kernels {
  gpu.func @registers(%out: memref<108xi32>)
      workgroup(%scratch: memref<10xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c18 = arith.constant 18 : index
    %t = gpu.thread_id x
    %f = arith.constant 1.0 : f32
    memref.store %f, %scratch[%t] : memref<10xf32, 3>
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %gx = gpu.grid_dim x
      %row = arith.muli %by, %gx : index
      %block = arith.addi %row, %bx : index
      %base = arith.muli %block, %c18 : index
      %v0 = nvvm.read.ptx.sreg.clusterid.x : i32
      %v1 = nvvm.read.ptx.sreg.clusterid.y : i32
      %v2 = nvvm.read.ptx.sreg.clusterid.z : i32
      %v3 = nvvm.read.ptx.sreg.nclusterid.x : i32
      %v4 = nvvm.read.ptx.sreg.nclusterid.y : i32
      %v5 = nvvm.read.ptx.sreg.nclusterid.z : i32
      %v6 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
      %v7 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
      %v8 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
      %v9 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
      %v10 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
      %v11 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
      %v12 = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %v13 = nvvm.read.ptx.sreg.cluster.nctarank : i32
      %e = llvm.call_intrinsic "llvm.nvvm.is_explicit_cluster"() : () -> i1
      %v14 = arith.extui %e : i1 to i32
      %v15 = nvvm.read.ptx.sreg.dynamic.smem.size : i32
      %v16 = nvvm.read.ptx.sreg.total.smem.size : i32
      %v17 = nvvm.read.ptx.sreg.aggr.smem.size : i32
      %k0 = arith.constant 0 : index
      %k1 = arith.constant 1 : index
      %k2 = arith.constant 2 : index
      %k3 = arith.constant 3 : index
      %k4 = arith.constant 4 : index
      %k5 = arith.constant 5 : index
      %k6 = arith.constant 6 : index
      %k7 = arith.constant 7 : index
      %k8 = arith.constant 8 : index
      %k9 = arith.constant 9 : index
      %k10 = arith.constant 10 : index
      %k11 = arith.constant 11 : index
      %k12 = arith.constant 12 : index
      %k13 = arith.constant 13 : index
      %k14 = arith.constant 14 : index
      %k15 = arith.constant 15 : index
      %k16 = arith.constant 16 : index
      %k17 = arith.constant 17 : index
      %i0 = arith.addi %base, %k0 : index
      memref.store %v0, %out[%i0] : memref<108xi32>
      %i1 = arith.addi %base, %k1 : index
      memref.store %v1, %out[%i1] : memref<108xi32>
      %i2 = arith.addi %base, %k2 : index
      memref.store %v2, %out[%i2] : memref<108xi32>
      %i3 = arith.addi %base, %k3 : index
      memref.store %v3, %out[%i3] : memref<108xi32>
      %i4 = arith.addi %base, %k4 : index
      memref.store %v4, %out[%i4] : memref<108xi32>
      %i5 = arith.addi %base, %k5 : index
      memref.store %v5, %out[%i5] : memref<108xi32>
      %i6 = arith.addi %base, %k6 : index
      memref.store %v6, %out[%i6] : memref<108xi32>
      %i7 = arith.addi %base, %k7 : index
      memref.store %v7, %out[%i7] : memref<108xi32>
      %i8 = arith.addi %base, %k8 : index
      memref.store %v8, %out[%i8] : memref<108xi32>
      %i9 = arith.addi %base, %k9 : index
      memref.store %v9, %out[%i9] : memref<108xi32>
      %i10 = arith.addi %base, %k10 : index
      memref.store %v10, %out[%i10] : memref<108xi32>
      %i11 = arith.addi %base, %k11 : index
      memref.store %v11, %out[%i11] : memref<108xi32>
      %i12 = arith.addi %base, %k12 : index
      memref.store %v12, %out[%i12] : memref<108xi32>
      %i13 = arith.addi %base, %k13 : index
      memref.store %v13, %out[%i13] : memref<108xi32>
      %i14 = arith.addi %base, %k14 : index
      memref.store %v14, %out[%i14] : memref<108xi32>
      %i15 = arith.addi %base, %k15 : index
      memref.store %v15, %out[%i15] : memref<108xi32>
      %i16 = arith.addi %base, %k16 : index
      memref.store %v16, %out[%i16] : memref<108xi32>
      %i17 = arith.addi %base, %k17 : index
      memref.store %v17, %out[%i17] : memref<108xi32>
    }
    gpu.return
  }
}
