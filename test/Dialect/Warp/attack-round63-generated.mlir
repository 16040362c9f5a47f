// RUN: split-file %s %t
// RUN: warp-opt %t/g11.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/g11.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g11.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/g11.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g11.s7.npy 2>&1 | count 0
// RUN: warp-opt %t/g68.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/g68.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g68.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/g68.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g68.s7.npy 2>&1 | count 0
// RUN: warp-opt %t/g69.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/g69.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g69.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/g69.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g69.s7.npy 2>&1 | count 0
// RUN: warp-opt %t/g91.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/g91.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g91.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/g91.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g91.s7.npy 2>&1 | count 0
// RUN: warp-opt %t/g197.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/g197.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g197.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/g197.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g197.s7.npy 2>&1 | count 0
// RUN: warp-opt %t/g367.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/g367.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g367.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/g367.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/g367.s7.npy 2>&1 | count 0
// RUN: warp-opt %t/q88.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/q88.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/q88.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/q88.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/q88.s7.npy 2>&1 | count 0
// RUN: warp-opt %t/q343.mlir --canonicalize --cse | warp-opt -o /dev/null
// RUN: warp-run --sim --sim-seed 0 %t/q343.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/q343.s0.npy 2>&1 | count 0
// RUN: warp-run --sim --sim-seed 7 %t/q343.mlir --kernel k --arg i32[32]=iota --arg i32:5 --arg i32:2 --out 0=%t/q343.s7.npy 2>&1 | count 0
// RUN: %python -c "import numpy as np; [np.testing.assert_array_equal(np.load('%t/' + p + '.s0.npy'), np.load('%t/' + p + '.s7.npy')) for p in ('g11','g68','g69','g91','g197','g367','q88','q343')]; print('ok')" | FileCheck %s
//
// Issue 27 round 63: eight of the ~1,330 generated warp programs the
// round's tester verified (random diverge/merge/if nests of shuffles,
// reductions, scans, broadcasts, votes and matches on static and dynamic
// sub-warps; `gen2` adds do-while loops on warp.any and helper calls that
// take and return warps). Each still verifies after --canonicalize --cse,
// runs under `--sim` with no finding, and gives the same output at seeds
// 0 and 7 (the schedule differs): a verified program that read an
// inactive lane or an undefined value would differ or be found.
// CHECK: ok

//--- g11.mlir
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %li = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %w1:2 = scf.for %i2 = %cz0 to %nb step %cz1 iter_args(%x3 = %w0, %aa4 = %li) -> (!warp.warp<mask(0xffffffff)>, i32) {
      %c5 = arith.constant 30 : i32
      %q6 = arith.cmpi ult, %li, %c5 : i32
      %w7:2 = warp.if %x3, %q6 -> (!warp.warp<mask(0xffffffff)>, i32) {
        ^bb0(%x9: !warp.warp<dyn>):
        %c10 = arith.constant 9 : i32
        %q11 = arith.cmpi ult, %li, %c10 : i32
        %w12:2 = warp.if %x9, %q11 -> (!warp.warp<dyn>, i32) {
          ^bb0(%x14: !warp.warp<dyn>):
          %c17 = arith.constant 25 : i32
          %p16 = arith.cmpi ult, %aa4, %c17 : i32
          %v15 = warp.first_lane %x14, %p16 : !warp.warp<dyn>
          %a18 = arith.addi %aa4, %v15 : i32
          %o19 = memref.load %out[%tx] : memref<32xi32>
          %a20 = arith.addi %o19, %a18 : i32
          memref.store %a20, %out[%tx] : memref<32xi32>
          warp.yield %x14, %a18 : !warp.warp<dyn>, i32
        } else {
          ^bb0(%x21: !warp.warp<dyn>):
          %c24 = arith.constant 0 : i32
          %p23 = arith.cmpi ult, %aa4, %c24 : i32
          %v22 = warp.first_lane %x21, %p23 : !warp.warp<dyn>
          %a25 = arith.addi %aa4, %v22 : i32
          %c28 = arith.constant 15 : i32
          %p27 = arith.cmpi ult, %a25, %c28 : i32
          %b29 = warp.any %x21, %p27 : !warp.warp<dyn>
          %v26 = arith.extui %b29 : i1 to i32
          %a30 = arith.addi %a25, %v26 : i32
          %o31 = memref.load %out[%tx] : memref<32xi32>
          %a32 = arith.addi %o31, %a30 : i32
          memref.store %a32, %out[%tx] : memref<32xi32>
          warp.yield %x21, %a30 : !warp.warp<dyn>, i32
        }
        %w33:2 = scf.for %i34 = %cz0 to %nb step %cz1 iter_args(%x35 = %w12#0, %aa36 = %w12#1) -> (!warp.warp<dyn>, i32) {
          %c39 = arith.constant 18 : i32
          %p38 = arith.cmpi ult, %aa36, %c39 : i32
          %b40 = warp.all %x35, %p38 : !warp.warp<dyn>
          %v37 = arith.extui %b40 : i1 to i32
          %a41 = arith.addi %aa36, %v37 : i32
          %c44 = arith.constant 26 : i32
          %p43 = arith.cmpi ult, %a41, %c44 : i32
          %v42 = warp.ballot %x35, %p43 : !warp.warp<dyn> -> i32
          %a45 = arith.addi %a41, %v42 : i32
          %o46 = memref.load %out[%tx] : memref<32xi32>
          %a47 = arith.addi %o46, %a45 : i32
          memref.store %a47, %out[%tx] : memref<32xi32>
          scf.yield %x35, %a45 : !warp.warp<dyn>, i32
        }
        %w48:2 = scf.for %i49 = %cz0 to %nb step %cz1 iter_args(%x50 = %w33#0, %aa51 = %w33#1) -> (!warp.warp<dyn>, i32) {
          %c54 = arith.constant 18 : i32
          %p53 = arith.cmpi ult, %aa51, %c54 : i32
          %v52 = warp.first_lane %x50, %p53 : !warp.warp<dyn>
          %a55 = arith.addi %aa51, %v52 : i32
          %o56 = memref.load %out[%tx] : memref<32xi32>
          %a57 = arith.addi %o56, %a55 : i32
          memref.store %a57, %out[%tx] : memref<32xi32>
          scf.yield %x50, %a55 : !warp.warp<dyn>, i32
        }
        %o58 = memref.load %out[%tx] : memref<32xi32>
        %a59 = arith.addi %o58, %w48#1 : i32
        memref.store %a59, %out[%tx] : memref<32xi32>
        warp.yield %w48#0, %w48#1 : !warp.warp<dyn>, i32
      } else {
        ^bb0(%x60: !warp.warp<dyn>):
        %c63 = arith.constant 18 : i32
        %p62 = arith.cmpi ult, %aa4, %c63 : i32
        %b64 = warp.all %x60, %p62 : !warp.warp<dyn>
        %v61 = arith.extui %b64 : i1 to i32
        %a65 = arith.addi %aa4, %v61 : i32
        %o66 = memref.load %out[%tx] : memref<32xi32>
        %a67 = arith.addi %o66, %a65 : i32
        memref.store %a67, %out[%tx] : memref<32xi32>
        warp.yield %x60, %a65 : !warp.warp<dyn>, i32
      }
      %v68 = warp.shuffle xor %w7#0, %w7#1, 0 : !warp.warp<mask(0xffffffff)>, i32
      %a69 = arith.addi %w7#1, %v68 : i32
      %o70 = memref.load %out[%tx] : memref<32xi32>
      %a71 = arith.addi %o70, %a69 : i32
      memref.store %a71, %out[%tx] : memref<32xi32>
      scf.yield %w7#0, %a69 : !warp.warp<mask(0xffffffff)>, i32
    }
    %w72:2 = scf.for %i73 = %cz0 to %nb step %cz1 iter_args(%x74 = %w1#0, %aa75 = %w1#1) -> (!warp.warp<mask(0xffffffff)>, i32) {
      %c76 = arith.constant 4 : i32
      %q77 = arith.cmpi ult, %li, %c76 : i32
      %w78:2 = warp.if %x74, %q77 -> (!warp.warp<mask(0xffffffff)>, i32) {
        ^bb0(%x80: !warp.warp<dyn>):
        %c81 = arith.constant 5 : i32
        %q82 = arith.cmpi ult, %li, %c81 : i32
        %w83:2 = warp.if %x80, %q82 -> (!warp.warp<dyn>, i32) {
          ^bb0(%x85: !warp.warp<dyn>):
          %c88 = arith.constant 8 : i32
          %p87 = arith.cmpi ult, %aa75, %c88 : i32
          %b89 = warp.any %x85, %p87 : !warp.warp<dyn>
          %v86 = arith.extui %b89 : i1 to i32
          %a90 = arith.addi %aa75, %v86 : i32
          %v91 = warp.match_any %x85, %a90 : !warp.warp<dyn>, i32 -> i32
          %a92 = arith.addi %a90, %v91 : i32
          %o93 = memref.load %out[%tx] : memref<32xi32>
          %a94 = arith.addi %o93, %a92 : i32
          memref.store %a94, %out[%tx] : memref<32xi32>
          warp.yield %x85, %a92 : !warp.warp<dyn>, i32
        } else {
          ^bb0(%x95: !warp.warp<dyn>):
          %c98 = arith.constant 8 : i32
          %p97 = arith.cmpi ult, %aa75, %c98 : i32
          %b99 = warp.all %x95, %p97 : !warp.warp<dyn>
          %v96 = arith.extui %b99 : i1 to i32
          %a100 = arith.addi %aa75, %v96 : i32
          %o101 = memref.load %out[%tx] : memref<32xi32>
          %a102 = arith.addi %o101, %a100 : i32
          memref.store %a102, %out[%tx] : memref<32xi32>
          warp.yield %x95, %a100 : !warp.warp<dyn>, i32
        }
        %c103 = arith.constant 13 : i32
        %q104 = arith.cmpi ult, %li, %c103 : i32
        %w105:2 = warp.if %w83#0, %q104 -> (!warp.warp<dyn>, i32) {
          ^bb0(%x107: !warp.warp<dyn>):
          %c110 = arith.constant 13 : i32
          %p109 = arith.cmpi ult, %w83#1, %c110 : i32
          %b111 = warp.any %x107, %p109 : !warp.warp<dyn>
          %v108 = arith.extui %b111 : i1 to i32
          %a112 = arith.addi %w83#1, %v108 : i32
          %o113 = memref.load %out[%tx] : memref<32xi32>
          %a114 = arith.addi %o113, %a112 : i32
          memref.store %a114, %out[%tx] : memref<32xi32>
          warp.yield %x107, %a112 : !warp.warp<dyn>, i32
        } else {
          ^bb0(%x115: !warp.warp<dyn>):
          %c118 = arith.constant 2 : i32
          %p117 = arith.cmpi ult, %w83#1, %c118 : i32
          %b119 = warp.any %x115, %p117 : !warp.warp<dyn>
          %v116 = arith.extui %b119 : i1 to i32
          %a120 = arith.addi %w83#1, %v116 : i32
          %c123 = arith.constant 21 : i32
          %p122 = arith.cmpi ult, %a120, %c123 : i32
          %v121 = warp.first_lane %x115, %p122 : !warp.warp<dyn>
          %a124 = arith.addi %a120, %v121 : i32
          %o125 = memref.load %out[%tx] : memref<32xi32>
          %a126 = arith.addi %o125, %a124 : i32
          memref.store %a126, %out[%tx] : memref<32xi32>
          warp.yield %x115, %a124 : !warp.warp<dyn>, i32
        }
        %w127:2 = scf.for %i128 = %cz0 to %nb step %cz1 iter_args(%x129 = %w105#0, %aa130 = %w105#1) -> (!warp.warp<dyn>, i32) {
          %c133 = arith.constant 0 : i32
          %p132 = arith.cmpi ult, %aa130, %c133 : i32
          %b134 = warp.all %x129, %p132 : !warp.warp<dyn>
          %v131 = arith.extui %b134 : i1 to i32
          %a135 = arith.addi %aa130, %v131 : i32
          %c138 = arith.constant 30 : i32
          %p137 = arith.cmpi ult, %a135, %c138 : i32
          %v136 = warp.first_lane %x129, %p137 : !warp.warp<dyn>
          %a139 = arith.addi %a135, %v136 : i32
          %o140 = memref.load %out[%tx] : memref<32xi32>
          %a141 = arith.addi %o140, %a139 : i32
          memref.store %a141, %out[%tx] : memref<32xi32>
          scf.yield %x129, %a139 : !warp.warp<dyn>, i32
        }
        %o142 = memref.load %out[%tx] : memref<32xi32>
        %a143 = arith.addi %o142, %w127#1 : i32
        memref.store %a143, %out[%tx] : memref<32xi32>
        warp.yield %w127#0, %w127#1 : !warp.warp<dyn>, i32
      } else {
        ^bb0(%x144: !warp.warp<dyn>):
        %c147 = arith.constant 19 : i32
        %p146 = arith.cmpi ult, %aa75, %c147 : i32
        %b148 = warp.any %x144, %p146 : !warp.warp<dyn>
        %v145 = arith.extui %b148 : i1 to i32
        %a149 = arith.addi %aa75, %v145 : i32
        %w150:2 = scf.for %i151 = %cz0 to %nb step %cz1 iter_args(%x152 = %x144, %aa153 = %a149) -> (!warp.warp<dyn>, i32) {
          %c156 = arith.constant 12 : i32
          %p155 = arith.cmpi ult, %aa153, %c156 : i32
          %v154 = warp.first_lane %x152, %p155 : !warp.warp<dyn>
          %a157 = arith.addi %aa153, %v154 : i32
          %o158 = memref.load %out[%tx] : memref<32xi32>
          %a159 = arith.addi %o158, %a157 : i32
          memref.store %a159, %out[%tx] : memref<32xi32>
          scf.yield %x152, %a157 : !warp.warp<dyn>, i32
        }
        %c160 = arith.constant 5 : i32
        %q161 = arith.cmpi ult, %li, %c160 : i32
        %w162:2 = warp.if %w150#0, %q161 -> (!warp.warp<dyn>, i32) {
          ^bb0(%x164: !warp.warp<dyn>):
          %c167 = arith.constant 15 : i32
          %p166 = arith.cmpi ult, %w150#1, %c167 : i32
          %v165 = warp.ballot %x164, %p166 : !warp.warp<dyn> -> i32
          %a168 = arith.addi %w150#1, %v165 : i32
          %c171 = arith.constant 31 : i32
          %p170 = arith.cmpi ult, %a168, %c171 : i32
          %v169 = warp.first_lane %x164, %p170 : !warp.warp<dyn>
          %a172 = arith.addi %a168, %v169 : i32
          %o173 = memref.load %out[%tx] : memref<32xi32>
          %a174 = arith.addi %o173, %a172 : i32
          memref.store %a174, %out[%tx] : memref<32xi32>
          warp.yield %x164, %a172 : !warp.warp<dyn>, i32
        } else {
          ^bb0(%x175: !warp.warp<dyn>):
          %c178 = arith.constant 8 : i32
          %p177 = arith.cmpi ult, %w150#1, %c178 : i32
          %v176 = warp.first_lane %x175, %p177 : !warp.warp<dyn>
          %a179 = arith.addi %w150#1, %v176 : i32
          %c182 = arith.constant 39 : i32
          %p181 = arith.cmpi ult, %a179, %c182 : i32
          %v180 = warp.first_lane %x175, %p181 : !warp.warp<dyn>
          %a183 = arith.addi %a179, %v180 : i32
          %o184 = memref.load %out[%tx] : memref<32xi32>
          %a185 = arith.addi %o184, %a183 : i32
          memref.store %a185, %out[%tx] : memref<32xi32>
          warp.yield %x175, %a183 : !warp.warp<dyn>, i32
        }
        %o186 = memref.load %out[%tx] : memref<32xi32>
        %a187 = arith.addi %o186, %w162#1 : i32
        memref.store %a187, %out[%tx] : memref<32xi32>
        warp.yield %w162#0, %w162#1 : !warp.warp<dyn>, i32
      }
      %o188 = memref.load %out[%tx] : memref<32xi32>
      %a189 = arith.addi %o188, %w78#1 : i32
      memref.store %a189, %out[%tx] : memref<32xi32>
      scf.yield %w78#0, %w78#1 : !warp.warp<mask(0xffffffff)>, i32
    }
    %o190 = memref.load %out[%tx] : memref<32xi32>
    %a191 = arith.addi %o190, %w72#1 : i32
    memref.store %a191, %out[%tx] : memref<32xi32>
    gpu.return
  }
}

//--- g68.mlir
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %li = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %q2 = arith.cmpi ult, %n, %n2 : i32
    %w3:2 = warp.if %w0, %q2 -> (!warp.warp<mask(0xffffffff)>, i32) {
      ^bb0(%x5: !warp.warp<mask(0xffffffff)>):
      %w6:2 = warp.if %x5, low(31) -> (!warp.warp<mask(0xffffffff)>, i32) {
        ^bb0(%x8: !warp.warp<mask(0x7fffffff)>):
        %w9:2 = scf.for %i10 = %cz0 to %nb step %cz1 iter_args(%x11 = %x8, %aa12 = %li) -> (!warp.warp<mask(0x7fffffff)>, i32) {
          %c15 = arith.constant 23 : i32
          %p14 = arith.cmpi ult, %aa12, %c15 : i32
          %b16 = warp.any %x11, %p14 : !warp.warp<mask(0x7fffffff)>
          %v13 = arith.extui %b16 : i1 to i32
          %a17 = arith.addi %aa12, %v13 : i32
          %t19 = warp.tile %x11, 1 : !warp.warp<mask(0x7fffffff)> -> !warp.tile<1, mask(0x7fffffff)>
          %v18 = warp.reduce add %t19, %a17 : !warp.tile<1, mask(0x7fffffff)>, i32
          %a20 = arith.addi %a17, %v18 : i32
          %o21 = memref.load %out[%tx] : memref<32xi32>
          %a22 = arith.addi %o21, %a20 : i32
          memref.store %a22, %out[%tx] : memref<32xi32>
          scf.yield %x11, %a20 : !warp.warp<mask(0x7fffffff)>, i32
        }
        %w23:2 = scf.for %i24 = %cz0 to %nb step %cz1 iter_args(%x25 = %w9#0, %aa26 = %w9#1) -> (!warp.warp<mask(0x7fffffff)>, i32) {
          %c29 = arith.constant 11 : i32
          %p28 = arith.cmpi ult, %aa26, %c29 : i32
          %v27 = warp.ballot %x25, %p28 : !warp.warp<mask(0x7fffffff)> -> i32
          %a30 = arith.addi %aa26, %v27 : i32
          %o31 = memref.load %out[%tx] : memref<32xi32>
          %a32 = arith.addi %o31, %a30 : i32
          memref.store %a32, %out[%tx] : memref<32xi32>
          scf.yield %x25, %a30 : !warp.warp<mask(0x7fffffff)>, i32
        }
        %v33 = warp.shuffle idx %w23#0, %w23#1, 26 : !warp.warp<mask(0x7fffffff)>, i32
        %a34 = arith.addi %w23#1, %v33 : i32
        %o35 = memref.load %out[%tx] : memref<32xi32>
        %a36 = arith.addi %o35, %a34 : i32
        memref.store %a36, %out[%tx] : memref<32xi32>
        warp.yield %w23#0, %a34 : !warp.warp<mask(0x7fffffff)>, i32
      } else {
        ^bb0(%x37: !warp.warp<mask(0x80000000)>):
        %v38 = warp.shuffle down %x37, %li, 1 : !warp.warp<mask(0x80000000)>, i32
        %a39 = arith.addi %li, %v38 : i32
        %o40 = memref.load %out[%tx] : memref<32xi32>
        %a41 = arith.addi %o40, %a39 : i32
        memref.store %a41, %out[%tx] : memref<32xi32>
        warp.yield %x37, %a39 : !warp.warp<mask(0x80000000)>, i32
      }
      %w42:2 = scf.for %i43 = %cz0 to %nb step %cz1 iter_args(%x44 = %w6#0, %aa45 = %w6#1) -> (!warp.warp<mask(0xffffffff)>, i32) {
        %c48 = arith.constant 18 : i32
        %p47 = arith.cmpi ult, %aa45, %c48 : i32
        %v46 = warp.ballot %x44, %p47 : !warp.warp<mask(0xffffffff)> -> i32
        %a49 = arith.addi %aa45, %v46 : i32
        %v50 = warp.broadcast %x44, %a49, 26 : !warp.warp<mask(0xffffffff)>, i32
        %a51 = arith.addi %a49, %v50 : i32
        %o52 = memref.load %out[%tx] : memref<32xi32>
        %a53 = arith.addi %o52, %a51 : i32
        memref.store %a53, %out[%tx] : memref<32xi32>
        scf.yield %x44, %a51 : !warp.warp<mask(0xffffffff)>, i32
      }
      %c56 = arith.constant 16 : i32
      %p55 = arith.cmpi ult, %w42#1, %c56 : i32
      %v54 = warp.first_lane %w42#0, %p55 : !warp.warp<mask(0xffffffff)>
      %a57 = arith.addi %w42#1, %v54 : i32
      %o58 = memref.load %out[%tx] : memref<32xi32>
      %a59 = arith.addi %o58, %a57 : i32
      memref.store %a59, %out[%tx] : memref<32xi32>
      warp.yield %w42#0, %a57 : !warp.warp<mask(0xffffffff)>, i32
    } else {
      ^bb0(%x60: !warp.warp<mask(0xffffffff)>):
      %t62 = warp.tile %x60, 8 : !warp.warp<mask(0xffffffff)> -> !warp.tile<8, mask(0xffffffff)>
      %v61 = warp.scan inclusive add %t62, %li : !warp.tile<8, mask(0xffffffff)>, i32
      %a63 = arith.addi %li, %v61 : i32
      %h64, %h65 = warp.diverge %x60, low(24) : !warp.warp<mask(0xffffffff)> -> !warp.warp<mask(0x00ffffff)>, !warp.warp<mask(0xff000000)>
      %w66:2 = scf.for %i67 = %cz0 to %nb step %cz1 iter_args(%x68 = %h64, %aa69 = %a63) -> (!warp.warp<mask(0x00ffffff)>, i32) {
        %t71 = warp.tile %x68, 4 : !warp.warp<mask(0x00ffffff)> -> !warp.tile<4, mask(0x00ffffff)>
        %v70 = warp.shuffle xor %t71, %aa69, 3 : !warp.tile<4, mask(0x00ffffff)>, i32
        %c74 = arith.constant 35 : i32
        %p73 = arith.cmpi ult, %aa69, %c74 : i32
        %b75 = warp.all %x68, %p73 : !warp.warp<mask(0x00ffffff)>
        %v72 = arith.extui %b75 : i1 to i32
        scf.yield %x68, %aa69 : !warp.warp<mask(0x00ffffff)>, i32
      }
      %w76:2 = scf.for %i77 = %cz0 to %nb step %cz1 iter_args(%x78 = %h65, %aa79 = %a63) -> (!warp.warp<mask(0xff000000)>, i32) {
        %v80 = warp.shuffle xor %x78, %aa79, 1 : !warp.warp<mask(0xff000000)>, i32
        %t82 = warp.tile %x78, 2 : !warp.warp<mask(0xff000000)> -> !warp.tile<2, mask(0xff000000)>
        %v81 = warp.shuffle idx %t82, %aa79, %n : !warp.tile<2, mask(0xff000000)>, i32
        scf.yield %x78, %aa79 : !warp.warp<mask(0xff000000)>, i32
      }
      %w83 = warp.merge %w76#0, %w66#0 : !warp.warp<mask(0xff000000)>, !warp.warp<mask(0x00ffffff)> -> !warp.warp<mask(0xffffffff)>
      %o84 = memref.load %out[%tx] : memref<32xi32>
      %a85 = arith.addi %o84, %a63 : i32
      memref.store %a85, %out[%tx] : memref<32xi32>
      warp.yield %w83, %a63 : !warp.warp<mask(0xffffffff)>, i32
    }
    %t87 = warp.tile %w3#0, 2 : !warp.warp<mask(0xffffffff)> -> !warp.tile<2, mask(0xffffffff)>
    %v86 = warp.shuffle idx %t87, %w3#1, %n : !warp.tile<2, mask(0xffffffff)>, i32
    %a88 = arith.addi %w3#1, %v86 : i32
    %v89 = warp.shuffle down %w3#0, %a88, 27 : !warp.warp<mask(0xffffffff)>, i32
    %a90 = arith.addi %a88, %v89 : i32
    %o91 = memref.load %out[%tx] : memref<32xi32>
    %a92 = arith.addi %o91, %a90 : i32
    memref.store %a92, %out[%tx] : memref<32xi32>
    gpu.return
  }
}

//--- g69.mlir
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %li = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %t2 = warp.tile %w0, 4 : !warp.warp<mask(0xffffffff)> -> !warp.tile<4, mask(0xffffffff)>
    %v1 = warp.shuffle idx %t2, %li, %n : !warp.tile<4, mask(0xffffffff)>, i32
    %a3 = arith.addi %li, %v1 : i32
    %w4:2 = scf.for %i5 = %cz0 to %nb step %cz1 iter_args(%x6 = %w0, %aa7 = %a3) -> (!warp.warp<mask(0xffffffff)>, i32) {
      %t9 = warp.tile %x6, 16 : !warp.warp<mask(0xffffffff)> -> !warp.tile<16, mask(0xffffffff)>
      %v8 = warp.shuffle idx %t9, %aa7, %n : !warp.tile<16, mask(0xffffffff)>, i32
      %a10 = arith.addi %aa7, %v8 : i32
      %c11 = arith.constant 25 : i32
      %q12 = arith.cmpi ult, %li, %c11 : i32
      %w13:2 = warp.if %x6, %q12 -> (!warp.warp<mask(0xffffffff)>, i32) {
        ^bb0(%x15: !warp.warp<dyn>):
        %c18 = arith.constant 13 : i32
        %p17 = arith.cmpi ult, %a10, %c18 : i32
        %v16 = warp.ballot %x15, %p17 : !warp.warp<dyn> -> i32
        %a19 = arith.addi %a10, %v16 : i32
        %o20 = memref.load %out[%tx] : memref<32xi32>
        %a21 = arith.addi %o20, %a19 : i32
        memref.store %a21, %out[%tx] : memref<32xi32>
        warp.yield %x15, %a19 : !warp.warp<dyn>, i32
      } else {
        ^bb0(%x22: !warp.warp<dyn>):
        %w23:2 = scf.for %i24 = %cz0 to %nb step %cz1 iter_args(%x25 = %x22, %aa26 = %a10) -> (!warp.warp<dyn>, i32) {
          %v27 = warp.match_any %x25, %aa26 : !warp.warp<dyn>, i32 -> i32
          %a28 = arith.addi %aa26, %v27 : i32
          %c31 = arith.constant 23 : i32
          %p30 = arith.cmpi ult, %a28, %c31 : i32
          %v29 = warp.first_lane %x25, %p30 : !warp.warp<dyn>
          %a32 = arith.addi %a28, %v29 : i32
          %c35 = arith.constant 9 : i32
          %p34 = arith.cmpi ult, %a32, %c35 : i32
          %b36 = warp.any %x25, %p34 : !warp.warp<dyn>
          %v33 = arith.extui %b36 : i1 to i32
          %a37 = arith.addi %a32, %v33 : i32
          %o38 = memref.load %out[%tx] : memref<32xi32>
          %a39 = arith.addi %o38, %a37 : i32
          memref.store %a39, %out[%tx] : memref<32xi32>
          scf.yield %x25, %a37 : !warp.warp<dyn>, i32
        }
        %w40:2 = scf.for %i41 = %cz0 to %nb step %cz1 iter_args(%x42 = %w23#0, %aa43 = %w23#1) -> (!warp.warp<dyn>, i32) {
          %c46 = arith.constant 21 : i32
          %p45 = arith.cmpi ult, %aa43, %c46 : i32
          %b47 = warp.all %x42, %p45 : !warp.warp<dyn>
          %v44 = arith.extui %b47 : i1 to i32
          %a48 = arith.addi %aa43, %v44 : i32
          %c51 = arith.constant 5 : i32
          %p50 = arith.cmpi ult, %a48, %c51 : i32
          %v49 = warp.ballot %x42, %p50 : !warp.warp<dyn> -> i32
          %a52 = arith.addi %a48, %v49 : i32
          %o53 = memref.load %out[%tx] : memref<32xi32>
          %a54 = arith.addi %o53, %a52 : i32
          memref.store %a54, %out[%tx] : memref<32xi32>
          scf.yield %x42, %a52 : !warp.warp<dyn>, i32
        }
        %w55:2 = scf.for %i56 = %cz0 to %nb step %cz1 iter_args(%x57 = %w40#0, %aa58 = %w40#1) -> (!warp.warp<dyn>, i32) {
          %v59 = warp.match_any %x57, %aa58 : !warp.warp<dyn>, i32 -> i32
          %a60 = arith.addi %aa58, %v59 : i32
          %v61 = warp.match_any %x57, %a60 : !warp.warp<dyn>, i32 -> i32
          %a62 = arith.addi %a60, %v61 : i32
          %o63 = memref.load %out[%tx] : memref<32xi32>
          %a64 = arith.addi %o63, %a62 : i32
          memref.store %a64, %out[%tx] : memref<32xi32>
          scf.yield %x57, %a62 : !warp.warp<dyn>, i32
        }
        %o65 = memref.load %out[%tx] : memref<32xi32>
        %a66 = arith.addi %o65, %w55#1 : i32
        memref.store %a66, %out[%tx] : memref<32xi32>
        warp.yield %w55#0, %w55#1 : !warp.warp<dyn>, i32
      }
      %c69 = arith.constant 11 : i32
      %p68 = arith.cmpi ult, %w13#1, %c69 : i32
      %b70 = warp.all %w13#0, %p68 : !warp.warp<mask(0xffffffff)>
      %v67 = arith.extui %b70 : i1 to i32
      %a71 = arith.addi %w13#1, %v67 : i32
      %o72 = memref.load %out[%tx] : memref<32xi32>
      %a73 = arith.addi %o72, %a71 : i32
      memref.store %a73, %out[%tx] : memref<32xi32>
      scf.yield %w13#0, %a71 : !warp.warp<mask(0xffffffff)>, i32
    }
    %v74 = warp.reduce max %w4#0, %w4#1 : !warp.warp<mask(0xffffffff)>, i32
    %a75 = arith.addi %w4#1, %v74 : i32
    %o76 = memref.load %out[%tx] : memref<32xi32>
    %a77 = arith.addi %o76, %a75 : i32
    memref.store %a77, %out[%tx] : memref<32xi32>
    gpu.return
  }
}

//--- g91.mlir
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %li = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %q2 = arith.cmpi ult, %n, %n2 : i32
    %w3:2 = warp.if %w0, %q2 -> (!warp.warp<mask(0xffffffff)>, i32) {
      ^bb0(%x5: !warp.warp<mask(0xffffffff)>):
      %h6, %h7 = warp.diverge %x5, lane(0) : !warp.warp<mask(0xffffffff)> -> !warp.warp<mask(0x00000001)>, !warp.warp<mask(0xfffffffe)>
      %c10 = arith.constant 13 : i32
      %p9 = arith.cmpi ult, %li, %c10 : i32
      %b11 = warp.any %h6, %p9 : !warp.warp<mask(0x00000001)>
      %v8 = arith.extui %b11 : i1 to i32
      %w12 = warp.merge %h6, %h7 : !warp.warp<mask(0x00000001)>, !warp.warp<mask(0xfffffffe)> -> !warp.warp<mask(0xffffffff)>
      %w13:2 = warp.if %w12, high(8) -> (!warp.warp<mask(0xffffffff)>, i32) {
        ^bb0(%x15: !warp.warp<mask(0xff000000)>):
        %h16, %h17 = warp.diverge %x15, range(3, 29) : !warp.warp<mask(0xff000000)> -> !warp.warp<mask(0x1f000000)>, !warp.warp<mask(0xe0000000)>
        %v18 = warp.shuffle down %h16, %li, 19 : !warp.warp<mask(0x1f000000)>, i32
        %c21 = arith.constant 13 : i32
        %p20 = arith.cmpi ult, %li, %c21 : i32
        %b22 = warp.all %h16, %p20 : !warp.warp<mask(0x1f000000)>
        %v19 = arith.extui %b22 : i1 to i32
        %c25 = arith.constant 3 : i32
        %p24 = arith.cmpi ult, %li, %c25 : i32
        %b26 = warp.all %h16, %p24 : !warp.warp<mask(0x1f000000)>
        %v23 = arith.extui %b26 : i1 to i32
        %v27 = warp.shuffle idx %h17, %li, 31 : !warp.warp<mask(0xe0000000)>, i32
        %t29 = warp.tile %h17, 1 : !warp.warp<mask(0xe0000000)> -> !warp.tile<1, mask(0xe0000000)>
        %v28 = warp.shuffle xor %t29, %li, 0 : !warp.tile<1, mask(0xe0000000)>, i32
        %w30 = warp.merge %h16, %h17 : !warp.warp<mask(0x1f000000)>, !warp.warp<mask(0xe0000000)> -> !warp.warp<mask(0xff000000)>
        %c33 = arith.constant 12 : i32
        %p32 = arith.cmpi ult, %li, %c33 : i32
        %v31 = warp.ballot %w30, %p32 : !warp.warp<mask(0xff000000)> -> i32
        %a34 = arith.addi %li, %v31 : i32
        %o35 = memref.load %out[%tx] : memref<32xi32>
        %a36 = arith.addi %o35, %a34 : i32
        memref.store %a36, %out[%tx] : memref<32xi32>
        warp.yield %w30, %a34 : !warp.warp<mask(0xff000000)>, i32
      } else {
        ^bb0(%x37: !warp.warp<mask(0x00ffffff)>):
        %t39 = warp.tile %x37, 8 : !warp.warp<mask(0x00ffffff)> -> !warp.tile<8, mask(0x00ffffff)>
        %v38 = warp.shuffle xor %t39, %li, 4 : !warp.tile<8, mask(0x00ffffff)>, i32
        %a40 = arith.addi %li, %v38 : i32
        %c43 = arith.constant 35 : i32
        %p42 = arith.cmpi ult, %a40, %c43 : i32
        %v41 = warp.ballot %x37, %p42 : !warp.warp<mask(0x00ffffff)> -> i32
        %a44 = arith.addi %a40, %v41 : i32
        %v45 = warp.shuffle up %x37, %a44, 0 : !warp.warp<mask(0x00ffffff)>, i32
        %a46 = arith.addi %a44, %v45 : i32
        %o47 = memref.load %out[%tx] : memref<32xi32>
        %a48 = arith.addi %o47, %a46 : i32
        memref.store %a48, %out[%tx] : memref<32xi32>
        warp.yield %x37, %a46 : !warp.warp<mask(0x00ffffff)>, i32
      }
      %o49 = memref.load %out[%tx] : memref<32xi32>
      %a50 = arith.addi %o49, %w13#1 : i32
      memref.store %a50, %out[%tx] : memref<32xi32>
      warp.yield %w13#0, %w13#1 : !warp.warp<mask(0xffffffff)>, i32
    } else {
      ^bb0(%x51: !warp.warp<mask(0xffffffff)>):
      %w52:2 = scf.for %i53 = %cz0 to %nb step %cz1 iter_args(%x54 = %x51, %aa55 = %li) -> (!warp.warp<mask(0xffffffff)>, i32) {
        %c58 = arith.constant 38 : i32
        %p57 = arith.cmpi ult, %aa55, %c58 : i32
        %v56 = warp.first_lane %x54, %p57 : !warp.warp<mask(0xffffffff)>
        %a59 = arith.addi %aa55, %v56 : i32
        %o60 = memref.load %out[%tx] : memref<32xi32>
        %a61 = arith.addi %o60, %a59 : i32
        memref.store %a61, %out[%tx] : memref<32xi32>
        scf.yield %x54, %a59 : !warp.warp<mask(0xffffffff)>, i32
      }
      %v62 = warp.match_any %w52#0, %w52#1 : !warp.warp<mask(0xffffffff)>, i32 -> i32
      %a63 = arith.addi %w52#1, %v62 : i32
      %o64 = memref.load %out[%tx] : memref<32xi32>
      %a65 = arith.addi %o64, %a63 : i32
      memref.store %a65, %out[%tx] : memref<32xi32>
      warp.yield %w52#0, %a63 : !warp.warp<mask(0xffffffff)>, i32
    }
    %o66 = memref.load %out[%tx] : memref<32xi32>
    %a67 = arith.addi %o66, %w3#1 : i32
    memref.store %a67, %out[%tx] : memref<32xi32>
    gpu.return
  }
}

//--- g197.mlir
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %li = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %v1 = warp.shuffle down %w0, %li, 12 : !warp.warp<mask(0xffffffff)>, i32
    %a2 = arith.addi %li, %v1 : i32
    %c5 = arith.constant 29 : i32
    %p4 = arith.cmpi ult, %a2, %c5 : i32
    %b6 = warp.any %w0, %p4 : !warp.warp<mask(0xffffffff)>
    %v3 = arith.extui %b6 : i1 to i32
    %a7 = arith.addi %a2, %v3 : i32
    %w8:2 = scf.for %i9 = %cz0 to %nb step %cz1 iter_args(%x10 = %w0, %aa11 = %a7) -> (!warp.warp<mask(0xffffffff)>, i32) {
      %w12:2 = scf.for %i13 = %cz0 to %nb step %cz1 iter_args(%x14 = %x10, %aa15 = %aa11) -> (!warp.warp<mask(0xffffffff)>, i32) {
        %w16:2 = warp.if %x14, range(4, 12) -> (!warp.warp<mask(0xffffffff)>, i32) {
          ^bb0(%x18: !warp.warp<mask(0x00000ff0)>):
          %c21 = arith.constant 34 : i32
          %p20 = arith.cmpi ult, %aa15, %c21 : i32
          %b22 = warp.all %x18, %p20 : !warp.warp<mask(0x00000ff0)>
          %v19 = arith.extui %b22 : i1 to i32
          %a23 = arith.addi %aa15, %v19 : i32
          %c26 = arith.constant 19 : i32
          %p25 = arith.cmpi ult, %a23, %c26 : i32
          %b27 = warp.any %x18, %p25 : !warp.warp<mask(0x00000ff0)>
          %v24 = arith.extui %b27 : i1 to i32
          %a28 = arith.addi %a23, %v24 : i32
          %v29 = warp.shuffle idx %x18, %a28, 11 : !warp.warp<mask(0x00000ff0)>, i32
          %a30 = arith.addi %a28, %v29 : i32
          %o31 = memref.load %out[%tx] : memref<32xi32>
          %a32 = arith.addi %o31, %a30 : i32
          memref.store %a32, %out[%tx] : memref<32xi32>
          warp.yield %x18, %a30 : !warp.warp<mask(0x00000ff0)>, i32
        } else {
          ^bb0(%x33: !warp.warp<mask(0xfffff00f)>):
          %c36 = arith.constant 33 : i32
          %p35 = arith.cmpi ult, %aa15, %c36 : i32
          %b37 = warp.all %x33, %p35 : !warp.warp<mask(0xfffff00f)>
          %v34 = arith.extui %b37 : i1 to i32
          %a38 = arith.addi %aa15, %v34 : i32
          %o39 = memref.load %out[%tx] : memref<32xi32>
          %a40 = arith.addi %o39, %a38 : i32
          memref.store %a40, %out[%tx] : memref<32xi32>
          warp.yield %x33, %a38 : !warp.warp<mask(0xfffff00f)>, i32
        }
        %o41 = memref.load %out[%tx] : memref<32xi32>
        %a42 = arith.addi %o41, %w16#1 : i32
        memref.store %a42, %out[%tx] : memref<32xi32>
        scf.yield %w16#0, %w16#1 : !warp.warp<mask(0xffffffff)>, i32
      }
      %t44 = warp.tile %w12#0, 16 : !warp.warp<mask(0xffffffff)> -> !warp.tile<16, mask(0xffffffff)>
      %v43 = warp.reduce add %t44, %w12#1 : !warp.tile<16, mask(0xffffffff)>, i32
      %a45 = arith.addi %w12#1, %v43 : i32
      %v46 = warp.reduce xor %w12#0, %a45 : !warp.warp<mask(0xffffffff)>, i32
      %a47 = arith.addi %a45, %v46 : i32
      %o48 = memref.load %out[%tx] : memref<32xi32>
      %a49 = arith.addi %o48, %a47 : i32
      memref.store %a49, %out[%tx] : memref<32xi32>
      scf.yield %w12#0, %a47 : !warp.warp<mask(0xffffffff)>, i32
    }
    %o50 = memref.load %out[%tx] : memref<32xi32>
    %a51 = arith.addi %o50, %w8#1 : i32
    memref.store %a51, %out[%tx] : memref<32xi32>
    gpu.return
  }
}

//--- g367.mlir
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %li = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %w1:2 = scf.for %i2 = %cz0 to %nb step %cz1 iter_args(%x3 = %w0, %aa4 = %li) -> (!warp.warp<mask(0xffffffff)>, i32) {
      %w5:2 = scf.for %i6 = %cz0 to %nb step %cz1 iter_args(%x7 = %x3, %aa8 = %aa4) -> (!warp.warp<mask(0xffffffff)>, i32) {
        %w9:2 = scf.for %i10 = %cz0 to %nb step %cz1 iter_args(%x11 = %x7, %aa12 = %aa8) -> (!warp.warp<mask(0xffffffff)>, i32) {
          %v13 = warp.shuffle xor %x11, %aa12, 25 : !warp.warp<mask(0xffffffff)>, i32
          %a14 = arith.addi %aa12, %v13 : i32
          %v15 = warp.match_any %x11, %a14 : !warp.warp<mask(0xffffffff)>, i32 -> i32
          %a16 = arith.addi %a14, %v15 : i32
          %o17 = memref.load %out[%tx] : memref<32xi32>
          %a18 = arith.addi %o17, %a16 : i32
          memref.store %a18, %out[%tx] : memref<32xi32>
          scf.yield %x11, %a16 : !warp.warp<mask(0xffffffff)>, i32
        }
        %o19 = memref.load %out[%tx] : memref<32xi32>
        %a20 = arith.addi %o19, %w9#1 : i32
        memref.store %a20, %out[%tx] : memref<32xi32>
        scf.yield %w9#0, %w9#1 : !warp.warp<mask(0xffffffff)>, i32
      }
      %w21:2 = warp.if %w5#0, even -> (!warp.warp<mask(0xffffffff)>, i32) {
        ^bb0(%x23: !warp.warp<mask(0x55555555)>):
        %c26 = arith.constant 17 : i32
        %p25 = arith.cmpi ult, %w5#1, %c26 : i32
        %v24 = warp.ballot %x23, %p25 : !warp.warp<mask(0x55555555)> -> i32
        %a27 = arith.addi %w5#1, %v24 : i32
        %v28 = warp.shuffle idx %x23, %a27, 10 : !warp.warp<mask(0x55555555)>, i32
        %a29 = arith.addi %a27, %v28 : i32
        %o30 = memref.load %out[%tx] : memref<32xi32>
        %a31 = arith.addi %o30, %a29 : i32
        memref.store %a31, %out[%tx] : memref<32xi32>
        warp.yield %x23, %a29 : !warp.warp<mask(0x55555555)>, i32
      } else {
        ^bb0(%x32: !warp.warp<mask(0xaaaaaaaa)>):
        %c35 = arith.constant 10 : i32
        %p34 = arith.cmpi ult, %w5#1, %c35 : i32
        %v33 = warp.first_lane %x32, %p34 : !warp.warp<mask(0xaaaaaaaa)>
        %a36 = arith.addi %w5#1, %v33 : i32
        %w37:2 = scf.for %i38 = %cz0 to %nb step %cz1 iter_args(%x39 = %x32, %aa40 = %a36) -> (!warp.warp<mask(0xaaaaaaaa)>, i32) {
          %v41 = warp.shuffle xor %x39, %aa40, 0 : !warp.warp<mask(0xaaaaaaaa)>, i32
          %a42 = arith.addi %aa40, %v41 : i32
          %o43 = memref.load %out[%tx] : memref<32xi32>
          %a44 = arith.addi %o43, %a42 : i32
          memref.store %a44, %out[%tx] : memref<32xi32>
          scf.yield %x39, %a42 : !warp.warp<mask(0xaaaaaaaa)>, i32
        }
        %o45 = memref.load %out[%tx] : memref<32xi32>
        %a46 = arith.addi %o45, %w37#1 : i32
        memref.store %a46, %out[%tx] : memref<32xi32>
        warp.yield %w37#0, %w37#1 : !warp.warp<mask(0xaaaaaaaa)>, i32
      }
      %c49 = arith.constant 35 : i32
      %p48 = arith.cmpi ult, %w21#1, %c49 : i32
      %b50 = warp.any %w21#0, %p48 : !warp.warp<mask(0xffffffff)>
      %v47 = arith.extui %b50 : i1 to i32
      %a51 = arith.addi %w21#1, %v47 : i32
      %o52 = memref.load %out[%tx] : memref<32xi32>
      %a53 = arith.addi %o52, %a51 : i32
      memref.store %a53, %out[%tx] : memref<32xi32>
      scf.yield %w21#0, %a51 : !warp.warp<mask(0xffffffff)>, i32
    }
    %o54 = memref.load %out[%tx] : memref<32xi32>
    %a55 = arith.addi %o54, %w1#1 : i32
    memref.store %a55, %out[%tx] : memref<32xi32>
    gpu.return
  }
}

//--- q88.mlir
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %li = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %w1:2 = scf.for %i2 = %cz0 to %nb step %cz1 iter_args(%x3 = %w0, %aa4 = %li) -> (!warp.warp<mask(0xffffffff)>, i32) {
      %w5:2 = scf.for %i6 = %cz0 to %nb step %cz1 iter_args(%x7 = %x3, %aa8 = %aa4) -> (!warp.warp<mask(0xffffffff)>, i32) {
        %t10 = warp.tile %x7, 4 : !warp.warp<mask(0xffffffff)> -> !warp.tile<4, mask(0xffffffff)>
        %v9 = warp.scan inclusive add %t10, %aa8 : !warp.tile<4, mask(0xffffffff)>, i32
        %a11 = arith.addi %aa8, %v9 : i32
        %v12 = warp.shuffle up %x7, %a11, 11 : !warp.warp<mask(0xffffffff)>, i32
        %a13 = arith.addi %a11, %v12 : i32
        %v14 = warp.broadcast %x7, %a13, 10 : !warp.warp<mask(0xffffffff)>, i32
        %a15 = arith.addi %a13, %v14 : i32
        %o16 = memref.load %out[%tx] : memref<32xi32>
        %a17 = arith.addi %o16, %a15 : i32
        memref.store %a17, %out[%tx] : memref<32xi32>
        scf.yield %x7, %a15 : !warp.warp<mask(0xffffffff)>, i32
      }
      %t19 = warp.tile %w5#0, 2 : !warp.warp<mask(0xffffffff)> -> !warp.tile<2, mask(0xffffffff)>
      %v18 = warp.scan inclusive add %t19, %w5#1 : !warp.tile<2, mask(0xffffffff)>, i32
      %a20 = arith.addi %w5#1, %v18 : i32
      %o21 = memref.load %out[%tx] : memref<32xi32>
      %a22 = arith.addi %o21, %a20 : i32
      memref.store %a22, %out[%tx] : memref<32xi32>
      scf.yield %w5#0, %a20 : !warp.warp<mask(0xffffffff)>, i32
    }
    %c28 = arith.constant 0 : i32
    %t29 = arith.constant true
    %w23:4 = scf.while (%x24 = %w1#0, %aa25 = %w1#1, %it26 = %c28, %go27 = %t29) : (!warp.warp<mask(0xffffffff)>, i32, i32, i1) -> (!warp.warp<mask(0xffffffff)>, i32, i32, i1) {
      scf.condition(%go27) %x24, %aa25, %it26, %go27 : !warp.warp<mask(0xffffffff)>, i32, i32, i1
    } do {
    ^bb0(%x30: !warp.warp<mask(0xffffffff)>, %a31: i32, %i32: i32, %g33: i1):
      %w34:2 = scf.for %i35 = %cz0 to %nb step %cz1 iter_args(%x36 = %x30, %aa37 = %a31) -> (!warp.warp<mask(0xffffffff)>, i32) {
        %w38:2 = warp.if %x36, lane(16) -> (!warp.warp<mask(0xffffffff)>, i32) {
          ^bb0(%x40: !warp.warp<mask(0x00010000)>):
          %c43 = arith.constant 24 : i32
          %p42 = arith.cmpi ult, %aa37, %c43 : i32
          %v41 = warp.first_lane %x40, %p42 : !warp.warp<mask(0x00010000)>
          %a44 = arith.addi %aa37, %v41 : i32
          %o45 = memref.load %out[%tx] : memref<32xi32>
          %a46 = arith.addi %o45, %a44 : i32
          memref.store %a46, %out[%tx] : memref<32xi32>
          warp.yield %x40, %a44 : !warp.warp<mask(0x00010000)>, i32
        } else {
          ^bb0(%x47: !warp.warp<mask(0xfffeffff)>):
          %c50 = arith.constant 4 : i32
          %p49 = arith.cmpi ult, %aa37, %c50 : i32
          %b51 = warp.all %x47, %p49 : !warp.warp<mask(0xfffeffff)>
          %v48 = arith.extui %b51 : i1 to i32
          %a52 = arith.addi %aa37, %v48 : i32
          %v53 = warp.shuffle xor %x47, %a52, 0 : !warp.warp<mask(0xfffeffff)>, i32
          %a54 = arith.addi %a52, %v53 : i32
          %v55 = warp.match_any %x47, %a54 : !warp.warp<mask(0xfffeffff)>, i32 -> i32
          %a56 = arith.addi %a54, %v55 : i32
          %o57 = memref.load %out[%tx] : memref<32xi32>
          %a58 = arith.addi %o57, %a56 : i32
          memref.store %a58, %out[%tx] : memref<32xi32>
          warp.yield %x47, %a56 : !warp.warp<mask(0xfffeffff)>, i32
        }
        %v59 = warp.shuffle down %w38#0, %w38#1, 5 : !warp.warp<mask(0xffffffff)>, i32
        %a60 = arith.addi %w38#1, %v59 : i32
        %v61 = warp.shuffle idx %w38#0, %a60, 23 : !warp.warp<mask(0xffffffff)>, i32
        %a62 = arith.addi %a60, %v61 : i32
        %o63 = memref.load %out[%tx] : memref<32xi32>
        %a64 = arith.addi %o63, %a62 : i32
        memref.store %a64, %out[%tx] : memref<32xi32>
        scf.yield %w38#0, %a62 : !warp.warp<mask(0xffffffff)>, i32
      }
      %o65 = memref.load %out[%tx] : memref<32xi32>
      %a66 = arith.addi %o65, %w34#1 : i32
      memref.store %a66, %out[%tx] : memref<32xi32>
      %c67 = arith.constant 1 : i32
      %i68 = arith.addi %i32, %c67 : i32
      %p69 = arith.cmpi ult, %i68, %n2 : i32
      %g70 = warp.any %w34#0, %p69 : !warp.warp<mask(0xffffffff)>
      scf.yield %w34#0, %w34#1, %i68, %g70 : !warp.warp<mask(0xffffffff)>, i32, i32, i1
    }
    %o71 = memref.load %out[%tx] : memref<32xi32>
    %a72 = arith.addi %o71, %w23#1 : i32
    memref.store %a72, %out[%tx] : memref<32xi32>
    gpu.return
  }
}

//--- q343.mlir
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32, %n2: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w0 = warp.entry : !warp.warp<all>
    %tx = gpu.thread_id x
    %li = arith.index_cast %tx : index to i32
    %cz0 = arith.constant 0 : index
    %cz1 = arith.constant 1 : index
    %nb = arith.index_cast %n2 : i32 to index
    %c1 = arith.constant 5 : i32
    %q2 = arith.cmpi ult, %li, %c1 : i32
    %w3:2 = warp.if %w0, %q2 -> (!warp.warp<mask(0xffffffff)>, i32) {
      ^bb0(%x5: !warp.warp<dyn>):
      %c8 = arith.constant 11 : i32
      %p7 = arith.cmpi ult, %li, %c8 : i32
      %b9 = warp.any %x5, %p7 : !warp.warp<dyn>
      %v6 = arith.extui %b9 : i1 to i32
      %a10 = arith.addi %li, %v6 : i32
      %c13 = arith.constant 30 : i32
      %p12 = arith.cmpi ult, %a10, %c13 : i32
      %v11 = warp.first_lane %x5, %p12 : !warp.warp<dyn>
      %a14 = arith.addi %a10, %v11 : i32
      %q16 = arith.cmpi ult, %n, %n2 : i32
      %w17:2 = warp.if %x5, %q16 -> (!warp.warp<dyn>, i32) {
        ^bb0(%x19: !warp.warp<dyn>):
        %w20:2 = scf.for %i21 = %cz0 to %nb step %cz1 iter_args(%x22 = %x19, %aa23 = %a14) -> (!warp.warp<dyn>, i32) {
          %v24 = warp.match_any %x22, %aa23 : !warp.warp<dyn>, i32 -> i32
          %a25 = arith.addi %aa23, %v24 : i32
          %o26 = memref.load %out[%tx] : memref<32xi32>
          %a27 = arith.addi %o26, %a25 : i32
          memref.store %a27, %out[%tx] : memref<32xi32>
          scf.yield %x22, %a25 : !warp.warp<dyn>, i32
        }
        %c30 = arith.constant 4 : i32
        %p29 = arith.cmpi ult, %w20#1, %c30 : i32
        %b31 = warp.all %w20#0, %p29 : !warp.warp<dyn>
        %v28 = arith.extui %b31 : i1 to i32
        %a32 = arith.addi %w20#1, %v28 : i32
        %o33 = memref.load %out[%tx] : memref<32xi32>
        %a34 = arith.addi %o33, %a32 : i32
        memref.store %a34, %out[%tx] : memref<32xi32>
        warp.yield %w20#0, %a32 : !warp.warp<dyn>, i32
      } else {
        ^bb0(%x35: !warp.warp<dyn>):
        %c38 = arith.constant 31 : i32
        %p37 = arith.cmpi ult, %a14, %c38 : i32
        %b39 = warp.any %x35, %p37 : !warp.warp<dyn>
        %v36 = arith.extui %b39 : i1 to i32
        %a40 = arith.addi %a14, %v36 : i32
        %q42 = arith.cmpi ult, %n, %n2 : i32
        %w43:2 = warp.if %x35, %q42 -> (!warp.warp<dyn>, i32) {
          ^bb0(%x45: !warp.warp<dyn>):
          %c48 = arith.constant 8 : i32
          %p47 = arith.cmpi ult, %a40, %c48 : i32
          %v46 = warp.ballot %x45, %p47 : !warp.warp<dyn> -> i32
          %a49 = arith.addi %a40, %v46 : i32
          %c52 = arith.constant 14 : i32
          %p51 = arith.cmpi ult, %a49, %c52 : i32
          %v50 = warp.ballot %x45, %p51 : !warp.warp<dyn> -> i32
          %a53 = arith.addi %a49, %v50 : i32
          %v54 = warp.match_any %x45, %a53 : !warp.warp<dyn>, i32 -> i32
          %a55 = arith.addi %a53, %v54 : i32
          %o56 = memref.load %out[%tx] : memref<32xi32>
          %a57 = arith.addi %o56, %a55 : i32
          memref.store %a57, %out[%tx] : memref<32xi32>
          warp.yield %x45, %a55 : !warp.warp<dyn>, i32
        } else {
          ^bb0(%x58: !warp.warp<dyn>):
          %c61 = arith.constant 27 : i32
          %p60 = arith.cmpi ult, %a40, %c61 : i32
          %v59 = warp.first_lane %x58, %p60 : !warp.warp<dyn>
          %a62 = arith.addi %a40, %v59 : i32
          %v63 = warp.match_any %x58, %a62 : !warp.warp<dyn>, i32 -> i32
          %a64 = arith.addi %a62, %v63 : i32
          %o65 = memref.load %out[%tx] : memref<32xi32>
          %a66 = arith.addi %o65, %a64 : i32
          memref.store %a66, %out[%tx] : memref<32xi32>
          warp.yield %x58, %a64 : !warp.warp<dyn>, i32
        }
        %o67 = memref.load %out[%tx] : memref<32xi32>
        %a68 = arith.addi %o67, %w43#1 : i32
        memref.store %a68, %out[%tx] : memref<32xi32>
        warp.yield %w43#0, %w43#1 : !warp.warp<dyn>, i32
      }
      %o69 = memref.load %out[%tx] : memref<32xi32>
      %a70 = arith.addi %o69, %w17#1 : i32
      memref.store %a70, %out[%tx] : memref<32xi32>
      warp.yield %w17#0, %w17#1 : !warp.warp<dyn>, i32
    } else {
      ^bb0(%x71: !warp.warp<dyn>):
      %w72:2 = scf.for %i73 = %cz0 to %nb step %cz1 iter_args(%x74 = %x71, %aa75 = %li) -> (!warp.warp<dyn>, i32) {
        %w76:2 = scf.for %i77 = %cz0 to %nb step %cz1 iter_args(%x78 = %x74, %aa79 = %aa75) -> (!warp.warp<dyn>, i32) {
          %c82 = arith.constant 33 : i32
          %p81 = arith.cmpi ult, %aa79, %c82 : i32
          %v80 = warp.first_lane %x78, %p81 : !warp.warp<dyn>
          %a83 = arith.addi %aa79, %v80 : i32
          %o84 = memref.load %out[%tx] : memref<32xi32>
          %a85 = arith.addi %o84, %a83 : i32
          memref.store %a85, %out[%tx] : memref<32xi32>
          scf.yield %x78, %a83 : !warp.warp<dyn>, i32
        }
        %o86 = memref.load %out[%tx] : memref<32xi32>
        %a87 = arith.addi %o86, %w76#1 : i32
        memref.store %a87, %out[%tx] : memref<32xi32>
        scf.yield %w76#0, %w76#1 : !warp.warp<dyn>, i32
      }
      %o88 = memref.load %out[%tx] : memref<32xi32>
      %a89 = arith.addi %o88, %w72#1 : i32
      memref.store %a89, %out[%tx] : memref<32xi32>
      warp.yield %w72#0, %w72#1 : !warp.warp<dyn>, i32
    }
    %o90 = memref.load %out[%tx] : memref<32xi32>
    %a91 = arith.addi %o90, %w3#1 : i32
    memref.store %a91, %out[%tx] : memref<32xi32>
    gpu.return
  }
}
