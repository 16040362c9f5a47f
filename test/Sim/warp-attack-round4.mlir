// Issue 27, round 4 of the adversarial pass (test/Dialect/Warp/attack-round4*.mlir):
// the verified programs that broke, run under --sim with two schedules.
// Expected values by hand from the PTX ISA (shfl.sync bfly: lane l reads
// lane l xor m); v = 10 l + 1 on lane l; lanes outside a half store -1.
//
// A diverged half carried by an scf.while with a uniform condition: the
// lowering took the loop's block arguments and results as exact, so its
// shuffles ran unguarded on every lane (lanes 1, 3, ... executed a shfl.sync
// whose member mask 0x55555555 leaves them out: collective-mask).
// RUN: warp-run --sim --sim-seed 1 %s --kernel while_half --arg i32[32] --arg i32:3 --print 2>&1 | FileCheck %s --check-prefix=WHILE
// RUN: warp-run --sim --sim-seed 7 %s --kernel while_half --arg i32[32] --arg i32:3 --print 2>&1 | FileCheck %s --check-prefix=WHILE
// RUN: warp-run --sim --sim-seed 1 %s --kernel while_half_after --arg i32[32] --arg i32:2 --print 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: warp-run --sim --sim-seed 7 %s --kernel while_half_after --arg i32[32] --arg i32:2 --print 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: warp-ptx %s | FileCheck %s --check-prefix=PTX
//
// Three trips of lane l ^ 2's value on the even lanes: 3 (10 (l ^ 2) + 1).
// WHILE-NOT: finding
// WHILE: arg 0 i32[32]: 63 -1 3 -1 183 -1 123 -1 303 -1 243 -1 423 -1 363 -1 543 -1 483 -1 663 -1 603 -1 783 -1 723 -1 903 -1 843 -1{{$}}
// The half after the loop, xor 4: 10 (l ^ 4) + 1 on the even lanes.
// AFTER-NOT: finding
// AFTER: arg 0 i32[32]: 41 -1 61 -1 1 -1 21 -1 121 -1 141 -1 81 -1 101 -1 201 -1 221 -1 161 -1 181 -1 281 -1 301 -1 241 -1 261 -1{{$}}
//
// Both kernels' shuffles stay under the even lanes' predicate (a branch on
// the lane's bit 0), with the half's member mask.
// PTX-LABEL: .entry while_half(
// PTX: shfl.sync.bfly.b32 {{.*}}, 1431655765;
// PTX-LABEL: .entry while_half_after(
// PTX: shfl.sync.bfly.b32 {{.*}}, 1431655765;

gpu.module @kernels {
  gpu.func @while_half(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %r:3 = scf.while (%x = %e, %i = %z, %acc = %z) : (!warp.warp<even>, i32, i32) -> (!warp.warp<even>, i32, i32) {
      %c = arith.cmpi ult, %i, %n : i32
      scf.condition(%c) %x, %i, %acc : !warp.warp<even>, i32, i32
    } do {
    ^bb0(%x: !warp.warp<even>, %i: i32, %acc: i32):
      %s = warp.shuffle xor %x, %v, 2 : !warp.warp<even>, i32
      %a2 = arith.addi %acc, %s : i32
      %i2 = arith.addi %i, %one : i32
      scf.yield %x, %i2, %a2 : !warp.warp<even>, i32, i32
    }
    %m = warp.merge %r#0, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %r#2 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }

  gpu.func @while_half_after(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %r:2 = scf.while (%x = %e, %i = %z) : (!warp.warp<even>, i32) -> (!warp.warp<even>, i32) {
      %c = arith.cmpi ult, %i, %n : i32
      scf.condition(%c) %x, %i : !warp.warp<even>, i32
    } do {
    ^bb0(%x: !warp.warp<even>, %i: i32):
      %i2 = arith.addi %i, %one : i32
      scf.yield %x, %i2 : !warp.warp<even>, i32
    }
    %s = warp.shuffle xor %r#0, %v, 4 : !warp.warp<even>, i32
    %m = warp.merge %r#0, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %s : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
