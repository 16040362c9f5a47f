// RUN: warp-run --sim %s --arg i8[512]=iota --arg i32[32] --print | FileCheck %s
// 1-D vector ops lower on the simulator as in the PTX pipeline: without an
// NVVM target attribute, convert-gpu-to-nvvm finds their patterns through
// the vector dialect's ConvertToLLVM interface. Lane l reads the second
// i32 of its 16 bytes: bytes 16l+4 .. 16l+7 (i8 iota wraps at 128).
// CHECK: arg 1 i32[32]: 117835012 387323156 656811300 926299444 1195787588 1465275732 1734763876 2004252020 -2021227132 -1751738988 -1482250844 -1212762700 -943274556 -673786412 -404298268 -134810124 117835012
gpu.module @kernels {
  gpu.func @second_word(%a: memref<512xi8>, %o: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : index
    %lane = gpu.thread_id x
    %av = memref.view %a[%c0][] : memref<512xi8> to memref<32xvector<4xi32>>
    %words = memref.load %av[%lane] : memref<32xvector<4xi32>>
    %w = vector.extract %words[1] : i32 from vector<4xi32>
    memref.store %w, %o[%lane] : memref<32xi32>
    gpu.return
  }
}
