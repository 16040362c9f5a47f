//===- Uniformity.h - What is the same on every lane ------------*- C++ -*-===//
//
// Part of warptile. One table of the ops whose results are uniform, shared by
// the warp verifier (rule W17) and the convergence analyses of lib/Analysis,
// so the two never disagree about a value.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_UNIFORMITY_H
#define WARPTILE_DIALECT_WARP_IR_UNIFORMITY_H

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir {
namespace warp {

/// How far a value varies across the threads of a block. Ordered: the join of
/// two levels is the larger.
enum class Uniformity {
  Uniform = 0,     ///< the same for every thread of the block
  WarpUniform = 1, ///< the same within a warp (a warp index, a ballot)
  Varying = 2,     ///< may differ between the lanes of a warp
};

/// The level an op gives its results by itself (thread and lane ids vary;
/// block and grid geometry, constants and `tid.x / 32` do not; ballots and
/// reductions are warp-uniform), for gpu and nvvm ops and the NVVM
/// intrinsic calls `mlir-translate --import-llvm` leaves; std::nullopt when
/// the results follow the operands.
std::optional<Uniformity> uniformitySource(Operation *op);

/// `value` with integer casts (index casts, extensions, truncations, in arith
/// and llvm) peeled off; they do not change the small lane and thread ids
/// the analyses look for.
Value stripIntegerCasts(Value value);

/// Whether `value` is `threadIdx.x` (gpu.thread_id x or %tid.x), looking
/// through integer casts.
bool isThreadIdX(Value value);

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_UNIFORMITY_H
