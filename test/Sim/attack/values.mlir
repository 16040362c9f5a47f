// Values against the PTX ISA, computed by hand or in Python
// (Inputs/attack_expected.py): shfl.sync up/down/bfly/idx with odd
// clamps and segment masks in the c operand; a shuffle reading lanes a
// partial warp does not have; redux/vote/match after lanes exited; shifts
// at and past the width; saturating cvt; integer division corners; the
// canonical f32 NaN.
//
// RUN: %python %S/Inputs/attack_expected.py shfl_3_2067 %t.shfl_3_2067.npy
// RUN: warp-run --sim %s --kernel shfl_odd --arg 'i32[128]' --arg i32:3 --arg i32:2067 --expect 0=%t.shfl_3_2067.npy 2>&1 | FileCheck %s --check-prefix=MATCH
// RUN: %python %S/Inputs/attack_expected.py shfl_2_6149 %t.shfl_2_6149.npy
// RUN: warp-run --sim %s --kernel shfl_odd --arg 'i32[128]' --arg i32:2 --arg i32:6149 --expect 0=%t.shfl_2_6149.npy 2>&1 | FileCheck %s --check-prefix=MATCH
// RUN: %python %S/Inputs/attack_expected.py shfl_13_3082 %t.shfl_13_3082.npy
// RUN: warp-run --sim %s --kernel shfl_odd --arg 'i32[128]' --arg i32:13 --arg i32:3082 --expect 0=%t.shfl_13_3082.npy 2>&1 | FileCheck %s --check-prefix=MATCH
// RUN: %python %S/Inputs/attack_expected.py shfl_31_7967 %t.shfl_31_7967.npy
// RUN: warp-run --sim %s --kernel shfl_odd --arg 'i32[128]' --arg i32:31 --arg i32:7967 --expect 0=%t.shfl_31_7967.npy 2>&1 | FileCheck %s --check-prefix=MATCH
// RUN: %python %S/Inputs/attack_expected.py shfl_1_7680 %t.shfl_1_7680.npy
// RUN: warp-run --sim %s --kernel shfl_odd --arg 'i32[128]' --arg i32:1 --arg i32:7680 --expect 0=%t.shfl_1_7680.npy 2>&1 | FileCheck %s --check-prefix=MATCH
// RUN: sh -c 'warp-run --sim %s --kernel shfl_partial --block 48 --arg i32[48] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PARTIAL
// RUN: warp-run --sim %s --kernel after_exit --arg 'i32[4]' --arg 'i32[32]' --print 2>&1 | FileCheck %s --check-prefix=EXITED
// RUN: warp-run --sim --sim-seed 3 %s --kernel after_exit --arg 'i32[4]' --arg 'i32[32]' --print 2>&1 | FileCheck %s --check-prefix=EXITED
// RUN: warp-run --sim %s --kernel shifts --arg 'i32[8]' --arg i32:-8 --arg i32:32 --print 2>&1 | FileCheck %s --check-prefix=SHIFT32
// RUN: warp-run --sim %s --kernel shifts --arg 'i32[8]' --arg i32:-1 --arg i32:100 --print 2>&1 | FileCheck %s --check-prefix=SHIFT100
// RUN: warp-run --sim %s --kernel shifts --arg 'i32[8]' --arg i32:305419896 --arg i32:0 --print 2>&1 | FileCheck %s --check-prefix=SHIFT0
// RUN: warp-run --sim %s --kernel divs --arg 'i32[8]' --arg i32:-7 --arg i32:2 --print 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: warp-run --sim %s --kernel divs --arg 'i32[8]' --arg i32:7 --arg i32:-2 --print 2>&1 | FileCheck %s --check-prefix=DIV2
// RUN: sh -c 'warp-run --sim %s --kernel divs --arg i32[8] --arg i32:-2147483648 --arg i32:-1 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=OVERFLOW
// RUN: sh -c 'warp-run --sim %s --kernel divs --arg i32[8] --arg i32:5 --arg i32:0 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=BYZERO
// RUN: warp-run --sim %s --kernel nan --arg 'i32[4]' --arg f32:0 --arg f32:0 --print 2>&1 | FileCheck %s --check-prefix=NAN
// RUN: warp-run --sim %s --kernel nan --arg 'i32[4]' --arg f32:inf --arg f32:-inf --print 2>&1 | FileCheck %s --check-prefix=NAN
//
// MATCH-NOT: finding
// MATCH: 1 result match
// Warp 1 has lanes 0-15; lanes 8-15 shuffle down by 8 from lanes 16-23.
// PARTIAL: finding (shuffle-source): block (0,0,0) thread (40,0,0) warp 1 lane 8: lane 8 reads lane 16, outside its member mask 0x0000ffff; its value is undefined
// PARTIAL: finding (poisoned-use)
// PARTIAL: exit 4
// Lanes 0-19: redux add = 190, ballot = 0xfffff, redux max = 19; match.any
// of lane / 4 = 0xf << 4 * (lane / 4).
// EXITED-NOT: finding
// EXITED: arg 0 i32[4]: 190 1048575 19 0
// EXITED: arg 1 i32[32]: 15 15 15 15 240 240 240 240 3840 3840 3840 3840 61440 61440 61440 61440 983040 983040 983040 983040 0 0 0 0 0 0 0 0 0 0 0 0
// shl, lshr, ashr by n, then by n - 1 (the amount clamps to 32).
// SHIFT32: arg 0 i32[8]: 0 0 -1 0 -1 1 0 0
// SHIFT100: arg 0 i32[8]: 0 0 -1 0 -1 0 0 0
// n - 1 = 0xffffffff: clamped too.
// SHIFT0: arg 0 i32[8]: 305419896 305419896 305419896 0 0 0 0 0
// DIV: arg 0 i32[8]: -3 -1 0 0 0 0 0 0
// DIV2: arg 0 i32[8]: -3 1 0 0 0 0 0 0
// OVERFLOW: finding (poisoned-use): {{.*}}undefined result of llvm.sdiv of the minimum integer by -1
// OVERFLOW: finding (poisoned-use): {{.*}}undefined result of llvm.srem of the minimum integer by -1
// OVERFLOW: exit 4
// BYZERO: finding (poisoned-use): {{.*}}undefined result of llvm.sdiv by zero
// BYZERO: finding (poisoned-use): {{.*}}undefined result of llvm.srem by zero
// BYZERO: exit 4
// 0/0, inf/-inf: NaN; NaN - NaN, a * NaN: NaN: all 0x7fffffff.
// NAN: arg 0 i32[4]: 2147483647 2147483647 2147483647 0

gpu.module @k {
  gpu.func @shfl_odd(%out: memref<128xi32>, %b: i32, %c: i32) kernel {
    %full = arith.constant -1 : i32
    %c100 = arith.constant 100 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %x = arith.addi %tid, %c100 : i32
    %u = nvvm.shfl.sync up %full, %x, %b, %c : i32 -> i32
    %d = nvvm.shfl.sync down %full, %x, %b, %c : i32 -> i32
    %f = nvvm.shfl.sync bfly %full, %x, %b, %c : i32 -> i32
    %i = nvvm.shfl.sync idx %full, %x, %b, %c : i32 -> i32
    %t = arith.index_cast %tid : i32 to index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c96 = arith.constant 96 : index
    %t1 = arith.addi %t, %c32 : index
    %t2 = arith.addi %t, %c64 : index
    %t3 = arith.addi %t, %c96 : index
    memref.store %u, %out[%t] : memref<128xi32>
    memref.store %d, %out[%t1] : memref<128xi32>
    memref.store %f, %out[%t2] : memref<128xi32>
    memref.store %i, %out[%t3] : memref<128xi32>
    gpu.return
  }
  // partial warp: block 48; warp 1 (16 lanes) shuffles down by 8 with mask 0xffff: lanes 8..15 read non-existent lanes 16..23
  gpu.func @shfl_partial(%out: memref<48xi32>) kernel {
    %m = arith.constant 65535 : i32
    %full = arith.constant -1 : i32
    %c8 = arith.constant 8 : i32
    %c31 = arith.constant 31 : i32
    %c32 = arith.constant 32 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    %w1 = arith.cmpi uge, %tid, %c32 : i32
    %mask = arith.select %w1, %m, %full : i32
    %d = nvvm.shfl.sync down %mask, %tid, %c8, %c31 : i32 -> i32
    memref.store %d, %out[%t] : memref<48xi32>
    gpu.return
  }
  // lanes >= 20 exit; the rest: redux add, ballot, match.any of lane/4, vote.all(lane<20)
  gpu.func @after_exit(%out: memref<4xi32>, %m: memref<32xi32>) kernel {
    %full = arith.constant -1 : i32
    %c20 = arith.constant 20 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %stay = arith.cmpi ult, %tid, %c20 : i32
    cf.cond_br %stay, ^work, ^done
  ^work:
    %s = nvvm.redux.sync add %tid, %full : i32 -> i32
    %true = arith.constant true
    %b = nvvm.vote.sync ballot %full, %true -> i32
    %q = arith.divui %tid, %c4 : i32
    %ma = nvvm.match.sync any %full, %q : i32 -> i32
    %mx = nvvm.redux.sync max %tid, %full : i32 -> i32
    %t = arith.index_cast %tid : i32 to index
    memref.store %ma, %m[%t] : memref<32xi32>
    %z = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %tid, %z : i32
    scf.if %is0 {
      memref.store %s, %out[%c0] : memref<4xi32>
      memref.store %b, %out[%c1] : memref<4xi32>
      memref.store %mx, %out[%c2] : memref<4xi32>
    }
    gpu.return
  ^done:
    gpu.return
  }
  // activemask nested divergence: lane<16 { lane even / odd } else { lane<24 / rest }
  gpu.func @shifts(%out: memref<8xi32>, %a: i32, %n: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %s = arith.shli %a, %n : i32
    %l = arith.shrui %a, %n : i32
    %r = arith.shrsi %a, %n : i32
    %n1 = arith.constant 1 : i32
    %nm = arith.subi %n, %n1 : i32
    %s2 = arith.shli %a, %nm : i32
    %r2 = arith.shrsi %a, %nm : i32
    %l2 = arith.shrui %a, %nm : i32
    memref.store %s, %out[%c0] : memref<8xi32>
    memref.store %l, %out[%c1] : memref<8xi32>
    memref.store %r, %out[%c2] : memref<8xi32>
    memref.store %s2, %out[%c3] : memref<8xi32>
    memref.store %r2, %out[%c4] : memref<8xi32>
    memref.store %l2, %out[%c5] : memref<8xi32>
    gpu.return
  }
  gpu.func @cvts(%in: memref<8xf32>, %out: memref<16xi32>) kernel {
    %tid = gpu.thread_id x
    %x = memref.load %in[%tid] : memref<8xf32>
    %s = arith.fptosi %x : f32 to i32
    %u = arith.fptoui %x : f32 to i32
    %c8 = arith.constant 8 : index
    %t2 = arith.addi %tid, %c8 : index
    memref.store %s, %out[%tid] : memref<16xi32>
    memref.store %u, %out[%t2] : memref<16xi32>
    gpu.return
  }
  gpu.func @divs(%out: memref<8xi32>, %a: i32, %b: i32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %q = arith.divsi %a, %b : i32
    %r = arith.remsi %a, %b : i32
    memref.store %q, %out[%c0] : memref<8xi32>
    memref.store %r, %out[%c1] : memref<8xi32>
    gpu.return
  }
  gpu.func @nan(%out: memref<4xi32>, %a: f32, %b: f32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %d = arith.divf %a, %b : f32
    %s = arith.subf %d, %d : f32
    %m = arith.mulf %a, %d : f32
    %di = arith.bitcast %d : f32 to i32
    %si = arith.bitcast %s : f32 to i32
    %mi = arith.bitcast %m : f32 to i32
    memref.store %di, %out[%c0] : memref<4xi32>
    memref.store %si, %out[%c1] : memref<4xi32>
    memref.store %mi, %out[%c2] : memref<4xi32>
    gpu.return
  }
}
// RUN: warp-run --sim %s --kernel cvts --block 8 --arg 'f32[8]=file:%S/Inputs/cvt_in.npy' --arg 'i32[16]' --print 2>&1 | FileCheck %s --check-prefix=CVT
// Inputs 3e9 -3e9 NaN -1 5e9 -0.9 2147483520 -inf: cvt.rzi.s32 then
// cvt.rzi.u32, clamped, NaN 0.
// CVT: arg 1 i32[16]: 2147483647 -2147483648 0 -1 2147483647 0 2147483520 -2147483648 -1294967296 0 0 0 -1 0 2147483520 0
