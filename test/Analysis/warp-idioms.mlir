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

// Bug: the same width in a block of 64 threads: a width past the warp's 32
// makes the lowering's member mask `-1 >> (32 - 64)` 0, so no lane is in it
// (issue 27 round 35: accepted as the one-row case).
gpu.module @width_of_wide_block {
  gpu.func @width_of_wide_block(%x: memref<64xf32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %bx = gpu.block_dim x
    %w = arith.index_cast %bx : index to i32
    %c1 = arith.constant 1 : i32
    %v = memref.load %x[%tx] : memref<64xf32>
    // expected-error @+1 {{C5: the member mask of gpu.shuffle is a run-time value the checker cannot follow}}
    %s, %ok = gpu.shuffle xor %v, %c1, %w : f32
    memref.store %s, %x[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Bug: a block of 48 threads: its second warp has 16 lanes, and a
// whole-warp subgroup reduction combines the 16 that do not exist (a lane
// that does not exist never arrives and is not waited for, per the PTX
// ISA; reading its value is what is undefined: C3, not C1).
gpu.module @ragged_last_warp {
  gpu.func @ragged_last_warp(%x: memref<48xf32>) kernel
      attributes {known_block_size = array<i32: 48, 1, 1>} {
    %tx = gpu.thread_id x
    %v = memref.load %x[%tx] : memref<48xf32>
    // expected-error @+1 {{C3: in warp 1 (16 lanes: the block's last warp is short), gpu.subgroup_reduce combines lanes 16-31 of its member mask all (0xffffffff), which do not exist; their values are undefined}}
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
// barrier 1, counted for their 128 threads; the other warps skip it. (The
// block is declared: of one that is not, the checker cannot count the
// warps that arrive, C5.)
gpu.module @producer_warps {
  gpu.func @producer_warps(%x: memref<256xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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

// -----

// Correct: a grid-stride loop whose bound is rounded up to whole warps:
// the index is a multiple of 32 plus the lane, so all lanes of a warp
// leave together and the shuffle inside is whole.
gpu.module @grid_stride_rounded {
  gpu.func @grid_stride_rounded(%x: memref<?xf32>, %n: index) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %c31 = arith.constant 31 : index
    %cm32 = arith.constant -32 : index
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.0 : f32
    %np = arith.addi %n, %c31 : index
    %rounded = arith.andi %np, %cm32 : index
    %base = arith.muli %bid, %bdim : index
    %start = arith.addi %base, %tid : index
    %stride = arith.muli %bdim, %gdim : index
    scf.for %i = %start to %rounded step %stride {
      %s, %ok = gpu.shuffle xor %zero, %c1, %c32 : f32
      memref.store %s, %x[%i] : memref<?xf32>
    }
    gpu.return
  }
}

// -----

// Bug: the bound rounded to 16 only; a warp straddles it.
gpu.module @grid_stride_round16 {
  gpu.func @grid_stride_round16(%x: memref<?xf32>, %n: index) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %c15 = arith.constant 15 : index
    %cm16 = arith.constant -16 : index
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.0 : f32
    %np = arith.addi %n, %c15 : index
    %rounded = arith.andi %np, %cm16 : index
    %base = arith.muli %bid, %bdim : index
    %start = arith.addi %base, %tid : index
    %stride = arith.muli %bdim, %gdim : index
    // expected-note @+1 {{the threads diverge here}}
    scf.for %i = %start to %rounded step %stride {
      // expected-error @+1 {{C1: gpu.shuffle runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it}}
      %s, %ok = gpu.shuffle xor %zero, %c1, %c32 : f32
      memref.store %s, %x[%i] : memref<?xf32>
    }
    gpu.return
  }
}

// -----

// Bug: rounded to warps, but stepping by 1: the lanes leave at different trips.
gpu.module @grid_stride_step1 {
  gpu.func @grid_stride_step1(%x: memref<?xf32>, %n: index) kernel {
    %tid = gpu.thread_id x
    %c1i = arith.constant 1 : index
    %cm32 = arith.constant -32 : index
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.0 : f32
    %rounded = arith.andi %n, %cm32 : index
    // expected-note @+1 {{the threads diverge here}}
    scf.for %i = %tid to %rounded step %c1i {
      // expected-error @+1 {{C1: gpu.shuffle runs under lane-dependent control flow, so the lanes of its member mask all (0xffffffff) may not all execute it}}
      %s, %ok = gpu.shuffle xor %zero, %c1, %c32 : f32
      memref.store %s, %x[%i] : memref<?xf32>
    }
    gpu.return
  }
}

// -----

// Bug: a declared block of 48 threads: blockIdx.x * 48 + tid.x is no
// multiple of 32 plus the lane.
gpu.module @grid_stride_block48 {
  gpu.func @grid_stride_block48(%x: memref<?xf32>, %n: index) kernel attributes {known_block_size = array<i32: 48, 1, 1>} {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %cm32 = arith.constant -32 : index
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.0 : f32
    %rounded = arith.andi %n, %cm32 : index
    %base = arith.muli %bid, %bdim : index
    %start = arith.addi %base, %tid : index
    %stride = arith.muli %bdim, %gdim : index
    // expected-note @+1 {{the threads diverge here}}
    scf.for %i = %start to %rounded step %stride {
      // expected-error @+1 {{C1: gpu.shuffle runs under lane-dependent control flow}}
      %s, %ok = gpu.shuffle xor %zero, %c1, %c32 : f32
      memref.store %s, %x[%i] : memref<?xf32>
    }
    gpu.return
  }
}

// -----

// Bug: the same loop in cf form with <= against the rounded bound: at
// equality lane 0 alone goes on.
gpu.module @grid_stride_cf_le {
  gpu.func @grid_stride_cf_le(%x: memref<?xf32>, %n: index) kernel {
    %tid = gpu.thread_id x
    %cm32 = arith.constant -32 : index
    %c32i = arith.constant 32 : index
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.0 : f32
    %rounded = arith.andi %n, %cm32 : index
    cf.br ^head(%tid : index)
  ^head(%i: index):
    %go = arith.cmpi ule, %i, %rounded : index
    // expected-note @+1 {{the threads diverge here}}
    cf.cond_br %go, ^body, ^exit
  ^body:
    // expected-error @+1 {{C1: gpu.shuffle runs under lane-dependent control flow}}
    %s, %ok = gpu.shuffle xor %zero, %c1, %c32 : f32
    memref.store %s, %x[%i] : memref<?xf32>
    %next = arith.addi %i, %c32i : index
    cf.br ^head(%next : index)
  ^exit:
    gpu.return
  }
}

// -----

// Correct: the cf loop with <.
gpu.module @grid_stride_cf_lt {
  gpu.func @grid_stride_cf_lt(%x: memref<?xf32>, %n: index) kernel {
    %tid = gpu.thread_id x
    %cm32 = arith.constant -32 : index
    %c32i = arith.constant 32 : index
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.0 : f32
    %rounded = arith.andi %n, %cm32 : index
    cf.br ^head(%tid : index)
  ^head(%i: index):
    %go = arith.cmpi ult, %i, %rounded : index
    cf.cond_br %go, ^body, ^exit
  ^body:
    %s, %ok = gpu.shuffle xor %zero, %c1, %c32 : f32
    memref.store %s, %x[%i] : memref<?xf32>
    %next = arith.addi %i, %c32i : index
    cf.br ^head(%next : index)
  ^exit:
    gpu.return
  }
}

// -----

// Bug: the index steps by 32 or 64 depending on the lane, so the lanes of a
// warp drift apart.
gpu.module @grid_stride_two_steps {
  gpu.func @grid_stride_two_steps(%x: memref<?xf32>, %n: index) kernel {
    %tid = gpu.thread_id x
    %lane = gpu.lane_id
    %cm32 = arith.constant -32 : index
    %c32i = arith.constant 32 : index
    %c64i = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.0 : f32
    %rounded = arith.andi %n, %cm32 : index
    cf.br ^head(%tid : index)
  ^head(%i: index):
    %go = arith.cmpi ult, %i, %rounded : index
    // expected-note @+1 {{the threads diverge here}}
    cf.cond_br %go, ^body, ^exit
  ^body:
    // expected-error @+1 {{C1: gpu.shuffle runs under lane-dependent control flow}}
    %s, %ok = gpu.shuffle xor %zero, %c1, %c32 : f32
    memref.store %s, %x[%i] : memref<?xf32>
    %low = arith.cmpi ult, %lane, %c16 : index
    cf.cond_br %low, ^a, ^b
  ^a:
    %n1 = arith.addi %i, %c32i : index
    cf.br ^head(%n1 : index)
  ^b:
    %n2 = arith.addi %i, %c64i : index
    cf.br ^head(%n2 : index)
  ^exit:
    gpu.return
  }
}

// -----

// Undecided: a gpu.launch of one row of blockDim.x threads shuffles with
// width blockDim.x: its members are the threads there are only when the
// row is at most a warp (a run-time size may be 64: issue 27 round 35).
func.func @width_of_launched_row(%x: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %v = memref.load %x[%tx] : memref<?xf32>
    %w = arith.index_cast %sx : index to i32
    %c2 = arith.constant 2 : i32
    // expected-error @+1 {{C5: the member mask of gpu.shuffle is a run-time value the checker cannot follow}}
    %s, %ok = gpu.shuffle xor %v, %c2, %w : f32
    memref.store %s, %x[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}

// -----

// Undecided: the same width with two rows of threads, where a warp may hold
// parts of both.
func.func @width_of_launched_rows(%x: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c2, %sz = %c1) {
    %v = memref.load %x[%tx] : memref<?xf32>
    %w = arith.index_cast %sx : index to i32
    %c2i = arith.constant 2 : i32
    // expected-error @+1 {{C5: the member mask of gpu.shuffle is a run-time value the checker cannot follow}}
    %s, %ok = gpu.shuffle xor %v, %c2i, %w : f32
    memref.store %s, %x[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}

// -----

// Correct: tiles of 16 lanes, each lane naming its own tile
// (`0xffff << (lane & ~15)`, as cooperative groups do), shuffling down by 8
// inside the tile (segment of 16: c = 0x101f).
gpu.module @tile_masks {
  gpu.func @tile_masks(%x: memref<32xf32>) kernel {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %tile = arith.constant 65535 : i32
    %up = arith.constant -16 : i32
    %c8 = arith.constant 8 : i32
    %seg16 = arith.constant 4127 : i32
    %first = arith.andi %lane, %up : i32
    %mask = arith.shli %tile, %first : i32
    %i = arith.index_cast %lane : i32 to index
    %v = memref.load %x[%i] : memref<32xf32>
    %s = nvvm.shfl.sync down %mask, %v, %c8, %seg16 : f32 -> f32
    memref.store %s, %x[%i] : memref<32xf32>
    gpu.return
  }
}

// -----

// Bug: the same tile masks with a whole-warp segment: lanes 8-15 read lanes
// 16-23, in the other tile.
gpu.module @tile_masks_whole_segment {
  gpu.func @tile_masks_whole_segment(%x: memref<32xf32>) kernel {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %tile = arith.constant 65535 : i32
    %up = arith.constant -16 : i32
    %c8 = arith.constant 8 : i32
    %c31 = arith.constant 31 : i32
    %first = arith.andi %lane, %up : i32
    %mask = arith.shli %tile, %first : i32
    %i = arith.index_cast %lane : i32 to index
    %v = memref.load %x[%i] : memref<32xf32>
    // expected-error @+1 {{C3: at lane 8, shfl.sync down with member mask low(16) (0x0000ffff) reads lane 16 outside the mask}}
    %s = nvvm.shfl.sync down %mask, %v, %c8, %c31 : f32 -> f32
    memref.store %s, %x[%i] : memref<32xf32>
    gpu.return
  }
}

// -----

// Bug: each lane names only itself (`1 << lane`), a valid mask for a lane on
// its own, but a butterfly then reads lane ^ 1 outside it.
gpu.module @own_lane_mask {
  gpu.func @own_lane_mask(%x: memref<32xi32>) kernel {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %mask = arith.shli %c1, %lane : i32
    %i = arith.index_cast %lane : i32 to index
    %v = memref.load %x[%i] : memref<32xi32>
    // expected-error @+1 {{C3: at lane 0, shfl.sync bfly with member mask lane(0) (0x00000001) reads lane 1 outside the mask}}
    %s = nvvm.shfl.sync bfly %mask, %v, %c1, %c31 : i32 -> i32
    memref.store %s, %x[%i] : memref<32xi32>
    gpu.return
  }
}

// -----

// Bug (issue 27 round 38): gpu.shuffle in a declared 48-thread block, whose
// last warp has 16 lanes. Lowered as shfl.sync (c = width - 1, or 32 - width
// for up), xor, down and idx by 16 make its lanes 0-15 read lanes 16-31,
// which do not exist; up by 16 reads lanes below, which do.
gpu.module @shuffle_short_warp {
  gpu.func @shuffle_short_warp(%buf: memref<48xi32>) kernel
      attributes {known_block_size = array<i32: 48, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %o = arith.constant 16 : i32
    %w = arith.constant 32 : i32
    %u, %uok = gpu.shuffle up %t, %o, %w : i32
    // expected-error @+1 {{C3: in warp 1 (16 lanes: the block's last warp is short), gpu.shuffle reads lane 16, which does not exist (lane 0 reads it); its value is undefined}}
    %d, %dok = gpu.shuffle down %t, %o, %w : i32
    // expected-error @+1 {{C3: in warp 1 (16 lanes: the block's last warp is short), gpu.shuffle reads lane 16, which does not exist (lane 0 reads it); its value is undefined}}
    %i, %iok = gpu.shuffle idx %t, %o, %w : i32
    // expected-error @+1 {{C3: in warp 1 (16 lanes: the block's last warp is short), gpu.shuffle reads lane 16, which does not exist (lane 0 reads it); its value is undefined}}
    %x, %xok = gpu.shuffle xor %t, %o, %w : i32
    %s1 = arith.addi %u, %d : i32
    %s2 = arith.addi %i, %x : i32
    %s = arith.addi %s1, %s2 : i32
    memref.store %s, %buf[%tx] : memref<48xi32>
    gpu.return
  }
}

// -----

// Bug (issue 27 round 38): a host gpu.launch body of 48 x 1 x 1 threads is
// checked in the block its constant sizes give, as the outlined kernel's
// known_block_size is: the full-mask butterfly by 16 reads lanes that do
// not exist in the short last warp. The 64-thread launch is whole warps.
module attributes {gpu.container_module} {
  func.func @launch_short_warp(%buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c48, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16 = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-error @+1 {{C3: in warp 1 (16 lanes: the block's last warp is short), shfl.sync bfly reads lane 16, which does not exist (lane 0 reads it); its value is undefined}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16 = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      %s = nvvm.shfl.sync bfly %m, %t, %c16, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    return
  }
}

// -----

// Bug (issue 27 round 39): a helper every thread of a declared 48-thread
// block calls is checked in that block, as the kernel's own code is: its
// full-mask butterfly by 16 reads lanes 16-31 of the short last warp, which
// do not exist. The same in imported CUDA's form (an internal llvm.func
// `warpReduce` under `__launch_bounds__`-like reqntid 48).
gpu.module @short_warp_helper {
  func.func private @helper(%t: i32) -> i32 {
    %m = arith.constant -1 : i32
    %o = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    // expected-error @+1 {{C3: in warp 1 (16 lanes: the block's last warp is short), shfl.sync bfly reads lane 16, which does not exist (lane 0 reads it); its value is undefined}}
    %s = nvvm.shfl.sync bfly %m, %t, %o, %c31 : i32 -> i32
    return %s : i32
  }
  gpu.func @short_warp_helper(%buf: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 48, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %s = func.call @helper(%t) : (i32) -> i32
    memref.store %s, %buf[%tx] : memref<64xi32>
    gpu.return
  }
  llvm.func internal @warpsum(%v: i32) -> i32 {
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %o16 = llvm.mlir.constant(16 : i32) : i32
    // expected-error @+1 {{C3: in warp 1 (16 lanes: the block's last warp is short), shfl.sync down reads lane 16, which does not exist (lane 0 reads it); its value is undefined}}
    %s = nvvm.shfl.sync down %m, %v, %o16, %c31 : i32 -> i32
    %a = llvm.add %v, %s : i32
    llvm.return %a : i32
  }
  llvm.func @imported(%p: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 48, 1, 1>} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %r = llvm.call @warpsum(%t) : (i32) -> i32
    %q = llvm.getelementptr %p[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %q : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// The neighbours: a helper only whole warps call (the 64-thread kernel) is
// clean; one that some threads of a short-warp block call (the threads
// below 32, in a 48-thread block) is not read in that block, and the call
// says so.
gpu.module @short_warp_helper_neighbours {
  func.func private @whole(%t: i32) -> i32 {
    %m = arith.constant -1 : i32
    %o = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %s = nvvm.shfl.sync bfly %m, %t, %o, %c31 : i32 -> i32
    return %s : i32
  }
  func.func private @first_warp(%t: i32) -> i32 {
    %m = arith.constant -1 : i32
    %o = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    // expected-note @+1 {{a collective the callee runs}}
    %s = nvvm.shfl.sync bfly %m, %t, %o, %c31 : i32 -> i32
    return %s : i32
  }
  gpu.func @whole_warps(%buf: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %s = func.call @whole(%t) : (i32) -> i32
    memref.store %s, %buf[%tx] : memref<64xi32>
    gpu.return
  }
  gpu.func @some_threads(%buf: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 48, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c32 = arith.constant 32 : index
    %low = arith.cmpi ult, %tx, %c32 : index
    scf.if %low {
      // expected-error @+1 {{C5: calls 'first_warp', which runs collectives or barriers, in a block whose last warp is short; the checker reads a callee in the block only where every thread makes every call to it}}
      %s = func.call @first_warp(%t) : (i32) -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// Bug (issue 27 round 39): a launch's block size LLVM folds (24 + 24) is
// read as the constant it is, as after canonicalisation.
module attributes {gpu.container_module} {
  func.func @launch_folded_size(%buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c24 = arith.constant 24 : index
    %c48 = arith.addi %c24, %c24 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c48, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16 = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-error @+1 {{C3: in warp 1 (16 lanes: the block's last warp is short), shfl.sync bfly reads lane 16, which does not exist (lane 0 reads it); its value is undefined}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    return
  }
}

// -----

// Issue 27 round 40: in a declared 48-thread block, a shuffle whose source
// lane is a run-time value (an argument offset) may read lanes of the
// short last warp that do not exist: not decided, so said (C5; `up`
// reads only lower lanes, which exist). A subgroup reduction over
// clusters of 16 combines only lanes 0-15 of that warp: clean; over
// clusters of 32 it combines lanes that do not exist.
gpu.module @short_warp_runtime_sources {
  gpu.func @short_warp_runtime_sources(%buf: memref<64xf32>, %o: i32) kernel
      attributes {known_block_size = array<i32: 48, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %m = arith.constant -1 : i32
    %c31 = arith.constant 31 : i32
    // expected-error @+1 {{C5: in warp 1 (16 lanes: the block's last warp is short), shfl.sync bfly reads a source lane the checker cannot evaluate; a lane there that reads one of lanes 16-31, which do not exist, gets an undefined value}}
    %s = nvvm.shfl.sync bfly %m, %t, %o, %c31 : i32 -> i32
    %c0 = arith.constant 0 : i32
    %u = nvvm.shfl.sync up %m, %s, %o, %c0 : i32 -> i32
    %f = arith.sitofp %u : i32 to f32
    %r16 = gpu.subgroup_reduce add %f cluster(size = 16) : (f32) -> f32
    // expected-error @+1 {{C3: in warp 1 (16 lanes: the block's last warp is short), gpu.subgroup_reduce combines lanes 16-31 of lane 0's cluster of 32, which do not exist; their values are undefined}}
    %r32 = gpu.subgroup_reduce add %r16 cluster(size = 32) : (f32) -> f32
    memref.store %r32, %buf[%tx] : memref<64xf32>
    gpu.return
  }
}

// -----

// Issue 27 round 41: a launch whose block size is a loop's exit value (48,
// which LLVM computes and the checker does not) is taken as whole warps,
// and says so where its body runs a collective.
module attributes {gpu.container_module} {
  func.func @launch_loop_size(%buf: memref<64xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %n = scf.for %i = %c0 to %c48 step %c1 iter_args(%a = %c0) -> (index) {
      %b = arith.addi %a, %c1 : index
      scf.yield %b : index
    }
    // expected-error @+1 {{C5: the launch's block size is a value LLVM computes that the checker does not evaluate; its warps are taken as whole, so a short last warp is not checked}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16 = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    return
  }
}

// -----

// Issue 27 round 42: a shuffle whose source lane is computed, under a
// member mask short of the warp. `if (tid < 16) __shfl_sync(0xffff, v, tid
// + 16)` reads lanes 16-31, which branched away (the threads decide it);
// a source that is an argument is not decided, and said so; `tid ^ 8`
// stays inside the mask.
gpu.module @computed_sources {
  gpu.func @computed_sources(%buf: memref<64xi32>, %o: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %m = arith.constant 65535 : i32
    %c31 = arith.constant 31 : i32
    %c16 = arith.constant 16 : i32
    %c8 = arith.constant 8 : i32
    %lo = arith.cmpi ult, %t, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %lo {
      %src = arith.addi %t, %c16 : i32
      // expected-error @+1 {{C3: in warp 0, shfl.sync idx with member mask low(16) (0x0000ffff) reads lane 16 outside the mask (lane 0 reads it)}}
      %s = nvvm.shfl.sync idx %m, %t, %src, %c31 : i32 -> i32
      // expected-error @+1 {{C5: in warp 0, shfl.sync bfly with member mask low(16) (0x0000ffff) reads a source lane the checker cannot evaluate; nothing shows it is inside the mask}}
      %u = nvvm.shfl.sync bfly %m, %s, %o, %c31 : i32 -> i32
      %in = arith.xori %t, %c8 : i32
      %v = nvvm.shfl.sync idx %m, %u, %in, %c31 : i32 -> i32
      memref.store %v, %buf[%tx] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// Issue 27 round 42: a cluster barrier waits for every thread of the
// cluster, its block's included; under a branch only warp 0 takes, warp 1
// waits at the block barrier for warp 0, which waits for warp 1.
gpu.module @cluster_barrier_branch {
  gpu.func @cluster_barrier_branch(%buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c32 = arith.constant 32 : index
    %lo = arith.cmpi ult, %tx, %c32 : index
    // expected-note @+1 {{the threads diverge here}}
    scf.if %lo {
      // expected-error @+1 {{C4: cluster barrier under control flow that not every thread of the block takes; the threads that branch around it never arrive}}
      nvvm.cluster.arrive
      // expected-error @+1 {{C4: cluster barrier under control flow that not every thread of the block takes}}
      nvvm.cluster.wait
    }
    gpu.barrier
    memref.store %t, %buf[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// Issue 27 round 43: gpu.all_reduce combines every thread of the block
// (upstream lowers it to shuffles and a block barrier): under a branch only
// threads 0-39 of 64 take, the others never arrive.
gpu.module @all_reduce_branch {
  gpu.func @all_reduce_branch(%buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c40 = arith.constant 40 : i32
    %p = arith.cmpi ult, %t, %c40 : i32
    // expected-note @+1 {{the threads diverge here}}
    scf.if %p {
      // expected-error @+1 {{C4: gpu.all_reduce under control flow that not every thread of the block takes; the threads that branch around it never arrive}}
      %r = gpu.all_reduce add %t uniform {} : (i32) -> i32
      memref.store %r, %buf[%tx] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// Issue 27 round 43: in a block whose last warp is short, a call through a
// pointer the checker cannot follow (loaded from a constant table LLVM
// folds to a helper that shuffles) is said, not passed.
gpu.module @pointer_call_short_warp {
  llvm.func internal @helper(%t: i32) -> i32 {
    %m = llvm.mlir.constant(-1 : i32) : i32
    %o = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %s = nvvm.shfl.sync bfly %m, %t, %o, %c31 : i32 -> i32
    llvm.return %s : i32
  }
  llvm.mlir.global internal constant @slot() {addr_space = 0 : i32} : !llvm.ptr {
    %a = llvm.mlir.addressof @helper : !llvm.ptr
    llvm.return %a : !llvm.ptr
  }
  gpu.func @pointer_call_short_warp(%buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 48, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %slot = llvm.mlir.addressof @slot : !llvm.ptr
    %fp = llvm.load %slot : !llvm.ptr -> !llvm.ptr
    // expected-error @+1 {{C5: calls through a function pointer the checker cannot follow, in a block whose last warp is short}}
    %s = llvm.call %fp(%t) : !llvm.ptr, (i32) -> i32
    memref.store %s, %buf[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// Issue 27 round 43: a launch size stored to memory the host function owns
// and loaded back (LLVM forwards the store: 48) is not a run-time size;
// one computed from the function's argument is, and is taken as whole
// warps without a word.
module attributes {gpu.container_module} {
  func.func @launch_sizes_through_memory(%buf: memref<64xi32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %slot = memref.alloca() : memref<1xindex>
    %c0 = arith.constant 0 : index
    memref.store %c48, %slot[%c0] : memref<1xindex>
    %sx = memref.load %slot[%c0] : memref<1xindex>
    // expected-error @+1 {{C5: the launch's block size is a value LLVM computes that the checker does not evaluate; its warps are taken as whole, so a short last warp is not checked}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%tsx = %sx, %tsy = %c1, %tsz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16 = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    %n2 = arith.addi %n, %c1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%tsx = %n2, %tsy = %c1, %tsz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16 = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      %s = nvvm.shfl.sync bfly %m, %t, %c16, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    return
  }
}

// -----

// Issue 27 round 44: a member mask that differs from lane to lane. Lanes
// 16-31 run redux.sync with the whole warp, which names lanes 0-15; those
// run it with 0xffff, and the ISA waits for every lane a mask names to run
// it "with the same membermask value". Per-half masks that each name only
// their own half (`0xffff << (lane & 16)`) stay clean.
gpu.module @differing_masks {
  gpu.func @differing_masks(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tid = gpu.thread_id x
    %ti = arith.index_cast %tid : index to i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %full = arith.constant -1 : i32
    %k16 = arith.constant 16 : i32
    %m1 = arith.constant 65535 : i32
    %lo = arith.cmpi ult, %lane, %k16 : i32
    %m = arith.select %lo, %m1, %full : i32
    // expected-error @+1 {{C1: in warp 0, lane 16 runs redux.sync with member mask all (0xffffffff), which names lane 0, but lane 0 runs it with low(16) (0x0000ffff); every lane a mask names must run it with the same mask}}
    %r = nvvm.redux.sync add %ti, %m : i32 -> i32
    %half = arith.andi %lane, %k16 : i32
    %own = arith.shli %m1, %half : i32
    %s = nvvm.redux.sync add %r, %own : i32 -> i32
    memref.store %s, %out[%tid] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 45 h01: a launch size that is a host loop's induction variable (32, then 48 threads)
module attributes {gpu.container_module} {
  func.func @main() {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c49 = arith.constant 49 : index
    %c16 = arith.constant 16 : index
    scf.for %n = %c32 to %c49 step %c16 {
    // expected-error @+1 {{C5: the launch's block size is a value LLVM computes that the checker does not evaluate; i}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    }
    return
  }
}

// -----

// Round 45 c30: a launch size that is an scf.parallel induction variable
module attributes {gpu.container_module} {
  func.func @main() {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c49 = arith.constant 49 : index
    %c16 = arith.constant 16 : index
    scf.parallel (%n) = (%c32) to (%c49) step (%c16) {
    // expected-error @+1 {{C5: the launch's block size is a value LLVM computes that the checker does not evaluate; i}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    }
    return
  }
}

// -----

// Round 45 c31: a launch size that is a cf loop's block argument
module attributes {gpu.container_module} {
  func.func @main() {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    cf.br ^loop(%c48 : index)
  ^loop(%n: index):
    // expected-error @+1 {{C5: the launch's block size is a value LLVM computes that the checker does not evaluate; i}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    %nx = arith.addi %n, %c16 : index
    %p = arith.cmpi ult, %nx, %c64 : index
    cf.cond_br %p, ^loop(%nx : index), ^done
  ^done:
    return
  }
}

// -----

// Round 45 h02: a launch size that is a private host function's parameter, its caller passing 48
module attributes {gpu.container_module} {
  func.func private @host(%n: index) {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{C5: the launch's block size is a value LLVM computes that the checker does not evaluate; i}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    return
  }
  func.func @main() {
    %c48 = arith.constant 48 : index
    func.call @host(%c48) : (index) -> ()
    return
  }
}

// -----

// Round 45 c49: gpu.launch_func of a kernel that declares no block, with a constant 48-thread block
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.return
    }
  }
  func.func @main() {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a 48x1x1 block, whose warps are not}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c48, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
}

// -----

// Round 45 c49, legal neighbour: the same launch with 64 threads, whole warps
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.return
    }
  }
  func.func @main() {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
}

// -----

// Round 46 a27: a launch size that is the parameter of a function public to MLIR but llvm.linkage internal, its caller passing 48
module attributes {gpu.container_module} {
  func.func @host(%n: index) attributes {llvm.linkage = #llvm.linkage<internal>} {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{C5: the launch's block size is a value LLVM computes that the checker does not evaluate; i}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    return
  }
  func.func @main() {
    %c48 = arith.constant 48 : index
    func.call @host(%c48) : (index) -> ()
    return
  }
}

// -----

// Round 46 a66: nvvm.stmatrix (.aligned) under if (tid.x < 16)
gpu.module @m {
  llvm.mlir.global internal @sm() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i16>
  gpu.func @k(%buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %sp = llvm.mlir.addressof @sm : !llvm.ptr<3>
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %off = llvm.mul %t, %c8 : i32
    %rp = llvm.getelementptr %sp[%off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %tx, %c16 : index
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %p {
      // expected-error @+1 {{C1: nvvm.stmatrix names lanes 16-31 in its member mask all (0xffffffff), but they do not e}}
      nvvm.stmatrix %rp, %t {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
    }
    %fm = arith.constant -1 : i32
    %c1i = arith.constant 1 : i32
    %c31i = arith.constant 31 : i32
    %sh = nvvm.shfl.sync bfly %fm, %t, %c1i, %c31i : i32 -> i32
    %c32 = arith.constant 32 : index
    %j = arith.addi %tx, %c32 : index
    memref.store %sh, %buf[%j] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 46 a67: llvm.call_intrinsic "llvm.nvvm.elect.sync" under if (tid.x < 16)
gpu.module @m {
  llvm.mlir.global internal @sm() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i16>
  gpu.func @k(%buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %sp = llvm.mlir.addressof @sm : !llvm.ptr<3>
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %off = llvm.mul %t, %c8 : i32
    %rp = llvm.getelementptr %sp[%off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %tx, %c16 : index
    %fm0 = llvm.mlir.constant(-1 : i32) : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %p {
      // expected-error @+1 {{C1: elect.sync names lanes 16-31 in its member mask all (0xffffffff), but they do not exec}}
      %e = llvm.call_intrinsic "llvm.nvvm.elect.sync"(%fm0) : (i32) -> !llvm.struct<(i32, i1)>
      %r = llvm.extractvalue %e[0] : !llvm.struct<(i32, i1)>
      memref.store %r, %buf[%tx] : memref<64xi32>
    }
    %fm = arith.constant -1 : i32
    %c1i = arith.constant 1 : i32
    %c31i = arith.constant 31 : i32
    %sh = nvvm.shfl.sync bfly %fm, %t, %c1i, %c31i : i32 -> i32
    %c32 = arith.constant 32 : index
    %j = arith.addi %tx, %c32 : index
    memref.store %sh, %buf[%j] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 46 h01: gpu.launch_func of an undeclared kernel whose x size is a host scf.for induction variable (32, then 48)
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.return
    }
  }
  func.func @main() {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c49 = arith.constant 49 : index
    %c16 = arith.constant 16 : index
    scf.for %n = %c32 to %c49 step %c16 {
      // expected-error @+1 {{C5: launches a kernel that declares no block size with a block size LLVM computes that the}}
      gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    }
    return
  }
}

// -----

// Round 46 h02: gpu.launch_func whose x size is a private host function parameter, its caller passing 48
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.return
    }
  }
  func.func private @host(%n: index) {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block size LLVM computes that the}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  func.func @main() {
    %c48 = arith.constant 48 : index
    func.call @host(%c48) : (index) -> ()
    return
  }
}

// -----

// Round 46 h03: gpu.launch_func with a constant 48-thread block of an undeclared kernel whose shuffle is in a helper it calls
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel  {
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      %s = func.call @helper(%t) : (i32) -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.return
    }
    func.func @helper(%t: i32) -> i32 {
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      return %s : i32
    }
  }
  func.func @main() {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    %n = arith.constant 48 : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a 48x1x1 block, whose warps are not}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
}

// -----

// Round 46 h04: gpu.launch in a host loop (size = induction variable) whose body calls a private helper that shuffles
module attributes {gpu.container_module} {
  func.func private @helper(%t: i32) -> i32 {
    %m = arith.constant -1 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    // expected-note @+1 {{a collective the launch runs}}
    %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
    return %s : i32
  }
  func.func @main() {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c49 = arith.constant 49 : index
    %c16 = arith.constant 16 : index
    scf.for %n = %c32 to %c49 step %c16 {
    // expected-error @+1 {{C5: the launch's block size is a value LLVM computes that the checker does not evaluate; i}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %s = func.call @helper(%t) : (i32) -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    }
    return
  }
}

// -----

// Round 46 h05: a warp kernel (warp.entry all, warp.shuffle xor 16) without a declared block, launched by gpu.launch_func with 48 threads
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel  {
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %w = warp.entry : !warp.warp<all>
      %s = warp.shuffle xor %w, %t, 16 : !warp.warp<all>, i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.return
    }

  }
  func.func @main() {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    %n = arith.constant 48 : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a 48x1x1 block, whose warps are not}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
}

// -----

// Round 46 h07: nvvm.elect.sync under if (tid.x < 16) in a 32-thread kernel, then a full-mask shuffle
gpu.module @m {
  gpu.func @k(%buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %tx, %c16 : index
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %p {
      // expected-error @+1 {{C1: elect.sync names lanes 16-31 in its member mask all (0xffffffff), but they do not exec}}
      %e = nvvm.elect.sync -> i1
      %ei = arith.extui %e : i1 to i32
      memref.store %ei, %buf[%tx] : memref<64xi32>
    }
    %fm = arith.constant -1 : i32
    %c1i = arith.constant 1 : i32
    %c31i = arith.constant 31 : i32
    %sh = nvvm.shfl.sync bfly %fm, %t, %c1i, %c31i : i32 -> i32
    %c32 = arith.constant 32 : index
    %j = arith.addi %tx, %c32 : index
    memref.store %sh, %buf[%j] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 46 h08: nvvm.ldmatrix (.aligned) under if (tid.x < 16), then a full-mask shuffle
gpu.module @m {
  llvm.mlir.global internal @sm() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i16>
  gpu.func @k(%buf: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %sp = llvm.mlir.addressof @sm : !llvm.ptr<3>
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %off = llvm.mul %t, %c8 : i32
    %rp = llvm.getelementptr %sp[%off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %tx, %c16 : index
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %p {
      // expected-error @+1 {{C1: nvvm.ldmatrix names lanes 16-31 in its member mask all (0xffffffff), but they do not e}}
      %r = nvvm.ldmatrix %rp {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
      memref.store %r, %buf[%tx] : memref<64xi32>
    }
    %fm = arith.constant -1 : i32
    %c1i = arith.constant 1 : i32
    %c31i = arith.constant 31 : i32
    %sh = nvvm.shfl.sync bfly %fm, %t, %c1i, %c31i : i32 -> i32
    %c32 = arith.constant 32 : index
    %j = arith.addi %tx, %c32 : index
    memref.store %sh, %buf[%j] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 47 a12: nvvm.setmaxregister (.sync.aligned) under if (tid.x < 16)
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>)  kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %tx, %c16 : index
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %p {
      // expected-error @+1 {{C1: nvvm.setmaxregister is a warpgroup instruction (.aligned: every thread of the warpgrou}}
      nvvm.setmaxregister increase 232
    }
    %fm = arith.constant -1 : i32
    %c1i = arith.constant 1 : i32
    %c31i = arith.constant 31 : i32
    %sh = nvvm.shfl.sync bfly %fm, %t, %c1i, %c31i : i32 -> i32
    %c0z = arith.constant 0 : index
    %j = arith.addi %tx, %c0z : index
    memref.store %sh, %buf[%j] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 47 a14: nvvm.wgmma.commit.group.sync.aligned under if (tid.x < 16)
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>)  kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %tx, %c16 : index
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %p {
      // expected-error @+1 {{C1: nvvm.wgmma.commit.group.sync.aligned is a warpgroup instruction (.aligned: every threa}}
      nvvm.wgmma.commit.group.sync.aligned
    }
    %fm = arith.constant -1 : i32
    %c1i = arith.constant 1 : i32
    %c31i = arith.constant 31 : i32
    %sh = nvvm.shfl.sync bfly %fm, %t, %c1i, %c31i : i32 -> i32
    %c0z = arith.constant 0 : index
    %j = arith.addi %tx, %c0z : index
    memref.store %sh, %buf[%j] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 47 a16: warp 0 runs bar.sync 1, 96 and warp 1 bar.arrive 1, 64 in a 64-thread block
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %p = arith.cmpi ult, %tx, %c32 : index
    scf.if %p {
      // expected-error @+1 {{C4: barrier thread count 96 is more than the block's 64 threads: the barrier never complet}}
      nvvm.barrier id = %c1 number_of_threads = %c96
    } else {
      nvvm.barrier.arrive id = %c1 number_of_threads = %c64
    }
    memref.store %t, %buf[%tx] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 47 a19: bar.sync 1, 48: a thread count that is not a multiple of 32
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %c64 = arith.constant 64 : i32
    %c32x = arith.constant 32 : index
    %p = arith.cmpi ult, %tx, %c32x : index
    // expected-error @+1 {{C4: barrier thread count 48 is not a positive multiple of the warp size, as the ISA requir}}
    nvvm.barrier id = %c1 number_of_threads = %c48
    memref.store %t, %buf[%tx] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 47 a20: bar.sync 16, 64: barrier 16 does not exist
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %c64 = arith.constant 64 : i32
    %c32x = arith.constant 32 : index
    %p = arith.cmpi ult, %tx, %c32x : index
    // expected-error @+1 {{C4: barrier 16 does not exist: PTX has barriers 0 to 15}}
    nvvm.barrier id = %c16 number_of_threads = %c64
    memref.store %t, %buf[%tx] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 47 a34: legal neighbour: if (tid.x < 32) bar.sync 1, 32 in a 64-thread block
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %c64 = arith.constant 64 : i32
    %c32x = arith.constant 32 : index
    %p = arith.cmpi ult, %tx, %c32x : index
    scf.if %p {
      nvvm.barrier id = %c1 number_of_threads = %c32
    }
    memref.store %t, %buf[%tx] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 47 a45: legal neighbour: a producer/consumer pair, bar.arrive 0, 64 and bar.sync 0, 64
gpu.module @m {
  gpu.func @k(%out: memref<?xi32>)
      workgroup(%s: memref<64xi32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %tid = gpu.thread_id x
    %t = arith.index_cast %tid : index to i32
    %p = arith.cmpi ult, %tid, %c32 : index
    scf.if %p {
      memref.store %t, %s[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      nvvm.barrier.arrive id = %c0 number_of_threads = %c64
    } else {
      nvvm.barrier id = %c0 number_of_threads = %c64
      %q = arith.subi %tid, %c32 : index
      %v = memref.load %s[%q] : memref<64xi32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%tid] : memref<?xi32>
    }
    gpu.return
  }
}

// -----

// Round 47 a47: gpu.launch_func of an undeclared kernel with an x size select(a <u 0, 32, 48)
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel  {
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.return
    }

  }
  func.func @main(%a: i32) {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : i32
    %lt = arith.cmpi ult, %a, %c0 : i32
    %c32i = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %n = arith.select %lt, %c32i, %c48 : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a 48x1x1 block, whose warps are not}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
}

// -----

// Round 47 h01: nvgpu.ldmatrix under if (tid.x < 16), then a full-mask shuffle
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>) workgroup(%sm : memref<8x8xf16, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %tx, %c16 : index
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %p {
      %c0 = arith.constant 0 : index
      // expected-error @+1 {{C1: nvgpu.ldmatrix names lanes 16-31 in its member mask all (0xffffffff), but they do not}}
      %v = nvgpu.ldmatrix %sm[%c0, %c0] {numTiles = 1 : i32, transpose = false} : memref<8x8xf16, #gpu.address_space<workgroup>> -> vector<1x2xf16>
      %e = vector.extract %v[0, 0] : f16 from vector<1x2xf16>
      %b = arith.bitcast %e : f16 to i16
      %bi = arith.extui %b : i16 to i32
      memref.store %bi, %buf[%tx] : memref<128xi32>
    }
    %fm = arith.constant -1 : i32
    %c1i = arith.constant 1 : i32
    %c31i = arith.constant 31 : i32
    %sh = nvvm.shfl.sync bfly %fm, %t, %c1i, %c31i : i32 -> i32
    %c0z = arith.constant 0 : index
    %j = arith.addi %tx, %c0z : index
    memref.store %sh, %buf[%j] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 47 h02: nvvm.wgmma.fence.aligned under if (tid.x < 16)
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>)  kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %tx, %c16 : index
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 0-15 take this path}}
    scf.if %p {
      // expected-error @+1 {{C1: nvvm.wgmma.fence.aligned is a warpgroup instruction (.aligned: every thread of the war}}
      nvvm.wgmma.fence.aligned
    }
    %fm = arith.constant -1 : i32
    %c1i = arith.constant 1 : i32
    %c31i = arith.constant 31 : i32
    %sh = nvvm.shfl.sync bfly %fm, %t, %c1i, %c31i : i32 -> i32
    %c0z = arith.constant 0 : index
    %j = arith.addi %tx, %c0z : index
    memref.store %sh, %buf[%j] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 47 h03: bar.sync 1, 96 in a 64-thread block
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c1 = arith.constant 1 : i32
    %c96 = arith.constant 96 : i32
    // expected-error @+1 {{C4: barrier thread count 96 is more than the block's 64 threads: the barrier never complet}}
    nvvm.barrier id = %c1 number_of_threads = %c96
    memref.store %t, %buf[%tx] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 47 h04: a launch size select(a <u 0, 32, 48), always 48, from a public host argument
module attributes {gpu.container_module} {
  func.func @main(%a: i32) {
    %buf = gpu.alloc () : memref<64xi32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : i32
    %lt = arith.cmpi ult, %a, %c0 : i32
    %c32i = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %n = arith.select %lt, %c32i, %c48 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-error @+1 {{C3: in warp 1 (16 lanes: the block's last warp is short), shfl.sync bfly reads lane 16, wh}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<64xi32>
      gpu.terminator
    }
    return
  }
}

// -----

// Round 47 h05: if (tid.x < 32) bar.sync 1, 64 in a 64-thread block: one warp ever arrives
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %c64 = arith.constant 64 : i32
    %c32x = arith.constant 32 : index
    %p = arith.cmpi ult, %tx, %c32x : index
    scf.if %p {
      // expected-error @+1 {{C4: barrier 1 counts 64 threads (2 warp(s)) a phase, but warps arrive at it 1 time(s) in a}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    memref.store %t, %buf[%tx] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 47 h05w: the same in a warp kernel, the warp live across the barrier
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %c64 = arith.constant 64 : i32
    %w = warp.entry : !warp.warp<all>
    %c32x = arith.constant 32 : index
    %p = arith.cmpi ult, %tx, %c32x : index
    scf.if %p {
      // expected-error @+1 {{C4: barrier 1 counts 64 threads (2 warp(s)) a phase, but warps arrive at it 1 time(s) in a}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    %rr = warp.reduce add %w, %t : !warp.warp<all>, i32
    memref.store %rr, %buf[%tx] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 48 a48: legal neighbour: 128 threads at bar.sync 1, 64 (two full phases)
gpu.module @m {

  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %t = arith.index_cast %tx : index to i32
    %y = arith.index_cast %ty : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    nvvm.barrier id = %c1 number_of_threads = %c64
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 a51: legal neighbour: a producer/consumer pair, bar.arrive 1, 128 and bar.sync 1, 128
gpu.module @m {

  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %t = arith.index_cast %tx : index to i32
    %y = arith.index_cast %ty : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    %c128 = arith.constant 128 : i32
    %c = arith.cmpi ult, %t, %c64 : i32
    scf.if %c {
      nvvm.barrier.arrive id = %c1 number_of_threads = %c128
    } else {
      nvvm.barrier id = %c1 number_of_threads = %c128
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 a63: legal neighbour: warp specialisation on barriers 1 and 2
gpu.module @m {

  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %t = arith.index_cast %tx : index to i32
    %y = arith.index_cast %ty : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    %c = arith.cmpi ult, %t, %c64 : i32
    scf.if %c {
      nvvm.barrier id = %c1 number_of_threads = %c64
    } else {
      nvvm.barrier id = %c2 number_of_threads = %c64
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 h01: if (tid < 32) setmaxnreg in a 128-thread block: a warpgroup instruction run by one warp of the warpgroup
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %m1 = arith.constant -1 : i32
    %c = arith.cmpi ult, %t, %c32 : i32
    scf.if %c {
      // expected-error @+1 {{C1: nvvm.setmaxregister is a warpgroup instruction (.aligned: every thread of the warpgrou}}
      nvvm.setmaxregister increase 240
    }
    %s = nvvm.shfl.sync bfly %m1, %t, %c16, %c31 : i32 -> i32
    memref.store %s, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 h01w: the same in a warp kernel
gpu.module @m {
  gpu.func @k(%out: memref<128xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %tx = gpu.thread_id x
    %li = arith.index_cast %lane : index to i32
    %i32 = arith.constant 32 : index
    %c = arith.cmpi ult, %tx, %i32 : index
    scf.if %c {
      // expected-error @+1 {{C1: nvvm.setmaxregister is a warpgroup instruction (.aligned: every thread of the warpgrou}}
      nvvm.setmaxregister increase 240
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%tx] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 48 h02: if (tid < 64) wgmma.fence in a 128-thread block
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %m1 = arith.constant -1 : i32
    %c = arith.cmpi ult, %t, %c64 : i32
    scf.if %c {
      // expected-error @+1 {{C1: nvvm.wgmma.fence.aligned is a warpgroup instruction (.aligned: every thread of the war}}
      nvvm.wgmma.fence.aligned
    }
    %s = nvvm.shfl.sync bfly %m1, %t, %c16, %c31 : i32 -> i32
    memref.store %s, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 h03: if (tid < 32) bar.sync %n, 64: a run-time barrier id
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    %c = arith.cmpi ult, %t, %c32 : i32
    scf.if %c {
      // expected-error @+1 {{C5: a barrier with a run-time id; the checker does not count the threads that arrive at it}}
      nvvm.barrier id = %n number_of_threads = %c64
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 h04: bar.sync 1, 64 for everyone, then if (tid < 32) bar.sync 1, 64 again: three arrivals for phases of two warps
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    %c = arith.cmpi ult, %t, %c32 : i32
    // expected-error @+1 {{C4: barrier 1 counts 64 threads (2 warp(s)) a phase, but warps arrive at it 3 time(s) in a}}
    nvvm.barrier id = %c1 number_of_threads = %c64
    scf.if %c {
      // expected-error @+1 {{C4: barrier 1 counts 64 threads (2 warp(s)) a phase, but warps arrive at it 3 time(s) in a}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 h05: bar.sync 1, 64 at the top level of a 96-thread block: the third warp opens a phase no one completes
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    // expected-error @+1 {{C4: barrier 1 counts 64 threads (2 warp(s)) a phase, but warps arrive at it 3 time(s) in a}}
    nvvm.barrier id = %c1 number_of_threads = %c64
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 h05w: the same in a warp kernel, the warp live across the barrier
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    // expected-error @+1 {{C4: barrier 1 counts 64 threads (2 warp(s)) a phase, but warps arrive at it 3 time(s) in a}}
    nvvm.barrier id = %c1 number_of_threads = %c64
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 48 h06: if (tid < 32) bar.sync 1, %ntid.x: a run-time thread count
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    %nt = nvvm.read.ptx.sreg.ntid.x : i32
    %c = arith.cmpi ult, %t, %c32 : i32
    scf.if %c {
      // expected-error @+1 {{C5: a barrier with a run-time thread count; the checker does not count the threads that ar}}
      nvvm.barrier id = %c1 number_of_threads = %nt
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 h07: if (tid < 32) call @f, where @f runs bar.sync 1, 64
gpu.module @m {
  func.func private @f() {
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (it is in a function that}}
    nvvm.barrier id = %c1 number_of_threads = %c64
    return
  }
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %t = arith.index_cast %tx : index to i32
    %y = arith.index_cast %ty : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    %c = arith.cmpi ult, %t, %c32 : i32
    scf.if %c {
      func.call @f() : () -> ()
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 h08: bar.sync 1, select(tid < 32, 64, 96): a count that differs between warps
gpu.module @m {

  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %t = arith.index_cast %tx : index to i32
    %y = arith.index_cast %ty : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    %c = arith.cmpi ult, %t, %c32 : i32
    %cnt = arith.select %c, %c64, %c96 : i32
    // expected-error @+1 {{C5: a barrier with a run-time thread count; the checker does not count the threads that ar}}
    nvvm.barrier id = %c1 number_of_threads = %cnt
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 h09: warp 0 bar.arrive 1, 96 and warps 1-3 bar.sync 1, 64: two counts for one barrier
gpu.module @m {

  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %t = arith.index_cast %tx : index to i32
    %y = arith.index_cast %ty : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    %c = arith.cmpi ult, %t, %c32 : i32
    scf.if %c {
      nvvm.barrier.arrive id = %c1 number_of_threads = %c96
    } else {
      // expected-error @+1 {{C4: barrier 1 is used with thread counts 96 and 64; the ISA requires every thread that arr}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 h10: if (out[tid / 32] == 0) bar.sync 1, 64: a branch the checker cannot decide
gpu.module @m {

  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %t = arith.index_cast %tx : index to i32
    %y = arith.index_cast %ty : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    %i5 = arith.constant 5 : index
    %wi = arith.shrui %tx, %i5 : index
    %v = memref.load %out[%wi] : memref<256xi32>
    %c = arith.cmpi eq, %v, %c0 : i32
    scf.if %c {
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (which threads reach one d}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 48 h11: if (tid < 32) bar.sync 0, 32, then gpu.barrier: barrier 0 with two counts
gpu.module @m {

  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %t = arith.index_cast %tx : index to i32
    %y = arith.index_cast %ty : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : index
    %c = arith.cmpi ult, %t, %c32 : i32
    scf.if %c {
      // expected-error @+1 {{C4: barrier 0 is used with thread counts 32 and 64; the ISA requires every thread that arr}}
      nvvm.barrier id = %c0 number_of_threads = %c32
    }
    gpu.barrier
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 49 b05: the crossed barriers in a warp kernel
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c = arith.cmpi ult, %t, %c32 : i32
    scf.if %c {
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (the warps may reach the b}}
      nvvm.barrier id = %c1 number_of_threads = %c64
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 2 (the warps may reach the b}}
      nvvm.barrier id = %c2 number_of_threads = %c64
    } else {
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 2 (the warps may reach the b}}
      nvvm.barrier id = %c2 number_of_threads = %c64
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (the warps may reach the b}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    %r = warp.reduce add %w, %t : !warp.warp<all>, i32
    memref.store %r, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 49 b16: the exit in a private helper reached by a call
gpu.module @m {
  func.func private @leave() {
    nvvm.exit
    return
  }
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %x = arith.cmpi uge, %t, %c32 : i32
    scf.if %x {
      func.call @leave() : () -> ()
    }
    // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (threads may exit in a fun}}
    nvvm.barrier id = %c1 number_of_threads = %c64
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 49 b23: wgmma.fence run by all of a 96-thread block: no whole warpgroup
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c5 = arith.constant 5 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %i0 = arith.constant 0 : index
    %c = arith.cmpi ult, %t, %c32 : i32
    // expected-error @+1 {{C1: nvvm.wgmma.fence.aligned is a warpgroup instruction (four whole warps run it together)}}
    nvvm.wgmma.fence.aligned
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 49 b26: if (out[tid / 32] == 0) setmaxnreg in 128 threads
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c5 = arith.constant 5 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %i0 = arith.constant 0 : index
    %c = arith.cmpi ult, %t, %c32 : i32
    %w32 = arith.constant 32 : index
    %wi = arith.divui %tx, %w32 : index
    %v = memref.load %out[%wi] : memref<256xi32>
    %e = arith.cmpi eq, %v, %c0 : i32
    scf.if %e {
      // expected-error @+1 {{C5: nvvm.setmaxregister is a warpgroup instruction (every thread of the warpgroup runs it)}}
      nvvm.setmaxregister increase 240
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 49 b33: if (tid < 32) bar.sync 1, 64 in an undeclared kernel launched with 64 threads
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%buf: memref<128xi32>) kernel {
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %c1 = arith.constant 1 : i32
      %c64 = arith.constant 64 : i32
      %c32 = arith.constant 32 : i32
      %cc = arith.cmpi ult, %t, %c32 : i32
      scf.if %cc {
        // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (the kernel declares no bl}}
        nvvm.barrier id = %c1 number_of_threads = %c64
      }
      memref.store %t, %buf[%tx] : memref<128xi32>
      gpu.return
    }
  }
  func.func @main() {
    %buf = gpu.alloc () : memref<128xi32>
    %c1 = arith.constant 1 : index
    %c96 = arith.constant 64 : index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c96, %c1, %c1) args(%buf : memref<128xi32>)
    return
  }
}

// -----

// Round 49 b35: if (tid < 64) wgmma.fence in a kernel that declares no block
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>) kernel {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c64 = arith.constant 64 : i32
    %cc = arith.cmpi ult, %t, %c64 : i32
    scf.if %cc {
      // expected-error @+1 {{C5: nvvm.wgmma.fence.aligned is a warpgroup instruction (every thread of the warpgroup run}}
      nvvm.wgmma.fence.aligned
    }
    memref.store %t, %buf[%tx] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 49 fp1: if (tid >= 64) nvvm.exit, then bar.sync 1, 64 in 96 threads: legal, but the checker does not count exited warps (C5)
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c5 = arith.constant 5 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %i0 = arith.constant 0 : index
    %c = arith.cmpi ult, %t, %c32 : i32
    %x = arith.cmpi uge, %t, %c64 : i32
    scf.if %x {
      nvvm.exit
    }
    // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (threads may exit before t}}
    nvvm.barrier id = %c1 number_of_threads = %c64
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 49 h01: named barriers reached in crossed order: warp 0 runs bar 1 then bar 2, warp 1 bar 2 then bar 1
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c = arith.cmpi ult, %t, %c32 : i32
    scf.if %c {
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (the warps may reach the b}}
      nvvm.barrier id = %c1 number_of_threads = %c64
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 2 (the warps may reach the b}}
      nvvm.barrier id = %c2 number_of_threads = %c64
    } else {
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 2 (the warps may reach the b}}
      nvvm.barrier id = %c2 number_of_threads = %c64
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (the warps may reach the b}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 49 h02: two bar.sync 1, 64 ops in 96 threads, op A reached by warps 0 and 1, op B by warps 0 and 2
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 96, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c = arith.cmpi ult, %t, %c32 : i32
    %d = arith.cmpi ult, %t, %c64 : i32
    scf.if %d {
      // expected-error @+1 {{C5: a warp reaches two barriers with id 1, and the checker does not order their phases, so}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    %e = arith.cmpi ult, %t, %c32 : i32
    %f = arith.cmpi uge, %t, %c64 : i32
    %g = arith.ori %e, %f : i1
    scf.if %g {
      // expected-error @+1 {{C5: a warp reaches two barriers with id 1, and the checker does not order their phases, so}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 49 h03: if (tid >= 32) nvvm.exit, then bar.sync 1, 64 in 64 threads
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c5 = arith.constant 5 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %c = arith.cmpi ult, %t, %c32 : i32
    %x = arith.cmpi uge, %t, %c32 : i32
    scf.if %x {
      nvvm.exit
    }
    // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (threads may exit before t}}
    nvvm.barrier id = %c1 number_of_threads = %c64
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 49 h04: if (%warpid < 2) wgmma.fence in 128 threads: a branch the checker cannot decide
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c5 = arith.constant 5 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %i0 = arith.constant 0 : index
    %c = arith.cmpi ult, %t, %c32 : i32
    %w = nvvm.read.ptx.sreg.warpid : i32
    %e = arith.cmpi ult, %w, %c2 : i32
    scf.if %e {
      // expected-error @+1 {{C5: nvvm.wgmma.fence.aligned is a warpgroup instruction (every thread of the warpgroup run}}
      nvvm.wgmma.fence.aligned
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 49 h05: bar.sync 1, 64 in a kernel that declares no block, launched with 96 threads
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%buf: memref<128xi32>) kernel {
      %tx = gpu.thread_id x
      %t = arith.index_cast %tx : index to i32
      %c1 = arith.constant 1 : i32
      %c64 = arith.constant 64 : i32
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (the kernel declares no bl}}
      nvvm.barrier id = %c1 number_of_threads = %c64
      memref.store %t, %buf[%tx] : memref<128xi32>
      gpu.return
    }
  }
  func.func @main() {
    %buf = gpu.alloc () : memref<128xi32>
    %c1 = arith.constant 1 : index
    %c96 = arith.constant 96 : index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c96, %c1, %c1) args(%buf : memref<128xi32>)
    return
  }
}

// -----

// Round 49 h06: if (tid < 32) bar.sync 1, 64 in a kernel that declares no block and has no host
gpu.module @m {
  gpu.func @k(%buf: memref<128xi32>) kernel {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %cc = arith.cmpi ult, %t, %c32 : i32
    scf.if %cc {
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (the kernel declares no bl}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    memref.store %t, %buf[%tx] : memref<128xi32>
    gpu.return
  }
}

// -----

// Round 50 h01: if (tid < 32) bar.sync 1, 64; gpu.barrier; if (tid >= 32) bar.sync 1, 64 in 128 threads: the block barrier orders the phases
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %a = arith.cmpi ult, %t, %c32 : i32
    scf.if %a {
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (the warps may reach the b}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    gpu.barrier
    %b = arith.cmpi uge, %t, %c32 : i32
    scf.if %b {
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (the warps may reach the b}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 50 h01w: the same in a warp kernel
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %a = arith.cmpi ult, %t, %c32 : i32
    scf.if %a {
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (the warps may reach the b}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    gpu.barrier
    %b = arith.cmpi uge, %t, %c32 : i32
    scf.if %b {
      // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (the warps may reach the b}}
      nvvm.barrier id = %c1 number_of_threads = %c64
    }
    %r = warp.reduce add %w, %t : !warp.warp<all>, i32
    memref.store %r, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 50 h03: if (tid >= 32) inline PTX exit, then bar.sync 1, 64 in 64 threads
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %a = arith.cmpi uge, %t, %c32 : i32
    scf.if %a {
      llvm.inline_asm has_side_effects "exit;", "" : () -> ()
    }
    // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (threads may exit before t}}
    nvvm.barrier id = %c1 number_of_threads = %c64
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 50 h03b: a branch-free inline PTX exit (setp; @p exit) before bar.sync 1, 64
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ge.u32 p, $0, 32; @p exit; }", "r" %t : (i32) -> ()
    // expected-error @+1 {{C5: the checker cannot count the warps that arrive at barrier 1 (threads may exit before t}}
    nvvm.barrier id = %c1 number_of_threads = %c64
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 50 h04: if (tid >= 64) nvvm.exit, then setmaxnreg in 128 threads: warps 2-3 of the warpgroup have exited
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c64 = arith.constant 64 : i32
    %a = arith.cmpi uge, %t, %c64 : i32
    scf.if %a {
      nvvm.exit
    }
    // expected-error @+1 {{C5: nvvm.setmaxregister is a warpgroup instruction (every thread of the warpgroup runs it)}}
    nvvm.setmaxregister increase 240
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 50 h04b: the same with wgmma.fence
gpu.module @m {
  gpu.func @k(%out: memref<256xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %t = arith.index_cast %tx : index to i32
    %c64 = arith.constant 64 : i32
    %a = arith.cmpi uge, %t, %c64 : i32
    scf.if %a {
      nvvm.exit
    }
    // expected-error @+1 {{C5: nvvm.wgmma.fence.aligned is a warpgroup instruction (every thread of the warpgroup run}}
    nvvm.wgmma.fence.aligned
    memref.store %t, %out[%tx] : memref<256xi32>
    gpu.return
  }
}

// -----

// Round 50 c: a launch_func block size from a public host argument that
// is never whole warps (32 n + 16): its last warp is always short
module attributes {gpu.container_module} {
  func.func @main(%n: index, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %m = arith.muli %n, %c32 : index
    %b = arith.addi %m, %c16 : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32 (by its values, known bits or range), whose last warp is always short}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%b, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// Round 50 c: the same for a gpu.launch body ((n << 5) | 16 threads)
module attributes {gpu.container_module} {
  func.func @main(%n: index, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    %m = arith.shli %n, %c5 : index
    %b = arith.ori %m, %c16 : index
    // expected-error @+1 {{C5: the launch's block x size is never a multiple of 32 (by its values, known bits or range), so its last warp is always short}}
    gpu.launch blocks(%bx, %by, %bz) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%tx, %ty, %tz) in (%t0 = %b, %t1 = %c1, %t2 = %c1) {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c1i = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c1i, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.terminator
    }
    return
  }
}

// -----

// Correct: a block size from a public host argument that may be whole
// warps (32 n) is the host's choice, checked as whole warps
module attributes {gpu.container_module} {
  func.func @main(%n: index, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %b = arith.muli %n, %c32 : index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%b, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// Round 50 c: correct, `if (tid.y < 2) bar.sync 1, 32` in a 16x4 block:
// tid.y varies across a warp's lanes, but warp 0 (rows 0 and 1) runs the
// barrier whole and warp 1 not at all
gpu.module @m {
  gpu.func @k(%x: memref<64xf32>) kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c32 = arith.constant 32 : i32
    %p = arith.cmpi ult, %ty, %c2 : i32
    scf.if %p {
      nvvm.barrier id = %c1 number_of_threads = %c32
    }
    gpu.return
  }
}

// -----

// Round 50 c: the same with `tid.y < 1`, which splits warp 0
gpu.module @m {
  gpu.func @k(%x: memref<64xf32>) kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %p = arith.cmpi ult, %ty, %c1 : i32
    // expected-note @+1 {{the threads diverge here}}
    scf.if %p {
      // expected-error @+1 {{C4: barrier with a thread count under control flow that splits a warp}}
      nvvm.barrier id = %c1 number_of_threads = %c32
    }
    gpu.return
  }
}

// -----

// Round 50 c: correct, `if (tid.x < 32) bar.sync 1, 32` in a constant
// 128-thread gpu.launch body: warp 0 arrives whole
module attributes {gpu.container_module} {
  func.func @main(%buf: memref<128xi32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch blocks(%bx, %by, %bz) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%tx, %ty, %tz) in (%t0 = %c128, %t1 = %c1, %t2 = %c1) {
      %c32 = arith.constant 32 : index
      %one = arith.constant 1 : i32
      %n32 = arith.constant 32 : i32
      %p = arith.cmpi ult, %tx, %c32 : index
      scf.if %p {
        nvvm.barrier id = %one number_of_threads = %n32
      }
      gpu.terminator
    }
    return
  }
}

// -----

// Round 50 c: the same body with `tid.x < 16` splits warp 0
module attributes {gpu.container_module} {
  func.func @main(%buf: memref<128xi32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch blocks(%bx, %by, %bz) in (%g0 = %c1, %g1 = %c1, %g2 = %c1) threads(%tx, %ty, %tz) in (%t0 = %c128, %t1 = %c1, %t2 = %c1) {
      %c16 = arith.constant 16 : index
      %one = arith.constant 1 : i32
      %n32 = arith.constant 32 : i32
      %p = arith.cmpi ult, %tx, %c16 : index
      // expected-note @+1 {{the threads diverge here}}
      scf.if %p {
        // expected-error @+1 {{C4: barrier with a thread count under control flow that splits a warp}}
        nvvm.barrier id = %one number_of_threads = %n32
      }
      gpu.terminator
    }
    return
  }
}

// -----

// Round 51 h3: a call whose calling convention is not its callee's is
// undefined: LLVM deletes the path to it and the branch that leads there,
// and the low-16 shuffle then runs on every lane (--sim: lane 16 executes
// shfl.sync outside its member mask)
gpu.module @m {
  // expected-note @+1 {{the callee}}
  llvm.func @helper(%p: !llvm.ptr) {
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>, %ptr: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    scf.if %hi {
      // expected-error @+1 {{C5: the call of @helper is undefined (its calling convention, ptx_kernelcc, is not the callee's, ccc): LLVM deletes the path to it and the branches that lead there, which the checker does not follow}}
      llvm.call ptx_kernelcc @helper(%ptr) : (!llvm.ptr) -> ()
    }
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Round 51 h3: a call of a kernel from device code is undefined too
gpu.module @m {
  // expected-note @+1 {{the callee}}
  llvm.func @other() attributes {nvvm.kernel} {
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    // expected-error @+1 {{C5: the call of @other is undefined (it is a kernel, which device code launches, never calls)}}
    llvm.call @other() : () -> ()
    gpu.return
  }
}

// -----

// Round 52 h2: a store to null is undefined: LLVM deletes the path and the
// branch to it, and the low-16 shuffle then runs on every lane
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %c = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined: LLVM deletes the path to it}}
      llvm.store %c, %z : i32, !llvm.ptr
    }
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Round 52 h4: an assume of false is undefined (--sim: lane 16 executes
// shfl.sync outside its member mask)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    scf.if %hi {
      %f = llvm.mlir.constant(false) : i1
      // expected-error @+1 {{C5: assumes a condition that is false, undef or poison, which is undefined}}
      llvm.intr.assume %f : i1
    }
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Round 52 h3: a block of (n & 15) + 1 threads is never whole warps (its
// range holds no multiple of 32)
module attributes {gpu.container_module} {
  func.func @main(%n: index, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c15 = arith.constant 15 : index
    %a = arith.andi %n, %c15 : index
    %b = arith.addi %a, %c1 : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32 (by its values, known bits or range)}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%b, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// Round 53 h5: a store to `inttoptr 0` (null, folded)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    scf.if %hi {
      %zero = llvm.mlir.constant(0 : i64) : i64
      %z = llvm.inttoptr %zero : i64 to !llvm.ptr
      %c = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
      llvm.store %c, %z : i32, !llvm.ptr
    }
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
