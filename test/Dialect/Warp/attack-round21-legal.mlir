// RUN: warp-opt %s --split-input-file | FileCheck %s
// The legal neighbours of attack-round21.mlir: what round 21's fixes must
// keep accepting.

// A bar.red predicate is each thread's own; the barriers picked (id 1 of
// 32 threads, then barrier 0) are the same on every lane.
// CHECK-LABEL: gpu.func @barrier_red
gpu.module @m {
  gpu.func @barrier_red(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %p = arith.extui %lo : i1 to i32
    nvvm.barrier id = %c1 number_of_threads = %c32
    %n = nvvm.barrier #nvvm.reduction<popc> %p -> i32
    %m = llvm.call_intrinsic "llvm.nvvm.barrier0.popc"(%p) : (i32) -> i32
    %s = arith.addi %n, %m : i32
    %r = warp.reduce add %w, %s : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// An assumption on a kernel argument, called as the intrinsic: every lane
// of the warp keeps going or none does.
// CHECK-LABEL: gpu.func @assume_uniform
gpu.module @m {
  gpu.func @assume_uniform(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %pos = arith.cmpi sgt, %n, %c0 : i32
    llvm.call_intrinsic "llvm.assume"(%pos) : (i1) -> ()
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A helper with other passthrough attributes (not noreturn) called under a
// lane branch; its body neither ends nor holds lanes.
// CHECK-LABEL: gpu.func @passthrough_returns
gpu.module @m {
  llvm.func internal @store(%p: !llvm.ptr, %v: i32) attributes {passthrough = ["nounwind", ["frame-pointer", "all"]]} {
    llvm.store %v, %p : i32, !llvm.ptr
    llvm.return
  }
  gpu.func @passthrough_returns(%out: memref<32xi32>, %p: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      llvm.call @store(%p, %li) : (!llvm.ptr, i32) -> ()
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// An asm variant group whose first variant (the one NVPTX emits) is a move;
// the exit in the second is never emitted.
// CHECK-LABEL: gpu.func @variant_move
gpu.module @m {
  gpu.func @variant_move(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %v = scf.if %lo -> (i32) {
      %m = llvm.inline_asm "$(mov.u32 $0, $1;$|exit;$)", "=r,r" %li : (i32) -> i32
      scf.yield %m : i32
    } else {
      scf.yield %li : i32
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Two helpers that call each other, neither of which waits or exits,
// called under a lane branch.
// CHECK-LABEL: gpu.func @recursion_without_waits
gpu.module @m {
  func.func private @x(%d: i32, %out: memref<32xi32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %p = arith.cmpi sgt, %d, %c0 : i32
    scf.if %p {
      %e = arith.subi %d, %c1 : i32
      func.call @y(%e, %out) : (i32, memref<32xi32>) -> ()
    }
    return
  }
  func.func private @y(%d: i32, %out: memref<32xi32>) {
    %c0 = arith.constant 0 : index
    memref.store %d, %out[%c0] : memref<32xi32>
    func.call @x(%d, %out) : (i32, memref<32xi32>) -> ()
    return
  }
  gpu.func @recursion_without_waits(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %c3 = arith.constant 3 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      func.call @x(%c3, %out) : (i32, memref<32xi32>) -> ()
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A shuffle in inline PTX at the top level takes each lane's own value:
// only a snippet holding a block barrier has its operands asked to be
// uniform.
// CHECK-LABEL: gpu.func @asm_shuffle_operand
gpu.module @m {
  gpu.func @asm_shuffle_operand(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %s = llvm.inline_asm has_side_effects "shfl.sync.bfly.b32 $0, $1, 1, 31, -1;", "=r,r" %li : (i32) -> i32
    %r = warp.reduce add %w, %s : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
