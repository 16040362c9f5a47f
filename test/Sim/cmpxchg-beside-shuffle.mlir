// A compare-and-swap whose operands no shuffle reaches, in a kernel with a
// shuffle: the poison instrumentation reported the swap with a null origin
// and warp-run crashed (segmentation fault) compiling the static map's
// insert kernel. Lane 0 swaps 0 for 7 (the others find 7), then every lane
// stores the value lane l ^ 1 holds (l ^ 1) as its own.
// RUN: warp-run --sim %s --block 32 --arg i64[1] --arg i32[32] --print | FileCheck %s
// CHECK: arg 0 i64[1]: 7{{$}}
// CHECK: arg 1 i32[32]: 1 0 3 2 5 4 7 6 9 8 11 10 13 12 15 14 17 16 19 18 21 20 23 22 25 24 27 26 29 28 31 30{{$}}
// CHECK-NOT: finding
gpu.module @kernels {
  gpu.func @swap(%cell: memref<1xi64>, %out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %x = warp.shuffle xor %w, %l, 1 : !warp.warp<all>, i32
    %base = memref.extract_aligned_pointer_as_index %cell : memref<1xi64> -> index
    %i = arith.index_cast %base : index to i64
    %p = llvm.inttoptr %i : i64 to !llvm.ptr
    %zero = arith.constant 0 : i64
    %seven = arith.constant 7 : i64
    %r = llvm.cmpxchg %p, %zero, %seven syncscope("device") acq_rel monotonic : !llvm.ptr, i64
    memref.store %x, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
