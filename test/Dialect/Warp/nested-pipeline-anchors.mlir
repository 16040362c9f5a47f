// RUN: not warp-opt %s --pass-pipeline='builtin.module(gpu.module(func.func(warp-verify-lanes)))' 2>&1 | FileCheck %s --check-prefix=VFUNC
// RUN: not warp-opt %s --pass-pipeline='builtin.module(gpu.module(gpu.func(convert-warp-to-nvvm)))' 2>&1 | FileCheck %s --check-prefix=CFUNC
// RUN: not warp-opt %s --pass-pipeline='builtin.module(gpu.module(any(warp-verify-lanes,canonicalize,cse)))' 2>&1 | FileCheck %s --check-prefix=ANY
// RUN: warp-opt %s --pass-pipeline='builtin.module(gpu.module(warp-verify-lanes,convert-warp-to-nvvm))' | FileCheck %s --check-prefix=TABLE
// RUN: warp-opt %s --pass-pipeline='builtin.module(warp-verify-lanes)' -o /dev/null
// RUN: not warp-opt %s --pass-pipeline='builtin.module(gpu.module(gpu.func(warp-check-races),func.func(canonicalize,cse)))' 2>&1 | FileCheck %s --check-prefix=RACES
// Issue 27, round 10, H2: warp-verify-lanes and convert-warp-to-nvvm read a
// function's callers and callees (a warp parameter's origin, a call's
// signature). Nested on functions in a threaded pipeline
// (`gpu.module(any(convert-warp-to-nvvm, canonicalize, cse))` on 300 helpers
// that pass a warp on: SIGSEGV in 10 of 10 runs in verifyOrigin, reading a
// sibling rewritten on another thread; `any(warp-verify-lanes, ...)`: 1 of
// 10) they raced with the passes running on the siblings. Nested in a symbol
// table on anything but a symbol table, they now fail at once with an error
// at the op (a top-level function, `--no-implicit-module`, has no siblings
// and is still checked: nested-pipeline-anchors-top.mlir).
// VFUNC: error: 'func.func' op 'warp-verify-lanes' runs on a symbol table (a module or gpu.module), not nested on its functions
// CFUNC: error: 'gpu.func' op 'convert-warp-to-nvvm' runs on a symbol table (a module or gpu.module), not nested on its functions
// ANY-DAG: error: 'func.func' op 'warp-verify-lanes' runs on a symbol table
// ANY-DAG: error: 'gpu.func' op 'warp-verify-lanes' runs on a symbol table
// Round 54: warp-check-races reads every use of a private global and the
// callers and callees too; nested on functions it raced the same way.
// RACES: error: 'gpu.func' op 'warp-check-races' runs on a symbol table
// TABLE-NOT: warp.entry
// TABLE: nvvm.redux.sync add
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : i32
    %a = arith.addi %v, %c0 : i32
    return %w, %a : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %w1, %r = func.call @h(%w, %li) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    %s = warp.reduce add %w1, %r : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
