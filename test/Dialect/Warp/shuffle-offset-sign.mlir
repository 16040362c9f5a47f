// An offset operand that is a constant is read exactly only when it lies
// inside the group (W9's pattern); any other constant (negative, or at or
// past the group size) is the run-time value it stands for (W15: whole
// groups), so that folding `0 - 3` into `-3` never turns a verified op into
// an invalid one (the fuzzer's finding: `--canonicalize` made a verified
// module fail W9). PTX reads the offset's low 5 bits: -3 is xor 29, which on
// !warp.tile<8, high(16)> would send lane 16 to the inactive lane 13; the
// lowering masks a run-time xor to the group (-3 & 7 = 5) as W15's model
// says. A static offset (the attribute) outside [0, group) stays an error
// (malformed.mlir); a constant past the group is W15 on a half
// that is not whole groups (invalid.mlir: W15_constant_past_group).
//
// RUN: warp-opt %s | FileCheck %s --check-prefix=OK
// RUN: warp-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: warp-opt %s --convert-warp-to-nvvm | FileCheck %s --check-prefix=IR
// RUN: warp-opt %s --warp-check-convergence -o /dev/null
//
// Run under the simulator (values from
// ../../Conversion/WarpToNVVM/Inputs/shuffle_expected.py, two schedules):
// RUN: %python %S/../../Conversion/WarpToNVVM/Inputs/shuffle_expected.py xor -3 %t.xor.npy
// RUN: %python %S/../../Conversion/WarpToNVVM/Inputs/shuffle_expected.py idx -1 %t.idx.npy
// RUN: warp-run --sim --sim-seed 1 %s --kernel neg_xor --arg i32[32]=iota --arg i32[32] --expect 1=%t.xor.npy 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: warp-run --sim --sim-seed 7 %s --kernel neg_xor --arg i32[32]=iota --arg i32[32] --expect 1=%t.xor.npy 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: warp-run --sim --sim-seed 1 %s --kernel folded_idx --arg i32[32]=iota --arg i32[32] --expect 1=%t.idx.npy 2>&1 | FileCheck %s --check-prefix=SIM
// SIM-NOT: finding
// SIM: result match

// OK-LABEL: gpu.func @neg_xor
// CANON-LABEL: gpu.func @neg_xor
// CANON: %[[C:.*]] = arith.constant -3 : i32
// CANON: warp.shuffle xor %{{.*}}, %{{.*}}, %[[C]] : !warp.tile<8, high(16)>, i32
// IR-LABEL: gpu.func @neg_xor
// IR: %[[G:.*]] = arith.constant 7 : i32
// IR: %[[M:.*]] = arith.andi %{{.*}}, %[[G]] : i32
// IR: nvvm.shfl.sync{{ +}}bfly %{{.*}}, %{{.*}}, %[[M]], %{{.*}} {{.*}}: i32 -> i32
gpu.module @m {
  gpu.func @neg_xor(%x: memref<32xi32>, %y: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %z = arith.constant 0 : i32
    %three = arith.constant 3 : i32
    %k = arith.subi %z, %three : i32
    %s = warp.shuffle xor %t, %v, %k : !warp.tile<8, high(16)>, i32
    %a = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : index
    %minus1 = arith.constant -1 : i32
    %upper = arith.cmpi uge, %lane, %c16 : index
    %r = arith.select %upper, %s, %minus1 : i32
    memref.store %r, %y[%lane] : memref<32xi32>
    gpu.return
  }

  // idx reads minLane | (b & ~segmask): -1 is lane 7 of each group.
  // OK-LABEL: gpu.func @folded_idx
  // CANON-LABEL: gpu.func @folded_idx
  // CANON: warp.shuffle idx
  // IR-LABEL: gpu.func @folded_idx
  // IR: nvvm.shfl.sync idx
  gpu.func @folded_idx(%x: memref<32xi32>, %y: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %k = arith.constant -1 : i32
    %s = warp.shuffle idx %t, %v, %k : !warp.tile<8, high(16)>, i32
    %a = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : index
    %minus1 = arith.constant -1 : i32
    %upper = arith.cmpi uge, %lane, %c16 : index
    %r = arith.select %upper, %s, %minus1 : i32
    memref.store %r, %y[%lane] : memref<32xi32>
    gpu.return
  }
}

