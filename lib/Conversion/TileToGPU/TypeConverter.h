//===- TypeConverter.h - Tiles with layouts to per-thread values -*- C++
//-*-===//
//
// Part of warptile. What a tile kernel's values become in each thread: a
// tile value with its layout the `vector<R x T>` of the R elements the
// layout gives the thread, a view or partition parameter its global
// pointer and `index` sizes (1:N), a token nothing; and the register maps
// of the layouts (which element a thread's register `r` holds), which
// every op family's lowering reads.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_CONVERSION_TILETOGPU_TYPECONVERTER_H
#define WARPTILE_LIB_CONVERSION_TILETOGPU_TYPECONVERTER_H

#include "mlir/Transforms/DialectConversion.h"
#include "warptile/Dialect/Tile/IR/TileOps.h"

namespace mlir {
namespace tile {

/// Converts tile kernel types to per-thread types. The layout of a tile
/// value is an attribute of the op that defines it (`tile.layout`), not
/// part of its type, so tiles convert context-aware (from the value);
/// the kernel's parameters convert from their types, 1:N.
class TileTypeConverter : public TypeConverter {
public:
  explicit TileTypeConverter(MLIRContext *context);

  /// The per-thread type of a tile of `type` with `layout` (a
  /// `#tile.blocked`, `#tile.slice` or `#tile.mma`).
  static VectorType perThreadType(RankedTensorType type, Attribute layout);
};

/// For each register of a thread (in the layout's order), the element's
/// coordinate along each dimension minus the thread's own offset
/// (KernelLowering::threadOffsets): repetitions of the block's footprint
/// plus the position within the thread's `sizePerThread` elements.
SmallVector<SmallVector<int64_t>> registerOffsets(BlockedLayoutAttr layout,
                                                  ArrayRef<int64_t> shape);

/// The registers of a slice layout's tile: those of the parent whose
/// coordinate along the reduced dimension is the thread's first, given in
/// parent coordinates. `parentShape` is the reduced tile's shape.
SmallVector<SmallVector<int64_t>>
sliceRegisterOffsets(SliceLayoutAttr layout, ArrayRef<int64_t> parentShape);

/// The registers of a tile of `shape` (the reduced dimension kept with
/// size 1 or dropped) in a slice layout of an mma parent: two per
/// repetition of the parent's footprint along the kept dimension.
int64_t mmaSliceRegisterCount(SliceLayoutAttr layout, ArrayRef<int64_t> shape);

/// Whether a tile of `shape` has whole footprints of the mma slice
/// `layout` along its kept dimension (and size 1 along the reduced one).
bool mmaSliceFits(SliceLayoutAttr layout, ArrayRef<int64_t> shape);

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_CONVERSION_TILETOGPU_TYPECONVERTER_H
