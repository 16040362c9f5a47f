// Issue 27, round 8 of the adversarial pass (part 6: D10-C04)
// (test/Dialect/Warp/attack-round8*.mlir): every verified program with a hand
// oracle, run under --sim. Expected values worked by hand or by a lane model
// written from the PTX ISA (shfl.sync, vote, redux, scan identities), beside
// each attack in the round's notes; v = 10 l + 1 on lane l, n = 3 and flag = 1
// unless a RUN line says otherwise; lanes outside a half store -1. The harness
// ran seeds 0, 1 and 7 with one output; each kernel runs here with one of them.
// RUN: %python -c "import numpy as np; np.save('%t.d10.npy', np.array([128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128,128], dtype=np.int32))"
// RUN: sh -c 'warp-run --sim --sim-seed 0 %s --kernel d10 --block 32,3 --arg i32[96] --arg i32:3 --arg i1:1 --expect 0=%t.d10.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=D10
// D10-NOT: finding
// D10: exit 0
// RUN: warp-run --sim --sim-seed 1 %s --kernel e01 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E01
// E01-NOT: finding
// E01: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel e03 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=E03
// E03-NOT: finding
// E03: arg 0 i32[32]: 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64 64{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel u06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U06
// U06-NOT: finding
// U06: arg 0 i32[32]: 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel u08 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U08
// U08-NOT: finding
// U08: arg 0 i32[32]: 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel u12 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U12
// U12-NOT: finding
// U12: arg 0 i32[32]: 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel u17 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U17
// U17-NOT: finding
// U17: arg 0 i32[32]: 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32 32{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel c01 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=C01
// C01-NOT: finding
// C01: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel c03 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=C03
// C03-NOT: finding
// C03: arg 0 i32[32]: 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel c04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=C04
// C04-NOT: finding
// C04: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// [D10] reqntid 32x3: blockDim.y + 1 = 4 trips
gpu.module @m_d10 {

  gpu.func @d10(%out: memref<96xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.reqntid = array<i32: 32, 3, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index
    %lx_ = gpu.thread_id x
    %ly_ = gpu.thread_id y
    %bdx_ = gpu.block_dim x
    %lz_ = gpu.thread_id z
    %bdy_ = gpu.block_dim y
    %lzy_ = arith.muli %lz_, %bdy_ : index
    %lzyy_ = arith.addi %lzy_, %ly_ : index
    %lyx_ = arith.muli %lzyy_, %bdx_ : index
    %lin = arith.addi %lyx_, %lx_ : index

    %bd = gpu.block_dim y
    %ub = arith.addi %bd, %c1 : index
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lin] : memref<96xi32>
    gpu.return
  }
}

// [E01] a helper that exits, called after the warp's last use (the final store is not reached)
gpu.module @m_e01 {
  func.func private @bye() {
    nvvm.exit
    return
  }
  gpu.func @e01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    func.call @bye() : () -> ()
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [E03] exit on the second trip of a uniform warp loop (every lane leaves together)
gpu.module @m_e03 {

  gpu.func @e03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      memref.store %a2, %out[%lane] : memref<32xi32>
      %last = arith.cmpi eq, %i, %c1 : index
      scf.if %last {
        nvvm.exit
      }
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [U06] a full-mask nvvm.vote.sync ballot & 7 (= 1: lane 0) as a bound
gpu.module @m_u06 {

  gpu.func @u06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %c3 = arith.constant 3 : i32
    %ls = arith.andi %li, %c3 : i32
    %pp = arith.cmpi eq, %ls, %z : i32
    %bb = nvvm.vote.sync ballot %minus, %pp -> i32
    %c7 = arith.constant 7 : i32
    %bi = arith.andi %bb, %c7 : i32
    %ub = arith.index_cast %bi : i32 to index
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [U08] redux.sync add 1 over the full mask - 31 = 1 trip
gpu.module @m_u08 {

  gpu.func @u08(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %bi0 = nvvm.redux.sync add %one, %minus : i32 -> i32
    %c31 = arith.constant 31 : i32
    %bi = arith.subi %bi0, %c31 : i32
    %ub = arith.index_cast %bi : i32 to index
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [U12] popc(ballot(odd)) - 15 = 1 trip
gpu.module @m_u12 {

  gpu.func @u12(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %bb = warp.ballot %w, %odd : !warp.warp<all> -> i32
    %pc = math.ctpop %bb : i32
    %c15 = arith.constant 15 : i32
    %bi = arith.subi %pc, %c15 : i32
    %ub = arith.index_cast %bi : i32 to index
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [U17] (nvvm tid.x >> 5) + 1 under a declared 32-thread block
gpu.module @m_u17 {

  gpu.func @u17(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %wi = nvvm.read.ptx.sreg.tid.x : i32
    %c5i = arith.constant 5 : i32
    %wq = arith.shrui %wi, %c5i : i32
    %bi = arith.addi %wq, %one : i32
    %ub = arith.index_cast %bi : i32 to index
    %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %one : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [C01] a cf loop carrying the warp, back edge on any(i < lane & 3): 3 trips
gpu.module @m_c01 {

  gpu.func @c01(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %three = arith.constant 3 : i32
    %lim = arith.andi %li, %three : i32
    cf.br ^hdr(%w, %z, %z : !warp.warp<all>, i32, i32)
  ^hdr(%hw: !warp.warp<all>, %i: i32, %acc: i32):
    %s = warp.reduce add %hw, %v : !warp.warp<all>, i32
    %acc2 = arith.addi %acc, %s : i32
    %i2 = arith.addi %i, %one : i32
    %p = arith.cmpi ult, %i2, %lim : i32
    %any = warp.any %hw, %p : !warp.warp<all>
    cf.cond_br %any, ^hdr(%hw, %i2, %acc2 : !warp.warp<all>, i32, i32), ^exit(%hw, %acc2 : !warp.warp<all>, i32)
  ^exit(%ew: !warp.warp<all>, %res: i32):
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [C03] cf.switch on n & 1 (uniform) carrying the warp (n = 3: max)
gpu.module @m_c03 {

  gpu.func @c03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %sel = arith.andi %n, %one : i32
    cf.switch %sel : i32, [
      default: ^a(%w : !warp.warp<all>),
      0: ^b(%w : !warp.warp<all>)
    ]
  ^a(%aw: !warp.warp<all>):
    %sa = warp.reduce max %aw, %v : !warp.warp<all>, i32
    cf.br ^j(%aw, %sa : !warp.warp<all>, i32)
  ^b(%bw: !warp.warp<all>):
    %sb = warp.reduce min %bw, %v : !warp.warp<all>, i32
    cf.br ^j(%bw, %sb : !warp.warp<all>, i32)
  ^j(%jw: !warp.warp<all>, %res: i32):
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// [C04] two entry warps: one diverged, a whole-warp reduce on the other while the halves are live
gpu.module @m_c04 {

  gpu.func @c04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %w2 = warp.entry : !warp.warp<all>
    %e, %od = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %s = warp.reduce add %w2, %v : !warp.warp<all>, i32
    %q = warp.shuffle xor %e, %s, 2 : !warp.warp<even>, i32
    %m = warp.merge %od, %e : !warp.warp<odd>, !warp.warp<even> -> !warp.warp<all>
    %res = arith.select %odd, %s, %q : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
