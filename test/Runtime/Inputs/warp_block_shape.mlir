// A warp kernel that declares its block (block-shape-warp.test): W2 took
// (64, 1, 1) as two whole warps.
gpu.module @kernels {
  gpu.func @warp_sum(%x: memref<64xi32>) kernel
      attributes {known_block_size = array<i32: 64, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %t = gpu.thread_id x
    %v = arith.index_cast %t : index to i32
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %r, %x[%t] : memref<64xi32>
    gpu.return
  }
}
