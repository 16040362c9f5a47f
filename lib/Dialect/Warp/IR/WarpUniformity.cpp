//===- WarpUniformity.cpp - Values equal on every lane of a warp ----------===//
//
// Part of warptile. A conservative test used by rule W17: a loop that carries
// a warp value must run the same trips on every lane, and a branch that
// carries one must send every lane the same way. Anything not shown uniform
// here is treated as lane-dependent.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/WarpOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::warp;

/// Ops whose result is the same on every lane of a warp with no operands to
/// look at: grid and block geometry, and the warp's own index.
static bool isUniformSource(Operation *op) {
  return op->hasTrait<OpTrait::ConstantLike>() ||
         isa<gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp,
             gpu::ClusterIdOp, gpu::ClusterDimOp, gpu::SubgroupIdOp,
             gpu::NumSubgroupsOp, gpu::SubgroupSizeOp>(op);
}

/// Pure arithmetic: uniform when its operands are. Ops such as
/// `gpu.thread_id` are pure too but read the lane, so only these dialects
/// qualify.
static bool isLaneIndependentArith(Operation *op) {
  return isa<arith::ArithDialect, math::MathDialect, index::IndexDialect>(
             op->getDialect()) &&
         op->getNumRegions() == 0 && isMemoryEffectFree(op);
}

static bool isUniform(Value value, llvm::SmallPtrSetImpl<Value> &visiting) {
  if (!visiting.insert(value).second)
    return false; // a cycle through block arguments: not shown uniform
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Operation *owner = arg.getOwner()->getParentOp();
    // Kernel arguments are the same for every thread of the launch.
    if (auto func = dyn_cast<gpu::GPUFuncOp>(owner))
      return func.isKernel() && arg.getOwner()->isEntryBlock();
    // The induction variable of a loop with uniform bounds.
    if (auto loop = dyn_cast<scf::ForOp>(owner))
      return arg == loop.getInductionVar() &&
             isUniform(loop.getLowerBound(), visiting) &&
             isUniform(loop.getUpperBound(), visiting) &&
             isUniform(loop.getStep(), visiting);
    return false;
  }
  Operation *def = value.getDefiningOp();
  if (isUniformSource(def))
    return true;
  if (!isLaneIndependentArith(def))
    return false;
  return llvm::all_of(def->getOperands(),
                      [&](Value operand) { return isUniform(operand, visiting); });
}

SmallVector<Value> mlir::warp::successorDeciders(Operation *terminator) {
  llvm::SmallBitVector forwarded(terminator->getNumOperands());
  if (auto branch = dyn_cast<BranchOpInterface>(terminator))
    for (unsigned i = 0, e = terminator->getNumSuccessors(); i < e; ++i) {
      OperandRange range = branch.getSuccessorOperands(i).getForwardedOperands();
      if (!range.empty())
        forwarded.set(range.getBeginOperandIndex(),
                      range.getBeginOperandIndex() + range.size());
    }
  SmallVector<Value> deciders;
  for (OpOperand &operand : terminator->getOpOperands())
    if (!forwarded.test(operand.getOperandNumber()))
      deciders.push_back(operand.get());
  return deciders;
}

bool mlir::warp::isWarpUniform(Value value) {
  llvm::SmallPtrSet<Value, 16> visiting;
  return isUniform(value, visiting);
}
