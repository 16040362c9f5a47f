// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// W19: a call of a kernel from device code, or a call whose calling
// convention is not its callee's, is undefined, and LLVM deletes
// the path that reaches it (InstCombine makes it `unreachable`), as it does
// after a call of a `noreturn` function: under a lane branch it ends the
// lanes that take the branch while the warp is live (issue 27 round 50).
// warp-ptx refuses such a call outright (test/Pipelines/kernel-calls.mlir).

// Test: a function with the PTX kernel calling convention
gpu.module @m {
  llvm.func ptx_kernelcc @other() {
    llvm.return
  }
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %lane, %c16 : index
    scf.if %p {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.call @other() : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: a function marked nvvm.kernel, called from a helper
gpu.module @m {
  llvm.func @other() attributes {nvvm.kernel} {
    llvm.return
  }
  func.func private @helper() {
    llvm.call @other() : () -> ()
    return
  }
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %lane, %c16 : index
    scf.if %p {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      func.call @helper() : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: a call of a device function under the same branch is legal
gpu.module @m {
  llvm.func @other() {
    llvm.return
  }
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %p = arith.cmpi ult, %lane, %c16 : index
    scf.if %p {
      llvm.call @other() : () -> ()
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: a call whose calling convention is not its callee's (a fastcc
// function called as C) is undefined too, and LLVM deletes its path: the
// low(16) scan then runs on all 32 lanes (round 51 h1)
gpu.module @m {
  llvm.func fastcc @helper(%p: !llvm.ptr) {
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>, %ptr: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.call @helper(%ptr) : (!llvm.ptr) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// Test: the mismatch at the call site: a C function called as a kernel
// (round 51 h2)
gpu.module @m {
  llvm.func @helper(%p: !llvm.ptr) {
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>, %ptr: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.call ptx_kernelcc @helper(%ptr) : (!llvm.ptr) -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Test: matching conventions (fastcc both) are legal
gpu.module @m {
  llvm.func fastcc @helper(%p: !llvm.ptr) {
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>, %ptr: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      llvm.call fastcc @helper(%ptr) : (!llvm.ptr) -> ()
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    gpu.return
  }
}
