// The examples users start from verify, and the example bug is caught with
// the message the README shows.
// RUN: warp-opt %examples/warp/butterfly_sum.mlir | FileCheck %s --check-prefix=BUTTERFLY
// RUN: warp-ptx %examples/gpu/vector_add.mlir | FileCheck %s --check-prefix=VADD
// RUN: %if ptxas %{ warp-ptx %examples/gpu/vector_add.mlir -o %t.vadd.ptx %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.vadd.ptx -o %t.vadd.cubin %}
// RUN: warp-opt %examples/warp/diverge_merge_reduce.mlir | FileCheck %s --check-prefix=DMR
// RUN: warp-opt %examples/warp/inclusive_scan.mlir | FileCheck %s --check-prefix=SCAN
// RUN: warp-opt %examples/warp/ballot.mlir | FileCheck %s --check-prefix=BALLOT
// RUN: warp-opt %examples/warp/tile8_reduce.mlir | FileCheck %s --check-prefix=TILE
// RUN: warp-opt %examples/warp/tour.mlir | FileCheck %s --check-prefix=TOUR
// RUN: not warp-opt %examples/bugs/reduce7_32_threads.mlir 2> %t.err
// RUN: FileCheck %s --check-prefix=BUG < %t.err

// BUTTERFLY-COUNT-5: warp.shuffle xor
// DMR-COUNT-2: warp.shuffle xor {{.*}} : !warp.warp<{{even|odd}}>, i32
// DMR: warp.merge
// SCAN: warp.scan inclusive add {{.*}} : !warp.warp<low(16)>, i32
// BALLOT: warp.ballot {{.*}} -> i32
// TILE: warp.reduce max {{.*}} : !warp.tile<8>, f32
// TOUR: warp.reduce add {{.*}} : !warp.tile<8>, i32
// BUG: reduce7_32_threads.mlir:14:10: error: 'warp.shuffle' op W9: shuffle down 16 on '!warp.warp<lane(0)>' reads inactive lanes 16 (lane 0 reads lane 16)
// VADD: .visible .entry vector_add(
// VADD-COUNT-4: .param
