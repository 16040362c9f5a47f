// RUN: split-file %s %t
// RUN: warp-opt %t/q20000.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/q20000.mlir --kernel k --block 128 --arg i32[128] --arg i32:1 --arg i32:2 --out 0=%t/q20000.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/q20000.mlir --kernel k --block 128 --arg i32[128] --arg i32:1 --arg i32:2 --out 0=%t/q20000.s7.npy 2>&1 | count 0
// RUN: warp-opt %t/q20636.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/q20636.mlir --kernel k --block 128 --arg i32[128] --arg i32:1 --arg i32:2 --out 0=%t/q20636.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/q20636.mlir --kernel k --block 128 --arg i32[128] --arg i32:1 --arg i32:2 --out 0=%t/q20636.s7.npy 2>&1 | count 0
// RUN: warp-opt %t/q20640.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/q20640.mlir --kernel k --block 128 --arg i32[128] --arg i32:1 --arg i32:2 --out 0=%t/q20640.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/q20640.mlir --kernel k --block 128 --arg i32[128] --arg i32:1 --arg i32:2 --out 0=%t/q20640.s7.npy 2>&1 | count 0
// RUN: warp-opt %t/q20564.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/q20564.mlir --kernel k --block 128 --arg i32[128] --arg i32:1 --arg i32:2 --out 0=%t/q20564.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/q20564.mlir --kernel k --block 128 --arg i32[128] --arg i32:1 --arg i32:2 --out 0=%t/q20564.s7.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; [np.testing.assert_array_equal(np.load('%t/' + p + '.s0.npy'), np.load('%t/' + p + '.s7.npy')) for p in ('q20000','q20636','q20640','q20564')]; print('ok')" | FileCheck %s
//
// Issue 27 round 66: four of the 270 generated warp programs the round's
// tester verified in a declared 128-thread block (diverge/merge, static,
// dynamic and kernel-flag warp.if regions, some holding exits or
// barriers, do-while loops on votes, helpers, scf.for). Each still
// verifies after --canonicalize --cse, runs under `--sim` with no finding
// and gives the same output at seeds 0 and 7.
// CHECK: ok

//--- q20000.mlir
gpu.module @m {
  gpu.func @k(%out: memref<128xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ti = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %t2 = warp.tile %w0, 32 : !warp.warp<mask(0xffffffff)> -> !warp.tile<32, mask(0xffffffff)>
    %v1 = warp.shuffle xor %t2, %li, 15 : !warp.tile<32, mask(0xffffffff)>, i32
    %a3 = arith.addi %li, %v1 : i32
    %w4:2 = scf.for %i5 = %cz0 to %nb step %cz1 iter_args(%x6 = %w0, %aa7 = %a3) -> (!warp.warp<mask(0xffffffff)>, i32) {
      %c10 = arith.constant 32 : i32
      %t11 = arith.divui %ti, %c10 : i32
      %q9 = arith.cmpi ne, %t11, %n2 : i32
      %w12:2 = warp.if %x6, %q9 -> (!warp.warp<mask(0xffffffff)>, i32) {
        ^bb0(%x14: !warp.warp<mask(0xffffffff)>):
        %w15:2 = warp.if %x14, lane(5) -> (!warp.warp<mask(0xffffffff)>, i32) {
          ^bb0(%x17: !warp.warp<mask(0x00000020)>):
          %c20 = arith.constant 18 : i32
          %p19 = arith.cmpi ult, %aa7, %c20 : i32
          %v18 = warp.ballot %x17, %p19 : !warp.warp<mask(0x00000020)> -> i32
          %a21 = arith.addi %aa7, %v18 : i32
          %c24 = arith.constant 11 : i32
          %p23 = arith.cmpi ult, %a21, %c24 : i32
          %b25 = warp.any %x17, %p23 : !warp.warp<mask(0x00000020)>
          %v22 = arith.extui %b25 : i1 to i32
          %a26 = arith.addi %a21, %v22 : i32
          %v27 = warp.match_any %x17, %a26 : !warp.warp<mask(0x00000020)>, i32 -> i32
          %a28 = arith.addi %a26, %v27 : i32
          %o29 = memref.load %out[%tx] : memref<128xi32>
          %a30 = arith.addi %o29, %a28 : i32
          memref.store %a30, %out[%tx] : memref<128xi32>
          warp.yield %x17, %a28 : !warp.warp<mask(0x00000020)>, i32
        } else {
          ^bb0(%x31: !warp.warp<mask(0xffffffdf)>):
          %c34 = arith.constant 22 : i32
          %p33 = arith.cmpi ult, %aa7, %c34 : i32
          %b35 = warp.any %x31, %p33 : !warp.warp<mask(0xffffffdf)>
          %v32 = arith.extui %b35 : i1 to i32
          %a36 = arith.addi %aa7, %v32 : i32
          %c39 = arith.constant 5 : i32
          %p38 = arith.cmpi ult, %a36, %c39 : i32
          %v37 = warp.ballot %x31, %p38 : !warp.warp<mask(0xffffffdf)> -> i32
          %a40 = arith.addi %a36, %v37 : i32
          %o41 = memref.load %out[%tx] : memref<128xi32>
          %a42 = arith.addi %o41, %a40 : i32
          memref.store %a42, %out[%tx] : memref<128xi32>
          warp.yield %x31, %a40 : !warp.warp<mask(0xffffffdf)>, i32
        }
        %v43 = warp.reduce xor %w15#0, %w15#1 : !warp.warp<mask(0xffffffff)>, i32
        %a44 = arith.addi %w15#1, %v43 : i32
        %c47 = arith.constant 30 : i32
        %p46 = arith.cmpi ult, %a44, %c47 : i32
        %v45 = warp.ballot %w15#0, %p46 : !warp.warp<mask(0xffffffff)> -> i32
        %a48 = arith.addi %a44, %v45 : i32
        %o49 = memref.load %out[%tx] : memref<128xi32>
        %a50 = arith.addi %o49, %a48 : i32
        memref.store %a50, %out[%tx] : memref<128xi32>
        nvvm.exit
        warp.yield %w15#0, %a48 : !warp.warp<mask(0xffffffff)>, i32
      } else {
        ^bb0(%x51: !warp.warp<mask(0xffffffff)>):
        %v52 = warp.scan inclusive add %x51, %aa7 : !warp.warp<mask(0xffffffff)>, i32
        %a53 = arith.addi %aa7, %v52 : i32
        %t55 = warp.tile %x51, 8 : !warp.warp<mask(0xffffffff)> -> !warp.tile<8, mask(0xffffffff)>
        %v54 = warp.scan inclusive add %t55, %a53 : !warp.tile<8, mask(0xffffffff)>, i32
        %a56 = arith.addi %a53, %v54 : i32
        %o57 = memref.load %out[%tx] : memref<128xi32>
        %a58 = arith.addi %o57, %a56 : i32
        memref.store %a58, %out[%tx] : memref<128xi32>
        warp.yield %x51, %a56 : !warp.warp<mask(0xffffffff)>, i32
      }
      %o59 = memref.load %out[%tx] : memref<128xi32>
      %a60 = arith.addi %o59, %w12#1 : i32
      memref.store %a60, %out[%tx] : memref<128xi32>
      scf.yield %w12#0, %w12#1 : !warp.warp<mask(0xffffffff)>, i32
    }
    %o61 = memref.load %out[%tx] : memref<128xi32>
    %a62 = arith.addi %o61, %w4#1 : i32
    memref.store %a62, %out[%tx] : memref<128xi32>
    gpu.return
  }
}

//--- q20636.mlir
gpu.module @m {
  gpu.func @k(%out: memref<128xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ti = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %w1:2 = warp.if %w0, high(16) -> (!warp.warp<mask(0xffffffff)>, i32) {
      ^bb0(%x3: !warp.warp<mask(0xffff0000)>):
      %v4 = warp.shuffle xor %x3, %li, 0 : !warp.warp<mask(0xffff0000)>, i32
      %a5 = arith.addi %li, %v4 : i32
      %o6 = memref.load %out[%tx] : memref<128xi32>
      %a7 = arith.addi %o6, %a5 : i32
      memref.store %a7, %out[%tx] : memref<128xi32>
      warp.yield %x3, %a5 : !warp.warp<mask(0xffff0000)>, i32
    } else {
      ^bb0(%x8: !warp.warp<mask(0x0000ffff)>):
      %v9 = warp.broadcast %x8, %li, 6 : !warp.warp<mask(0x0000ffff)>, i32
      %a10 = arith.addi %li, %v9 : i32
      %h11, %h12 = warp.diverge %x8, low(1) : !warp.warp<mask(0x0000ffff)> -> !warp.warp<mask(0x00000001)>, !warp.warp<mask(0x0000fffe)>
      %v13 = warp.shuffle up %h11, %a10, 11 : !warp.warp<mask(0x00000001)>, i32
      %h14, %h15 = warp.diverge %h12, odd : !warp.warp<mask(0x0000fffe)> -> !warp.warp<mask(0x0000aaaa)>, !warp.warp<mask(0x00005554)>
      %v16 = warp.shuffle xor %h14, %a10, 8 : !warp.warp<mask(0x0000aaaa)>, i32
      %t18 = warp.tile %h14, 1 : !warp.warp<mask(0x0000aaaa)> -> !warp.tile<1, mask(0x0000aaaa)>
      %v17 = warp.reduce add %t18, %a10 : !warp.tile<1, mask(0x0000aaaa)>, i32
      %c21 = arith.constant 12 : i32
      %p20 = arith.cmpi ult, %a10, %c21 : i32
      %b22 = warp.all %h14, %p20 : !warp.warp<mask(0x0000aaaa)>
      %v19 = arith.extui %b22 : i1 to i32
      %v23 = warp.shuffle idx %h15, %a10, 14 : !warp.warp<mask(0x00005554)>, i32
      %w24 = warp.merge %h14, %h15 : !warp.warp<mask(0x0000aaaa)>, !warp.warp<mask(0x00005554)> -> !warp.warp<mask(0x0000fffe)>
      %c27 = arith.constant 8 : i32
      %p26 = arith.cmpi ult, %a10, %c27 : i32
      %b28 = warp.all %w24, %p26 : !warp.warp<mask(0x0000fffe)>
      %v25 = arith.extui %b28 : i1 to i32
      %w29 = warp.merge %h11, %w24 : !warp.warp<mask(0x00000001)>, !warp.warp<mask(0x0000fffe)> -> !warp.warp<mask(0x0000ffff)>
      %o30 = memref.load %out[%tx] : memref<128xi32>
      %a31 = arith.addi %o30, %a10 : i32
      memref.store %a31, %out[%tx] : memref<128xi32>
      warp.yield %w29, %a10 : !warp.warp<mask(0x0000ffff)>, i32
    }
    %w32:2 = scf.for %i33 = %cz0 to %nb step %cz1 iter_args(%x34 = %w1#0, %aa35 = %w1#1) -> (!warp.warp<mask(0xffffffff)>, i32) {
      %h36, %h37 = warp.diverge %x34, low(24) : !warp.warp<mask(0xffffffff)> -> !warp.warp<mask(0x00ffffff)>, !warp.warp<mask(0xff000000)>
      %v38 = warp.shuffle idx %h36, %aa35, 21 : !warp.warp<mask(0x00ffffff)>, i32
      %c41 = arith.constant 22 : i32
      %p40 = arith.cmpi ult, %aa35, %c41 : i32
      %v39 = warp.ballot %h37, %p40 : !warp.warp<mask(0xff000000)> -> i32
      %w42 = warp.merge %h36, %h37 : !warp.warp<mask(0x00ffffff)>, !warp.warp<mask(0xff000000)> -> !warp.warp<mask(0xffffffff)>
      %v43 = warp.shuffle up %w42, %aa35, 4 : !warp.warp<mask(0xffffffff)>, i32
      %a44 = arith.addi %aa35, %v43 : i32
      %o45 = memref.load %out[%tx] : memref<128xi32>
      %a46 = arith.addi %o45, %a44 : i32
      memref.store %a46, %out[%tx] : memref<128xi32>
      scf.yield %w42, %a44 : !warp.warp<mask(0xffffffff)>, i32
    }
    %o47 = memref.load %out[%tx] : memref<128xi32>
    %a48 = arith.addi %o47, %w32#1 : i32
    memref.store %a48, %out[%tx] : memref<128xi32>
    gpu.return
  }
}

//--- q20640.mlir
gpu.module @m {
  gpu.func @k(%out: memref<128xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ti = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %w1:2 = scf.for %i2 = %cz0 to %nb step %cz1 iter_args(%x3 = %w0, %aa4 = %li) -> (!warp.warp<mask(0xffffffff)>, i32) {
      %c5 = arith.constant 24 : i32
      %q6 = arith.cmpi ult, %li, %c5 : i32
      %w7:2 = warp.if %x3, %q6 -> (!warp.warp<mask(0xffffffff)>, i32) {
        ^bb0(%x9: !warp.warp<dyn>):
        %c10 = arith.constant 7 : i32
        %q11 = arith.cmpi ult, %li, %c10 : i32
        %w12:2 = warp.if %x9, %q11 -> (!warp.warp<dyn>, i32) {
          ^bb0(%x14: !warp.warp<dyn>):
          %c17 = arith.constant 30 : i32
          %p16 = arith.cmpi ult, %aa4, %c17 : i32
          %v15 = warp.first_lane %x14, %p16 : !warp.warp<dyn>
          %a18 = arith.addi %aa4, %v15 : i32
          %o19 = memref.load %out[%tx] : memref<128xi32>
          %a20 = arith.addi %o19, %a18 : i32
          memref.store %a20, %out[%tx] : memref<128xi32>
          warp.yield %x14, %a18 : !warp.warp<dyn>, i32
        } else {
          ^bb0(%x21: !warp.warp<dyn>):
          %c24 = arith.constant 32 : i32
          %p23 = arith.cmpi ult, %aa4, %c24 : i32
          %b25 = warp.any %x21, %p23 : !warp.warp<dyn>
          %v22 = arith.extui %b25 : i1 to i32
          %a26 = arith.addi %aa4, %v22 : i32
          %o27 = memref.load %out[%tx] : memref<128xi32>
          %a28 = arith.addi %o27, %a26 : i32
          memref.store %a28, %out[%tx] : memref<128xi32>
          warp.yield %x21, %a26 : !warp.warp<dyn>, i32
        }
        %w29:2 = scf.for %i30 = %cz0 to %nb step %cz1 iter_args(%x31 = %w12#0, %aa32 = %w12#1) -> (!warp.warp<dyn>, i32) {
          %c35 = arith.constant 39 : i32
          %p34 = arith.cmpi ult, %aa32, %c35 : i32
          %v33 = warp.first_lane %x31, %p34 : !warp.warp<dyn>
          %a36 = arith.addi %aa32, %v33 : i32
          %c39 = arith.constant 25 : i32
          %p38 = arith.cmpi ult, %a36, %c39 : i32
          %v37 = warp.ballot %x31, %p38 : !warp.warp<dyn> -> i32
          %a40 = arith.addi %a36, %v37 : i32
          %c43 = arith.constant 33 : i32
          %p42 = arith.cmpi ult, %a40, %c43 : i32
          %b44 = warp.any %x31, %p42 : !warp.warp<dyn>
          %v41 = arith.extui %b44 : i1 to i32
          %a45 = arith.addi %a40, %v41 : i32
          %o46 = memref.load %out[%tx] : memref<128xi32>
          %a47 = arith.addi %o46, %a45 : i32
          memref.store %a47, %out[%tx] : memref<128xi32>
          scf.yield %x31, %a45 : !warp.warp<dyn>, i32
        }
        %o48 = memref.load %out[%tx] : memref<128xi32>
        %a49 = arith.addi %o48, %w29#1 : i32
        memref.store %a49, %out[%tx] : memref<128xi32>
        warp.yield %w29#0, %w29#1 : !warp.warp<dyn>, i32
      } else {
        ^bb0(%x50: !warp.warp<dyn>):
        %c53 = arith.constant 37 : i32
        %p52 = arith.cmpi ult, %aa4, %c53 : i32
        %b54 = warp.any %x50, %p52 : !warp.warp<dyn>
        %v51 = arith.extui %b54 : i1 to i32
        %a55 = arith.addi %aa4, %v51 : i32
        %o56 = memref.load %out[%tx] : memref<128xi32>
        %a57 = arith.addi %o56, %a55 : i32
        memref.store %a57, %out[%tx] : memref<128xi32>
        warp.yield %x50, %a55 : !warp.warp<dyn>, i32
      }
      %q59 = arith.cmpi ult, %n, %n2 : i32
      %w60:2 = warp.if %w7#0, %q59 -> (!warp.warp<mask(0xffffffff)>, i32) {
        ^bb0(%x62: !warp.warp<dyn>):
        %c65 = arith.constant 33 : i32
        %p64 = arith.cmpi ult, %w7#1, %c65 : i32
        %v63 = warp.first_lane %x62, %p64 : !warp.warp<dyn>
        %a66 = arith.addi %w7#1, %v63 : i32
        %o67 = memref.load %out[%tx] : memref<128xi32>
        %a68 = arith.addi %o67, %a66 : i32
        memref.store %a68, %out[%tx] : memref<128xi32>
        warp.yield %x62, %a66 : !warp.warp<dyn>, i32
      } else {
        ^bb0(%x69: !warp.warp<dyn>):
        %c72 = arith.constant 32 : i32
        %p71 = arith.cmpi ult, %w7#1, %c72 : i32
        %b73 = warp.all %x69, %p71 : !warp.warp<dyn>
        %v70 = arith.extui %b73 : i1 to i32
        %a74 = arith.addi %w7#1, %v70 : i32
        %c77 = arith.constant 22 : i32
        %p76 = arith.cmpi ult, %a74, %c77 : i32
        %b78 = warp.all %x69, %p76 : !warp.warp<dyn>
        %v75 = arith.extui %b78 : i1 to i32
        %a79 = arith.addi %a74, %v75 : i32
        %v80 = warp.match_any %x69, %a79 : !warp.warp<dyn>, i32 -> i32
        %a81 = arith.addi %a79, %v80 : i32
        %o82 = memref.load %out[%tx] : memref<128xi32>
        %a83 = arith.addi %o82, %a81 : i32
        memref.store %a83, %out[%tx] : memref<128xi32>
        warp.yield %x69, %a81 : !warp.warp<dyn>, i32
      }
      %o84 = memref.load %out[%tx] : memref<128xi32>
      %a85 = arith.addi %o84, %w60#1 : i32
      memref.store %a85, %out[%tx] : memref<128xi32>
      scf.yield %w60#0, %w60#1 : !warp.warp<mask(0xffffffff)>, i32
    }
    %o86 = memref.load %out[%tx] : memref<128xi32>
    %a87 = arith.addi %o86, %w1#1 : i32
    memref.store %a87, %out[%tx] : memref<128xi32>
    gpu.return
  }
}

//--- q20564.mlir
gpu.module @m {
  gpu.func @k(%out: memref<128xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %ti = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %c3 = arith.constant 37 : i32
    %p2 = arith.cmpi ult, %li, %c3 : i32
    %b4 = warp.all %w0, %p2 : !warp.warp<mask(0xffffffff)>
    %v1 = arith.extui %b4 : i1 to i32
    %a5 = arith.addi %li, %v1 : i32
    %c6 = arith.constant 14 : i32
    %q7 = arith.cmpi ult, %li, %c6 : i32
    %w8:2 = warp.if %w0, %q7 -> (!warp.warp<mask(0xffffffff)>, i32) {
      ^bb0(%x10: !warp.warp<dyn>):
      %c13 = arith.constant 32 : i32
      %t14 = arith.andi %ti, %c13 : i32
      %q12 = arith.cmpi eq, %t14, %c13 : i32
      %w15:2 = warp.if %x10, %q12 -> (!warp.warp<dyn>, i32) {
        ^bb0(%x17: !warp.warp<dyn>):
        %q19 = arith.cmpi ult, %n, %n2 : i32
        %w20:2 = warp.if %x17, %q19 -> (!warp.warp<dyn>, i32) {
          ^bb0(%x22: !warp.warp<dyn>):
          %v23 = warp.match_any %x22, %a5 : !warp.warp<dyn>, i32 -> i32
          %a24 = arith.addi %a5, %v23 : i32
          %c27 = arith.constant 9 : i32
          %p26 = arith.cmpi ult, %a24, %c27 : i32
          %b28 = warp.all %x22, %p26 : !warp.warp<dyn>
          %v25 = arith.extui %b28 : i1 to i32
          %a29 = arith.addi %a24, %v25 : i32
          %c32 = arith.constant 26 : i32
          %p31 = arith.cmpi ult, %a29, %c32 : i32
          %b33 = warp.any %x22, %p31 : !warp.warp<dyn>
          %v30 = arith.extui %b33 : i1 to i32
          %a34 = arith.addi %a29, %v30 : i32
          %o35 = memref.load %out[%tx] : memref<128xi32>
          %a36 = arith.addi %o35, %a34 : i32
          memref.store %a36, %out[%tx] : memref<128xi32>
          warp.yield %x22, %a34 : !warp.warp<dyn>, i32
        } else {
          ^bb0(%x37: !warp.warp<dyn>):
          %c40 = arith.constant 31 : i32
          %p39 = arith.cmpi ult, %a5, %c40 : i32
          %v38 = warp.ballot %x37, %p39 : !warp.warp<dyn> -> i32
          %a41 = arith.addi %a5, %v38 : i32
          %o42 = memref.load %out[%tx] : memref<128xi32>
          %a43 = arith.addi %o42, %a41 : i32
          memref.store %a43, %out[%tx] : memref<128xi32>
          warp.yield %x37, %a41 : !warp.warp<dyn>, i32
        }
        %w44:2 = scf.for %i45 = %cz0 to %nb step %cz1 iter_args(%x46 = %w20#0, %aa47 = %w20#1) -> (!warp.warp<dyn>, i32) {
          %c50 = arith.constant 14 : i32
          %p49 = arith.cmpi ult, %aa47, %c50 : i32
          %b51 = warp.any %x46, %p49 : !warp.warp<dyn>
          %v48 = arith.extui %b51 : i1 to i32
          %a52 = arith.addi %aa47, %v48 : i32
          %o53 = memref.load %out[%tx] : memref<128xi32>
          %a54 = arith.addi %o53, %a52 : i32
          memref.store %a54, %out[%tx] : memref<128xi32>
          scf.yield %x46, %a52 : !warp.warp<dyn>, i32
        }
        %o55 = memref.load %out[%tx] : memref<128xi32>
        %a56 = arith.addi %o55, %w44#1 : i32
        memref.store %a56, %out[%tx] : memref<128xi32>
        warp.yield %w44#0, %w44#1 : !warp.warp<dyn>, i32
      } else {
        ^bb0(%x57: !warp.warp<dyn>):
        %c60 = arith.constant 35 : i32
        %p59 = arith.cmpi ult, %a5, %c60 : i32
        %b61 = warp.any %x57, %p59 : !warp.warp<dyn>
        %v58 = arith.extui %b61 : i1 to i32
        %a62 = arith.addi %a5, %v58 : i32
        %o63 = memref.load %out[%tx] : memref<128xi32>
        %a64 = arith.addi %o63, %a62 : i32
        memref.store %a64, %out[%tx] : memref<128xi32>
        warp.yield %x57, %a62 : !warp.warp<dyn>, i32
      }
      %w65:2 = scf.for %i66 = %cz0 to %nb step %cz1 iter_args(%x67 = %w15#0, %aa68 = %w15#1) -> (!warp.warp<dyn>, i32) {
        %v69 = warp.match_any %x67, %aa68 : !warp.warp<dyn>, i32 -> i32
        %a70 = arith.addi %aa68, %v69 : i32
        %c73 = arith.constant 19 : i32
        %p72 = arith.cmpi ult, %a70, %c73 : i32
        %v71 = warp.first_lane %x67, %p72 : !warp.warp<dyn>
        %a74 = arith.addi %a70, %v71 : i32
        %o75 = memref.load %out[%tx] : memref<128xi32>
        %a76 = arith.addi %o75, %a74 : i32
        memref.store %a76, %out[%tx] : memref<128xi32>
        scf.yield %x67, %a74 : !warp.warp<dyn>, i32
      }
      %c79 = arith.constant 5 : i32
      %p78 = arith.cmpi ult, %w65#1, %c79 : i32
      %b80 = warp.any %w65#0, %p78 : !warp.warp<dyn>
      %v77 = arith.extui %b80 : i1 to i32
      %a81 = arith.addi %w65#1, %v77 : i32
      %o82 = memref.load %out[%tx] : memref<128xi32>
      %a83 = arith.addi %o82, %a81 : i32
      memref.store %a83, %out[%tx] : memref<128xi32>
      warp.yield %w65#0, %a81 : !warp.warp<dyn>, i32
    } else {
      ^bb0(%x84: !warp.warp<dyn>):
      %c87 = arith.constant 10 : i32
      %p86 = arith.cmpi ult, %a5, %c87 : i32
      %v85 = warp.first_lane %x84, %p86 : !warp.warp<dyn>
      %a88 = arith.addi %a5, %v85 : i32
      %c91 = arith.constant 19 : i32
      %p90 = arith.cmpi ult, %a88, %c91 : i32
      %b92 = warp.all %x84, %p90 : !warp.warp<dyn>
      %v89 = arith.extui %b92 : i1 to i32
      %a93 = arith.addi %a88, %v89 : i32
      %o94 = memref.load %out[%tx] : memref<128xi32>
      %a95 = arith.addi %o94, %a93 : i32
      memref.store %a95, %out[%tx] : memref<128xi32>
      warp.yield %x84, %a93 : !warp.warp<dyn>, i32
    }
    %o96 = memref.load %out[%tx] : memref<128xi32>
    %a97 = arith.addi %o96, %w8#1 : i32
    memref.store %a97, %out[%tx] : memref<128xi32>
    gpu.return
  }
}
