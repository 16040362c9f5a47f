// RUN: warp-opt %s | FileCheck %s
// The legal neighbours of attack-round40.mlir.

// Loads inside their globals: a gather at [0, 3] of 4 elements, an
// integer address 12 bytes into 16, one of two globals at offset 3, and a
// loop's exit value that LLVM cannot compute (its bound is an argument)
// as a position.
// CHECK-LABEL: gpu.func @inside_loads
gpu.module @inside_loads {
  llvm.mlir.global internal constant @tab2(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global internal constant @tab3(dense<1> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  memref.global "private" constant @tab : memref<4xi32> = dense<1>
  gpu.func @inside_loads(%out: memref<32xi32>, %n: i32, %k: index) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %g = memref.get_global @tab : memref<4xi32>
    %iv = arith.constant dense<[0, 3]> : vector<2xi32>
    %mask = arith.constant dense<true> : vector<2xi1>
    %pass = arith.constant dense<0> : vector<2xi32>
    %v = vector.gather %g[%c0][%iv], %mask, %pass : memref<4xi32>, vector<2xi32>, vector<2xi1>, vector<2xi32> into vector<2xi32>
    %x1 = vector.extract %v[1] : i32 from vector<2xi32>
    %ip = memref.extract_aligned_pointer_as_index %g : memref<4xi32> -> index
    %i64 = arith.index_cast %ip : index to i64
    %k12 = llvm.mlir.constant(12 : i64) : i64
    %ad = llvm.add %i64, %k12 : i64
    %pp = llvm.inttoptr %ad : i64 to !llvm.ptr<1>
    %x2 = llvm.load %pp : !llvm.ptr<1> -> i32
    %t2 = llvm.mlir.addressof @tab2 : !llvm.ptr<1>
    %t3 = llvm.mlir.addressof @tab3 : !llvm.ptr<1>
    %is0 = llvm.icmp "eq" %n, %z : i32
    %either = llvm.select %is0, %t2, %t3 : i1, !llvm.ptr<1>
    %p3 = llvm.getelementptr %either[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %x3 = llvm.load %p3 : !llvm.ptr<1> -> i32
    %last = scf.for %i = %c0 to %k step %c1 iter_args(%a = %c0) -> (index) {
      scf.yield %i : index
    }
    %x4 = memref.load %g[%last] : memref<4xi32>
    %s1 = llvm.add %x1, %x2 : i32
    %s2 = llvm.add %x3, %x4 : i32
    %s = llvm.add %s1, %s2 : i32
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
