// REQUIRES: clang-cuda
// RUN: %clang-cuda -w %s -o %t.ll
// RUN: %mlir-translate --import-llvm %t.ll -o %t.mlir 2>/dev/null
// RUN: not warp-opt --warp-check-convergence --error-limit=0 --mlir-print-op-on-diagnostic=false %t.mlir -o /dev/null 2> %t.err
// RUN: %python %S/Inputs/attack34_rules.py %t.mlir %t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=MSG < %t.err
//
// Issue 34, H4: `__launch_bounds__(N)` is `nvvm.maxntid`, which PTX
// defines as a bound on the PRODUCT of the launch's dimensions. A kernel
// that reads threadIdx.y/z may therefore run as any x * y * z = N block,
// and the checker must decide every such shape (docs/Convergence.md, Block
// sizes). A kernel that reads only threadIdx.x is taken as one row of N.
//
// CHECK: _Z15n_x16_mask_rowsPi: C2
// CHECK-NEXT: _Z12n_y0_reducesPj: C5
// CHECK-NEXT: _Z16p_linear_lanes16Pi: clean
// CHECK-NEXT: _Z14p_warp0_reducePj: clean
// CHECK-NEXT: _Z10p_x16_rowsPi: clean
// CHECK-NEXT: _Z10p_y_unusedPi: clean
// CHECK-NOT: {{.}}
//
// n_x16_mask_rows names its shape in its own index (tid.y * 16 + tid.x):
// 16 x 6, where lanes 16-31 of warp 0 (tid.x 0-15 of row 1) run the
// shuffle outside its mask. n_y0_reduces names none (it scales tid.y by
// blockDim.x) and is right in the shapes whose warps are rows (64 x 1,
// 32 x 2), wrong in 16 x 4: C5 with that shape.
// MSG: error: C2: in a 16x6x1 block (the declared bound 96 admits that shape), in warp 0, lane 16 executes shfl.sync idx but is not in its member mask low(16) (0x0000ffff)
// MSG: warning: C5: the kernel declares only a bound of 64 threads (nvvm.maxntid: PTX bounds the product of the block's dimensions), reads tid.y/z and names no shape in its own thread index, so it may run in a block whose warps span rows, where it is wrong (C1: in a 16x4x1 block (the declared bound 64 admits that shape), in warp 0, redux.sync names lanes 16-31 in its member mask all (0xffffffff), but only lanes 0-15 execute it); declare the block exactly (nvvm.reqntid) to have it decided

#include <cuda_runtime.h>

// Bug (attack34 B28): launched as 16 x 6, threadIdx.x < 16 holds on all 32
// lanes of every warp, and lanes 16-31 are not in the 0xffff mask.
__global__ void __launch_bounds__(96) n_x16_mask_rows(int *x) {
  int i = threadIdx.y * 16 + threadIdx.x;
  int v = x[i];
  if (threadIdx.x < 16)
    v = __shfl_sync(0xffffu, v, 3);
  x[i] = v;
}

// Bug: a full-warp reduction under threadIdx.y == 0. Whole-warp rows
// (64 x 1, 32 x 2) keep the warp together; a 16 x 4 launch, which the bound
// admits, splits warp 0 between rows 0 and 1.
__global__ void __launch_bounds__(64) n_y0_reduces(unsigned *x) {
  unsigned i = threadIdx.y * blockDim.x + threadIdx.x;
  unsigned v = x[i];
  if (threadIdx.y == 0)
    v = __reduce_add_sync(0xffffffffu, v);
  __syncwarp(); // keeps the skipping lanes alive (else the ISA lets redux
                // wait only for non-exited lanes)
  x[i] = v;
}

// Legal neighbour of n_x16_mask_rows: the lanes 0-15 of each warp, from the
// linear thread index, in every shape.
__global__ void __launch_bounds__(96) p_linear_lanes16(int *x) {
  unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  int v = x[t];
  if (t % 32 < 16)
    v = __shfl_sync(0xffffu, v, 3);
  x[t] = v;
}

// Legal neighbour of n_y0_reduces: warp 0 of the linear index is a whole
// warp in every shape.
__global__ void __launch_bounds__(64) p_warp0_reduce(unsigned *x) {
  unsigned t = threadIdx.x + blockDim.x * threadIdx.y;
  unsigned v = x[t];
  if (t / 32 == 0)
    v = __reduce_add_sync(0xffffffffu, v);
  __syncwarp();
  x[t] = v;
}

// Legal: a one-row kernel (it reads no threadIdx.y/z) under the same bound;
// threadIdx.x < 16 is lanes 0-15 of warp 0.
__global__ void __launch_bounds__(96) p_x16_rows(int *x) {
  int v = x[threadIdx.x];
  if (threadIdx.x < 16)
    v = __shfl_sync(0xffffu, v, 3);
  x[threadIdx.x] = v;
}

// Legal: reads threadIdx.y only to index; its collective is full-warp and
// unconditional, clean in every shape of 96 (whole warps).
__global__ void __launch_bounds__(96) p_y_unused(int *x) {
  int i = threadIdx.y * blockDim.x + threadIdx.x;
  int v = __shfl_xor_sync(0xffffffffu, x[i], 1);
  x[i] = v;
}

// At run time (the simulator, PTX semantics): the 16x6 and 16x4 launches
// the bounds admit are caught; the legal neighbours run clean under the
// same launches and a one-row one.
// RUN: sh -c 'for k in _Z15n_x16_mask_rowsPi:16,6 _Z12n_y0_reducesPj:16,4 _Z16p_linear_lanes16Pi:16,6 _Z16p_linear_lanes16Pi:96 _Z16p_linear_lanes16Pi:1,96 _Z14p_warp0_reducePj:16,4 _Z14p_warp0_reducePj:2,32 _Z10p_y_unusedPi:16,6; do \
// RUN:   echo "== $k"; warp-run --sim %t.mlir --kernel ${k%%:*} --block ${k##*:} --arg i32[128]=iota > /dev/null; echo "exit $?"; done 2>&1' | FileCheck %s --check-prefix=SIM
// SIM-LABEL: == _Z15n_x16_mask_rowsPi:16,6
// SIM: finding (collective-mask)
// SIM: exit 4
// SIM-LABEL: == _Z12n_y0_reducesPj:16,4
// SIM: finding
// SIM: exit 4
// SIM-LABEL: == _Z16p_linear_lanes16Pi:16,6
// SIM-NEXT: exit 0
// SIM-LABEL: == _Z16p_linear_lanes16Pi:96
// SIM-NEXT: exit 0
// SIM-LABEL: == _Z16p_linear_lanes16Pi:1,96
// SIM-NEXT: exit 0
// SIM-LABEL: == _Z14p_warp0_reducePj:16,4
// SIM-NEXT: exit 0
// SIM-LABEL: == _Z14p_warp0_reducePj:2,32
// SIM-NEXT: exit 0
// SIM-LABEL: == _Z10p_y_unusedPi:16,6
// SIM-NEXT: exit 0
