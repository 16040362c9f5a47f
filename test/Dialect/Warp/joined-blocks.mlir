// RUN: warp-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: warp-opt %s --split-input-file --verify-diagnostics --canonicalize | warp-opt --split-input-file | FileCheck %s --check-prefix=CANON
// W5's joined blocks (docs/Dialects/WarpRationale.md, "Joined blocks"): a
// warp value may be used in another block of its region when every lane
// that ran its block runs that block once before running its own again.
// --canonicalize inlines a multi-block scf.execute_region into the
// function body, which moves the rest of the block, and with it every later
// use of the warp, into the region's join block (the fuzzer's finding in
// CI on 5b663e6: "--canonicalize turned valid IR into invalid IR ... W5").

// The legal program: the region branches on the lane; the reduce after it
// runs on all 32 lanes. After --canonicalize the reduce is in the join
// block, and still verifies.
// CHECK-LABEL: gpu.func @after_region
// CANON-LABEL: gpu.func @after_region
// CANON: cf.cond_br
// CANON: ^bb{{[0-9]+}}(%{{.*}}: i32):
// CANON: warp.reduce add
gpu.module @m {
  gpu.func @after_region(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    %v = scf.execute_region -> i32 {
      cf.cond_br %hi, ^a, ^b
    ^a:
      %t = arith.muli %li, %li : i32
      scf.yield %t : i32
    ^b:
      %c3 = arith.constant 3 : i32
      %f = arith.addi %li, %c3 : i32
      scf.yield %f : i32
    }
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// The same by hand: diverge, move the warp, merge, with the collectives
// in the join block, after a loop whose trip count is the lane's.
// CHECK-LABEL: gpu.func @by_hand
// CANON-LABEL: gpu.func @by_hand
gpu.module @m {
  gpu.func @by_hand(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    cf.br ^loop(%c0, %c0 : i32, i32)
  ^loop(%i: i32, %acc: i32):
    %more = arith.cmpi slt, %i, %li : i32
    cf.cond_br %more, ^body, ^join
  ^body:
    %acc2 = arith.addi %acc, %i : i32
    %i2 = arith.addi %i, %c1 : i32
    cf.br ^loop(%i2, %acc2 : i32, i32)
  ^join:
    %s = warp.reduce add %w, %acc : !warp.warp<all>, i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %t = warp.reduce add %m, %s : !warp.warp<all>, i32
    memref.store %t, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Not joined: only the lanes that take the branch run ^a.
gpu.module @m {
  gpu.func @one_side(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    cf.cond_br %hi, ^a, ^b
  ^a:
    // expected-error @+1 {{W5: uses '!warp.warp<all>' defined in another block, which not every lane that defined it may reach (or may reach more than once)}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    cf.br ^b
  ^b:
    gpu.return
  }
}

// -----

// Not joined: lanes run ^h a number of times that depends on the lane
// (a cycle through it that avoids the warp's block).
gpu.module @m {
  gpu.func @in_loop(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    cf.br ^h(%c0 : i32)
  ^h(%i: i32):
    // expected-error @+1 {{W5: uses '!warp.warp<all>' defined in another block}}
    %r = warp.reduce add %w, %i : !warp.warp<all>, i32
    %i2 = arith.addi %i, %c1 : i32
    %more = arith.cmpi slt, %i2, %li : i32
    cf.cond_br %more, ^h(%i2 : i32), ^done
  ^done:
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Not joined: a path leaves the function without passing ^join.
gpu.module @m {
  gpu.func @early_return(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    cf.cond_br %hi, ^join, ^out
  ^out:
    gpu.return
  ^join:
    // expected-error @+1 {{W5: uses '!warp.warp<all>' defined in another block}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// W19 across blocks: lanes 16-31 end in ^a, and the others wait for them
// at the reduce in ^join.
gpu.module @m {
  gpu.func @exit_between(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    cf.cond_br %hi, ^a, ^join
  ^a:
    // expected-error @+1 {{W19: may end some of the lanes of warp value '!warp.warp<all>' while it is live}}
    nvvm.exit
    cf.br ^join
  ^join:
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// W3 across blocks: the warp is consumed in ^mid and read in ^join after.
gpu.module @m {
  gpu.func @moved_before(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    cf.br ^mid
  ^mid:
    // expected-note @+1 {{moved here}}
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    cf.br ^join
  ^join:
    // expected-error @+1 {{W3: use of moved warp value '!warp.warp<all>'}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// W3 across blocks: consumed in two joined blocks.
gpu.module @m {
  gpu.func @consumed_twice(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    cf.br ^mid
  ^mid:
    // expected-note @+1 {{consumed here}}
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %m = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    cf.br ^join
  ^join:
    // expected-error @+1 {{W3: consumes warp value '!warp.warp<all>' that was already consumed}}
    %lo2, %hi2 = warp.diverge %w, low(8) : !warp.warp<all> -> !warp.warp<low(8)>, !warp.warp<high(24)>
    %m2 = warp.merge %lo2, %hi2 : !warp.warp<low(8)>, !warp.warp<high(24)> -> !warp.warp<all>
    gpu.return
  }
}
