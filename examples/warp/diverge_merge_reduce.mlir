// Diverge, one collective per half, merge, reduce. Each lane adds the value
// of its xor-2 partner, which has its parity, so each half's shuffle reads
// only its own lanes (on `even`, xor 2 is legal and xor 1 is not). The warp
// then sums the pair sums, which counts every input twice: with inputs 0..31
// every lane gets (2 * 496) / 2 = 496.
//
// A value-form half guards each of its collectives with the half's lane
// predicate; for several collectives on one half, branch once with warp.if.
gpu.module @kernels {
  gpu.func @diverge_merge_reduce(%in: memref<32xi32>, %out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %pe = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    %po = warp.shuffle xor %o, %v, 2 : !warp.warp<odd>, i32
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %parity = arith.andi %lane, %c1 : index
    %isEven = arith.cmpi eq, %parity, %c0 : index
    %partner = arith.select %isEven, %pe, %po : i32
    %pair = arith.addi %v, %partner : i32
    %twice = warp.reduce add %m, %pair : !warp.warp<all>, i32
    %total = arith.shrui %twice, %one : i32
    memref.store %total, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
