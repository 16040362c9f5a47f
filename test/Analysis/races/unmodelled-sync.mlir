// RUN: warp-opt %s --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// Ordering by fences, release/acquire, flags and barriers the engines do
// not count is not modelled: a pair of
// conflicting accesses with such an op between them in program order is an
// R3 naming the op, never a false R1/R2; without one it stays R1/R2.

module {
  // Message passing between blocks: block 0 writes data, fences, sets a
  // flag; block 1 spins on the flag, fences, reads data (safe under the PTX
  // memory model: the fences and the flag's reads-from order the pair).
  llvm.func ptx_kernelcc @fence_flag(%data: !llvm.ptr<1>, %flag: !llvm.ptr<1>, %copy: !llvm.ptr<1>) {
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %t0 = llvm.icmp "eq" %t, %z : i32
    llvm.cond_br %t0, ^which, ^end
  ^which:
    %b0 = llvm.icmp "eq" %b, %z : i32
    llvm.cond_br %b0, ^produce, ^is1
  ^produce:
    // expected-warning @+1 {{R3: cannot decide whether this store races with a load because the two accesses may be ordered by llvm.fence at}}
    llvm.store %one, %data {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.fence syncscope("device") release
    llvm.store %one, %flag atomic monotonic {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^end
  ^is1:
    %b1 = llvm.icmp "eq" %b, %one : i32
    llvm.cond_br %b1, ^spin, ^end
  ^spin:
    %f = llvm.load %flag atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    %unset = llvm.icmp "eq" %f, %z : i32
    llvm.cond_br %unset, ^spin, ^consume
  ^consume:
    llvm.fence syncscope("device") acquire
    %v = llvm.load %data {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    llvm.br ^end
  ^end:
    llvm.return
  }

  // The same protocol with a release store and an acquire load.
  llvm.func ptx_kernelcc @release_acquire(%data: !llvm.ptr<1>, %flag: !llvm.ptr<1>, %copy: !llvm.ptr<1>) {
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %t0 = llvm.icmp "eq" %t, %z : i32
    llvm.cond_br %t0, ^which, ^end
  ^which:
    %b0 = llvm.icmp "eq" %b, %z : i32
    llvm.cond_br %b0, ^produce, ^is1
  ^produce:
    // expected-warning @+1 {{R3: cannot decide whether this store races with a load because the two accesses may be ordered by llvm.store at}}
    llvm.store %one, %data {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.store %one, %flag atomic release {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^end
  ^is1:
    %b1 = llvm.icmp "eq" %b, %one : i32
    llvm.cond_br %b1, ^spin, ^end
  ^spin:
    %f = llvm.load %flag atomic acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    %unset = llvm.icmp "eq" %f, %z : i32
    llvm.cond_br %unset, ^spin, ^consume
  ^consume:
    %v = llvm.load %data {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    llvm.br ^end
  ^end:
    llvm.return
  }

  // The flag protocol with relaxed accesses only (no fence, no release or
  // acquire): nothing orders the pair, R2 stays.
  llvm.func ptx_kernelcc @relaxed_flag(%data: !llvm.ptr<1>, %flag: !llvm.ptr<1>, %copy: !llvm.ptr<1>) {
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %t0 = llvm.icmp "eq" %t, %z : i32
    llvm.cond_br %t0, ^which, ^end
  ^which:
    %b0 = llvm.icmp "eq" %b, %z : i32
    llvm.cond_br %b0, ^produce, ^is1
  ^produce:
    // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between; thread (b=(1,0,0), t=(0,0,0)) reads and thread (b=(0,0,0), t=(0,0,0)) writes element 0 of argument 0}}
    llvm.store %one, %data {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.store volatile %one, %flag {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^end
  ^is1:
    %b1 = llvm.icmp "eq" %b, %one : i32
    llvm.cond_br %b1, ^spin, ^end
  ^spin:
    %f = llvm.load volatile %flag {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    %unset = llvm.icmp "eq" %f, %z : i32
    llvm.cond_br %unset, ^spin, ^consume
  ^consume:
    // expected-note @+1 {{the read}}
    %v = llvm.load %data {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    llvm.br ^end
  ^end:
    llvm.return
  }

  // A fence that is not between the two accesses orders nothing between
  // them: every thread fences first, then writes out[0].
  llvm.func ptx_kernelcc @fence_before(%out: !llvm.ptr<1>) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    llvm.fence syncscope("device") seq_cst
    // expected-error @+1 {{R1: two threads write one element}}
    llvm.store %t, %out {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.return
  }

  // Barriers the engines do not count (issue 27 round 37): bar.sync 0 with
  // a thread count of the whole 64-thread block, and bar.sync 0 in inline
  // PTX, each between a thread's write of buf[t] and its read of
  // buf[(t + 32) & 63]. Each orders the pair (the kernels are right), so
  // the finding is R3 naming the barrier, never an R2.
  llvm.mlir.global internal @buf() {addr_space = 3 : i32} : !llvm.array<64 x i32>
  llvm.func ptx_kernelcc @counted_barrier(%out: !llvm.ptr<1>) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
    %s = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c63 = llvm.mlir.constant(63 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %p = llvm.getelementptr %s[%t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    // expected-warning @+1 {{R3: cannot decide whether this store races with a load because the two accesses may be ordered by nvvm.barrier at}}
    llvm.store %t, %p : i32, !llvm.ptr<3>
    nvvm.barrier id = %c0 number_of_threads = %c64
    %o = llvm.add %t, %c32 : i32
    %oi = llvm.and %o, %c63 : i32
    %q = llvm.getelementptr %s[%oi] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %v = llvm.load %q : !llvm.ptr<3> -> i32
    %g = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %g : i32, !llvm.ptr<1>
    llvm.return
  }
  llvm.func ptx_kernelcc @asm_barrier(%out: !llvm.ptr<1>) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
    %s = llvm.mlir.addressof @buf : !llvm.ptr<3>
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c63 = llvm.mlir.constant(63 : i32) : i32
    %p = llvm.getelementptr %s[%t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    // expected-warning @+1 {{R3: cannot decide whether this store races with a load because the two accesses may be ordered by llvm.inline_asm at}}
    llvm.store %t, %p : i32, !llvm.ptr<3>
    llvm.inline_asm has_side_effects asm_dialect = att "bar.sync 0;", "" : () -> ()
    %o = llvm.add %t, %c32 : i32
    %oi = llvm.and %o, %c63 : i32
    %q = llvm.getelementptr %s[%oi] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %v = llvm.load %q : !llvm.ptr<3> -> i32
    %g = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %g : i32, !llvm.ptr<1>
    llvm.return
  }
}
