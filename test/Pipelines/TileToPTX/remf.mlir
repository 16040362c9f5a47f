// RUN: warp-ptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}
// RUN: warp-run --sim %s --kernel rem32 --arg 'f32[10]=iota' --arg 'f32[10]=const:-3' --arg 'f32[10]' --print | FileCheck %s --check-prefix=SIM32
// RUN: %python -c "import numpy as n; n.save('%t.16.npy', n.fmod(n.arange(600.0), 2.5).astype(n.float16))"
// RUN: warp-run --sim %s --kernel rem16 --arg 'f16[600]=iota' --arg 'f16[600]=const:2.5' --arg 'f16[600]' --expect '2=%t.16.npy' --rtol=0 --atol=0 --print | FileCheck %s --check-prefix=SIM16
//
// arith.remf on tiles lowers (it failed with "failed to legalize operation
// 'llvm.frem'": MLIR 22's device pipeline turns it into llvm.frem in
// arith-to-llvm, which convert-gpu-to-nvvm refuses): the device pipeline
// calls libdevice's exact fmod element by element (lib/Pipelines/
// RemFToLibdevice.h), f16 through f32. libdevice's __nv_fmodf is inlined:
// its quotient estimate truncates with cvt.rzi.
//
// Oracle (C's fmod, by hand): fmod(i, -3) for i = 0..9 is i mod 3 with the
// sign of i: 0 1 2 0 1 2 0 1 2 0; fmod(i, 2.5) for i = 0..5 is 0 1 2 0.5
// 1.5 0 and repeats with period 5 (all 600, tail block included, against
// NumPy's fmod, which is C's).

tile.kernel @rem32(%x: !tile.view<?xf32>, %z: !tile.view<?xf32>,
                   %y: !tile.part<128xf32>, %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?xf32>, !tile.part<128xf32> -> tensor<128xf32>
  %b = tile.load %z like %y : !tile.view<?xf32>, !tile.part<128xf32> -> tensor<128xf32>
  %r = arith.remf %a, %b : tensor<128xf32>
  %t1 = tile.store %r, %y, %t0 : tensor<128xf32>, !tile.part<128xf32>
  tile.return %t1 : !tile.token
}

tile.kernel @rem16(%x: !tile.view<?xf16>, %z: !tile.view<?xf16>,
                   %y: !tile.part<256xf16>, %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?xf16>, !tile.part<256xf16> -> tensor<256xf16>
  %b = tile.load %z like %y : !tile.view<?xf16>, !tile.part<256xf16> -> tensor<256xf16>
  %r = arith.remf %a, %b : tensor<256xf16>
  %t1 = tile.store %r, %y, %t0 : tensor<256xf16>, !tile.part<256xf16>
  tile.return %t1 : !tile.token
}

// PTX-LABEL: .entry rem32(
// PTX: cvt.rzi.f32.f32
// PTX-LABEL: .entry rem16(
// PTX: cvt.f32.f16
// PTX: cvt.rzi.f32.f32
// PTX: cvt.rn.f16.f32

// SIM32: arg 2 f32[10]: 0 1 2 0 1 2 0 1 2 0{{$}}
// SIM16: arg 2 f16[600]: 0 1 2 0.5 1.5 0 1 2 0.5 1.5 0 1 2
