// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 17 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 17"). Each chunk verified before its fix; a full-warp shuffle under
// `scf.if` on a value that differs per lane (each lane's own .local memory
// behind one address) or is poison ran with lanes missing (exited-in-mask
// under --sim). Legal neighbours: attack-round15-legal.mlir.

// -----

// (1) h1: a constant global holding a .local global's generic address.
gpu.module @m {
  llvm.mlir.global internal @lg(0 : i32) {addr_space = 5 : i32} : i32
  llvm.mlir.global internal constant @gp() : !llvm.ptr {
    %a = llvm.mlir.addressof @lg : !llvm.ptr<5>
    %c = llvm.addrspacecast %a : !llvm.ptr<5> to !llvm.ptr
    llvm.return %c : !llvm.ptr
  }
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %g = llvm.mlir.addressof @gp : !llvm.ptr
    %q = llvm.load %g : !llvm.ptr -> !llvm.ptr
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

// (2) b04: a __constant__ global holding a thread_local global's address.
gpu.module @m {
  llvm.mlir.global internal thread_local @tl(0 : i32) : i32
  llvm.mlir.global internal @gp() {addr_space = 4 : i32} : !llvm.ptr {
    %a = llvm.mlir.addressof @tl : !llvm.ptr
    llvm.return %a : !llvm.ptr
  }
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %g = llvm.mlir.addressof @gp : !llvm.ptr<4>
    %q = llvm.load %g : !llvm.ptr<4> -> !llvm.ptr
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

// (3) h2: an alloca address published through shared memory, made a memref
// by unrealized_conversion_cast, read by memref.load.
gpu.module @m {
  llvm.mlir.global internal @slot() {addr_space = 3 : i32} : i64
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %ai = llvm.ptrtoint %a : !llvm.ptr to i64
    %sh = llvm.mlir.addressof @slot : !llvm.ptr<3>
    %c0i = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %li, %c0i : i32
    scf.if %is0 {
      llvm.store %ai, %sh : i64, !llvm.ptr<3>
    }
    gpu.barrier
    %ui = llvm.load %sh : !llvm.ptr<3> -> i64
    %q = llvm.inttoptr %ui : i64 to !llvm.ptr
    %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %z = llvm.mlir.constant(0 : i64) : i64
    %d0 = llvm.insertvalue %q, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d1 = llvm.insertvalue %q, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d2 = llvm.insertvalue %z, %d1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d3 = llvm.insertvalue %one, %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d4 = llvm.insertvalue %one, %d3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %m = builtin.unrealized_conversion_cast %d4 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<1xi32>
    %c0 = arith.constant 0 : index
    memref.store %li, %m[%c0] : memref<1xi32>
    %v = memref.load %m[%c0] : memref<1xi32>
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

// (4) b05: the same with a thread_local global.
gpu.module @m {
  llvm.mlir.global internal thread_local @tl(0 : i32) : i32
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %q = llvm.mlir.addressof @tl : !llvm.ptr
    %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %z = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %d0 = llvm.insertvalue %q, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d1 = llvm.insertvalue %q, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d2 = llvm.insertvalue %z, %d1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d3 = llvm.insertvalue %one, %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d4 = llvm.insertvalue %one, %d3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %m = builtin.unrealized_conversion_cast %d4 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<1xi32>
    %c0 = arith.constant 0 : index
    memref.store %li, %m[%c0] : memref<1xi32>
    %v = memref.load %m[%c0] : memref<1xi32>
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

// (5) f06: the same read by vector.load.
gpu.module @m {
  llvm.mlir.global internal @slot() {addr_space = 3 : i32} : i64
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %ai = llvm.ptrtoint %a : !llvm.ptr to i64
    %sh = llvm.mlir.addressof @slot : !llvm.ptr<3>
    %c0i = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %li, %c0i : i32
    scf.if %is0 {
      llvm.store %ai, %sh : i64, !llvm.ptr<3>
    }
    gpu.barrier
    %ui = llvm.load %sh : !llvm.ptr<3> -> i64
    %q = llvm.inttoptr %ui : i64 to !llvm.ptr
    llvm.store %li, %q : i32, !llvm.ptr
    %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %z = llvm.mlir.constant(0 : i64) : i64
    %d0 = llvm.insertvalue %q, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d1 = llvm.insertvalue %q, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d2 = llvm.insertvalue %z, %d1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d3 = llvm.insertvalue %one, %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d4 = llvm.insertvalue %one, %d3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %m = builtin.unrealized_conversion_cast %d4 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<1xi32>
    %c0 = arith.constant 0 : index
    %vl = vector.load %m[%c0] : memref<1xi32>, vector<1xi32>
    %v = vector.extract %vl[0] : i32 from vector<1xi32>
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

// (6) f07: the same read by vector.gather.
gpu.module @m {
  llvm.mlir.global internal @slot() {addr_space = 3 : i32} : i64
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %ai = llvm.ptrtoint %a : !llvm.ptr to i64
    %sh = llvm.mlir.addressof @slot : !llvm.ptr<3>
    %c0i = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %li, %c0i : i32
    scf.if %is0 {
      llvm.store %ai, %sh : i64, !llvm.ptr<3>
    }
    gpu.barrier
    %ui = llvm.load %sh : !llvm.ptr<3> -> i64
    %q = llvm.inttoptr %ui : i64 to !llvm.ptr
    llvm.store %li, %q : i32, !llvm.ptr
    %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %z = llvm.mlir.constant(0 : i64) : i64
    %d0 = llvm.insertvalue %q, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d1 = llvm.insertvalue %q, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d2 = llvm.insertvalue %z, %d1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d3 = llvm.insertvalue %one, %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d4 = llvm.insertvalue %one, %d3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %m = builtin.unrealized_conversion_cast %d4 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<1xi32>
    %c0 = arith.constant 0 : index
    %mask = arith.constant dense<true> : vector<1xi1>
    %pt = arith.constant dense<0> : vector<1xi32>
    %idx = arith.constant dense<0> : vector<1xi32>
    %vl = vector.gather %m[%c0][%idx], %mask, %pt : memref<1xi32>, vector<1xi32>, vector<1xi1>, vector<1xi32> into vector<1xi32>
    %v = vector.extract %vl[0] : i32 from vector<1xi32>
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

// (7) f08: the same read by affine.load.
gpu.module @m {
  llvm.mlir.global internal @slot() {addr_space = 3 : i32} : i64
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %ai = llvm.ptrtoint %a : !llvm.ptr to i64
    %sh = llvm.mlir.addressof @slot : !llvm.ptr<3>
    %c0i = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %li, %c0i : i32
    scf.if %is0 {
      llvm.store %ai, %sh : i64, !llvm.ptr<3>
    }
    gpu.barrier
    %ui = llvm.load %sh : !llvm.ptr<3> -> i64
    %q = llvm.inttoptr %ui : i64 to !llvm.ptr
    llvm.store %li, %q : i32, !llvm.ptr
    %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %z = llvm.mlir.constant(0 : i64) : i64
    %d0 = llvm.insertvalue %q, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d1 = llvm.insertvalue %q, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d2 = llvm.insertvalue %z, %d1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d3 = llvm.insertvalue %one, %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %d4 = llvm.insertvalue %one, %d3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %m = builtin.unrealized_conversion_cast %d4 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<1xi32>
    %c0 = arith.constant 0 : index
    %v = affine.load %m[0] : memref<1xi32>
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

// (8) h3: a by-value parameter the kernel writes a local address into.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %s: !llvm.ptr {llvm.byval = !llvm.struct<(ptr)>}) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %c0i = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %li, %c0i : i32
    scf.if %is0 {
      llvm.store %a, %s : !llvm.ptr, !llvm.ptr
    }
    gpu.barrier
    %q = llvm.load %s : !llvm.ptr -> !llvm.ptr
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

// (9) e02: an extractelement position folded from arith.addi past the vector.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %src: !llvm.ptr) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %vv = llvm.load %src : !llvm.ptr -> vector<2xi32>
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %i5 = arith.addi %c2, %c3 : i32
    %x = llvm.extractelement %vv[%i5 : i32] : vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %x, %c16 : i32
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

// (10) h4: an extractelement position that llvm.add makes past the vector (not
// folded by MLIR 22).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %src: !llvm.ptr) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %vv = llvm.load %src : !llvm.ptr -> vector<2xi32>
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %i5 = llvm.add %c2, %c3 : i32
    %x = llvm.extractelement %vv[%i5 : i32] : vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %x, %c16 : i32
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

// (11) e03: a vector.extract position of -1 from llvm.sub through
// arith.index_cast.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %src: !llvm.ptr) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %vv = llvm.load %src : !llvm.ptr -> vector<2xi32>
    %a = llvm.mlir.constant(1 : i64) : i64
    %b = llvm.mlir.constant(2 : i64) : i64
    %d = llvm.sub %a, %b : i64
    %di = arith.index_cast %d : i64 to index
    %x = vector.extract %vv[%di] : i32 from vector<2xi32>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %x, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
