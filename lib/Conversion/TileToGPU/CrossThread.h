//===- CrossThread.h - Threads that share a line of a tile ------*- C++ -*-===//
//
// Part of warptile. tile.arg_reduce and tile.scan combine the elements of
// a line along one dimension of a blocked tile, held by several lanes of a
// warp and several warps of the block. This is where those threads are:
// the lanes of a line (how many, how far apart, this lane's place among
// them), its warps, the slot a lane's partial results take in a shared
// scratch, and a shuffle that moves any scalar of at most 64 bits.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_CONVERSION_TILETOGPU_CROSSTHREAD_H
#define WARPTILE_LIB_CONVERSION_TILETOGPU_CROSSTHREAD_H

#include "KernelLowering.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir {
namespace tile {

/// The product of `extents` over the dimensions before `dim` in `order`:
/// the id stride of `dim` when ids are split in that order.
int64_t strideInOrder(ArrayRef<int64_t> extents, ArrayRef<int64_t> order,
                      int64_t dim);

/// The threads of a blocked layout that hold one line along `dim` of a
/// tile of some shape, counting only distinct positions (a replicated
/// layout repeats the line's elements in further lanes or warps).
struct LineThreads {
  /// Distinct lanes of the line, the lane-id distance between neighbours,
  /// and this lane's place among them (0 .. lanes - 1).
  int64_t lanes = 1, lanePitch = 1;
  Value lane;
  /// Distinct warps of the line, the warp-id distance between neighbours,
  /// this warp's place among them, and the warp id of the line's first.
  int64_t warps = 1, warpPitch = 1;
  Value warp, firstWarp;
  /// The lane's position along the other dimensions (0 .. otherLanes - 1):
  /// its slot in a per-warp scratch.
  int64_t otherLanes = 1;
  Value laneSlot;
};

/// The threads of `layout` that share a line along `dim` of `shape`.
LineThreads lineThreads(KernelLowering &l, BlockedLayoutAttr layout,
                        ArrayRef<int64_t> shape, int64_t dim);

/// `gpu.shuffle` of any integer or float scalar (narrower ones widened to
/// 32 bits and back); `lane` is the offset (up, xor) or source lane (idx),
/// an index.
Value shuffleScalar(KernelLowering &l, Value value, Value lane,
                    gpu::ShuffleMode mode);

/// `lhs` combined with `rhs` by a tile.reduce kind (ReduceOps.cpp).
Value combineElements(OpBuilder &b, Location loc, ReduceKind kind, Value lhs,
                      Value rhs);

/// A workgroup scratch of `shape` x `element` from the kernel's shared
/// memory (reused across the kernel's collective ops).
Value lineScratch(KernelLowering &l, ArrayRef<int64_t> shape, Type element);

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_CONVERSION_TILETOGPU_CROSSTHREAD_H
