// The hand-written, untyped twin of ../diverge_merge_reduce.mlir: upstream gpu/nvvm ops,
// masks and clamps written out as a CUDA programmer would.
gpu.module @kernels {
  gpu.func @diverge_merge_reduce(%in: memref<32xi32>, %out: memref<32xi32>) kernel
      attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i32
    %two = arith.constant 2 : i32
    %c31 = arith.constant 31 : i32
    %all = arith.constant -1 : i32
    %evenMask = arith.constant 0x55555555 : i32
    %oddMask = arith.constant 0xaaaaaaaa : i32
    %poison = ub.poison : i32
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %laneId = nvvm.read.ptx.sreg.laneid : i32
    %bit = arith.andi %laneId, %one : i32
    %even = arith.cmpi eq, %bit, %zero : i32
    %pe = scf.if %even -> (i32) {
      %r = nvvm.shfl.sync bfly %evenMask, %v, %two, %c31 : i32 -> i32
      scf.yield %r : i32
    } else {
      scf.yield %poison : i32
    }
    %odd = arith.cmpi ne, %bit, %zero : i32
    %po = scf.if %odd -> (i32) {
      %r = nvvm.shfl.sync bfly %oddMask, %v, %two, %c31 : i32 -> i32
      scf.yield %r : i32
    } else {
      scf.yield %poison : i32
    }
    %parity = arith.andi %lane, %c1 : index
    %isEven = arith.cmpi eq, %parity, %c0 : index
    %partner = arith.select %isEven, %pe, %po : i32
    %pair = arith.addi %v, %partner : i32
    %twice = nvvm.redux.sync add %pair, %all : i32 -> i32
    %total = arith.shrui %twice, %one : i32
    memref.store %total, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
