//===- Layouts.h - Distributed layouts of tile values -----------*- C++ -*-===//
//
// Part of warptile. Where the layout of a tile value is recorded, and the
// policy that chooses it: shared by --tile-assign-layouts and
// --convert-tile-to-gpu.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_TILE_TRANSFORMS_LAYOUTS_H
#define WARPTILE_DIALECT_TILE_TRANSFORMS_LAYOUTS_H

#include "mlir/IR/BuiltinOps.h"
#include "warptile/Dialect/Tile/IR/TileOps.h"

namespace mlir {
namespace tile {

/// The discardable attribute on an op that holds its tile result's layout.
constexpr StringLiteral kLayoutAttrName = "tile.layout";
/// The discardable attribute on a tile.mma that holds its operands'
/// layouts (`#tile.dot_operand`, A then B).
constexpr StringLiteral kOperandLayoutsAttrName = "tile.operand_layouts";
/// The discardable attribute on a kernel that holds its warps per block.
constexpr StringLiteral kNumWarpsAttrName = "tile.num_warps";

/// The layout recorded for the tile value `value` (a `#tile.blocked`,
/// `#tile.slice` or `#tile.mma`), or null when its op carries none. A
/// tile carried by an `scf.for` has its initial value's layout.
Attribute getLayout(Value value);

/// Bits of a tile element as it sits in a register (`index` as 64, `i1` as
/// a byte): what decides how many elements make 16 bytes.
unsigned elementBits(Type type);

/// The default layout of a tile of `shape` with `elementBits`-bit elements
/// over `numWarps` warps: 16 bytes per thread along the last dimension,
/// then lanes and warps over the dimensions, last first, each taking the
/// largest power of two that divides what is left. Null when the tile is
/// too small to give every lane and warp distinct elements.
/// With `replicate`, a tile too small for that gets the replicated
/// layout instead: the same split, and the lanes and warps left over go
/// to the fastest dimension whose thread positions the split covers
/// exactly, where they repeat its elements (null when there is none).
BlockedLayoutAttr getDefaultLayout(MLIRContext *context,
                                   ArrayRef<int64_t> shape,
                                   unsigned elementBits, int64_t numWarps,
                                   bool replicate = false);

/// The distinct thread positions of `layout` along `dim` for a tile of
/// `shape`: `shape[dim] / sizePerThread[dim]` where that is fewer than the
/// layout's `threadsPerWarp * warpsPerBlock` (the dimension is
/// replicated: position `u = warp * threadsPerWarp + lane` holds the
/// elements of position `u % distinct`), else all of them.
int64_t distinctThreads(BlockedLayoutAttr layout, ArrayRef<int64_t> shape,
                        int64_t dim);

/// Whether several threads of `layout` hold copies of one element of a
/// tile of `shape` (a dimension with fewer distinct positions than
/// threads).
bool isReplicated(BlockedLayoutAttr layout, ArrayRef<int64_t> shape);

/// Whether `layout` gives every element of a tile of `shape` to a thread
/// the same number of times: per dimension `sizePerThread` divides the
/// size and the thread positions either divide the size's positions
/// (whole footprints) or are a multiple of them (replicated).
bool coversTile(BlockedLayoutAttr layout, ArrayRef<int64_t> shape);

/// The layout of a tile of `shape` that holds the elements of a tile of
/// `sourceShape` with layout `source` in the same registers of the same
/// threads, where the two differ only in dimensions of size 1 (reshape,
/// broadcast to more dimensions); null when they differ otherwise or
/// `source` spreads threads over a size-1 dimension.
BlockedLayoutAttr moveUnitDims(BlockedLayoutAttr source,
                               ArrayRef<int64_t> sourceShape,
                               ArrayRef<int64_t> shape);

/// The layout of a 2-D tile with `layout` transposed: the same threads hold
/// the same elements, the dimensions swapped (tile.transpose moves no data).
BlockedLayoutAttr transposeLayout(BlockedLayoutAttr layout);

/// The K of the `mma.sync` m16n8kK that multiplies `a` by `b` into `acc`
/// elements: 16 for f16 (into f32 or f16) and bf16 (into f32), 8 for f32
/// (as tf32, into f32), 32 for i8 (as s8, into i32); 0 for any other
/// combination.
int64_t getMmaInstrK(Type a, Type b, Type acc);

/// The accumulator layout of a `tile.mma` result of `shape` over
/// `numWarps` warps for the m16n8k`instrK` instruction: warps split over M
/// and N so that each warp has whole 16 x 16 pieces (two m16n8 tiles), or
/// null when the tile is too small.
MmaLayoutAttr getMmaLayout(MLIRContext *context, ArrayRef<int64_t> shape,
                           int64_t numWarps, int64_t instrK);

/// Whether a tile of `element`s (f16) in the accumulator layout `operand`
/// is, register for register, the A operand of a tile.mma of layout `mma`
/// (m16n8k16):
/// both have their warps along M only, the same number of them, so that a
/// thread's C fragments of two adjacent 8-column tiles are its A fragment
/// of one 16-wide step of K (FlashAttention-2's P, Triton's mma ->
/// dot_operand shortcut; docs/TileLowering.md).
bool isRegisterOperand(MmaLayoutAttr operand, MmaLayoutAttr mma,
                       Type element);

/// Chooses the number of warps of `kernel` (`numWarps`, or when 0 the
/// largest power of two up to 8 whose default layouts fit every tile) and
/// records the layout of every tile value and the number of warps on the
/// ops. Reports a located error and fails on an op whose result has no
/// layout in this version (the op is named in the message).
LogicalResult assignLayouts(KernelOp kernel, int64_t numWarps);

/// Whether `kernel` has its `tile.num_warps` and a `tile.layout` on every
/// op with a tile result (loops excepted: their tiles have their initial
/// values' layouts), written by hand or by tile-assign-layouts.
bool isFullyLaidOut(KernelOp kernel);

/// Writes `tile.num_warps = numWarps` on every tile.kernel of `module` (a
/// tool's num-warps option: warp-run --num-warps, Python's num_warps), or
/// reports at the kernel why not: `numWarps` is not a power of two up to
/// 32, or the kernel already has another number of its own. `option` names
/// the option in the message.
LogicalResult setNumWarps(ModuleOp module, int64_t numWarps,
                          StringRef option);

} // namespace tile
} // namespace mlir

#endif // WARPTILE_DIALECT_TILE_TRANSFORMS_LAYOUTS_H
