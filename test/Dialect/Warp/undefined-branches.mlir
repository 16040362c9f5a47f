// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// W19: a branch on undef or poison is undefined (LangRef), so LLVM deletes
// the paths through it with the lanes that take them: under a warp.if
// half, the lanes of the other half then look like the only ones, and
// LLVM folds the guards of later halves (issue 27 round 60).

// Round 60b h4: `scf.if (lane / (n & 0) == 0)` in the high half: LLVM
// deleted the high lanes' path, dropped the guard of warp.if low(16), and
// the low half's 0xffff `shfl.sync.up` ran on all 32 lanes (--sim:
// poisoned-use at seeds 0 and 7).
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-note @+1 {{the warp is used here}}
    %w1 = warp.if %w, high(16) -> !warp.warp<all> {
    ^bb0(%hi: !warp.warp<high(16)>):
      %c32 = arith.constant 32 : i32
      %c0 = arith.constant 0 : i32
      %z = arith.andi %n, %c0 : i32
      %x = arith.divui %li, %z : i32
      %c = arith.cmpi eq, %x, %c0 : i32
      // expected-error @+2 {{W19: may end some of the lanes of warp value}}
      // expected-note @+1 {{this branches on a value that is undef or poison, which is undefined: LLVM deletes the paths through it}}
      scf.if %c {
        %c32i = arith.constant 32 : index
        %ix = arith.addi %lane, %c32i : index
        memref.store %li, %out[%ix] : memref<64xi32>
      }
      warp.yield %hi : !warp.warp<high(16)>
    }
    %w2 = warp.if %w1, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<64xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// A shift by `n | 32`: poison by its known bits.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-note @+1 {{the warp is used here}}
    %w1 = warp.if %w, high(16) -> !warp.warp<all> {
    ^bb0(%hi: !warp.warp<high(16)>):
      %c32 = arith.constant 32 : i32
      %c0 = arith.constant 0 : i32
      %z = arith.ori %n, %c32 : i32
      %x = arith.shli %li, %z : i32
      %c = arith.cmpi eq, %x, %c0 : i32
      // expected-error @+2 {{W19: may end some of the lanes of warp value}}
      // expected-note @+1 {{this branches on a value that is undef or poison}}
      scf.if %c {
        %c32i = arith.constant 32 : index
        %ix = arith.addi %lane, %c32i : index
        memref.store %li, %out[%ix] : memref<64xi32>
      }
      warp.yield %hi : !warp.warp<high(16)>
    }
    %w2 = warp.if %w1, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<64xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// The nearest legal program: a division by `n | 3`, never zero.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %w1 = warp.if %w, high(16) -> !warp.warp<all> {
    ^bb0(%hi: !warp.warp<high(16)>):
      %c32 = arith.constant 32 : i32
      %c0 = arith.constant 0 : i32
      %c3 = arith.constant 3 : i32
      %z = arith.ori %n, %c3 : i32
      %x = arith.divui %li, %z : i32
      %c = arith.cmpi eq, %x, %c0 : i32
      scf.if %c {
        %c32i = arith.constant 32 : index
        %ix = arith.addi %lane, %c32i : index
        memref.store %li, %out[%ix] : memref<64xi32>
      }
      warp.yield %hi : !warp.warp<high(16)>
    }
    %w2 = warp.if %w1, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<64xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// Round 60a h6: a warp.if on a poison condition is no undefined branch:
// its lowering freezes the condition (one defined value for the ballot and
// the branch), so no path is deleted and the reduce runs on every lane.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c32 = arith.constant 32 : i32
    %c16 = arith.constant 16 : i32
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %w2 = warp.if %w, %lo -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      %amt = arith.ori %li, %c32 : i32
      %sh = arith.shli %c1, %amt : i32
      %c = arith.cmpi ne, %sh, %c0 : i32
      %t2 = warp.if %t, %c -> !warp.warp<dyn> {
      ^bb0(%u: !warp.warp<dyn>):
        %b = warp.any %u, %c : !warp.warp<dyn>
        warp.yield %u : !warp.warp<dyn>
      }
      warp.yield %t2 : !warp.warp<dyn>
    }
    %s = warp.reduce add %w2, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 61 h1: the poison reaches the condition through an scf.if result.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-note @+1 {{the warp is used here}}
    %w1 = warp.if %w, high(16) -> !warp.warp<all> {
    ^bb0(%hi: !warp.warp<high(16)>):
      %c0 = arith.constant 0 : i32
      %z = arith.andi %n, %c0 : i32
      %x0 = arith.divui %li, %z : i32
      %nb = arith.cmpi sgt, %n, %c0 : i32
      %x = scf.if %nb -> i32 { scf.yield %x0 : i32 } else { %x1 = arith.addi %x0, %li : i32
        scf.yield %x1 : i32 }
      %c = arith.cmpi eq, %x, %c0 : i32
      // expected-error @+2 {{W19: may end some of the lanes of warp value}}
      // expected-note @+1 {{this branches on a value that is undef or poison}}
      scf.if %c {
        %c32i = arith.constant 32 : index
        %ix = arith.addi %lane, %c32i : index
        memref.store %li, %out[%ix] : memref<64xi32>
      }
      warp.yield %hi : !warp.warp<high(16)>
    }
    %w2 = warp.if %w1, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<64xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}

// -----

// Round 61 h1: through a vector element (the canonical form, where the
// extract folds away, was W19 and the original was not).
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>, %n: i32, %f: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    // expected-note @+1 {{the warp is used here}}
    %w1 = warp.if %w, high(16) -> !warp.warp<all> {
    ^bb0(%hi: !warp.warp<high(16)>):
      %c0 = arith.constant 0 : i32
      %z = arith.andi %n, %c0 : i32
      %x0 = arith.divui %li, %z : i32
      %v = vector.broadcast %x0 : i32 to vector<2xi32>
      %x = vector.extract %v[1] : i32 from vector<2xi32>
      %c = arith.cmpi eq, %x, %c0 : i32
      // expected-error @+2 {{W19: may end some of the lanes of warp value}}
      // expected-note @+1 {{this branches on a value that is undef or poison}}
      scf.if %c {
        %c32i = arith.constant 32 : index
        %ix = arith.addi %lane, %c32i : index
        memref.store %li, %out[%ix] : memref<64xi32>
      }
      warp.yield %hi : !warp.warp<high(16)>
    }
    %w2 = warp.if %w1, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %r = warp.scan inclusive add %lo, %li : !warp.warp<low(16)>, i32
      memref.store %r, %out[%lane] : memref<64xi32>
      warp.yield %lo : !warp.warp<low(16)>
    }
    gpu.return
  }
}
