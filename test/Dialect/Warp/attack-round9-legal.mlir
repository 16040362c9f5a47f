// RUN: warp-opt %s --split-input-file | warp-opt --split-input-file | FileCheck %s
// RUN: warp-opt %s --split-input-file --canonicalize --symbol-dce --inline --cse --canonicalize | warp-opt --split-input-file | FileCheck %s --check-prefix=PIPE
// RUN: warp-opt %s --split-input-file --inline --symbol-dce --canonicalize --mlir-disable-threading | warp-opt --split-input-file | FileCheck %s --check-prefix=PIPE
// RUN: warp-opt %s --split-input-file --inline --sccp --symbol-dce --cse --canonicalize | warp-opt --split-input-file | FileCheck %s --check-prefix=PIPE
// RUN: warp-opt %s --split-input-file --control-flow-sink --loop-invariant-code-motion --cse --sccp --remove-dead-values | warp-opt --split-input-file | FileCheck %s
// Issue 27, round 9 of the adversarial pass: programs whose verdict goes
// through the verification cache (a private helper's callers: W17 through a
// loop count, W18 through a helper chain), verified after pipelines that
// change the callers (inline, symbol-dce, symbol-privatize) with verification
// after each pass in one process, and again by a fresh process. A reduce
// (and a shuffle) before a lane-dependent scf.if or inside a loop stays where
// it is under --control-flow-sink / --loop-invariant-code-motion (the lanes
// resource); its --sim values are in test/Sim/warp-attack-round9.

// -----

// CHECK-LABEL: gpu.module @l1_loop_count
// PIPE-LABEL: gpu.module @l1_loop_count
gpu.module @l1_loop_count {
  func.func private @h(%w: !warp.warp<all>, %n: i32, %v: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ni = arith.index_cast %n : i32 to index
    %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %v) -> (i32) {
      %s = warp.reduce add %w, %acc : !warp.warp<all>, i32
      scf.yield %s : i32
    }
    return %r : i32
  }
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tx = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %wi = arith.divui %tx, %c32 : index
    %tyi = arith.index_cast %wi : index to i32
    %r = func.call @h(%w, %tyi, %li) : (!warp.warp<all>, i32, i32) -> i32
    memref.store %r, %out[%lane] : memref<64xi32>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.module @l2_chain
// PIPE-LABEL: gpu.module @l2_chain
gpu.module @l2_chain {
  func.func private @h(%w: !warp.warp<all>, %v: i32) -> i32 {
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %s : i32
  }
  func.func private @g(%w: !warp.warp<all>, %v: i32) -> i32 {
    %s = func.call @h(%w, %v) : (!warp.warp<all>, i32) -> i32
    return %s : i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x = builtin.unrealized_conversion_cast %li : i32 to !warp.warp<all>
    %r = func.call @g(%w, %li) : (!warp.warp<all>, i32) -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.module @l3_sink
// PIPE-LABEL: gpu.module @l3_sink
gpu.module @l3_sink {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c3 = arith.constant 3 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    %sh = warp.shuffle xor %w, %li, 1 : !warp.warp<all>, i32
    %cond = arith.cmpi ult, %li, %c3 : i32
    %r = scf.if %cond -> (i32) {
      %x = arith.addi %s, %sh : i32
      scf.yield %x : i32
    } else {
      scf.yield %li : i32
    }
    %ni = arith.index_cast %n : i32 to index
    %q = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %r) -> (i32) {
      %m = warp.reduce max %w, %li : !warp.warp<all>, i32
      %y = arith.addi %acc, %m : i32
      scf.yield %y : i32
    }
    memref.store %q, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
