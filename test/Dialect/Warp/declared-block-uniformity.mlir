// RUN: split-file %s %t
// RUN: warp-opt %t/accepted.mlir -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/accepted.mlir --kernel rows_by_warp --block 16,4 --arg i32[256] --out 0=%t/rows.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/accepted.mlir --kernel every_other_warp --block 128 --arg i32[256] --out 0=%t/other.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/accepted.mlir --kernel row_pairs --block 16,4 --arg i32[256] --out 0=%t/pairs.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 0 %t/accepted.mlir --kernel flag_branch --block 64 --arg i32[64] --arg i1:1 --out 0=%t/flag1.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/accepted.mlir --kernel flag_branch --block 64 --arg i32[64] --arg i1:0 --out 0=%t/flag0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 0 %t/accepted.mlir --kernel exit_flag --arg i32[32] --arg i32:3 --arg i1:1 --out 0=%t/exit1.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/accepted.mlir --kernel exit_flag --arg i32[32] --arg i32:3 --arg i1:0 --out 0=%t/exit0.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; z = np.zeros(256, np.int32); rows = z.copy(); rows[32:64] = sum(range(32, 64)); other = z.copy(); other[0:32] = sum(range(32)); other[64:96] = sum(range(64, 96)); f1 = np.array([1520] * 32 + [496] * 32, np.int32); [np.testing.assert_array_equal(np.load('%t/' + k + '.npy'), e) for k, e in (('rows', rows), ('other', other), ('pairs', rows), ('flag1', f1), ('flag0', np.zeros(64, np.int32)), ('exit1', np.zeros(32, np.int32)), ('exit0', np.full(32, sum(10 * l + 1 for l in range(32)), np.int32)))]; print('ok')" | FileCheck %s
// RUN: warp-opt %t/rejected.mlir --split-input-file --mlir-print-op-on-diagnostic=false --verify-diagnostics -o /dev/null
//
// Issue 27 round 63 (h1-h3): a comparison of thread values in a kernel
// that declares its block exactly is decided at every thread, warp by warp
// (W8): `tid.y >= 2` in a 16x4 block is warp 0 out, warp 1 in, and
// `tid.x % 64 < 32` in a 128-thread block is warps 0 and 2; a split warp
// is still W8. A warp.if whose regions take the parent's set is uniform
// control for W19, as scf.if on the same condition: a block barrier in it
// holds no lane the others wait for, and an exit in it ends the warp whole
// (round 4's B19, rejected until now). The accepted kernels run clean under
// `--sim` and store each warp's sum on the lanes that take the branch.
// CHECK: ok

//--- accepted.mlir
gpu.module @m {
  gpu.func @rows_by_warp(%out: memref<256xi32>) kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %nx = gpu.block_dim x
    %yb = arith.muli %ty, %nx : index
    %lin = arith.addi %tx, %yb : index
    %li = arith.index_cast %lin : index to i32
    %c2 = arith.constant 2 : index
    %in = arith.cmpi uge, %ty, %c2 : index
    %w2 = warp.if %w, %in -> !warp.warp<all> {
    ^bb0(%a: !warp.warp<all>):
      %s = warp.reduce add %a, %li : !warp.warp<all>, i32
      memref.store %s, %out[%lin] : memref<256xi32>
      warp.yield %a : !warp.warp<all>
    }
    gpu.return
  }
  gpu.func @every_other_warp(%out: memref<256xi32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %nx = gpu.block_dim x
    %yb = arith.muli %ty, %nx : index
    %lin = arith.addi %tx, %yb : index
    %li = arith.index_cast %lin : index to i32
    %c64 = arith.constant 64 : index
    %c32 = arith.constant 32 : index
    %r = arith.remui %tx, %c64 : index
    %in = arith.cmpi ult, %r, %c32 : index
    %w2 = warp.if %w, %in -> !warp.warp<all> {
    ^bb0(%a: !warp.warp<all>):
      %s = warp.reduce add %a, %li : !warp.warp<all>, i32
      memref.store %s, %out[%lin] : memref<256xi32>
      warp.yield %a : !warp.warp<all>
    }
    gpu.return
  }
  gpu.func @row_pairs(%out: memref<256xi32>) kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %nx = gpu.block_dim x
    %yb = arith.muli %ty, %nx : index
    %lin = arith.addi %tx, %yb : index
    %li = arith.index_cast %lin : index to i32
    %c1 = arith.constant 1 : index
    %h = arith.shrui %ty, %c1 : index
    %in = arith.cmpi eq, %h, %c1 : index
    %w2 = warp.if %w, %in -> !warp.warp<all> {
    ^bb0(%a: !warp.warp<all>):
      %s = warp.reduce add %a, %li : !warp.warp<all>, i32
      memref.store %s, %out[%lin] : memref<256xi32>
      warp.yield %a : !warp.warp<all>
    }
    gpu.return
  }
  gpu.func @flag_branch(%out: memref<64xi32>, %flag: i1) workgroup(%sm: memref<64xi32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %li = arith.index_cast %tx : index to i32
    %w2, %r = warp.if %w, %flag -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<all>):
      memref.store %li, %sm[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c63 = arith.constant 63 : index
      %o = arith.subi %c63, %tx : index
      %v = memref.load %sm[%o] : memref<64xi32, #gpu.address_space<workgroup>>
      %s = warp.reduce add %a, %v : !warp.warp<all>, i32
      warp.yield %a, %s : !warp.warp<all>, i32
    } else {
    ^bb0(%a: !warp.warp<all>):
      %c0 = arith.constant 0 : i32
      warp.yield %a, %c0 : !warp.warp<all>, i32
    }
    memref.store %r, %out[%tx] : memref<64xi32>
    gpu.return
  }


  gpu.func @exit_flag(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2 = warp.if %w, %flag -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<all>):
      nvvm.exit
      warp.yield %t : !warp.warp<all>
    }
    %res = warp.reduce add %w2, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

//--- rejected.mlir
// `tid.y % 2 == 0` in 16x4: each warp holds an even and an odd row.
gpu.module @m {
  gpu.func @odd_rows(%out: memref<256xi32>) kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %nx = gpu.block_dim x
    %yb = arith.muli %ty, %nx : index
    %lin = arith.addi %tx, %yb : index
    %li = arith.index_cast %lin : index to i32
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %r = arith.remui %ty, %c2 : index
    // expected-note @+1 {{the condition is computed here}}
    %in = arith.cmpi eq, %r, %c0 : index
    // expected-error @+1 {{'warp.if' op W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown lane-uniform, so only some of its lanes may enter a region; take !warp.warp<dyn>}}
    %w2 = warp.if %w, %in -> !warp.warp<all> {
    ^bb0(%a: !warp.warp<all>):
      %s = warp.reduce add %a, %li : !warp.warp<all>, i32
      memref.store %s, %out[%lin] : memref<256xi32>
      warp.yield %a : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// `tid.y >= 2` in 8x8: warp 0 holds rows 0-3.
gpu.module @m {
  gpu.func @rows_split_a_warp(%out: memref<256xi32>) kernel attributes {known_block_size = array<i32: 8, 8, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %nx = gpu.block_dim x
    %yb = arith.muli %ty, %nx : index
    %lin = arith.addi %tx, %yb : index
    %li = arith.index_cast %lin : index to i32
    %c2 = arith.constant 2 : index
    // expected-note @+1 {{the condition is computed here}}
    %in = arith.cmpi uge, %ty, %c2 : index
    // expected-error @+1 {{'warp.if' op W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown lane-uniform, so only some of its lanes may enter a region; take !warp.warp<dyn>}}
    %w2 = warp.if %w, %in -> !warp.warp<all> {
    ^bb0(%a: !warp.warp<all>):
      %s = warp.reduce add %a, %li : !warp.warp<all>, i32
      memref.store %s, %out[%lin] : memref<256xi32>
      warp.yield %a : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// `tid.x % 64 < 16`: lanes 0-15 of warps 0 and 2.
gpu.module @m {
  gpu.func @half_of_a_warp(%out: memref<256xi32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %nx = gpu.block_dim x
    %yb = arith.muli %ty, %nx : index
    %lin = arith.addi %tx, %yb : index
    %li = arith.index_cast %lin : index to i32
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    %r = arith.remui %tx, %c64 : index
    // expected-note @+1 {{the condition is computed here}}
    %in = arith.cmpi ult, %r, %c16 : index
    // expected-error @+1 {{'warp.if' op W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown lane-uniform, so only some of its lanes may enter a region; take !warp.warp<dyn>}}
    %w2 = warp.if %w, %in -> !warp.warp<all> {
    ^bb0(%a: !warp.warp<all>):
      %s = warp.reduce add %a, %li : !warp.warp<all>, i32
      memref.store %s, %out[%lin] : memref<256xi32>
      warp.yield %a : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// A barrier inside a warp.if on `tid.x < 16`: lanes 16-31 skip it and
// wait at the reduce for the lanes held there.
gpu.module @m {
  gpu.func @lane_branch(%out: memref<64xi32>) workgroup(%sm: memref<64xi32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %li = arith.index_cast %tx : index to i32
    %c16 = arith.constant 16 : index
    %lo = arith.cmpi ult, %tx, %c16 : index
    // expected-note @+1 {{the warp is used here}}
    %w2 = warp.if %w, %lo -> !warp.warp<all> {
    ^bb0(%a: !warp.warp<dyn>):
      memref.store %li, %sm[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
      // expected-error @+1 {{'gpu.barrier' op W19: may hold some of the lanes of warp value '!warp.warp<all>' at a barrier while it is live: the lanes that skip it wait at its later uses for the lanes held here, which wait for them (a deadlock); wait where every lane of the warp does}}
      gpu.barrier
      warp.yield %a : !warp.warp<dyn>
    } else {
    ^bb0(%a: !warp.warp<dyn>):
      warp.yield %a : !warp.warp<dyn>
    }
    %s = warp.reduce add %w2, %li : !warp.warp<all>, i32
    memref.store %s, %out[%tx] : memref<64xi32>
    gpu.return
  }
}

// -----

// Round 64 h2: a shift by 32 or more is poison at a thread, not 0: the
// comparison is not decided thread by thread (LLVM folds the poison arm
// away and branches on `(tid & 16) != 0`).
gpu.module @m {
  gpu.func @k(%out: memref<128xi32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %txi = arith.index_cast %tx : index to i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : i32
    %b = arith.andi %txi, %c16 : i32
    %c = arith.cmpi eq, %b, %z : i32
    %amt = arith.ori %txi, %c32 : i32
    %p = arith.shli %one, %amt : i32
    %v = arith.select %c, %b, %p : i32
    // expected-note @+1 {{the condition is computed here}}
    %in = arith.cmpi eq, %v, %z : i32
    // expected-error @+1 {{'warp.if' op W8: the regions take the parent's set '!warp.warp<all>', but the condition is not shown lane-uniform, so only some of its lanes may enter a region; take !warp.warp<dyn>}}
    %w2 = warp.if %w, %in -> !warp.warp<all> {
    ^bb0(%a: !warp.warp<all>):
      %x = warp.shuffle xor %a, %txi, 16 : !warp.warp<all>, i32
      memref.store %x, %out[%tx] : memref<128xi32>
      warp.yield %a : !warp.warp<all>
    }
    gpu.return
  }
}

// -----

// Round 65 h1: an exit in a warp.if on a kernel flag, but on the
// low half of a warp.diverge: only lanes 0-15 enter, however uniform the flag.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    // expected-note @+1 {{the warp is used here}}
    %lo2 = warp.if %lo, %flag -> !warp.warp<low(16)> {
    ^bb0(%a: !warp.warp<low(16)>):
      // expected-error @+1 {{'nvvm.exit' op W19: may end some of the lanes of warp value '!warp.warp<low(16)>' while it is live: lanes that leave here never reach its later uses, which wait for them; exit at the top level of the kernel, after the warp's last use}}
      nvvm.exit
      warp.yield %a : !warp.warp<low(16)>
    }
    %w2 = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %r = warp.reduce add %w2, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 65 h1: a block barrier in a warp.if on a kernel flag, but on the
// low half of a warp.diverge: only lanes 0-15 enter, however uniform the flag.
gpu.module @m {
  gpu.func @kb(%out: memref<32xi32>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    // expected-note @+1 {{the warp is used here}}
    %lo2 = warp.if %lo, %flag -> !warp.warp<low(16)> {
    ^bb0(%a: !warp.warp<low(16)>):
      // expected-error @+1 {{'gpu.barrier' op W19: may hold some of the lanes of warp value '!warp.warp<low(16)>' at a barrier while it is live: the lanes that skip it wait at its later uses for the lanes held here, which wait for them (a deadlock); wait where every lane of the warp does}}
      gpu.barrier
      warp.yield %a : !warp.warp<low(16)>
    }
    %w2 = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %r = warp.reduce add %w2, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// -----

// Round 65 h1: a full-warp shuffle in a warp.if on a kernel flag, but on the
// low half of a warp.diverge: only lanes 0-15 enter, however uniform the flag.
gpu.module @m {
  gpu.func @ks(%out: memref<32xi32>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    // expected-note @+1 {{the warp is used here}}
    %lo2 = warp.if %lo, %flag -> !warp.warp<low(16)> {
    ^bb0(%a: !warp.warp<low(16)>):
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-error @+1 {{'gpu.shuffle' op W19: may hold some of the lanes of warp value '!warp.warp<low(16)>' at a barrier while it is live: the lanes that skip it wait at its later uses for the lanes held here, which wait for them (a deadlock); wait where every lane of the warp does}}
      %s, %ok = gpu.shuffle xor %li, %c16, %c32 : i32
      memref.store %s, %out[%lane] : memref<32xi32>
      warp.yield %a : !warp.warp<low(16)>
    }
    %w2 = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    gpu.return
  }
}

// -----

// Round 65 h2: the high half's warp used inside a warp.if on the low half.
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    // expected-note @+1 {{the region is entered here}}
    %lo2 = warp.if %lo, %flag -> !warp.warp<low(16)> {
    ^bb0(%a: !warp.warp<low(16)>):
      // expected-error @+1 {{'warp.shuffle' op W5: uses '!warp.warp<high(16)>' inside a region it was not passed into: only the lanes that enter 'warp.if' run here; which of the lanes it names run here is decided at run time}}
      %s = warp.shuffle xor %hi, %li, 1 : !warp.warp<high(16)>, i32
      memref.store %s, %out[%lane] : memref<32xi32>
      warp.yield %a : !warp.warp<low(16)>
    }
    %w2 = warp.merge %lo2, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %r = warp.reduce add %w2, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
