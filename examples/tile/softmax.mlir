// Row softmax, y = exp(x - max(x)) / sum(exp(x - max(x))) per row of 1024:
// each program owns one row of y (any number of rows) and reads the same
// row of x.
//
// Fast math: exp and the division carry `fastmath` flags. `afn` on math.exp
// gives libdevice's __nv_fast_expf, ex2.approx.f32 of x * log2(e) (at most
// 2 + 1.173 |x| ulp; here x <= 0 and e^x only matters next to the sum, which
// is at least 1); `arcp, afn` on the divf by the row's sum (in [1, 1024],
// inside div.approx's [2^-126, 2^126]) gives one rcp.approx.f32 per row and a
// multiply per element (at most 1 ulp + 0.5 ulp). Without the flags they are
// libdevice's expf and IEEE div.rn.f32 (a slow-path call in SASS): softmax
// of 8192 floats took 1168 SASS instructions and 64 registers, with them 568
// and 58 (ptxas 13.0, sm_90; docs/TileLowering.md, "Fast math").
//
//   warp-opt examples/tile/softmax.mlir

tile.kernel @softmax(%x: !tile.view<?x1024xf32>, %y: !tile.part<1x1024xf32>,
                     %t0: !tile.token) {
  %row = tile.load %x like %y : !tile.view<?x1024xf32>, !tile.part<1x1024xf32> -> tensor<1x1024xf32>
  %max = tile.reduce max %row dim 1 : tensor<1x1024xf32> -> tensor<1x1xf32>
  %maxs = tile.broadcast %max : tensor<1x1xf32> -> tensor<1x1024xf32>
  %shifted = arith.subf %row, %maxs : tensor<1x1024xf32>
  %e = math.exp %shifted fastmath<afn> : tensor<1x1024xf32>
  %sum = tile.reduce add %e dim 1 : tensor<1x1024xf32> -> tensor<1x1xf32>
  %sums = tile.broadcast %sum : tensor<1x1xf32> -> tensor<1x1024xf32>
  %p = arith.divf %e, %sums fastmath<arcp,afn> : tensor<1x1024xf32>
  %t1 = tile.store %p, %y, %t0 : tensor<1x1024xf32>, !tile.part<1x1024xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%x: memref<?x1024xf32>, %y: memref<?x1024xf32>) {
  // Blocks one row tall divide any number of rows: no `masked` needed.
  %py = tile.partition %y : memref<?x1024xf32> -> !tile.part<1x1024xf32>
  tile.launch @softmax(%x, %py) : (memref<?x1024xf32>, !tile.part<1x1024xf32>)
  return
}
