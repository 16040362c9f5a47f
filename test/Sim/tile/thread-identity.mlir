// What T18 and T15 reject, run anyway: the same programs marked `unsafe`
// (which T8 exempts) misbehave under the simulator, with two scheduling
// seeds each. They are the issue 28 examples; their safe forms are
// rejected in test/Dialect/Tile/threads.mlir.
//  * @by_thread: "gpu.thread_id x upper_bound 4" indexes a 4-element
//    scratch on 128 threads: threads 4 and up store past it.
//  * @by_lane: a trip count that depends on the lane holds a cross-warp
//    reduction; lanes leave the loop at different counts, so the
//    reduction's barrier is reached by some threads only.
//  * @by_flags: INT64_MAX + (p mod 4) under nsw, minus INT64_MAX, is
//    p mod 4 (the analysis read 0); times 2^20 it is far past a 1-element
//    scratch for programs 1 to 3.
//
// RUN: sh -c 'warp-run --sim %s --kernel by_thread --arg f32[256] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=THREAD
// RUN: sh -c 'warp-run --sim --sim-seed=7 %s --kernel by_thread --arg f32[256] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=THREAD
// RUN: sh -c 'warp-run --sim %s --kernel by_lane --arg f32[1x1024]=iota --arg f32[1x1024] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LANE
// RUN: sh -c 'warp-run --sim --sim-seed=7 %s --kernel by_lane --arg f32[1x1024]=iota --arg f32[1x1024] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LANE
// RUN: sh -c 'warp-run --sim %s --kernel by_flags --arg f32[512] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=FLAGS
// RUN: sh -c 'warp-run --sim --sim-seed=7 %s --kernel by_flags --arg f32[512] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=FLAGS
// Without `unsafe` the verifier rejects all three (the old one took them):
// RUN: sed 's/ attributes {unsafe}//' %s | not warp-opt 2>&1 | FileCheck %s --check-prefix=SAFE
//
// SAFE: 'gpu.thread_id' op T18: reads or synchronizes the threads of a block
// SAFE: 'gpu.lane_id' op T18: reads or synchronizes the threads of a block
// SAFE: 'memref.store' op T15: index 0 is not proven inside [0, 1) of 'memref<1xf32>'
//
// THREAD: finding
// THREAD: exit 4
// LANE: finding
// LANE: exit 4
// FLAGS: finding
// FLAGS: exit 4

tile.kernel @thread_scratch(%c: !tile.part<128xf32>, %t0: !tile.token) attributes {unsafe} {
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  %t = gpu.thread_id x upper_bound 4
  memref.store %one, %s[%t] : memref<4xf32>
  %back = memref.load %s[%t] : memref<4xf32>
  %tile = tile.broadcast %back : f32 -> tensor<128xf32>
  %t1 = tile.store %tile, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}

func.func @by_thread(%c: memref<256xf32>) {
  %pc = tile.partition %c : memref<256xf32> -> !tile.part<128xf32>
  tile.launch @thread_scratch(%pc) : (!tile.part<128xf32>)
  return
}

tile.kernel @lane_loop(%v: !tile.view<?x1024xf32>, %c: !tile.part<1x1024xf32>, %t0: !tile.token) attributes {unsafe} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %row = tile.load %v like %c : !tile.view<?x1024xf32>, !tile.part<1x1024xf32> -> tensor<1x1024xf32>
  %l = gpu.lane_id
  %r = scf.for %i = %c0 to %l step %c1 iter_args(%acc = %row) -> tensor<1x1024xf32> {
    %m = tile.reduce max %acc dim 1 : tensor<1x1024xf32> -> tensor<1x1xf32>
    %b = tile.broadcast %m : tensor<1x1xf32> -> tensor<1x1024xf32>
    scf.yield %b : tensor<1x1024xf32>
  }
  %t1 = tile.store %r, %c, %t0 : tensor<1x1024xf32>, !tile.part<1x1024xf32>
  tile.return %t1 : !tile.token
}

func.func @by_lane(%v: memref<1x1024xf32>, %c: memref<1x1024xf32>) {
  %pc = tile.partition %c : memref<1x1024xf32> -> !tile.part<1x1024xf32>
  tile.launch @lane_loop(%v, %pc) : (memref<1x1024xf32>, !tile.part<1x1024xf32>)
  return
}

tile.kernel @flags_scratch(%c: !tile.part<128xf32>, %t0: !tile.token) attributes {unsafe} {
  %max = arith.constant 9223372036854775807 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<1xf32>
  %p = tile.program_id 0 : index
  %r = arith.remui %p, %c4 : index
  %a = arith.addi %max, %r overflow<nsw> : index
  %i = arith.subi %a, %max overflow<nsw> : index
  %c1m = arith.constant 1048576 : index
  %far = arith.muli %i, %c1m : index
  memref.store %one, %s[%far] : memref<1xf32>
  %back = memref.load %s[%far] : memref<1xf32>
  %tile = tile.broadcast %back : f32 -> tensor<128xf32>
  %t1 = tile.store %tile, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}

func.func @by_flags(%c: memref<512xf32>) {
  %pc = tile.partition %c : memref<512xf32> -> !tile.part<128xf32>
  tile.launch @flags_scratch(%pc) : (!tile.part<128xf32>)
  return
}
