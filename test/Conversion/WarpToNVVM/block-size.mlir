// RUN: warp-opt %s --convert-warp-to-nvvm | FileCheck %s
// RUN: warp-ptx %s | FileCheck %s --check-prefix=PTX
// RUN: %if ptxas %{ warp-ptx %s -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}
//
// Issue 27 (b): a warp kernel's known_block_size is a fact W2 relied on
// (whole warps), but upstream lowers it to .maxntid, which admits a smaller
// block and so a partial warp. convert-warp-to-nvvm declares it exactly
// (nvvm.reqntid, .reqntid), which the driver and every runner hold a launch
// to (test/Runtime/block-shape-warp.test). PTX forbids .maxntid beside
// .reqntid.

// CHECK-LABEL: gpu.func @warp_kernel
// CHECK-SAME: attributes {gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.reqntid = array<i32: 64, 1, 1>}
// PTX-LABEL: .entry warp_kernel(
// PTX-NOT: .maxntid
// PTX: .reqntid 64, 1, 1
// PTX-NOT: .maxntid
// PTX: ret;
gpu.module @m {
  gpu.func @warp_kernel(%out: memref<64xi32>, %v: i32) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %t = gpu.thread_id x
    memref.store %r, %out[%t] : memref<64xi32>
    gpu.return
  }

// The discardable `gpu.known_block_size`, which W2 reads as exact too, is
// declared the same way (issue 27 round 18: upstream ignored it on a
// gpu.func and the PTX declared no block).
// CHECK-LABEL: gpu.func @warp_kernel_discardable
// CHECK-SAME: nvvm.reqntid = array<i32: 32, 2, 1>
// PTX-LABEL: .entry warp_kernel_discardable(
// PTX: .reqntid 32, 2, 1
// PTX: ret;
  gpu.func @warp_kernel_discardable(%out: memref<64xi32>, %v: i32) kernel
      attributes {gpu.known_block_size = array<i32: 32, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %t = gpu.thread_id x
    memref.store %r, %out[%t] : memref<64xi32>
    gpu.return
  }

// An nvvm.maxntid the declared block fits (W2) gives way to .reqntid.
// CHECK-LABEL: gpu.func @warp_kernel_with_bound
// CHECK-SAME: attributes {gpu.known_block_size = array<i32: 32, 2, 1>, nvvm.reqntid = array<i32: 32, 2, 1>}
// PTX-LABEL: .entry warp_kernel_with_bound(
// PTX-NOT: .maxntid
// PTX: .reqntid 32, 2, 1
// PTX-NOT: .maxntid
// PTX: ret;
  gpu.func @warp_kernel_with_bound(%out: memref<64xi32>, %v: i32) kernel
      attributes {known_block_size = array<i32: 32, 2, 1>, nvvm.maxntid = array<i32: 128, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %t = gpu.thread_id x
    memref.store %r, %out[%t] : memref<64xi32>
    gpu.return
  }

// A kernel without warp.entry keeps upstream's reading (.maxntid): nothing
// was proven from its block.
// CHECK-LABEL: gpu.func @plain_kernel
// CHECK-SAME: known_block_size = array<i32: 64, 1, 1>
// CHECK-NOT: reqntid
// PTX-LABEL: .entry plain_kernel(
// PTX: .maxntid 64, 1, 1
// PTX-NOT: .reqntid
  gpu.func @plain_kernel(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c = arith.constant 1 : i32
    %t = gpu.thread_id x
    memref.store %c, %out[%t] : memref<64xi32>
    gpu.return
  }
}
