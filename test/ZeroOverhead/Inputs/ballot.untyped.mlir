// The hand-written, untyped twin of ../ballot.mlir: upstream gpu/nvvm ops,
// masks and clamps written out as a CUDA programmer would.
gpu.module @kernels {
  gpu.func @ballot_low_half(%out: memref<32xi32>) kernel
      attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c16 = arith.constant 16 : index
    %all = arith.constant -1 : i32
    %lane = gpu.lane_id
    %low = arith.cmpi ult, %lane, %c16 : index
    %b = nvvm.vote.sync ballot %all, %low -> i32
    memref.store %b, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
