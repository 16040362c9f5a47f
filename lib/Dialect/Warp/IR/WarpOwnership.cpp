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

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

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

/// W17: a warp value moves into another region or block only where every lane
/// it names goes. `warp.if` retypes it for each side; an `scf.for` carries it
/// when every lane runs the same trips; a branch carries it when every lane
/// takes the same successor.
static LogicalResult verifyMove(Operation *user, Value warp) {
  if (isa_and_nonnull<WarpDialect>(user->getDialect()))
    return success();
  if (user->getNumRegions() != 0) {
    auto loop = dyn_cast<scf::ForOp>(user);
    if (!loop)
      return user->emitOpError()
             << "W17: takes warp value " << warp.getType()
             << " into its regions, which not every lane may enter; carry "
                "warps through warp.if or an scf.for with lane-uniform bounds";
    for (auto [name, bound] :
         {std::pair<StringRef, Value>{"lower bound", loop.getLowerBound()},
          {"upper bound", loop.getUpperBound()},
          {"step", loop.getStep()}})
      if (!isWarpUniform(bound))
        return user->emitOpError()
               << "W17: carries warp value " << warp.getType()
               << " but its " << name
               << " is not shown lane-uniform, so lanes may leave the loop at "
                  "different trips";
    return success();
  }
  if (user->getNumSuccessors() < 2)
    return success();
  // The operands a multi-way branch forwards are data; the rest decide.
  for (Value decider : successorDeciders(user))
    if (!isWarpUniform(decider))
      return user->emitOpError()
             << "W17: carries warp value " << warp.getType()
             << " to a successor, but operand #"
             << llvm::find(user->getOperands(), decider) -
                    user->getOperands().begin()
             << " that picks the successor is not shown lane-uniform";
  return success();
}

/// The values a warp value becomes when `use` moves it: the iter_arg and
/// result of a loop, a successor's block argument, or the warp results of an
/// op that takes it (a call). Terminators that hand it back to their parent
/// (yields, returns) end the walk: the parent's results are followed from the
/// parent's own operand.
static void movedTo(OpOperand &use, SmallVectorImpl<Value> &destinations) {
  Operation *user = use.getOwner();
  unsigned number = use.getOperandNumber();
  // Warp ops check the values they produce themselves.
  if (isa_and_nonnull<WarpDialect>(user->getDialect()))
    return;
  if (auto loop = dyn_cast<scf::ForOp>(user)) {
    OperandRange inits = loop.getInitArgs();
    if (!inits.empty() && number >= inits.getBeginOperandIndex()) {
      unsigned index = number - inits.getBeginOperandIndex();
      destinations.push_back(loop.getRegionIterArgs()[index]);
      destinations.push_back(loop->getResult(index));
    }
    return;
  }
  if (auto branch = dyn_cast<BranchOpInterface>(user)) {
    for (unsigned i = 0, e = user->getNumSuccessors(); i < e; ++i) {
      SuccessorOperands operands = branch.getSuccessorOperands(i);
      OperandRange range = operands.getForwardedOperands();
      if (range.empty() || number < range.getBeginOperandIndex() ||
          number >= range.getBeginOperandIndex() + range.size())
        continue;
      unsigned index = operands.getProducedOperandCount() + number -
                       range.getBeginOperandIndex();
      destinations.push_back(user->getSuccessor(i)->getArgument(index));
    }
    return;
  }
  if (user->hasTrait<OpTrait::IsTerminator>() || user->getNumRegions() != 0)
    return;
  for (Value result : user->getResults())
    if (isa<WarpType>(result.getType()))
      destinations.push_back(result);
}

/// The successor a branch operand goes to, or -1 when it is not forwarded.
static int successorOf(OpOperand &use) {
  auto branch = dyn_cast<BranchOpInterface>(use.getOwner());
  if (!branch)
    return -1;
  for (unsigned i = 0, e = use.getOwner()->getNumSuccessors(); i < e; ++i) {
    OperandRange range = branch.getSuccessorOperands(i).getForwardedOperands();
    if (!range.empty() && use.getOperandNumber() >= range.getBeginOperandIndex() &&
        use.getOperandNumber() < range.getBeginOperandIndex() + range.size())
      return i;
  }
  return -1;
}

static LogicalResult verifyOwnership(Value warp,
                                     llvm::SmallPtrSetImpl<Value> &visited) {
  if (!visited.insert(warp).second)
    return success();
  Block *block = warp.getParentBlock();
  SmallVector<Operation *> borrows, consumes;
  SmallVector<OpOperand *> moves;
  // A value passed to several successors of one branch moves once: only one
  // successor runs. Passed twice to one successor, it is taken twice.
  llvm::SmallDenseSet<std::pair<Operation *, int>> branchTargets;

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
      // A warp.if on a static set says which lanes those are.
      auto branch = dyn_cast<IfOp>(ancestor);
      auto lanes = dyn_cast<WarpType>(value.getType());
      LanesAttr running;
      if (branch && branch.getPredicate() && lanes && !lanes.isDynamic()) {
        bool inThen =
            branch.getThenRegion().isAncestor(user->getParentRegion());
        auto [thenLanes, elseLanes] = branch.getBranchLanes();
        running = inThen ? thenLanes : elseLanes;
      }
      if (running && !running.getDynamic()) {
        if (uint64_t inactive = lanes.getMask() & ~running.getMask())
          diag << "; lanes " << listLanes(inactive) << " it names are "
               << "inactive here (only " << running.spell() << " run)";
      } else {
        diag << "; which of the lanes it names run here is decided at run "
                "time";
      }
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
      moves.push_back(&use);
      int successor = successorOf(use);
      bool sameBranch = llvm::is_contained(consumes, user);
      if (successor >= 0 && sameBranch &&
          branchTargets.insert({user, successor}).second)
        continue;
      if (successor >= 0)
        branchTargets.insert({user, successor});
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
  if (consumes.empty())
    return isLinear(warp) ? LogicalResult(reportUnconsumed(warp)) : success();

  Operation *consume = consumes.front();
  if (failed(verifyMove(consume, warp)))
    return failure();
  for (Operation *borrow : borrows) {
    if (!consume->isBeforeInBlock(borrow))
      continue;
    InFlightDiagnostic diag = borrow->emitOpError()
                              << "W3: use of moved warp value "
                              << warp.getType();
    diag.attachNote(consume->getLoc()) << "moved here";
    return diag;
  }
  // Follow the value into what it becomes.
  SmallVector<Value> destinations;
  for (OpOperand *move : moves)
    movedTo(*move, destinations);
  for (Value destination : destinations)
    if (failed(verifyOwnership(destination, visited)))
      return failure();
  return success();
}

LogicalResult mlir::warp::verifyOwnership(Value warp) {
  llvm::SmallPtrSet<Value, 8> visited;
  return ::verifyOwnership(warp, visited);
}

/// W17 for the edge that brought `value` here, checked from a collective
/// that uses it: the loop or branch it came through.
static LogicalResult verifyIncomingMoves(Value value) {
  if (auto loop = value.getDefiningOp<scf::ForOp>())
    return verifyMove(loop, value);
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg)
    return success();
  if (auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp()))
    return verifyMove(loop, value);
  if (arg.getOwner()->isEntryBlock())
    return success();
  for (Block *pred : arg.getOwner()->getPredecessors()) {
    Operation *terminator = pred->getTerminator();
    for (OpOperand &operand : terminator->getOpOperands()) {
      SmallVector<Value> destinations;
      movedTo(operand, destinations);
      if (llvm::is_contained(destinations, value) &&
          failed(verifyMove(terminator, operand.get())))
        return failure();
    }
  }
  return success();
}

LogicalResult mlir::warp::verifyForeignOwnership(Operation *user,
                                                 Value operand) {
  if (!isa<WarpType>(operand.getType()))
    return success();
  // Warp ops check the values they define, and `warp.if` the sub-warps it
  // hands to its regions; both follow the moves from there.
  if (Operation *def = operand.getDefiningOp();
      def && isa_and_nonnull<WarpDialect>(def->getDialect()))
    return success();
  if (auto arg = dyn_cast<BlockArgument>(operand);
      arg && isa_and_nonnull<IfOp>(arg.getOwner()->getParentOp()))
    return success();
  for (Operation *other : operand.getUsers()) {
    if (!isa_and_nonnull<WarpDialect>(other->getDialect()))
      continue;
    if (other != user)
      return success();
    break;
  }
  if (failed(verifyIncomingMoves(operand)))
    return failure();
  return verifyOwnership(operand);
}
