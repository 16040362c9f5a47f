// f16 and bf16 buffers: filled by warp-run with round-to-nearest-even
// (bf16 0.1 is 0.10009765625), printed as the values they hold, and a
// value beyond the type's range (f16's largest finite is 65504) refused.
// RUN: warp-run --sim %s --block 8 --arg 'f16[8]=iota' --arg 'bf16[8]=const:0.1' --arg f32[8] --print | FileCheck %s
// CHECK: arg 0 f16[8]: 0 1 2 3 4 5 6 7
// CHECK: arg 1 bf16[8]: 0.100098 0.100098 0.100098 0.100098 0.100098 0.100098 0.100098 0.100098
// CHECK: arg 2 f32[8]: 0.100098 1.1001 2.1001 3.1001 4.1001 5.1001 6.1001 7.1001
// RUN: not warp-run --sim %s --block 8 --arg 'f16[8]=const:70000' --arg 'bf16[8]' --arg f32[8] 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: warp-run: argument 0: 'f16[8]=const:70000': const: '70000' is beyond the range of f16
// RUN: warp-run --sim %s --block 8 --arg 'f16[8]=const:65504' --arg 'bf16[8]=const:-3e38' --arg f32[8] --print | FileCheck %s --check-prefix=EDGE
// EDGE: arg 0 f16[8]: 65504
// EDGE: arg 1 bf16[8]: -3.00406e+38
// One rounding from the decimal value to 16 bits (via float, rounded to
// odd): just above the midpoint between 1 and the next value rounds up,
// 0x3c01 and 0x3f81 (NumPy agrees); f16 and bf16 .npy files read back.
// RUN: warp-run --sim %s --block 8 --arg 'f16[8]=const:1.000488281250000909494701772928237915039062' --arg 'bf16[8]=const:1.003906250931322574615478515625' --arg f32[8] --out 0=%t.h.npy --out 1=%t.b.npy
// RUN: warp-run --sim %s --block 8 --arg 'f16[8]=file:%t.h.npy' --arg 'bf16[8]=file:%t.b.npy' --arg f32[8] --print --expect 0=%t.h.npy --expect 1=%t.b.npy | FileCheck %s --check-prefix=ONCE
// ONCE: arg 0 f16[8]: 1.00098
// ONCE: arg 1 bf16[8]: 1.00781
gpu.module @m {
  gpu.func @cvt(%a: memref<8xf16>, %b: memref<8xbf16>, %o: memref<8xf32>) kernel {
    %t = gpu.thread_id x
    %x = memref.load %a[%t] : memref<8xf16>
    %y = memref.load %b[%t] : memref<8xbf16>
    %xf = arith.extf %x : f16 to f32
    %yf = arith.extf %y : bf16 to f32
    %s = arith.addf %xf, %yf : f32
    memref.store %s, %o[%t] : memref<8xf32>
    gpu.return
  }
}
