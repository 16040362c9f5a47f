//===- WarpOwnership.cpp - Linear ownership of warp values ----------------===//
//
// Part of warptile. Rules W3 (no use after move), W4 (linear values are
// consumed exactly once) and W5 (warp values stay in their block).
//
// A warp value is a capability for a set of lanes. Collectives borrow it;
// every other use moves it. Checking happens per value over its use list, so
// verifying a function is linear in the number of warp uses.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/WarpOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::warp;

/// Collectives and `warp.tile` read the lanes of a handle without taking it.
static bool isBorrow(OpOperand &use) {
  Operation *user = use.getOwner();
  if (auto collective = dyn_cast<CollectiveOpInterface>(user))
    return collective.getHandle() == use.get();
  return isa<TileOp>(user);
}

/// A diverged half, and any warp value inside a region (a `warp.if` branch,
/// a loop body), must be consumed: dropping it would leave its lanes behind
/// and the enclosing op could not hand back the warp it promised. At the top
/// level of a function a warp may simply end with the kernel.
static bool isLinear(Value warp) {
  if (isa_and_nonnull<DivergeOp>(warp.getDefiningOp()))
    return true;
  return !isa<FunctionOpInterface>(warp.getParentRegion()->getParentOp());
}

static InFlightDiagnostic reportUnconsumed(Value warp) {
  if (auto diverge = dyn_cast_or_null<DivergeOp>(warp.getDefiningOp())) {
    unsigned index = cast<OpResult>(warp).getResultNumber();
    return diverge.emitOpError()
           << "W4: half #" << index << " (" << warp.getType()
           << ") is never consumed; merge it with its complement or yield it, "
              "or its lanes never reconverge";
  }
  if (auto arg = dyn_cast<BlockArgument>(warp)) {
    Operation *owner = arg.getOwner()->getParentOp();
    return owner->emitOpError()
           << "W4: the sub-warp " << warp.getType() << " of region #"
           << arg.getOwner()->getParent()->getRegionNumber()
           << " is never consumed; the region must yield it";
  }
  return warp.getDefiningOp()->emitOpError()
         << "W4: warp value " << warp.getType()
         << " inside a region is never consumed; yield it";
}

LogicalResult mlir::warp::verifyOwnership(Value warp) {
  Block *block = warp.getParentBlock();
  SmallVector<Operation *> borrows, consumes;

  auto checkScope = [&](Operation *user, Value value) -> LogicalResult {
    if (user->getBlock() == block)
      return success();
    if (Operation *ancestor = block->findAncestorOpInBlock(*user)) {
      InFlightDiagnostic diag =
          user->emitOpError()
          << "W5: uses " << value.getType()
          << " inside a region it was not passed into: only the lanes that "
             "enter '"
          << ancestor->getName() << "' run here";
      diag.attachNote(ancestor->getLoc()) << "the region is entered here";
      return diag;
    }
    return user->emitOpError()
           << "W5: uses " << value.getType()
           << " defined in another block; pass it as a successor operand";
  };

  for (OpOperand &use : warp.getUses()) {
    Operation *user = use.getOwner();
    if (failed(checkScope(user, warp)))
      return failure();
    if (!isBorrow(use)) {
      consumes.push_back(user);
      continue;
    }
    borrows.push_back(user);
    // A tile is a view of the warp: its uses are borrows of the warp.
    if (auto tile = dyn_cast<TileOp>(user)) {
      for (OpOperand &tileUse : tile.getTile().getUses()) {
        Operation *tileUser = tileUse.getOwner();
        if (failed(checkScope(tileUser, tile.getTile())))
          return failure();
        if (!isa<CollectiveOpInterface>(tileUser))
          return tileUser->emitOpError()
                 << "W14: a tile is a view of its warp and is used only by "
                    "collectives, not passed to '"
                 << tileUser->getName() << "'";
        borrows.push_back(tileUser);
      }
    }
  }

  llvm::stable_sort(consumes, [](Operation *a, Operation *b) {
    return a != b && a->isBeforeInBlock(b);
  });
  if (consumes.size() > 1) {
    Operation *first = consumes[0], *second = consumes[1];
    if (first == second)
      return first->emitOpError()
             << "W3: takes warp value " << warp.getType()
             << " twice; a warp value is consumed once";
    InFlightDiagnostic diag = second->emitOpError()
                              << "W3: consumes warp value " << warp.getType()
                              << " that was already consumed";
    diag.attachNote(first->getLoc()) << "consumed here";
    return diag;
  }
  if (!consumes.empty()) {
    Operation *consume = consumes.front();
    for (Operation *borrow : borrows) {
      if (!consume->isBeforeInBlock(borrow))
        continue;
      InFlightDiagnostic diag = borrow->emitOpError()
                                << "W3: use of moved warp value "
                                << warp.getType();
      diag.attachNote(consume->getLoc()) << "moved here";
      return diag;
    }
    return success();
  }
  if (isLinear(warp))
    return reportUnconsumed(warp);
  return success();
}

LogicalResult mlir::warp::verifyForeignOwnership(Operation *user,
                                                 Value operand) {
  auto arg = dyn_cast<BlockArgument>(operand);
  if (!arg || !isa<WarpType>(arg.getType()))
    return success();
  // `warp.if` checks the sub-warps it hands to its own regions.
  if (isa_and_nonnull<IfOp>(arg.getOwner()->getParentOp()))
    return success();
  for (Operation *other : operand.getUsers()) {
    if (!isa_and_nonnull<WarpDialect>(other->getDialect()))
      continue;
    if (other != user)
      return success();
    break;
  }
  return verifyOwnership(operand);
}
