// RUN: warp-opt %s --split-input-file | FileCheck %s
// RUN: warp-opt %s --split-input-file --canonicalize --cse | warp-opt --split-input-file | FileCheck %s
// Issue 27, round 18: the nearest legal programs of attack-round18.mlir,
// which verify (and still do after --canonicalize --cse).

// -----

// Shared memory the kernel writes before every thread reads it: one value
// for the whole block (LLVM cannot read the undef initializer through it).
// CHECK-LABEL: gpu.func @shared_written
gpu.module @m {
  llvm.mlir.global internal @s() {addr_space = 3 : i32} : i32
  gpu.func @shared_written(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %a = llvm.mlir.addressof @s : !llvm.ptr<3>
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %lane, %c0 : index
    scf.if %first {
      llvm.store %n, %a : i32, !llvm.ptr<3>
    }
    gpu.barrier
    %v = llvm.load %a : !llvm.ptr<3> -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    scf.if %p {
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// A constant global with a defined initializer.
// CHECK-LABEL: gpu.func @constant_defined
gpu.module @m {
  llvm.mlir.global internal constant @g(7 : i32) {addr_space = 1 : i32} : i32
  gpu.func @constant_defined(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %a = llvm.mlir.addressof @g : !llvm.ptr<1>
    %v = llvm.load %a : !llvm.ptr<1> -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    scf.if %p {
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Inline PTX whose output is tied to a uniform input ("0"): set on entry.
// CHECK-LABEL: gpu.func @asm_tied_output
gpu.module @m {
  gpu.func @asm_tied_output(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %v = llvm.inline_asm "add.u32 $0, $0, 1;", "=r,0" %n : (i32) -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    scf.if %p {
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// A block barrier at the top level, and under a uniform branch, while the
// warp is live: every lane of the warp waits there together.
// CHECK-LABEL: gpu.func @uniform_barriers
gpu.module @m {
  gpu.func @uniform_barriers(%out: memref<32xi32>, %flag: i1) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    gpu.barrier
    scf.if %flag {
      gpu.barrier
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// A lane condition computed in the entry block and again after a loop that
// never ends: --cse makes the dead block use the entry's copy, which
// decides nothing there either (the user's block is asked).
// CHECK-LABEL: gpu.func @dead_block_after_cse
gpu.module @m {
  gpu.func @dead_block_after_cse(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %li, %c16 : i32
    %pe = arith.extui %p : i1 to i32
    memref.store %pe, %out[%lane] : memref<32xi32>
    cf.br ^loop(%c0 : index)
  ^loop(%k: index):
    %more = arith.cmpi eq, %k, %c0 : index
    cf.cond_br %more, ^loop(%k : index), ^after
  ^after:
    %p2 = arith.cmpi ult, %li, %c16 : i32
    scf.if %p2 {
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
