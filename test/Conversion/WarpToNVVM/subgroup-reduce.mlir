// RUN: warp-opt %s --split-input-file --convert-gpu-subgroup-reduce-to-shuffles | FileCheck %s
// RUN: warp-opt %s --split-input-file --warp-to-ptx | FileCheck %s --check-prefix=PTX
// The suite's own plain kernels hold an f32 subgroup_reduce (and an
// llvm.func): warp-ptx gives the PTX of all 22.
// RUN: warp-ptx %S/../../Analysis/correct-kernels.mlir | FileCheck %s --check-prefix=SUITE
// SUITE-COUNT-22: .entry
//
// Every gpu.subgroup_reduce becomes a butterfly of gpu.shuffle xor, which
// NVVM lowers to shfl.sync.bfly; upstream's GPU-to-NVVM pipeline rejects all
// but i32 (and those only with has-redux).

// CHECK-LABEL: gpu.func @reductions
// f32 over the warp: offsets 1, 2, 4, 8, 16.
// CHECK-COUNT-5: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : f32
// A cluster of 8: three steps.
// CHECK-COUNT-3: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : f32
// i64 moves as 64-bit shuffles (two shfl.sync each in PTX).
// CHECK-COUNT-5: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : i64
// f16 is widened to 32 bits.
// CHECK-COUNT-5: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-COUNT-5: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-NOT: gpu.subgroup_reduce
// PTX: gpu.binary @m
// PTX-SAME: .entry reductions
// PTX-SAME: shfl.sync.bfly.b32
// PTX-NOT: error
gpu.module @m {
  gpu.func @reductions(%a: memref<32xf32>, %b: memref<32xi64>,
                       %c: memref<32xf16>, %d: memref<32xi32>) kernel {
    %tid = gpu.thread_id x
    %v = memref.load %a[%tid] : memref<32xf32>
    %r = gpu.subgroup_reduce add %v : (f32) -> f32
    %r2 = gpu.subgroup_reduce maxnumf %v cluster(size = 8) : (f32) -> f32
    %s = arith.addf %r, %r2 : f32
    memref.store %s, %a[%tid] : memref<32xf32>
    %w = memref.load %b[%tid] : memref<32xi64>
    %q = gpu.subgroup_reduce mul %w : (i64) -> i64
    memref.store %q, %b[%tid] : memref<32xi64>
    %h = memref.load %c[%tid] : memref<32xf16>
    %hr = gpu.subgroup_reduce add %h : (f16) -> f16
    memref.store %hr, %c[%tid] : memref<32xf16>
    %i = memref.load %d[%tid] : memref<32xi32>
    %ir = gpu.subgroup_reduce xor %i uniform : (i32) -> i32
    memref.store %ir, %d[%tid] : memref<32xi32>
    gpu.return
  }
}
