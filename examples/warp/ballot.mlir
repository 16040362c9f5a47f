// The ballot of `lane < 16`: 0x0000ffff in every lane.
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
