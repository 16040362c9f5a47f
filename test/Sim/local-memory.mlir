// A thread's local memory may be as large as the chip allows, 512 KiB
// (CUDA Programming Guide, "Technical Specifications"): an 80 KB array
// per thread, more than a fiber's 64 KiB stack, is written and read back
// in another order. A kernel that needs more than 512 KiB per thread is a
// launch error. (Before, the 80 KB array ran into the fiber's guard page.)
//
// RUN: warp-run --sim %s --kernel big_array --block 32 --arg i32[32] --print | FileCheck %s --check-prefix=BIG
// RUN: warp-run --sim %s --kernel big_array --grid 2 --block 32 --arg i32[32] --print | FileCheck %s --check-prefix=BIG
// RUN: sh -c 'warp-run --sim %s --kernel too_big --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=TOO-BIG

gpu.module @kernels {
  // a[i] = 3 i + t for i < 20000, summed over the permutation i -> 7919 i
  // mod 20000 (7919 is prime to 20000): sum(3 i + t) = 599970000 + 20000 t.
  // BIG: arg 0 i32[32]: 599970000 599990000 600010000 600030000 600050000 600070000 600090000 600110000 600130000 600150000 600170000 600190000 600210000 600230000 600250000 600270000 600290000 600310000 600330000 600350000 600370000 600390000 600410000 600430000 600450000 600470000 600490000 600510000 600530000 600550000 600570000 600590000
  gpu.func @big_array(%out: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 20000 : index
    %k = arith.constant 7919 : index
    %c3 = arith.constant 3 : i32
    %zero = arith.constant 0 : i32
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    %a = memref.alloca() : memref<20000xi32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %v3 = arith.muli %ii, %c3 : i32
      %v = arith.addi %v3, %ti : i32
      memref.store %v, %a[%i] : memref<20000xi32>
    }
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> i32 {
      %p = arith.muli %i, %k : index
      %j = arith.remui %p, %n : index
      %v = memref.load %a[%j] : memref<20000xi32>
      %s = arith.addi %acc, %v : i32
      scf.yield %s : i32
    }
    memref.store %sum, %out[%t] : memref<32xi32>
    gpu.return
  }

  // 150000 i32 = 600000 bytes per thread.
  // TOO-BIG: warp-run: simulated kernel 'too_big': a thread needs {{600[0-9][0-9][0-9]}} bytes of local memory, more than the 524288 (512 KiB) it may have
  // TOO-BIG: exit 1
  gpu.func @too_big(%out: memref<32xi32>) kernel {
    %t = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %a = memref.alloca() : memref<150000xi32>
    %ti = arith.index_cast %t : index to i32
    memref.store %ti, %a[%t] : memref<150000xi32>
    %v = memref.load %a[%c0] : memref<150000xi32>
    memref.store %v, %out[%t] : memref<32xi32>
    gpu.return
  }
}
