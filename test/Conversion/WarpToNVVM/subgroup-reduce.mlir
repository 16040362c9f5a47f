// RUN: warp-opt %s --split-input-file --convert-gpu-subgroup-reduce-to-shuffles | FileCheck %s
// Before sm_80 there is no redux.sync: the i32 reduction is a butterfly too.
// RUN: warp-opt %s --split-input-file --convert-gpu-subgroup-reduce-to-shuffles=chip=sm_75 | FileCheck %s --check-prefix=SM75
// RUN: not warp-opt %s --split-input-file --convert-gpu-subgroup-reduce-to-shuffles=chip=gfx90a 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: convert-gpu-subgroup-reduce-to-shuffles: chip 'gfx90a' is not of the form sm_NN
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
// CHECK: %[[ALL:.*]] = arith.constant -1 : i32
// f32 over the warp: offsets 1, 2, 4, 8, 16.
// CHECK-COUNT-5: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : f32
// A cluster of 8: three steps.
// CHECK-COUNT-3: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : f32
// i64 moves as 64-bit shuffles (two shfl.sync each in PTX).
// CHECK-COUNT-5: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : i64
// f16 is widened to 32 bits.
// CHECK-COUNT-5: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : i32
// A whole-warp i32 xor, from sm_80 on: one redux.sync over all lanes (the
// mask's constant is hoisted to the top).
// CHECK: nvvm.redux.sync xor %{{.*}}, %[[ALL]] : i32 -> i32
// An i32 cluster of 8 stays a butterfly (redux.sync has no clusters).
// CHECK-COUNT-3: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-NOT: gpu.subgroup_reduce
// SM75-LABEL: gpu.func @reductions
// SM75-NOT: redux
// SM75: gpu.return
// PTX: gpu.binary @m
// PTX-SAME: .entry reductions
// PTX-SAME: shfl.sync.bfly.b32
// PTX-SAME: redux.sync.xor.b32
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
    %ic = gpu.subgroup_reduce maxsi %ir cluster(size = 8) : (i32) -> i32
    memref.store %ic, %d[%tid] : memref<32xi32>
    gpu.return
  }
}

// -----

// Vectors: elements of 32 bits or more are reduced one by one (4 x 5 steps
// for vector<4xf32>, 2 x 3 steps of f64 for a cluster of 8 over
// vector<2xf64>); narrower ones are packed into 32-bit pieces, whose
// strided slices become vector shuffles, so the pipeline leaves no vector op
// it cannot translate.
// CHECK-LABEL: gpu.func @vector_reductions
// CHECK-COUNT-20: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK-COUNT-6: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-COUNT-6: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : f64
// CHECK-NOT: gpu.subgroup_reduce
// CHECK-NOT: strided_slice
// CHECK: gpu.return
// PTX: gpu.binary @m
// PTX-SAME: .entry vector_reductions
// PTX-SAME: shfl.sync.bfly.b32
// PTX-NOT: error
gpu.module @m {
  gpu.func @vector_reductions(%a: memref<8xvector<4xf32>>,
                              %b: memref<8xvector<5xf16>>,
                              %c: memref<8xvector<2xf64>>) kernel {
    %tid = gpu.thread_id x
    %va = memref.load %a[%tid] : memref<8xvector<4xf32>>
    %ra = gpu.subgroup_reduce add %va : (vector<4xf32>) -> vector<4xf32>
    memref.store %ra, %a[%tid] : memref<8xvector<4xf32>>
    %vb = memref.load %b[%tid] : memref<8xvector<5xf16>>
    %rb = gpu.subgroup_reduce mul %vb uniform cluster(size = 4, stride = 2)
        : (vector<5xf16>) -> vector<5xf16>
    memref.store %rb, %b[%tid] : memref<8xvector<5xf16>>
    %vc = memref.load %c[%tid] : memref<8xvector<2xf64>>
    %rc = gpu.subgroup_reduce maxnumf %vc cluster(size = 8)
        : (vector<2xf64>) -> vector<2xf64>
    memref.store %rc, %c[%tid] : memref<8xvector<2xf64>>
    gpu.return
  }
}

// -----

// Unsigned i32 reductions over the warp are redux.sync umin and umax, one
// per element of a vector; a cluster of 32 lanes with a stride is not the
// warp's 32 lanes and stays a butterfly (offsets 2 to 32).
// CHECK-LABEL: gpu.func @i32_redux_and_strided_cluster
// CHECK: nvvm.redux.sync umin %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-COUNT-2: nvvm.redux.sync umax %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NOT: nvvm.redux.sync
// CHECK-COUNT-5: gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-NOT: nvvm.redux.sync
// CHECK: gpu.return
// SM75-LABEL: gpu.func @i32_redux_and_strided_cluster
// SM75-NOT: redux
// SM75: gpu.return
// PTX: gpu.binary @m
// PTX-SAME: .entry i32_redux_and_strided_cluster
// PTX-SAME: redux.sync.min.u32
// PTX-NOT: error
gpu.module @m {
  gpu.func @i32_redux_and_strided_cluster(%a: memref<32xi32>,
                                          %b: memref<32xvector<2xi32>>)
      kernel {
    %tid = gpu.thread_id x
    %i = memref.load %a[%tid] : memref<32xi32>
    %min = gpu.subgroup_reduce minui %i : (i32) -> i32
    %v = memref.load %b[%tid] : memref<32xvector<2xi32>>
    %max = gpu.subgroup_reduce maxui %v : (vector<2xi32>) -> vector<2xi32>
    memref.store %max, %b[%tid] : memref<32xvector<2xi32>>
    %s = gpu.subgroup_reduce minui %min cluster(size = 32, stride = 2)
        : (i32) -> i32
    memref.store %s, %a[%tid] : memref<32xi32>
    gpu.return
  }
}
