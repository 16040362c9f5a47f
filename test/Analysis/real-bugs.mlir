// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
// RUN: warp-opt %s --split-input-file --warp-raise 2>/dev/null | FileCheck %s --check-prefix=RAISED
// The fixes become typed kernels; the bugs keep their untyped collectives:
// RAISED-COUNT-7: warp.entry : !warp.warp<all>
//
// The seven real bugs of test/Dialect/Warp/real-bugs.mlir, this time in the
// plain gpu/nvvm IR they were written in, never typed: each is reported at
// the collective with a note at the branch, and each fix is clean (with
// warnings as errors, so the fixes are not just undecided).

// cuda-samples #398: reduce7 with a 32-thread block. shmem_extent = 1, so the
// final-warp mask is __ballot_sync(-1, tid < 1) = lane 0 alone, which then
// shuffles down from lanes 16, 8, ...
gpu.module @cuda_samples_398 {
  gpu.func @reduce7_final_warp(%sdata: memref<32xf32>, %out: memref<32xf32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %extent = arith.constant 1 : i32
    %all = arith.constant -1 : i32
    %c31 = arith.constant 31 : i32
    %c16 = arith.constant 16 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %inExtent = arith.cmpi ult, %tid, %extent : i32
    %mask = nvvm.vote.sync ballot %all, %inExtent -> i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0 take this path}}
    scf.if %inExtent {
      %i = arith.index_cast %tid : i32 to index
      %v = memref.load %sdata[%i] : memref<32xf32>
      // expected-error @+1 {{C3: shfl.sync down 16 with member mask lane(0) (0x00000001) reads lanes 16 outside the mask (lane 0 reads lane 16)}}
      %s16 = nvvm.shfl.sync down %mask, %v, %c16, %c31 : f32 -> f32
      %a16 = arith.addf %v, %s16 : f32
      memref.store %a16, %out[%i] : memref<32xf32>
    }
    gpu.return
  }
}

// -----

// Fix: the whole warp takes part; lanes past the extent contribute 0.
gpu.module @cuda_samples_398_fixed {
  gpu.func @reduce7_final_warp(%sdata: memref<32xf32>, %out: memref<32xf32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %extent = arith.constant 1 : i32
    %all = arith.constant -1 : i32
    %c31 = arith.constant 31 : i32
    %c16 = arith.constant 16 : i32
    %zero = arith.constant 0.0 : f32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %inExtent = arith.cmpi ult, %tid, %extent : i32
    %i = arith.index_cast %tid : i32 to index
    %loaded = memref.load %sdata[%i] : memref<32xf32>
    %v = arith.select %inExtent, %loaded, %zero : f32
    %s16 = nvvm.shfl.sync down %all, %v, %c16, %c31 : f32 -> f32
    %a16 = arith.addf %v, %s16 : f32
    memref.store %a16, %out[%i] : memref<32xf32>
    gpu.return
  }
}

// -----

// PIConGPU #2514 (fixed by #2600): atomicAllInc() inside
// `if (data[tid] == foo)` calls __ballot_sync(0xFFFFFFFF, 1); lanes that
// took the other branch never arrive (a V100 deadlock).
gpu.module @picongpu_2514 {
  gpu.func @atomic_all_inc(%data: memref<256xi32>, %foo: i32) kernel {
    %all = arith.constant -1 : i32
    %true = arith.constant true
    %tid = gpu.thread_id x
    %d = memref.load %data[%tid] : memref<256xi32>
    %match = arith.cmpi eq, %d, %foo : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    scf.if %match {
      // expected-error @+1 {{C1: vote.sync ballot runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it}}
      %leaders = nvvm.vote.sync ballot %all, %true -> i32
    }
    gpu.return
  }
}

// -----

// Fix: the ballot's mask is the lanes that take the branch, voted before it.
gpu.module @picongpu_2514_fixed {
  gpu.func @atomic_all_inc(%data: memref<256xi32>, %foo: i32) kernel {
    %all = arith.constant -1 : i32
    %true = arith.constant true
    %tid = gpu.thread_id x
    %d = memref.load %data[%tid] : memref<256xi32>
    %match = arith.cmpi eq, %d, %foo : i32
    %members = nvvm.vote.sync ballot %all, %match -> i32
    scf.if %match {
      %leaders = nvvm.vote.sync ballot %members, %true -> i32
    }
    gpu.return
  }
}

// -----

// PyTorch #98157 (countRadixUsingMask): the grid-stride loop's last trip is
// taken only by lanes with i < sliceSize, but the ballot's mask names the
// whole warp.
gpu.module @pytorch_98157 {
  gpu.func @count_radix(%keys: memref<?xi32>, %slice: index, %trips: index, %digit: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %all = arith.constant -1 : i32
    %tid = gpu.thread_id x
    %bdim = gpu.block_dim x
    scf.for %it = %c0 to %trips step %c1 {
      %base = arith.muli %it, %bdim : index
      %i = arith.addi %base, %tid : index
      %inBounds = arith.cmpi ult, %i, %slice : index
      // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
      scf.if %inBounds {
        %k = memref.load %keys[%i] : memref<?xi32>
        %vote = arith.cmpi eq, %k, %digit : i32
        // expected-error @+1 {{C1: vote.sync ballot runs under lane-dependent control flow}}
        %count = nvvm.vote.sync ballot %all, %vote -> i32
      }
    }
    gpu.return
  }
}

// -----

// Fix (#98159): the mask is the ballot of the bounds check.
gpu.module @pytorch_98157_fixed {
  gpu.func @count_radix(%keys: memref<?xi32>, %slice: index, %trips: index, %digit: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %all = arith.constant -1 : i32
    %tid = gpu.thread_id x
    %bdim = gpu.block_dim x
    scf.for %it = %c0 to %trips step %c1 {
      %base = arith.muli %it, %bdim : index
      %i = arith.addi %base, %tid : index
      %inBounds = arith.cmpi ult, %i, %slice : index
      %mask = nvvm.vote.sync ballot %all, %inBounds -> i32
      scf.if %inBounds {
        %k = memref.load %keys[%i] : memref<?xi32>
        %vote = arith.cmpi eq, %k, %digit : i32
        %count = nvvm.vote.sync ballot %mask, %vote -> i32
      }
    }
    gpu.return
  }
}

// -----

// OpenCV #12320: the block scan's top-warp scan runs under
// `if (tid < numScanThreads / 32)` (8 warps: lanes 0-7) with the full mask.
gpu.module @opencv_12320 {
  gpu.func @block_scan_top_warp(%s: memref<256xi32>) kernel {
    %all = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %warps = arith.constant 8 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %top = arith.cmpi ult, %tid, %warps : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-7 take this path}}
    scf.if %top {
      %i = arith.index_cast %tid : i32 to index
      %v = memref.load %s[%i] : memref<256xi32>
      // expected-error @+1 {{C1: shfl.sync up names lanes 8-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-7 do)}}
      %y = nvvm.shfl.sync up %all, %v, %c1, %c0 : i32 -> i32
      memref.store %y, %s[%i] : memref<256xi32>
    }
    gpu.return
  }
}

// -----

// Fix (#13658): the scan's mask is the lanes running it; a scan reads only
// lanes below the reader, all of them in the mask.
gpu.module @opencv_12320_fixed {
  gpu.func @block_scan_top_warp(%s: memref<256xi32>) kernel {
    %all = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %warps = arith.constant 8 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %top = arith.cmpi ult, %tid, %warps : i32
    %mask = nvvm.vote.sync ballot %all, %top -> i32
    scf.if %top {
      %i = arith.index_cast %tid : i32 to index
      %v = memref.load %s[%i] : memref<256xi32>
      %y1 = nvvm.shfl.sync up %mask, %v, %c1, %c0 : i32 -> i32
      %y2 = nvvm.shfl.sync up %mask, %y1, %c2, %c0 : i32 -> i32
      %y4 = nvvm.shfl.sync up %mask, %y2, %c4, %c0 : i32 -> i32
      memref.store %y4, %s[%i] : memref<256xi32>
    }
    gpu.return
  }
}

// -----

// TVM #17307 (LowerThreadAllreduce): a 16-thread reduction group shuffles
// down with the group as its member mask while its offsets reach past it.
gpu.module @tvm_17307 {
  gpu.func @allreduce_16(%x: memref<32xf32>) kernel {
    %group = arith.constant 65535 : i32
    %c31 = arith.constant 31 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %inGroup = arith.cmpi ult, %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %inGroup {
      %i = arith.index_cast %lane : i32 to index
      %v = memref.load %x[%i] : memref<32xf32>
      // expected-error @+1 {{C3: shfl.sync down 8 with member mask low(16) (0x0000ffff) reads lanes 16-23 outside the mask (lane 8 reads lane 16)}}
      %s8 = nvvm.shfl.sync down %group, %v, %c8, %c31 : f32 -> f32
      memref.store %s8, %x[%i] : memref<32xf32>
    }
    gpu.return
  }
}

// -----

// Fix: every lane takes part (the fix dropped the mask update), and the
// clamp keeps each 16-lane group's shuffles inside it: (32 - 16) << 8 | 31.
gpu.module @tvm_17307_fixed {
  gpu.func @allreduce_16(%x: memref<32xf32>) kernel {
    %all = arith.constant -1 : i32
    %clamp16 = arith.constant 4127 : i32
    %c8 = arith.constant 8 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %v = memref.load %x[%i] : memref<32xf32>
    %s8 = nvvm.shfl.sync down %all, %v, %c8, %clamp16 : f32 -> f32
    memref.store %s8, %x[%i] : memref<32xf32>
    gpu.return
  }
}

// -----

// CCCL #854 (pattern modelled): a 16-lane logical warp whose member mask is
// built with the wrong width, 8 lanes, while every lane runs its shuffle.
gpu.module @cccl_854 {
  gpu.func @logical_warp_reduce(%x: memref<32xi32>) kernel {
    %wrong = arith.constant 255 : i32
    %clamp16 = arith.constant 4127 : i32
    %c8 = arith.constant 8 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %v = memref.load %x[%i] : memref<32xi32>
    // expected-error @+1 {{C2: lanes 8-31 execute shfl.sync bfly but are not in its member mask low(8) (0x000000ff)}}
    %s = nvvm.shfl.sync bfly %wrong, %v, %c8, %clamp16 : i32 -> i32
    memref.store %s, %x[%i] : memref<32xi32>
    gpu.return
  }
}

// -----

// Fix: the mask is the lanes that run it, the clamp makes the groups.
gpu.module @cccl_854_fixed {
  gpu.func @logical_warp_reduce(%x: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %clamp16 = arith.constant 4127 : i32
    %c8 = arith.constant 8 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %v = memref.load %x[%i] : memref<32xi32>
    %s = nvvm.shfl.sync bfly %all, %v, %c8, %clamp16 : i32 -> i32
    memref.store %s, %x[%i] : memref<32xi32>
    gpu.return
  }
}

// -----

// LLVM #155682 (pattern modelled): a full-warp shuffle whose result only the
// lower half uses, sunk into that half's branch.
gpu.module @llvm_155682 {
  gpu.func @sunk_shuffle(%x: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %c31 = arith.constant 31 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %v = memref.load %x[%i] : memref<32xi32>
    %low = arith.cmpi ult, %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %low {
      // expected-error @+1 {{C1: shfl.sync bfly names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)}}
      %s = nvvm.shfl.sync bfly %all, %v, %c16, %c31 : i32 -> i32
      memref.store %s, %x[%i] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Fix: the shuffle stays where every lane runs; only its use is guarded.
gpu.module @llvm_155682_fixed {
  gpu.func @sunk_shuffle(%x: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %c31 = arith.constant 31 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %i = arith.index_cast %lane : i32 to index
    %v = memref.load %x[%i] : memref<32xi32>
    %s = nvvm.shfl.sync bfly %all, %v, %c16, %c31 : i32 -> i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    scf.if %low {
      memref.store %s, %x[%i] : memref<32xi32>
    }
    gpu.return
  }
}
