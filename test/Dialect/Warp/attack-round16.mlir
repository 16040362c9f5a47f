// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 16 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 16"). Each chunk verified before its fix: a value that differs per
// lane (each lane's own .local memory behind one address) or is undefined
// (poison by position, an unset field) was taken as warp-uniform, and a
// full-warp shuffle under `scf.if` on it ran with lanes missing
// (exited-in-mask under --sim) or on poison. The nearest legal programs are
// in attack-round15-legal.mlir (by-value parameters, constant memory,
// fully set aggregates).

// -----

// (1) h1: a local address that lane 0 wrote to a kernel argument's buffer
// (global memory), read back by every lane after a barrier.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %buf: !llvm.ptr) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %c0 = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %li, %c0 : i32
    scf.if %is0 {
      llvm.store %a, %buf : !llvm.ptr, !llvm.ptr
    }
    gpu.barrier
    %q = llvm.load %buf : !llvm.ptr -> !llvm.ptr
    llvm.store %li, %q : i32, !llvm.ptr
    %v = llvm.load %q : !llvm.ptr -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (2) h2: an address made by a GEP from the null pointer by a broadcast integer.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %pi = llvm.ptrtoint %a : !llvm.ptr to i64
    %u = warp.broadcast %w, %pi, 0 : !warp.warp<all>, i64
    %null = llvm.mlir.zero : !llvm.ptr
    %q = llvm.getelementptr %null[%u] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %li, %q : i32, !llvm.ptr
    %v = llvm.load %q : !llvm.ptr -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (3) h2b: the same integer published by lane 0 through shared memory.
gpu.module @m {
  llvm.mlir.global internal @sh() {addr_space = 3 : i32} : i64
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %c0i = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %li, %c0i : i32
    %sh = llvm.mlir.addressof @sh : !llvm.ptr<3>
    scf.if %is0 {
      %ai = llvm.ptrtoint %a : !llvm.ptr to i64
      llvm.store %ai, %sh : i64, !llvm.ptr<3>
    }
    gpu.barrier
    %u = llvm.load %sh : !llvm.ptr<3> -> i64
    %null = llvm.mlir.zero : !llvm.ptr
    %q = llvm.getelementptr %null[%u] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %li, %q : i32, !llvm.ptr
    %v = llvm.load %q : !llvm.ptr -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (4) h2c: a pointer written by inline PTX (mov.b64) from a uniform integer.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %pi = llvm.ptrtoint %a : !llvm.ptr to i64
    %u = warp.broadcast %w, %pi, 0 : !warp.warp<all>, i64
    %q = llvm.inline_asm "mov.b64 $0, $1;", "=l,l" %u : (i64) -> !llvm.ptr
    llvm.store %li, %q : i32, !llvm.ptr
    %v = llvm.load %q : !llvm.ptr -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (5) b04: llvm.intr.ptrmask over a pointer made from an integer.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %pi = llvm.ptrtoint %a : !llvm.ptr to i64
    %u = warp.broadcast %w, %pi, 0 : !warp.warp<all>, i64
    %null = llvm.mlir.zero : !llvm.ptr
    %m1 = llvm.mlir.constant(-1 : i64) : i64
    %all = llvm.getelementptr %null[%m1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %q = llvm.intr.ptrmask %all, %u : (!llvm.ptr, i64) -> !llvm.ptr
    llvm.store %li, %q : i32, !llvm.ptr
    %v = llvm.load %q : !llvm.ptr -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (6) b05: a vector GEP from null.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %pi = llvm.ptrtoint %a : !llvm.ptr to i64
    %u = warp.broadcast %w, %pi, 0 : !warp.warp<all>, i64
    %nullv = llvm.mlir.zero : vector<1x!llvm.ptr>
    %uv0 = llvm.mlir.undef : vector<1xi64>
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %uv = llvm.insertelement %u, %uv0[%c0 : i64] : vector<1xi64>
    %qv = llvm.getelementptr %nullv[%uv] : (vector<1x!llvm.ptr>, vector<1xi64>) -> vector<1x!llvm.ptr>, i8
    %q = llvm.extractelement %qv[%c0 : i64] : vector<1x!llvm.ptr>
    llvm.store %li, %q : i32, !llvm.ptr
    %v = llvm.load %q : !llvm.ptr -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (7) h3: llvm.mlir.addressof of an alias whose body casts a .local global to
// generic.
gpu.module @m {
  llvm.mlir.global internal @lg(0 : i32) {addr_space = 5 : i32} : i32
  llvm.mlir.alias internal @la : i32 {
    %0 = llvm.mlir.addressof @lg : !llvm.ptr<5>
    %1 = llvm.addrspacecast %0 : !llvm.ptr<5> to !llvm.ptr
    llvm.return %1 : !llvm.ptr
  }
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %q = llvm.mlir.addressof @la : !llvm.ptr
    llvm.store %li, %q : i32, !llvm.ptr
    %v = llvm.load %q : !llvm.ptr -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (8) h3b: llvm.mlir.addressof of a thread_local global.
gpu.module @m {
  llvm.mlir.global internal thread_local @tl(0 : i32) : i32
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %q = llvm.mlir.addressof @tl : !llvm.ptr
    llvm.store %li, %q : i32, !llvm.ptr
    %v = llvm.load %q : !llvm.ptr -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (9) h4: an !llvm.ptr<5> field extracted from a struct read from shared memory.
gpu.module @m {
  llvm.mlir.global internal @sh() {addr_space = 3 : i32} : !llvm.struct<(ptr<5>)>
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %one = llvm.mlir.constant(1 : i64) : i64
    %a0 = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %a = llvm.addrspacecast %a0 : !llvm.ptr to !llvm.ptr<5>
    %c0i = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %li, %c0i : i32
    %sh = llvm.mlir.addressof @sh : !llvm.ptr<3>
    scf.if %is0 {
      %s0 = llvm.mlir.undef : !llvm.struct<(ptr<5>)>
      %s1 = llvm.insertvalue %a, %s0[0] : !llvm.struct<(ptr<5>)>
      llvm.store %s1, %sh : !llvm.struct<(ptr<5>)>, !llvm.ptr<3>
    }
    gpu.barrier
    %s = llvm.load %sh : !llvm.ptr<3> -> !llvm.struct<(ptr<5>)>
    %q = llvm.extractvalue %s[0] : !llvm.struct<(ptr<5>)>
    llvm.store %li, %q : i32, !llvm.ptr<5>
    %v = llvm.load %q : !llvm.ptr<5> -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (10) h5: a -1 in a shuffle mask (poison) over uniform operands.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %a: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %v0 = vector.broadcast %a : i32 to vector<2xi32>
    %sh = vector.shuffle %v0, %v0 [0, -1] : vector<2xi32>, vector<2xi32>
    %f = vector.extract %sh[1] : i32 from vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %f, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (11) h5b: the same with llvm.shufflevector.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %a: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %u = llvm.mlir.undef : vector<2xi32>
    %v0 = llvm.insertelement %a, %u[%c0 : i64] : vector<2xi32>
    %v1 = llvm.insertelement %a, %v0[%c1 : i64] : vector<2xi32>
    %sh = llvm.shufflevector %v1, %v1 [0, -1] : vector<2xi32>
    %f = llvm.extractelement %sh[%c1 : i64] : vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %f, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (12) h5c: an out-of-range or -1 vector position.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %in: !llvm.ptr) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %vv = llvm.load %in : !llvm.ptr -> vector<2xi32>
    %c5 = llvm.mlir.constant(5 : i64) : i64
    %f = llvm.extractelement %vv[%c5 : i64] : vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %f, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (13) a51: vector.extract at -1.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %a: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %v0 = vector.broadcast %a : i32 to vector<2xi32>
    %f = vector.extract %v0[-1] : i32 from vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %f, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (14) a52: vector.insert at -1.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %a: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %v0 = vector.broadcast %a : i32 to vector<2xi32>
    %v1 = vector.insert %a, %v0[-1] : i32 into vector<2xi32>
    %f = vector.extract %v1[0] : i32 from vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %f, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (15) a09: extractelement past the vector.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %a: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %vv = arith.constant dense<[1, 2]> : vector<2xi32>
    %c5 = llvm.mlir.constant(5 : i64) : i64
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %v2 = llvm.insertelement %a, %vv[%c5 : i64] : vector<2xi32>
    %f = llvm.extractelement %v2[%c0 : i64] : vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %f, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (16) h6: a field of a sub-struct that only some inserts set, extracted whole
// and then read.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %a: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %s0 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, i32)>
    %s1 = llvm.insertvalue %a, %s0[0, 0] : !llvm.struct<(struct<(i32, i32)>, i32)>
    %e = llvm.extractvalue %s1[0] : !llvm.struct<(struct<(i32, i32)>, i32)>
    %t0 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>)>
    %t1 = llvm.insertvalue %e, %t0[0] : !llvm.struct<(struct<(i32, i32)>)>
    %f = llvm.extractvalue %t1[0, 1] : !llvm.struct<(struct<(i32, i32)>)>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %f, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (17) q13: a partly set struct passed through scf.if.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %a: i32, %f: i1) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32

    %s0 = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, i32)>
    %s1 = llvm.insertvalue %a, %s0[0, 0] : !llvm.struct<(struct<(i32, i32)>, i32)>
    %e = llvm.extractvalue %s1[0] : !llvm.struct<(struct<(i32, i32)>, i32)>
    %y = scf.if %f -> !llvm.struct<(i32, i32)> {
      scf.yield %e : !llvm.struct<(i32, i32)>
    } else {
      scf.yield %e : !llvm.struct<(i32, i32)>
    }
    %g = llvm.extractvalue %y[1] : !llvm.struct<(i32, i32)>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %g, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
