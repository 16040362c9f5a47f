// RUN: warp-opt %s --warp-check-convergence=warnings-as-errors --mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %s --kernel active_cttz --arg i32[32]=iota --out 0=%t.cttz.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel active_highest --arg i32[32]=iota --out 0=%t.highest.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel active_bfind --arg i32[32]=iota --out 0=%t.bfind.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 0 %s --kernel ballot_bfind_high --arg i32[32]=iota --out 0=%t.high.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel active_own_lane --arg i32[32]=iota --out 0=%t.own.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 0 %s --kernel active_fns_highest --arg i32[32]=iota --out 0=%t.fnshigh.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %s --kernel active_fns_lowest --arg i32[32]=iota --out 0=%t.fnslow.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; e = lambda src: np.array([src(l) if l %% 2 else l for l in range(32)], np.int32); [np.testing.assert_array_equal(np.load('%t.' + k + '.npy'), e(f)) for k, f in (('cttz', lambda l: 1), ('highest', lambda l: 31), ('bfind', lambda l: 1), ('high', lambda l: 31), ('own', lambda l: l), ('fnshigh', lambda l: 31), ('fnslow', lambda l: 1))]; print('ok')" | FileCheck %s
// RUN: not warp-run --sim %s --kernel active_constant --arg i32[32]=iota 2>&1 | FileCheck %s --check-prefix=CONSTANT
// RUN: not warp-run --sim %s --kernel ballot_constant --arg i32[32]=iota 2>&1 | FileCheck %s --check-prefix=CONSTANT
// RUN: not warp-run --sim %s --kernel active_ffs_off_by_one --arg i32[32]=iota 2>&1 | FileCheck %s --check-prefix=OFF-BY-ONE
// RUN: %python -c "import numpy as np; v = np.zeros(32, np.int32); v[3] = v[20] = 1; np.save('%t.two.npy', v)"
// RUN: %python -c "import numpy as np; v = np.zeros(32, np.int32); v[5] = 1; np.save('%t.five.npy', v)"
// RUN: not warp-run --sim %s --kernel active_fns_second --arg i32[32]=file:%t.five.npy 2>&1 | FileCheck %s --check-prefix=SECOND
// RUN: not warp-run --sim %s --kernel active_leader_width16 --arg i32[32]=file:%t.two.npy 2>&1 | FileCheck %s --check-prefix=SEGMENT
//
// An idx shuffle under a member mask known only at run time, exactly the
// lanes of its branch (`__activemask()`, the ballot of the branch's
// condition; issue 27 round 63b h5): it reads the lane its source names,
// which is in the mask only where the source is computed from the mask
// over the whole warp: its lowest set lane (`__ffs(m) - 1`, which clang
// writes `bfind.shiftamt.u32` of the bits reversed, or `cttz(m)`), its
// highest (`31 - __clz(m)`, `bfind.u32`), or the reading lane itself. A
// constant lane, a neighbour, `__ffs(m)` (one past the leader) or the
// leader within a 16-lane segment (`c` = 0x101f: the upper half reads
// lane 16 + leader) are C5. Lanes with odd values run the shuffle;
// `warp-run --sim` runs the accepted kernels clean, each odd lane getting
// the value of the lane it reads, and finds the reads outside the mask
// (the segmented one where lanes 3 and 20 run it: lane 20 reads lane 19).
// Cooperative groups' `coalesced_group::shfl(v, 0)` and `shfl(v, size() -
// 1)` name the lane by `fns(m, 0, 1)` and `m == ~0 ? 31 : fns(m, 0,
// popc(m))`: a lane of the mask (round 64 h4); `fns(m, 0, 2)` is none
// where one lane runs it (it gives -1: lane 5 reads lane 31).
// CHECK: ok
// CONSTANT: finding (shuffle-source): {{.*}} lane 1 reads lane 0, outside its member mask 0xaaaaaaaa
// OFF-BY-ONE: finding (shuffle-source): {{.*}} lane 1 reads lane 2, outside its member mask 0xaaaaaaaa
// SECOND: finding (shuffle-source): {{.*}} lane 5 reads lane 31, outside its member mask 0x00000020
// SEGMENT: finding (shuffle-source): {{.*}} lane 20 reads lane 19, outside its member mask 0x00100008
gpu.module @m {
  llvm.func @active_constant(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32

    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %odd, ^S, ^done
  ^S:
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %src = llvm.mlir.constant(0 : i32) : i32
    // expected-error @+1 {{C5: shfl.sync idx reads a lane named by its source operand, and its member mask is known only at run time (the lanes of its branch); nothing shows the source lane is in the mask (the mask's lowest or highest set lane, or the reading lane itself, are)}}
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @active_neighbour(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32

    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %odd, ^S, ^done
  ^S:
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %src = llvm.xor %lane, %c1 : i32
    // expected-error @+1 {{C5: shfl.sync idx reads a lane named by its source operand, and its member mask is known only at run time (the lanes of its branch); nothing shows the source lane is in the mask (the mask's lowest or highest set lane, or the reading lane itself, are)}}
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @active_ffs_off_by_one(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32

    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %odd, ^S, ^done
  ^S:
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %z = "llvm.intr.cttz"(%m) <{is_zero_poison = false}> : (i32) -> i32
    %src = llvm.add %z, %c1 : i32
    // expected-error @+1 {{C5: shfl.sync idx reads a lane named by its source operand, and its member mask is known only at run time (the lanes of its branch); nothing shows the source lane is in the mask (the mask's lowest or highest set lane, or the reading lane itself, are)}}
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @active_leader_width16(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(4127 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32

    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %odd, ^S, ^done
  ^S:
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %src = "llvm.intr.cttz"(%m) <{is_zero_poison = false}> : (i32) -> i32
    // expected-error @+1 {{C5: shfl.sync idx reads a lane named by its source operand, and its member mask is known only at run time (the lanes of its branch); nothing shows the source lane is in the mask (the mask's lowest or highest set lane, or the reading lane itself, are)}}
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @ballot_constant(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32
    %m = nvvm.vote.sync ballot %all, %odd -> i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %odd, ^S, ^done
  ^S:
    %src = llvm.mlir.constant(0 : i32) : i32
    // expected-error @+1 {{C5: shfl.sync idx reads a lane named by its source operand, and its member mask is known only at run time (the lanes of its branch); nothing shows the source lane is in the mask (the mask's lowest or highest set lane, or the reading lane itself, are)}}
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @active_cttz(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32

    llvm.cond_br %odd, ^S, ^done
  ^S:
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %src = "llvm.intr.cttz"(%m) <{is_zero_poison = false}> : (i32) -> i32
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @active_highest(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32

    llvm.cond_br %odd, ^S, ^done
  ^S:
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %z = "llvm.intr.ctlz"(%m) <{is_zero_poison = false}> : (i32) -> i32
    %src = llvm.sub %c31, %z : i32
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @active_bfind(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32

    llvm.cond_br %odd, ^S, ^done
  ^S:
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %r = llvm.intr.bitreverse(%m) : (i32) -> i32
    %src = llvm.inline_asm asm_dialect = att "bfind.shiftamt.u32 $0, $1;", "=r,r" %r : (i32) -> i32
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @ballot_bfind_high(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32
    %m = nvvm.vote.sync ballot %all, %odd -> i32
    llvm.cond_br %odd, ^S, ^done
  ^S:
    %src = llvm.inline_asm asm_dialect = att "bfind.u32 $0, $1;", "=r,r" %m : (i32) -> i32
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @active_own_lane(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32

    llvm.cond_br %odd, ^S, ^done
  ^S:
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %src = llvm.and %t, %c31 : i32
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @active_fns_highest(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32

    llvm.cond_br %odd, ^S, ^done
  ^S:
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %pop = llvm.intr.ctpop(%m) : (i32) -> i32
    %f = llvm.call_intrinsic "llvm.nvvm.fns"(%m, %zero, %pop) : (i32, i32, i32) -> i32
    %isall = llvm.icmp "eq" %m, %all : i32
    %src = llvm.select %isall, %c31, %f : i1, i32
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @active_fns_lowest(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32

    llvm.cond_br %odd, ^S, ^done
  ^S:
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %src = llvm.call_intrinsic "llvm.nvvm.fns"(%m, %zero, %c1) : (i32, i32, i32) -> i32
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @active_fns_second(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %bit = llvm.and %v, %c1 : i32
    %odd = llvm.icmp "ne" %bit, %c0 : i32

    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %odd, ^S, ^done
  ^S:
    %m = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %src = llvm.call_intrinsic "llvm.nvvm.fns"(%m, %zero, %two) : (i32, i32, i32) -> i32
    // expected-error @+1 {{C5: shfl.sync idx reads a lane named by its source operand, and its member mask is known only at run time (the lanes of its branch); nothing shows the source lane is in the mask (the mask's lowest or highest set lane, or the reading lane itself, are)}}
    %s = nvvm.shfl.sync idx %m, %v, %src, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
