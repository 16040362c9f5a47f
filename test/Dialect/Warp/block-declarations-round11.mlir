// RUN: not warp-opt %s --split-input-file -o /dev/null 2>&1 | FileCheck %s
// Issue 27, round 11's holes, each a program that verified and then ran a
// full-mask redux.sync with lanes 16-31 of its mask missing under --sim:
// H1, a device function's own block declaration was believed (nothing
// launches a device function; its callers may run it in any block); H2,
// an imported `passthrough` nvvm.reqntid was read by the uniformity
// analysis but not by W2 (a 16-thread or two disagreeing declarations);
// H3, an exit in nvvm.inline_ptx (not only llvm.inline_asm) ends lanes
// (W19). One error per chunk, in order.

// round 11 v3
// CHECK: error: {{.*}}W5: uses '!warp.warp<all>' inside a region it was not passed into
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %out: memref<64xi32>) -> !warp.warp<all>
      attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %row0 = arith.cmpi eq, %ty, %c0 : index
    %v = arith.index_cast %tx : index to i32
    scf.if %row0 {
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    return %w : !warp.warp<all>
  }
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {} {
    %w = warp.entry : !warp.warp<all>
    %w2 = func.call @h(%w, %out) : (!warp.warp<all>, memref<64xi32>) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// round 11 x1
// CHECK: error: {{.*}}W5: uses '!warp.warp<all>' inside a region it was not passed into
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %out: memref<96xi32>) -> !warp.warp<all>
      attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %wid = arith.divui %tx, %c32 : index
    %first = arith.cmpi eq, %wid, %c0 : index
    %v = arith.index_cast %tx : index to i32
    %i0 = arith.muli %ty, %c48 : index
    %i = arith.addi %i0, %tx : index
    scf.if %first {
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%i] : memref<96xi32>
    }
    return %w : !warp.warp<all>
  }
  gpu.func @k(%out: memref<96xi32>) kernel
      attributes {known_block_size = array<i32: 48, 2, 1>} {
    %w = warp.entry : !warp.warp<all>
    %w2 = func.call @h(%w, %out) : (!warp.warp<all>, memref<96xi32>) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// round 11 v4b
// CHECK: error: {{.*}}W5: uses '!warp.warp<all>' inside a region it was not passed into
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %out: memref<64xi32>) -> !warp.warp<all>
      attributes {nvvm.reqntid = array<i32: 32, 1, 2>} {
    %ty = gpu.thread_id z
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %row0 = arith.cmpi eq, %ty, %c0 : index
    %v = arith.index_cast %tx : index to i32
    scf.if %row0 {
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      memref.store %r, %out[%tx] : memref<64xi32>
    }
    return %w : !warp.warp<all>
  }
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 8, 2, 4>} {
    %w = warp.entry : !warp.warp<all>
    %w2 = func.call @h(%w, %out) : (!warp.warp<all>, memref<64xi32>) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// round 11 p1
// CHECK: error: {{.*}}W2: the kernel's passthrough nvvm.reqntid holds 16 threads
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {passthrough = [["nvvm.reqntid", "16"]]} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %v = arith.index_cast %tx : index to i32
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// round 11 pt1
// CHECK: error: {{.*}}W2: the kernel declares two block sizes
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {gpu.known_block_size = array<i32: 32, 2, 1>, passthrough = [["nvvm.reqntid", "16,4"]]} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %row0 = arith.cmpi eq, %ty, %c0 : index
    %v = arith.index_cast %tx : index to i32
    scf.if %row0 {
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      %yo = arith.muli %ty, %c32 : index
      %i = arith.addi %yo, %tx : index
      memref.store %r, %out[%i] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// round 11 pt2
// CHECK: error: {{.*}}W2: the kernel declares two block sizes
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel
      attributes {passthrough = [["nvvm.reqntid", "32,2"], ["nvvm.reqntid", "16,4"]]} {
    %w = warp.entry : !warp.warp<all>
    %ty = gpu.thread_id y
    %tx = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %row0 = arith.cmpi eq, %ty, %c0 : index
    %v = arith.index_cast %tx : index to i32
    scf.if %row0 {
      %r = warp.reduce add %w, %v : !warp.warp<all>, i32
      %yo = arith.muli %ty, %c32 : index
      %i = arith.addi %yo, %tx : index
      memref.store %r, %out[%i] : memref<64xi32>
    }
    gpu.return
  }
}

// -----

// round 11 x5
// CHECK: error: {{.*}}'nvvm.inline_ptx' op W19: may end some of the lanes
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %p = arith.cmpi uge, %lane, %c16 : index
    scf.if %p {
      nvvm.inline_ptx "exit;"
    }
    %li = arith.index_cast %lane : index to i32
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// round 11 x9
// CHECK: error: {{.*}}'nvvm.inline_ptx' op W19: may end some of the lanes
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %p = arith.cmpi uge, %lane, %c16 : index
    nvvm.inline_ptx "exit;" , predicate = %p
    %li = arith.index_cast %lane : index to i32
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// round 11 x11
// CHECK: error: {{.*}}'func.call' op W19: may end some of the lanes
gpu.module @m {
  func.func private @bye(%p: i1) {
    scf.if %p {
      nvvm.inline_ptx "exit;"
    }
    return
  }
  gpu.func @k(%out: memref<32xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %p = arith.cmpi uge, %lane, %c16 : index
    func.call @bye(%p) : (i1) -> ()
    %li = arith.index_cast %lane : index to i32
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
