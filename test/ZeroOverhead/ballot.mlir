// RUN: warp-ptx %s | %normalize-ptx > %t.typed
// RUN: warp-ptx %S/Inputs/ballot.untyped.mlir | %normalize-ptx > %t.untyped
// RUN: diff %t.typed %t.untyped
// RUN: %if ptxas %{ warp-ptx %s -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}
//
// Zero overhead: the ballot of `lane < 16` is one vote.sync.ballot. The typed kernel and the hand-written untyped one
// (Inputs/ballot.untyped.mlir, upstream gpu/nvvm only) give the same PTX.
gpu.module @kernels {
  gpu.func @ballot_low_half(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c16 = arith.constant 16 : index
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %low = arith.cmpi ult, %lane, %c16 : index
    %b = warp.ballot %w, %low : !warp.warp<all> -> i32
    memref.store %b, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
