// RUN: warp-opt %s --split-input-file | FileCheck %s
// The legal neighbours of attack-round22.mlir: what round 22's fixes must
// keep accepting.

// Block barriers in inline PTX whose ids and counts are literals or
// uniform operands; a bar.red whose predicate is each thread's own.
// CHECK-LABEL: gpu.func @asm_barriers
gpu.module @m {
  gpu.func @asm_barriers(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    llvm.inline_asm has_side_effects "bar.sync 0;", "" : () -> ()
    llvm.inline_asm has_side_effects "bar.sync 1, 32;", "" : () -> ()
    llvm.inline_asm has_side_effects "barrier.sync.aligned $0;", "r" %c1 : (i32) -> ()
    %n = llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ne.u32 p, $1, 0; bar.red.popc.u32 $0, 0, p; }", "=r,r" %li : (i32) -> i32
    %r = warp.reduce add %w, %n : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A helper every lane calls whose barrier id is its parameter, passed the
// same constant by its only caller.
// CHECK-LABEL: gpu.func @helper_barrier_id
gpu.module @m {
  func.func private @sync(%id: i32) {
    %c32 = arith.constant 32 : i32
    nvvm.barrier id = %id number_of_threads = %c32
    return
  }
  gpu.func @helper_barrier_id(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    func.call @sync(%c1) : (i32) -> ()
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A global's address as an asm operand that names memory, not an
// instruction; a warp.if's extra result that is an i32.
// CHECK-LABEL: gpu.func @asm_symbol_operand
gpu.module @m {
  llvm.mlir.global internal @data(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @asm_symbol_operand(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %a = llvm.mlir.addressof @data : !llvm.ptr<1>
    %v = llvm.inline_asm has_side_effects "ld.global.u32 $0, [$1];", "=r,l" %a : (!llvm.ptr<1>) -> i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %w2, %s = warp.if %w, %lo -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %p = arith.cmpi ne, %v, %li : i32
      %x = warp.ballot %t, %p : !warp.warp<dyn> -> i32
      warp.yield %t, %x : !warp.warp<dyn>, i32
    } else {
    ^bb0(%e: !warp.warp<dyn>):
      warp.yield %e, %v : !warp.warp<dyn>, i32
    }
    %r = warp.reduce add %w2, %s : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
