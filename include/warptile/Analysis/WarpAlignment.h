//===- WarpAlignment.h - Lane offsets from warp-aligned bases ---*- C++ -*-===//
//
// Part of warptile. Values of the form `base + lane`, where `base` is the
// same multiple of 32 on every lane of a warp (a global thread index, a
// grid-stride loop's index), compared against another such multiple: every
// lane of a warp gets the same answer, although the compared value varies.
// This is what keeps a grid-stride loop whose bound is rounded to whole warps
// warp-uniform for the uniformity analysis and the lane analysis.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_WARPALIGNMENT_H
#define WARPTILE_ANALYSIS_WARPALIGNMENT_H

#include "warptile/Analysis/Uniformity.h"

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

namespace mlir {
namespace warptile {

/// The level the caller knows for a value; std::nullopt while a data-flow
/// analysis has not reached it yet (taken optimistically).
using UniformityLevelFn = function_ref<std::optional<Uniformity>(Value)>;

/// `assumeWarpRows` is UniformityOptions' (a block that declares no size
/// has warps that are rows of it); the warp verifier passes false.
///
/// Whether `value` is a multiple of 32 that every lane of a warp sees alike.
bool isWarpUniformMultipleOf32(Value value, UniformityLevelFn levelOf,
                               bool assumeWarpRows = true);

/// Whether `value` is `base + lane` with `base` a warp-uniform multiple of
/// 32: the lane id, `threadIdx.x` (when warps are rows of the block),
/// `blockIdx.x * blockDim.x + threadIdx.x`, and a loop index that starts at
/// such a value and steps by a warp-uniform multiple of 32. Read at `at`:
/// an unstructured loop's index counts only in its own loop there (past an
/// exit lanes may leave on different trips); null: anywhere.
bool isWarpBasePlusLane(Value value, UniformityLevelFn levelOf,
                        bool assumeWarpRows = true, Block *at = nullptr);

/// Whether `value` is `base + lane` with `base` a multiple of 32 on each
/// lane, uniform or not (a linear thread index `(tid.z * ny + tid.y) * nx +
/// tid.x`): its low five bits are the lane's.
bool isMultipleOf32PlusLane(Value value);

/// Whether `cmp` (arith.cmpi or llvm.icmp) is `base + lane < m` (or `>=`,
/// or the same with the operands swapped) for a warp-uniform multiple of 32
/// `m`: every lane of a warp answers it alike.
bool isWarpAlignedComparison(Operation *cmp, UniformityLevelFn levelOf,
                             bool assumeWarpRows = true);

/// Whether `op` carries an `exact` flag (llvm's or arith's): a shift or
/// division that is poison wherever it drops a set bit.
bool hasExactFlag(Operation *op);

/// Whether `op` drops the lane from `base + lane` (a warp-uniform multiple
/// of 32 plus the lane): an unsigned division by a positive multiple of
/// 32, a shift right by at least 5 (logical or arithmetic: an aligned run
/// of 32 values never straddles the sign bit), or an `and` with a constant
/// whose low five bits are 0; never `exact` (poison on the lanes whose low
/// bits are set). Every lane of a warp gets the same result: the warp's
/// index in a one-warp-per-row kernel (round 60b h3: `row = gid >> 5`).
bool isWarpAlignedQuotient(Operation *op, UniformityLevelFn levelOf,
                           bool assumeWarpRows = true);

/// Whether every lane of a warp runs the same trips of `loop`: its index
/// starts at `base + lane` and it steps to a bound by warp-uniform multiples
/// of 32.
bool runsWarpAlignedTrips(LoopLikeOpInterface loop, UniformityLevelFn levelOf,
                          bool assumeWarpRows = true);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_WARPALIGNMENT_H
