//===- Exactness.cpp - Which warp values describe the executing lanes -----===//
//
// Part of warptile. After `warp.diverge` the code that follows still runs on
// the parent's lanes; only the collectives on a half must be narrowed to it.
// A value is exact when the lanes it names are the lanes running where it is
// used, so its collectives need no guard.
//
// Answers depend on the answers for the values a warp descends from, chains
// as long as the kernel (one diverge/merge pair after another, branches
// passing a warp from block to block). They are computed with an explicit
// stack, each once, so neither time nor recursion depth grows faster than the
// kernel.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "warptile/Conversion/WarpToNVVM/WarpToNVVM.h"
#include "warptile/Dialect/Warp/IR/SymbolSnapshot.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"

using namespace mlir;
using namespace mlir::warp;

bool WarpExactness::isExact(Value warp) {
  if (done.contains({warp, Query::Exact}))
    return exact.lookup(warp);
  // Every node this query finishes, in the order it finished.
  SmallVector<Node> finished;
  SmallVector<Node> stack{{warp, Query::Exact}};
  solve(stack, finished);
  // A node may finish while something it read is still at its optimistic
  // start (a cycle through block arguments); where that start was wrong,
  // it must be evaluated again (issue 27 round 21: a block argument read
  // its only incoming value as exact before that value turned out to take
  // a diverged half on another edge, and its shuffle lost its guard). So
  // every finished node is evaluated again, and the readers of any answer
  // that changes, until nothing changes. An exact answer only ever turns
  // inexact: what stays exact is exact given the rest (the greatest
  // fixpoint, which carries an exact warp around a loop).
  SmallVector<Node> worklist(finished.rbegin(), finished.rend());
  llvm::DenseSet<Node> queued(finished.begin(), finished.end());
  auto enqueue = [&](Node node) {
    if (queued.insert(node).second)
      worklist.push_back(node);
  };
  // Each exact answer changes at most once and a running set depends on
  // the exact answers; should the sets still not settle, every value of
  // this query is taken as inexact (guarded), which is always safe.
  size_t evaluations = 0;
  while (!worklist.empty()) {
    if (++evaluations > 64 * (finished.size() + 16)) {
      for (auto [value, query] : finished)
        if (query == Query::Exact)
          exact[value] = false;
      break;
    }
    Node node = worklist.pop_back_val();
    queued.erase(node);
    auto [value, query] = node;
    if (query == Query::Exact && !exact.lookup(value))
      continue;
    SmallVector<Node> missing;
    evaluating = node;
    bool changed = false;
    if (query == Query::Exact) {
      std::optional<bool> answer = evaluateExact(value, missing);
      if (answer && !*answer) {
        exact[value] = false;
        changed = true;
      }
    } else {
      std::optional<LanesAttr> answer = evaluateRunning(value, missing);
      if (answer && *answer != running.lookup(value)) {
        running[value] = *answer;
        changed = true;
      }
    }
    if (!missing.empty()) {
      // An answer that changed elsewhere made it read something new: solve
      // that, then evaluate both again.
      size_t before = finished.size();
      solve(missing, finished);
      for (Node added : ArrayRef<Node>(finished).drop_front(before))
        enqueue(added);
      enqueue(node);
      continue;
    }
    if (changed)
      for (Node reader : dependents.lookup(node))
        enqueue(reader);
  }
  return exact.lookup(warp);
}

void WarpExactness::solve(SmallVectorImpl<Node> &stack,
                          SmallVectorImpl<Node> &finished) {
  SmallVector<Node> missing;
  while (!stack.empty()) {
    auto [value, query] = stack.back();
    if (done.contains(stack.back())) {
      stack.pop_back();
      continue;
    }
    // Start: assume exact (and an unknown running set) while the answers
    // this one depends on are computed, which ends cycles through loop and
    // block arguments; every path that can make a value inexact is a
    // diverge.
    if (query == Query::Exact)
      exact.try_emplace(value, true);
    else
      running.try_emplace(value, LanesAttr());

    missing.clear();
    evaluating = stack.back();
    bool isFinished;
    if (query == Query::Exact) {
      std::optional<bool> answer = evaluateExact(value, missing);
      if ((isFinished = answer.has_value()))
        exact[value] = *answer;
    } else {
      std::optional<LanesAttr> answer = evaluateRunning(value, missing);
      if ((isFinished = answer.has_value()))
        running[value] = *answer;
    }
    if (isFinished) {
      done.insert({value, query});
      finished.push_back({value, query});
      stack.pop_back();
      continue;
    }
    // Come back to this node once everything it asked for is started.
    stack.append(missing.begin(), missing.end());
  }
}

template <typename T>
std::optional<T> WarpExactness::lookup(const llvm::DenseMap<Value, T> &answers,
                                       Value value, Query query,
                                       SmallVectorImpl<Node> &missing) {
  // Whatever the answer, the node being evaluated read it.
  SmallVector<Node, 2> &readers = dependents[{value, query}];
  if (readers.empty() || readers.back() != evaluating)
    readers.push_back(evaluating);
  auto it = answers.find(value);
  if (it != answers.end())
    return it->second;
  missing.push_back({value, query});
  return std::nullopt;
}

std::optional<bool>
WarpExactness::evaluateExact(Value warp, SmallVectorImpl<Node> &missing) {
  // A value not started yet is requested, and reads as exact (its running
  // set as unknown) until this one is evaluated again.
  auto exactOf = [&](Value other) {
    return lookup(exact, other, Query::Exact, missing).value_or(true);
  };
  auto runningOf = [&](Value other) {
    return lookup(running, other, Query::Running, missing)
        .value_or(LanesAttr());
  };
  auto answer = [&](bool value) -> std::optional<bool> {
    if (!missing.empty())
      return std::nullopt;
    return value;
  };

  if (auto arg = dyn_cast<BlockArgument>(warp)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto loop = dyn_cast<scf::ForOp>(owner)) {
      // An iteration argument holds the init on the first trip and what the
      // body yielded on the others (round 21: a body that yielded a
      // diverged half of a `dyn` warp in place of the warp kept the
      // half's collectives unguarded on the second trip).
      OpOperand *init = loop.getTiedLoopInit(arg);
      OpOperand *yielded = loop.getTiedLoopYieldedValue(arg);
      if (!init || !yielded)
        return answer(true);
      bool initExact = exactOf(init->get());
      bool yieldedExact = exactOf(yielded->get());
      return answer(initExact && yieldedExact);
    }
    if (auto loop = dyn_cast<scf::WhileOp>(owner)) {
      // The before region takes the inits (and what the after region
      // yields, which descends from them); the after region takes what
      // scf.condition forwards. A diverged half carried by a uniform
      // while stays a half: its collectives keep their guard.
      if (arg.getOwner() == loop.getBeforeBody()) {
        bool initExact = exactOf(loop.getInits()[arg.getArgNumber()]);
        bool yieldedExact =
            exactOf(loop.getYieldOp().getOperand(arg.getArgNumber()));
        return answer(initExact && yieldedExact);
      }
      return answer(
          exactOf(loop.getConditionOp().getArgs()[arg.getArgNumber()]));
    }
    if (isa<IfOp>(owner) && arg.getOwner()->isEntryBlock())
      return answer(true);
    if (auto func = dyn_cast<FunctionOpInterface>(owner);
        func && arg.getOwner()->isEntryBlock()) {
      // A parameter is exact when every call passes an exact value: the
      // callee then runs on exactly the lanes of its parameter's type. A
      // function whose calls are not all known (its symbol used otherwise)
      // may run anywhere; one never called has nothing to guard.
      const std::optional<SmallVector<CallOpInterface>> &calls =
          callsOf(func);
      if (!calls)
        return false;
      bool all = true;
      for (CallOpInterface call : *calls) {
        Value passed = call.getArgOperands()[arg.getArgNumber()];
        all &= exactOf(passed);
      }
      return answer(all);
    }
    // A successor block: exact when every edge brings an exact value. Every
    // incoming value is asked for at once, so a block with many predecessors
    // is evaluated at most twice.
    bool all = true;
    for (Block *pred : arg.getOwner()->getPredecessors()) {
      auto branch = dyn_cast<BranchOpInterface>(pred->getTerminator());
      if (!branch)
        return false;
      for (unsigned i = 0, e = branch->getNumSuccessors(); i < e; ++i) {
        if (branch->getSuccessor(i) != arg.getOwner())
          continue;
        SuccessorOperands operands = branch.getSuccessorOperands(i);
        Value incoming = operands[arg.getArgNumber()];
        if (!incoming)
          return false;
        all &= exactOf(incoming);
      }
    }
    return answer(all);
  }

  Operation *def = warp.getDefiningOp();
  if (isa<DivergeOp>(def))
    return false;
  if (auto merge = dyn_cast<MergeOp>(def)) {
    // Rejoining the two halves of one diverge restores its operand; so does
    // any merge whose static set is the set of lanes running here
    // (re-merging a split half first, then the other half).
    auto diverge = merge.getLhs().getDefiningOp<DivergeOp>();
    if (diverge && merge.getRhs().getDefiningOp() == diverge &&
        merge.getLhs() != merge.getRhs()) {
      bool rejoined = exactOf(diverge.getWarp());
      if (!missing.empty())
        return std::nullopt;
      if (rejoined)
        return true;
    }
    LanesAttr lhs = runningOf(merge.getLhs());
    LanesAttr rhs = runningOf(merge.getRhs());
    return answer(lhs && lhs == rhs &&
                  lhs == cast<WarpType>(merge.getType()).getLanes());
  }
  if (auto ifOp = dyn_cast<IfOp>(def))
    return answer(exactOf(ifOp.getWarp()));
  if (auto tile = dyn_cast<TileOp>(def))
    return answer(exactOf(tile.getWarp()));
  if (auto loop = dyn_cast<scf::ForOp>(def)) {
    // The init after no trip, what the body yielded after the others.
    unsigned index = cast<OpResult>(warp).getResultNumber();
    bool initExact = exactOf(loop.getInits()[index]);
    bool yieldedExact = exactOf(loop.getYieldedValues()[index]);
    return answer(initExact && yieldedExact);
  }
  if (auto loop = dyn_cast<scf::WhileOp>(def))
    return answer(exactOf(
        loop.getConditionOp().getArgs()[cast<OpResult>(warp).getResultNumber()]));
  if (auto call = dyn_cast<CallOpInterface>(def)) {
    // What the callee returns there, exact in the callee, and the callee
    // running on exactly the caller's lanes (every warp it was passed is
    // exact). A callee without a body could return any lanes (W18).
    auto callee =
        dyn_cast_if_present<FunctionOpInterface>(call.resolveCallable());
    if (!callee || callee.isExternal())
      return false;
    bool all = true;
    for (Value operand : call.getArgOperands())
      if (isa<WarpType>(operand.getType()))
        all &= exactOf(operand);
    unsigned index = cast<OpResult>(warp).getResultNumber();
    callee->walk([&](Operation *op) {
      if (op->getParentOp() == callee.getOperation() &&
          op->hasTrait<OpTrait::ReturnLike>() && index < op->getNumOperands())
        all &= exactOf(op->getOperand(index));
    });
    return answer(all);
  }
  return true;
}

const std::optional<SmallVector<CallOpInterface>> &
WarpExactness::callsOf(FunctionOpInterface func) {
  if (auto it = calls.find(func); it != calls.end())
    return it->second;
  // Every use of a symbol in the table that holds the function, found in
  // one walk for all its functions: a function's calls are known when every
  // use of its symbol is a call of it.
  Operation *table = SymbolTable::getNearestSymbolTable(func);
  calls.try_emplace(func, SmallVector<CallOpInterface>());
  if (!table)
    return calls[func] = std::nullopt;
  for (Operation &op : table->getRegion(0).getOps())
    if (isa<FunctionOpInterface>(op))
      calls.try_emplace(&op, SmallVector<CallOpInterface>());
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(&table->getRegion(0));
  if (!uses) {
    for (auto &[function, found] : calls)
      if (SymbolTable::getNearestSymbolTable(function) == table)
        found = std::nullopt;
    return calls[func];
  }
  for (const SymbolTable::SymbolUse &use : *uses) {
    Operation *target =
        SymbolTable::lookupNearestSymbolFrom(use.getUser(), use.getSymbolRef());
    auto it = target ? calls.find(target) : calls.end();
    if (it == calls.end() || !it->second)
      continue;
    auto call = dyn_cast<CallOpInterface>(use.getUser());
    if (call && call.getCallableForCallee() ==
                    CallInterfaceCallable(use.getSymbolRef()))
      it->second->push_back(call);
    else
      it->second = std::nullopt;
  }
  // A function others may call is not known by its calls here: a public
  // one (from another module linked with the PTX), or one that assembly
  // names (inline PTX or module asm may call it, or take its address, by
  // its PTX name, with any mask in a warp parameter: issue 27 rounds 18,
  // 19).
  std::shared_ptr<SymbolSnapshot> snapshot = SymbolSnapshot::get(table);
  for (auto &[function, found] : calls) {
    auto symbol = dyn_cast<SymbolOpInterface>(function);
    if (SymbolTable::getNearestSymbolTable(function) == table &&
        (!symbol || !symbol.isPrivate() ||
         snapshot->namedByAsm(symbol.getName())))
      found = std::nullopt;
  }
  return calls[func];
}

std::optional<LanesAttr>
WarpExactness::evaluateRunning(Value warp, SmallVectorImpl<Node> &missing) {
  auto type = dyn_cast<WarpType>(warp.getType());
  if (!type)
    return LanesAttr();
  auto exactOf = [&](Value other) {
    return lookup(exact, other, Query::Exact, missing);
  };
  auto runningOf = [&](Value other) {
    return lookup(running, other, Query::Running, missing);
  };
  LanesAttr own = type.getLanes().getDynamic() ? LanesAttr() : type.getLanes();

  // A warp's block runs exactly the lanes of the exact warp it descends
  // from: warp values move between blocks only where all their lanes go
  // (W5, W17), and diverge and merge do not change which lanes run.
  if (auto diverge = warp.getDefiningOp<DivergeOp>())
    return runningOf(diverge.getWarp());
  std::optional<bool> isExactHere = exactOf(warp);
  if (!isExactHere)
    return std::nullopt;
  if (*isExactHere)
    return own;
  auto merge = warp.getDefiningOp<MergeOp>();
  if (!merge)
    return LanesAttr();
  std::optional<LanesAttr> lhs = runningOf(merge.getLhs());
  std::optional<LanesAttr> rhs = runningOf(merge.getRhs());
  if (!lhs || !rhs)
    return std::nullopt;
  return *lhs == *rhs ? *lhs : LanesAttr();
}
