// Inline PTX that leaves an output unset (an empty template with an `=r`
// output, issue 27 round 18) gives an uninitialised register, a value that
// may differ between threads on the GPU. The simulator used to read it as 0
// with no finding; now such an output (AsmProgram::undefinedOutputs) carries
// a poison shadow, and its use is `poisoned-use` naming the snippet. The
// snippet beside it sets its output and is clean: every lane stores n + 1.
//
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel k --arg i32[32] --arg i32:5 --print 2>&1; echo "exit $?"' | FileCheck %s
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel k --arg i32[32] --arg i32:5 --print 2>&1; echo "exit $?"' | FileCheck %s
// CHECK: finding (poisoned-use): {{.*}} lane 0 stores a value computed from the undefined result of inline asm '' at {{.*}}asm-undefined-output.mlir:[[# @LINE + 9]]
// CHECK-NOT: finding
// CHECK: arg 0 i32[32]: {{[0-9]+}} 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6{{$}}
// CHECK: the simulator found 1 bug in 'k'
// CHECK: exit 4
gpu.module @m {
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %v = llvm.inline_asm "", "=r,r" %n : (i32) -> i32
    %d = llvm.inline_asm "add.u32 $0, $1, 1;", "=r,r" %n : (i32) -> i32
    memref.store %d, %out[%lane] : memref<32xi32>
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %lane, %c0 : index
    scf.if %first {
      memref.store %v, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
