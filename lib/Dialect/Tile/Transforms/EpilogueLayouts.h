//===- EpilogueLayouts.h - Layouts of a GEMM epilogue's operands -*- C++ -*-===//
//
// Part of warptile. tile-assign-layouts' rules for the tiles that meet an
// mma accumulator in its epilogue, so that they are loaded straight into
// the accumulator's fragment (or its slice) instead of converted through
// shared memory: C of C += A.B (the loop's initial accumulator, or added
// after), a bias row or column broadcast over the accumulator.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_DIALECT_TILE_TRANSFORMS_EPILOGUELAYOUTS_H
#define WARPTILE_LIB_DIALECT_TILE_TRANSFORMS_EPILOGUELAYOUTS_H

#include "warptile/Dialect/Tile/IR/TileOps.h"

namespace mlir {
namespace tile {

/// Whether the layout of the loaded tile `value` (a `tile.load` or
/// `tile.load_mut` result) is left to its users: it is only a `tile.mma`
/// accumulator or the initial value of loops that carry it as one, or only feeds
/// broadcasts that repeat a row or column over a 2-D tile.
bool defersLayoutToUsers(Value value);

/// The mma layout of an operand that the loaded tile `value` meets in an
/// elementwise user (C + A.B with C loaded after the loop), or null.
MmaLayoutAttr mmaLayoutOfElementwiseUse(
    Value value, function_ref<Attribute(Value)> layoutOf);

/// The layout of a loaded tile `value` whose user `broadcast` repeats it
/// over a tile of mma layout `result`: the mma's slice along the
/// repeated dimension, or null.
SliceLayoutAttr sliceForMmaBroadcast(Value value, BroadcastOp broadcast,
                                     Attribute result);

/// The layout of a broadcast of a tile of `sourceShape` in the mma slice
/// `slice` to `shape`: the mma parent when it repeats the slice along
/// its reduced dimension, else null.
MmaLayoutAttr broadcastOfMmaSlice(SliceLayoutAttr slice,
                                  ArrayRef<int64_t> sourceShape,
                                  ArrayRef<int64_t> shape);

/// The layout of a tile.mma in a chain of GEMMs (attention: S = Q . Kt,
/// P = f(S), O = P . V), or null for the default (getMmaLayout): warps
/// along M only, [numWarps, 1], when its A operand is already in such an
/// accumulator layout (`layoutOf`) or its result reaches, through
/// elementwise ops, the f16 A operand of another tile.mma; then P
/// becomes A of the next mma in registers (isRegisterOperand) and the row
/// statistics of S stay in each warp (quad shuffles).
MmaLayoutAttr chainedMmaLayout(MmaOp mma, int64_t instrK, int64_t numWarps,
                               function_ref<Attribute(Value)> layoutOf);

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_DIALECT_TILE_TRANSFORMS_EPILOGUELAYOUTS_H
