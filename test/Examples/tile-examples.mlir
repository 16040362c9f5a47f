// The tile examples users start from verify, survive canonicalization (the
// verifier runs again after it) and keep their partition structure.
// RUN: warp-opt %examples/tile/vector_add.mlir --canonicalize | FileCheck %s --check-prefix=VADD
// RUN: warp-opt %examples/tile/add_accumulate.mlir --canonicalize | FileCheck %s --check-prefix=ACC
// RUN: warp-opt %examples/tile/softmax.mlir --canonicalize | FileCheck %s --check-prefix=SOFTMAX
// RUN: warp-opt %examples/tile/layernorm.mlir --canonicalize | FileCheck %s --check-prefix=LN
// RUN: warp-opt %examples/tile/gemm_persistent.mlir --canonicalize | FileCheck %s --check-prefix=GEMM
// RUN: warp-opt %examples/tile/permute_heads.mlir --canonicalize | FileCheck %s --check-prefix=PERMUTE
// RUN: not warp-opt %examples/bugs/permute_heads_swapped_store.mlir 2> %t.err
// RUN: FileCheck %s --check-prefix=BUG < %t.err

// VADD: tile.partition %{{.*}} masked : memref<?xf32> -> !tile.part<1024xf32>
// VADD: tile.launch @vector_add

// ACC: %[[OLD:.*]], %[[T1:.*]] = tile.load_mut
// ACC: tile.store %{{.*}}, %{{.*}}, %[[T1]]

// SOFTMAX: tile.reduce max
// SOFTMAX: math.exp
// SOFTMAX: tile.reduce add

// LN: math.rsqrt
// LN: tile.launch @layernorm

// GEMM: tile.iter_indices
// GEMM: scf.for
// GEMM: tile.mma
// GEMM: tile.store %{{.*}}, %{{.*}}[%{{.*}}]

// PERMUTE: tile.program_id 2
// PERMUTE: tile.reshape

// BUG: permute_heads_swapped_store.mlir:17:9: error: 'tile.store' op T1: an access to a !tile.part takes no index: the partition is the program's own block (4 given)
