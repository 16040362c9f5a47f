// RUN: warp-opt %s --split-input-file | FileCheck %s
// The legal neighbours of attack-round25.mlir: inline PTX the statement
// reader reads exactly keeps verifying, at the top level of a warp kernel.

// CUB's fused shuffle-up and add (WarpScanShfl): a guard on an add splits no lane
// (a false positive of round 24's reader, round 25 FP1).
// CHECK-LABEL: gpu.func @cub_scan_step
gpu.module @m {
  gpu.func @cub_scan_step(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %m = arith.constant -1 : i32
    %s = llvm.inline_asm has_side_effects "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r" %li, %c1, %c0, %li, %m : (i32, i32, i32, i32, i32) -> i32
    %r = warp.reduce add %w, %s : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// An address under a register constraint (`l`) prints as a register, not as
// the name of the global it points to (`bar`): a load, not a barrier.
// CHECK-LABEL: gpu.func @address_operand
gpu.module @m {
  llvm.mlir.global internal @bar(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @address_operand(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %t = arith.constant true
    %cond = arith.select %t, %lo, %t : i1
    scf.if %cond {
      %x = llvm.mlir.addressof @bar : !llvm.ptr<1>
      %v = llvm.inline_asm has_side_effects "ld.global.u32 $0, [$1];", "=r,l" %x : (!llvm.ptr<1>) -> i32
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// An input tied to an output (`=r,0`) whose value is not known: a register.
// CHECK-LABEL: gpu.func @tied_input
gpu.module @m {
  gpu.func @tied_input(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x = llvm.inline_asm "add.u32 $0, $1, 1;", "=r,0" %li : (i32) -> i32
    %r = warp.reduce add %w, %x : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// nvvm.inline_ptx's `%0` is an operand reference: a barrier on a constant id.
// CHECK-LABEL: gpu.func @inline_ptx_barrier
gpu.module @m {
  gpu.func @inline_ptx_barrier(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %m = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    nvvm.inline_ptx "bar.sync %0;" ro(%c1 : i32)
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Registers named as the backend names its own, declared in the snippet's
// scope, and a label before the closing brace.
// CHECK-LABEL: gpu.func @scoped_registers
gpu.module @m {
  gpu.func @scoped_registers(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x = llvm.inline_asm "{ .reg .b32 %r<2>; .reg .pred p; mov.u32 %r1, $1; setp.ne.u32 p, %r1, 0; @p add.u32 %r1, %r1, 1; mov.u32 $0, %r1; DONE: }", "=r,r" %li : (i32) -> i32
    %r = warp.reduce add %w, %x : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
