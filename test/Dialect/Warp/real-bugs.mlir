// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Seven real warp-collective bugs, each written in typed warp IR the way its
// untyped original was written, rejected by the verifier with the inactive
// lanes it reads, and followed by its fix, which is accepted.
//
// Where the original thread was available, the comment retells it; for
// LLVM #155682 and CCCL #854 the comment describes the bug pattern modelled
// (a collective moved under a lane-dependent branch; a logical-warp member
// mask that does not cover the lanes its shuffles read).

// cuda-samples #398: reduce7 with a 32-thread block. shmem_extent =
// blockSize / warpSize = 1, so the final-warp mask is
// __ballot_sync(mask, tid < 1) = 0x1, and warpReduceSum(0x1, sum) runs
// __shfl_down_sync(0x1, sum, 16), (..., 8), ... on lane 0 alone: lane 0 reads
// lanes 16, 8, 4, 2, 1, which are not in the mask. Undefined values.
gpu.module @cuda_samples_398 {
  gpu.func @reduce7_final_warp(%sum: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %l0, %rest = warp.diverge %w, lane(0) : !warp.warp<all> -> !warp.warp<lane(0)>, !warp.warp<high(31)>
    // expected-error @+1 {{W9: shuffle down 16 on '!warp.warp<lane(0)>' reads inactive lanes 16 (lane 0 reads lane 16)}}
    %s16 = warp.shuffle down %l0, %sum, 16 : !warp.warp<lane(0)>, f32
    %m = warp.merge %l0, %rest : !warp.warp<lane(0)>, !warp.warp<high(31)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Fix: the whole warp takes part in the final reduction (lanes past
// shmem_extent contribute 0), so every lane read is active.
gpu.module @cuda_samples_398_fixed {
  gpu.func @reduce7_final_warp(%sum: f32, %inExtent: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %zero = arith.constant 0.0 : f32
    %w = warp.entry : !warp.warp<all>
    %mine = arith.select %inExtent, %sum, %zero : f32
    %s16 = warp.shuffle down %w, %mine, 16 : !warp.warp<all>, f32
    %a16 = arith.addf %mine, %s16 : f32
    %total = warp.reduce add %w, %a16 : !warp.warp<all>, f32
    gpu.return
  }
}

// -----

// PIConGPU #2514 (fixed by #2600): V100 deadlock. atomicAllInc() runs inside
// `if (data[tid] == foo)` and calls __ballot_sync(0xFFFFFFFF, 1): the full
// mask names lanes that took the other branch and never arrive.
gpu.module @picongpu_2514 {
  gpu.func @atomic_all_inc(%match: i1) kernel {
    %true = arith.constant true
    %w = warp.entry : !warp.warp<all>
    // expected-note @+1 {{the region is entered here}}
    %w2 = warp.if %w, %match -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'warp.if' run here}}
      %leaders = warp.ballot %w, %true : !warp.warp<all> -> i32
      warp.yield %t : !warp.warp<dyn>
    }
    gpu.return
  }
}

// -----

// Fix: vote with the lanes that are in the branch (the branch's sub-warp,
// which lowers to exactly the lanes that took it).
gpu.module @picongpu_2514_fixed {
  gpu.func @atomic_all_inc(%match: i1) kernel {
    %true = arith.constant true
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, %match -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      %leaders = warp.ballot %t, %true : !warp.warp<dyn> -> i32
      warp.yield %t : !warp.warp<dyn>
    }
    gpu.return
  }
}

// -----

// PyTorch #98157 (countRadixUsingMask): in `for (i = tid; i < sliceSize;
// i += blockDim.x)` the ballot used ACTIVE_MASK(); on the last trip only the
// lanes with i < sliceSize are in the body, and the mask did not describe
// them. Typed: the body's bounds check is a lane-dependent branch, and the
// natural untyped port ballots on the warp from outside it.
gpu.module @pytorch_98157 {
  gpu.func @count_radix(%sliceSize: index, %vote: i1, %trips: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = gpu.lane_id
    %inBounds = arith.cmpi ult, %lane, %sliceSize : index
    %w = warp.entry : !warp.warp<all>
    %r = scf.for %it = %c0 to %trips step %c1 iter_args(%wi = %w) -> (!warp.warp<all>) {
      // expected-note @+1 {{the region is entered here}}
      scf.if %inBounds {
        // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here; which of the lanes it names run here is decided at run time}}
        %count = warp.ballot %wi, %vote : !warp.warp<all> -> i32
      }
      scf.yield %wi : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Fix (#98159): the ballot's mask is the lanes still in the loop, i.e. the
// sub-warp of the bounds check.
gpu.module @pytorch_98157_fixed {
  gpu.func @count_radix(%sliceSize: index, %vote: i1, %trips: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = gpu.lane_id
    %inBounds = arith.cmpi ult, %lane, %sliceSize : index
    %w = warp.entry : !warp.warp<all>
    %r = scf.for %it = %c0 to %trips step %c1 iter_args(%wi = %w) -> (!warp.warp<all>) {
      %wn = warp.if %wi, %inBounds -> !warp.warp<all> {
      ^bb0(%t: !warp.warp<dyn>):
        %count = warp.ballot %t, %vote : !warp.warp<dyn> -> i32
        warp.yield %t : !warp.warp<dyn>
      }
      scf.yield %wn : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// OpenCV #12320: a warp scan issued by part of a warp with the full member
// mask hangs on Volta and later (the pattern of OpenCV's block scan, where
// warpScanInclusive runs under `if (tid < numScanThreads / 32)`, see also
// #13014): with 8 warps in the block, lanes 0-7 run the scan and the
// shuffles name all 32 lanes.
gpu.module @opencv_12320 {
  gpu.func @block_scan_top_warp(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    // expected-note @+1 {{the region is entered here}}
    %w2 = warp.if %w, low(8) -> !warp.warp<all> {
    ^bb0(%top: !warp.warp<low(8)>):
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'warp.if' run here; lanes 8-31 it names are inactive here (only low(8) run)}}
      %s = warp.scan inclusive add %w, %v : !warp.warp<all>, i32
      warp.yield %top : !warp.warp<low(8)>
    } else {
    ^bb0(%others: !warp.warp<high(24)>):
      warp.yield %others : !warp.warp<high(24)>
    }
    gpu.return
  }
}

// -----

// The same scan written on the branch's lanes is wrong in a second way when
// they are not a prefix: scanning the upper lanes reads the lanes below them.
gpu.module @opencv_12320_upper {
  gpu.func @block_scan_upper_lanes(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, high(8) -> !warp.warp<all> {
    ^bb0(%top: !warp.warp<high(8)>):
      // expected-error @+1 {{W11: inclusive scan add on '!warp.warp<high(8)>' reads inactive lanes 0-23 (lane 24 reads lane 0)}}
      %s = warp.scan inclusive add %top, %v : !warp.warp<high(8)>, i32
      warp.yield %top : !warp.warp<high(8)>
    }
    gpu.return
  }
}

// -----

// Fix (#13658): the scan uses the lanes that run it; a scan over a prefix of
// the warp reads only active lanes.
gpu.module @opencv_12320_fixed {
  gpu.func @block_scan_top_warp(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, low(8) -> !warp.warp<all> {
    ^bb0(%top: !warp.warp<low(8)>):
      %s = warp.scan inclusive add %top, %v : !warp.warp<low(8)>, i32
      warp.yield %top : !warp.warp<low(8)>
    } else {
    ^bb0(%others: !warp.warp<high(24)>):
      warp.yield %others : !warp.warp<high(24)>
    }
    gpu.return
  }
}

// -----

// TVM #17307 (LowerThreadAllreduce): the warp reduction of a 16-thread
// reduction group set the shuffle-down member mask to the group's lanes while
// its offsets reached past them ("illegal instruction" on H100). Lane 8
// shuffles down by 8 from lane 16, outside the mask.
gpu.module @tvm_17307 {
  gpu.func @allreduce_16(%x: f32) kernel {
    %w = warp.entry : !warp.warp<all>
    %grp, %rest = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    // expected-error @+1 {{W9: shuffle down 8 on '!warp.warp<low(16)>' reads inactive lanes 16-23 (lane 8 reads lane 16)}}
    %s8 = warp.shuffle down %grp, %x, 8 : !warp.warp<low(16)>, f32
    %m = warp.merge %grp, %rest : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Fix: the 16-lane groups are tiles of the full warp (as the fix dropped the
// mask update: every lane takes part), and the reduction stays in each group.
gpu.module @tvm_17307_fixed {
  gpu.func @allreduce_16(%x: f32) kernel {
    %w = warp.entry : !warp.warp<all>
    %t = warp.tile %w, 16 : !warp.warp<all> -> !warp.tile<16>
    %s8 = warp.shuffle down %t, %x, 8 : !warp.tile<16>, f32
    %sum = warp.reduce add %t, %x : !warp.tile<16>, f32
    gpu.return
  }
}

// -----

// CCCL #854 (pattern modelled: a logical warp of 16 lanes whose member mask
// is built with the wrong width, covering 8 lanes, while its reduction
// shuffles xor 8 across the full 16-lane segment).
gpu.module @cccl_854 {
  gpu.func @logical_warp_reduce(%x: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %seg, %rest = warp.diverge %w, low(8) : !warp.warp<all> -> !warp.warp<low(8)>, !warp.warp<high(24)>
    // expected-error @+1 {{W9: shuffle xor 8 on '!warp.warp<low(8)>' reads inactive lanes 8-15 (lane 0 reads lane 8)}}
    %x8 = warp.shuffle xor %seg, %x, 8 : !warp.warp<low(8)>, i32
    %m = warp.merge %seg, %rest : !warp.warp<low(8)>, !warp.warp<high(24)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Fix: the logical warp is a tile; its size is its mask, so the two cannot
// disagree.
gpu.module @cccl_854_fixed {
  gpu.func @logical_warp_reduce(%x: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %t = warp.tile %w, 16 : !warp.warp<all> -> !warp.tile<16>
    %x8 = warp.shuffle xor %t, %x, 8 : !warp.tile<16>, i32
    %sum = warp.reduce add %t, %x : !warp.tile<16>, i32
    gpu.return
  }
}

// -----

// LLVM #155682 (pattern modelled: a full-warp shuffle whose result is used
// only under a lane-dependent branch gets sunk into that branch, where not
// every lane it reads is executing).
gpu.module @llvm_155682 {
  gpu.func @sunk_shuffle(%v: i32, %out: memref<32xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %laneIsLow = arith.cmpi ult, %lane, %c16 : index
    // expected-note @+1 {{the region is entered here}}
    scf.if %laneIsLow {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
      %x = warp.shuffle xor %w, %v, 16 : !warp.warp<all>, i32
      memref.store %x, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Fix: the shuffle stays where every lane runs; only its use is guarded.
gpu.module @llvm_155682_fixed {
  gpu.func @sunk_shuffle(%v: i32, %out: memref<32xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %laneIsLow = arith.cmpi ult, %lane, %c16 : index
    %x = warp.shuffle xor %w, %v, 16 : !warp.warp<all>, i32
    scf.if %laneIsLow {
      memref.store %x, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
