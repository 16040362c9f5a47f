// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 14 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 14"): an address of per-thread memory (PTX .local) was taken as a
// uniform address, so a value each lane stored there and read back counted
// as warp-uniform. Each chunk verified before the fix and ran under --sim
// with lanes 16-31 missing from a full-mask collective (exited-in-mask) or
// the reduce summing 16 lanes (120, not 496). The legal neighbours are in
// attack-round14-legal.mlir.

// -----

// (1) A private global (memref in gpu's private space): each lane stores its
// own lane id there and reads it back.
gpu.module @m {
  memref.global "private" @g : memref<1xi32, #gpu.address_space<private>> = dense<0>
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %g = memref.get_global @g : memref<1xi32, #gpu.address_space<private>>
    memref.store %li, %g[%c0] : memref<1xi32, #gpu.address_space<private>>
    %v = memref.load %g[%c0] : memref<1xi32, #gpu.address_space<private>>
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (2) A module global in NVVM's local space (addr_space 5), through
// llvm.mlir.addressof: the warp.if condition is the lane's own.
gpu.module @m {
  llvm.mlir.global internal @loc(0 : i32) {addr_space = 5 : i32} : i32
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %p = llvm.mlir.addressof @loc : !llvm.ptr<5>
    llvm.store %li, %p : i32, !llvm.ptr<5>
    %v = llvm.load %p : !llvm.ptr<5> -> i32
    %c16 = arith.constant 16 : i32
    // expected-note @+1 {{the condition is computed here}}
    %q = arith.cmpi ult, %v, %c16 : i32
    // expected-error @+1 {{W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown lane-uniform}}
    %w2, %r = warp.if %w, %q -> (!warp.warp<all>, i32) {
    ^bb0(%x: !warp.warp<all>):
      %s = warp.reduce add %x, %li : !warp.warp<all>, i32
      warp.yield %x, %s : !warp.warp<all>, i32
    } else {
    ^bb0(%y: !warp.warp<all>):
      %c0 = arith.constant 0 : i32
      warp.yield %y, %c0 : !warp.warp<all>, i32
    }
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (3) inttoptr of a constant into the local space.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %a = llvm.mlir.constant(0 : i64) : i64
    %p5 = llvm.inttoptr %a : i64 to !llvm.ptr<5>
    llvm.store %li, %p5 : i32, !llvm.ptr<5>
    %v = llvm.load %p5 : !llvm.ptr<5> -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (4) addrspacecast of a uniform generic pointer (a kernel argument) into
// the local space: the same bits, each thread's own memory.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %gp: !llvm.ptr) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %p5 = llvm.addrspacecast %gp : !llvm.ptr to !llvm.ptr<5>
    llvm.store %li, %p5 : i32, !llvm.ptr<5>
    %v = llvm.load %p5 : !llvm.ptr<5> -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %v, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %p {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.if' run here}}
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// (5) Round 14 (g2) admits a collective in an scf.execute_region's entry
// block (test/Sim/warp-attack-round14/execute-region-entry.mlir); one in a
// block that only the lanes taking a lane branch reach is still W5.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : index
    %hi = arith.cmpi uge, %lane, %c16 : index
    // expected-note @+1 {{the region is entered here}}
    %r = scf.execute_region -> i32 {
      cf.cond_br %hi, ^a, ^b
    ^a:
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into: only the lanes that enter 'scf.execute_region' run here}}
      %s = warp.reduce add %w, %li : !warp.warp<all>, i32
      scf.yield %s : i32
    ^b:
      scf.yield %li : i32
    }
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
