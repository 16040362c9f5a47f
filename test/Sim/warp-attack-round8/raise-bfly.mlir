// Issue 27, round 8: warp-raise keeps what runs
// (test/Dialect/Warp/attack-round8-raise.mlir). Each kernel runs raised
// under --sim; the expected values are the PTX ISA's shfl.sync worked by
// hand (v = lane; bfly: j = lane ^ b[4:0], valid iff j <= maxLane, the
// segment's last lane; down: j = lane + b, valid iff j <= maxLane; idx:
// j = minLane | (b & 7) on segments of 8), not the tools' output.
// RUN: warp-opt --warp-raise %s -o %t.mlir
// A run-time mask of 16 on segments of 8: lanes 16-31 read lanes 0-15
// (before the fix, raised to a tile's xor masked to the group: every lane
// its own value).
// RUN: warp-run --sim --sim-seed 0 %t.mlir --kernel bfly_runtime_segment --block 32 --arg i32[32] --arg i32:16 --print 2>&1 | FileCheck %s --check-prefix=SEG16
// SEG16-NOT: finding
// SEG16: arg 0 i32[32]: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15{{$}}
// RUN: warp-run --sim --sim-seed 7 %t.mlir --kernel bfly_runtime_segment --block 32 --arg i32[32] --arg i32:24 --print 2>&1 | FileCheck %s --check-prefix=SEG24
// SEG24-NOT: finding
// SEG24: arg 0 i32[32]: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7{{$}}
// The raised kernel (bfly 4, down n, idx n on segments of 8, bfly n on the
// warp), n = 3 and n = 16.
// RUN: warp-run --sim --sim-seed 1 %t.mlir --kernel raised --block 32 --arg i32[32] --arg i32:3 --print 2>&1 | FileCheck %s --check-prefix=R3
// R3-NOT: finding
// R3: arg 0 i32[32]: 2 2 2 2 2 2 2 2 10 10 10 10 10 10 10 10 18 18 18 18 18 18 18 18 26 26 26 26 26 26 26 26{{$}}
// RUN: warp-run --sim --sim-seed 0 %t.mlir --kernel raised --block 32 --arg i32[32] --arg i32:16 --print 2>&1 | FileCheck %s --check-prefix=R16
// R16-NOT: finding
// R16: arg 0 i32[32]: 20 20 20 20 20 20 20 20 28 28 28 28 28 28 28 28 4 4 4 4 4 4 4 4 12 12 12 12 12 12 12 12{{$}}
gpu.module @m {
  gpu.func @bfly_runtime_segment(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %all = arith.constant -1 : i32
    %clamp8 = arith.constant 6175 : i32
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %s = nvvm.shfl.sync bfly %all, %v, %n, %clamp8 : i32 -> i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
  gpu.func @raised(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %all = arith.constant -1 : i32
    %clamp8 = arith.constant 6175 : i32
    %clamp32 = arith.constant 31 : i32
    %c4 = arith.constant 4 : i32
    %lane = gpu.lane_id
    %v = arith.index_cast %lane : index to i32
    %a = nvvm.shfl.sync bfly %all, %v, %c4, %clamp8 : i32 -> i32
    %b = nvvm.shfl.sync down %all, %a, %n, %clamp8 : i32 -> i32
    %c = nvvm.shfl.sync idx %all, %b, %n, %clamp8 : i32 -> i32
    %d = nvvm.shfl.sync bfly %all, %c, %n, %clamp32 : i32 -> i32
    memref.store %d, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
