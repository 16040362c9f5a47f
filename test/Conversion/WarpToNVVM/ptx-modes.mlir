// RUN: warp-ptx %s | FileCheck %s
//
// Every shuffle mode reaches its own PTX variant, every vote its polarity,
// and a partial set's member mask is the instruction's immediate.

// CHECK-LABEL: .entry modes
// CHECK: shfl.sync.idx.b32 {{.*}}, 5, 31, -1;
// CHECK: shfl.sync.up.b32 {{.*}}, 1, 0, -1;
// CHECK: shfl.sync.down.b32 {{.*}}, 2, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// xor 2 on `even`: mask 0x55555555, under the even-lane predicate.
// CHECK: shfl.sync.bfly.b32 {{.*}}, 2, 31, 1431655765;
// CHECK: vote.sync.ballot.b32 {{.*}}, -1;
// CHECK: vote.sync.any.pred {{.*}}, -1;
// CHECK: vote.sync.all.pred {{.*}}, -1;
// CHECK: match.any.sync.b32 {{.*}}, -1;
// CHECK: redux.sync.min.s32
// A tile of 8: the clamp is (32 - 8) << 8 | 31 = 6175, the member mask the
// caller's group, 255 << (lane & 24).
// CHECK: and.b32 [[BASE:%r[0-9]+]], {{%r[0-9]+}}, 24;
// CHECK: mov.b32 [[BITS:%r[0-9]+]], 255;
// CHECK: shl.b32 [[MASK:%r[0-9]+]], [[BITS]], [[BASE]];
// CHECK: shfl.sync.bfly.b32 {{.*}}, 4, 6175, [[MASK]];
gpu.module @kernels {
  gpu.func @modes(%in: memref<32xi32>, %out: memref<32xi32>, %bits: memref<32xi32>) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %a = warp.shuffle idx %w, %v, 5 : !warp.warp<all>, i32
    %b = warp.shuffle up %w, %a, 1 : !warp.warp<all>, i32
    %c = warp.shuffle down %w, %b, 2 : !warp.warp<all>, i32
    %d = warp.shuffle xor %w, %c, 16 : !warp.warp<all>, i32
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %x = warp.shuffle xor %e, %d, 2 : !warp.warp<even>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %c0 = arith.constant 0 : i32
    %pos = arith.cmpi sgt, %v, %c0 : i32
    %bal = warp.ballot %m, %pos : !warp.warp<all> -> i32
    %any = warp.any %m, %pos : !warp.warp<all>
    %all = warp.all %m, %pos : !warp.warp<all>
    %anyi = arith.extui %any : i1 to i32
    %alli = arith.extui %all : i1 to i32
    %match = warp.match_any %m, %v : !warp.warp<all>, i32 -> i32
    %min = warp.reduce min %m, %x : !warp.warp<all>, i32
    %t = warp.tile %m, 8 : !warp.warp<all> -> !warp.tile<8>
    %t4 = warp.shuffle xor %t, %min, 4 : !warp.tile<8>, i32
    %s0 = arith.addi %t4, %bal : i32
    %s1 = arith.addi %s0, %anyi : i32
    %s2 = arith.addi %s1, %alli : i32
    %s3 = arith.addi %s2, %match : i32
    memref.store %s3, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
