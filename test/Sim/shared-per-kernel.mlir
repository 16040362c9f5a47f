// Each kernel's block holds only the shared variables it (and what it
// calls) reaches, laid out on their own, as ptxas lays out each kernel:
// a write one past a kernel's only shared array is outside its block's
// shared memory (shared-oob), not in another kernel's variable; a kernel
// with 40 KiB of static shared memory and 190,000 bytes of dynamic fits
// sm_90's 227 KiB although another kernel of the module declares 40 KiB
// more; a device function that two kernels call finds its variable where
// each kernel's layout puts it. Found by the adversarial pass (the module
// had one layout for all its kernels).
//
// RUN: sh -c 'warp-run --sim %s --kernel write_past --block 64 --arg i32[64] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=OOB
// OOB: finding (shared-oob): block (0,0,0) thread (63,0,0) warp 1 lane 31: writes 4 bytes at shared memory offset 256, outside the block's 256 bytes
// OOB: exit 4
// RUN: warp-run --sim %s --kernel big_b --block 1 --smem 190000 --arg i32[1] --print 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT-NOT: error
// LIMIT: arg 0 i32[1]: 7
// RUN: warp-run --sim %S/Inputs/shared-helper.mlir --kernel shared_helper_a --block 32 --arg i32[32] --print | FileCheck %s --check-prefix=HELPA
// HELPA: arg 0 i32[32]: 31 30 29 28 27 26 25 24 23 22 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0
// RUN: warp-run --sim %S/Inputs/shared-helper.mlir --kernel shared_helper_b --block 32 --arg i32[32] --print | FileCheck %s --check-prefix=HELPB
// HELPB: arg 0 i32[32]: 131 130 129 128 127 126 125 124 123 122 121 120 119 118 117 116 115 114 113 112 111 110 109 108 107 106 105 104 103 102 101 100
gpu.module @k {
  gpu.func @write_past(%out: memref<64xi32>) workgroup(%buf: memref<64xi32, 3>) kernel {
    %tid = gpu.thread_id x
    %c1 = arith.constant 1 : index
    %i = arith.addi %tid, %c1 : index
    %ti = arith.index_cast %tid : index to i32
    memref.store %ti, %buf[%i] : memref<64xi32, 3>
    gpu.return
  }
  gpu.func @other(%out: memref<64xi32>) workgroup(%a: memref<64xi32, 3>) kernel {
    %tid = gpu.thread_id x
    %ti = arith.index_cast %tid : index to i32
    memref.store %ti, %a[%tid] : memref<64xi32, 3>
    gpu.barrier
    %v = memref.load %a[%tid] : memref<64xi32, 3>
    memref.store %v, %out[%tid] : memref<64xi32>
    gpu.return
  }
  gpu.func @big_a(%out: memref<1xi32>) workgroup(%buf: memref<10240xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : i32
    memref.store %c5, %buf[%c0] : memref<10240xi32, 3>
    %v = memref.load %buf[%c0] : memref<10240xi32, 3>
    memref.store %v, %out[%c0] : memref<1xi32>
    gpu.return
  }
  gpu.func @big_b(%out: memref<1xi32>) workgroup(%buf: memref<10240xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : i32
    memref.store %c7, %buf[%c0] : memref<10240xi32, 3>
    %v = memref.load %buf[%c0] : memref<10240xi32, 3>
    memref.store %v, %out[%c0] : memref<1xi32>
    gpu.return
  }
}
