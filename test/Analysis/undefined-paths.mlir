// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
//
// Ops whose execution is undefined, in plain gpu/nvvm/llvm IR: LLVM takes
// no thread to reach them and deletes the branches that lead there, so a
// collective those branches guarded runs on lanes outside its member mask
// (issue 27 round 53; rounds 51 and 52 are in warp-idioms.mlir). Each is
// C5; the nearest legal program is accepted.

// Round 53 h2: `__builtin_unreachable()` under a lane branch (--sim: lane
// 16 runs shfl.sync outside 0x0000ffff)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %x: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    cf.cond_br %hi, ^a, ^b
  ^a:
    // expected-error @+1 {{C5: an `unreachable` that threads may reach (nothing before it in its block may end the thread or not return) is undefined: LLVM deletes the path to it}}
    ub.unreachable
  ^b:
    %lo = arith.cmpi ult, %li, %c16 : i32
    cf.cond_br %lo, ^s, ^e
  ^s:
    %m = arith.constant 65535 : i32
    %one = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    cf.br ^e
  ^e:
    gpu.return
  }
}

// -----

// The `unreachable` after a call that does not return (CUDA's assert:
// `__assertfail` then `unreachable`): the call ends the lanes; legal
gpu.module @m {
  llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)
  gpu.func @k(%out: memref<32xi32>, %msg: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    cf.cond_br %hi, ^a, ^b
  ^a:
    %line = llvm.mlir.constant(7 : i32) : i32
    %size = llvm.mlir.constant(1 : i64) : i64
    llvm.call @__assertfail(%msg, %msg, %line, %msg, %size) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.unreachable
  ^b:
    %lo = arith.cmpi ult, %li, %c16 : i32
    cf.cond_br %lo, ^s, ^e
  ^s:
    %m = arith.constant 65535 : i32
    %one = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    cf.br ^e
  ^e:
    gpu.return
  }
}

// -----

// Round 53 h2: a call of a helper whose body is `unreachable` (judged at
// the call, not in the helper: round 55 h5)
gpu.module @m {
  // expected-note @+1 {{the callee}}
  llvm.func @dies() {
    llvm.unreachable
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    scf.if %hi {
      // expected-error @+1 {{C5: the call of @dies is undefined (its body begins with an `unreachable` that the call reaches)}}
      llvm.call @dies() : () -> ()
    }
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Round 53 h4: an indirect call through a function's address, with a
// calling convention that is not the callee's: LLVM makes it direct, and
// it is undefined
gpu.module @m {
  // expected-note @+1 {{the callee}}
  llvm.func @helper() {
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    scf.if %hi {
      %fp = llvm.mlir.addressof @helper : !llvm.ptr
      // expected-error @+1 {{C5: the call of @helper is undefined (its calling convention, fastcc, is not the callee's, ccc)}}
      llvm.call fastcc %fp() : !llvm.ptr, () -> ()
    }
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// The same indirect call with the callee's convention: legal
gpu.module @m {
  llvm.func @helper() {
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %fp = llvm.mlir.addressof @helper : !llvm.ptr
      llvm.call %fp() : !llvm.ptr, () -> ()
    }
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Round 53 h3: `assume(lane < 16)` makes lanes 16-31 undefined, and LLVM
// folds the test `lane < 16` to true (--sim: collective-mask)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+1 {{C5: assumes a condition that differs between lanes and that the checker cannot show true on every lane}}
    llvm.intr.assume %lo : i1
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// An assume the thread id's range makes true on every lane
// (`__builtin_assume(threadIdx.x < 1024)`): legal
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %v: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %c1024 = llvm.mlir.constant(1024 : i32) : i32
    %ok = llvm.icmp "ult" %t, %c1024 : i32
    llvm.intr.assume %ok : i1
    %m = llvm.mlir.constant(-1 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %s = nvvm.shfl.sync bfly %m, %v, %c1, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %s, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Round 53: an assume of a comparison that folds to false, under a lane
// branch
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    scf.if %hi {
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %f = arith.cmpi eq, %one, %two : i32
      // expected-error @+1 {{C5: assumes a condition that is false, undef or poison, which is undefined}}
      llvm.intr.assume %f : i1
    }
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Round 53 h8 (false positive): an optional output pointer, `use ? p :
// null`, stored through only where it is not null: LLVM keeps the test and
// the store (--sim clean); legal
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %flag: !llvm.ptr, %use: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %p = llvm.select %use, %flag, %z : i1, !llvm.ptr
      %nn = llvm.icmp "ne" %p, %z : !llvm.ptr
      scf.if %nn {
        %c = llvm.mlir.constant(7 : i32) : i32
        llvm.store %c, %p : i32, !llvm.ptr
      }
    }
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %m = arith.constant 65535 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// Round 53 h7: a block of select(c, 16, 33) threads is never whole warps,
// although the hull of its range, [16, 33], holds 32
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c33 = arith.constant 33 : index
    %b = arith.select %c, %c16, %c33 : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32 (by its values, known bits or range)}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%b, %c1, %c1) args(%buf : memref<64xi32>)
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

// Round 53 h6: an scf.if on a host flag yielding 16 or 48 threads
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %b = scf.if %c -> index {
      %c16 = arith.constant 16 : index
      scf.yield %c16 : index
    } else {
      %c48 = arith.constant 48 : index
      scf.yield %c48 : index
    }
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32 (by its values, known bits or range)}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%b, %c1, %c1) args(%buf : memref<64xi32>)
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

// select(c, 32, 64) threads: whole warps either way; legal
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %b = arith.select %c, %c32, %c64 : index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%b, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// Round 54 h1: a call of a function that returns does not make the
// `unreachable` after it unreached (LLVM inlines the call)
gpu.module @m {
  llvm.func @nop() {
    llvm.return
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    cf.cond_br %hi, ^a, ^b
  ^a:
    llvm.call @nop() : () -> ()
    // expected-error @+1 {{C5: an `unreachable` that threads may reach (nothing before it in its block may end the thread or not return) is undefined}}
    llvm.unreachable
  ^b:
    %lo = arith.cmpi ult, %li, %c16 : i32
    cf.cond_br %lo, ^s, ^e
  ^s:
    %m = arith.constant 65535 : i32
    %one = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    cf.br ^e
  ^e:
    gpu.return
  }
}

// -----

// Round 54 h1: nor does a declaration that says it returns (`willreturn`)
gpu.module @m {
  llvm.func @ext() attributes {will_return, no_unwind}
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    cf.cond_br %hi, ^a, ^b
  ^a:
    llvm.call @ext() : () -> ()
    // expected-error @+1 {{C5: an `unreachable` that threads may reach (nothing before it in its block may end the thread or not return) is undefined}}
    llvm.unreachable
  ^b:
    %lo = arith.cmpi ult, %li, %c16 : i32
    cf.cond_br %lo, ^s, ^e
  ^s:
    %m = arith.constant 65535 : i32
    %one = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    cf.br ^e
  ^e:
    gpu.return
  }
}

// -----

// Round 54 h1: nor inline assembly without side effects (LLVM may delete it)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    // expected-note @+1 {{the threads diverge here; in a warp, only lanes 16-31 take this path}}
    cf.cond_br %hi, ^a, ^b
  ^a:
    llvm.inline_asm "", ""  : () -> ()
    // expected-error @+1 {{C5: an `unreachable` that threads may reach (nothing before it in its block may end the thread or not return) is undefined}}
    llvm.unreachable
  ^b:
    %lo = arith.cmpi ult, %li, %c16 : i32
    cf.cond_br %lo, ^s, ^e
  ^s:
    %m = arith.constant 65535 : i32
    %one = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    cf.br ^e
  ^e:
    gpu.return
  }
}

// -----

// A call of a declaration that may not return (`__assertfail`-like)
// before the `unreachable`: legal
gpu.module @m {
  llvm.func @mayexit()
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    cf.cond_br %hi, ^a, ^b
  ^a:
    llvm.call @mayexit() : () -> ()
    llvm.unreachable
  ^b:
    %lo = arith.cmpi ult, %li, %c16 : i32
    cf.cond_br %lo, ^s, ^e
  ^s:
    %m = arith.constant 65535 : i32
    %one = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %r = nvvm.shfl.sync bfly %m, %li, %one, %c31 : i32 -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    cf.br ^e
  ^e:
    gpu.return
  }
}

// -----

// Round 54 h4 (false positive): `if (threadIdx.x >= 64)
// __builtin_unreachable();` in a block of 64: no thread enters it; legal
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c = llvm.icmp "uge" %tid, %c64 : i32
    llvm.cond_br %c, ^u, ^ok
  ^u:
    llvm.unreachable
  ^ok:
    %m = llvm.mlir.constant(-1 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Round 54 h4 (false positive): a switch whose cases cover every value of
// its flag, `default: __builtin_unreachable()`; legal
gpu.module @m {
  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.and %n, %c1 : i32
    llvm.switch %s : i32, ^u [
      0: ^a,
      1: ^b
    ]
  ^a:
    llvm.br ^ok
  ^b:
    llvm.br ^ok
  ^u:
    llvm.unreachable
  ^ok:
    %m = llvm.mlir.constant(-1 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %r = nvvm.shfl.sync bfly %m, %lane, %one, %c31 : i32 -> i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Round 54 h5: a block of select(c, 1, 2) * 20 threads (20 or 40) is never
// whole warps
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c20 = arith.constant 20 : index
    %k = arith.select %c, %c1, %c2 : index
    %b = arith.muli %k, %c20 : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32 (by its values, known bits or range)}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%b, %c1, %c1) args(%buf : memref<64xi32>)
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
