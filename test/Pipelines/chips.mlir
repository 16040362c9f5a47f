// Every entry point that takes a target chip accepts exactly the chips the
// NVPTX backend knows and names them in one line otherwise. LLVM itself
// only warns "'sm_99' is not a recognized processor" and then aborts in
// instruction selection ("LLVM ERROR: Cannot select").

// The registered pipeline fails while it is parsed, with a diagnostic.
// RUN: not warp-opt %s --warp-to-ptx="chip=sm_99" 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not warp-opt %s --pass-pipeline="builtin.module(warp-to-ptx{chip=sm_1000})" 2>&1 | FileCheck %s --check-prefix=OPT1000
// OPT: error: unknown chip 'sm_99'; the NVPTX backend knows sm_20, {{.*}}, sm_80, {{.*}}, sm_90, sm_90a, sm_100, {{.*}}
// OPT-NOT: LLVM ERROR
// OPT1000: error: unknown chip 'sm_1000'; the NVPTX backend knows
// OPT1000-NOT: LLVM ERROR

// warp-ptx and warp-run: one line, exit 1.
// RUN: sh -c 'warp-ptx %s --chip sm_900 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PTX
// PTX: warp-ptx: unknown chip 'sm_900'; the NVPTX backend knows sm_20,
// PTX-NEXT: exit 1
// RUN: sh -c 'warp-run %s --arg i32[32] --chip sm_99 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=TOOL
// RUN: sh -c 'warp-run --main %s --chip sm_99 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=TOOL
// TOOL: warp-run: --chip: unknown chip 'sm_99'; the NVPTX backend knows sm_20,
// TOOL-NEXT: exit 1

// Chips the backend knows still compile, each to its own target.
// RUN: warp-opt %s --warp-to-ptx="chip=sm_80" | FileCheck %s --check-prefix=SM80
// SM80: gpu.binary @kernels
// RUN: warp-ptx %s --chip sm_90a | FileCheck %s --check-prefix=SM90A
// SM90A: .target sm_90a

// A chip newer than the default +ptx80 allows (sm_100 needs PTX 8.6, sm_120
// 8.7) gets its own minimum version instead of "LLVM ERROR: PTX version 8.0
// does not support target"; so does an explicit version that is too old.
// RUN: warp-ptx %s --chip sm_100 | FileCheck %s --check-prefix=SM100
// SM100: .version 8.6
// SM100: .target sm_100
// RUN: warp-opt %s --warp-to-ptx="chip=sm_120 format=isa" | FileCheck %s --check-prefix=SM120
// SM120: .version 8.7
// RUN: warp-ptx %s --chip sm_90 --features=+ptx70 | FileCheck %s --check-prefix=OLDPTX
// OLDPTX: .version 7.8
// RUN: warp-ptx %s --chip sm_90 | FileCheck %s --check-prefix=NEWPTX
// NEWPTX: .version 8.0

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ballot(%out: memref<32xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %w = warp.entry : !warp.warp<all>
      %lane = gpu.lane_id
      %c16 = arith.constant 16 : index
      %p = arith.cmpi ult, %lane, %c16 : index
      %b = warp.ballot %w, %p : !warp.warp<all> -> i32
      memref.store %b, %out[%lane] : memref<32xi32>
      gpu.return
    }
  }
}
