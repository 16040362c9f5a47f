// RUN: warp-opt %s --split-input-file --warp-raise --verify-diagnostics | FileCheck %s
// RUN: warp-opt %s --split-input-file --warp-raise --convert-warp-to-nvvm --canonicalize 2>/dev/null | FileCheck %s --check-prefix=LOWERED
//
// Untyped collectives the checker proves safe become warp ops (and the
// result passes the warp verifier, which runs after the pass); the rest stay
// as they are, with the checker's finding as a warning. Lowering the raised
// kernels gives back the original masks.

// CHECK-LABEL: gpu.func @top_level
// CHECK: %[[W:.*]] = warp.entry : !warp.warp<all>
// CHECK: warp.shuffle xor %[[W]], %{{.*}}, 16 : !warp.warp<all>, f32
// CHECK: warp.ballot %[[W]], %{{.*}} : !warp.warp<all> -> i32
// CHECK: warp.any %[[W]], %{{.*}} : !warp.warp<all>
// CHECK: warp.reduce add %[[W]], %{{.*}} : !warp.warp<all>, i32
// CHECK: warp.match_any %[[W]], %{{.*}} : !warp.warp<all>, i32 -> i32
// CHECK: warp.shuffle idx %[[W]], %{{.*}}, %{{.*}} : !warp.warp<all>, f32
// CHECK: warp.reduce max %[[W]], %{{.*}} : !warp.warp<all>, f32
// CHECK-NOT: nvvm.
// CHECK-NOT: gpu.shuffle
// LOWERED-LABEL: gpu.func @top_level
// LOWERED: nvvm.shfl.sync{{ +}}bfly %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {{.*}}: f32 -> f32
// LOWERED: nvvm.redux.sync{{ +}}add
gpu.module @m {
  gpu.func @top_level(%x: memref<32xf32>, %y: memref<32xi32>, %src: i32) kernel {
    %all = arith.constant -1 : i32
    %c31 = arith.constant 31 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %v = memref.load %x[%c0] : memref<32xf32>
    %i = memref.load %y[%c0] : memref<32xi32>
    %a = nvvm.shfl.sync bfly %all, %v, %c16, %c31 : f32 -> f32
    %p = arith.cmpf ogt, %a, %v : f32
    %b = nvvm.vote.sync ballot %all, %p -> i32
    %any = nvvm.vote.sync any %all, %p -> i1
    %r = nvvm.redux.sync add %i, %all : i32 -> i32
    %k = nvvm.match.sync any %all, %r : i32 -> i32
    %g, %ok = gpu.shuffle idx %a, %src, %c32 : f32
    %m = gpu.subgroup_reduce maxnumf %g : (f32) -> f32
    %s = arith.addi %b, %k : i32
    memref.store %s, %y[%c0] : memref<32xi32>
    memref.store %m, %x[%c0] : memref<32xf32>
    gpu.return
  }
}

// -----

// A clamp of 16 lanes: a tile of 16.
// CHECK-LABEL: gpu.func @groups
// CHECK: %[[W:.*]] = warp.entry : !warp.warp<all>
// CHECK: %[[T:.*]] = warp.tile %[[W]], 16 : !warp.warp<all> -> !warp.tile<16>
// CHECK: warp.shuffle down %[[T]], %{{.*}}, 8 : !warp.tile<16>, f32
// LOWERED-LABEL: gpu.func @groups
// LOWERED: %[[C:.*]] = arith.constant 4127 : i32
// LOWERED: nvvm.shfl.sync{{ +}}down %{{.*}}, %{{.*}}, %{{.*}}, %[[C]] {{.*}}: f32 -> f32
gpu.module @m {
  gpu.func @groups(%x: memref<32xf32>) kernel {
    %all = arith.constant -1 : i32
    %clamp16 = arith.constant 4127 : i32
    %c8 = arith.constant 8 : i32
    %c0 = arith.constant 0 : index
    %v = memref.load %x[%c0] : memref<32xf32>
    %s = nvvm.shfl.sync down %all, %v, %c8, %clamp16 : f32 -> f32
    memref.store %s, %x[%c0] : memref<32xf32>
    gpu.return
  }
}

// -----

// A lane branch becomes warp.if on its static set; the shuffle with that
// set as its mask moves onto the branch's sub-warp.
// CHECK-LABEL: gpu.func @lane_branch
// CHECK: %[[W:.*]] = warp.entry : !warp.warp<all>
// CHECK: warp.if %[[W]], low(16) -> !warp.warp<all> {
// CHECK-NEXT: ^bb0(%[[LO:.*]]: !warp.warp<low(16)>):
// CHECK: warp.shuffle up %[[LO]], %{{.*}}, 1 : !warp.warp<low(16)>, i32
// CHECK: warp.yield %[[LO]] : !warp.warp<low(16)>
// LOWERED-LABEL: gpu.func @lane_branch
// LOWERED: %[[LOW:.*]] = arith.constant 65535 : i32
// LOWERED: scf.if
// LOWERED: nvvm.shfl.sync{{ +}}up %[[LOW]]
gpu.module @m {
  gpu.func @lane_branch(%x: memref<32xi32>) kernel {
    %half = arith.constant 65535 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    scf.if %low {
      %i = arith.index_cast %lane : i32 to index
      %v = memref.load %x[%i] : memref<32xi32>
      %u = nvvm.shfl.sync up %half, %v, %c1, %c0 : i32 -> i32
      memref.store %u, %x[%i] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// The unsafe stay, with the checker's finding: reduce7's shuffle, and a full
// mask under a lane branch. The top-level ballot stays too: a whole-warp
// shuffle under a lane branch is a wait (W19) that a raised warp must not
// be live across, so the kernel is left as it is.
// CHECK-LABEL: gpu.func @unsafe
// CHECK-NOT: warp.
// CHECK: nvvm.vote.sync{{ +}}ballot
// CHECK: scf.if
// CHECK: nvvm.shfl.sync{{ +}}down
// CHECK: scf.if
// CHECK: nvvm.shfl.sync{{ +}}bfly
gpu.module @m {
  gpu.func @unsafe(%x: memref<32xf32>) kernel {
    %all = arith.constant -1 : i32
    %one = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %c16 = arith.constant 16 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %first = arith.cmpi ult, %tid, %one : i32
    %mask = nvvm.vote.sync ballot %all, %first -> i32
    // expected-note @+1 {{the threads diverge here}}
    scf.if %first {
      %i = arith.index_cast %tid : i32 to index
      %v = memref.load %x[%i] : memref<32xf32>
      // expected-warning @+1 {{C3: shfl.sync down 16 with member mask lane(0) (0x00000001) reads lanes 16 outside the mask}}
      %s = nvvm.shfl.sync down %mask, %v, %c16, %c31 : f32 -> f32
      memref.store %s, %x[%i] : memref<32xf32>
    }
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here}}
    scf.if %low {
      %c0 = arith.constant 0 : index
      %v = memref.load %x[%c0] : memref<32xf32>
      // expected-warning @+1 {{C1: shfl.sync bfly names lanes 16-31 in its member mask all}}
      %s = nvvm.shfl.sync bfly %all, %v, %c16, %c31 : f32 -> f32
      memref.store %s, %x[%c0] : memref<32xf32>
    }
    gpu.return
  }
}

// -----

// A kernel whose blocks end in a partial warp (31 threads) has no fully
// active warp at entry (W2): the raise leaves it untyped rather than emit a
// warp.entry the verifier rejects. Its whole-warp shuffle names lane 31,
// which does not exist: the checker's finding stays, as a warning.
// CHECK-LABEL: gpu.func @partial_warp_block
// CHECK-NOT: warp.
// CHECK: nvvm.shfl.sync
gpu.module @m {
  gpu.func @partial_warp_block(%v: f32) kernel attributes {known_block_size = array<i32: 31, 1, 1>} {
    %all = arith.constant -1 : i32
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    // expected-warning @+1 {{C3: in warp 0 (31 lanes: the block's last warp is short), shfl.sync bfly reads lane 31, which does not exist (lane 15 reads it); its value is undefined}}
    %a = nvvm.shfl.sync bfly %all, %v, %c16, %c31 : f32 -> f32
    gpu.return
  }
}

// -----

// Constant offsets outside the shuffle's group are not raised: warp.shuffle
// takes an offset in [0, 64) and the untyped op reads by its low bits, so a
// copy of 4294967295 would be an invalid warp op.
// CHECK-LABEL: gpu.func @offset_outside_group
// CHECK-NOT: warp.shuffle
// CHECK: nvvm.shfl.sync bfly
// CHECK: gpu.shuffle xor
gpu.module @m {
  gpu.func @offset_outside_group(%v: f32) kernel {
    %all = arith.constant -1 : i32
    %big = arith.constant -1 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %a = nvvm.shfl.sync bfly %all, %v, %big, %c31 : f32 -> f32
    %b, %ok = gpu.shuffle xor %a, %c32, %c32 : f32
    gpu.return
  }
}

// -----

// A clamp lane other than the one a whole-group shuffle uses (31 for down,
// bfly and idx, 0 for up) makes lanes past it keep their own value: with
// c = 0 no lane of this `down` reads another, which warp.shuffle down does
// not express, so it stays as it is. The standard clamp is raised.
// CHECK-LABEL: gpu.func @nonstandard_clamp
// CHECK: nvvm.shfl.sync down %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {{.*}}: f32 -> f32
// CHECK: nvvm.shfl.sync up %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {{.*}}: f32 -> f32
// CHECK: warp.shuffle down %{{.*}}, %{{.*}}, 1 : !warp.warp<all>, f32
gpu.module @m {
  gpu.func @nonstandard_clamp(%v: f32) kernel {
    %all = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %a = nvvm.shfl.sync down %all, %v, %c1, %c0 : f32 -> f32
    %b = nvvm.shfl.sync up %all, %a, %c1, %c31 : f32 -> f32
    %c = nvvm.shfl.sync down %all, %b, %c1, %c31 : f32 -> f32
    gpu.return
  }
}

// -----

// Some threads may end in a callee (W19): a warp raised at entry would be
// live across the exit, so the kernel stays as it is (found by warp-fuzz on
// test/Sim/exit.mlir: the raise made IR the verifier rejected). A kernel
// whose exit is at its top level is still raised.
// CHECK-LABEL: gpu.func @exit_in_callee
// CHECK-NOT: warp.entry
// CHECK: nvvm.redux.sync add
// CHECK-LABEL: gpu.func @exit_at_top
// CHECK: warp.entry
gpu.module @m {
  func.func @maybe_exit(%t: i32) {
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %odd = arith.andi %t, %c1 : i32
    %isOdd = arith.cmpi ne, %odd, %c0 : i32
    scf.if %isOdd {
      nvvm.exit
    }
    return
  }
  gpu.func @exit_in_callee(%out: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %one = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    func.call @maybe_exit(%tid) : (i32) -> ()
    %n = nvvm.redux.sync add %one, %all : i32 -> i32
    memref.store %n, %out[%c0] : memref<32xi32>
    gpu.return
  }
  gpu.func @exit_at_top(%out: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %one = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    %n = nvvm.redux.sync add %one, %all : i32 -> i32
    memref.store %n, %out[%c0] : memref<32xi32>
    nvvm.exit
    gpu.return
  }
}

// -----

// W19's reading (issue 27 c): an exit under an scf.if on a kernel flag ends
// the whole warp or none of it, so the kernel is raised (the result
// verifies); under a lane-dependent scf.if nested in it, it is not.
// CHECK-LABEL: gpu.func @exit_under_uniform_if
// CHECK: warp.entry
// CHECK: warp.reduce add
// CHECK-LABEL: gpu.func @exit_under_lane_if_in_uniform_if
// CHECK-NOT: warp.entry
// CHECK: nvvm.redux.sync add
gpu.module @m {
  gpu.func @exit_under_uniform_if(%flag: i1, %out: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %one = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    scf.if %flag {
      nvvm.exit
    }
    %n = nvvm.redux.sync add %one, %all : i32 -> i32
    memref.store %n, %out[%c0] : memref<32xi32>
    gpu.return
  }
  gpu.func @exit_under_lane_if_in_uniform_if(%flag: i1, %out: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %one = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    scf.if %flag {
      scf.if %low {
        nvvm.exit
      }
    }
    %n = nvvm.redux.sync add %one, %all : i32 -> i32
    memref.store %n, %out[%c0] : memref<32xi32>
    gpu.return
  }
}

// -----

// Issue 27 round 3 (R22): inline assembly whose exit is guarded by a
// predicate ends only the lanes whose predicate holds, even at the top level
// of the kernel, so a warp raised at entry would be live across it: the
// kernel stays as it is. An unguarded `exit;` there still ends every lane.
// CHECK-LABEL: gpu.func @guarded_asm_exit_at_top
// CHECK-NOT: warp.entry
// CHECK: nvvm.redux.sync add
// CHECK-LABEL: gpu.func @plain_asm_exit_at_top
// CHECK: warp.entry
gpu.module @m {
  gpu.func @guarded_asm_exit_at_top(%out: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %one = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %odd = arith.andi %tid, %one : i32
    llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ne.u32 p, $0, 0; @p exit; }", "r" %odd : (i32) -> ()
    %n = nvvm.redux.sync add %one, %all : i32 -> i32
    memref.store %n, %out[%c0] : memref<32xi32>
    gpu.return
  }
  gpu.func @plain_asm_exit_at_top(%out: memref<32xi32>) kernel {
    %all = arith.constant -1 : i32
    %one = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    %n = nvvm.redux.sync add %one, %all : i32 -> i32
    memref.store %n, %out[%c0] : memref<32xi32>
    llvm.inline_asm has_side_effects "exit;", "" : () -> ()
    gpu.return
  }
}
