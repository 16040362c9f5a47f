// RUN: warp-opt %s --split-input-file --convert-warp-to-nvvm --canonicalize | FileCheck %s
// RUN: warp-opt %s --split-input-file --warp-to-ptx | FileCheck %s --check-prefix=PTX
//
// Warps carried across cf.br, cf.cond_br and cf.switch (W17) lower like the
// rest: a block argument of warp type becomes the i32 member mask, and a
// static mask folds away. A diverged half that crosses a branch keeps its
// lane guard.

// CHECK-LABEL: gpu.func @cond_br_and_switch
// CHECK: %[[ALL:.*]] = arith.constant -1 : i32
// CHECK: cf.cond_br %{{.*}}, ^[[A:.*]](%[[ALL]] : i32), ^[[B:.*]](%[[ALL]] : i32)
// CHECK: ^[[A]](%[[WA:.*]]: i32):
// CHECK: nvvm.shfl.sync{{ +}}bfly %[[WA]]
// CHECK: cf.switch
// CHECK: ^[[B]](%[[WB:.*]]: i32):
// CHECK: nvvm.redux.sync{{ +}}add %{{.*}}, %[[WB]]
// CHECK-NOT: warp.
// PTX: gpu.binary @m
// PTX-SAME: shfl.sync.bfly.b32
// PTX-SAME: redux.sync.add.s32
gpu.module @m {
  gpu.func @cond_br_and_switch(%v: i32, %flag: i1, %sel: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    cf.cond_br %flag, ^a(%w : !warp.warp<all>), ^b(%w : !warp.warp<all>)
  ^a(%wa: !warp.warp<all>):
    %xa = warp.shuffle xor %wa, %v, 2 : !warp.warp<all>, i32
    cf.switch %sel : i32, [
      default: ^b(%wa : !warp.warp<all>),
      7: ^c(%wa : !warp.warp<all>)
    ]
  ^b(%wb: !warp.warp<all>):
    %xb = warp.reduce add %wb, %v : !warp.warp<all>, i32
    cf.br ^c(%wb : !warp.warp<all>)
  ^c(%wc: !warp.warp<all>):
    gpu.return
  }
}

// -----

// Halves passed to another block still run under their lane predicate; once
// merged, the warp is whole again.
// CHECK-LABEL: gpu.func @halves_across_a_branch
// CHECK: %[[LOWMASK:.*]] = arith.constant 65535 : i32
// CHECK: %[[LANE:.*]] = nvvm.read.ptx.sreg.laneid
// CHECK: %[[LOW:.*]] = arith.cmpi ult, %[[LANE]], %{{.*}} : i32
// CHECK: scf.if %[[LOW]]
// CHECK: nvvm.shfl.sync{{ +}}bfly %[[LOWMASK]], %{{.*}}, %{{.*}}, %{{.*}} {{.*}}: i32 -> i32
// CHECK: }
// CHECK-NOT: scf.if
// CHECK: nvvm.redux.sync{{ +}}add
// PTX: gpu.binary @m
// PTX-SAME: shfl.sync.bfly.b32 {{.*}}, 1, 31, 65535;
gpu.module @m {
  gpu.func @halves_across_a_branch(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    cf.br ^next(%lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)>)
  ^next(%l: !warp.warp<low(16)>, %h: !warp.warp<high(16)>):
    %s = warp.shuffle xor %l, %v, 1 : !warp.warp<low(16)>, i32
    %m = warp.merge %l, %h : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    cf.br ^last(%m : !warp.warp<all>)
  ^last(%wl: !warp.warp<all>):
    %t = warp.reduce add %wl, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// A loop written with branches: the warp goes around the back edge.
// CHECK-LABEL: gpu.func @branch_loop
// CHECK: cf.br ^[[HEAD:.*]](%{{.*}} : i32)
// CHECK: ^[[HEAD]](%[[W:.*]]: i32):
// CHECK: cf.cond_br %{{.*}}, ^{{.*}}, ^[[BODY:.*]](%[[W]] : i32)
// CHECK: ^[[BODY]](%[[WB:.*]]: i32):
// CHECK: nvvm.redux.sync{{ +}}add %{{.*}}, %[[WB]]
// CHECK: cf.br ^[[HEAD]](%[[WB]] : i32)
gpu.module @m {
  gpu.func @branch_loop(%v: i32, %stop: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    cf.br ^head(%w : !warp.warp<all>)
  ^head(%wi: !warp.warp<all>):
    cf.cond_br %stop, ^exit(%wi : !warp.warp<all>), ^body(%wi : !warp.warp<all>)
  ^body(%wb: !warp.warp<all>):
    %s = warp.reduce add %wb, %v : !warp.warp<all>, i32
    cf.br ^head(%wb : !warp.warp<all>)
  ^exit(%we: !warp.warp<all>):
    gpu.return
  }
}
