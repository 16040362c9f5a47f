// RUN: warp-opt %s | warp-opt | FileCheck %s
// RUN: warp-opt %s --mlir-print-op-generic | warp-opt | FileCheck %s
//
// Every warp op, printed in custom form and in generic form, parses back to
// the same custom form.

// CHECK-LABEL: gpu.func @every_op
gpu.module @m {
  gpu.func @every_op(%v: i32, %l: i64, %f: f32, %d: f64, %p: i1, %src: i32) kernel {
    // CHECK: %[[W:.*]] = warp.entry : !warp.warp<all>
    %w = warp.entry : !warp.warp<all>
    // CHECK: %[[E:.*]], %[[O:.*]] = warp.diverge %[[W]], even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    // CHECK: warp.shuffle xor %[[E]], %{{.*}}, 2 : !warp.warp<even>, i32
    %x = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    // CHECK: warp.shuffle idx %[[E]], %{{.*}}, 4 : !warp.warp<even>, f64
    %i = warp.shuffle idx %e, %d, 4 : !warp.warp<even>, f64
    // CHECK: %[[M:.*]] = warp.merge %[[E]], %[[O]] : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    // CHECK: warp.shuffle up %[[M]], %{{.*}}, 1 : !warp.warp<all>, i64
    %u = warp.shuffle up %m, %l, 1 : !warp.warp<all>, i64
    // CHECK: warp.shuffle down %[[M]], %{{.*}}, 16 : !warp.warp<all>, f32
    %dn = warp.shuffle down %m, %f, 16 : !warp.warp<all>, f32
    // CHECK: warp.shuffle idx %[[M]], %{{.*}}, %{{.*}} : !warp.warp<all>, i32
    %di = warp.shuffle idx %m, %v, %src : !warp.warp<all>, i32
    // CHECK: warp.ballot %[[M]], %{{.*}} : !warp.warp<all> -> i32
    %b = warp.ballot %m, %p : !warp.warp<all> -> i32
    // CHECK: warp.any %[[M]], %{{.*}} : !warp.warp<all>
    %an = warp.any %m, %p : !warp.warp<all>
    // CHECK: warp.all %[[M]], %{{.*}} : !warp.warp<all>
    %al = warp.all %m, %p : !warp.warp<all>
    // CHECK: warp.match_any %[[M]], %{{.*}} : !warp.warp<all>, i64 -> i32
    %ma = warp.match_any %m, %l : !warp.warp<all>, i64 -> i32
    // CHECK: warp.reduce add %[[M]], %{{.*}} : !warp.warp<all>, f32
    %r0 = warp.reduce add %m, %f : !warp.warp<all>, f32
    // CHECK: warp.reduce mul %[[M]], %{{.*}} : !warp.warp<all>, f64
    %r1 = warp.reduce mul %m, %d : !warp.warp<all>, f64
    // CHECK: warp.reduce min %[[M]], %{{.*}} : !warp.warp<all>, i32
    %r2 = warp.reduce min %m, %v : !warp.warp<all>, i32
    // CHECK: warp.reduce max %[[M]], %{{.*}} : !warp.warp<all>, i64
    %r3 = warp.reduce max %m, %l : !warp.warp<all>, i64
    // CHECK: warp.reduce and %[[M]], %{{.*}} : !warp.warp<all>, i32
    %r4 = warp.reduce and %m, %v : !warp.warp<all>, i32
    // CHECK: warp.reduce or %[[M]], %{{.*}} : !warp.warp<all>, i32
    %r5 = warp.reduce or %m, %v : !warp.warp<all>, i32
    // CHECK: warp.reduce xor %[[M]], %{{.*}} : !warp.warp<all>, i64
    %r6 = warp.reduce xor %m, %l : !warp.warp<all>, i64
    // CHECK: warp.scan inclusive add %[[M]], %{{.*}} : !warp.warp<all>, i32
    %s0 = warp.scan inclusive add %m, %v : !warp.warp<all>, i32
    // CHECK: warp.scan exclusive mul %[[M]], %{{.*}} : !warp.warp<all>, f32
    %s1 = warp.scan exclusive mul %m, %f : !warp.warp<all>, f32
    // CHECK: warp.broadcast %[[M]], %{{.*}}, 7 : !warp.warp<all>, f32
    %bc = warp.broadcast %m, %f, 7 : !warp.warp<all>, f32
    // CHECK: %[[T:.*]] = warp.tile %[[M]], 8 : !warp.warp<all> -> !warp.tile<8>
    %t = warp.tile %m, 8 : !warp.warp<all> -> !warp.tile<8>
    // CHECK: warp.reduce max %[[T]], %{{.*}} : !warp.tile<8>, f32
    %tr = warp.reduce max %t, %f : !warp.tile<8>, f32
    // CHECK: warp.ballot %[[T]], %{{.*}} : !warp.tile<8> -> i32
    %tb = warp.ballot %t, %p : !warp.tile<8> -> i32
    // CHECK: warp.first_lane %[[T]], %{{.*}} : !warp.tile<8>
    %tf = warp.first_lane %t, %p : !warp.tile<8>
    // CHECK: warp.first_lane %[[M]], %{{.*}} : !warp.warp<all>
    %wf = warp.first_lane %m, %p : !warp.warp<all>
    // CHECK: %[[T1:.*]] = warp.tile %[[M]], 1 : !warp.warp<all> -> !warp.tile<1>
    %t1 = warp.tile %m, 1 : !warp.warp<all> -> !warp.tile<1>
    // CHECK: warp.shuffle idx %[[T1]], %{{.*}}, %{{.*}} : !warp.tile<1>, i32
    %st1 = warp.shuffle idx %t1, %v, %v : !warp.tile<1>, i32
    // CHECK: %[[W2:.*]], %{{.*}} = warp.if %[[M]], %{{.*}} -> (!warp.warp<all>, i32) {
    // CHECK-NEXT: ^bb0(%[[TA:.*]]: !warp.warp<dyn>):
    // CHECK: warp.yield %[[TA]], %{{.*}} : !warp.warp<dyn>, i32
    // CHECK-NEXT: } else {
    // CHECK-NEXT: ^bb0(%[[FA:.*]]: !warp.warp<dyn>):
    // CHECK-NEXT: warp.yield %[[FA]], %{{.*}} : !warp.warp<dyn>, i32
    %w2, %y = warp.if %m, %p -> (!warp.warp<all>, i32) {
    ^bb0(%ta: !warp.warp<dyn>):
      %bb = warp.ballot %ta, %p : !warp.warp<dyn> -> i32
      warp.yield %ta, %bb : !warp.warp<dyn>, i32
    } else {
    ^bb0(%fa: !warp.warp<dyn>):
      warp.yield %fa, %v : !warp.warp<dyn>, i32
    }
    // CHECK: warp.if %[[W2]], low(16) -> !warp.warp<all> {
    // CHECK-NEXT: ^bb0(%{{.*}}: !warp.warp<low(16)>):
    // CHECK-NOT: else
    // CHECK: gpu.return
    %w3 = warp.if %w2, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %sc = warp.scan inclusive add %lo, %v : !warp.warp<low(16)>, i32
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// CHECK-LABEL: gpu.func @wide_warp
// CHECK: warp.entry : !warp.warp<all, width = 64>
// CHECK: warp.diverge %{{.*}}, low(32) : !warp.warp<all, width = 64> -> !warp.warp<low(32), width = 64>, !warp.warp<high(32), width = 64>
// CHECK: warp.tile %{{.*}}, 64 : !warp.warp<all, width = 64> -> !warp.tile<64, all, width = 64>
gpu.module @m64 {
  gpu.func @wide_warp(%v: i32, %p: i1) kernel {
    %w = warp.entry : !warp.warp<all, width = 64>
    %lo, %hi = warp.diverge %w, low(32) : !warp.warp<all, width = 64> -> !warp.warp<low(32), width = 64>, !warp.warp<high(32), width = 64>
    %m = warp.merge %lo, %hi : !warp.warp<low(32), width = 64>, !warp.warp<high(32), width = 64> -> !warp.warp<all, width = 64>
    %t = warp.tile %m, 64 : !warp.warp<all, width = 64> -> !warp.tile<64, all, width = 64>
    %b = warp.ballot %t, %p : !warp.tile<64, all, width = 64> -> i64
    gpu.return
  }
}
