// RUN: warp-ptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=FAST < %t.ptx
// RUN: FileCheck %s --check-prefix=IEEE < %t.ptx
// RUN: warp-ptx --chip=sm_70 %s | FileCheck %s --check-prefix=OLD
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}
//
// `math.tanh` of f32 with `afn` on a chip of sm_75 or later lowers to one
// tanh.approx.f32 per element (PTX ISA: maximum relative error 2^-11);
// without `afn`, or before sm_75 (no tanh.approx), it stays libdevice's
// __nv_tanhf (ex2.approx and rcp.approx around it). 4 floats per thread.

// FAST-LABEL: .entry fast(
// FAST-COUNT-4: tanh.approx.f32
// FAST-NOT: tanh.approx.f32
// FAST: ret;
tile.kernel @fast(%x: !tile.view<?x128xf32>, %y: !tile.part<1x128xf32>,
                  %t0: !tile.token) attributes {tile.num_warps = 1 : i64} {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  %t = math.tanh %a fastmath<afn> : tensor<1x128xf32>
  %t1 = tile.store %t, %y, %t0 : tensor<1x128xf32>, !tile.part<1x128xf32>
  tile.return %t1 : !tile.token
}

// IEEE-LABEL: .entry ieee(
// IEEE-NOT: tanh.approx
// IEEE: ex2.approx
// IEEE: ret;
tile.kernel @ieee(%x: !tile.view<?x128xf32>, %y: !tile.part<1x128xf32>,
                  %t0: !tile.token) attributes {tile.num_warps = 1 : i64} {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  %t = math.tanh %a : tensor<1x128xf32>
  %t1 = tile.store %t, %y, %t0 : tensor<1x128xf32>, !tile.part<1x128xf32>
  tile.return %t1 : !tile.token
}

// OLD-NOT: tanh.approx
