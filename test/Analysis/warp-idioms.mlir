// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
//
// Warp idioms in plain gpu/nvvm IR, each right and wrong: 2-D blocks where
// tid.x is not the lane, gpu.shuffle narrower than the warp, a width taken
// from the block size, ballot compaction. The kernels declare their block
// size, so the gpu ops without a mask operand (gpu.shuffle,
// gpu.subgroup_reduce) are decided thread by thread: right ones must be
// clean (no warning either), wrong ones are reported exactly.

// Correct: a 32x4 block; each row is a warp, so tid.y == 0 keeps warp 0
// whole.
gpu.module @rows_of_32 {
  gpu.func @rows_of_32(%x: memref<4x32xf32>) kernel
      attributes {known_block_size = array<i32: 32, 4, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %v = memref.load %x[%ty, %tx] : memref<4x32xf32>
    %first = arith.cmpi eq, %ty, %c0 : index
    scf.if %first {
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
      memref.store %s, %x[%ty, %tx] : memref<4x32xf32>
    }
    gpu.return
  }
}

// -----

// Correct: an 8x4 block is one warp; row 0 is lanes 0-7, and a shuffle of
// width 8 names exactly those.
gpu.module @row_of_8 {
  gpu.func @row_of_8(%x: memref<4x8xf32>) kernel
      attributes {known_block_size = array<i32: 8, 4, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %v = memref.load %x[%ty, %tx] : memref<4x8xf32>
    %first = arith.cmpi eq, %ty, %c0 : index
    scf.if %first {
      %s, %ok = gpu.shuffle xor %v, %c1, %c8 : f32
      memref.store %s, %x[%ty, %tx] : memref<4x8xf32>
    }
    gpu.return
  }
}

// -----

// Bug: the same row of 8 with a whole-warp shuffle.
gpu.module @row_of_8_full_width {
  gpu.func @row_of_8_full_width(%x: memref<4x8xf32>) kernel
      attributes {known_block_size = array<i32: 8, 4, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %v = memref.load %x[%ty, %tx] : memref<4x8xf32>
    %first = arith.cmpi eq, %ty, %c0 : index
    // expected-note @+1 {{the threads diverge here}}
    scf.if %first {
      // expected-error @+1 {{C1: in warp 0, gpu.shuffle names lanes 8-31 in its member mask all (0xffffffff), but only lanes 0-7 execute it}}
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
      memref.store %s, %x[%ty, %tx] : memref<4x8xf32>
    }
    gpu.return
  }
}

// -----

// Bug: in an 8x4 block tid.x < 4 is not lanes 0-3 but the left half of
// every row.
gpu.module @columns_of_8 {
  gpu.func @columns_of_8(%x: memref<4x8xf32>) kernel
      attributes {known_block_size = array<i32: 8, 4, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %v = memref.load %x[%ty, %tx] : memref<4x8xf32>
    %left = arith.cmpi ult, %tx, %c4 : index
    // expected-note @+1 {{the threads diverge here}}
    scf.if %left {
      // expected-error @+1 {{C1: in warp 0, gpu.shuffle names lanes 4-7, 12-15, 20-23, 28-31 in its member mask all (0xffffffff), but only lanes 0-3, 8-11, 16-19, 24-27 execute it}}
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
      memref.store %s, %x[%ty, %tx] : memref<4x8xf32>
    }
    gpu.return
  }
}

// -----

// Correct: a block of 13 threads shuffles with width = blockDim.x, so its
// members are exactly the 13 threads (MLIR's own CUDA shuffle test, with
// the block size declared).
gpu.module @width_of_block {
  gpu.func @width_of_block(%x: memref<13xf32>) kernel
      attributes {known_block_size = array<i32: 13, 1, 1>} {
    %tx = gpu.thread_id x
    %bx = gpu.block_dim x
    %w = arith.index_cast %bx : index to i32
    %c4 = arith.constant 4 : i32
    %v = memref.load %x[%tx] : memref<13xf32>
    %s, %ok = gpu.shuffle xor %v, %c4, %w : f32
    memref.store %s, %x[%tx] : memref<13xf32>
    gpu.return
  }
}

// -----

// Bug: a block of 48 threads: its second warp has 16 lanes, and a
// whole-warp subgroup reduction names the 16 that do not exist.
gpu.module @ragged_last_warp {
  gpu.func @ragged_last_warp(%x: memref<48xf32>) kernel
      attributes {known_block_size = array<i32: 48, 1, 1>} {
    %tx = gpu.thread_id x
    %v = memref.load %x[%tx] : memref<48xf32>
    // expected-error @+1 {{C1: in warp 1, gpu.subgroup_reduce names lanes 16-31 in its member mask all (0xffffffff), but only lanes 0-15 execute it}}
    %r = gpu.subgroup_reduce add %v : (f32) -> f32
    memref.store %r, %x[%tx] : memref<48xf32>
    gpu.return
  }
}

// -----

// Correct: a 16-lane shuffle (width 16) in the lower half warp.
gpu.module @half_width {
  gpu.func @half_width(%x: memref<32xf32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : i32
    %w = arith.constant 16 : i32
    %v = memref.load %x[%lane] : memref<32xf32>
    %low = arith.cmpi ult, %lane, %c16 : index
    scf.if %low {
      %s, %ok = gpu.shuffle down %v, %c1, %w : f32
      memref.store %s, %x[%lane] : memref<32xf32>
    }
    gpu.return
  }
}

// -----

// Bug: the same width-16 shuffle run by the whole warp.
gpu.module @half_width_whole_warp {
  gpu.func @half_width_whole_warp(%x: memref<32xf32>) kernel {
    %lane = gpu.lane_id
    %c1 = arith.constant 1 : i32
    %w = arith.constant 16 : i32
    %v = memref.load %x[%lane] : memref<32xf32>
    // expected-error @+1 {{C2: lanes 16-31 execute gpu.shuffle but are not in its member mask low(16) (0x0000ffff)}}
    %s, %ok = gpu.shuffle down %v, %c1, %w : f32
    memref.store %s, %x[%lane] : memref<32xf32>
    gpu.return
  }
}

// -----

// Correct: ballot + popcount compaction, the whole warp voting.
gpu.module @ballot_compaction {
  gpu.func @ballot_compaction(%x: memref<32xi32>, %out: memref<32xi32>) kernel {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %all = arith.constant -1 : i32
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i32
    %li = arith.index_cast %lane : i32 to index
    %v = memref.load %x[%li] : memref<32xi32>
    %keep = arith.cmpi sgt, %v, %zero : i32
    %b = nvvm.vote.sync ballot %all, %keep -> i32
    %bit = arith.shli %one, %lane : i32
    %below = arith.subi %bit, %one : i32
    %before = arith.andi %b, %below : i32
    %pos = math.ctpop %before : i32
    scf.if %keep {
      %p = arith.index_cast %pos : i32 to index
      memref.store %v, %out[%p] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Correct: gpu.rotate within 16 lanes, run by the lower half warp.
gpu.module @rotate_half {
  gpu.func @rotate_half(%x: memref<32xf32>) kernel {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %v = memref.load %x[%lane] : memref<32xf32>
    %low = arith.cmpi ult, %lane, %c16 : index
    scf.if %low {
      %r, %ok = gpu.rotate %v, 1, 16 : f32
      memref.store %r, %x[%lane] : memref<32xf32>
    }
    gpu.return
  }
}

// -----

// Bug: the same 16-lane rotation run by the whole warp.
gpu.module @rotate_whole_warp {
  gpu.func @rotate_whole_warp(%x: memref<32xf32>) kernel {
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xf32>
    // expected-error @+1 {{C2: lanes 16-31 execute gpu.rotate but are not in its member mask low(16) (0x0000ffff)}}
    %r, %ok = gpu.rotate %v, 3, 16 : f32
    memref.store %r, %x[%lane] : memref<32xf32>
    gpu.return
  }
}

// -----

// Correct: warp specialization. The first four warps (tid.x < 128) meet at
// barrier 1, counted for their 128 threads; the other warps skip it.
gpu.module @producer_warps {
  gpu.func @producer_warps(%x: memref<256xf32>) kernel {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 128 : i32
    %producer = arith.cmpi ult, %tid, %c128 : i32
    scf.if %producer {
      nvvm.barrier id = %c1 number_of_threads = %c128
    }
    gpu.return
  }
}

// -----

// Bug: the same barrier without a count waits for every thread of the
// block.
gpu.module @producer_warps_whole_block {
  gpu.func @producer_warps_whole_block(%x: memref<256xf32>) kernel {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 128 : i32
    %producer = arith.cmpi ult, %tid, %c128 : i32
    // expected-note @+1 {{the threads diverge here}}
    scf.if %producer {
      // expected-error @+1 {{C4: block barrier under control flow that not every thread of the block takes}}
      nvvm.barrier id = %c1
    }
    gpu.return
  }
}
