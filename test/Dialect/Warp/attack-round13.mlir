// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, adversarial round 13: temporal divergence. A loop whose exit
// lanes take on different trips leaves each lane with the values of its own
// last trip: a counter that is the same on every lane of a trip differs
// past the loop. Each program below verified and ran a full-mask redux.sync
// with lanes 16-31 missing under `warp-run --sim` (exited-in-mask). Oracle:
// the trips by hand (limit 0 on lanes 0-15, 2 or 3 on lanes 16-31) and the
// PTX ISA (redux.sync needs every lane of its member mask). The legal
// neighbours run in test/Sim/warp-attack-round13/.

// (1) A header argument used past the loop: k == 0 holds on lanes 0-15
// (they leave on trip 0) and not on 16-31 (they leave at k = 2).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    %lim = arith.select %hi, %c2, %c0 : index
    %p = scf.execute_region -> i1 {
      cf.br ^hdr(%c0 : index)
    ^hdr(%k: index):
      %c = arith.cmpi ult, %k, %lim : index
      cf.cond_br %c, ^body, ^exit
    ^body:
      %n = arith.addi %k, %c1 : index
      cf.br ^hdr(%n : index)
    ^exit:
      %q = arith.cmpi eq, %k, %c0 : index
      scf.yield %q : i1
    }
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (2) The counter passed to the exit block's argument, its one incoming
// value.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    %lim = arith.select %hi, %c2, %c0 : index
    %p = scf.execute_region -> i1 {
      cf.br ^hdr(%c0 : index)
    ^hdr(%k: index):
      %c = arith.cmpi ult, %k, %lim : index
      cf.cond_br %c, ^body, ^exit(%k : index)
    ^body:
      %n = arith.addi %k, %c1 : index
      cf.br ^hdr(%n : index)
    ^exit(%x: index):
      %q = arith.cmpi eq, %x, %c0 : index
      scf.yield %q : i1
    }
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (3) The incremented counter (an op result of the latch) passed to the
// exit: 1 on lanes 0-15, 2 on 16-31.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    %lim = arith.select %hi, %c2, %c0 : index
    %p = scf.execute_region -> i1 {
      cf.br ^hdr(%c0 : index)
    ^hdr(%k: index):
      %n = arith.addi %k, %c1 : index
      %c = arith.cmpi ult, %n, %lim : index
      cf.cond_br %c, ^hdr(%n : index), ^exit(%n : index)
    ^exit(%x: index):
      %q = arith.cmpi eq, %x, %c1 : index
      scf.yield %q : i1
    }
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (4) A do-while whose second header argument is the previous trip's
// counter: 0 on lanes 0-15 (one trip), 1 on 16-31 (limit 3: three trips).
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    %lim = arith.select %hi, %c3, %c0 : index
    %p = scf.execute_region -> i1 {
      cf.br ^hdr(%c0, %c0 : index, index)
    ^hdr(%k: index, %prev: index):
      %n = arith.addi %k, %c1 : index
      %c = arith.cmpi ult, %n, %lim : index
      cf.cond_br %c, ^hdr(%n, %k : index, index), ^exit
    ^exit:
      %q = arith.cmpi eq, %prev, %c0 : index
      scf.yield %q : i1
    }
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (5) `i = lane; while (i < lim) i += 32` read past the loop as `base +
// lane < 64`: the aligned-comparison rule took the base (32 k) as
// warp-uniform, but k is 0 on lanes 0-15 and 2 on 16-31 (limit 64 there),
// so `i < 64` holds on lanes 0-15 only.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    %lim = arith.select %hi, %c64, %c0 : index
    %p = scf.execute_region -> i1 {
      cf.br ^hdr(%lane : index)
    ^hdr(%i: index):
      %c = arith.cmpi ult, %i, %lim : index
      cf.cond_br %c, ^body, ^exit
    ^body:
      %n = arith.addi %i, %c32 : index
      cf.br ^hdr(%n : index)
    ^exit:
      %q = arith.cmpi ult, %i, %c64 : index
      scf.yield %q : i1
    }
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
