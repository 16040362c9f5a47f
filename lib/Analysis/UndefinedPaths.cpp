//===- UndefinedPaths.cpp - Paths LLVM deletes, as the checkers ask -------===//
//
// Part of warptile. See UndefinedPaths.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/UndefinedPaths.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/UndefinedOps.h"
#include "warptile/Analysis/ValueFacts.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/RegionGraphTraits.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/Mutex.h"

using namespace mlir;
using namespace mlir::warptile;

std::optional<UndefinedFinding>
UndefinedPaths::find(Operation *op, const UndefinedScope &scope) {
  std::optional<UndefinedFinding> finding;
  if (auto call = dyn_cast<CallOpInterface>(op)) {
    // By name or through the address of a function (round 53).
    Operation *callee = calledFunction(call, &unreachables.symbolTables());
    if (callee && isa<SymbolOpInterface>(callee)) {
      if (isUndefinedCall(call, callee))
        finding = {UndefinedKind::Call, callee};
      else if (unreachables.isAlwaysUndefinedFunction(callee))
        finding = {UndefinedKind::CalledFunction, callee};
    }
  }
  if (finding) {
    // Found by the op's kind; ranges decide nothing more.
  } else if (isUndefinedAccess(op, /*readCallees=*/true)) {
    finding = {UndefinedKind::Store};
  } else if (isUndefinedBranch(op)) {
    finding = {UndefinedKind::PoisonBranch};
  } else if (unreachables.isReached(op)) {
    // The `unreachable` a helper's body begins with (C++23's
    // `std::unreachable()`) is judged at each call (CalledFunction), where
    // the caller's ranges may show the call never runs (round 55 h5).
    Operation *function = op->getParentOp();
    bool judgedAtCalls = isa_and_nonnull<FunctionOpInterface>(function) &&
                         op->getBlock()->isEntryBlock() &&
                         !isKernelFunction(function);
    if (!judgedAtCalls)
      finding = {UndefinedKind::Unreachable};
  } else if (Value condition = assumedCondition(op)) {
    std::optional<APInt> value = facts.exact(condition);
    bool shownTrue = value && value->getBitWidth() == 1 && value->isOne();
    bool shownFalse = value && value->getBitWidth() == 1 && value->isZero();
    if (isFalseAssume(op) || shownFalse)
      finding = {UndefinedKind::FalseAssume};
    else if (shownTrue)
      return std::nullopt;
    // Threads where it fails are undefined: LLVM may take their paths as
    // unreachable and fold the tests that lead there (round 53:
    // `assume(lane < 16)` made `if (lane < 16)` around a 16-lane shuffle
    // vanish).
    else if (!scope.isUniform(condition))
      finding = {UndefinedKind::VaryingAssume};
  } else if (op->getNumSuccessors() != 0 && op == &op->getBlock()->back() &&
             isEndlessLoopEntry(op->getBlock())) {
    finding = {UndefinedKind::EndlessLoop};
  }
  // An op in a block no branch enters is never undefined (asked last: the
  // ranges cost).
  if (finding && isNeverEntered(op->getBlock()))
    return std::nullopt;
  return finding;
}

void UndefinedPaths::describe(InFlightDiagnostic &diag, Operation *op,
                              const UndefinedFinding &finding,
                              StringRef threads) {
  auto calleeName = [&] {
    return SymbolRefAttr::get(
        op->getContext(), cast<SymbolOpInterface>(finding.callee).getName());
  };
  switch (finding.kind) {
  case UndefinedKind::Call:
    diag << "the call of " << calleeName() << " is undefined (";
    if (isKernelFunction(finding.callee))
      diag << "it is a kernel, which device code launches, never calls";
    else
      diag << "its calling convention, " << callingConventionName(op)
           << ", is not the callee's, "
           << callingConventionName(finding.callee);
    diag << ")";
    break;
  case UndefinedKind::CalledFunction:
    diag << "the call of " << calleeName()
         << " is undefined (its body begins with an `unreachable` that the "
            "call reaches)";
    break;
  case UndefinedKind::Store:
    diag << "the "
         << (isLoadAccess(op) ? "load" : "store")
         << "'s address may be null, undef or poison, which is undefined";
    break;
  case UndefinedKind::PoisonBranch:
    diag << "branches on a value that is undef or poison (a shift by the "
            "width or more, a division by zero, or what they flow into), "
            "which is undefined";
    break;
  case UndefinedKind::Unreachable:
    diag << "an `unreachable` that threads may reach (nothing before it in "
            "its block may end the thread or not return) is undefined";
    break;
  case UndefinedKind::FalseAssume:
    diag << "assumes a condition that is false, undef or poison, which is "
            "undefined";
    break;
  case UndefinedKind::VaryingAssume:
    diag << "assumes a condition that differs between " << threads
         << " and that the checker cannot show true on every "
         << threads.drop_back() << "; where it is false the program is "
                                   "undefined";
    break;
  case UndefinedKind::EndlessLoop:
    diag << "enters a loop that never exits and has no side effects, in a "
            "function or loop that must make progress (`mustprogress`), "
            "which is undefined";
    break;
  }
  if (finding.callee)
    diag.attachNote(finding.callee->getLoc()) << "the callee";
}

bool UndefinedPaths::isShownTrue(Value condition) {
  std::optional<APInt> value = facts.exact(condition);
  return value && value->getBitWidth() == 1 && value->isOne();
}

bool UndefinedPaths::isNeverEntered(Block *block) {
  if (!block)
    return false;
  auto decided = [&](Value condition) -> std::optional<bool> {
    std::optional<APInt> value = facts.exact(condition);
    if (!value || value->getBitWidth() != 1)
      return std::nullopt;
    return value->isOne();
  };
  if (block->isEntryBlock()) {
    auto branch = dyn_cast_or_null<scf::IfOp>(block->getParentOp());
    if (!branch)
      return false;
    std::optional<bool> taken = decided(branch.getCondition());
    bool isThen = block->getParent() == &branch.getThenRegion();
    return taken && *taken != isThen;
  }
  if (block->hasNoPredecessors())
    return false; // unreachable code is the uniformity analysis's
  for (Block *pred : block->getPredecessors()) {
    Operation *terminator = pred->getTerminator();
    if (isSwitchDefaultNeverTaken(terminator, block))
      continue;
    if (!terminator || terminator->getNumSuccessors() != 2 ||
        !terminator->getNumOperands() ||
        !llvm::is_contained(
            {StringRef("llvm.cond_br"), StringRef("cf.cond_br")},
            terminator->getName().getStringRef()))
      return false;
    std::optional<bool> taken = decided(terminator->getOperand(0));
    if (!taken)
      return false;
    Block *chosen = terminator->getSuccessor(*taken ? 0 : 1);
    if (chosen == block)
      return false;
  }
  return true;
}

/// Whether `terminator` is a switch that enters `block` only as its
/// default, and every value its flag's range holds is a case: `switch (n &
/// 1) { case 0: case 1: ...; default: __builtin_unreachable(); }`.
bool UndefinedPaths::isSwitchDefaultNeverTaken(Operation *terminator,
                                               Block *block) {
  StringRef name = terminator ? terminator->getName().getStringRef() : "";
  if ((name != "llvm.switch" && name != "cf.switch") ||
      terminator->getNumOperands() == 0 ||
      terminator->getNumSuccessors() == 0 ||
      terminator->getSuccessor(0) != block)
    return false;
  for (unsigned i = 1; i < terminator->getNumSuccessors(); ++i)
    if (terminator->getSuccessor(i) == block)
      return false;
  auto cases = terminator->getAttrOfType<DenseIntElementsAttr>("case_values");
  std::optional<llvm::ConstantRange> range =
      facts.range(terminator->getOperand(0));
  if (!cases || !range || range->isEmptySet() || range->isFullSet() ||
      range->isWrappedSet() ||
      (range->getUpper() - range->getLower()).ugt(64))
    return false;
  llvm::SmallSet<uint64_t, 16> covered;
  for (const APInt &value : cases.getValues<APInt>())
    covered.insert(value.getZExtValue());
  APInt value = range->getLower();
  for (uint64_t i = 0,
                n = (range->getUpper() - range->getLower()).getZExtValue();
       i < n; ++i, ++value)
    if (!covered.contains(value.getZExtValue()))
      return false;
  return true;
}

/// The intrinsics that do nothing LLVM counts as progress (`llvm.sideeffect`
/// is there to be progress, and is not one of them).
static bool askLLVMIfQuiet(StringRef name, llvm::LLVMContext &context) {
  llvm::Intrinsic::ID id = llvm::Intrinsic::lookupIntrinsicID(
      (Twine("llvm.") + name).str());
  if (id != llvm::Intrinsic::not_intrinsic) {
    llvm::AttributeSet attributes =
        llvm::Intrinsic::getFnAttributes(context, id);
    if (attributes.getMemoryEffects().doesNotAccessMemory() &&
        attributes.hasAttribute(llvm::Attribute::WillReturn))
      return true;
  }
  return llvm::is_contained(
             {StringRef("assume"), StringRef("donothing"),
              StringRef("dbg.value"), StringRef("dbg.declare"),
              StringRef("dbg.label"),
              StringRef("experimental.noalias.scope.decl"),
              StringRef("invariant.start"), StringRef("invariant.end")},
             name) ||
         name.starts_with("lifetime.");
}

static bool isQuietIntrinsic(StringRef name) {
  name.consume_front("llvm.intr.");
  name.consume_front("llvm.");
  // What LLVM itself says touches no memory and returns (`smax`, the
  // special registers: round 58 h2): dead code, deleted with the loop.
  // Asked once per name; the answers are shared by every thread.
  static llvm::LLVMContext context;
  static llvm::StringMap<bool> answers;
  static llvm::sys::SmartMutex<true> lock;
  llvm::sys::SmartScopedLock<true> guard(lock);
  auto [it, inserted] = answers.try_emplace(name, false);
  if (inserted)
    it->second = askLLVMIfQuiet(name, context);
  return it->second;
}

/// A declaration that says it returns and reads or writes no memory
/// (`willreturn` and `memory(none)`).
static bool isPureDeclaration(Operation *function) {
  bool noMemory = hasFunctionAttribute(function, "readnone") ||
                  hasFunctionAttribute(function, "memory(none)");
  if (auto effects = function->getAttrOfType<LLVM::MemoryEffectsAttr>(
          "memory_effects"))
    noMemory |= effects.getOther() == LLVM::ModRefInfo::NoModRef &&
                effects.getArgMem() == LLVM::ModRefInfo::NoModRef &&
                effects.getInaccessibleMem() == LLVM::ModRefInfo::NoModRef;
  return noMemory && hasFunctionAttribute(function, "willreturn");
}

/// Whether `op` does nothing LLVM counts as progress: no write, no volatile
/// or atomic access, no assembly, nothing unknown. Plain loads are no
/// progress (a spin on a plain load is undefined in C++ too); nor are a
/// call of a function whose body makes none (LLVM inlines it), of
/// libdevice, or of a declaration that says it returns and touches no
/// memory, and the intrinsics that do nothing (round 56 h2: `for (;;)
/// nop();`, `llvm.donothing`, `assume(true)`).
bool UndefinedPaths::makesNoProgress(Operation *op,
                                     Operation **definedCallee) {
  if (isa<LLVM::BrOp, LLVM::CondBrOp, LLVM::SwitchOp, LLVM::AllocaOp>(op))
    return true;
  // Plain memory accesses are no progress in C++ (only volatile and
  // atomic ones, synchronisation and I/O are): LLVM deletes `for (;;)
  // out[0] = lane;` in a mustprogress function (round 57 h2).
  // Atomics count only on memory other threads may see: LLVM promotes an
  // alloca's (round 58 h2: a monotonic load of an alloca).
  auto local = [](Value address) {
    Value root = addressRoot(address);
    return root && isa_and_nonnull<LLVM::AllocaOp>(root.getDefiningOp());
  };
  if (auto load = dyn_cast<LLVM::LoadOp>(op))
    return !load.getVolatile_() &&
           (load.getOrdering() == LLVM::AtomicOrdering::not_atomic ||
            local(load.getAddr()));
  if (auto store = dyn_cast<LLVM::StoreOp>(op))
    return !store.getVolatile_() &&
           (store.getOrdering() == LLVM::AtomicOrdering::not_atomic ||
            local(store.getAddr()));
  if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op))
    return !rmw.getVolatile_() && local(rmw.getPtr());
  if (auto cmpxchg = dyn_cast<LLVM::AtomicCmpXchgOp>(op))
    return !cmpxchg.getVolatile_() && local(cmpxchg.getPtr());
  // A fence alone orders nothing: LICM hoists it out of a loop with no
  // other access, and the loop is deleted (round 58 h2).
  StringRef name = op->getName().getStringRef();
  if (isa<LLVM::FenceOp>(op) || name.starts_with("nvvm.fence") ||
      name.starts_with("nvvm.membar"))
    return true;
  // Assembly that says it has no side effects is pure: dead without a use,
  // hoisted or deleted with one.
  if (auto assembly = dyn_cast<LLVM::InlineAsmOp>(op))
    return !assembly.getHasSideEffects();
  if (llvm::is_contained({StringRef("llvm.intr.memset"),
                          StringRef("llvm.intr.memcpy"),
                          StringRef("llvm.intr.memmove"),
                          StringRef("llvm.intr.memset.inline"),
                          StringRef("llvm.intr.memcpy.inline")},
                         name)) {
    auto isVolatile = op->getAttrOfType<BoolAttr>("isVolatile");
    return isVolatile && !isVolatile.getValue();
  }
  if (llvm::is_contained({StringRef("memref.load"), StringRef("memref.store"),
                          StringRef("memref.alloca"),
                          StringRef("llvm.intr.masked.load"),
                          StringRef("llvm.intr.masked.store"),
                          StringRef("llvm.intr.stacksave"),
                          StringRef("llvm.intr.stackrestore")},
                         name))
    return true;
  if (name.starts_with("llvm.intr.") && isQuietIntrinsic(name))
    return true;
  if (name == "llvm.call_intrinsic") {
    auto intrin = op->getAttrOfType<StringAttr>("intrin");
    return intrin && isQuietIntrinsic(intrin.getValue());
  }
  if (auto call = dyn_cast<CallOpInterface>(op)) {
    auto callee = dyn_cast_if_present<FunctionOpInterface>(
        calledFunction(call, &unreachables.symbolTables()));
    if (!callee)
      return false;
    StringRef calleeName =
        cast<SymbolOpInterface>(callee.getOperation()).getName();
    if (callee.isExternal())
      return calleeName.starts_with("__nv_") || isQuietIntrinsic(calleeName) ||
             isPureDeclaration(callee);
    if (definedCallee) {
      *definedCallee = callee;
      return true; // as quiet as the callee
    }
    return isQuietFunction(callee);
  }
  return op->isRegistered() && isMemoryEffectFree(op) &&
         op->getNumRegions() == 0;
}

/// Whether the body of the defined function `function` makes no progress
/// (makesNoProgress of each op, a call as its callee). Answered for every
/// function it reaches at once, without recursion (round 58a: a chain of
/// 3,000 calls overflowed the stack; a call graph of 38 functions took
/// exponential time): the functions whose own ops make progress, and
/// their callers, make progress; the rest, cycles included, are quiet
/// (LLVM may delete an endless recursion that does nothing, too).
bool UndefinedPaths::isQuietFunction(Operation *function) {
  if (auto it = quietFunctions.find(function); it != quietFunctions.end())
    return it->second;
  llvm::SetVector<Operation *> reached;
  llvm::DenseMap<Operation *, SmallVector<Operation *>> callers;
  SmallVector<Operation *> noisy;
  reached.insert(function);
  for (unsigned next = 0; next < reached.size(); ++next) {
    Operation *current = reached[next];
    bool progress = false;
    current->walk([&](Operation *inner) {
      if (inner == current || inner->hasTrait<OpTrait::ReturnLike>())
        return WalkResult::advance();
      Operation *callee = nullptr;
      if (!makesNoProgress(inner, &callee)) {
        progress = true;
        return WalkResult::interrupt();
      }
      if (!callee)
        return WalkResult::advance();
      if (auto it = quietFunctions.find(callee); it != quietFunctions.end()) {
        progress = !it->second;
        return progress ? WalkResult::interrupt() : WalkResult::advance();
      }
      reached.insert(callee);
      callers[callee].push_back(current);
      return WalkResult::advance();
    });
    if (progress)
      noisy.push_back(current);
  }
  llvm::DenseSet<Operation *> makesProgress(noisy.begin(), noisy.end());
  while (!noisy.empty())
    for (Operation *caller : callers.lookup(noisy.pop_back_val()))
      if (makesProgress.insert(caller).second)
        noisy.push_back(caller);
  for (Operation *reachedFunction : reached)
    quietFunctions[reachedFunction] = !makesProgress.contains(reachedFunction);
  return quietFunctions[function];
}

/// Whether the branch `op` carries a loop annotation that says the loop
/// must make progress.
static bool annotatedMustProgress(Operation *op) {
  LLVM::LoopAnnotationAttr annotation;
  if (auto branch = dyn_cast<LLVM::BrOp>(op))
    annotation = branch.getLoopAnnotationAttr();
  else if (auto branch = dyn_cast<LLVM::CondBrOp>(op))
    annotation = branch.getLoopAnnotationAttr();
  return annotation && annotation.getMustProgress() &&
         annotation.getMustProgress().getValue();
}

/// Whether the branch ending `block` enters a loop that never exits and
/// makes no progress in a function or loop that must make progress: LLVM
/// deletes the loop (a thread may take it to end), and then, as nothing
/// follows it, the path into it (round 54 h6: `if (lane >= 16) for (;;);`
/// in clang's output). Computed once per region: the blocks that reach a
/// return or an op that makes progress are not trapped; of the others,
/// those that reach a must-progress cycle and are entered from a block
/// that is not trapped (or begin the region) are the entries.
bool UndefinedPaths::isEndlessLoopEntry(Block *block) {
  Region *region = block->getParent();
  auto [it, inserted] = endlessEntries.try_emplace(region);
  if (!inserted)
    return it->second.contains(block);
  llvm::DenseSet<Block *> &entries = it->second;
  Operation *function = region->getParentOp();
  if (!isa<FunctionOpInterface>(function))
    return false;
  // clang marks every C++ function `mustprogress`.
  bool wholeFunction = hasFunctionAttribute(function, "mustprogress");
  // Blocks from which a thread may leave (a return, anything but a plain
  // branch) or make progress: every block that reaches one.
  llvm::DenseSet<Block *> escapes;
  SmallVector<Block *> worklist;
  for (Block &b : *region) {
    bool quiet =
        llvm::all_of(b, [&](Operation &op) { return makesNoProgress(&op); });
    Operation *terminator = b.empty() ? nullptr : &b.back();
    bool leaves = !terminator || terminator->getNumSuccessors() == 0;
    bool undefinedEnd =
        terminator && (terminator->getName().getStringRef() ==
                           "llvm.unreachable" ||
                       terminator->getName().getStringRef() ==
                           "ub.unreachable");
    if (!quiet || (leaves && !undefinedEnd))
      if (escapes.insert(&b).second)
        worklist.push_back(&b);
  }
  while (!worklist.empty()) {
    Block *b = worklist.pop_back_val();
    for (Block *pred : b->getPredecessors())
      if (escapes.insert(pred).second)
        worklist.push_back(pred);
  }
  // The cycles (strongly connected components with an edge inside) of
  // trapped blocks that must make progress; the trapped blocks that reach
  // one.
  llvm::DenseSet<Block *> endless;
  for (auto scc = llvm::scc_begin(region); !scc.isAtEnd(); ++scc) {
    const std::vector<Block *> &blocks = *scc;
    if (escapes.contains(blocks.front()))
      continue;
    if (!scc.hasCycle())
      continue;
    bool progress = wholeFunction || llvm::any_of(blocks, [](Block *b) {
                      return !b->empty() && annotatedMustProgress(&b->back());
                    });
    if (progress)
      for (Block *b : blocks)
        if (endless.insert(b).second)
          worklist.push_back(b);
  }
  while (!worklist.empty()) {
    Block *b = worklist.pop_back_val();
    for (Block *pred : b->getPredecessors())
      if (!escapes.contains(pred) && endless.insert(pred).second)
        worklist.push_back(pred);
  }
  for (Block *b : endless) {
    bool entered = b->isEntryBlock();
    for (Block *pred : b->getPredecessors())
      entered |= !endless.contains(pred);
    if (entered)
      entries.insert(b);
  }
  return entries.contains(block);
}
