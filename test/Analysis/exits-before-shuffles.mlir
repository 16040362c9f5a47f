// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null
//
// A shuffle reads other lanes' values, and a lane that exited has none
// (the ISA leaves the value undefined). An exit the control flow shows is
// a branch like any other; one inside a call or inline PTX, or an exit op
// its block goes on after, is not read lane by lane, so a shuffle that may
// run after it, reading lanes that may have run it, is C5 (issue 27 round
// 62b h3), also in a function called after it (round 63b h1, h2). Each
// negative runs with findings under `warp-run --sim`.

// `if (tid >= 16) exit` in a callee, then a full-mask shuffle reading
// lanes 16-31.
gpu.module @m {
  llvm.func @quit(%t: i32) {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %t, %c16 : i32
    llvm.cond_br %hi, ^x, ^r
  ^x:
    nvvm.exit
    llvm.return
  ^r:
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %a = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    // expected-note @+1 {{lanes may exit here}}
    llvm.call @quit(%t) : (i32) -> ()
    %ok = llvm.icmp "eq" %a, %full : i32
    llvm.br ^S
  ^S:
    // expected-error @+1 {{C5: shfl.sync bfly reads other lanes, and lanes may have exited before it (in a call, in inline PTX, or at an exit its block goes on after), which the checker does not follow lane by lane}}
    %s = nvvm.shfl.sync bfly %full, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// The same exit as guarded inline PTX in the kernel's own block.
gpu.module @m {
  llvm.func @quit(%t: i32) {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %t, %c16 : i32
    llvm.cond_br %hi, ^x, ^r
  ^x:
    nvvm.exit
    llvm.return
  ^r:
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %a = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    // expected-note @+1 {{lanes may exit here}}
    llvm.inline_asm has_side_effects "{ .reg .pred q; setp.ge.u32 q, $0, 16; @q exit; }", "r" %t : (i32) -> ()
    %ok = llvm.icmp "eq" %a, %full : i32
    llvm.br ^S
  ^S:
    // expected-error @+1 {{C5: shfl.sync bfly reads other lanes, and lanes may have exited before it (in a call, in inline PTX, or at an exit its block goes on after), which the checker does not follow lane by lane}}
    %s = nvvm.shfl.sync bfly %full, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// An `activemask() == ~0` test taken before the exit is no guard.
gpu.module @m {
  llvm.func @quit(%t: i32) {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %t, %c16 : i32
    llvm.cond_br %hi, ^x, ^r
  ^x:
    nvvm.exit
    llvm.return
  ^r:
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %a = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    // expected-note @+1 {{lanes may exit here}}
    llvm.inline_asm has_side_effects "{ .reg .pred q; setp.ge.u32 q, $0, 16; @q exit; }", "r" %t : (i32) -> ()
    %ok = llvm.icmp "eq" %a, %full : i32
    // expected-note @+1 {{the threads diverge here; the condition depends on the lane}}
    llvm.cond_br %ok, ^S, ^done
  ^S:
    // expected-error @+1 {{C5: shfl.sync bfly reads other lanes, and lanes may have exited before it (in a call, in inline PTX, or at an exit its block goes on after), which the checker does not follow lane by lane}}
    %s = nvvm.shfl.sync bfly %full, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// The nearest legal order: the call after the shuffle.
gpu.module @m {
  llvm.func @quit(%t: i32) {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %t, %c16 : i32
    llvm.cond_br %hi, ^x, ^r
  ^x:
    nvvm.exit
    llvm.return
  ^r:
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %a = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
    %ok = llvm.icmp "eq" %a, %full : i32
    llvm.br ^S
  ^S:
    %s = nvvm.shfl.sync bfly %full, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.call @quit(%t) : (i32) -> ()
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// Round 63b h1: the exit in one callee, the shuffle in another called after
// it: the shuffle's function is entered after lanes may have exited
// (sim: lane 0 reads lane 16, which has exited).
gpu.module @m {
  llvm.func @quit(%t: i32) {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %t, %c16 : i32
    llvm.cond_br %hi, ^x, ^r
  ^x:
    nvvm.exit
    llvm.return
  ^r:
    llvm.return
  }
  llvm.func @swap(%v: i32) -> i32 {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    // expected-error @+1 {{C5: shfl.sync bfly reads other lanes, and lanes may have exited before it (in a call, in inline PTX, or at an exit its block goes on after), which the checker does not follow lane by lane}}
    %s = nvvm.shfl.sync bfly %full, %v, %c16, %c31 : i32 -> i32
    llvm.return %s : i32
  }
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    // expected-note @+1 {{lanes may exit here}}
    llvm.call @quit(%t) : (i32) -> ()
    %s = llvm.call @swap(%v) : (i32) -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// The same helper called before the exit: nothing to find.
gpu.module @m {
  llvm.func @swap(%v: i32) -> i32 {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %s = nvvm.shfl.sync bfly %full, %v, %c16, %c31 : i32 -> i32
    llvm.return %s : i32
  }
  llvm.func @quit(%t: i32) {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %t, %c16 : i32
    llvm.cond_br %hi, ^x, ^r
  ^x:
    nvvm.exit
    llvm.return
  ^r:
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %s = llvm.call @swap(%v) : (i32) -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.call @quit(%t) : (i32) -> ()
    llvm.return
  }
}

// -----

// Round 63b h2: `nvvm.exit` inside `scf.if`, its block going on to the
// yield: the control flow does not show the exit (sim: lane 0 reads lane
// 16, which has exited).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c16 = arith.constant 16 : index
    %i16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %full = arith.constant -1 : i32
    %t = gpu.thread_id x
    %v = memref.load %out[%t] : memref<32xi32>
    %hi = arith.cmpi uge, %t, %c16 : index
    scf.if %hi {
      // expected-note @+1 {{lanes may exit here}}
      nvvm.exit
    }
    // expected-error @+1 {{C5: shfl.sync bfly reads other lanes, and lanes may have exited before it (in a call, in inline PTX, or at an exit its block goes on after), which the checker does not follow lane by lane}}
    %s = nvvm.shfl.sync bfly %full, %v, %i16, %c31 : i32 -> i32
    memref.store %s, %out[%t] : memref<32xi32>
    gpu.return
  }
}

// -----

// The imported `llvm.nvvm.exit` followed by a branch to the join.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %full = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %hi = llvm.icmp "uge" %t, %c16 : i32
    llvm.cond_br %hi, ^x, ^j
  ^x:
    // expected-note @+1 {{lanes may exit here}}
    llvm.call_intrinsic "llvm.nvvm.exit"() : () -> ()
    llvm.br ^j
  ^j:
    // expected-error @+1 {{C5: shfl.sync bfly reads other lanes, and lanes may have exited before it (in a call, in inline PTX, or at an exit its block goes on after), which the checker does not follow lane by lane}}
    %s = nvvm.shfl.sync bfly %full, %v, %c16, %c31 : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Round 64 h1: the exiting function called through a pointer to it
// (`llvm.mlir.addressof` with an indirect `llvm.call`, `func.constant` with
// `func.call_indirect`; sim: lane 0 reads lane 16, which has exited).
gpu.module @m {
  llvm.func @quit() {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %hi = llvm.icmp "uge" %t, %c16 : i32
    llvm.cond_br %hi, ^X, ^R
  ^X:
    nvvm.exit
    llvm.br ^R
  ^R:
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %cc = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %fp = llvm.mlir.addressof @quit : !llvm.ptr
    // expected-note @+1 {{lanes may exit here}}
    llvm.call %fp() : !llvm.ptr, () -> ()
    // expected-error @+1 {{C5: shfl.sync bfly reads other lanes, and lanes may have exited before it (in a call, in inline PTX, or at an exit its block goes on after), which the checker does not follow lane by lane}}
    %s = nvvm.shfl.sync bfly %all, %v, %c16, %cc : i32 -> i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.return
  }
  func.func private @quit2() {
    %c16 = arith.constant 16 : index
    %t = gpu.thread_id x
    %hi = arith.cmpi uge, %t, %c16 : index
    scf.if %hi {
      nvvm.exit
    }
    return
  }
  gpu.func @k2(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c16 = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %all = arith.constant -1 : i32
    %t = gpu.thread_id x
    %v = memref.load %out[%t] : memref<32xi32>
    %f = func.constant @quit2 : () -> ()
    // expected-note @+1 {{lanes may exit here}}
    func.call_indirect %f() : () -> ()
    // expected-error @+1 {{C5: shfl.sync bfly reads other lanes, and lanes may have exited before it (in a call, in inline PTX, or at an exit its block goes on after), which the checker does not follow lane by lane}}
    %s = nvvm.shfl.sync bfly %all, %v, %c16, %c31 : i32 -> i32
    memref.store %s, %out[%t] : memref<32xi32>
    gpu.return
  }
}
