// RUN: warp-opt %s --split-input-file --convert-warp-to-nvvm --canonicalize --cse | FileCheck %s
//
// Warp values become member masks (constants when static); collectives use
// the exact mask of their handle's type and the clamp of its group.

// CHECK-LABEL: gpu.func @full_warp
// CHECK-DAG: %[[ALL:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[C31:.*]] = arith.constant 31 : i32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : i32
// CHECK-NOT: scf.if
// CHECK: nvvm.shfl.sync{{ +}}bfly %[[ALL]], %{{.*}}, %[[C16]], %[[C31]] {{.*}}: f32 -> f32
// CHECK: nvvm.shfl.sync{{ +}}down %[[ALL]], %{{.*}}, %[[C16]], %[[C31]] {{.*}}: f32 -> f32
// CHECK: nvvm.shfl.sync{{ +}}up %[[ALL]], %{{.*}}, %[[C16]], %[[C0]] {{.*}}: f32 -> f32
// CHECK: nvvm.shfl.sync{{ +}}idx %[[ALL]], %{{.*}}, %{{.*}}, %[[C31]] {{.*}}: f32 -> f32
// CHECK: nvvm.vote.sync{{ +}}ballot %[[ALL]], %{{.*}} -> i32
// CHECK: nvvm.vote.sync{{ +}}any %[[ALL]], %{{.*}} -> i1
// CHECK: nvvm.vote.sync{{ +}}all %[[ALL]], %{{.*}} -> i1
// CHECK: nvvm.match.sync{{ +}}any %[[ALL]], %{{.*}} {{.*}}: i32 -> i32
// CHECK: nvvm.redux.sync{{ +}}add %{{.*}}, %[[ALL]] {{.*}}: i32 -> i32
// CHECK: nvvm.redux.sync{{ +}}max %{{.*}}, %[[ALL]] {{.*}}: i32 -> i32
// CHECK-NOT: warp.
gpu.module @m {
  gpu.func @full_warp(%f: f32, %v: i32, %p: i1, %src: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %a = warp.shuffle xor %w, %f, 16 : !warp.warp<all>, f32
    %b = warp.shuffle down %w, %f, 16 : !warp.warp<all>, f32
    %c = warp.shuffle up %w, %f, 16 : !warp.warp<all>, f32
    %d = warp.shuffle idx %w, %f, %src : !warp.warp<all>, f32
    %e = warp.ballot %w, %p : !warp.warp<all> -> i32
    %g = warp.any %w, %p : !warp.warp<all>
    %h = warp.all %w, %p : !warp.warp<all>
    %i = warp.match_any %w, %v : !warp.warp<all>, i32 -> i32
    %j = warp.reduce add %w, %v : !warp.warp<all>, i32
    %k = warp.reduce max %w, %v : !warp.warp<all>, i32
    gpu.return
  }
}

// -----

// A collective on a half runs under the half's predicate, with the half's mask.
// CHECK-LABEL: gpu.func @halves
// CHECK-DAG: %[[EVEN:.*]] = arith.constant 1431655765 : i32
// CHECK-DAG: %[[ODD:.*]] = arith.constant -1431655766 : i32
// CHECK-DAG: %[[LOW:.*]] = arith.constant 65535 : i32
// CHECK-DAG: %[[POISON:.*]] = ub.poison : i32
// CHECK: %[[LANE:.*]] = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %[[PAR:.*]] = arith.andi %[[LANE]], %{{.*}} : i32
// CHECK: %[[ISEVEN:.*]] = arith.cmpi eq, %[[PAR]], %{{.*}} : i32
// CHECK: scf.if %[[ISEVEN]] -> (i32) {
// CHECK:   nvvm.shfl.sync{{ +}}bfly %[[EVEN]], %{{.*}} {{.*}}: i32 -> i32
// CHECK: } else {
// CHECK-NEXT: scf.yield %[[POISON]] : i32
// CHECK: %[[ISODD:.*]] = arith.cmpi ne, %[[PAR]], %{{.*}} : i32
// CHECK: scf.if %[[ISODD]] -> (i32) {
// CHECK:   nvvm.shfl.sync{{ +}}bfly %[[ODD]], %{{.*}} {{.*}}: i32 -> i32
// CHECK: %[[ISLOW:.*]] = arith.cmpi ult, %[[LANE]], %{{.*}} : i32
// CHECK: scf.if %[[ISLOW]] -> (i32) {
// CHECK:   nvvm.shfl.sync{{ +}}up %[[LOW]], %{{.*}} {{.*}}: i32 -> i32
// After the merge the warp is whole again: no guard.
// CHECK: nvvm.redux.sync{{ +}}add %{{.*}}, %{{.*}} {{.*}}: i32 -> i32
// CHECK-NOT: scf.if
// CHECK: memref.store
gpu.module @m {
  gpu.func @halves(%v: i32, %out: memref<4xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %w = warp.entry : !warp.warp<all>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %x = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    %y = warp.shuffle xor %o, %v, 2 : !warp.warp<odd>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %lo, %hi = warp.diverge %m, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %z = warp.shuffle up %lo, %v, 1 : !warp.warp<low(16)>, i32
    %m2 = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %s = warp.reduce add %m2, %v : !warp.warp<all>, i32
    memref.store %x, %out[%c0] : memref<4xi32>
    memref.store %y, %out[%c1] : memref<4xi32>
    memref.store %z, %out[%c2] : memref<4xi32>
    gpu.return
  }
}

// -----

// A tile's collectives run on its group's exact member mask,
// 255 << (lane & ~7) (a group synchronises only with itself), and shuffle
// within their group: the clamp holds the segment (32 - 8) << 8 = 6144,
// plus lane 31 except for `up`.
// CHECK-LABEL: gpu.func @tile8
// CHECK-DAG: %[[SEG:.*]] = arith.constant 6144 : i32
// CHECK-DAG: %[[CLAMP:.*]] = arith.constant 6175 : i32
// CHECK-DAG: %[[NOT7:.*]] = arith.constant -8 : i32
// CHECK-DAG: %[[BITS:.*]] = arith.constant 255 : i32
// CHECK: %[[LANE:.*]] = nvvm.read.ptx.sreg.laneid : i32
// CHECK: %[[BASE:.*]] = arith.andi %[[LANE]], %[[NOT7]] : i32
// CHECK: %[[MASK:.*]] = arith.shli %[[BITS]], %[[BASE]] : i32
// CHECK: nvvm.shfl.sync{{ +}}bfly %[[MASK]], %{{.*}}, %{{.*}}, %[[CLAMP]] {{.*}}: f32 -> f32
// CHECK: arith.maxnumf
// CHECK: nvvm.shfl.sync{{ +}}bfly %[[MASK]], %{{.*}}, %{{.*}}, %[[CLAMP]] {{.*}}: f32 -> f32
// CHECK: arith.maxnumf
// CHECK: nvvm.shfl.sync{{ +}}bfly %[[MASK]], %{{.*}}, %{{.*}}, %[[CLAMP]] {{.*}}: f32 -> f32
// CHECK: arith.maxnumf
// CHECK-NOT: nvvm.redux.sync
// CHECK: nvvm.shfl.sync{{ +}}up %[[MASK]], %{{.*}}, %{{.*}}, %[[SEG]] {{.*}}: i32 -> i32
// A tile's ballot is its group's bits, shifted down.
// CHECK: %[[B:.*]] = nvvm.vote.sync{{ +}}ballot %[[MASK]], %{{.*}} -> i32
// CHECK: %[[SH:.*]] = arith.shrui %[[B]], %{{.*}} : i32
// CHECK: arith.andi %[[SH]], %{{.*}} : i32
gpu.module @m {
  gpu.func @tile8(%f: f32, %v: i32, %p: i1, %out: memref<f32>, %out2: memref<i32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %r = warp.reduce max %t, %f : !warp.tile<8>, f32
    %u = warp.shuffle up %t, %v, 1 : !warp.tile<8>, i32
    %b = warp.ballot %t, %p : !warp.tile<8> -> i32
    memref.store %r, %out[] : memref<f32>
    memref.store %b, %out2[] : memref<i32>
    gpu.return
  }
}

// -----

// 64-bit values move as two 32-bit halves; mul has no redux.sync.
// CHECK-LABEL: gpu.func @wide_values
// CHECK: arith.bitcast %{{.*}} : f64 to i64
// CHECK-COUNT-2: nvvm.shfl.sync{{ +}}idx
// CHECK: arith.bitcast %{{.*}} : i64 to f64
// CHECK-COUNT-5: arith.muli
// CHECK-NOT: redux
gpu.module @m {
  gpu.func @wide_values(%d: f64, %v: i32, %out: memref<f64>, %out2: memref<i32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %a = warp.broadcast %w, %d, 3 : !warp.warp<all>, f64
    %b = warp.reduce mul %w, %v : !warp.warp<all>, i32
    memref.store %a, %out[] : memref<f64>
    memref.store %b, %out2[] : memref<i32>
    gpu.return
  }
}

// -----

// An inclusive scan on low(16) takes log2(16) = 4 steps, never reading past
// lane 15; the exclusive one shifts up by one and gives lane 0 the identity.
// CHECK-LABEL: gpu.func @scans
// CHECK: %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-COUNT-4: nvvm.shfl.sync{{ +}}up %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {{.*}}: i32 -> i32
// CHECK-NOT: nvvm.shfl.sync
// CHECK: memref.store
// CHECK-NEXT: }
// CHECK-COUNT-6: nvvm.shfl.sync{{ +}}up
// CHECK: arith.select %{{.*}}, %[[NEGINF]], %{{.*}} : f32
gpu.module @m {
  gpu.func @scans(%v: i32, %f: f32, %out: memref<i32>, %out2: memref<f32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %s = warp.scan inclusive add %lo, %v : !warp.warp<low(16)>, i32
      memref.store %s, %out[] : memref<i32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    %x = warp.scan exclusive max %w2, %f : !warp.warp<all>, f32
    memref.store %x, %out2[] : memref<f32>
    gpu.return
  }
}

// -----

// A dyn sub-warp's mask is the ballot of the condition over the parent's
// lanes, taken before the branch; the other side gets the rest of them.
// CHECK-LABEL: gpu.func @dynamic_branch
// CHECK: %[[TAKEN:.*]] = nvvm.vote.sync{{ +}}ballot %{{.*}}, %[[P:[^ ]*]]{{.*}} -> i32
// The parent is the whole warp, so its mask -1 folds out of the rest.
// CHECK: %[[REST:.*]] = arith.xori %[[TAKEN]], %{{.*}} : i32
// CHECK: %[[R:.*]] = scf.if %[[P]] -> (i32) {
// CHECK:   nvvm.vote.sync{{ +}}ballot %[[TAKEN]], %{{.*}} -> i32
// CHECK: } else {
// CHECK:   nvvm.match.sync{{ +}}any %[[REST]], %{{.*}} {{.*}}: i32 -> i32
// CHECK: }
gpu.module @m {
  gpu.func @dynamic_branch(%p: i1, %q: i1, %v: i32, %out: memref<i32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2, %r = warp.if %w, %p -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %b = warp.ballot %t, %q : !warp.warp<dyn> -> i32
      warp.yield %t, %b : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %k = warp.match_any %f, %v : !warp.warp<dyn>, i32 -> i32
      warp.yield %f, %k : !warp.warp<dyn>, i32
    }
    memref.store %r, %out[] : memref<i32>
    gpu.return
  }
}

// -----

// Warps carried by loops and calls vanish: the loop keeps only its data.
// CHECK-LABEL: func.func private @helper(i32) -> i32
// CHECK-LABEL: gpu.func @threaded
// CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK:   nvvm.shfl.sync{{ +}}bfly
// CHECK:   scf.yield %{{.*}} : f32
// CHECK: func.call @helper(%{{.*}}) : (i32) -> i32
gpu.module @m {
  func.func private @helper(!warp.warp<all>) -> !warp.warp<all>
  gpu.func @threaded(%v: f32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %w = warp.entry : !warp.warp<all>
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%wi = %w, %acc = %v) -> (!warp.warp<all>, f32) {
      %x = warp.shuffle xor %wi, %acc, 1 : !warp.warp<all>, f32
      scf.yield %wi, %x : !warp.warp<all>, f32
    }
    %back = func.call @helper(%r#0) : (!warp.warp<all>) -> !warp.warp<all>
    gpu.return
  }
}

// -----

// A branch that does nothing with its sub-warp costs no ballot: the mask is
// computed only for a sub-warp something uses.
// CHECK-LABEL: gpu.func @unused_subwarp
// CHECK-NOT: nvvm.vote.sync
// CHECK: scf.if
// CHECK: memref.store
gpu.module @m {
  gpu.func @unused_subwarp(%p: i1, %x: memref<i32>) kernel {
    %c1 = arith.constant 1 : i32
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, %p -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      memref.store %c1, %x[] : memref<i32>
      warp.yield %t : !warp.warp<dyn>
    }
    gpu.return
  }
}

// -----

// A static predicate over every lane with no else region: the branch is
// always taken and the reduction inside it uses the full mask.
// CHECK-LABEL: gpu.func @predicate_covers_all_lanes
// CHECK-NOT: scf.if
// CHECK: nvvm.redux.sync add %{{.*}}, %{{.*}} {{.*}}: i32 -> i32
gpu.module @m {
  gpu.func @predicate_covers_all_lanes(%v: i32, %out: memref<i32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, low(32) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<all>):
      %s = warp.reduce add %lo, %v : !warp.warp<all>, i32
      memref.store %s, %out[] : memref<i32>
      warp.yield %lo : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Re-merging a split half, then the other half, inside a branch on the low
// lanes: the first merge names the even low lanes while all low lanes run
// (its shuffle stays guarded); the second names every running lane again,
// so the scan needs no `lane < 16` guard inside the branch.
// CHECK-LABEL: gpu.func @remerge_in_branch
// CHECK: scf.if
// CHECK: scf.if
// CHECK: nvvm.shfl.sync{{ +}}bfly %{{.*}} {{.*}}: i32 -> i32
// CHECK-NOT: scf.if
// CHECK: nvvm.shfl.sync{{ +}}up
gpu.module @m {
  gpu.func @remerge_in_branch(%v: i32, %out: memref<2xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %w = warp.entry : !warp.warp<all>
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %e, %o = warp.diverge %lo, even : !warp.warp<low(16)> -> !warp.warp<mask(0x5555)>, !warp.warp<mask(0xaaaa)>
      %e1, %e2 = warp.diverge %e, low(8) : !warp.warp<mask(0x5555)> -> !warp.warp<mask(0x55)>, !warp.warp<mask(0x5500)>
      %me = warp.merge %e1, %e2 : !warp.warp<mask(0x55)>, !warp.warp<mask(0x5500)> -> !warp.warp<mask(0x5555)>
      %x = warp.shuffle xor %me, %v, 2 : !warp.warp<mask(0x5555)>, i32
      %m = warp.merge %me, %o : !warp.warp<mask(0x5555)>, !warp.warp<mask(0xaaaa)> -> !warp.warp<low(16)>
      %s = warp.scan inclusive add %m, %v : !warp.warp<low(16)>, i32
      memref.store %x, %out[%c0] : memref<2xi32>
      memref.store %s, %out[%c1] : memref<2xi32>
      warp.yield %m : !warp.warp<low(16)>
    } else {
    ^bb0(%hi: !warp.warp<high(16)>):
      warp.yield %hi : !warp.warp<high(16)>
    }
    gpu.return
  }
}
