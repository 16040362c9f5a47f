// A call of a declaration named as an NVVM intrinsic (`llvm.func
// @llvm.nvvm.bar.warp.sync`, as LLVM's translation emits the intrinsic)
// runs as that intrinsic; one the simulator does not model is refused with
// its name and location. The JIT used to abort on both ("LLVM ERROR: Cannot
// select: intrinsic %llvm.nvvm.bar.warp.sync", exit 134; issue 27 round 19).
//
// RUN: warp-run --sim %s --kernel k --arg i32[32] --print 2>&1 | FileCheck %s
// CHECK-NOT: finding
// CHECK: arg 0 i32[32]: 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535 65535{{$}}
//
// RUN: not warp-run --sim %s --kernel unknown --arg i32[32] 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: the simulator does not model the intrinsic 'llvm.nvvm.not.an.intrinsic' (at {{.*}}nvvm-intrinsic-declarations.mlir:[[# @LINE + 21]]:10)
gpu.module @m {
  llvm.func @llvm.nvvm.bar.warp.sync(i32)
  llvm.func @llvm.nvvm.vote.ballot.sync(i32, i1) -> i32
  llvm.func @llvm.nvvm.not.an.intrinsic(i32) -> i32
  gpu.func @k(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %m1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.call @llvm.nvvm.bar.warp.sync(%m1) : (i32) -> ()
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %b = llvm.call @llvm.nvvm.vote.ballot.sync(%m1, %lo) : (i32, i1) -> i32
    memref.store %b, %out[%lane] : memref<32xi32>
    gpu.return
  }
  gpu.func @unknown(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = llvm.call @llvm.nvvm.not.an.intrinsic(%li) : (i32) -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
