// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu --verify-diagnostics
//
// Kernels the lowering cannot handle yet: a located error naming the op
// and what is unsupported, never a crash or wrong code.

// Test: launch arguments are row-major and contiguous; a transposed
// buffer (which T13 accepts) is not lowered yet.
tile.kernel @k(%c: !tile.part<1x1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
func.func @main(%c: memref<64x1024xf32, strided<[1, 64]>>) {
  %pc = tile.partition %c : memref<64x1024xf32, strided<[1, 64]>> -> !tile.part<1x1024xf32>
  // expected-error @below {{argument #0 of type 'memref<64x1024xf32, strided<[1, 64]>>' is not a row-major contiguous buffer; the lowering does not support other layouts yet}}
  tile.launch @k(%pc) : (!tile.part<1x1024xf32>)
  return
}

// -----

// Test: a tile too large for the registers of the threads it has.
tile.kernel @too_large(%a: !tile.view<?xf32>, %c: !tile.part<131072xf32>, %t0: !tile.token) {
  // expected-error @below {{'tile.load' gives each thread 512 elements of one tile, more than the 256}}
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<131072xf32> -> tensor<131072xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<131072xf32>, !tile.part<131072xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: a layout written by hand must agree with the kernel's warps.
tile.kernel @warps_disagree(%a: !tile.view<?xf32>, %c: !tile.part<1024xf32>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  // expected-error @below {{the hand-written 'tile.layout' spreads over 8 warps, the kernel has 4}}
  %x = tile.load %a like %c {tile.layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [8], order = [0]>} : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: unchecked accesses (unsafe kernels) are not lowered yet.
tile.kernel @unchecked(%a: !tile.view<?xf32>, %c: !tile.part<1024xf32>, %t0: !tile.token) attributes {unsafe} {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'tile.unchecked_load' on tile values is not supported by the lowering yet}}
  %x = tile.unchecked_load %a[%c0] : !tile.view<?xf32> -> tensor<1024xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: a reduction's layout must be the slice of its source's.
tile.kernel @reduce_layout(%a: !tile.view<?x1024xf32>, %c: !tile.part<1x1024xf32>, %t0: !tile.token) attributes {tile.num_warps = 8 : i64} {
  %x = tile.load %a like %c {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [1, 8], order = [1, 0]>} : !tile.view<?x1024xf32>, !tile.part<1x1024xf32> -> tensor<1x1024xf32>
  // expected-error @below {{'tile.reduce' needs a '#tile.slice' layout of its source's blocked layout}}
  %s = tile.reduce add %x dim 1 {tile.layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerBlock = [1, 8], order = [1, 0]>>} : tensor<1x1024xf32> -> tensor<1x1xf32>
  %b = tile.broadcast %s {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [1, 8], order = [1, 0]>} : tensor<1x1xf32> -> tensor<1x1024xf32>
  %t1 = tile.store %b, %c, %t0 : tensor<1x1024xf32>, !tile.part<1x1024xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: a partition is a launch argument and nothing else.
tile.kernel @k(%c: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
func.func @main(%c: memref<?xf32>) {
  // expected-error @below {{a 'tile.partition' used other than by a launch is not supported yet}}
  %pc = tile.partition %c masked : memref<?xf32> -> !tile.part<1024xf32>
  %x = builtin.unrealized_conversion_cast %pc : !tile.part<1024xf32> to i64
  tile.launch @k(%pc) : (!tile.part<1024xf32>)
  return
}

// -----

// Test: a tile kernel moves into a GPU module, where the host function an
// unsafe kernel calls (or a host global it reads) would not resolve.
func.func private @host_helper(memref<1024xf32>)
tile.kernel @calls_host(%c: !tile.part<128xf32>, %t0: !tile.token) attributes {unsafe} {
  %a = memref.alloc() : memref<1024xf32>
  // expected-error @below {{'func.call' op refers to @host_helper outside the tile kernel, which convert-tile-to-gpu does not support yet}}
  func.call @host_helper(%a) : (memref<1024xf32>) -> ()
  tile.return %t0 : !tile.token
}

// -----

// Test: tiles inside the regions of an op other than scf.for, scf.if and
// tile.iter_indices are not lowered yet.
tile.kernel @region(%a: !tile.view<1024xf32>, %c: !tile.part<1024xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'scf.execute_region' holds tile values in its regions, which the lowering does not support yet}}
  scf.execute_region {
    %x = tile.load %a[%c0] : !tile.view<1024xf32> -> tensor<1024xf32>
    scf.yield
  }
  tile.return %t0 : !tile.token
}

// -----

// Test: a subview box narrower than its rows (64 of 128 columns) is not
// row-major contiguous: the kernel takes one pointer, so it is refused at
// the launch. Whole rows at an offset lower (test/Sim/tile/subviews.mlir).
tile.kernel @step2(%x: !tile.view<?x?xf32>, %y: !tile.part<8x64xf32>, %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?x?xf32>, !tile.part<8x64xf32> -> tensor<8x64xf32>
  %t1 = tile.store %a, %y, %t0 : tensor<8x64xf32>, !tile.part<8x64xf32>
  tile.return %t1 : !tile.token
}

func.func @box(%m: memref<64x128xf32>) {
  %left = memref.subview %m[0, 0] [32, 64] [1, 1] : memref<64x128xf32> to memref<32x64xf32, strided<[128, 1]>>
  %right = memref.subview %m[32, 64] [32, 64] [1, 1] : memref<64x128xf32> to memref<32x64xf32, strided<[128, 1], offset: 4160>>
  %pr = tile.partition %right : memref<32x64xf32, strided<[128, 1], offset: 4160>> -> !tile.part<8x64xf32>
  // expected-error @below {{argument #0 of type 'memref<32x64xf32, strided<[128, 1]>>' is not a row-major contiguous buffer; the lowering does not support other layouts yet}}
  tile.launch @step2(%left, %pr) : (memref<32x64xf32, strided<[128, 1]>>, !tile.part<8x64xf32>)
  return
}
