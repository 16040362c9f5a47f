// An integer bound to an immediate constraint (`n`, `i`) prints as its
// signed value: LLVM's AsmPrinter writes the operand as an int64, so an i1
// `true` is `-1` and an i8 200 is `-56` (the PTX below shows it). The
// simulator zero-extended them: `bar.warp.sync $0;` with `n` true ran with
// mask 1 and reported collective-mask on a full-warp program (issue 27
// round 29, a04).
// RUN: warp-run --sim %s --kernel mask --block 32 --arg i32[32]=iota --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=MASK
// RUN: warp-run --sim %s --kernel byte --block 32 --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=BYTE
// RUN: warp-ptx %s | FileCheck %s --check-prefix=PTX
// The convergence checker reads the mask as -1 too (it reported C2, lanes
// 1-31 outside mask 0x1).
// RUN: warp-opt --warp-check-convergence %s --verify-diagnostics -o /dev/null
//
// MASK-NOT: finding
// MASK: arg 1 i32[32]: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496{{$}}
// BYTE-NOT: finding
// BYTE: arg 0 i32[32]: -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56 -56{{$}}
// PTX-DAG: bar.warp.sync -1;
// PTX-DAG: mov.u32 %r{{[0-9]+}}, -56;

gpu.module @kernels {
  gpu.func @mask(%in: memref<32xi32>, %out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %v = memref.load %in[%lane] : memref<32xi32>
    %t = llvm.mlir.constant(true) : i1
    llvm.inline_asm has_side_effects "bar.warp.sync $0;", "n" %t : (i1) -> ()
    %full = arith.constant -1 : i32
    %r = nvvm.redux.sync add %v, %full : i32 -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
  gpu.func @byte(%out: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %b = llvm.mlir.constant(200 : i8) : i8
    %r = llvm.inline_asm "mov.u32 $0, $1;", "=r,n" %b : (i8) -> i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
