// Diverge, reduce each half on its own, merge, combine. Even and odd lanes
// each sum their half with xor 2, 4, 8, 16 (a lane's partner keeps its
// parity, so each half reads only its own lanes); after the merge one xor 1
// shuffle adds the other half's sum. With inputs 0..31 every lane gets 496.
gpu.module @kernels {
  gpu.func @diverge_merge_reduce(%in: memref<32xi32>, %out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e2 = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    %se2 = arith.addi %v, %e2 : i32
    %e4 = warp.shuffle xor %e, %se2, 4 : !warp.warp<even>, i32
    %se4 = arith.addi %se2, %e4 : i32
    %e8 = warp.shuffle xor %e, %se4, 8 : !warp.warp<even>, i32
    %se8 = arith.addi %se4, %e8 : i32
    %e16 = warp.shuffle xor %e, %se8, 16 : !warp.warp<even>, i32
    %evenSum = arith.addi %se8, %e16 : i32
    %o2 = warp.shuffle xor %o, %v, 2 : !warp.warp<odd>, i32
    %so2 = arith.addi %v, %o2 : i32
    %o4 = warp.shuffle xor %o, %so2, 4 : !warp.warp<odd>, i32
    %so4 = arith.addi %so2, %o4 : i32
    %o8 = warp.shuffle xor %o, %so4, 8 : !warp.warp<odd>, i32
    %so8 = arith.addi %so4, %o8 : i32
    %o16 = warp.shuffle xor %o, %so8, 16 : !warp.warp<odd>, i32
    %oddSum = arith.addi %so8, %o16 : i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    // Each lane holds its own half's sum; the xor-1 partner holds the other.
    %parity = arith.andi %lane, %c1 : index
    %isEven = arith.cmpi eq, %parity, %c0 : index
    %mine = arith.select %isEven, %evenSum, %oddSum : i32
    %theirs = warp.shuffle xor %m, %mine, 1 : !warp.warp<all>, i32
    %total = arith.addi %mine, %theirs : i32
    memref.store %total, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
