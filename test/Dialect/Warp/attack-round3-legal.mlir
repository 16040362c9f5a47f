// RUN: warp-opt %s --split-input-file | FileCheck %s
//
// Issue 27, round 3: the attack programs of attack-round3.mlir that verify,
// and why that is right. R37: a run-time source lane on a tile of 1 reads the
// lane itself (run under --sim in test/Sim/warp-attack-round3.mlir, k11).
// R63: first_lane on the whole warp is the same on every lane, so an exit
// in a loop to it ends all lanes or none. R64: a vote on the reconverged
// warp after a warp.if is warp-uniform. R23, R24: trusted, not proven: a
// call to a declaration (an external function) is taken not to exit
// (WarpRationale.md, "Trusted"); the verifier cannot see its body.
// R71: cf.assert on a kernel flag traps every lane of the warp or none.

// CHECK-LABEL: gpu.func @R23_exit_external_decl_call
gpu.module @m {
  func.func private @ext_exit()
  gpu.func @R23_exit_external_decl_call(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    scf.if %odd { func.call @ext_exit() : () -> () }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @R24_exit_llvm_call_abort
gpu.module @m {
  llvm.func @abort()
  gpu.func @R24_exit_llvm_call_abort(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    scf.if %odd { llvm.call @abort() : () -> () }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @R37_idx_runtime_on_tile_of_even
gpu.module @m {
  gpu.func @R37_idx_runtime_on_tile_of_even(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %t = warp.tile %e, 1 : !warp.warp<even> -> !warp.tile<1, even>
    %s = warp.shuffle idx %t, %v, %li : !warp.tile<1, even>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @R63_exit_in_uniform_for_bound_from_first_lane_all
gpu.module @m {
  gpu.func @R63_exit_in_uniform_for_bound_from_first_lane_all(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %true = arith.constant true
    %f = warp.first_lane %w, %odd : !warp.warp<all>
    %n = arith.index_cast %f : i32 to index
    scf.for %i = %c0 to %n step %c1 { nvvm.exit }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @R64_exit_uniform_flag_after_dyn_if_reconverge
gpu.module @m {
  gpu.func @R64_exit_uniform_flag_after_dyn_if_reconverge(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %w2 = warp.if %w, %odd -> !warp.warp<all> {
    ^bb0(%d: !warp.warp<dyn>):
      warp.yield %d : !warp.warp<dyn>
    } else {
    ^bb0(%d: !warp.warp<dyn>):
      warp.yield %d : !warp.warp<dyn>
    }
    %a = warp.any %w2, %odd : !warp.warp<all>
    scf.if %a { nvvm.exit }
    %r = warp.reduce add %w2, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @R71_cf_assert_uniform
gpu.module @m {
  gpu.func @R71_cf_assert_uniform(%out: memref<32xi32>, %v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    cf.assert %flag, "flag set"
    scf.if %flag {
      cf.assert %flag, "still set"
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
