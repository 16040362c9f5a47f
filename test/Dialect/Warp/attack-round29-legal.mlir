// RUN: warp-opt %s | FileCheck %s
// The legal neighbour of attack-round29.mlir: the address of a plain
// global (not an alias, not a mergeable constant) bound to `i` prints by
// its own name (`mov.u64 %rd1, table;`), a lane-local instruction, under a
// lane branch while the warp is live.

// CHECK-LABEL: gpu.func @global_by_name
gpu.module @m {
  llvm.mlir.global internal @table(0 : i32) {addr_space = 1 : i32} : i32
  gpu.func @global_by_name(%out: memref<32xi32>, %out2: memref<32xi64>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    scf.if %lo {
      %a = llvm.mlir.addressof @table : !llvm.ptr<1>
      %p = llvm.inline_asm has_side_effects "mov.u64 $0, $1;", "=l,i" %a : (!llvm.ptr<1>) -> i64
      memref.store %p, %out2[%lane] : memref<32xi64>
    }
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
