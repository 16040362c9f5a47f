//===- Passes.td - warptile conversion passes --------------*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_CONVERSION_PASSES_TD
#define WARPTILE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertWarpToNVVMPass : Pass<"convert-warp-to-nvvm"> {
  let summary = "Lower the warp dialect to NVVM collectives on exact member masks";
  let description = [{
    Erases warp values: each becomes the `i32` member mask of its active set,
    a constant for static sets (so it folds into the instruction) and, for a
    `dyn` sub-warp of `warp.if`, the `vote.sync.ballot` of its condition over
    the parent's mask. Collectives become `shfl.sync`, `vote.sync`,
    `match.sync` and `redux.sync` on that mask; a collective on a half of
    `warp.diverge` runs under `scf.if` on the half's lane predicate, since a
    lane outside a member mask must not execute the instruction.
    `warp.if` becomes `scf.if`. Warps passed through `scf.for`, `cf.br`,
    `cf.cond_br`, `cf.switch`, calls and the arguments of any function op
    (`func.func`, `gpu.func`, `llvm.func`) become the same masks; block
    arguments whose mask is static fold away.

    It rewrites calls and the functions they call together, so it runs on a
    symbol table (a module, a `gpu.module`) or on the top-level op; nested
    on anything else (a `func.func`, `gpu.func` or `any(...)` anchor) it
    fails with an error at that op.

    ```mlir
    // %x = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32   becomes
    %x = scf.if %lane_is_even -> (i32) {
      %r = nvvm.shfl.sync bfly %c0x55555555, %v, %c2, %c31 : i32 -> i32
      scf.yield %r : i32
    } else { ... ub.poison ... }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::ub::UBDialect",
  ];
  let options = [
    Option<"chip", "chip", "std::string",
           /*default=*/"std::string(::mlir::warptile::kDefaultChip)",
           "Target SM: redux.sync is used for 32-bit integer reductions from "
           "sm_80 on">,
  ];
}

def ConvertGpuSubgroupReduceToShufflesPass
    : Pass<"convert-gpu-subgroup-reduce-to-shuffles"> {
  let summary = "Lower gpu.subgroup_reduce to butterfly shuffles for NVVM";
  let description = [{
    MLIR's GPU-to-NVVM conversion turns `gpu.subgroup_reduce` into
    `redux.sync` only for `i32` (and only with `has-redux`); any other
    element type (`f32`, `f16`, `i64`, vectors), and every type without
    `has-redux`, is left illegal and the pipeline fails. This pass rewrites
    each one, clustered or not, into the butterfly of `gpu.shuffle xor` on
    32-bit pieces that `convert-gpu-to-nvvm` lowers to `shfl.sync.bfly`
    (five steps for a whole warp). Vectors of narrow elements are packed
    into 32-bit pieces, vectors of 32- or 64-bit elements reduced element
    by element. From sm_80 on (`chip`), a whole-warp reduction of one
    `i32` by add, and, or, xor, min or max becomes `nvvm.redux.sync`
    instead, one instruction, as `warp.reduce` does (a cluster of 32 lanes
    with a stride is not the warp and stays shuffles). `warp-to-ptx` runs it
    before the GPU-to-NVVM pipeline.

    ```mlir
    %r = gpu.subgroup_reduce add %v : (f32) -> f32
    // becomes five times:
    %s, %ok = gpu.shuffle xor %acc, %c16, %c32 : f32
    %acc2 = arith.addf %acc, %s : f32
    ```
  }];
  let options = [
    Option<"chip", "chip", "std::string",
           /*default=*/"std::string(::mlir::warptile::kDefaultChip)",
           "Target SM: whole-warp i32 reductions become redux.sync from "
           "sm_80 on">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def ConvertTileToGPUPass : Pass<"convert-tile-to-gpu", "ModuleOp"> {
  let summary = "Lower tile kernels to gpu.func kernels of per-thread vector code";
  let description = [{
    Each `tile.kernel` becomes a `gpu.func` kernel of the same name in the
    `gpu.module @tile_kernels`, one block per program and `32 x
    tile.num_warps` threads per block, by the layouts of
    `--tile-assign-layouts` (assigned here where the kernel has none). A
    view becomes a `!llvm.ptr<1>` and an `index` per dynamic dimension; a
    partition a `!llvm.ptr<1>` and the `index` sizes of the partitioned
    buffer (row-major, contiguous); a scalar stays; the token goes. Program
    ids are block ids (x, y, z for grids of up to three dimensions, else
    the row-major linear block id x). Each tile value becomes a
    `vector<R x T>` of the R elements the thread holds. Loads and stores
    move 16 bytes per thread (`ld.global.v4.f32`): a block whose tile is
    entirely inside the buffer takes an unmasked path, the tail block a
    masked one (padding for loads, nothing written for stores), chosen by
    one uniform branch. `tile.reduce` reduces in each thread, then over
    lanes (`gpu.subgroup_reduce`, clustered where the layout spreads the
    row over part of a warp), then over warps through shared memory.
    `tile.mma` (f16 into f32 or f16, bf16 into f32: m16n8k16; f32 as tf32
    into f32: m16n8k8; i8 into i32: m16n8k32) writes its operands to
    swizzled shared memory, reads them with `nvgpu.ldmatrix` (B of tf32
    and i8 with scalar shared loads) and multiplies with `mma.sync` into
    the `#tile.mma` accumulators, carried
    through `scf.for` (a GEMM's K loop as a 3-stage `cp.async` pipeline);
    a store of an accumulator tile goes through shared memory to the
    blocked layout's 16-byte stores. A kernel's shared buffers are
    workgroup attributions (static `.shared`) up to 48 KiB; past that
    they are carved from dynamic shared memory
    (`gpu.dynamic_shared_memory` and `memref.view`, 16-byte aligned), up
    to the chip's limit (`chip`: 227 KiB on sm_90, 163 KiB on sm_80), and
    the launches pass the bytes as `dynamicSharedMemorySize`.
    docs/TileLowering.md has the details and what is not supported yet;
    each unsupported construct is a located error naming the op.

    Each `tile.launch` becomes a `gpu.launch_func` of the lowered kernel
    with the grid of its partitions (blocks of the buffer, the masked tail
    included), after run-time checks that end the program with a message
    (`cf.assert`): every buffer 16-byte aligned, all partitions giving one
    grid and every view read `like` a partition at least as large as its
    buffer (T10's run-time half), no partition's bytes overlapping another
    buffer argument (T5's run-time half), the grid within CUDA's limits.
    With `drop-host`, the functions that partition and launch are erased
    instead, so that the kernels compile on their own (what `warp-ptx`
    does).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::nvgpu::NVGPUDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::ub::UBDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    Option<"numWarps", "num-warps", "int64_t", /*default=*/"0",
           "Warps per block of every kernel (a kernel's own tile.num_warps "
           "that differs is an error; 0: the kernel's own, else chosen per "
           "kernel)">,
    Option<"dropHost", "drop-host", "bool", /*default=*/"false",
           "Erase the host functions that partition or launch instead of "
           "lowering them (compile the kernels alone)">,
    Option<"chip", "chip", "std::string",
           /*default=*/"std::string(::mlir::warptile::kDefaultChip)",
           "Target SM: how much shared memory a block may use (past 48 KiB "
           "a kernel's shared memory is dynamic, up to the chip's opt-in "
           "limit)">,
  ];
}

#endif // WARPTILE_CONVERSION_PASSES_TD
