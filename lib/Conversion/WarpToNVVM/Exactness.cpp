//===- Exactness.cpp - Which warp values describe the executing lanes -----===//
//
// Part of warptile. After `warp.diverge` the code that follows still runs on
// the parent's lanes; only the collectives on a half must be narrowed to it.
// A value is exact when the lanes it names are the lanes running where it is
// used, so its collectives need no guard.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "warptile/Conversion/WarpToNVVM/WarpToNVVM.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"

using namespace mlir;
using namespace mlir::warp;

bool WarpExactness::isExact(Value warp) {
  if (auto it = cache.find(warp); it != cache.end())
    return it->second;
  // Assume exact while visiting, which terminates cycles through loop and
  // block arguments; every path that can make a value inexact is a diverge.
  cache[warp] = true;
  bool exact = true;
  if (auto arg = dyn_cast<BlockArgument>(warp)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto loop = dyn_cast<scf::ForOp>(owner)) {
      if (OpOperand *init = loop.getTiedLoopInit(arg))
        exact = isExact(init->get());
    } else if (!isa<IfOp, FunctionOpInterface>(owner) ||
               !arg.getOwner()->isEntryBlock()) {
      // A successor block: exact when every edge brings an exact value.
      for (Block *pred : arg.getOwner()->getPredecessors()) {
        auto branch = dyn_cast<BranchOpInterface>(pred->getTerminator());
        if (!branch) {
          exact = false;
          break;
        }
        for (unsigned i = 0, e = branch->getNumSuccessors(); i < e; ++i) {
          if (branch->getSuccessor(i) != arg.getOwner())
            continue;
          SuccessorOperands operands = branch.getSuccessorOperands(i);
          Value incoming = operands[arg.getArgNumber()];
          if (!incoming || !isExact(incoming))
            exact = false;
        }
      }
    }
  } else {
    Operation *def = warp.getDefiningOp();
    if (isa<DivergeOp>(def)) {
      exact = false;
    } else if (auto merge = dyn_cast<MergeOp>(def)) {
      // Rejoining the two halves of one diverge restores its operand; so
      // does any merge whose static set is the set of lanes running here
      // (re-merging a split half first, then the other half).
      auto diverge = merge.getLhs().getDefiningOp<DivergeOp>();
      exact = diverge && merge.getRhs().getDefiningOp() == diverge &&
              merge.getLhs() != merge.getRhs() && isExact(diverge.getWarp());
      if (!exact) {
        LanesAttr running = runningLanes(merge.getLhs());
        exact = running && running == runningLanes(merge.getRhs()) &&
                running == cast<WarpType>(merge.getType()).getLanes();
      }
    } else if (auto ifOp = dyn_cast<IfOp>(def)) {
      exact = isExact(ifOp.getWarp());
    } else if (auto tile = dyn_cast<TileOp>(def)) {
      exact = isExact(tile.getWarp());
    } else if (auto loop = dyn_cast<scf::ForOp>(def)) {
      exact = isExact(loop.getInits()[cast<OpResult>(warp).getResultNumber()]);
    }
  }
  cache[warp] = exact;
  return exact;
}

LanesAttr WarpExactness::runningLanes(Value warp) {
  auto type = dyn_cast<WarpType>(warp.getType());
  if (!type)
    return {};
  // A warp's block runs exactly the lanes of the exact warp it descends
  // from: warp values move between blocks only where all their lanes go
  // (W5, W17), and diverge and merge do not change which lanes run.
  if (auto diverge = warp.getDefiningOp<DivergeOp>())
    return runningLanes(diverge.getWarp());
  if (auto merge = warp.getDefiningOp<MergeOp>()) {
    if (!isExact(warp)) {
      LanesAttr lhs = runningLanes(merge.getLhs());
      return lhs == runningLanes(merge.getRhs()) ? lhs : LanesAttr();
    }
  } else if (!isExact(warp)) {
    return {};
  }
  return type.getLanes().getDynamic() ? LanesAttr() : type.getLanes();
}
