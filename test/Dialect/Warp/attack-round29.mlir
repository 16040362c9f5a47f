// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 29 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 29"). Each chunk verified before its fix: an operand bound to a
// constraint that prints text (`i`) is the address of a symbol LLVM prints
// by another name (ptxas accepts each PTX).

// -----

// Round 29 h01: an alias named `add` of a global named `exit`, bound to `i`: LLVM resolves the alias and prints `exit;`, which the reader read as `add;`.
gpu.module @m {
  llvm.mlir.global internal @exit(0 : i32) {addr_space = 1 : i32} : i32
  llvm.mlir.alias internal @add : i32 {
    %0 = llvm.mlir.addressof @exit : !llvm.ptr<1>
    llvm.return %0 : !llvm.ptr<1>
  }
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %a = llvm.mlir.addressof @add : !llvm.ptr<1>
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.inline_asm has_side_effects "$0;", "i" %a : (!llvm.ptr<1>) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 29 h01b: the same through a function alias of `llvm.func internal @trap`.
gpu.module @m {
  llvm.func internal @trap() { llvm.return }
  llvm.mlir.alias internal @add : !llvm.func<void ()> {
    %0 = llvm.mlir.addressof @trap : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %a = llvm.mlir.addressof @add : !llvm.ptr
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.inline_asm has_side_effects "$0;", "i" %a : (!llvm.ptr) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 29 h01c: `$0.arrive 1, 64;` with an alias of a global named `bar`: the PTX is `bar.arrive 1, 64;` under a lane branch.
gpu.module @m {
  llvm.mlir.global internal @bar(0 : i32) {addr_space = 1 : i32} : i32
  llvm.mlir.alias internal @add : i32 {
    %0 = llvm.mlir.addressof @bar : !llvm.ptr<1>
    llvm.return %0 : !llvm.ptr<1>
  }
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %a = llvm.mlir.addressof @add : !llvm.ptr<1>
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.inline_asm has_side_effects "$0.arrive 1, 64;", "i" %a : (!llvm.ptr<1>) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 29: an `unnamed_addr` constant global may be merged into another of the same value (ConstantMerge), whose name LLVM then prints.
gpu.module @m {
  llvm.mlir.global internal constant @exit(0 : i32) {addr_space = 1 : i32} : i32
  llvm.mlir.global internal unnamed_addr constant @add(0 : i32) {addr_space = 1 : i32} : i32
  llvm.mlir.global internal @flag(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %a = llvm.mlir.addressof @add : !llvm.ptr<1>
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.inline_asm has_side_effects "$0;", "i" %a : (!llvm.ptr<1>) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
