//===- LaneUniformity.cpp - Which values are the same on every lane -------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/LaneAnalysis.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::warp;

static Uniformity join(Uniformity a, Uniformity b) { return std::max(a, b); }

/// The level an op gives its results on its own, or std::nullopt when the
/// results follow the operands.
static bool isKernel(Operation *func) {
  if (auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(func))
    return gpuFunc.isKernel();
  return func->hasAttr("gpu.kernel") || func->hasAttr("nvvm.kernel") ||
         (isa<LLVM::LLVMFuncOp>(func) &&
          cast<LLVM::LLVMFuncOp>(func).getCConv() == LLVM::CConv::PTX_Kernel);
}

LaneUniformity::LaneUniformity(Operation *root) {
  root->walk([&](FunctionOpInterface func) {
    if (func.isExternal())
      return;
    Uniformity args = isKernel(func) ? Uniformity::Uniform
                                     : Uniformity::Varying;
    for (BlockArgument arg : func.getFunctionBody().getArguments())
      levels[arg] = args;
  });
  // One sweep in post-order (regions before the op that holds them, blocks
  // in order), then only the ops that read a value before it rose. Levels
  // only rise, over three levels, so this ends after O(uses) visits.
  root->walk([&](Operation *op) {
    visit(op);
    visited.insert(op);
  });
  while (!worklist.empty())
    visit(worklist.pop_back_val());
}

Uniformity LaneUniformity::get(Value value) const {
  auto it = levels.find(value);
  return it == levels.end() ? Uniformity::Varying : it->second;
}

bool LaneUniformity::update(Value value, Uniformity level) {
  auto [it, inserted] = levels.try_emplace(value, level);
  if (!inserted) {
    if (level <= it->second)
      return false;
    it->second = level;
  }
  // Users that already read the old level see the new one; a terminator's
  // parent reads what the terminator yields.
  for (Operation *user : value.getUsers()) {
    if (!visited.contains(user))
      continue;
    worklist.push_back(user);
    if (user->hasTrait<OpTrait::IsTerminator>())
      if (Operation *parent = user->getParentOp();
          parent && visited.contains(parent))
        worklist.push_back(parent);
  }
  return true;
}

bool LaneUniformity::visit(Operation *op) {
  bool changed = false;
  auto levelOf = [&](Value v) {
    auto it = levels.find(v);
    return it == levels.end() ? Uniformity::Uniform : it->second;
  };
  auto joinAll = [&](ValueRange values) {
    Uniformity level = Uniformity::Uniform;
    for (Value v : values)
      level = join(level, levelOf(v));
    return level;
  };

  // Arguments of successor blocks: what flows in, and the branches that
  // decide which value flows in.
  if (auto branch = dyn_cast<BranchOpInterface>(op)) {
    // What picks the successor: the operands not forwarded to one (a value
    // merely passed along to a successor does not decide the branch).
    Uniformity decider = Uniformity::Uniform;
    if (op->getNumSuccessors() > 1)
      for (Value value : successorDeciders(op))
        decider = join(decider, levelOf(value));
    for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i) {
      SuccessorOperands operands = branch.getSuccessorOperands(i);
      Block *succ = op->getSuccessor(i);
      for (unsigned a = 0, n = succ->getNumArguments(); a < n; ++a) {
        Uniformity level = decider;
        if (a >= operands.getProducedOperandCount())
          level = join(level, levelOf(operands[a]));
        else
          level = Uniformity::Varying;
        changed |= update(succ->getArgument(a), level);
      }
    }
  }

  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    Uniformity cond = levelOf(ifOp.getCondition());
    for (unsigned i = 0, e = ifOp.getNumResults(); i < e; ++i) {
      Uniformity level = cond;
      for (Region *region : {&ifOp.getThenRegion(), &ifOp.getElseRegion()})
        if (!region->empty())
          level = join(level, levelOf(region->front().getTerminator()->getOperand(i)));
      changed |= update(ifOp.getResult(i), level);
    }
    return changed;
  }
  if (auto loop = dyn_cast<scf::ForOp>(op)) {
    Uniformity bounds = joinAll({loop.getLowerBound(), loop.getUpperBound(),
                                 loop.getStep()});
    changed |= update(loop.getInductionVar(),
                      join(levelOf(loop.getLowerBound()),
                           levelOf(loop.getStep())));
    Operation *yield = loop.getBody()->getTerminator();
    for (unsigned i = 0, e = loop.getNumResults(); i < e; ++i) {
      Uniformity level = join(bounds, join(levelOf(loop.getInits()[i]),
                                           levelOf(yield->getOperand(i))));
      changed |= update(loop.getRegionIterArgs()[i], level);
      changed |= update(loop.getResult(i), level);
    }
    return changed;
  }
  if (op->getNumRegions() != 0 && !isa<FunctionOpInterface>(op)) {
    // Other region ops (scf.while, execute_region, ...): conservatively
    // varying, arguments and results alike.
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          changed |= update(arg, Uniformity::Varying);
    for (Value result : op->getResults())
      changed |= update(result, Uniformity::Varying);
    return changed;
  }

  std::optional<Uniformity> source = uniformitySource(op);
  Uniformity level = source ? *source : joinAll(op->getOperands());
  for (Value result : op->getResults())
    changed |= update(result, level);
  return changed;
}
