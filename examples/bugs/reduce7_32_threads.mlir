// cuda-samples #398, typed: reduce7's last step with a 32-thread block. Only
// lane 0 is in the mask (tid < blockSize / warpSize = 1), yet it shuffles
// down by 16 from lane 16. `warp-opt` rejects this:
//   error: 'warp.shuffle' op W9: shuffle down 16 on '!warp.warp<lane(0)>'
//   reads inactive lanes 16 (lane 0 reads lane 16)
gpu.module @kernels {
  gpu.func @reduce7_final_warp(%in: memref<32xf32>, %out: memref<1xf32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xf32>
    %l0, %rest = warp.diverge %w, lane(0) : !warp.warp<all> -> !warp.warp<lane(0)>, !warp.warp<high(31)>
    %s = warp.shuffle down %l0, %v, 16 : !warp.warp<lane(0)>, f32
    %m = warp.merge %l0, %rest : !warp.warp<lane(0)>, !warp.warp<high(31)> -> !warp.warp<all>
    memref.store %s, %out[%c0] : memref<1xf32>
    gpu.return
  }
}
