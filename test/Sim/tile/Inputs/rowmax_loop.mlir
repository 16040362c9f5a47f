// issue 28's online-softmax shape: the row maximum of 4 rows of 1024 over
// column chunks of 256, each chunk's maximum a cross-warp tile.reduce (a
// 4x256 f32 tile over 8 warps: warpsPerBlock [4, 2]) inside scf.for, so
// that every iteration writes the reduction's shared scratch again. The
// maximum goes to every element of the program's 4x256 block of y
// (reduce-cross-warp.test).
tile.kernel @rowmax(%x: !tile.view<?x1024xf32>, %y: !tile.part<4x256xf32>,
                    %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = tile.program_id 0 : index
  %init = tile.constant dense<0xFF800000> : tensor<4x1xf32>
  %mx = scf.for %k = %c0 to %c4 step %c1 iter_args(%run = %init) -> (tensor<4x1xf32>) {
    %a = tile.load %x[%m, %k] : !tile.view<?x1024xf32> -> tensor<4x256xf32>
    %r = tile.reduce max %a dim 1 : tensor<4x256xf32> -> tensor<4x1xf32>
    %n = arith.maximumf %run, %r : tensor<4x1xf32>
    scf.yield %n : tensor<4x1xf32>
  }
  %b = tile.broadcast %mx : tensor<4x1xf32> -> tensor<4x256xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<4x256xf32>, !tile.part<4x256xf32>
  tile.return %t1 : !tile.token
}
