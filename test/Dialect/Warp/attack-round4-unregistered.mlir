// RUN: warp-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Issue 27, round 4 of the adversarial pass against the warp verifier
// (3 programs here; classes and results in
// docs/Dialects/WarpRationale.md). Ops of unknown dialects
// that hold or take a warp.

// L11 (W5): an unknown op's region using the warp
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // expected-note @+1 {{the region is entered here}}
    "foo.region"() ({
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that ent}}
      %s = warp.reduce add %w, %v : !warp.warp<all>, i32
      "foo.end"() : () -> ()
    }) : () -> ()
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L12 (W18): an unknown op taking the warp and handing it to its region
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    // The walk reads an unknown op as one that takes the warp (round 51):
    // into its regions, which not every lane may enter.
    // expected-error @+1 {{W17: takes warp value '!warp.warp<all>' into its regions, which not every lane may enter}}
    %w2 = "foo.wrap"(%w) ({
    ^bb0(%x: !warp.warp<all>):
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      "foo.end"(%x) : (!warp.warp<all>) -> ()
    }) : (!warp.warp<all>) -> !warp.warp<all>
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// L13 (W19): an unknown op with no operands whose region holds an exit, warp live
gpu.module @m {

  gpu.func @k(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    "foo.region"() ({
      // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live: lanes tha}}
      nvvm.exit
      "foo.end"() : () -> ()
    }) : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 51 h4: an unknown op that takes the warp after a whole-warp reduce
// that only lane 20 runs: the walk goes on past it to the reduce (W5)
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c20 = arith.constant 20 : i32
    %is20 = arith.cmpi eq, %li, %c20 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %is20 {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    "foo.sink"(%w) : (!warp.warp<all>) -> ()
    gpu.return
  }
}
