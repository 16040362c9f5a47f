// RUN: warp-ptx %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=IEEE < %t.ptx
// RUN: FileCheck %s --check-prefix=FAST < %t.ptx
// RUN: FileCheck %s --check-prefix=RCP < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}
//
// `fastmath` flags on the tile program's arith/math ops reach the NVPTX
// backend (the per-thread vector ops keep them through convert-tile-to-gpu,
// arith-to-llvm and math-to-nvvm), which picks the instruction (LLVM 22):
//   arith.divf            -> div.rn.f32 (IEEE), also with arcp or contract alone
//   arith.divf afn        -> div.approx.f32 (PTX ISA: at most 2 ulp for
//                            |b| in [2^-126, 2^126])
//   arith.divf arcp, afn  -> rcp.approx.f32 of a divisor shared by several
//                            divisions, then mul.rn.f32 (1 ulp + 0.5 ulp)
//   math.exp              -> libdevice __nv_expf: range reduction (fma.rm,
//                            fma.rn) around ex2.approx.ftz.f32
//   math.exp afn          -> __nv_fast_expf: ex2.approx.f32 of x * log2(e)
// Each kernel below has 4 floats per thread (one warp, 128 columns).

tile.kernel @ieee(%x: !tile.view<?x128xf32>, %z: !tile.view<?x128xf32>,
                  %y: !tile.part<1x128xf32>, %t0: !tile.token)
    attributes {tile.num_warps = 1 : i64} {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  %b = tile.load %z like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  %q = arith.divf %a, %b : tensor<1x128xf32>
  %e = math.exp %q : tensor<1x128xf32>
  %t1 = tile.store %e, %y, %t0 : tensor<1x128xf32>, !tile.part<1x128xf32>
  tile.return %t1 : !tile.token
}

// Only arcp and contract: still IEEE.
tile.kernel @arcp_only(%x: !tile.view<?x128xf32>, %z: !tile.view<?x128xf32>,
                       %y: !tile.part<1x128xf32>, %t0: !tile.token)
    attributes {tile.num_warps = 1 : i64} {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  %b = tile.load %z like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  %q = arith.divf %a, %b fastmath<arcp,contract> : tensor<1x128xf32>
  %e = math.exp %q fastmath<contract> : tensor<1x128xf32>
  %t1 = tile.store %e, %y, %t0 : tensor<1x128xf32>, !tile.part<1x128xf32>
  tile.return %t1 : !tile.token
}

tile.kernel @fast(%x: !tile.view<?x128xf32>, %z: !tile.view<?x128xf32>,
                  %y: !tile.part<1x128xf32>, %t0: !tile.token)
    attributes {tile.num_warps = 1 : i64} {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  %b = tile.load %z like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  %q = arith.divf %a, %b fastmath<afn> : tensor<1x128xf32>
  %e = math.exp %q fastmath<fast> : tensor<1x128xf32>
  %t1 = tile.store %e, %y, %t0 : tensor<1x128xf32>, !tile.part<1x128xf32>
  tile.return %t1 : !tile.token
}

// One divisor (a row's sum) for the whole row: its reciprocal once.
tile.kernel @shared_divisor(%x: !tile.view<?x128xf32>, %y: !tile.part<1x128xf32>,
                            %t0: !tile.token)
    attributes {tile.num_warps = 1 : i64} {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<1x128xf32> -> tensor<1x128xf32>
  %s = tile.reduce add %a dim 1 : tensor<1x128xf32> -> tensor<1x1xf32>
  %ss = tile.broadcast %s : tensor<1x1xf32> -> tensor<1x128xf32>
  %q = arith.divf %a, %ss fastmath<arcp,afn> : tensor<1x128xf32>
  %t1 = tile.store %q, %y, %t0 : tensor<1x128xf32>, !tile.part<1x128xf32>
  tile.return %t1 : !tile.token
}

// IEEE-LABEL: .entry ieee(
// IEEE-COUNT-4: div.rn.f32
// IEEE-NOT: div.approx
// IEEE-COUNT-4: ex2.approx.ftz.f32
// IEEE-NOT: ex2.approx.f32
// IEEE-LABEL: .entry arcp_only(
// IEEE-COUNT-4: div.rn.f32
// IEEE-NOT: div.approx
// IEEE-COUNT-4: ex2.approx.ftz.f32
// IEEE-NOT: ex2.approx.f32
// IEEE-LABEL: .entry fast(

// FAST-LABEL: .entry fast(
// FAST-NOT: div.rn
// FAST-COUNT-4: div.approx.f32
// FAST-NOT: div.rn
// FAST-NOT: fma.rm
// FAST-NOT: ex2.approx.ftz
// FAST-COUNT-4: ex2.approx.f32
// FAST-NOT: ex2.approx.ftz
// FAST-LABEL: .entry shared_divisor(

// RCP-LABEL: .entry shared_divisor(
// RCP-NOT: div.
// RCP: rcp.approx.f32
// RCP-NOT: rcp.approx
// RCP-NOT: div.
// RCP-COUNT-4: mul.rn.f32
// RCP-NOT: div.
