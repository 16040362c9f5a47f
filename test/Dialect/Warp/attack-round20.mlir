// RUN: warp-opt %s --split-input-file --verify-diagnostics
// Issue 27, round 20 of the adversarial pass (docs/Dialects/WarpRationale.md,
// "Round 20"). Each chunk verified before its fix, and deadlocked under
// --sim or held some lanes at a warp-wide instruction in the PTX while the
// others waited at the warp's next collective.

// -----

// (1) A wait in inline PTX under its own predicate holds some lanes only.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
    llvm.inline_asm has_side_effects "{ .reg .pred p; setp.lt.u32 p, %laneid, 16; @p bar.warp.sync -1; }", "" : () -> ()
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (2) nvvm.mbarrier ops under a lane branch while the warp is live.
gpu.module @m {
  llvm.mlir.global internal @bar() {addr_space = 3 : i32} : i64
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %is0 = arith.cmpi eq, %li, %c0 : i32
    %a = llvm.mlir.addressof @bar : !llvm.ptr<3>
    scf.if %is0 {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      nvvm.mbarrier.init %a, %c32 : !llvm.ptr<3>, i32
    }
    gpu.barrier
    scf.if %lo {
      %t = nvvm.mbarrier.arrive %a : !llvm.ptr<3> -> i64
      nvvm.mbarrier.try_wait.parity %a, %c0, %c0 : !llvm.ptr<3>, i32, i32
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (3) movmatrix (a warp-wide .sync.aligned instruction) in inline PTX under a lane branch.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      llvm.inline_asm has_side_effects "{ .reg .b32 r; movmatrix.sync.aligned.m8n8.trans.b16 r, r; }", "" : () -> ()
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// (4) nvvm.mma.sp.sync, found by family, not by a list of names.
gpu.module @m {
  gpu.func @k(%out: memref<64xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %h = arith.constant dense<1.0> : vector<2xf16>
    %c0 = arith.constant 0 : i32
    scf.if %lo {
      // expected-error @+1 {{W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is l}}
      %d = nvvm.mma.sp.sync A[%h, %h, %h, %h] B[%h, %h, %h, %h] C[%h, %h] sparseMetadata[%c0] selector[%c0] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
      %e = llvm.extractvalue %d[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
      %f = llvm.bitcast %e : vector<2xf16> to i32
      %l2 = arith.addi %lane, %lane : index
      %l3 = arith.addi %l2, %lane : index
      %c32x = arith.constant 32 : index
      %l4 = arith.addi %lane, %c32x : index
      memref.store %f, %out[%l4] : memref<64xi32>
    }
    // expected-note @+1 {{the warp is used here}}
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<64xi32>
    gpu.return
  }
}
