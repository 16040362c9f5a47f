// Kernels in the style of MLIR's CUDA integration tests, written for this
// suite: each one is lowered by upstream's --gpu-lower-to-nvvm-pipeline, and
// must be by warp-to-ptx too (warp-opt here; pipeline-parity.test also runs
// this file through both pipelines, input by input).
//
// RUN: mlir-opt %s --split-input-file \
// RUN:   --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" \
// RUN:   | FileCheck %s --check-prefix=UPSTREAM
// RUN: warp-opt %s --split-input-file --warp-to-ptx | FileCheck %s
//
// UPSTREAM-COUNT-8: gpu.binary

// all_reduce with and, or, xor and add, in a gpu.launch outlined from a host
// function.
// CHECK: llvm.func @main
// CHECK: gpu.launch_func @main_kernel::@main_kernel
// CHECK: gpu.binary @main_kernel
// CHECK-SAME: shfl.sync.bfly.b32
module attributes {gpu.container_module} {
  func.func @main(%data: memref<2x32xi32>, %out: memref<2x4xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      %v = memref.load %data[%bx, %tx] : memref<2x32xi32>
      %and = gpu.all_reduce and %v uniform {} : (i32) -> i32
      %or = gpu.all_reduce or %v uniform {} : (i32) -> i32
      %xor = gpu.all_reduce xor %v uniform {} : (i32) -> i32
      %add = gpu.all_reduce add %v uniform {} : (i32) -> i32
      memref.store %and, %out[%bx, %c0] : memref<2x4xi32>
      memref.store %or, %out[%bx, %c1] : memref<2x4xi32>
      memref.store %xor, %out[%bx, %c2] : memref<2x4xi32>
      memref.store %add, %out[%bx, %c3] : memref<2x4xi32>
      gpu.terminator
    }
    return
  }
}

// -----

// gpu.shuffle with a width below the warp and a run-time offset.
// CHECK: gpu.binary @shuffles
// CHECK-SAME: shfl.sync.bfly.b32
// CHECK-SAME: shfl.sync.down.b32
gpu.module @shuffles {
  gpu.func @shuffle_width(%data: memref<64xf32>, %offset: i32) kernel {
    %tid = gpu.thread_id x
    %c4 = arith.constant 4 : i32
    %c16 = arith.constant 16 : i32
    %v = memref.load %data[%tid] : memref<64xf32>
    %x, %xok = gpu.shuffle xor %v, %c4, %c16 : f32
    %d, %dok = gpu.shuffle down %x, %offset, %c16 : f32
    %r = arith.select %dok, %d, %v : f32
    memref.store %r, %data[%tid] : memref<64xf32>
    gpu.return
  }
}

// -----

// A host module: device buffers, copies and an asynchronous launch_func.
// CHECK: gpu.binary @kernels
// CHECK-SAME: .entry scale
// CHECK: llvm.func @run
// CHECK: gpu.launch_func <%{{.*}} : !llvm.ptr> @kernels::@scale
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%buf: memref<64xf32>, %s: f32) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %buf[%tid] : memref<64xf32>
      %r = arith.mulf %v, %s : f32
      memref.store %r, %buf[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func @run(%host: memref<64xf32>, %s: f32) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] () : memref<64xf32>
    %t2 = gpu.memcpy async [%t1] %dev, %host : memref<64xf32>, memref<64xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@scale
        blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%dev : memref<64xf32>, %s : f32)
    %t4 = gpu.memcpy async [%t3] %host, %dev : memref<64xf32>, memref<64xf32>
    %t5 = gpu.dealloc async [%t4] %dev : memref<64xf32>
    gpu.wait [%t5]
    return
  }
}

// -----

// printf from the device.
// CHECK: gpu.binary @print
// CHECK-SAME: vprintf
gpu.module @print {
  gpu.func @hello(%v: f32) kernel {
    %tid = gpu.thread_id x
    gpu.printf "thread %lld has %f\n", %tid, %v : index, f32
    gpu.return
  }
}

// -----

// A grid-stride loop over a dynamically sized buffer, the most common loop
// in CUDA code: its memref needs the descriptor (sizes and strides), so
// bare pointers are not used for this module.
// CHECK: gpu.binary @grid_stride
// CHECK-SAME: .entry add_one
gpu.module @grid_stride {
  gpu.func @add_one(%a: memref<?xi32>, %n: index) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %base = arith.muli %bid, %bdim : index
    %start = arith.addi %base, %tid : index
    %step = arith.muli %gdim, %bdim : index
    %one = arith.constant 1 : i32
    scf.for %i = %start to %n step %step {
      %v = memref.load %a[%i] : memref<?xi32>
      %w = arith.addi %v, %one : i32
      memref.store %w, %a[%i] : memref<?xi32>
    }
    gpu.return
  }
}

// -----

// A kernel that reads the sizes of its 2-d dynamic memref.
// CHECK: gpu.binary @dims
// CHECK-SAME: .entry transpose_in_place
gpu.module @dims {
  gpu.func @transpose_in_place(%m: memref<?x?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = gpu.thread_id x
    %rows = memref.dim %m, %c0 : memref<?x?xf32>
    %cols = memref.dim %m, %c1 : memref<?x?xf32>
    %inside = arith.cmpi ult, %tid, %rows : index
    %fits = arith.cmpi ult, %tid, %cols : index
    %both = arith.andi %inside, %fits : i1
    scf.if %both {
      %v = memref.load %m[%tid, %tid] : memref<?x?xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%tid, %tid] : memref<?x?xf32>
    }
    gpu.return
  }
}

// -----

// A gpu.launch that captures a dynamically sized host memref: outlining
// makes it a kernel argument, which needs the descriptor.
// CHECK: llvm.func @fill
// CHECK: gpu.launch_func @fill_kernel::@fill_kernel
// CHECK: gpu.binary @fill_kernel
module attributes {gpu.container_module} {
  func.func @fill(%buf: memref<?xf32>, %v: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %buf, %c0 : memref<?xf32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      memref.store %v, %buf[%tx] : memref<?xf32>
      gpu.terminator
    }
    return
  }
}

// -----

// Shared memory, a barrier and a subgroup id.
// CHECK: gpu.binary @smem
// CHECK-SAME: bar.sync
gpu.module @smem {
  gpu.func @stage(%in: memref<128xf32>, %out: memref<128xf32>)
      workgroup(%tmp: memref<128xf32, #gpu.address_space<workgroup>>) kernel {
    %tid = gpu.thread_id x
    %c127 = arith.constant 127 : index
    %v = memref.load %in[%tid] : memref<128xf32>
    memref.store %v, %tmp[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %rev = arith.subi %c127, %tid : index
    %w = memref.load %tmp[%rev] : memref<128xf32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%tid] : memref<128xf32>
    gpu.return
  }
}
