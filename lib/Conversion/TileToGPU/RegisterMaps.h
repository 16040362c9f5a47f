//===- RegisterMaps.h - Which element each register holds -------*- C++ -*-===//
//
// Part of warptile. For every layout a tile value can have (blocked, mma,
// and slices of either), where the element of each of a thread's
// registers lies in the tile: the thread's own offset (values) plus a
// constant per register. Memory accesses read it to address each
// register (MemoryOps.cpp), so a tile in an accumulator's fragment layout
// is loaded or stored where it lies, and a slice (replicated over
// threads) is stored by exactly one thread per element.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_CONVERSION_TILETOGPU_REGISTERMAPS_H
#define WARPTILE_LIB_CONVERSION_TILETOGPU_REGISTERMAPS_H

#include "KernelLowering.h"

namespace mlir {
namespace tile {

/// The elements of a thread's registers in a tile of a given shape.
struct RegisterMap {
  /// Per register, its element's coordinate along each dimension of the
  /// tile minus `base`.
  SmallVector<SmallVector<int64_t>> offsets;
  /// The thread's own coordinate along each dimension of the tile.
  SmallVector<Value> base;
  /// Consecutive registers that hold consecutive elements of the last
  /// dimension, starting at a multiple of `width` (one vector access).
  int64_t width = 1;
  /// For a layout that gives an element to several threads (a slice):
  /// an `i1` true in the one thread that stores it; null otherwise.
  Value owner;
};

/// The register map of `layout` for a tile of `shape` (null `offsets`
/// when the layout is not one of the four kinds).
RegisterMap registerMap(KernelLowering &l, Attribute layout,
                        ArrayRef<int64_t> shape);

/// The warp's coordinates in an mma layout's warp grid (row-major).
std::pair<Value, Value> mmaWarpCoords(KernelLowering &l, MmaLayoutAttr layout);

/// Per register of an mma layout's tile of `shape` (`(im * repN + jn) * 4
/// + 2 * h + e`): its (row, col) minus the thread's `(warpM * 16 + lane /
/// 4, warpN * 8 + 2 * (lane % 4))`.
SmallVector<SmallVector<int64_t>> mmaRegisterOffsets(MmaLayoutAttr layout,
                                                     ArrayRef<int64_t> shape);

/// The slice register (of an mma slice along `dim` of the same tile) that
/// mma register `r` reduces into or is broadcast from.
int64_t mmaSliceRegisterOf(MmaLayoutAttr layout, ArrayRef<int64_t> shape,
                           int64_t dim, int64_t r);

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_CONVERSION_TILETOGPU_REGISTERMAPS_H
