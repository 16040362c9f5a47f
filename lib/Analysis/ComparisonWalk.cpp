//===- ComparisonWalk.cpp - The input through values -----------------------===//
//
// Part of warptile. ComparisonWalk (ComparisonWalk.h) over values: the
// uses of the input and of what is computed from it, the regions their
// comparisons cut, the values regions yield, callees' parameters, and what
// functions return to their calls.
//
//===----------------------------------------------------------------------===//

#include "ComparisonWalk.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::warptile;
using namespace mlir::warptile::detail;
using llvm::APInt;
using llvm::ConstantRange;

bool ComparisonWalk::run() {
  while (!work.empty() || readsStale) {
    if (work.empty()) {
      if (!followReadsOfWritten())
        return false;
      continue;
    }
    auto [current, depth] = work.pop_back_val();
    for (OpOperand &use : current.getUses()) {
      Operation *user = use.getOwner();
      // What is computed from `at`'s own result (`100 / n == 0`) tells
      // LLVM nothing where `at` runs. Any other use may, wherever it is:
      // LLVM sinks `at` to its uses, past a later guard, and reads an
      // assume at earlier points of its block (round 42).
      if (user == at || user == ignore)
        continue;
      Step step;
      // A function's return: what its calls give back is computed from
      // it (round 47: a helper that returns a load of memory the input
      // was written to, which LLVM inlines and forwards).
      if (user->hasTrait<OpTrait::ReturnLike>() &&
          isa_and_nonnull<FunctionOpInterface>(user->getParentOp()))
        step = followReturn(use, depth);
      else if (isa<RegionBranchTerminatorOpInterface>(user))
        step = followYield(use, depth);
      else if (std::optional<llvm::CmpInst::Predicate> predicate =
                   predicateOf(user))
        step = readComparison(use, current, *predicate);
      else
        step = followFunction(use, depth);
      if (step == Step::Unsafe)
        return false;
    }
  }
  return true;
}

ComparisonWalk::Step ComparisonWalk::followYield(OpOperand &use,
                                                 unsigned depth) {
  // A value a region yields: the region op's result (or the next region's
  // argument) it becomes is computed from the input (round 38: `scf.if (m
  // == 0) { yield n } else { yield n + 0 }` folds to `n`), and equal to it
  // where every value that reaches it is. An operand that decides where
  // control goes (scf.condition's first) decides control, and so does a
  // return (to callers LLVM may inline it into).
  Operation *user = use.getOwner();
  auto terminator = cast<RegionBranchTerminatorOpInterface>(user);
  auto branch = dyn_cast_or_null<RegionBranchOpInterface>(user->getParentOp());
  if (!branch)
    return Step::Unsafe;
  SmallVector<RegionSuccessor> successors;
  SmallVector<Attribute> constants(user->getNumOperands(), nullptr);
  terminator.getSuccessorRegions(constants, successors);
  bool forwarded = false;
  for (RegionSuccessor &successor : successors) {
    OperandRange operands = terminator.getSuccessorOperands(successor);
    unsigned number = use.getOperandNumber();
    if (operands.empty() || number < operands.getBeginOperandIndex() ||
        number >= operands.getBeginOperandIndex() + operands.size())
      continue;
    forwarded = true;
    unsigned index = number - operands.getBeginOperandIndex();
    ValueRange inputs = successor.getSuccessorInputs();
    if (index >= inputs.size())
      continue;
    SmallVector<Value> incoming;
    branch.getPredecessorValues(successor, index, incoming);
    if (llvm::all_of(incoming, [&](Value v) { return aliases.contains(v); }))
      aliases.insert(inputs[index]);
    if (!follow(inputs[index], depth))
      return Step::Unsafe;
  }
  return forwarded ? Step::Read : Step::Unsafe;
}

ComparisonWalk::Step ComparisonWalk::followReturn(OpOperand &use,
                                                  unsigned depth) {
  auto function = cast<FunctionOpInterface>(use.getOwner()->getParentOp());
  Operation *table = SymbolTable::getNearestSymbolTable(function->getParentOp());
  std::optional<SymbolTable::UseRange> uses =
      table ? SymbolTable::getSymbolUses(function, table) : std::nullopt;
  if (!uses)
    return Step::Unsafe;
  for (const SymbolTable::SymbolUse &symbolUse : *uses) {
    auto call = dyn_cast<CallOpInterface>(symbolUse.getUser());
    // A function whose address is taken returns to calls not seen.
    if (!call || dyn_cast<SymbolRefAttr>(call.getCallableForCallee()) !=
                     symbolUse.getSymbolRef())
      return Step::Unsafe;
    unsigned index = use.getOperandNumber();
    if (index < call->getNumResults() &&
        !follow(call->getResult(index), depth))
      return Step::Unsafe;
  }
  return Step::Read;
}

ComparisonWalk::Step
ComparisonWalk::readComparison(OpOperand &use, Value current,
                               llvm::CmpInst::Predicate predicate) {
  Operation *user = use.getOwner();
  // A value computed from the input, compared with anything: LLVM may
  // read it back into a range of the input (round 41: `(n ^ m) != m` is
  // `n != 0`, `((n + m) - 40) != m` is `n != 40`).
  if (user->getNumOperands() != 2 || !aliases.contains(current))
    return Step::Unsafe;
  Value other = user->getOperand(1 - use.getOperandNumber());
  llvm::CmpInst::Predicate pred =
      use.getOperandNumber() == 0 ? predicate
                                  : llvm::CmpInst::getSwappedPredicate(predicate);
  std::optional<APInt> constant = facts.exact(other);
  if (constant && constant->getBitWidth() == width) {
    regions.push_back(
        {user, ConstantRange::makeExactICmpRegion(pred, *constant)});
    return Step::Read;
  }
  // Against a value LLVM may compute but ValueFacts does not, or one
  // computed from the input too (`n != n + 0`): nothing is shown.
  if (known(other) || slice.contains(other))
    return Step::Unsafe;
  // A relation: LLVM reads a range of the input from what it knows of the
  // other side there (round 36: `n != m` after `if (m != 0) exit;` is `n ==
  // 0`). That is one of the other side's cells.
  std::optional<SmallVector<ConstantRange>> contexts =
      facts.contextsOf(other, at, user);
  if (!contexts || other.getType() != value.getType())
    return Step::Unsafe;
  SmallVector<ConstantRange> options;
  for (const ConstantRange &context : *contexts) {
    options.push_back(ConstantRange::makeAllowedICmpRegion(pred, context));
    options.push_back(ConstantRange::makeAllowedICmpRegion(
        llvm::CmpInst::getInversePredicate(pred), context));
  }
  relations.push_back(std::move(options));
  return Step::Read;
}

ComparisonWalk::Step ComparisonWalk::followFunction(OpOperand &use,
                                                    unsigned depth) {
  // A value computed from the input that decides control or an assumption
  // (a branch, an op with regions such as scf.if or scf.index_switch, a
  // select's condition, an assume, a float comparison): LLVM may read it
  // back into a range of the input there (round 35: `trunc(umin(n, 1))`,
  // `usub.with.overflow(n, 1)`, `fcmp (sitofp n), 0.0`, a switch).
  Operation *user = use.getOwner();
  StringRef name = user->getName().getStringRef();
  if (user->getNumSuccessors() != 0 || user->getNumRegions() != 0 ||
      (arithOf(user) == Arith::Select && use.getOperandNumber() == 0) ||
      name == "llvm.intr.assume" || name == "cf.assert" ||
      name == "index.cmp" || name == "arith.cmpf" || name == "llvm.fcmp")
    return Step::Unsafe;
  // A call: LLVM inlines a callee it sees, so the callee's parameter is
  // the input there (a spin `while (x != 0);` in it tells LLVM `n == 0`
  // after the call: round 43); what it returns is computed from it.
  // A call of an intrinsic through a declaration writes as the intrinsic
  // does (followWrite).
  if (callsIntrinsic(user))
    if (std::optional<Step> step = followWrite(use, depth))
      return *step;
  if (auto call = dyn_cast<CallOpInterface>(user)) {
    OperandRange arguments = call.getArgOperands();
    unsigned number = use.getOperandNumber();
    auto callee =
        dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
    if (callee && !callee.isExternal() && !arguments.empty() &&
        number >= arguments.getBeginOperandIndex() &&
        number < arguments.getBeginOperandIndex() + arguments.size()) {
      unsigned index = number - arguments.getBeginOperandIndex();
      Block &entry = callee.getFunctionBody().front();
      if (index < entry.getNumArguments()) {
        Value parameter = entry.getArgument(index);
        if (aliases.contains(use.get()))
          aliases.insert(parameter);
        if (!follow(parameter, depth))
          return Step::Unsafe;
      }
    }
    for (Value result : user->getResults())
      if (!follow(result, depth))
        return Step::Unsafe;
    return Step::Read;
  }
  // A write of it to memory: what reads that memory may read it.
  if (std::optional<Step> step = followWrite(use, depth))
    return *step;
  // Any other op: what it gives back is computed from the input (LLVM
  // folds `llvm.call_intrinsic "llvm.umax.i32"(n, 0)` to `n`, a compared
  // load of a constant table at the input's index to a comparison of the
  // index, a masked load to its passthru, the size of an alloca of `n`
  // bytes: round 46), but inline assembly's, which LLVM does not read.
  if (isa<LLVM::InlineAsmOp>(user) || name == "nvvm.inline_ptx")
    return Step::Read;
  for (Value result : user->getResults())
    if (!follow(result, depth))
      return Step::Unsafe;
  return Step::Read;
}
