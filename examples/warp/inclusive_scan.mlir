// Prefix sums of the lower half-warp: a scan reads every lane below the
// reader, and `low(16)` holds all of them, so the scan is legal there.
gpu.module @kernels {
  gpu.func @inclusive_scan_low16(%in: memref<32xi32>, %out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %w2 = warp.if %w, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %p = warp.scan inclusive add %lo, %v : !warp.warp<low(16)>, i32
      memref.store %p, %out[%lane] : memref<32xi32>
      warp.yield %lo : !warp.warp<low(16)>
    } else {
    ^bb0(%hi: !warp.warp<high(16)>):
      memref.store %v, %out[%lane] : memref<32xi32>
      warp.yield %hi : !warp.warp<high(16)>
    }
    gpu.return
  }
}
