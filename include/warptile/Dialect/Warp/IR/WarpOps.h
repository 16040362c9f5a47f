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
#include "warptile/Dialect/Warp/IR/LaneSet.h"
#include "warptile/Dialect/Warp/IR/WarpDialect.h"

namespace mlir {
namespace gpu {
class GPUFuncOp;
} // namespace gpu
namespace warp {

/// The lanes owned by linear warp values: the side-effect resource written by
/// the ops that produce or consume them (entry, diverge, merge, if), so that
/// no pass erases or merges those ops. It aliases no memory.
struct LanesResource : public SideEffects::Resource::Base<LanesResource> {
  StringRef getName() final { return "<warp lanes>"; }
};

/// Whether `op`, a warp op, has the structure its definition declares (the
/// operand, result and region counts, types and attributes: the generated
/// invariants, not the rules of its verifier). A walk that reads warp ops
/// MLIR has not verified yet reads only those (round 51).
bool hasDeclaredStructure(Operation *op);

/// Checks the ownership rules W3-W5, W14 and W17 for one warp value and every
/// value it moves to (diverge halves, merges, warp.if's sub-warps, loop and
/// branch arguments): every use is in the value's block, borrows come before
/// the one consume, it is consumed at most once, and exactly once when it is
/// linear. Reports at the offending op. warp.entry starts it.
LogicalResult verifyOwnership(Value warp);

/// Checks `operand` of `user` when no warp op made it (a function argument, a
/// loop's iter_arg): where it comes from (W2, W18), the move that brought it
/// (W17), and ownership from there. The first warp-dialect user in the use
/// list checks it, so it is checked once.
LogicalResult verifyForeignOwnership(Operation *user, Value operand);

/// Walks the warp parameters of the function holding `op` (W2, W3-W5, W17,
/// W18, W19 from where they are defined) when `op` is that function's first
/// warp op that takes a warp; a function without one has its parameters
/// walked by its callers' walks. A kernel's warp parameter is rejected (W2).
LogicalResult verifyParameterWalk(Operation *op);

/// The checks of the ownership walk that no op verifier can start, over
/// every function and op under `root`: MLIR gives the warp dialect no hook in
/// another dialect's function or op, so a warp parameter that no warp op
/// reaches is walked only here (W2 for a kernel's, W3-W5, W17-W19 for a
/// device function's), and a warp another dialect's op makes and only
/// foreign ops use is W18 here. The `warp-verify-lanes` pass runs it; every
/// tool runs that pass first and `convert-warp-to-nvvm` runs it before it
/// lowers, so no path to PTX or the simulator skips it.
LogicalResult verifyUnreachedWarps(Operation *root);

/// Whether the uniformity analysis (the dialect's WarpUniformityInterface,
/// over the function holding `near`) shows `value` the same on every lane
/// of a warp. Inside the ownership walk's quiet checks, true: the op that
/// asks reports for itself later.
bool isShownLaneUniform(Operation *near, Value value);

/// Rule W2 for a kernel's `known_block_size`: the message (citing W2) when
/// its dimensions are not positive, overflow, or make the last warp of a
/// block partial, so no fully active `width`-lane warp is known at entry;
/// std::nullopt when the blocks hold whole warps or the size is not known.
std::optional<std::string> partialWarpViolation(gpu::GPUFuncOp func,
                                                unsigned width);

} // namespace warp
} // namespace mlir

#include "warptile/Dialect/Warp/IR/WarpInterfaces.h.inc"

#define GET_OP_CLASSES
#include "warptile/Dialect/Warp/IR/WarpOps.h.inc"

namespace mlir {
namespace warp {

/// How a shuffle of `mode` reads other lanes.
inline ReadPattern readPatternOf(ShuffleMode mode) {
  switch (mode) {
  case ShuffleMode::Idx:
    return ReadPattern::ShuffleIdx;
  case ShuffleMode::Up:
    return ReadPattern::ShuffleUp;
  case ShuffleMode::Down:
    return ReadPattern::ShuffleDown;
  case ShuffleMode::Xor:
    return ReadPattern::ShuffleXor;
  }
  llvm_unreachable("unknown shuffle mode");
}

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_WARPOPS_H
