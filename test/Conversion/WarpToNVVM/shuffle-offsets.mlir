// A run-time xor offset on a tile keeps to its group (W15's model: lane l
// reads b + ((l - b) xor m) mod g). PTX's shfl.bfly with a segment clamp
// tests only the group's upper bound, so before the lowering masked the
// offset with g - 1, offset 16 on !warp.tile<8, high(16)> sent lanes 16-23
// to the inactive lanes 0-7 (--sim: shuffle-source, exit 4). `idx` is
// masked by the ISA itself (minLane | (b & ~segmask)): checked, no mask
// added. Values from Inputs/shuffle_expected.py, two schedules each.
//
// RUN: warp-opt --convert-warp-to-nvvm %s | FileCheck %s --check-prefix=IR
// RUN: %python %S/Inputs/shuffle_expected.py xor 16 %t.xor16.npy
// RUN: %python %S/Inputs/shuffle_expected.py xor 17 %t.xor17.npy
// RUN: %python %S/Inputs/shuffle_expected.py xor 30 %t.xor30.npy
// RUN: %python %S/Inputs/shuffle_expected.py idx 16 %t.idx16.npy
// RUN: %python %S/Inputs/shuffle_expected.py idx 19 %t.idx19.npy
// RUN: warp-run --sim --sim-seed 1 %s --kernel xor --arg i32[32]=iota --arg i32:16 --arg i32[32] --expect 2=%t.xor16.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel xor --arg i32[32]=iota --arg i32:16 --arg i32[32] --expect 2=%t.xor16.npy
// RUN: warp-run --sim --sim-seed 1 %s --kernel xor --arg i32[32]=iota --arg i32:17 --arg i32[32] --expect 2=%t.xor17.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel xor --arg i32[32]=iota --arg i32:30 --arg i32[32] --expect 2=%t.xor30.npy
// RUN: warp-run --sim --sim-seed 1 %s --kernel idx --arg i32[32]=iota --arg i32:16 --arg i32[32] --expect 2=%t.idx16.npy
// RUN: warp-run --sim --sim-seed 7 %s --kernel idx --arg i32[32]=iota --arg i32:19 --arg i32[32] --expect 2=%t.idx19.npy

gpu.module @kernels {
  // IR-LABEL: gpu.func @xor
  // IR: %[[G:.*]] = arith.constant 7 : i32
  // IR: %[[M:.*]] = arith.andi %{{.*}}, %[[G]] : i32
  // IR: nvvm.shfl.sync{{ +}}bfly %{{.*}}, %{{.*}}, %[[M]], %{{.*}} {{.*}}: i32 -> i32
  gpu.func @xor(%x: memref<32xi32>, %m: i32, %y: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle xor %t, %v, %m : !warp.tile<8, high(16)>, i32
    %a = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : index
    %minus1 = arith.constant -1 : i32
    %upper = arith.cmpi uge, %lane, %c16 : index
    %r = arith.select %upper, %s, %minus1 : i32
    memref.store %r, %y[%lane] : memref<32xi32>
    gpu.return
  }

  // IR-LABEL: gpu.func @idx
  // IR-NOT: arith.andi %arg1
  // IR: nvvm.shfl.sync idx %{{.*}}, %{{.*}}, %arg1, %{{.*}} {{.*}}: i32 -> i32
  gpu.func @idx(%x: memref<32xi32>, %k: i32, %y: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    %t = warp.tile %hi, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %s = warp.shuffle idx %t, %v, %k : !warp.tile<8, high(16)>, i32
    %a = warp.merge %lo, %hi : !warp.warp<low(16)>, !warp.warp<high(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : index
    %minus1 = arith.constant -1 : i32
    %upper = arith.cmpi uge, %lane, %c16 : index
    %r = arith.select %upper, %s, %minus1 : i32
    memref.store %r, %y[%lane] : memref<32xi32>
    gpu.return
  }

  // A constant offset needs no mask: W9 proves it in range. (The one
  // `andi` is the tile's member mask, 255 << (lane & ~7), not the offset's.)
  // IR-LABEL: gpu.func @constant
  // IR: %[[BASE:.*]] = arith.andi %{{.*}}, %c-8_i32 : i32
  // IR: %[[MASK:.*]] = arith.shli %c255_i32, %[[BASE]] : i32
  // IR-NOT: arith.andi
  // IR: nvvm.shfl.sync{{ +}}bfly %[[MASK]], %{{.*}}, %c4_i32
  gpu.func @constant(%x: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %c4 = arith.constant 4 : i32
    %s = warp.shuffle xor %t, %v, %c4 : !warp.tile<8>, i32
    memref.store %s, %x[%lane] : memref<32xi32>
    gpu.return
  }
}
