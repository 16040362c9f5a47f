//===- RaceThreads.h - Races by running every thread of a block -*- C++ -*-===//
//
// Part of warptile. The second engine of --warp-check-races: where a kernel
// declares its block size, every thread of one block is run through the
// kernel's control flow (scf and cf/llvm CFGs, loops included) with the
// integer semantics of ThreadValues, counting the barriers and __syncwarps
// each thread passes, and the elements of block-local buffers each thread
// touches are compared. It decides what the affine engine leaves as R3:
// halving strides, `t ^ 1` partners, barriers inside CFG loops or under
// block-uniform branches. docs/Races.md says what it proves.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_RACETHREADS_H
#define WARPTILE_ANALYSIS_RACETHREADS_H

#include "warptile/Analysis/RaceForms.h"

#include "llvm/ADT/DenseSet.h"

#include <deque>

namespace mlir {
namespace warp {
namespace races {

/// Two threads of one block whose accesses conflict with nothing ordering
/// them.
struct ThreadConflict {
  /// The first thread's access and the second's; for a read and a write,
  /// `first` is the read.
  const Access *first = nullptr, *second = nullptr;
  /// Thread ids (x, y, z) in the block.
  std::array<int64_t, 3> threads[2] = {};
  /// The element of `first`: its memref indices, or its byte offset.
  SmallVector<int64_t, 2> element;
  /// Non-empty: the conflict is not confirmed (why), an R3.
  std::string uncertain;
};

/// What the engine found in one kernel.
struct ThreadVerdicts {
  /// Block-local buffers whose every pair of accesses the engine decided:
  /// the conflicts below are all there are between distinct threads of a
  /// block.
  llvm::DenseSet<const void *> decided;
  /// Why a buffer (or, under nullptr, the whole kernel) is not decided.
  llvm::DenseMap<const void *, std::string> why;
  SmallVector<ThreadConflict, 4> conflicts;
  /// Accesses whose pointer the affine reader could not follow to a buffer
  /// (a pointer phi): the buffers the engine saw each reach, as accesses of
  /// their own (what `conflicts` point to). An op missing here that the
  /// engine could not follow is in `unfollowed`.
  std::deque<Access> resolved;
  llvm::DenseMap<Operation *, SmallVector<const void *, 1>> resolvedBases;
  llvm::DenseSet<Operation *> unfollowed;
  /// The block size the engine ran.
  std::array<int64_t, 3> blockDim = {1, 1, 1};
};

/// Whether `op` is a __syncwarp (nvvm.bar.warp.sync, its intrinsic, or
/// inline `bar.warp.sync`).
bool isWarpSync(Operation *op);

/// Runs every thread of one block of `kernel` (which must declare a block
/// size of at most 1024 threads) over `accesses` (FormReader::collect's).
/// Shared buffers are block-local; global ones only when `singleBlock` (the
/// launch has one block: the kernel reads no block index or grid size).
ThreadVerdicts checkByThreads(Operation *kernel, ArrayRef<Access> accesses,
                              bool singleBlock);

} // namespace races
} // namespace warp
} // namespace mlir

#endif // WARPTILE_ANALYSIS_RACETHREADS_H
