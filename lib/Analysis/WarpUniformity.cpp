//===- WarpUniformity.cpp - The analysis behind rule W17 ------------------===//
//
// Part of warptile. Implements the warp dialect's WarpUniformityInterface
// with the one uniformity analysis, adding what the warp collectives give:
// votes, reductions and broadcasts agree across the lanes of their handle,
// which are the lanes running there.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/WarpUniformity.h"
#include "warptile/Analysis/Uniformity.h"
#include "warptile/Analysis/WarpAlignment.h"
#include "warptile/Dialect/Warp/IR/FunctionMemo.h"
#include "warptile/Dialect/Warp/IR/FunctionReach.h"
#include "warptile/Dialect/Warp/IR/SymbolSnapshot.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "warptile/Dialect/Warp/IR/WarpUniformityInterface.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <map>

using namespace mlir;
using namespace mlir::warp;

namespace {

/// Whether the lanes of `op`'s handle are all the lanes that run `op`, so
/// that its result, the same on every lane of the handle, is the same on
/// every lane that can see it. Not so for a diverged half at the level of
/// the diverge (the other half runs the op too and gets an undefined value),
/// nor for a `warp.tile` (each group computes its own result). The lanes
/// that run an op are the whole warp outside any `warp.if`, and the lanes
/// of the innermost `warp.if` region's block argument inside one.
static bool handleSpansRunningLanes(Operation *op) {
  Value handle = cast<CollectiveOpInterface>(op).getHandle();
  auto type = dyn_cast<WarpType>(handle.getType());
  if (!type)
    return false;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (isa<IfOp>(parent)) {
      Region *region = op->getParentRegion();
      while (region->getParentOp() != parent)
        region = region->getParentOp()->getParentRegion();
      if (region->empty() || region->front().getNumArguments() == 0)
        return false;
      Value running = region->front().getArgument(0);
      return handle == running ||
             (!type.isDynamic() && running.getType() == type);
    }
    if (isa<FunctionOpInterface>(parent))
      break;
  }
  return !type.isDynamic() && type.getLanes().isAll();
}

static std::optional<warptile::Uniformity> warpSources(Operation *op) {
  if (isa<BallotOp, AnyOp, AllOp, FirstLaneOp, ReduceOp, BroadcastOp>(op) &&
      handleSpansRunningLanes(op))
    return warptile::Uniformity::WarpUniform;
  if (isa_and_nonnull<WarpDialect>(op->getDialect()))
    return warptile::Uniformity::Varying;
  return std::nullopt;
}

/// Tells the analyses W17 keeps in a table's snapshot from other kinds.
static const char kSolutionKind = 0;

/// The analyses of the functions one query needed: the scope's, and those
/// of the callers of private functions whose arguments it asked about.
/// W17 assumes nothing about the block that the kernel does not declare.
///
/// An analysis that asked nothing of the query's state (no argument of a
/// private function asked its callers: a kernel's, a public function's) is
/// the same whichever query builds it: it is kept in its table's snapshot
/// and shared by every later query while the IR is unchanged, so the
/// kernel that calls N private helpers is solved once, not once per helper.
/// One that did (the answer depends on the call depth reached and on the
/// functions being solved) is kept for this query only, as before.
class Solutions {
public:
  /// `shared`: look for and keep a query-independent analysis in the
  /// table's snapshot (for the callers a W17 question visits, whose table
  /// the question compares anyway; a query's own scope is solved as before,
  /// so that a module of many kernels pays no comparison per kernel).
  const warptile::UniformityInfo &of(Operation *func, bool shared = false) {
    std::shared_ptr<const warptile::UniformityInfo> &info = solved[func];
    if (info) {
      if (dependent.contains(func))
        markDependent();
      return *info;
    }
    Operation *table = func->getParentOp();
    std::shared_ptr<SymbolSnapshot> snapshot;
    if (shared && table && table->hasTrait<OpTrait::SymbolTable>() &&
        table->getNumRegions() == 1) {
      snapshot = SymbolSnapshot::get(table);
      if (std::shared_ptr<const void> kept =
              snapshot->analysis(func, &kSolutionKind)) {
        info = std::static_pointer_cast<const warptile::UniformityInfo>(kept);
        return *info;
      }
    }
    warptile::UniformityOptions options;
    options.assumeWarpRows = false;
    options.readsOtherFunctions = mlir::warp::readsOtherFunctions();
    options.argumentLevel = [this](BlockArgument arg) {
      return argumentLevel(arg);
    };
    constructing.insert(func);
    building.push_back(false);
    auto built = std::make_shared<const warptile::UniformityInfo>(
        func, warpSources, std::move(options));
    constructing.erase(func);
    bool asked = building.pop_back_val();
    if (asked) {
      dependent.insert(func);
      markDependent();
      info = std::move(built);
    } else if (snapshot) {
      info = std::static_pointer_cast<const warptile::UniformityInfo>(
          snapshot->storeAnalysis(func, &kSolutionKind, std::move(built)));
    } else {
      info = std::move(built);
    }
    return *info;
  }

  /// The analysis `of` gives, to keep beyond this query.
  std::shared_ptr<const warptile::UniformityInfo> shared(Operation *func) {
    (void)of(func);
    return solved[func];
  }

private:
  /// A private function's argument is as uniform as the operands every call
  /// site passes it (the lanes that make a call run the callee, so what is
  /// the same on every lane of a warp there is the same in the callee). A
  /// function that anything else names (its address taken), or whose
  /// callers lead back to a function being solved (recursion), gets no
  /// level: varying.
  std::optional<warptile::Uniformity> argumentLevel(BlockArgument arg) {
    Operation *func = arg.getOwner()->getParentOp();
    auto symbol = dyn_cast<SymbolOpInterface>(func);
    Operation *table = func->getParentOp();
    if (!symbol || !symbol.isPrivate() || !table ||
        !table->hasTrait<OpTrait::SymbolTable>() ||
        !arg.getOwner()->isEntryBlock())
      return std::nullopt;
    // From here the answer depends on this query (the calls it is inside,
    // the functions it is solving): not to be shared with other queries.
    markDependent();
    // An op verifier reads its own function only: an argument is as
    // uniform as it could be there, and the symbol table's check asks the
    // callers (FunctionReach.h).
    if (!mlir::warp::readsOtherFunctions())
      return warptile::Uniformity::Uniform;
    if (asking.contains(func) || asking.size() > kMaxCallDepth)
      return std::nullopt;
    // The same uses, in the same order, as SymbolTable::getSymbolUses(func,
    // table), from one scan of the table per state of the IR.
    std::shared_ptr<SymbolSnapshot> snapshot = SymbolSnapshot::get(table);
    std::optional<ArrayRef<SymbolTable::SymbolUse>> uses =
        snapshot->usesOf(func);
    // Assembly may call it by name with any arguments (round 19).
    if (!uses || snapshot->namedByAsm(symbol.getName()))
      return std::nullopt;
    std::optional<warptile::Uniformity> level;
    asking.insert(func);
    llvm::scope_exit done([&] { asking.erase(func); });
    for (const SymbolTable::SymbolUse &use : *uses) {
      auto call = dyn_cast<CallOpInterface>(use.getUser());
      auto callee = call ? dyn_cast<SymbolRefAttr>(call.getCallableForCallee())
                         : SymbolRefAttr();
      if (!callee || callee != use.getSymbolRef() ||
          arg.getArgNumber() >= call.getArgOperands().size())
        return std::nullopt;
      Operation *caller = call->getParentOfType<FunctionOpInterface>();
      if (!caller || constructing.contains(caller))
        return std::nullopt;
      warptile::Uniformity passed =
          of(caller, /*shared=*/true)
              .get(call.getArgOperands()[arg.getArgNumber()]);
      level = level ? std::max(*level, passed) : passed;
      if (*level == warptile::Uniformity::Varying)
        return std::nullopt;
    }
    return level;
  }

  /// Every analysis being built reads what this query asked.
  void markDependent() {
    for (auto &&frame : building)
      frame = true;
  }

  /// A uniform argument reaches through at most this many nested private
  /// calls (docs/Dialects/WarpRationale.md, W17).
  static constexpr size_t kMaxCallDepth = 8;
  std::map<Operation *, std::shared_ptr<const warptile::UniformityInfo>>
      solved;
  /// Per analysis being built (innermost last): whether it asked anything
  /// of this query; and the functions whose analysis did.
  SmallVector<bool> building;
  llvm::SmallPtrSet<Operation *, 8> dependent;
  /// Functions whose analysis is being built (a caller among them is
  /// recursion), and functions whose arguments are being asked about.
  llvm::SmallPtrSet<Operation *, 8> constructing, asking;
};

/// Tells the analyses of a query's own scope apart in the memos: the one an
/// op verifier makes (its own function only) and the one made where other
/// functions may be read (their callers asked).
static const char kOwnScopeKind = 0, kReachingScopeKind = 0;

class Query : public WarpUniformityQuery {
public:
  explicit Query(Operation *scope) : info(solveIn(scope)) {}
  // A value used in code no thread runs decides nothing there: no lane
  // reaches a collective (`--canonicalize` makes such blocks plain, e.g.
  // after a loop that never ends; found by the fuzzer). The user's block
  // is asked, not the value's: `--cse` makes a dead block use the live
  // entry's copy of a condition (issue 27 round 18).
  bool isWarpUniform(Value value, Operation *user) override {
    return info->isWarpUniform(value) || (user && info->isDeadCode(user));
  }
  Value firstLaneDependentDecider(Operation *branch) override {
    for (Value decider : warptile::successorDeciders(branch))
      if (!isWarpUniform(decider, branch))
        return decider;
    return Value();
  }
  bool runsWarpAlignedTrips(Operation *loop) override {
    auto loopLike = dyn_cast<LoopLikeOpInterface>(loop);
    return loopLike &&
           warptile::runsWarpAlignedTrips(
               loopLike,
               [&](Value value) -> std::optional<warptile::Uniformity> {
                 return info->get(value);
               },
               /*assumeWarpRows=*/false);
  }

private:
  /// Solves with the IR read-only: one comparison of each table's snapshot.
  /// Each op verifier asks of its whole function (a function of N uniform
  /// `warp.if`s asked N times): an analysis that reads nothing but the
  /// function is kept while the function is unchanged, and any other for
  /// the rest of the session (the symbol table's check of a function).
  static std::shared_ptr<const warptile::UniformityInfo>
  solveIn(Operation *scope) {
    VerifySession session;
    bool own = !mlir::warp::readsOtherFunctions();
    const void *kind = own ? &kOwnScopeKind : &kReachingScopeKind;
    std::shared_ptr<FunctionMemo> memo =
        own ? FunctionMemo::get(scope) : nullptr;
    if (memo && !memo->readsOnlyItself())
      memo = nullptr;
    std::shared_ptr<const void> kept =
        memo ? memo->lookup(kind) : FunctionMemo::lookupInSession(scope, kind);
    if (kept)
      return std::static_pointer_cast<const warptile::UniformityInfo>(kept);
    Solutions solutions;
    std::shared_ptr<const warptile::UniformityInfo> solved =
        solutions.shared(scope);
    if (memo)
      return std::static_pointer_cast<const warptile::UniformityInfo>(
          memo->store(kind, solved));
    FunctionMemo::storeInSession(scope, kind, solved);
    return solved;
  }
  std::shared_ptr<const warptile::UniformityInfo> info;
};

class Interface : public WarpUniformityInterface {
public:
  using WarpUniformityInterface::WarpUniformityInterface;
  std::unique_ptr<WarpUniformityQuery>
  analyze(Operation *scope) const override {
    return std::make_unique<Query>(scope);
  }
};

} // namespace

void mlir::warp::registerUniformityInterface(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, WarpDialect *dialect) {
    dialect->addInterfaces<Interface>();
  });
}
