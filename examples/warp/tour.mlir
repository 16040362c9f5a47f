// The README tour: diverge/merge, a run-time branch, and a tile.
gpu.module @kernels {
  gpu.func @tour(%in: memref<32xi32>, %p: i1, %q: i1) kernel {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>

    // Split by a static predicate: each half is its own type.
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %x = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32   // legal: xor 2 keeps parity
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>

    // Branch on a run-time predicate: the sub-warp exists only in its region.
    %w2 = warp.if %m, %p -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<dyn>):
      %b = warp.ballot %t, %q : !warp.warp<dyn> -> i32        // votes are legal on dyn
      warp.yield %t : !warp.warp<dyn>
    }

    // Cooperative groups of 8 lanes; collectives stay inside each group.
    %t8 = warp.tile %w2, 8 : !warp.warp<all> -> !warp.tile<8>
    %s = warp.reduce add %t8, %v : !warp.tile<8>, i32
    gpu.return
  }
}
