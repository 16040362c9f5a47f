//===- WarpOwnership.cpp - Linear ownership of warp values ----------------===//
//
// Part of warptile. Rules W3 (no use after move), W4 (linear values are
// consumed exactly once), W5 (warp values stay in their block), W17 (moves
// only where every lane goes) and W18 (warps come from warp.entry and the
// warp ops, never from a kernel parameter or another dialect's op).
//
// A warp value is a capability for a set of lanes. Collectives borrow it;
// every other use moves it. Checking happens per value over its use list and
// follows moves with a worklist, so verifying a function is linear in the
// number of warp uses and never recurses with the input.
//
// The walk reads the ops a warp value moves through (a loop's iter_args, a
// branch's successor operands), which MLIR has not necessarily verified yet:
// an op's verifier runs before those of the ops after it. So an op verifier
// walks a function only when every op in it passes its own verifier
// (`isWalkableScope`), and the walk never interprets an op that fails its
// own verifier (`isWellFormed`); that op's verifier reports it.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/UndefinedOps.h"
#include "warptile/Analysis/WellFormed.h"
#include "warptile/Dialect/Warp/IR/FunctionReach.h"
#include "warptile/Dialect/Warp/IR/JoinedBlocks.h"
#include "warptile/Dialect/Warp/IR/FunctionMemo.h"
#include "warptile/Dialect/Warp/IR/SymbolSnapshot.h"
#include "warptile/Dialect/Warp/IR/AsmText.h"
#include "warptile/Dialect/Warp/IR/ThreadExits.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "warptile/Dialect/Warp/IR/WarpUniformityInterface.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::warp;
using warptile::inWellFormedCheck;
using warptile::isWellFormed;
using warptile::isWellFormedTree;

/// Whether values of `type` are walked as warps: warps, and tiles (a
/// tile's groups are lanes of a warp; a tile parameter reached the
/// lowering unwalked, issue 27 round 22).
static bool isHandle(Type type) { return isa<WarpType, TileType>(type); }

namespace {
/// Uniformity for W17, from the dialect's WarpUniformityInterface: solved at
/// most once per function an ownership walk enters, and only if a move needs
/// it. Without the interface nothing is shown uniform. Also caches what the
/// walk learns of functions (W19's exits, whether a function has warp ops).
class LaneUniformity {
public:
  LaneUniformity() {
    exits.setCalleeUniformity(
        [this](Operation *near, Value value) { return isWarpUniform(near, value); });
  }
  LaneUniformity(const LaneUniformity &) = delete;
  LaneUniformity &operator=(const LaneUniformity &) = delete;

  WarpUniformityQuery *queryFor(Operation *near) {
    Operation *scope = scopeOf(near->getParentRegion());
    if (!scope)
      return nullptr;
    auto [it, inserted] = queries.try_emplace(scope);
    if (inserted) {
      auto *dialect = near->getContext()->getLoadedDialect<WarpDialect>();
      if (auto *interface =
              dialect
                  ? dialect->getRegisteredInterface<WarpUniformityInterface>()
                  : nullptr)
        it->second = interface->analyze(scope);
    }
    return it->second.get();
  }
  bool isWarpUniform(Operation *near, Value value) {
    WarpUniformityQuery *q = queryFor(near);
    return q && q->isWarpUniform(value, near);
  }
  bool runsWarpAlignedTrips(Operation *loop) {
    WarpUniformityQuery *q = queryFor(loop);
    return q && q->runsWarpAlignedTrips(loop);
  }
  /// The first operand of `branch` that picks a successor and is not shown
  /// warp-uniform (the first that picks one at all, without the analysis).
  Value firstLaneDependentDecider(Operation *branch) {
    if (WarpUniformityQuery *q = queryFor(branch))
      return q->firstLaneDependentDecider(branch);
    auto forwarding = dyn_cast<BranchOpInterface>(branch);
    for (OpOperand &operand : branch->getOpOperands()) {
      bool forwarded = false;
      for (unsigned i = 0; forwarding && i < branch->getNumSuccessors(); ++i) {
        OperandRange range =
            forwarding.getSuccessorOperands(i).getForwardedOperands();
        forwarded |= !range.empty() &&
                     operand.getOperandNumber() >= range.getBeginOperandIndex() &&
                     operand.getOperandNumber() <
                         range.getBeginOperandIndex() + range.size();
      }
      if (!forwarded)
        return operand.get();
    }
    return Value();
  }

  ThreadExits exits;

  /// firstExitFromTop's answers for this walk.
  DenseMap<Block *, Operation *> firstExits;

  /// The post-dominator trees of `op`'s regions (built when first asked),
  /// shared by the warp values of one walk (JoinedBlocks).
  PostDominanceInfo &postDominance(Operation *op) {
    std::unique_ptr<PostDominanceInfo> &info = postDominators[op];
    if (!info)
      info = std::make_unique<PostDominanceInfo>(op);
    return *info;
  }

private:
  /// The function `region` is in, else its innermost isolated-from-above
  /// ancestor op; null when neither. Memoized per region: a deep nest asks
  /// it of every op, and each walk up would cost the nesting depth.
  Operation *scopeOf(Region *region) {
    // Up to the first region already known, then down again: (innermost
    // function, innermost isolated-from-above op) of each region on the way.
    SmallVector<Region *> path;
    std::pair<Operation *, Operation *> known{nullptr, nullptr};
    for (Region *r = region; r; r = r->getParentRegion()) {
      if (auto it = scopes.find(r); it != scopes.end()) {
        known = it->second;
        break;
      }
      path.push_back(r);
    }
    for (Region *r : llvm::reverse(path)) {
      Operation *parent = r->getParentOp();
      if (isa<FunctionOpInterface>(parent))
        known.first = parent;
      if (parent->hasTrait<OpTrait::IsIsolatedFromAbove>())
        known.second = parent;
      scopes[r] = known;
    }
    return known.first ? known.first : known.second;
  }

  DenseMap<Region *, std::pair<Operation *, Operation *>> scopes;
  DenseMap<Operation *, std::unique_ptr<WarpUniformityQuery>> queries;
  DenseMap<Operation *, std::unique_ptr<PostDominanceInfo>> postDominators;
};
} // namespace

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
static LogicalResult verifyMove(Operation *user, Value warp,
                                LaneUniformity &uniformity) {
  if (isa_and_nonnull<WarpDialect>(user->getDialect()))
    return success();
  if (auto loop = dyn_cast<scf::WhileOp>(user)) {
    // Every lane enters the before region; a lane-uniform condition sends
    // all of them the same way each trip (a vote on the carried warp is one).
    Value condition = loop.getConditionOp().getCondition();
    if (!uniformity.isWarpUniform(user, condition)) {
      InFlightDiagnostic diag =
          user->emitOpError()
          << "W17: carries warp value " << warp.getType()
          << " but the condition of its scf.condition is not shown "
             "lane-uniform, so lanes may leave the loop at different trips; "
             "decide it with a vote on the carried warp (warp.any, warp.all)";
      diag.attachNote(loop.getConditionOp().getLoc()) << "decided here";
      return diag;
    }
    return success();
  }
  if (user->getNumRegions() != 0) {
    auto loop = dyn_cast<scf::ForOp>(user);
    if (!loop)
      return user->emitOpError()
             << "W17: takes warp value " << warp.getType()
             << " into its regions, which not every lane may enter; carry "
                "warps through warp.if, an scf.for with lane-uniform bounds "
                "or an scf.while with a lane-uniform condition";
    // `for (i = lane; i < 32 n; i += 32)`: every lane runs the same trips.
    if (uniformity.runsWarpAlignedTrips(loop))
      return success();
    for (auto [name, bound] :
         {std::pair<StringRef, Value>{"lower bound", loop.getLowerBound()},
          {"upper bound", loop.getUpperBound()},
          {"step", loop.getStep()}})
      if (!uniformity.isWarpUniform(user, bound))
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
  if (Value decider = uniformity.firstLaneDependentDecider(user))
    return user->emitOpError()
           << "W17: carries warp value " << warp.getType()
           << " to a successor, but operand #"
           << llvm::find(user->getOperands(), decider) -
                  user->getOperands().begin()
           << " that picks the successor is not shown lane-uniform";
  return success();
}

/// Whether `op` starts the walk of its function's warp parameters: every
/// warp op that takes a warp (not `warp.entry`, which makes one, nor
/// `warp.yield`, which hands one back) can.
static bool canWalkParameters(Operation *op) {
  return isa_and_nonnull<WarpDialect>(op->getDialect()) &&
         !isa<EntryOp, YieldOp>(op);
}

/// The op that walks `func`'s warp parameters: its first warp op (in program
/// order) that takes a warp; null when it has none, and then each caller's
/// walk follows its warps into the parameters. The ops of a function nested
/// in `func` (in a symbol table in its body) are that function's: one of
/// them would walk only its own function's parameters, and `func`'s would
/// never be walked (issue 27 round 10, H1).
static Operation *findParameterWalker(FunctionOpInterface func) {
  Operation *walker = nullptr;
  func->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != func.getOperation() && isa<FunctionOpInterface>(op))
      return WalkResult::skip();
    if (op == func.getOperation() || !canWalkParameters(op))
      return WalkResult::advance();
    walker = op;
    return WalkResult::interrupt();
  });
  return walker;
}

/// The values a warp value becomes when `use` moves it: the results and
/// region arguments of the warp op that takes it (diverge halves, a merge, a
/// warp.if's sub-warps and reconverged warp), the iter_arg and result of a
/// loop, a successor's block argument, or the warp results of an op that
/// takes it (a call). Terminators that hand it back to their parent (yields,
/// returns) end the walk: the parent's results are followed from the
/// parent's own operand. `user` is well formed.
static void movedTo(OpOperand &use, SmallVectorImpl<Value> &destinations) {
  Operation *user = use.getOwner();
  unsigned number = use.getOperandNumber();
  if (isa<DivergeOp, MergeOp>(user)) {
    llvm::append_range(destinations, user->getResults());
    return;
  }
  if (auto ifOp = dyn_cast<IfOp>(user)) {
    if (use.get() != ifOp.getWarp())
      return;
    for (Region *region : {&ifOp.getThenRegion(), &ifOp.getElseRegion()})
      if (!region->empty())
        destinations.push_back(region->front().getArgument(0));
    destinations.push_back(ifOp.getMerged());
    return;
  }
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
  // scf.while: the init becomes the before region's argument; what
  // scf.condition forwards becomes the after region's argument and the
  // loop's result (scf.yield hands back the before argument, walked from
  // the init).
  if (auto loop = dyn_cast<scf::WhileOp>(user)) {
    destinations.push_back(loop.getBeforeArguments()[number]);
    return;
  }
  if (auto condition = dyn_cast<scf::ConditionOp>(user)) {
    OperandRange args = condition.getArgs();
    if (args.empty() || number < args.getBeginOperandIndex())
      return;
    unsigned index = number - args.getBeginOperandIndex();
    auto loop = cast<scf::WhileOp>(condition->getParentOp());
    destinations.push_back(loop.getAfterArguments()[index]);
    destinations.push_back(loop->getResult(index));
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
  // A call to a function with a body hands the warp to its parameter, which
  // the walk follows there when the callee has no warp op of its own to
  // start that walk (W19's `functionParameterWalker`): `return %w, %w` in a
  // helper is the caller's second copy.
  if (auto call = dyn_cast<CallOpInterface>(user);
      call && readsOtherFunctions()) {
    OperandRange args = call.getArgOperands();
    auto callee = dyn_cast_or_null<FunctionOpInterface>(resolveCallee(call));
    if (callee && !callee.isExternal() && !args.empty() &&
        number >= args.getBeginOperandIndex() &&
        number - args.getBeginOperandIndex() < callee.getNumArguments() &&
        !findParameterWalker(callee))
      destinations.push_back(
          callee.getArgument(number - args.getBeginOperandIndex()));
  }
  for (Value result : user->getResults())
    if (isHandle(result.getType()))
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

/// Whether every op from `user` up to `ancestor` (exclusive of the user,
/// inclusive of the ancestor) is an scf.if whose condition, an scf.for whose
/// bounds (or a warp-strided scf.for) or an scf.while whose condition is
/// shown lane-uniform: then every
/// lane of the warp runs `user` together. (Canonicalization forwards a warp
/// a loop carries unchanged: the loop body then uses the outer value.)
static bool underUniformIfs(Operation *user, Operation *ancestor,
                            LaneUniformity &uniformity) {
  return ThreadExits::underUniformControl(
      user, ancestor,
      [&](Operation *near, Value value) {
        return uniformity.isWarpUniform(near, value);
      },
      [&](Operation *loop) { return uniformity.runsWarpAlignedTrips(loop); });
}

/// What at `op` may end or hold some of a warp's lanes (for W19): `op`
/// itself, or an exit or wait inside its regions or its callee; null when
/// nothing. `someLanes`: only some of the warp's lanes run `op`'s block
/// (an exit at its top level then ends only those). `handsOver`: `op` is a
/// call that hands the warp to a callee with a body, whose parameter's
/// walk checks the callee.
static Operation *exitAt(Operation &op, bool someLanes, bool handsOver,
                         LaneUniformity &uniformity) {
  auto call = dyn_cast<CallOpInterface>(op);
  // An exit only under scf.if, scf.for and scf.while whose conditions
  // and bounds are warp-uniform ends every lane of the warp together.
  auto isUniform = [&](Operation *near, Value value) {
    return uniformity.isWarpUniform(near, value);
  };
  Operation *exit = nullptr;
  // In a block only some lanes run, a call whose callee waits holds
  // those lanes (round 21: a helper's barrier called from one arm of
  // a lane diamond).
  if (ThreadExits::mayExitSomeLanes(&op, isUniform) ||
      (someLanes &&
       (ThreadExits::isThreadExit(&op) || ThreadExits::isThreadWait(&op))))
    exit = &op;
  if (!exit && someLanes && call && !handsOver)
    exit = uniformity.exits.findWaitInCallee(&op);
  if (!exit && (op.getNumRegions() != 0 || call) && !handsOver)
    exit = uniformity.exits.findNested(
        &op, someLanes ? ThreadExits::UniformityFn() : isUniform);
  return exit;
}

/// The first op of `block`, from its top, at which some lanes that run the
/// whole block may end or be held (exitAt, not handing a warp over): the
/// part of W19's walk before a `warp.entry` that every entry of the block
/// shares, found once per function (round 58a: 10,000 entries in one block
/// walked it 10,000 times).
static Operation *firstExitFromTop(Block *block, LaneUniformity &uniformity) {
  auto [known, inserted] = uniformity.firstExits.try_emplace(block, nullptr);
  if (!inserted)
    return known->second;
  // Kept with the function only where the answer reads nothing outside it
  // (an op verifier's own-function reach): reading callees, it would go
  // stale when a callee changes.
  struct Firsts {
    std::mutex mutex;
    DenseMap<Block *, Operation *> found;
  };
  static const char kFirstsKind = 0;
  std::shared_ptr<Firsts> firsts;
  if (!readsOtherFunctions()) {
    Operation *scope = block->getParentOp();
    while (scope && !scope->hasTrait<OpTrait::IsIsolatedFromAbove>())
      scope = scope->getParentOp();
    if (std::shared_ptr<FunctionMemo> memo =
            scope ? FunctionMemo::get(scope) : nullptr)
      firsts = std::const_pointer_cast<Firsts>(
          std::static_pointer_cast<const Firsts>(
              memo->store(&kFirstsKind, std::make_shared<Firsts>())));
  }
  if (firsts) {
    std::lock_guard<std::mutex> lock(firsts->mutex);
    if (auto it = firsts->found.find(block); it != firsts->found.end())
      return uniformity.firstExits[block] = it->second;
  }
  Operation *first = nullptr;
  for (Operation &op : *block)
    if (exitAt(op, /*someLanes=*/false, /*handsOver=*/false, uniformity)) {
      first = &op; // the op of `block`, not what is nested in it
      break;
    }
  if (firsts) {
    std::lock_guard<std::mutex> lock(firsts->mutex);
    firsts->found[block] = first;
  }
  return uniformity.firstExits[block] = first;
}

/// W19: no op that may end some of a warp's lanes (`nvvm.exit` or a trap
/// under a branch, in a loop or a callee) runs while the warp is live, from
/// its definition to its last use (in its block or a joined one, with the
/// blocks between): the lanes that leave would
/// never reach the later collectives, which the others wait for. An exit at
/// the top level of the block ends every lane that runs the block, so none
/// is left to use the warp; the op that consumes the warp counts (an exit
/// in a warp.if region leaves the reconverged warp short of lanes), except
/// a call that hands it to a function with a body, whose parameter's walk
/// checks the callee's exits.
static LogicalResult verifyNoExitWhileLive(Value warp, JoinedBlocks &joined,
                                           ArrayRef<Operation *> borrows,
                                           ArrayRef<Operation *> consumes,
                                           LaneUniformity &uniformity) {
  Block *block = warp.getParentBlock();
  Operation *last = nullptr;
  for (ArrayRef<Operation *> uses : {borrows, consumes})
    for (Operation *use : uses)
      if (Operation *at = block->getParent()->findAncestorOpInRegion(*use))
        if (!last || joined.runsBefore(last, at))
          last = at;
  if (!last)
    return success();
  Operation *def = warp.getDefiningOp();
  auto begin = def && def->getBlock() == block ? std::next(def->getIterator())
                                               : block->begin();
  // warp.entry says every lane of the warp is there: an exit that ran
  // before it in the kernel's entry block (under a lane branch, in a
  // callee) took lanes away first, so the walk starts at the kernel's
  // first op (issue 27 round 12).
  bool beforeEntry = isa_and_nonnull<EntryOp>(def);
  if (beforeEntry) {
    Operation *first = firstExitFromTop(block, uniformity);
    begin = first && first->isBeforeInBlock(def) ? first->getIterator()
                                                 : def->getIterator();
  }
  // The segments the walk reads, in order, up to the last use (usually near
  // the definition: a block of 10^5 warps is walked in linear time): the
  // warp's block from `begin`; when the last use is in a joined block,
  // every block some lanes run before it (where even an exit at the top
  // level ends only those lanes), then that block.
  struct Segment {
    Block::iterator begin, end;
    bool someLanes;
  };
  SmallVector<Segment, 4> segments{{begin, block->end(), false}};
  if (Block *lastBlock = last->getBlock(); lastBlock != block) {
    for (Block *between : joined.before(lastBlock))
      segments.push_back({between->begin(), between->end(), true});
    segments.push_back({lastBlock->begin(), lastBlock->end(), false});
  }
  for (const Segment &segment : segments) {
    for (auto it = segment.begin; it != segment.end; ++it) {
      bool someLanes = segment.someLanes;
      if (&*it == def) {
        beforeEntry = false;
        continue;
      }
      Operation &op = *it;
      // A call that takes the warp hands it to the callee's parameter, whose
      // own walk checks the callee's exits against its uses.
      // Within its own function, a verifier takes every call that consumes
      // the warp for one that hands it over (the table's check reads the
      // callee).
      auto call = dyn_cast<CallOpInterface>(op);
      bool handsOver = call && llvm::is_contained(consumes, &op);
      if (handsOver && readsOtherFunctions()) {
        auto callee =
            dyn_cast_or_null<FunctionOpInterface>(resolveCallee(call));
        handsOver = callee && !callee.isExternal();
      }
      Operation *exit = exitAt(op, someLanes, handsOver, uniformity);
      if (exit) {
        {
          bool nested = op.isAncestor(exit);
          InFlightDiagnostic diag = (nested ? exit : &op)->emitOpError();
          // A call found for what its callee does: a wait there holds
          // lanes, it does not end them.
          Operation *reached = exit;
          if (!ThreadExits::isThreadExit(exit) &&
              !ThreadExits::isThreadWait(exit) && isa<CallOpInterface>(exit))
            if (Operation *inCallee = uniformity.exits.findInCall(exit))
              reached = inCallee;
          if (ThreadExits::isThreadWait(reached))
            diag << "W19: may hold some of the lanes of warp value "
                 << warp.getType()
                 << " at a barrier while it is live: the lanes that skip "
                    "it wait at its later uses for the lanes held here, "
                    "which wait for them (a deadlock); wait where every "
                    "lane of the warp does";
          else if (beforeEntry)
            diag << "W19: may end some of the lanes of the warp before "
                    "warp.entry, which takes all of them as there ("
                 << warp.getType()
                 << "): lanes that leave here never reach its uses, which "
                    "wait for them; exit at the top level of the kernel, "
                    "after the warp's last use";
          else
            diag << "W19: may end some of the lanes of warp value "
                 << warp.getType()
                 << " while it is live: lanes that leave here never reach its "
                    "later uses, which wait for them; exit at the top level of "
                    "the kernel, after the warp's last use";
          if (!nested && exit != &op)
            diag.attachNote(exit->getLoc())
                << (ThreadExits::isThreadWait(exit) ? "the callee waits here"
                                                    : "the callee exits here");
          if (warptile::isUndefinedBranch(reached))
            diag.attachNote(reached->getLoc())
                << "this branches on a value that is undef or poison, which "
                   "is undefined: LLVM deletes the paths through it (and "
                   "the lanes that take them)";
          else if (warptile::isUndefinedAccess(reached, readsOtherFunctions()))
            diag.attachNote(reached->getLoc())
                << "this " << (warptile::isLoadAccess(reached) ? "load" : "store")
                << "'s address may be null, undef or poison, which is "
                   "undefined: LLVM deletes the paths through it (and the "
                   "lanes that take them)";
          if (std::optional<std::string> why = asmUnreadableReason(reached))
            diag.attachNote(reached->getLoc())
                << "this inline PTX is read as any instruction: " << *why;
          else if (std::optional<std::string> opcode =
                       ThreadExits::unknownAsmInstruction(reached))
            diag.attachNote(reached->getLoc())
                << "this inline PTX is read as any instruction: `" << *opcode
                << "` is not one the verifier knows to touch only its own "
                   "thread's registers and memory";
          diag.attachNote(last->getLoc()) << "the warp is used here";
          return diag;
        }
      }
      if (&op == last)
        return success();
    }
  }
  return success();
}

/// W3, W4, W5 and W14 for one warp value over its use list, and W17 for the
/// op that moves it; appends what it moves to. Reports at the offending op.
static LogicalResult verifyValue(Value warp, LaneUniformity &uniformity,
                                 SmallVectorImpl<Value> &next, bool &stopped) {
  Block *block = warp.getParentBlock();
  JoinedBlocks joined(block, uniformity.postDominance(block->getParentOp()));
  SmallVector<Operation *> borrows, consumes;
  SmallVector<OpOperand *> moves;
  // A value passed to several successors of one branch moves once: only one
  // successor runs. Passed twice to one successor, it is taken twice.
  llvm::SmallDenseSet<std::pair<Operation *, int>> branchTargets;

  auto checkScope = [&](Operation *user, Value value,
                        bool borrow) -> LogicalResult {
    if (user->getBlock() == block)
      return success();
    Operation *ancestor = block->findAncestorOpInBlock(*user);
    // A block that every lane of this one reaches once, before it runs this
    // one again, is as good as this one (what --canonicalize makes of a
    // multi-block scf.execute_region: the rest of the block moves to its
    // join block).
    if (!ancestor)
      if (Operation *top = block->getParent()->findAncestorOpInRegion(*user);
          top && joined.isJoined(top->getBlock())) {
        if (top == user)
          return success();
        ancestor = top;
      }
    if (ancestor) {
      // Every lane of the warp runs a region of an scf.if whose condition
      // is the same on all of them: a collective there borrows the warp on
      // all its lanes (gap: a reduction under a uniform kernel flag).
      if (borrow && underUniformIfs(user, ancestor, uniformity))
        return success();
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
      if (branch && branch.getPredicate() && lanes && !lanes.isDynamic() &&
          isWellFormed(branch)) {
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
           << " defined in another block, which not every lane that defined "
              "it may reach (or may reach more than once); pass it as a "
              "successor operand";
  };

  for (OpOperand &use : warp.getUses()) {
    Operation *user = use.getOwner();
    if (failed(checkScope(user, warp, isBorrow(use))))
      return failure();
    // What the user does with the value is read from its structure: only
    // trust an op that passes its own verifier, which reports it otherwise.
    // Diverge, merge and the collectives are read through their operands and
    // results alone, which any form of them has. An unregistered op has no
    // structure to trust or distrust: it takes the warp (a consume), and the
    // walk goes on with the value's other uses (round 51 h4: it stopped
    // there, and skipped W5 at an earlier use).
    if (!isa<DivergeOp, MergeOp, CollectiveOpInterface>(user) &&
        user->isRegistered() && !isWellFormed(user)) {
      stopped = true;
      return success();
    }
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
        if (failed(checkScope(tileUser, tile.getTile(),
                              isa<CollectiveOpInterface>(tileUser))))
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

  // Consumes are top-level ops of the warp's block or of a joined one.
  llvm::stable_sort(consumes, [&](Operation *a, Operation *b) {
    return a != b && joined.runsBefore(a, b);
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
  if (failed(verifyNoExitWhileLive(warp, joined, borrows, consumes,
                                   uniformity)))
    return failure();
  if (consumes.empty())
    return isLinear(warp) ? LogicalResult(reportUnconsumed(warp)) : success();

  Operation *consume = consumes.front();
  if (failed(verifyMove(consume, warp, uniformity)))
    return failure();
  for (Operation *borrow : borrows) {
    // A borrow in a uniform scf.if is ordered by the scf.if.
    Operation *at = block->getParent()->findAncestorOpInRegion(*borrow);
    if (!at || at == consume || !joined.runsBefore(consume, at))
      continue;
    InFlightDiagnostic diag = borrow->emitOpError()
                              << "W3: use of moved warp value "
                              << warp.getType();
    diag.attachNote(consume->getLoc()) << "moved here";
    return diag;
  }
  for (OpOperand *move : moves) {
    // An unregistered op's results are not the warp's: W18 checks any warp
    // it makes at that warp's uses.
    if (!move->getOwner()->isRegistered())
      continue;
    // Follow a diverge or merge into its results only once it is known to
    // be well formed (its result types are what its rule says).
    if (!isWellFormed(move->getOwner())) {
      stopped = true;
      return success();
    }
    movedTo(*move, next);
  }
  return success();
}

/// Whether every op in `scope` passes its own verifier (the warp ops: has
/// the structure its definition declares).
static bool isWellFormedScope(Operation *scope) {
  // The warp ops are the walk's own: it reads them whatever their rules
  // say (a W7 merge), and reports the first error in program order; but
  // only with the structure their definitions declare (round 51: the
  // uniformity analysis read the operand of a `"warp.reduce"()` without
  // one, from a block later in the text).
  if (!isWellFormedTree(scope, [](Operation *op) {
        return !isa_and_nonnull<WarpDialect>(op->getDialect());
      }))
    return false;
  return !scope
              ->walk([](Operation *op) {
                if (isa_and_nonnull<WarpDialect>(op->getDialect()) &&
                    !hasDeclaredStructure(op))
                  return WalkResult::interrupt();
                return WalkResult::advance();
              })
              .wasInterrupted();
}

/// Whether an op verifier may walk the function around `near`: every op in
/// it passes its own verifier. MLIR verifies an op before the ops after it,
/// and the walks read those too (an exit in a later loop, the uniformity
/// analysis over the whole function) through their typed accessors, which
/// read past malformed IR (an scf.while whose region is empty). Where one
/// is malformed no walk runs: that op's own verifier reports it. Outside an
/// op verifier's reach the IR has been verified.
///
/// A function found walkable stays so while it is unchanged (each uniform
/// `warp.if` asks, and each check walked the whole function).
static bool isWalkableScope(Operation *near) {
  if (readsOtherFunctions())
    return true;
  Operation *scope = near;
  while (!scope->hasTrait<OpTrait::IsIsolatedFromAbove>() &&
         scope->getParentOp())
    scope = scope->getParentOp();
  static const char kWalkableKind = 0;
  std::shared_ptr<FunctionMemo> memo = FunctionMemo::get(scope);
  if (memo && memo->lookup(&kWalkableKind))
    return true;
  if (!isWellFormedScope(scope))
    return false;
  if (memo)
    memo->store(&kWalkableKind, std::make_shared<bool>(true));
  return true;
}

/// Verifies `root` and everything it moves to, first in first out, so the
/// first error reported is the first in program order.
static LogicalResult verifyFromRoot(Value root, LaneUniformity &uniformity) {
  llvm::SmallPtrSet<Value, 16> visited;
  SmallVector<Value> queue{root};
  // Stopped at an op that fails its own verifier: the IR is invalid there,
  // and that op says why.
  bool stopped = false;
  for (size_t next = 0; next < queue.size() && !stopped; ++next) {
    Value warp = queue[next];
    if (!visited.insert(warp).second)
      continue;
    if (failed(verifyValue(warp, uniformity, queue, stopped)))
      return failure();
  }
  return success();
}

LogicalResult mlir::warp::verifyOwnership(Value warp) {
  // Inside the walk's own check of a user op, the walk already covers it.
  if (inWellFormedCheck())
    return success();
  FunctionReachScope reach(FunctionReach::OwnFunction);
  // One comparison of the function with its memo for the whole check.
  VerifySession session;
  if (!isWalkableScope(warp.getParentBlock()->getParentOp()))
    return success();
  LaneUniformity uniformity;
  return verifyFromRoot(warp, uniformity);
}

/// The terminator operands that bring `arg` (a non-entry block argument)
/// in, one per incoming edge; false when a predecessor's terminator fails
/// its own verifier (it reports that itself).
static bool incomingOperands(BlockArgument arg,
                             SmallVectorImpl<OpOperand *> &incoming) {
  for (Block *pred : arg.getOwner()->getPredecessors()) {
    Operation *terminator = pred->getTerminator();
    if (!isWellFormed(terminator))
      return false;
    for (OpOperand &operand : terminator->getOpOperands()) {
      SmallVector<Value> destinations;
      movedTo(operand, destinations);
      if (llvm::is_contained(destinations, Value(arg)))
        incoming.push_back(&operand);
    }
  }
  return true;
}

/// W2 and W18: where a warp value that no warp op produced comes from,
/// following it back through the moves that carry it (loops, branches,
/// calls) with a worklist. A kernel parameter or another dialect's op is not
/// a warp; a device function's parameter is (its caller passed one).
/// The calls of `func` in its symbol table, when every use of its symbol is
/// a call of it (any other use is ignored: it passes no warp). The uses of a
/// function defined in its table come from the table's snapshot (one scan
/// per state of the IR, not one per question).
static SmallVector<Operation *> callSitesOf(Operation *func) {
  SmallVector<Operation *> calls;
  Operation *table = SymbolTable::getNearestSymbolTable(func->getParentOp());
  if (!table || !isa<SymbolOpInterface>(func))
    return calls;
  SmallVector<SymbolTable::SymbolUse> uses;
  if (table == func->getParentOp()) {
    std::optional<ArrayRef<SymbolTable::SymbolUse>> known =
        SymbolSnapshot::get(table)->usesOf(func);
    if (!known)
      return calls;
    llvm::append_range(uses, *known);
  } else {
    std::optional<SymbolTable::UseRange> known =
        SymbolTable::getSymbolUses(func, table);
    if (!known)
      return calls;
    llvm::append_range(uses, *known);
  }
  unsigned params = cast<FunctionOpInterface>(func).getNumArguments();
  for (const SymbolTable::SymbolUse &use : uses) {
    auto call = dyn_cast<CallOpInterface>(use.getUser());
    if (!call || resolveCallee(call) != func ||
        call.getArgOperands().size() != params || !isWellFormed(call))
      continue;
    calls.push_back(call);
  }
  return calls;
}

/// The snapshot of the table that holds `func`, where the memo of its
/// parameters' origins lives; null for a function outside any table.
static std::shared_ptr<SymbolSnapshot> snapshotOf(Operation *func) {
  Operation *table = func->getParentOp();
  if (!table || !table->hasTrait<OpTrait::SymbolTable>() ||
      table->getNumRegions() != 1)
    return nullptr;
  return SymbolSnapshot::get(table);
}

/// Follows `operand` back to where its warp comes from. Whether a value's
/// origin is wrong depends on the value alone (the user only names where
/// it is reported), so a device function's parameter whose whole origin
/// was once followed without finding anything wrong or unverified is
/// skipped after that, for as long as its table's IR is unchanged (the
/// snapshot's memo): a chain of N helpers is followed once, not once per
/// helper.
static LogicalResult verifyOrigin(Operation *firstUser, Value operand) {
  llvm::SmallPtrSet<Value, 8> seen;
  // The device-function parameters this walk went through, to be marked
  // clean when it ends without finding anything.
  SmallVector<std::pair<std::shared_ptr<SymbolSnapshot>, BlockArgument>>
      params;
  // Each value with the op that reports it: the first warp user, or the
  // call that passed it to a parameter the walk came back through.
  SmallVector<std::pair<Value, Operation *>> worklist{{operand, firstUser}};
  while (!worklist.empty()) {
    auto [value, user] = worklist.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      Block *owner = arg.getOwner();
      Operation *parent = owner->getParentOp();
      if (isa<IfOp>(parent))
        continue;
      if (owner->isEntryBlock() && isa<FunctionOpInterface>(parent)) {
        // A kernel with a warp op of its own rejects its warp parameters
        // itself (verifyParameterWalk).
        if (warptile::isKernelFunction(parent)) {
          if (findParameterWalker(cast<FunctionOpInterface>(parent)))
            continue;
          return user->emitOpError()
                 << "W2: uses the kernel parameter #" << arg.getArgNumber()
                 << " of type " << value.getType()
                 << " as a warp; a kernel's warp comes from warp.entry, not "
                    "from the host";
        }
        // A device function's parameter is what its callers pass: follow
        // each call site back (a kernel's parameter passed on, a forged
        // value), reporting at the call. An op verifier leaves that to the
        // symbol table's check (FunctionReach.h).
        if (!readsOtherFunctions())
          continue;
        std::shared_ptr<SymbolSnapshot> snapshot = snapshotOf(parent);
        if (snapshot && snapshot->isCleanOrigin(parent, arg.getArgNumber()))
          continue;
        if (snapshot)
          params.push_back({snapshot, arg});
        for (Operation *call : callSitesOf(parent))
          worklist.push_back(
              {cast<CallOpInterface>(call).getArgOperands()[arg.getArgNumber()],
               call});
        continue;
      }
      if (owner->isEntryBlock()) {
        if (auto loop = dyn_cast<scf::ForOp>(parent)) {
          if (!isWellFormed(loop))
            return success();
          if (OpOperand *init = loop.getTiedLoopInit(arg))
            worklist.push_back({init->get(), user});
          continue;
        }
        if (auto loop = dyn_cast<scf::WhileOp>(parent)) {
          if (!isWellFormed(loop))
            return success();
          if (owner->getParent() == &loop.getBefore())
            worklist.push_back({loop.getInits()[arg.getArgNumber()], user});
          else
            worklist.push_back(
                {loop.getConditionOp().getArgs()[arg.getArgNumber()], user});
          continue;
        }
        return user->emitOpError()
               << "W18: uses " << value.getType() << " that '"
               << parent->getName()
               << "' makes for its region; warps enter regions only through "
                  "warp.if and scf.for";
      }
      SmallVector<OpOperand *> incoming;
      if (!incomingOperands(arg, incoming))
        return success();
      for (OpOperand *operand : incoming)
        worklist.push_back({operand->get(), user});
      continue;
    }
    Operation *def = value.getDefiningOp();
    if (isa_and_nonnull<WarpDialect>(def->getDialect()))
      continue;
    if (!isWellFormed(def))
      return success();
    if (auto loop = dyn_cast<scf::ForOp>(def)) {
      worklist.push_back(
          {loop.getInits()[cast<OpResult>(value).getResultNumber()], user});
      continue;
    }
    if (auto loop = dyn_cast<scf::WhileOp>(def)) {
      worklist.push_back(
          {loop.getConditionOp()
               .getArgs()[cast<OpResult>(value).getResultNumber()],
           user});
      continue;
    }
    SmallVector<Value> warpOperands;
    for (Value v : def->getOperands())
      if (isHandle(v.getType()))
        warpOperands.push_back(v);
    if (auto call = dyn_cast<CallOpInterface>(def);
        call && !warpOperands.empty()) {
      // The callee is another function: the symbol table's check reads it.
      if (!readsOtherFunctions())
        continue;
      // A warp a call returns comes from what the callee's body returns:
      // its parameters (the lanes the caller gave, by type), the warp ops,
      // or further calls, followed the same way. A declaration could claim
      // any lanes: `(lane(0)) -> all` inside a lane(0) region would run a
      // full-warp shuffle on one lane.
      auto callee = dyn_cast_or_null<FunctionOpInterface>(resolveCallee(call));
      if (callee && !callee.isExternal()) {
        unsigned index = cast<OpResult>(value).getResultNumber();
        // The callee may not be verified yet: read only what any form of
        // its returns has.
        for (Block &calleeBlock : callee.getFunctionBody()) {
          if (calleeBlock.empty())
            continue;
          Operation &last = calleeBlock.back();
          if (last.hasTrait<OpTrait::ReturnLike>() &&
              index < last.getNumOperands())
            worklist.push_back({last.getOperand(index), user});
        }
        continue;
      }
      InFlightDiagnostic diag =
          user->emitOpError()
          << "W18: uses " << value.getType() << " returned by a call to "
          << (callee ? "a function declaration" : "an unknown callee")
          << ", which no verifier has seen make it; warps come back only "
             "from functions with a body";
      diag.attachNote(def->getLoc()) << "returned here";
      return diag;
    }
    InFlightDiagnostic diag =
        user->emitOpError()
        << "W18: uses " << value.getType() << " made by '" << def->getName()
        << "'; warp values come only from warp.entry and the warp ops";
    diag.attachNote(def->getLoc()) << "made here";
    return diag;
  }
  // Everything this walk reached is clean (an early return above is a
  // finding or an unverified op, and marks nothing).
  for (auto &[snapshot, param] : params)
    snapshot->markCleanOrigin(param.getOwner()->getParentOp(),
                              param.getArgNumber());
  return success();
}

/// W17 for the edge that brought `value` here, checked from a collective
/// that uses it: the loop or branch it came through.
static LogicalResult verifyIncomingMoves(Value value,
                                         LaneUniformity &uniformity) {
  if (auto loop = value.getDefiningOp<scf::ForOp>())
    return isWellFormed(loop) ? verifyMove(loop, value, uniformity) : success();
  auto arg = dyn_cast<BlockArgument>(value);
  if (auto loop = value.getDefiningOp<scf::WhileOp>())
    return isWellFormed(loop) ? verifyMove(loop, value, uniformity) : success();
  if (!arg)
    return success();
  if (isa<scf::ForOp, scf::WhileOp>(arg.getOwner()->getParentOp())) {
    Operation *loop = arg.getOwner()->getParentOp();
    return isWellFormed(loop) ? verifyMove(loop, value, uniformity) : success();
  }
  if (arg.getOwner()->isEntryBlock())
    return success();
  SmallVector<OpOperand *> incoming;
  if (!incomingOperands(arg, incoming))
    return success();
  for (OpOperand *operand : incoming)
    if (failed(verifyMove(operand->getOwner(), operand->get(), uniformity)))
      return failure();
  return success();
}

LogicalResult mlir::warp::verifyForeignOwnership(Operation *user,
                                                 Value operand) {
  if (!isHandle(operand.getType()) || inWellFormedCheck())
    return success();
  FunctionReachScope reach(FunctionReach::OwnFunction);
  VerifySession session;
  // Warp ops produce their warps, and warp.if hands sub-warps to its
  // regions: the walk from the root that made them follows those.
  if (Operation *def = operand.getDefiningOp();
      def && isa_and_nonnull<WarpDialect>(def->getDialect()))
    return success();
  if (auto arg = dyn_cast<BlockArgument>(operand);
      arg && isa_and_nonnull<IfOp>(arg.getOwner()->getParentOp()))
    return success();
  // A function's parameters are walked from the function's first warp op
  // (verifyParameterWalk), or by the walks of its callers.
  if (auto arg = dyn_cast<BlockArgument>(operand);
      arg && arg.getOwner()->isEntryBlock() &&
      isa<FunctionOpInterface>(arg.getOwner()->getParentOp()))
    return success();
  // The first warp op that uses the value checks it, so it is checked once.
  for (Operation *other : operand.getUsers()) {
    if (!isa_and_nonnull<WarpDialect>(other->getDialect()))
      continue;
    if (other != user)
      return success();
    break;
  }
  if (!isWalkableScope(user))
    return success();
  if (failed(verifyOrigin(user, operand)))
    return failure();
  // One analysis of the function for the incoming edges and the walk (a
  // chain of N blocks passing a warp solved it twice per block).
  LaneUniformity uniformity;
  if (failed(verifyIncomingMoves(operand, uniformity)))
    return failure();
  return verifyFromRoot(operand, uniformity);
}

/// W2 for a kernel's warp parameter, at the kernel.
static InFlightDiagnostic reportKernelWarpParameter(Operation *func,
                                                   BlockArgument param) {
  return func->emitOpError()
         << "W2: kernel parameter #" << param.getArgNumber()
         << " has warp type " << param.getType()
         << "; a kernel's warp comes from warp.entry, not from the host, "
            "which would choose its lanes";
}

LogicalResult mlir::warp::verifyParameterWalk(Operation *op) {
  if (inWellFormedCheck() || !canWalkParameters(op))
    return success();
  FunctionReachScope reach(FunctionReach::OwnFunction);
  VerifySession session;
  auto func = op->getParentOfType<FunctionOpInterface>();
  if (!func || func.isExternal())
    return success();
  SmallVector<BlockArgument> params;
  for (BlockArgument arg : func.getArguments())
    if (isHandle(arg.getType()))
      params.push_back(arg);
  if (params.empty() || findParameterWalker(func) != op ||
      !isWalkableScope(op))
    return success();
  if (warptile::isKernelFunction(func))
    return reportKernelWarpParameter(func, params.front());
  LaneUniformity uniformity;
  for (BlockArgument param : params) {
    if (failed(verifyOrigin(op, param)) ||
        failed(verifyFromRoot(param, uniformity)))
      return failure();
  }
  return success();
}

bool mlir::warp::isShownLaneUniform(Operation *near, Value value) {
  if (inWellFormedCheck())
    return true;
  FunctionReachScope reach(FunctionReach::OwnFunction);
  VerifySession session;
  if (!isWalkableScope(near))
    return true; // the malformed op reports itself
  LaneUniformity uniformity;
  return uniformity.isWarpUniform(near, value);
}

/// Whether `def` may produce a warp value: the warp ops, the loops that carry
/// one (their results are followed from their inits), and calls of functions
/// with a body (which hand back what their body returns, checked at the
/// return's own walk).
static bool mayMakeWarp(Operation *def) {
  if (isa_and_nonnull<WarpDialect>(def->getDialect()) ||
      isa<scf::ForOp, scf::WhileOp>(def))
    return true;
  auto call = dyn_cast<CallOpInterface>(def);
  auto callee = call ? dyn_cast_or_null<FunctionOpInterface>(
                           resolveCallee(call))
                     : FunctionOpInterface();
  return callee && !callee.isExternal();
}

LogicalResult mlir::warp::verifyUnreachedWarps(Operation *root) {
  if (inWellFormedCheck())
    return success();
  VerifySession session;
  // W2 first, whether or not a warp op ever reaches the parameter (the
  // lowering would take the member mask from the host's argument): a
  // helper's walk would otherwise report the call that passes it on.
  WalkResult kernels = root->walk([&](FunctionOpInterface func) {
    if (!func.isExternal() && warptile::isKernelFunction(func))
      for (BlockArgument arg : func.getArguments())
        if (isHandle(arg.getType())) {
          (void)reportKernelWarpParameter(func, arg);
          return WalkResult::interrupt();
        }
    return WalkResult::advance();
  });
  if (kernels.wasInterrupted())
    return failure();
  WalkResult result = root->walk([&](Operation *op) {
    // W18 for a warp made by another dialect's op (or returned by a
    // declaration, or made for a region by an op that is no warp carrier)
    // that only foreign ops use: the verifier sees it only at a warp op.
    for (Value value : op->getResults())
      if (isHandle(value.getType()) && !value.use_empty() &&
          !mayMakeWarp(op)) {
        Operation *user = *value.getUsers().begin();
        if (failed(verifyOrigin(user, value)))
          return WalkResult::interrupt();
      }
    for (Region &region : op->getRegions()) {
      if (region.empty() ||
          isa<FunctionOpInterface, IfOp, scf::ForOp, scf::WhileOp>(op))
        continue;
      for (BlockArgument arg : region.front().getArguments())
        if (isHandle(arg.getType()) && !arg.use_empty() &&
            failed(verifyOrigin(*arg.getUsers().begin(), arg)))
          return WalkResult::interrupt();
    }
    auto func = dyn_cast<FunctionOpInterface>(op);
    if (!func || func.isExternal())
      return WalkResult::advance();
    SmallVector<BlockArgument> params;
    for (BlockArgument arg : func.getArguments())
      if (isHandle(arg.getType()))
        params.push_back(arg);
    if (params.empty() || warptile::isKernelFunction(func))
      return WalkResult::advance();
    // A function with a warp op walked its parameters when it was verified.
    if (findParameterWalker(func))
      return WalkResult::advance();
    LaneUniformity uniformity;
    for (BlockArgument param : params)
      if (failed(verifyOrigin(func, param)) ||
          failed(verifyFromRoot(param, uniformity)))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}
