// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 15 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 15"). Each chunk verified before its fix and ran under --sim with a
// full-mask collective missing lanes 16-31 (exited-in-mask), or reduced to
// undefined behaviour on a value taken as uniform. The legal neighbours
// (kernel-parameter pointers, fully set aggregates) are in
// test/Sim/warp-attack-round15/.

// -----

// (1) h1: a generic pointer to a per-thread alloca, made warp-uniform by a
// broadcast of its bits (ptrtoint, warp.broadcast, inttoptr).
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
    %q = llvm.inttoptr %u : i64 to !llvm.ptr
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

// (2) h1b: the alloca pointer published by lane 0 through shared memory and read by
// every lane after a barrier (uniform bits, no race).
gpu.module @m {
  llvm.mlir.global internal @sp() {addr_space = 3 : i32} : i64
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    %pi = llvm.ptrtoint %a : !llvm.ptr to i64
    %s = llvm.mlir.addressof @sp : !llvm.ptr<3>
    %c0 = arith.constant 0 : index
    %is0 = arith.cmpi eq, %lane, %c0 : index
    scf.if %is0 {
      llvm.store %pi, %s : i64, !llvm.ptr<3>
    }
    gpu.barrier
    %u = llvm.load %s : !llvm.ptr<3> -> i64
    %q = llvm.inttoptr %u : i64 to !llvm.ptr
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

// (3) a05: a .local global's address cast to generic, broadcast as an integer.
gpu.module @m {
  llvm.mlir.global internal @loc(0 : i32) {addr_space = 5 : i32} : i32
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %a5 = llvm.mlir.addressof @loc : !llvm.ptr<5>
    %a = llvm.addrspacecast %a5 : !llvm.ptr<5> to !llvm.ptr
    %pi = llvm.ptrtoint %a : !llvm.ptr to i64
    %u = warp.broadcast %w, %pi, 0 : !warp.warp<all>, i64
    %q = llvm.inttoptr %u : i64 to !llvm.ptr
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

// (4) a08: a generic pointer to a .local global read from a global initialised
// with it.
gpu.module @m {
  llvm.mlir.global internal @loc(0 : i32) {addr_space = 5 : i32} : i32
  llvm.mlir.global internal @hold() {addr_space = 1 : i32} : !llvm.ptr {
    %a = llvm.mlir.addressof @loc : !llvm.ptr<5>
    %g = llvm.addrspacecast %a : !llvm.ptr<5> to !llvm.ptr
    llvm.return %g : !llvm.ptr
  }
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %h = llvm.mlir.addressof @hold : !llvm.ptr<1>
    %q = llvm.load %h : !llvm.ptr<1> -> !llvm.ptr
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

// (5) h2: round 14 (4) on a vector of pointers: cast into
// vector<1x!llvm.ptr<5>> and back, then extracted.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %gp: !llvm.ptr) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %u = llvm.mlir.undef : vector<1x!llvm.ptr>
    %z = llvm.mlir.constant(0 : i32) : i32
    %gv = llvm.insertelement %gp, %u[%z : i32] : vector<1x!llvm.ptr>
    %lv = llvm.addrspacecast %gv : vector<1x!llvm.ptr> to vector<1x!llvm.ptr<5>>
    %bv = llvm.addrspacecast %lv : vector<1x!llvm.ptr<5>> to vector<1x!llvm.ptr>
    %q = llvm.extractelement %bv[%z : i32] : vector<1x!llvm.ptr>
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

// (6) h3: an exit reached through an llvm.mlir.ifunc (its resolver returns a
// function that runs nvvm.exit) under a lane branch while the warp is live.
gpu.module @m {
  llvm.func internal @leave() {
    nvvm.exit
    llvm.return
  }
  llvm.func internal @resolve() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @leave : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.ifunc internal @la : !llvm.func<void ()>, !llvm.ptr @resolve
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    scf.if %hi {
      // expected-error @+1 {{'llvm.call' op W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes that lea}}
      llvm.call @la() : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (7) h4: an element of a vector that no insert set, moved by llvm.shufflevector
// to a position an extract reads.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %kidx: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %u = llvm.mlir.undef : vector<2xi32>
    %c5 = arith.constant 5 : i32
    %z = arith.constant 0 : i32
    %v = llvm.insertelement %c5, %u[%z : i32] : vector<2xi32>
    %s = llvm.shufflevector %v, %v [1, 0] : vector<2xi32>
    %x = llvm.extractelement %s[%z : i32] : vector<2xi32>
    %p = arith.cmpi eq, %x, %c5 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.reduce' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter }}
      %r2 = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r2, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (8) h4b: a sub-struct with an unset field inserted whole, its unset field
// extracted.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %kidx: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %u = llvm.mlir.undef : !llvm.struct<(struct<(i32, i32)>, i32)>
    %u2 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %c5 = arith.constant 5 : i32
    %sub = llvm.insertvalue %c5, %u2[0] : !llvm.struct<(i32, i32)>
    %s = llvm.insertvalue %sub, %u[0] : !llvm.struct<(struct<(i32, i32)>, i32)>
    %x = llvm.extractvalue %s[0, 1] : !llvm.struct<(struct<(i32, i32)>, i32)>
    %p = arith.cmpi eq, %x, %c5 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{'warp.reduce' op W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter }}
      %r2 = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r2, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
