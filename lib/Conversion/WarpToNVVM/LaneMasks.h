//===- LaneMasks.h - IR builders shared by the warp lowering ----*- C++ -*-===//
//
// Part of warptile. Internal to lib/Conversion/WarpToNVVM.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_CONVERSION_WARPTONVVM_LANEMASKS_H
#define WARPTILE_LIB_CONVERSION_WARPTONVVM_LANEMASKS_H

#include "mlir/IR/Builders.h"
#include "warptile/Dialect/Warp/IR/WarpDialect.h"

namespace mlir {
namespace warp {
namespace lowering {

/// An i32 constant.
Value constI32(OpBuilder &b, Location loc, int64_t value);

/// The lane's index in its warp (`%laneid`), as i32.
Value laneId(OpBuilder &b, Location loc);

/// The member mask of a static active set, as the i32 constant a CUDA
/// programmer would write.
Value staticMask(OpBuilder &b, Location loc, LanesAttr lanes);

/// Whether the executing lane is in the static set `mask`, in the form a
/// person writes it (`lane < 16`, `(lane & 1) == 0`, ...), so the typed
/// kernel lowers to the code of the untyped one.
Value laneInStaticSet(OpBuilder &b, Location loc, uint64_t mask);

/// Whether the executing lane's bit is set in the run-time `mask`.
Value laneInMask(OpBuilder &b, Location loc, Value mask);

} // namespace lowering
} // namespace warp
} // namespace mlir

#endif // WARPTILE_LIB_CONVERSION_WARPTONVVM_LANEMASKS_H
