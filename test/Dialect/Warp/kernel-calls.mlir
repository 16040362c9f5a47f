// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// W19: a call of a kernel from device code is undefined, and LLVM deletes
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
