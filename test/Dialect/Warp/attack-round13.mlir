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

// -----

// (6) No loop: a branch on the lane picks one of two exits of an
// scf.execute_region, which return true (lanes 16-31) and false (0-15).
// The region's results took only the levels of the values returned.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    %p = scf.execute_region -> i1 {
      cf.cond_br %hi, ^a, ^b
    ^a:
      %t = arith.constant true
      scf.yield %t : i1
    ^b:
      %f = arith.constant false
      scf.yield %f : i1
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

// (7) A loop with two exits (no join in the region): every lane leaves
// through the first, lanes 0-15 at k = 0 and 16-31 at k = 2, each
// returning its own k.
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
    %c64 = arith.constant 64 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    %lim = arith.select %hi, %c2, %c0 : index
    %k = scf.execute_region -> index {
      cf.br ^hdr(%c0 : index)
    ^hdr(%k: index):
      %c = arith.cmpi ult, %k, %lim : index
      cf.cond_br %c, ^body, ^exit1
    ^body:
      %n = arith.addi %k, %c1 : index
      %big = arith.cmpi ugt, %n, %c64 : index
      cf.cond_br %big, ^exit2, ^hdr(%n : index)
    ^exit1:
      scf.yield %k : index
    ^exit2:
      scf.yield %c0 : index
    }
    %p = arith.cmpi eq, %k, %c0 : index
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

// (8) The lane id read directly as an i5 (no cast to look through): it is
// negative on lanes 16-31, so `x < 0` (0 a multiple of 32) holds there
// only. The same with nvvm's tid.x and with inline `mov.u32 $0, %laneid;`
// into an i5.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x = nvvm.read.ptx.sreg.laneid : i5
    %z = arith.constant 0 : i5
    %p = arith.cmpi slt, %x, %z : i5
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
  gpu.func @t(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x = nvvm.read.ptx.sreg.tid.x : i5
    %z = arith.constant 0 : i5
    %p = arith.cmpi slt, %x, %z : i5
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
  gpu.func @a(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %x = llvm.inline_asm "mov.u32 $0, %laneid;", "=r" : () -> i5
    %z = arith.constant 0 : i5
    %p = arith.cmpi slt, %x, %z : i5
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

// (9) As (5), with the exit leading back to the header through a block
// that restarts i = lane (an outer loop, run once here): the exit still
// leads back to the header, but only through a new start, and lanes reach
// it on different trips.
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
    %again = arith.constant false
    %p = scf.execute_region -> i1 {
      cf.br ^pre
    ^pre:
      cf.br ^hdr(%lane : index)
    ^hdr(%i: index):
      %c = arith.cmpi ult, %i, %lim : index
      cf.cond_br %c, ^body, ^exit
    ^body:
      %n = arith.addi %i, %c32 : index
      cf.br ^hdr(%n : index)
    ^exit:
      %q = arith.cmpi ult, %i, %c64 : index
      cf.cond_br %again, ^pre, ^done
    ^done:
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
