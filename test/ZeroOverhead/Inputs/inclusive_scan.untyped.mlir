// The hand-written, untyped twin of ../inclusive_scan.mlir: upstream gpu/nvvm ops,
// masks and clamps written out as a CUDA programmer would.
gpu.module @kernels {
  gpu.func @inclusive_scan(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
    %all = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %laneId = nvvm.read.ptx.sreg.laneid : i32
    %d1 = arith.constant 1 : i32
    %y1 = nvvm.shfl.sync up %all, %v, %d1, %c0 : i32 -> i32
    %sum1 = arith.addi %v, %y1 : i32
    %in1 = arith.cmpi uge, %laneId, %d1 : i32
    %x1 = arith.select %in1, %sum1, %v : i32
    %d2 = arith.constant 2 : i32
    %y2 = nvvm.shfl.sync up %all, %x1, %d2, %c0 : i32 -> i32
    %sum2 = arith.addi %x1, %y2 : i32
    %in2 = arith.cmpi uge, %laneId, %d2 : i32
    %x2 = arith.select %in2, %sum2, %x1 : i32
    %d4 = arith.constant 4 : i32
    %y4 = nvvm.shfl.sync up %all, %x2, %d4, %c0 : i32 -> i32
    %sum4 = arith.addi %x2, %y4 : i32
    %in4 = arith.cmpi uge, %laneId, %d4 : i32
    %x4 = arith.select %in4, %sum4, %x2 : i32
    %d8 = arith.constant 8 : i32
    %y8 = nvvm.shfl.sync up %all, %x4, %d8, %c0 : i32 -> i32
    %sum8 = arith.addi %x4, %y8 : i32
    %in8 = arith.cmpi uge, %laneId, %d8 : i32
    %x8 = arith.select %in8, %sum8, %x4 : i32
    %d16 = arith.constant 16 : i32
    %y16 = nvvm.shfl.sync up %all, %x8, %d16, %c0 : i32 -> i32
    %sum16 = arith.addi %x8, %y16 : i32
    %in16 = arith.cmpi uge, %laneId, %d16 : i32
    %x16 = arith.select %in16, %sum16, %x8 : i32
    memref.store %x16, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
