//===- ActiveLanes.cpp - Which lanes execute an op ------------------------===//
//
// Part of warptile. Collects the branches an op is under whose condition is
// not block-uniform: enclosing scf.if/scf.for/scf.while, and in regions with
// several blocks, every conditional branch from which the op's block is
// reachable before the branch's post-dominator (where the lanes reconverge).
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/LaneAnalysis.h"
#include "warptile/Dialect/Warp/IR/LaneSet.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::warp;

SmallVector<BranchConstraint> ActiveLanes::constraintsOf(Operation *op) {
  if (!op->getBlock())
    return {};
  return constraintsOfBlock(op->getBlock());
}

std::optional<uint64_t> ActiveLanes::lanesOf(Value condition) {
  auto [it, inserted] = conditionLanes.try_emplace(condition);
  if (inserted)
    it->second = matchLanePredicate(condition);
  return it->second;
}

const SmallVector<BranchConstraint> &
ActiveLanes::constraintsOfBlock(Block *block) {
  if (auto it = blockConstraints.find(block); it != blockConstraints.end())
    return it->second;
  SmallVector<BranchConstraint> result(cfgConstraintsOf(block));
  Operation *parent = block->getParentOp();
  if (parent && !isa<FunctionOpInterface, gpu::LaunchOp>(parent)) {
    if (auto ifOp = dyn_cast<scf::IfOp>(parent)) {
      Value cond = ifOp.getCondition();
      Uniformity level = uniformity.get(cond);
      if (level != Uniformity::Uniform) {
        std::optional<uint64_t> lanes = lanesOf(cond);
        if (lanes && block->getParent() == &ifOp.getElseRegion())
          lanes = ~*lanes & fullMask(32);
        result.push_back({ifOp, cond, level, lanes});
      }
    } else if (auto loop = dyn_cast<scf::ForOp>(parent)) {
      Uniformity level = std::max({uniformity.get(loop.getLowerBound()),
                                   uniformity.get(loop.getUpperBound()),
                                   uniformity.get(loop.getStep())});
      if (level != Uniformity::Uniform)
        result.push_back({loop, loop.getUpperBound(), level, std::nullopt});
    } else if (auto loop = dyn_cast<scf::WhileOp>(parent)) {
      Value cond = loop.getConditionOp().getCondition();
      Uniformity level = uniformity.get(cond);
      if (level != Uniformity::Uniform)
        result.push_back({loop, cond, level, std::nullopt});
    }
    if (parent->getBlock())
      llvm::append_range(result, constraintsOfBlock(parent->getBlock()));
  }
  return blockConstraints[block] = std::move(result);
}

std::optional<uint64_t>
ActiveLanes::staticLanes(ArrayRef<BranchConstraint> constraints) {
  uint64_t lanes = fullMask(32);
  for (const BranchConstraint &c : constraints) {
    // A warp-uniform branch takes every lane of a warp the same way.
    if (c.level != Uniformity::Varying)
      continue;
    if (!c.lanes)
      return std::nullopt;
    lanes &= *c.lanes;
  }
  return lanes;
}

const SmallVector<BranchConstraint> &
ActiveLanes::cfgConstraintsOf(Block *block) {
  Region *region = block->getParent();
  if (!analyzedRegions.try_emplace(region, true).second ||
      region->hasOneBlock())
    return cfgConstraints[block];

  Operation *owner = region->getParentOp();
  DominanceInfo dominance(owner);
  PostDominanceInfo postDominance(owner);
  for (Block &from : *region) {
    Operation *term = from.getTerminator();
    if (!term || term->getNumSuccessors() < 2)
      continue;
    // What decides the successor: the operands not forwarded to it.
    Value cond;
    Uniformity level = Uniformity::Uniform;
    for (Value decider : successorDeciders(term)) {
      if (!cond)
        cond = decider;
      level = std::max(level, uniformity.get(decider));
    }
    if (level == Uniformity::Uniform)
      continue;

    std::optional<uint64_t> taken;
    if (term->getNumSuccessors() == 2 && cond && cond.getType().isInteger(1))
      taken = lanesOf(cond);
    Block *reconverge = nullptr;
    if (DominanceInfoNode *node = postDominance.getNode(&from))
      if (DominanceInfoNode *idom = node->getIDom())
        reconverge = idom->getBlock();

    SmallVector<Block *> stack(term->getSuccessors());
    llvm::SmallPtrSet<Block *, 16> seen;
    while (!stack.empty()) {
      Block *b = stack.pop_back_val();
      if (b == reconverge || b == &from || !seen.insert(b).second)
        continue;
      std::optional<uint64_t> lanes;
      Block *onTrue = term->getSuccessor(0);
      Block *onFalse = term->getNumSuccessors() == 2 ? term->getSuccessor(1)
                                                     : nullptr;
      if (taken && onTrue != onFalse) {
        if (onTrue->getSinglePredecessor() == &from &&
            dominance.dominates(onTrue, b))
          lanes = *taken;
        else if (onFalse->getSinglePredecessor() == &from &&
                 dominance.dominates(onFalse, b))
          lanes = ~*taken & fullMask(32);
      }
      cfgConstraints[b].push_back({term, cond, level, lanes});
      llvm::append_range(stack, b->getSuccessors());
    }
  }
  return cfgConstraints[block];
}
