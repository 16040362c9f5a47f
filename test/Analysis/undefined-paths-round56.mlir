// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
//
// Undefined paths found by issue 27's rounds 56 and 57: each is C5 at the op; the
// nearest legal program is accepted.

// Round 56 h1: a GEP whose index is poison (a shift by the width) or a
// division by zero: the address is poison, LLVM deletes the path and the
// lane guard (the PTX had no branch).
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %ix = llvm.shl %c1, %c32 : i32
    %q = llvm.getelementptr %out[%ix] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
    llvm.store %n, %q : i32, !llvm.ptr<1>
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----


gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %ix = llvm.udiv %lane, %c0 : i32
    %q = llvm.getelementptr %out[%ix] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
    llvm.store %n, %q : i32, !llvm.ptr<1>
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 56 h2: an endless loop whose body calls a helper that only
// returns, or does nothing (`llvm.donothing`, `assume(true)`), or calls
// libdevice, makes no progress: LLVM deletes it in a mustprogress kernel.
gpu.module @m {
  llvm.func @nop() { llvm.return }
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    llvm.call @nop() : () -> ()
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----


gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    llvm.call_intrinsic "llvm.donothing"() : () -> ()
    %t = llvm.mlir.constant(true) : i1
    llvm.intr.assume %t : i1
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----


gpu.module @m {
  llvm.func @__nv_fabsf(f32) -> f32
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    %x = llvm.sitofp %lane : i32 to f32
    %f = llvm.call @__nv_fabsf(%x) : (f32) -> f32
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// The nearest legal programs: a loop that calls a declaration nothing is
// known of (it may be progress: I/O), and one with `llvm.sideeffect`.
gpu.module @m {
  llvm.func @poll()
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.br ^loop
  ^loop:
    llvm.call @poll() : () -> ()
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----


gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.br ^loop
  ^loop:
    llvm.call_intrinsic "llvm.sideeffect"() : () -> ()
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 56 h4: libdevice returns (warp-ptx links it and LLVM inlines
// it): the `unreachable` after a call of `__nv_fabsf` is reached.
gpu.module @m {
  llvm.func @__nv_fabsf(f32) -> f32
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %x = llvm.sitofp %lane : i32 to f32
    %f = llvm.call @__nv_fabsf(%x) : (f32) -> f32
    // expected-error @+1 {{C5: an `unreachable` that threads may reach (nothing before it in its block may end the thread or not return) is undefined}}
    llvm.unreachable
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 56 h5: launch sizes through signed and rounding divisions:
// select(c, 96, 32) / 2 is 48 or 16 threads.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 96 : i32
    %b = arith.constant 32 : i32
    %x = arith.select %c, %a, %b : i32
    %two = arith.constant 2 : i32
    %u = arith.divsi %x, %two : i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----


module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 96 : i32
    %b = arith.constant 32 : i32
    %x = arith.select %c, %a, %b : i32
    %two = arith.constant 2 : i32
    %u = arith.ceildivui %x, %two : i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----


module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 96 : i32
    %b = arith.constant 32 : i32
    %x = arith.select %c, %a, %b : i32
    %two = arith.constant 2 : i32
    %u = arith.floordivsi %x, %two : i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----


module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 96 : i32
    %b = arith.constant 32 : i32
    %x = arith.select %c, %a, %b : i32
    %two = arith.constant 2 : i32
    %u = llvm.sdiv %x, %two : i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}


// -----

// Round 57 h2: plain stores are no progress in C++ (only volatile and
// atomic accesses, synchronisation and I/O are): LLVM deletes `for (;;)
// out[0] = lane;` in a mustprogress kernel, and the lane branch into it.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    // expected-error @+1 {{C5: enters a loop that never exits and has no side effects}}
    llvm.br ^loop
  ^loop:
    llvm.store %lane, %out : i32, !llvm.ptr<1>
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// The nearest legal program: a volatile store is progress.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    llvm.br ^loop
  ^loop:
    llvm.store volatile %lane, %out : i32, !llvm.ptr<1>
    llvm.br ^loop
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 57 h3: a poison index one step removed (`sext(1 << 32)`,
// `lane + (1 << 32)`) is poison too.
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %hi = llvm.icmp "uge" %lane, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    llvm.cond_br %hi, ^dead, ^ok
  ^dead:
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %ix0 = llvm.shl %c1, %c32 : i32
    %ix1 = llvm.add %lane, %ix0 : i32
    %ix = llvm.sext %ix1 : i32 to i64
    %q = llvm.getelementptr %out[%ix] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    // expected-error @+1 {{C5: the store's address may be null, undef or poison, which is undefined}}
    llvm.store %n, %q : i32, !llvm.ptr<1>
    llvm.br ^ok
  ^ok:
    %lo = llvm.icmp "ult" %lane, %c16 : i32
    llvm.cond_br %lo, ^s, ^e
  ^s:
    %m = llvm.mlir.constant(65535 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%lane] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.br ^e
  ^e:
    llvm.return
  }
}

// -----

// Round 57 h5 (a false C5): `b` calls `a`, which makes progress (a volatile
// store) after calling `b`; an endless loop calling either makes progress.
gpu.module @m {
  llvm.func @a(%o: !llvm.ptr<1>, %n: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %d = llvm.sub %n, %c1 : i32
    llvm.call @b(%o, %d) : (!llvm.ptr<1>, i32) -> ()
    llvm.store volatile %n, %o : i32, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @b(%o: !llvm.ptr<1>, %n: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %p = llvm.icmp "sgt" %n, %c0 : i32
    llvm.cond_br %p, ^r, ^e
  ^r:
    llvm.call @a(%o, %n) : (!llvm.ptr<1>, i32) -> ()
    llvm.br ^e
  ^e:
    llvm.return
  }
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %z = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %z, ^l1, ^l2
  ^l1:
    llvm.call @a(%out, %n) : (!llvm.ptr<1>, i32) -> ()
    llvm.br ^l1
  ^l2:
    llvm.call @b(%out, %n) : (!llvm.ptr<1>, i32) -> ()
    llvm.br ^l2
  }
}


// -----

// Round 57 h1: saturating arithmetic and the index dialect's divisions in
// a launch size: usub.sat(select(c, 96, 32), 2) is 94 or 30.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 96 : i32
    %b = arith.constant 32 : i32
    %x = arith.select %c, %a, %b : i32
    %two = arith.constant 2 : i32
    %u = llvm.intr.usub.sat(%x, %two) : (i32, i32) -> i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// index.divu(select(c, 96, 32), 2) is 48 or 16.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 96 : index
    %b = arith.constant 32 : index
    %x = arith.select %c, %a, %b : index
    %two = arith.constant 2 : index
    %n = index.divu %x, %two
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}
