// y = x * s in bf16, a bf16 scalar parameter: test/Runtime/emit-lib-scalars.test.

tile.kernel @scale(%x: !tile.view<?xbf16>, %s: bf16, %y: !tile.part<1024xbf16>,
                   %t0: !tile.token) {
  %v = tile.load %x like %y : !tile.view<?xbf16>, !tile.part<1024xbf16> -> tensor<1024xbf16>
  %ss = tile.broadcast %s : bf16 -> tensor<1024xbf16>
  %p = arith.mulf %v, %ss : tensor<1024xbf16>
  %t1 = tile.store %p, %y, %t0 : tensor<1024xbf16>, !tile.part<1024xbf16>
  tile.return %t1 : !tile.token
}
