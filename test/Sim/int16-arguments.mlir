// i16 and u16 .npy files: read as buffers of their type, written by --out,
// and compared by --expect bit for bit as the declared integer type (not
// as f16). The expected sum is NumPy's (Inputs/int16_npy.py); a file of
// another type (i32, or u16 for this kernel's signless i16) is refused
// with both types named.
// RUN: %python %S/Inputs/int16_npy.py %t
// RUN: warp-run --sim %s --block 8 --arg i16[8]=file:%t.a.npy --arg i16[8]=file:%t.b.npy --arg i16[8] --expect 2=%t.sum.npy --out 2=%t.out.npy --print | FileCheck %s
// CHECK: arg 0 i16[8]: -32768 -1 0 1 32767 -1234 77 300
// CHECK: arg 1 i16[8]: -1 1 -32768 -2 1 1234 0 -25536
// CHECK: arg 2 i16[8]: 32767 0 -32768 -1 -32768 0 77 -25236
// CHECK: warp-run: 1 result match
// RUN: warp-run --sim %s --block 8 --arg i16[8]=file:%t.out.npy --arg i16[8] --arg i16[8] --expect 0=%t.sum.npy | FileCheck %s --check-prefix=BACK
// BACK: warp-run: 1 result match
// RUN: not warp-run --sim %s --block 8 --arg i16[8]=file:%t.a.npy --arg i16[8]=file:%t.b.npy --arg i16[8] --expect 2=%t.bad.npy 2>&1 | FileCheck %s --check-prefix=DIFFER
// DIFFER: 8 of 8 elements differ from {{.*}}bad.npy; the first at [0]: got 32767, expected -32768
// RUN: not warp-run --sim %s --block 8 --arg i16[8]=file:%t.i32.npy --arg i16[8] --arg i16[8] 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: holds 8 i32 elements, the buffer 8 i16
// RUN: not warp-run --sim %s --block 8 --arg i16[8]=file:%t.a.npy --arg i16[8] --arg i16[8] --expect 0=%t.u16.npy 2>&1 | FileCheck %s --check-prefix=U16
// U16: holds 8 u16 elements, the buffer 8 i16
gpu.module @m {
  gpu.func @add(%a: memref<8xi16>, %b: memref<8xi16>, %o: memref<8xi16>) kernel {
    %t = gpu.thread_id x
    %x = memref.load %a[%t] : memref<8xi16>
    %y = memref.load %b[%t] : memref<8xi16>
    %s = arith.addi %x, %y : i16
    memref.store %s, %o[%t] : memref<8xi16>
    gpu.return
  }
}
