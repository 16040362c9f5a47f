//===- Passes.td - tile dialect passes ---------------------*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_TILE_TRANSFORMS_PASSES_TD
#define WARPTILE_DIALECT_TILE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileAssignLayoutsPass : Pass<"tile-assign-layouts", "ModuleOp"> {
  let summary = "Give every tile value of every kernel a distributed layout";
  let description = [{
    Chooses the number of warps of each `tile.kernel` (`tile.num_warps`)
    and writes, on each op that produces a tile value, the layout of that
    value as `tile.layout`: a `#tile.blocked` layout for loaded and
    computed tiles (16 bytes per thread along the contiguous dimension,
    lanes then warps over the dimensions fastest first, the largest number
    of warps up to 8 that every tile of the kernel fills without
    replication; 4 first for a kernel with `tile.mma`, 8 first where 4
    would hold more than 64 accumulators per thread), a `#tile.slice`
    layout for the results of `tile.reduce` and `tile.arg_reduce`, the
    source's layout for `tile.scan` and the source's with its two
    dimensions swapped for `tile.transpose` (no data moves), a `#tile.mma` accumulator
    layout for the result of `tile.mma` (its operands' `#tile.dot_operand`
    layouts recorded on it as `tile.operand_layouts`), and, for splat
    constants and broadcast scalars, the layout of their first user (an
    `scf.for` initial value: the layout the loop yields). Where an
    elementwise op's operands come in different layouts (an f16 load
    widened by `arith.extf` and an f32 load; an mma accumulator and a
    loaded tile), it inserts a `tile.convert_layout` of each operand that
    differs to the first blocked operand's layout (one per value, layout
    and block).
    `--convert-tile-to-gpu` lowers each op to per-thread code by these
    layouts (and assigns them itself where they are missing).
    docs/TileLowering.md describes the layouts.

    What is written by hand is kept: a kernel's own `tile.num_warps` is
    its number of warps (a `num-warps` option that differs is an error at
    the kernel), a `tile.layout` on an op is that op's layout (a load's
    must cover its tile exactly over the kernel's warps; any other op's
    must be the one its operands give it, else a located error saying
    so), and a kernel with `tile.num_warps` and a layout on every op is
    left as it is.

    ```mlir
    // 2 warps, not the 4 the pass would choose for a 4x128 f32 tile.
    tile.kernel @colsum(%x: !tile.view<?x128xf32>, %y: !tile.part<4x128xf32>,
                        %t0: !tile.token) attributes {tile.num_warps = 2 : i64} {
    ```

    ```mlir
    %x = tile.load %a like %c {tile.layout = #tile.blocked<sizePerThread = [4],
        threadsPerWarp = [32], warpsPerBlock = [8], order = [0]>}
        : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
    ```
  }];
  let options = [
    Option<"numWarps", "num-warps", "int64_t", /*default=*/"0",
           "Warps per block for every kernel (1, 2, 4, 8, 16 or 32); 0 "
           "keeps a kernel's own tile.num_warps or chooses per kernel">,
  ];
}

#endif // WARPTILE_DIALECT_TILE_TRANSFORMS_PASSES_TD
