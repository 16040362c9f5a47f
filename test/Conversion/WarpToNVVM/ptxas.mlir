// REQUIRES: ptxas
// Every example assembles with CUDA's ptxas for the H100 and the A100.
// RUN: warp-ptx %examples/warp/ballot.mlir -o %t.ballot.ptx
// RUN: %ptxas -arch=sm_90 %t.ballot.ptx -o %t.cubin
// RUN: warp-ptx %examples/warp/butterfly_sum.mlir -o %t.butterfly.ptx
// RUN: %ptxas -arch=sm_90 %t.butterfly.ptx -o %t.cubin
// RUN: warp-ptx %examples/warp/diverge_merge_reduce.mlir -o %t.dmr.ptx
// RUN: %ptxas -arch=sm_90 %t.dmr.ptx -o %t.cubin
// RUN: warp-ptx %examples/warp/inclusive_scan.mlir -o %t.scan.ptx
// RUN: %ptxas -arch=sm_90 %t.scan.ptx -o %t.cubin
// RUN: warp-ptx %examples/warp/tile8_reduce.mlir -o %t.tile.ptx
// RUN: %ptxas -arch=sm_90 %t.tile.ptx -o %t.cubin
// RUN: warp-ptx %examples/warp/tour.mlir -o %t.tour.ptx
// RUN: %ptxas -arch=sm_90 %t.tour.ptx -o %t.cubin
// RUN: warp-ptx --chip=sm_80 %examples/warp/diverge_merge_reduce.mlir -o %t.sm80.ptx
// RUN: %ptxas -arch=sm_80 %t.sm80.ptx -o %t.cubin
// RUN: FileCheck %s < %t.sm80.ptx
// CHECK: .target sm_80
// CHECK: redux.sync.add.s32
// The pipeline can also hand back a cubin (gpu.binary with an ELF object).
// RUN: warp-opt %examples/warp/butterfly_sum.mlir --warp-to-ptx="format=bin" | FileCheck %s --check-prefix=CUBIN
// CUBIN: gpu.binary @kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">, {{.*}}bin = "\7FELF
