// RUN: warp-opt %s --split-input-file | FileCheck %s
//
// The nearest legal program for each case of lane-safety-invalid.mlir, and
// the safe programs issue 27's gaps describe. The ones that compute run
// under the simulator in lane-safety-sim.mlir.

// W3: the helper hands the warp back once.
// CHECK-LABEL: gpu.func @W3_parameter_returned_once
gpu.module @m {
  func.func private @pass(%w: !warp.warp<all>) -> !warp.warp<all> {
    return %w : !warp.warp<all>
  }
  gpu.func @W3_parameter_returned_once(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %a = func.call @pass(%w) : (!warp.warp<all>) -> !warp.warp<all>
    %s = warp.reduce add %a, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// W5: the call that takes the warp runs on every lane; only per-lane work
// is under the branch.
// CHECK-LABEL: gpu.func @W5_parameter_outside_the_if
gpu.module @m {
  func.func private @sum(%w: !warp.warp<all>, %v: i32) -> i32 {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %r : i32
  }
  func.func private @helper(%w: !warp.warp<all>, %v: i32, %out: memref<32xi32>) {
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    %r = func.call @sum(%w, %v) : (!warp.warp<all>, i32) -> i32
    scf.if %low {
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    return
  }
  gpu.func @W5_parameter_outside_the_if(%v: i32, %out: memref<32xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    func.call @helper(%w, %v, %out) : (!warp.warp<all>, i32, memref<32xi32>) -> ()
    gpu.return
  }
}

// -----

// W17: the helper's loop bound is a constant.
// CHECK-LABEL: gpu.func @W17_parameter_through_uniform_loop
gpu.module @m {
  func.func private @step(%w: !warp.warp<all>, %v: i32) -> !warp.warp<all> {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %w : !warp.warp<all>
  }
  func.func private @loop(%w: !warp.warp<all>, %v: i32) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %y = func.call @step(%x, %v) : (!warp.warp<all>, i32) -> !warp.warp<all>
      scf.yield %y : !warp.warp<all>
    }
    return %r : !warp.warp<all>
  }
  gpu.func @W17_parameter_through_uniform_loop(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = func.call @loop(%w, %v) : (!warp.warp<all>, i32) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// W2: the kernel makes its warp and passes that on.
// CHECK-LABEL: gpu.func @W2_entry_into_call
gpu.module @m {
  func.func private @sum(%w: !warp.warp<all>, %v: i32) -> i32 {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %r : i32
  }
  gpu.func @W2_entry_into_call(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = func.call @sum(%w, %v) : (!warp.warp<all>, i32) -> i32
    gpu.return
  }
}

// -----

// Uniform sources, one per entry of the list (docs/Dialects/WarpRationale.md):
// a full-mask vote and redux, a load from a workgroup attribution the kernel
// writes, the block and grid geometry, a kernel argument, a constant.
// CHECK-LABEL: gpu.func @W17_uniform_sources
// CHECK-COUNT-7: scf.for
gpu.module @m {
  gpu.func @W17_uniform_sources(%v: i32, %k: index) workgroup(%s: memref<1xindex, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %full = arith.constant -1 : i32
    %true = arith.constant true
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %b = nvvm.vote.sync ballot %full, %true -> i32
    %nb = arith.index_cast %b : i32 to index
    %sum = nvvm.redux.sync add %lane, %full : i32 -> i32
    %ns = arith.index_cast %sum : i32 to index
    memref.store %k, %s[%c0] : memref<1xindex, 3>
    gpu.barrier
    %nw = memref.load %s[%c0] : memref<1xindex, 3>
    %bd = gpu.block_dim x
    %gd = gpu.grid_dim y
    %c3 = arith.constant 3 : index
    %w0 = warp.entry : !warp.warp<all>
    %w1 = scf.for %i = %c0 to %nb step %c1 iter_args(%x = %w0) -> (!warp.warp<all>) {
      %r = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    %w2 = scf.for %i = %c0 to %ns step %c1 iter_args(%x = %w1) -> (!warp.warp<all>) {
      scf.yield %x : !warp.warp<all>
    }
    %w3 = scf.for %i = %c0 to %nw step %c1 iter_args(%x = %w2) -> (!warp.warp<all>) {
      scf.yield %x : !warp.warp<all>
    }
    %w4 = scf.for %i = %c0 to %bd step %c1 iter_args(%x = %w3) -> (!warp.warp<all>) {
      scf.yield %x : !warp.warp<all>
    }
    %w5 = scf.for %i = %c0 to %gd step %c1 iter_args(%x = %w4) -> (!warp.warp<all>) {
      scf.yield %x : !warp.warp<all>
    }
    %w6 = scf.for %i = %c0 to %k step %c1 iter_args(%x = %w5) -> (!warp.warp<all>) {
      scf.yield %x : !warp.warp<all>
    }
    %w7 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %w6) -> (!warp.warp<all>) {
      scf.yield %x : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Block shapes that keep every warp in one aligned run of x: x a multiple
// of 32 (known_block_size, nvvm.reqntid), x at most 32 (16 x 2: tid.x / 32
// is 0 everywhere).
// CHECK-LABEL: gpu.func @W17_warp_index_declared_rows
// CHECK-LABEL: gpu.func @W17_warp_index_reqntid_rows
// CHECK-LABEL: gpu.func @W17_warp_index_short_rows
gpu.module @m {
  gpu.func @W17_warp_index_declared_rows(%v: i32) kernel attributes {known_block_size = array<i32: 64, 2, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %tid = gpu.thread_id x
    %n = arith.divui %tid, %c32 : index
    %first = arith.cmpi ult, %tid, %c32 : index
    %w = warp.entry : !warp.warp<all>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    cf.cond_br %first, ^a(%r : !warp.warp<all>), ^b
  ^a(%y: !warp.warp<all>):
    %s = warp.reduce add %y, %v : !warp.warp<all>, i32
    cf.br ^b
  ^b:
    gpu.return
  }
  gpu.func @W17_warp_index_reqntid_rows(%v: i32) kernel attributes {nvvm.reqntid = array<i32: 96, 3, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %tid = gpu.thread_id x
    %n = arith.divui %tid, %c64 : index
    %w = warp.entry : !warp.warp<all>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    gpu.return
  }
  gpu.func @W17_warp_index_short_rows(%v: i32) kernel attributes {known_block_size = array<i32: 16, 2, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %tid = gpu.thread_id x
    %n = arith.divui %tid, %c32 : index
    %w = warp.entry : !warp.warp<all>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// W2: declarations that agree and hold whole warps.
// CHECK-LABEL: gpu.func @W2_declarations_agree
gpu.module @m {
  gpu.func @W2_declarations_agree() kernel attributes {known_block_size = array<i32: 64, 1, 1>, nvvm.reqntid = array<i32: 64, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    gpu.return
  }
}

// -----

// W19: an exit after the warp's last use, and one at the top level (every
// lane leaves together).
// CHECK-LABEL: gpu.func @W19_exit_after_last_use
// CHECK-LABEL: gpu.func @W19_exit_at_top_level
gpu.module @m {
  gpu.func @W19_exit_after_last_use(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    %lane = gpu.lane_id
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %bit = arith.andi %lane, %c1 : index
    %odd = arith.cmpi ne, %bit, %c0 : index
    scf.if %odd {
      nvvm.exit
    }
    gpu.return
  }
  gpu.func @W19_exit_at_top_level(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    nvvm.exit
    %t = warp.reduce add %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Gap 1: a reduction under a uniform kernel flag, with warp.if (both regions
// take the parent's set) and with scf.if (collectives borrow the warp).
// CHECK-LABEL: gpu.func @uniform_flag_warp_if
// CHECK: ^bb0(%{{.*}}: !warp.warp<all>):
// CHECK-LABEL: gpu.func @uniform_flag_scf_if
gpu.module @m {
  gpu.func @uniform_flag_warp_if(%flag: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %m, %r = warp.if %w, %flag -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<all>):
      %s = warp.reduce add %t, %v : !warp.warp<all>, i32
      warp.yield %t, %s : !warp.warp<all>, i32
    } else {
    ^bb0(%f: !warp.warp<all>):
      %s = warp.shuffle xor %f, %v, 1 : !warp.warp<all>, i32
      warp.yield %f, %s : !warp.warp<all>, i32
    }
    gpu.return
  }
  gpu.func @uniform_flag_scf_if(%flag: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = scf.if %flag -> i32 {
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      scf.yield %s : i32
    } else {
      scf.yield %v : i32
    }
    %t = warp.reduce add %w, %r : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// Gap 2: do { reduce } while (any lane still wants another trip).
// CHECK-LABEL: gpu.func @do_while_any
// CHECK: scf.while
gpu.module @m {
  gpu.func @do_while_any(%v: i32, %limit: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %zero = arith.constant 0 : i32
    %r:2 = scf.while (%wi = %w, %acc = %zero) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %wi, %v : !warp.warp<all>, i32
      %next = arith.addi %acc, %s : i32
      %more = arith.cmpi slt, %next, %limit : i32
      %any = warp.any %wi, %more : !warp.warp<all>
      scf.condition(%any) %wi, %next : !warp.warp<all>, i32
    } do {
    ^bb0(%wb: !warp.warp<all>, %ab: i32):
      scf.yield %wb, %ab : !warp.warp<all>, i32
    }
    gpu.return
  }
}

// -----

// Gap 3: a private helper loops to a count every caller passes from a kernel
// argument.
// CHECK-LABEL: func.func private @count
gpu.module @m {
  func.func private @count(%w: !warp.warp<all>, %n: index, %v: i32) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      scf.yield %x : !warp.warp<all>
    }
    return %r : !warp.warp<all>
  }
  gpu.func @first_caller(%n: index, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = func.call @count(%w, %n, %v) : (!warp.warp<all>, index, i32) -> !warp.warp<all>
    gpu.return
  }
  gpu.func @second_caller(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %c8 = arith.constant 8 : index
    %r = func.call @count(%w, %c8, %v) : (!warp.warp<all>, index, i32) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// The nearest legal programs of the adversarial pass (lane-safety-attacks.mlir):
// a uniform branch to an exit (every lane leaves or none does), a do-while
// on a kernel flag, and a helper that exits only after its warp's last use.
// CHECK-LABEL: gpu.func @uniform_branch_to_exit
// CHECK-LABEL: gpu.func @while_on_kernel_flag
// CHECK-LABEL: gpu.func @helper_exits_after_use
gpu.module @m {
  gpu.func @uniform_branch_to_exit(%stop: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    cf.cond_br %stop, ^exit, ^go(%w : !warp.warp<all>)
  ^exit:
    nvvm.exit
    gpu.return
  ^go(%x: !warp.warp<all>):
    %s = warp.reduce add %x, %v : !warp.warp<all>, i32
    gpu.return
  }
  gpu.func @while_on_kernel_flag(%again: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = scf.while (%wi = %w) : (!warp.warp<all>) -> !warp.warp<all> {
      %s = warp.reduce add %wi, %v : !warp.warp<all>, i32
      scf.condition(%again) %wi : !warp.warp<all>
    } do {
    ^bb0(%wb: !warp.warp<all>):
      scf.yield %wb : !warp.warp<all>
    }
    gpu.return
  }
  func.func private @h(%w: !warp.warp<all>, %v: i32) -> i32 {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %lane = gpu.lane_id
    %c16 = arith.constant 16 : index
    %low = arith.cmpi ult, %lane, %c16 : index
    scf.if %low {
      nvvm.exit
    }
    return %r : i32
  }
  gpu.func @helper_exits_after_use(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    %r = func.call @h(%w, %v) : (!warp.warp<all>, i32) -> i32
    gpu.return
  }
}

// -----

// What --canonicalize makes of a loop that carries a warp unchanged: the
// loop forwards it and the body uses the outer warp. A collective there
// borrows it as in a lane-uniform scf.if: every lane runs the body together
// (scf.for with lane-uniform bounds, scf.while with a lane-uniform
// condition). Found by warp-fuzz on test/Sim/warp-lane-safety.mlir.
// CHECK-LABEL: gpu.func @borrow_in_uniform_loops
gpu.module @m {
  gpu.func @borrow_in_uniform_loops(%v: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %w = warp.entry : !warp.warp<all>
    scf.for %i = %c0 to %n step %c1 {
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
    }
    %r = scf.while (%k = %c0) : (index) -> index {
      %more = arith.cmpi ult, %k, %n : index
      %go = warp.any %w, %more : !warp.warp<all>
      scf.condition(%go) %k : index
    } do {
    ^bb0(%k2: index):
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      %k3 = arith.addi %k2, %c1 : index
      scf.yield %k3 : index
    }
    gpu.return
  }
}
