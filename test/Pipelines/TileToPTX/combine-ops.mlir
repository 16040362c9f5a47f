// RUN: warp-ptx %s -o %t.ptx
// RUN: awk '/\.entry transpose\(/,/^}/' %t.ptx > %t.transpose
// RUN: awk '/\.entry scan\(/,/^}/' %t.ptx > %t.scan
// RUN: awk '/\.entry argmax\(/,/^}/' %t.ptx > %t.argmax
// RUN: awk '/\.entry bits\(/,/^}/' %t.ptx > %t.bits
// RUN: grep -c 'ld.global.v4.b32' %t.transpose | FileCheck %s --check-prefix=EIGHT
// RUN: grep -c 'st.global.b32' %t.transpose | FileCheck %s --check-prefix=SIXTYFOUR
// RUN: not grep -E 'shfl|bar.sync|\.shared' %t.transpose
// RUN: grep -c 'shfl.sync.up.b32' %t.scan | FileCheck %s --check-prefix=FORTYEIGHT
// RUN: grep -c 'shfl.sync.idx.b32' %t.scan | FileCheck %s --check-prefix=EIGHT
// RUN: grep -c 'bar.sync' %t.scan | FileCheck %s --check-prefix=ONE
// RUN: grep -c 'st.shared.b32' %t.scan | FileCheck %s --check-prefix=EIGHT
// RUN: grep -c 'shfl.sync.bfly.b32' %t.argmax | FileCheck %s --check-prefix=TEN
// RUN: grep -c 'bar.sync' %t.argmax | FileCheck %s --check-prefix=ONE
// RUN: grep -c 'st.shared.b32' %t.argmax | FileCheck %s --check-prefix=TWO
// RUN: grep -c 'redux.sync.or.b32' %t.bits | FileCheck %s --check-prefix=ONE
// RUN: not grep shfl %t.bits
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}
//
// The PTX of tile.transpose, tile.scan, tile.arg_reduce and a bitwise
// tile.reduce for sm_90, instruction classes counted per kernel
// (docs/TileLowering.md). Their results are checked against NumPy under
// --sim by test/Sim/tile/kernel-kinds.test.
//
// ONE: {{^}}1{{$}}
// TWO: {{^}}2{{$}}
// EIGHT: {{^}}8{{$}}
// TEN: {{^}}10{{$}}
// FORTYEIGHT: {{^}}48{{$}}
// SIXTYFOUR: {{^}}64{{$}}

// A transpose of 64 x 128 f32 over 8 warps: 8 float4 loads, no shuffle, no
// shared memory, no barrier; the transposed layout's registers run down
// the result's columns, so its 64 stores are scalar.
tile.kernel @transpose(%x: !tile.view<64x128xf32>, %y: !tile.part<128x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %a = tile.load %x[%c0, %c0] : !tile.view<64x128xf32> -> tensor<64x128xf32>
  %b = tile.transpose %a : tensor<64x128xf32> -> tensor<128x64xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<128x64xf32>, !tile.part<128x64xf32>
  tile.return %t1 : !tile.token
}

// A row cumsum of 4 x 2048 f32 (8 warps, two along a row; each thread
// holds 8 repetitions of 4 consecutive floats): per repetition 5 shfl.up
// steps over the 32 lanes, 1 shfl.up for the lanes before, 1 shfl.idx
// for the warp's total (48 up, 8 idx); the two warps of a row exchange
// their 8 totals through shared memory, one barrier.
tile.kernel @scan(%x: !tile.view<8x2048xf32>, %y: !tile.part<4x2048xf32>, %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<8x2048xf32>, !tile.part<4x2048xf32> -> tensor<4x2048xf32>
  %s = tile.scan add %a dim 1 : tensor<4x2048xf32>
  %t1 = tile.store %s, %y, %t0 : tensor<4x2048xf32>, !tile.part<4x2048xf32>
  tile.return %t1 : !tile.token
}

// argmax of 4 rows of 256 f32: 5 butterfly steps moving the value and the
// index (10 shuffles), the 2 warps of a row through shared memory (a
// value and an index stored), one barrier.
tile.kernel @argmax(%x: !tile.view<8x256xf32>, %y: !tile.part<4x1xi32>, %t0: !tile.token) {
  %p = tile.program_id 0 : index
  %c0 = arith.constant 0 : index
  %a = tile.load %x[%p, %c0] : !tile.view<8x256xf32> -> tensor<4x256xf32>
  %v, %i = tile.arg_reduce max %a dim 1 : tensor<4x256xf32> -> tensor<4x1xf32>, tensor<4x1xi32>
  %t1 = tile.store %i, %y, %t0 : tensor<4x1xi32>, !tile.part<4x1xi32>
  tile.return %t1 : !tile.token
}

// A full-warp i32 OR: one redux.sync.or (sm_80 and later), no shuffle.
tile.kernel @bits(%x: !tile.view<8x256xi32>, %y: !tile.part<4x1xi32>, %t0: !tile.token) {
  %p = tile.program_id 0 : index
  %c0 = arith.constant 0 : index
  %a = tile.load %x[%p, %c0] : !tile.view<8x256xi32> -> tensor<4x256xi32>
  %r = tile.reduce or %a dim 1 : tensor<4x256xi32> -> tensor<4x1xi32>
  %t1 = tile.store %r, %y, %t0 : tensor<4x1xi32>, !tile.part<4x1xi32>
  tile.return %t1 : !tile.token
}
