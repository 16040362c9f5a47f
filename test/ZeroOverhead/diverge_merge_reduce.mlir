// RUN: warp-ptx %s | %normalize-ptx > %t.typed
// RUN: warp-ptx %S/Inputs/diverge_merge_reduce.untyped.mlir | %normalize-ptx > %t.untyped
// RUN: diff %t.typed %t.untyped
// RUN: %if ptxas %{ warp-ptx %s -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}
//
// Zero overhead: each half shuffles under its lane predicate with its own mask
// (0x55555555, 0xaaaaaaaa), then redux.sync sums the whole warp. The typed kernel and the hand-written untyped one
// (Inputs/diverge_merge_reduce.untyped.mlir, upstream gpu/nvvm only) give the same PTX.
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
