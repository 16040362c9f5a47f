// RUN: warp-opt %s | FileCheck %s
// The legal neighbours of attack-round39.mlir: loads of globals that stay
// inside them decide a top-level exit. A memref.view at byte shift 0 read
// at [3] (bytes 12 to 15 of 16); a vector.load of 4 at [0]; llvm.load
// through getelementptr [0, 3] of 4 elements and into a struct's second
// field (at byte 4 of 8); a vector.maskedload whose mask is not constant
// (it reads only where it is set); and an external declaration of 0
// elements, whose definition may be larger.

// CHECK-LABEL: gpu.func @inside_globals
gpu.module @inside_globals {
  memref.global "private" constant @bytes : memref<16xi8> = dense<1>
  memref.global "private" constant @tab : memref<4xi32> = dense<1>
  llvm.mlir.global internal constant @tab2(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global internal constant @pair() {addr_space = 1 : i32} : !llvm.struct<(i8, i32)> {
    %s = llvm.mlir.zero : !llvm.struct<(i8, i32)>
    llvm.return %s : !llvm.struct<(i8, i32)>
  }
  llvm.mlir.global external @dyn() {addr_space = 1 : i32} : !llvm.array<0 x i32>
  gpu.func @inside_globals(%out: memref<32xi32>, %mask: vector<4xi1>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %bytes = memref.get_global @bytes : memref<16xi8>
    %vw = memref.view %bytes[%c0][] : memref<16xi8> to memref<4xi32>
    %x1 = memref.load %vw[%c3] : memref<4xi32>
    %tab = memref.get_global @tab : memref<4xi32>
    %v = vector.load %tab[%c0] : memref<4xi32>, vector<4xi32>
    %x2 = vector.extract %v[3] : i32 from vector<4xi32>
    %pass = arith.constant dense<0> : vector<4xi32>
    %mv = vector.maskedload %tab[%c4], %mask, %pass : memref<4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
    %x3 = vector.extract %mv[0] : i32 from vector<4xi32>
    %t2 = llvm.mlir.addressof @tab2 : !llvm.ptr<1>
    %p3 = llvm.getelementptr %t2[0, 3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.array<4 x i32>
    %x4 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %pp = llvm.mlir.addressof @pair : !llvm.ptr<1>
    %pf = llvm.getelementptr %pp[0, 1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.struct<(i8, i32)>
    %x6 = llvm.load %pf : !llvm.ptr<1> -> i32
    %dp = llvm.mlir.addressof @dyn : !llvm.ptr<1>
    %d5 = llvm.getelementptr %dp[0, 5] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.array<0 x i32>
    %x7 = llvm.load %d5 : !llvm.ptr<1> -> i32
    %s1 = llvm.add %x1, %x2 : i32
    %s2 = llvm.add %x3, %x4 : i32
    %s3 = llvm.add %x6, %z : i32
    %s4 = llvm.add %s1, %s2 : i32
    %s5 = llvm.add %s3, %x7 : i32
    %s = llvm.add %s4, %s5 : i32
    %c = llvm.icmp "eq" %s, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
