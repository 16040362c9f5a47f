//===- TileAttrs.td - tile dialect attributes --------------*- tablegen -*-===//
//
// Part of warptile. The distributed layouts the lowering assigns to tile
// values: which thread of a block holds which element.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_TILE_IR_TILEATTRS_TD
#define WARPTILE_DIALECT_TILE_IR_TILEATTRS_TD

include "mlir/IR/AttrTypeBase.td"
include "warptile/Dialect/Tile/IR/TileDialect.td"

class Tile_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Tile_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Tile_BlockedLayoutAttr : Tile_Attr<"BlockedLayout", "blocked"> {
  let summary = "A tile distributed over a block's threads in blocks";
  let description = [{
    Per dimension `d`: each thread holds `sizePerThread[d]` consecutive
    elements, a warp's threads span `threadsPerWarp[d]` such groups and the
    block's warps `warpsPerBlock[d]` warp groups; together they cover
    `sizePerThread * threadsPerWarp * warpsPerBlock` elements (the block's
    footprint), and a tile larger than the footprint repeats it
    (`shape[d] / footprint[d]` repetitions per thread). `order` lists the
    dimensions fastest first: lane and warp ids are split over the
    dimensions in that order. With `order = [1, 0]` and
    `sizePerThread = [1, 4]` of f32, thread `t` holds 16 contiguous bytes
    of a row and consecutive lanes hold consecutive 16-byte pieces, so a
    warp loads 512 contiguous bytes with one `ld.global.v4` per thread.

    The element of a thread's register `r` has, along dimension `d`,
    `rep[d] * footprint[d] + (warp[d] * threadsPerWarp[d] + lane[d]) *
    sizePerThread[d] + j[d]`, where `r` enumerates the repetitions
    (row-major, outer) and then the elements within a thread (row-major,
    inner).

    ```mlir
    #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32],
                  warpsPerBlock = [1, 8], order = [1, 0]>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$sizePerThread,
                        ArrayRefParameter<"int64_t">:$threadsPerWarp,
                        ArrayRefParameter<"int64_t">:$warpsPerBlock,
                        ArrayRefParameter<"int64_t">:$order);
  let assemblyFormat = [{
    `<` `sizePerThread` `=` `[` $sizePerThread `]` `,`
        `threadsPerWarp` `=` `[` $threadsPerWarp `]` `,`
        `warpsPerBlock` `=` `[` $warpsPerBlock `]` `,`
        `order` `=` `[` $order `]` `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getOrder().size(); }
    /// The number of warps of the block: the product of `warpsPerBlock`.
    int64_t getNumWarps() const;
    /// The elements the whole block covers once along `dim`.
    int64_t getFootprint(int64_t dim) const;
    /// How many times the footprint repeats along `dim` in `shape` (1 for
    /// a tile smaller than the footprint: a replicated layout).
    int64_t getRepetitions(ArrayRef<int64_t> shape, int64_t dim) const;
    /// The elements each thread holds of a tile of `shape`.
    int64_t getRegisterCount(ArrayRef<int64_t> shape) const;
  }];
}

def Tile_MmaLayoutAttr : Tile_Attr<"MmaLayout", "mma"> {
  let summary = "The accumulator layout of warp-level mma.sync";
  let description = [{
    A 2-D tile of `mma.sync` accumulators (Triton's `#mma`, version 2):
    the block's warps form a `warpsPerBlock[0] x warpsPerBlock[1]` grid
    (warp `w` at row `w / warpsPerBlock[1]`, column
    `w % warpsPerBlock[1]`), each warp covers one `instrShape[0] x
    instrShape[1]` (16 x 8) accumulator tile of the instruction, and the
    block's footprint `[16 * warpsPerBlock[0], 8 * warpsPerBlock[1]]`
    repeats over the tile. A thread's registers are numbered row-major
    over (repetition along M, repetition along N, e = 0..3), and register
    `(im, jn, e)` holds the element at

    ```
    row = im * 16 * wm + warpM * 16 + lane / 4 + 8 * (e / 2)
    col = jn * 8 * wn + warpN * 8 + 2 * (lane % 4) + e % 2
    ```

    which is the PTX ISA's fragment of matrix C/D of
    `mma.m16n8k16` (c0, c1 on row groupID, c2, c3 eight rows below), and
    of `mma.m16n8k8` and `mma.m16n8k32` alike. `instrShape[2]` is the
    instruction's K: 16 for f16 and bf16 operands, 8 for tf32 (f32
    operands), 32 for i8. With f16 accumulators c0, c1 (and c2, c3) share
    one 32-bit register; the elements' places are the same.

    ```mlir
    #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$warpsPerBlock,
                        ArrayRefParameter<"int64_t">:$instrShape);
  let assemblyFormat = [{
    `<` `warpsPerBlock` `=` `[` $warpsPerBlock `]` `,`
        `instrShape` `=` `[` $instrShape `]` `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getNumWarps() const;
    /// The elements the block covers once along `dim` (0: M, 1: N).
    int64_t getFootprint(int64_t dim) const;
    /// The accumulators each thread holds of a tile of `shape`.
    int64_t getRegisterCount(ArrayRef<int64_t> shape) const;
  }];
}

def Tile_SliceLayoutAttr : Tile_Attr<"SliceLayout", "slice"> {
  let summary = "The layout of a reduction's result";
  let description = [{
    A tile reduced along `dim` of a tile with layout `parent` (a
    `#tile.blocked` or a `#tile.mma` one): each thread holds the results of
    the rows it held a part of, so the value is replicated over the threads
    (lanes and warps) that `parent` spreads along `dim`. The tile keeps
    `dim` with size 1 or drops it. Broadcasting it back to `parent` moves
    no data between threads.

    Of an mma parent (`#tile.mma<warpsPerBlock = [wm, wn], ...>`), slice
    `dim = 1` (a row statistic of an accumulator, or a column vector
    loaded to be broadcast over its columns) gives a thread the rows of its
    fragment, register `2 * im + h` at row `im * 16 * wm + warpM * 16 +
    lane / 4 + 8 * h`; slice `dim = 0` (a bias row) the columns, register
    `2 * jn + e` at column `jn * 8 * wn + warpN * 8 + 2 * (lane % 4) + e`.

    ```mlir
    #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 4],
        threadsPerWarp = [1, 32], warpsPerBlock = [1, 8], order = [1, 0]>>
    #tile.slice<dim = 0, parent = #tile.mma<warpsPerBlock = [2, 2],
                                             instrShape = [16, 8, 16]>>
    ```
  }];
  let parameters = (ins "int64_t":$dim, "Attribute":$parentLayout);
  // A blocked parent prints without its `#tile.blocked` prefix (as it
  // did when it was the only kind), an mma one with `#tile.mma`.
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The parent when it is a blocked layout (null for an mma one).
    BlockedLayoutAttr getParent() const {
      return ::llvm::dyn_cast<BlockedLayoutAttr>(getParentLayout());
    }
    /// The parent when it is an mma layout (null for a blocked one).
    MmaLayoutAttr getMmaParent() const {
      return ::llvm::dyn_cast<MmaLayoutAttr>(getParentLayout());
    }
    /// The rank of the parent (2 for an mma one).
    int64_t getParentRank() const;
  }];
}

def Tile_DotOperandLayoutAttr : Tile_Attr<"DotOperandLayout", "dot_operand"> {
  let summary = "The layout of an mma.sync operand";
  let description = [{
    Operand `opIdx` (0: A, M x K; 1: B, K x N) of the `mma.sync` whose
    accumulators have layout `parent`: each warp holds the rows of A (the
    columns of B) of its accumulator tiles, as the PTX ISA's fragments of
    `mma.m16n8k16` (f16/bf16): A's a0..a7 at rows `lane / 4 (+8 for a2,
    a3, a6, a7)`, columns `2 * (lane % 4) + (0, 1) (+8 for a4..a7)`; B's
    b0..b3 at rows (k) `2 * (lane % 4) + (0, 1) (+8 for b2, b3)`, column
    `lane / 4`. With `p` elements per 32-bit register (1 for tf32, 2 for
    f16/bf16, 4 for i8: `mma.m16n8k8` and `mma.m16n8k32`), register `r`
    of A holds row `lane / 4 + 8 * (r % 2)`, columns `p * (lane % 4) + (0
    .. p-1) + 4p * (r / 2)`, register `r` of B rows (k) `p * (lane % 4) +
    (0 .. p-1) + 4p * r`, column `lane / 4`. The lowering reaches it from
    a blocked layout through shared memory with `ldmatrix` (A; B with
    `.trans` for 16-bit elements, scalar shared loads for the others).

    ```mlir
    #tile.dot_operand<opIdx = 0, parent = #tile.mma<warpsPerBlock = [2, 2],
                                                    instrShape = [16, 8, 16]>>
    ```
  }];
  let parameters = (ins "int64_t":$opIdx, "MmaLayoutAttr":$parent);
  let assemblyFormat = "`<` `opIdx` `=` $opIdx `,` `parent` `=` $parent `>`";
  let genVerifyDecl = 1;
}

#endif // WARPTILE_DIALECT_TILE_IR_TILEATTRS_TD
