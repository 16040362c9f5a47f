// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// W19 on the address spellings issue 27's round 55 found LLVM folding to
// null or poison (undefined-ops.mlir has the earlier rounds').

// Round 55 h4: an element of a vector a null was inserted into (the PTX
// had no branch: lanes 16-31 ran the low(16) scan's 0x0000ffff shuffles).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %pv = llvm.mlir.poison : vector<2x!llvm.ptr>
      %i = llvm.mlir.constant(0 : i32) : i32
      %v = llvm.insertelement %z, %pv[%i : i32] : vector<2x!llvm.ptr>
      %p = llvm.extractelement %v[%i : i32] : vector<2x!llvm.ptr>
      %c = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %c, %p : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// Of a shuffle of null vectors.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : vector<2x!llvm.ptr>
      %v = llvm.shufflevector %z, %z [1, 0] : vector<2x!llvm.ptr>
      %i = llvm.mlir.constant(0 : i32) : i32
      %p = llvm.extractelement %v[%i : i32] : vector<2x!llvm.ptr>
      %c = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %c, %p : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// Past the vector's end (poison).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %q = llvm.mlir.constant(4096 : i64) : i64
      %qp = llvm.inttoptr %q : i64 to !llvm.ptr
      %pv = llvm.mlir.poison : vector<2x!llvm.ptr>
      %i0 = llvm.mlir.constant(0 : i32) : i32
      %i5 = llvm.mlir.constant(5 : i32) : i32
      %v = llvm.insertelement %qp, %pv[%i0 : i32] : vector<2x!llvm.ptr>
      %p = llvm.extractelement %v[%i5 : i32] : vector<2x!llvm.ptr>
      %c = llvm.mlir.constant(7 : i32) : i32
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.store %c, %p : i32, !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// A masked store to null whose all-ones mask is an `arith.constant`.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %z = llvm.mlir.zero : !llvm.ptr
      %mask = arith.constant dense<true> : vector<2xi1>
      %val = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xi32>
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
      llvm.intr.masked.store %val, %z, %mask {alignment = 4 : i32} : vector<2xi32>, vector<2xi1> into !llvm.ptr
      // expected-note @-1 {{this store's address may be null, undef or poison, which is undefined: LLVM deletes the paths through it}}
    }
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// The nearest legal program: the element inserted at that index is a valid
// address.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %hi = arith.cmpi uge, %li, %c16 : i32
    scf.if %hi {
      %q = llvm.mlir.constant(4096 : i64) : i64
      %qp = llvm.inttoptr %q : i64 to !llvm.ptr
      %z = llvm.mlir.zero : vector<2x!llvm.ptr>
      %i = llvm.mlir.constant(1 : i32) : i32
      %v = llvm.insertelement %qp, %z[%i : i32] : vector<2x!llvm.ptr>
      %p = llvm.extractelement %v[%i : i32] : vector<2x!llvm.ptr>
      %c = llvm.mlir.constant(7 : i32) : i32
      llvm.store %c, %p : i32, !llvm.ptr
    }
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}
