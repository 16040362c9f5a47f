//===- WarpOps.h - warp dialect operations ----------------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_WARPOPS_H
#define WARPTILE_DIALECT_WARP_IR_WARPOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "warptile/Dialect/Warp/IR/WarpDialect.h"

namespace mlir {
namespace warp {

/// The lanes owned by linear warp values: the side-effect resource written by
/// the ops that produce or consume them (entry, diverge, merge, if), so that
/// no pass erases or merges those ops. It aliases no memory.
struct LanesResource : public SideEffects::Resource::Base<LanesResource> {
  StringRef getName() final { return "<warp lanes>"; }
};

/// Checks the ownership rules W3-W5 for one warp value: every use is in the
/// value's block, borrows come before the one consume, it is consumed at most
/// once, and exactly once when it is linear. Reports at the offending op.
LogicalResult verifyOwnership(Value warp);

/// Checks ownership of `operand` of `user` when `operand` is a block argument
/// that no warp op owns (a function argument, a loop's iter_arg): the first
/// warp-dialect user in the use list checks it, so it is checked once.
LogicalResult verifyForeignOwnership(Operation *user, Value operand);

/// Whether `value` is shown to be the same on every lane of a warp: constants,
/// kernel arguments, block and grid geometry, the warp's index, pure
/// arith/math/index of those, and the induction variable of a loop with such
/// bounds. Conservative: false means "not shown".
bool isWarpUniform(Value value);

/// The operands of a terminator that decide which successor runs: those it
/// does not forward to a successor as block arguments (a cf.cond_br's
/// condition, not the values it passes along).
SmallVector<Value> successorDeciders(Operation *terminator);

} // namespace warp
} // namespace mlir

#include "warptile/Dialect/Warp/IR/WarpInterfaces.h.inc"

#define GET_OP_CLASSES
#include "warptile/Dialect/Warp/IR/WarpOps.h.inc"

#endif // WARPTILE_DIALECT_WARP_IR_WARPOPS_H
