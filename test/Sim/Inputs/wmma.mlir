// Kernels for test/Sim/wmma.test: one warp's 16x16x16 matrix product
// through gpu.subgroup_mma_* (nvvm.wmma.load, .mma, .store).
gpu.module @kernels {
  // .f16 accumulators, every operand column-major in memory: D^T = (A^T
  // as loaded) ... : d[j][i] = sum_k a[k][i] * b[j][k] + c[j][i].
  gpu.func @wmma_f16_col(%a: memref<16x16xf16>, %b: memref<16x16xf16>,
                         %c: memref<16x16xf16>, %d: memref<16x16xf16>) kernel {
    %c0 = arith.constant 0 : index
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index, transpose} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16 : index, transpose} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %C = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index, transpose} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    %R = gpu.subgroup_mma_compute %A, %B, %C {a_transpose, b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %R, %d[%c0, %c0] {leadDimension = 16 : index, transpose} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
    gpu.return
  }

  // .f32 accumulators, row-major, each operand a 16x16 window of a 16x32
  // buffer (stride 32): d = a * b + c on the windows at column 16.
  gpu.func @wmma_f32_row(%a: memref<16x32xf16>, %b: memref<16x32xf16>,
                         %c: memref<16x32xf32>, %d: memref<16x32xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %c16] {leadDimension = 32 : index} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %b[%c0, %c16] {leadDimension = 32 : index} : memref<16x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %C = gpu.subgroup_mma_load_matrix %c[%c0, %c16] {leadDimension = 32 : index} : memref<16x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %R = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %R, %d[%c0, %c16] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x32xf32>
    gpu.return
  }

  // The lanes of a warp give wmma.load two different addresses (lanes 0-15
  // row 0, lanes 16-31 row 8): undefined, reported.
  gpu.func @wmma_addresses(%a: memref<32x16xf16>, %d: memref<16x16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0.0 : f32
    %t = gpu.thread_id x
    %high = arith.cmpi uge, %t, %c16 : index
    %row = arith.select %high, %c8, %c0 : index
    %A = gpu.subgroup_mma_load_matrix %a[%row, %c0] {leadDimension = 16 : index} : memref<32x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<32x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %C = gpu.subgroup_mma_constant_matrix %zero : !gpu.mma_matrix<16x16xf32, "COp">
    %R = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %R, %d[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.return
  }

  // A shape the simulator does not model (m32n8k16): refused by name.
  gpu.func @wmma_m32n8k16(%a: memref<512xf16>) kernel {
    %base = memref.extract_aligned_pointer_as_index %a : memref<512xf16> -> index
    %i = arith.index_cast %base : index to i64
    %p = llvm.inttoptr %i : i64 to !llvm.ptr
    %stride = arith.constant 16 : i32
    %f = nvvm.wmma.load %p, %stride {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    gpu.return
  }

  // .m8n8k4 .f64 (sm_80), every operand row-major: d = a * b + c.
  gpu.func @wmma_f64_row(%a: memref<8x4xf64>, %b: memref<4x8xf64>,
                         %c: memref<8x8xf64>, %d: memref<8x8xf64>) kernel {
    %c0 = arith.constant 0 : index
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 4 : index} : memref<8x4xf64> -> !gpu.mma_matrix<8x4xf64, "AOp">
    %B = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 8 : index} : memref<4x8xf64> -> !gpu.mma_matrix<4x8xf64, "BOp">
    %C = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 8 : index} : memref<8x8xf64> -> !gpu.mma_matrix<8x8xf64, "COp">
    %R = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<8x4xf64, "AOp">, !gpu.mma_matrix<4x8xf64, "BOp"> -> !gpu.mma_matrix<8x8xf64, "COp">
    gpu.subgroup_mma_store_matrix %R, %d[%c0, %c0] {leadDimension = 8 : index} : !gpu.mma_matrix<8x8xf64, "COp">, memref<8x8xf64>
    gpu.return
  }

  // .m8n8k4 .f64, every operand column-major in memory (a holds A^T, b
  // B^T, c C^T, d receives D^T): d[j][i] = sum_k a[k][i] * b[j][k] +
  // c[j][i].
  gpu.func @wmma_f64_col(%a: memref<4x8xf64>, %b: memref<8x4xf64>,
                         %c: memref<8x8xf64>, %d: memref<8x8xf64>) kernel {
    %c0 = arith.constant 0 : index
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 8 : index, transpose} : memref<4x8xf64> -> !gpu.mma_matrix<8x4xf64, "AOp">
    %B = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 4 : index, transpose} : memref<8x4xf64> -> !gpu.mma_matrix<4x8xf64, "BOp">
    %C = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 8 : index, transpose} : memref<8x8xf64> -> !gpu.mma_matrix<8x8xf64, "COp">
    %R = gpu.subgroup_mma_compute %A, %B, %C {a_transpose, b_transpose} : !gpu.mma_matrix<8x4xf64, "AOp">, !gpu.mma_matrix<4x8xf64, "BOp"> -> !gpu.mma_matrix<8x8xf64, "COp">
    gpu.subgroup_mma_store_matrix %R, %d[%c0, %c0] {leadDimension = 8 : index, transpose} : !gpu.mma_matrix<8x8xf64, "COp">, memref<8x8xf64>
    gpu.return
  }
}
