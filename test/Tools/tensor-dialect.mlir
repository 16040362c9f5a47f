// Test: one dialect registry for every tool (Registration.cpp). A tile
// kernel with a tensor.splat verifies in warp-opt; warp-ptx and warp-run
// parse it too and stop at the lowering's error at the op (they said
// "Dialect `tensor' not found" before). tile.broadcast is the op the
// lowering takes for a scalar made a tile (the nearest legal program,
// test/Pipelines/TileToPTX/options.mlir). A host function using linalg
// and tensor ops beside the kernels parses; warp-ptx compiles the kernels
// alone.
//
// RUN: warp-opt %s | FileCheck %s --check-prefix=OPT
// RUN: not warp-ptx %s 2>&1 | FileCheck %s --check-prefix=LOWER
// RUN: not warp-run --sim %s --kernel scale --arg 'f32[2048]=iota' --arg f32:2 --arg 'f32[2048]' 2>&1 | FileCheck %s --check-prefix=LOWER
// RUN: warp-ptx %S/Inputs/linalg_host.mlir | FileCheck %s --check-prefix=PTX

// OPT: tensor.splat
// LOWER-NOT: not found
// LOWER: tensor-dialect.mlir:[[# @LINE + 7]]:9: error: 'tensor.splat' on tile values is not supported by the lowering yet
// LOWER-NOT: not found
// PTX: .visible .entry scale(
// PTX: mul.rn.f32

tile.kernel @scale(%a: !tile.view<?xf32>, %s: f32, %c: !tile.part<1024xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %ss = tensor.splat %s : tensor<1024xf32>
  %y = arith.mulf %x, %ss : tensor<1024xf32>
  %t1 = tile.store %y, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}
