// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 18 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 18"). Each chunk verified before its fix, and ran with lanes
// missing from a collective under --sim, branched on an undefined value (the
// PTX kept the collective under a branch on a register no instruction sets,
// or LLVM deleted the kernel), or let the host or a launch pick the lanes.
// Legal neighbours: attack-round18-legal.mlir.

// -----

// (1) A loop whose exit test MLIR folds differently from the device (atan2(0, 0):
// NaN here, 0 there): the block after it is not dead code.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x0 = arith.constant 0.0 : f32
    %zero = arith.constant 0.0 : f32
    %xi = arith.bitcast %x0 : f32 to i32
    %xk = arith.index_cast %xi : i32 to index
    cf.br ^loop(%xk : index)
  ^loop(%k: index):
    %x = arith.index_cast %k : index to i32
    %xf = arith.bitcast %x : i32 to f32
    %t = math.atan2 %xf, %xf : f32
    %more = arith.cmpf une, %t, %zero : f32
    cf.cond_br %more, ^loop(%k : index), ^after
  ^after:
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %li, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (2) The same with the NaN bits of 0.0 / 0.0 (MLIR 0x7fc00000, the device 0x7fffffff).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x0 = arith.constant 0.0 : f32
    %nanbits = arith.constant 2143289344 : i32
    %xi = arith.bitcast %x0 : f32 to i32
    %xk = arith.index_cast %xi : i32 to index
    cf.br ^loop(%xk : index)
  ^loop(%k: index):
    %x = arith.index_cast %k : index to i32
    %xf = arith.bitcast %x : i32 to f32
    %t = arith.divf %xf, %xf : f32
    %tb = arith.bitcast %t : f32 to i32
    %more = arith.cmpi eq, %tb, %nanbits : i32
    cf.cond_br %more, ^loop(%k : index), ^after
  ^after:
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %li, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (3) An inline PTX output the snippet never writes: an uninitialised register.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %v = llvm.inline_asm "", "=r,r" %n : (i32) -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (4) An inline PTX output read before the snippet writes it.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %v = llvm.inline_asm "add.u32 $0, $0, $1;", "=r,r" %n : (i32) -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (5) A shift by at least the width is poison, not a warp index.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %tid = gpu.thread_id x
    %t = arith.index_cast %tid : index to i32
    %c40 = arith.constant 40 : i32
    %s = arith.shrui %t, %c40 : i32
    %c0 = arith.constant 0 : i32
    %p = arith.cmpi eq, %s, %c0 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (6) nvgpu.ldmatrix gives each lane its own fragment.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) workgroup(%sm : memref<8x8xf16, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %lo = arith.cmpi ult, %lane, %c8 : index
    scf.if %lo {
      %f = arith.uitofp %li : i32 to f16
      memref.store %f, %sm[%c0, %lane] : memref<8x8xf16, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %v = nvgpu.ldmatrix %sm[%c0, %c0] {numTiles = 1 : i32, transpose = false} : memref<8x8xf16, #gpu.address_space<workgroup>> -> vector<1x2xf16>
    %e = vector.extract %v[0, 0] : f16 from vector<1x2xf16>
    %one = arith.constant 1.0 : f16
    %p = arith.cmpf olt, %e, %one : f16
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (7) An i128 position of 2^64 is past the vector.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %u = llvm.mlir.undef : vector<2xi32>
    %z = llvm.mlir.constant(0 : i64) : i64
    %o = llvm.mlir.constant(1 : i64) : i64
    %v0 = llvm.insertelement %n, %u[%z : i64] : vector<2xi32>
    %v1 = llvm.insertelement %n, %v0[%o : i64] : vector<2xi32>
    %big = llvm.mlir.constant(18446744073709551616 : i128) : i128
    %e = llvm.extractelement %v1[%big : i128] : vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %e, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (8) A position computed by llvm.udiv.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %u = llvm.mlir.undef : vector<2xi32>
    %z = llvm.mlir.constant(0 : i64) : i64
    %o = llvm.mlir.constant(1 : i64) : i64
    %v0 = llvm.insertelement %n, %u[%z : i64] : vector<2xi32>
    %v1 = llvm.insertelement %n, %v0[%o : i64] : vector<2xi32>
    %ten = llvm.mlir.constant(10 : i64) : i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %idx = llvm.udiv %ten, %two : i64
    %e = llvm.extractelement %v1[%idx : i64] : vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %e, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (9) A position chosen by llvm.select on a constant.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %u = llvm.mlir.undef : vector<2xi32>
    %z = llvm.mlir.constant(0 : i64) : i64
    %o = llvm.mlir.constant(1 : i64) : i64
    %v0 = llvm.insertelement %n, %u[%z : i64] : vector<2xi32>
    %v1 = llvm.insertelement %n, %v0[%o : i64] : vector<2xi32>
    %t = llvm.mlir.constant(true) : i1
    %a5 = llvm.mlir.constant(5 : i64) : i64
    %a0 = llvm.mlir.constant(0 : i64) : i64
    %idx = llvm.select %t, %a5, %a0 : i1, i64
    %e = llvm.extractelement %v1[%idx : i64] : vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %e, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (10) A position computed by llvm.intr.umax.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %u = llvm.mlir.undef : vector<2xi32>
    %z = llvm.mlir.constant(0 : i64) : i64
    %o = llvm.mlir.constant(1 : i64) : i64
    %v0 = llvm.insertelement %n, %u[%z : i64] : vector<2xi32>
    %v1 = llvm.insertelement %n, %v0[%o : i64] : vector<2xi32>
    %a5 = llvm.mlir.constant(5 : i64) : i64
    %a2 = llvm.mlir.constant(2 : i64) : i64
    %idx = llvm.intr.umax(%a5, %a2) : (i64, i64) -> i64
    %e = llvm.extractelement %v1[%idx : i64] : vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %e, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (11) A constant global whose initializer is undef: LLVM reads the initializer.
gpu.module @m {
  llvm.mlir.global internal constant @g() {addr_space = 1 : i32} : i32 {
    %u = llvm.mlir.undef : i32
    llvm.return %u : i32
  }
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %a = llvm.mlir.addressof @g : !llvm.ptr<1>
    %v = llvm.load %a : !llvm.ptr<1> -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (12) Shared memory no thread writes: LLVM reads its undef initializer (the
// simulator reports shared-uninit).
gpu.module @m {
  llvm.mlir.global internal @g() {addr_space = 3 : i32} : i32
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %a = llvm.mlir.addressof @g : !llvm.ptr<3>
    %v = llvm.load %a : !llvm.ptr<3> -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (13) A func.func with the PTX kernel calling convention is a kernel (W2).
gpu.module @m {
  // expected-error @+1 {{W2: kernel parameter #0 has warp type '!warp.warp<low(16)>'; a kernel's warp comes from wa}}
  func.func @h(%x: !warp.warp<low(16)>, %out: !llvm.ptr<1>) attributes {CConv = #llvm.cconv<ptx_kernelcc>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = warp.shuffle idx %x, %li, 3 : !warp.warp<low(16)>, i32
    %p = llvm.getelementptr %out[%li] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    return
  }
}

// -----

// (14) So is a gpu.func not marked kernel that has it.
gpu.module @m {
  // expected-error @+1 {{W2: kernel parameter #0 has warp type '!warp.warp<low(16)>'; a kernel's warp comes from wa}}
  gpu.func @h(%x: !warp.warp<low(16)>, %out: !llvm.ptr<1>) attributes {CConv = #llvm.cconv<ptx_kernelcc>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = warp.shuffle idx %x, %li, 3 : !warp.warp<low(16)>, i32
    %p = llvm.getelementptr %out[%li] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    gpu.return
  }
  gpu.func @k(%out: memref<32xi32>) kernel {
    gpu.return
  }
}

// -----

// (15) LLVM reads nvvm.reqntid "032" as octal: 26 threads.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {passthrough = [["nvvm.reqntid", "032"]]} {
    // expected-error @+1 {{W2: the kernel's passthrough nvvm.reqntid holds 26 threads, not a multiple of 32: its last}}
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (16) A block barrier under a lane branch while the warp is live: the lanes
// that skip it wait at the reduce for the lanes held there (deadlock).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      gpu.barrier
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (17) The same with a raw bar.warp.sync.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %m1 = arith.constant -1 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      nvvm.bar.warp.sync %m1 : i32
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (18) llvm.unreachable reached by some lanes of a live warp ends them.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    %v = scf.execute_region -> i32 {
      cf.cond_br %hi, ^a, ^b
    ^a:
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      llvm.unreachable
    ^b:
      scf.yield %li : i32
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (19) nvvm.elect.sync is true on one lane, whatever mask it is given.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %full = arith.constant -1 : i32
    %p = nvvm.elect.sync %full -> i1
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (20) A workgroup attribution the kernel only reads holds undefined values.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) workgroup(%s : memref<1xi32, 3>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %v = memref.load %s[%c0] : memref<1xi32, 3>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
