// LLVM moves a call it takes for pure across the branch around it: a
// helper declared `memory(none)`, `nounwind` and `willreturn` was sunk into
// the `lane < 16` branch that uses its result (only lanes 0-15 ran its
// full-mask redux.sync), `speculatable` hoisted a helper's ballot out of
// the `warp.if` arm of lanes 0-15, and call-site attributes did the same
// to an llvm.func (issue 27 round 32). The pipeline marks every device
// function `convergent`, as clang does for CUDA, and drops `speculatable`
// (lib/Pipelines/MarkConvergent.h): each call stays where the program has
// it, in the PTX and under --sim.
//
// RUN: sed -n '/^\/\/ SINK-BEGIN/,/^\/\/ SINK-END/p' %s > %t.sink.mlir
// RUN: warp-ptx %t.sink.mlir | FileCheck %s --check-prefix=SINK
// RUN: sed -n '/^\/\/ HOIST-BEGIN/,/^\/\/ HOIST-END/p' %s > %t.hoist.mlir
// RUN: warp-ptx %t.hoist.mlir | FileCheck %s --check-prefix=HOIST
// RUN: sed -n '/^\/\/ CALLSITE-BEGIN/,/^\/\/ CALLSITE-END/p' %s > %t.callsite.mlir
// RUN: warp-ptx %t.callsite.mlir | FileCheck %s --check-prefix=CALLSITE
// RUN: sed -n '/^\/\/ CALLSITE-BEGIN/,/^\/\/ CALLSITE-END/p' %s > %t.sim.mlir
// RUN: warp-run --sim %t.sim.mlir --arg i32[32] --arg i32[32] --print 2>&1 | FileCheck %s --check-prefix=SIM
// SIM-NOT: finding
// SIM: arg 0 i32[32]: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496{{$}}

// SINK-BEGIN
// SINK-LABEL: .entry k(
// SINK: call.uni (retval0), h,
// SINK: bra
gpu.module @m {
  func.func private @h(%w: !warp.warp<all>, %x: i32) -> (!warp.warp<all>, i32) attributes {passthrough = ["noinline", "nounwind", "willreturn", ["memory", "0"]]} {
    %r = warp.reduce add %w, %x : !warp.warp<all>, i32
    return %w, %r : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %w2, %r = func.call @h(%w, %li) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
    %c16 = arith.constant 16 : i32
    %c = arith.cmpi ult, %li, %c16 : i32
    scf.if %c {
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
// SINK-END

// HOIST-BEGIN
// HOIST-LABEL: .entry k(
// HOIST: setp.gt.u32 [[P:%p[0-9]+]], %r{{[0-9]+}}, 15;
// HOIST: @[[P]] bra
// HOIST: call.uni (retval0), h,
gpu.module @m {
  func.func private @h(%w: !warp.warp<low(16)>, %x: i32) -> (!warp.warp<low(16)>, i32) attributes {passthrough = ["noinline", "nounwind", "willreturn", "speculatable", ["memory", "0"]]} {
    %c3 = arith.constant 3 : i32
    %p = arith.cmpi ugt, %x, %c3 : i32
    %r = warp.ballot %w, %p : !warp.warp<low(16)> -> i32
    return %w, %r : !warp.warp<low(16)>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %w3, %s = warp.if %w, low(16) -> (!warp.warp<all>, i32) {
    ^bb0(%lo: !warp.warp<low(16)>):
      %lo2, %x = func.call @h(%lo, %li) : (!warp.warp<low(16)>, i32) -> (!warp.warp<low(16)>, i32)
      warp.yield %lo2, %x : !warp.warp<low(16)>, i32
    } else {
    ^bb0(%hi: !warp.warp<high(16)>):
      warp.yield %hi, %li : !warp.warp<high(16)>, i32
    }
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
// HOIST-END

// CALLSITE-BEGIN
// CALLSITE-LABEL: .entry k(
// CALLSITE: call.uni (retval0), h,
// CALLSITE: bra
gpu.module @m {
  llvm.func @h(%x: i32) -> i32 attributes {passthrough = ["noinline"]} {
    %m = llvm.mlir.constant(-1 : i32) : i32
    %r = nvvm.redux.sync add %x, %m : i32 -> i32
    llvm.return %r : i32
  }
  gpu.func @k(%out: memref<32xi32>, %out2: memref<32xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = llvm.call @h(%li) {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, will_return} : (i32) -> i32
    %c16 = arith.constant 16 : i32
    %c = arith.cmpi ult, %li, %c16 : i32
    scf.if %c {
      memref.store %r, %out2[%lane] : memref<32xi32>
    }
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
// CALLSITE-END
