//===- GuardCells.cpp - What LLVM may know of an input at an op -----------===//
//
// Part of warptile. ValueFacts::conditionsLeave: which sets of an input's
// values LLVM may hold at an op, from the comparisons of the input (and of
// values equal to it) with constants, its relations to other values, and
// the guards around the op; and whether each set holds a safe value. Three
// steps: the walk over the input's uses (ComparisonWalk), the regions the
// guards around the op take (regionsTaken), and the enumeration of the
// sets (everySetHoldsSafe). contextsOf reads the other side of a
// relation with the same walk. The walk follows the input through memory
// too: what reads the objects it is written to (MemoryObjects.h) reads it.
//
//===----------------------------------------------------------------------===//

#include "IntegerOps.h"
#include "warptile/Analysis/MemoryObjects.h"
#include "warptile/Analysis/ValueFacts.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"

#include <functional>

using namespace mlir;
using namespace mlir::warptile;
using namespace mlir::warptile::detail;
using llvm::APInt;
using llvm::ConstantRange;

namespace {
/// A set of the values of `width` bits, as disjoint unsigned intervals
/// [lo, hi) (hi has width + 1 bits): exact under intersection, where a
/// ConstantRange would round up to one interval.
struct ValueSet {
  unsigned width = 0;
  SmallVector<std::pair<APInt, APInt>, 2> parts;

  static ValueSet of(const ConstantRange &range) {
    ValueSet set;
    set.width = range.getBitWidth();
    unsigned wide = set.width + 1;
    APInt top = APInt::getOneBitSet(wide, set.width);
    if (range.isFullSet()) {
      set.parts.push_back({APInt::getZero(wide), top});
      return set;
    }
    if (range.isEmptySet())
      return set;
    APInt lo = range.getLower().zext(wide), hi = range.getUpper().zext(wide);
    if (lo.ult(hi)) {
      set.parts.push_back({lo, hi});
    } else {
      if (!hi.isZero())
        set.parts.push_back({APInt::getZero(wide), hi});
      set.parts.push_back({lo, top});
    }
    return set;
  }
  ValueSet intersect(const ValueSet &other) const {
    ValueSet set;
    set.width = width;
    for (const auto &[alo, ahi] : parts)
      for (const auto &[blo, bhi] : other.parts) {
        APInt lo = alo.ugt(blo) ? alo : blo, hi = ahi.ult(bhi) ? ahi : bhi;
        if (lo.ult(hi))
          set.parts.push_back({lo, hi});
      }
    return set;
  }
  bool empty() const { return parts.empty(); }
};

/// The unsigned bounds of `regions`' intervals, with 0, sorted: the cells
/// between them are each inside or outside every region.
SmallVector<APInt> cellBounds(ArrayRef<ConstantRange> regions,
                              unsigned width) {
  SmallVector<APInt> bounds{APInt::getZero(width)};
  for (const ConstantRange &region : regions)
    if (!region.isFullSet() && !region.isEmptySet()) {
      bounds.push_back(region.getLower());
      bounds.push_back(region.getUpper());
    }
  llvm::sort(bounds, [](const APInt &a, const APInt &b) { return a.ult(b); });
  bounds.erase(std::unique(bounds.begin(), bounds.end()), bounds.end());
  return bounds;
}
} // namespace


/// What LLVM may know of `value` at any one point from its comparisons
/// with constants in its function: the cells those cut (within its
/// range); std::nullopt past 16 of them.
std::optional<SmallVector<ConstantRange>>
ValueFacts::contextsOf(Value value, Operation *at, Operation *relation) {
  std::optional<ConstantRange> range = this->range(value);
  if (!range)
    return std::nullopt;
  unsigned width = range->getBitWidth();
  // Anything else LLVM may learn of it (a comparison of a function of it,
  // a comparand it folds, a relation of its own, two deep: round 37)
  // makes it unknown: the same walk, with every value safe.
  if (relationDepth >= 2)
    return std::nullopt;
  // A value LLVM may know through what it is computed from (a load it may
  // forward a store to) is unknown unless its range says all of it; so is
  // one computed from an input, which LLVM may know from the input's own
  // guards (round 43: `n != (m & 7)` after `if (m != 0) exit;`).
  if (!isOpaque(value)) {
    if (range->isFullSet())
      return std::nullopt;
    SmallVector<Value> work{value};
    llvm::DenseSet<Value> seen{value};
    while (!work.empty()) {
      Value current = work.pop_back_val();
      if (current != value && isOpaque(current))
        return std::nullopt;
      Operation *def = current.getDefiningOp();
      if (!def)
        continue;
      if (seen.size() > 256)
        return std::nullopt;
      for (Value operand : def->getOperands())
        if (seen.insert(operand).second)
          work.push_back(operand);
    }
  }
  ++relationDepth;
  bool plain = conditionsLeave(value, at,
                               ConstantRange(width, /*isFullSet=*/true),
                               relation);
  --relationDepth;
  // Its own relations (a chain: `m2 != m` after `m != 0`) are not read
  // into cells here: unknown.
  if (!plain || lastHadRelations)
    return std::nullopt;
  SmallVector<ConstantRange> regions;
  for (OpOperand &use : value.getUses()) {
    std::optional<llvm::CmpInst::Predicate> predicate =
        predicateOf(use.getOwner());
    if (!predicate || use.getOwner()->getNumOperands() != 2)
      continue;
    std::optional<APInt> constant =
        exact(use.getOwner()->getOperand(1 - use.getOperandNumber()));
    if (!constant || constant->getBitWidth() != width)
      continue;
    regions.push_back(ConstantRange::makeExactICmpRegion(
        use.getOperandNumber() == 0
            ? *predicate
            : llvm::CmpInst::getSwappedPredicate(*predicate),
        *constant));
  }
  SmallVector<APInt> bounds = cellBounds(regions, width);
  if (bounds.size() > 16)
    return std::nullopt;
  SmallVector<ConstantRange> cells;
  for (size_t i = 0; i < bounds.size(); ++i) {
    APInt upper = i + 1 < bounds.size() ? bounds[i + 1] : APInt::getZero(width);
    ConstantRange cell =
        ConstantRange::getNonEmpty(bounds[i], upper).intersectWith(*range);
    if (!cell.isEmptySet())
      cells.push_back(cell);
  }
  return cells;
}

bool ValueFacts::conditionsLeave(Value value, Operation *at,
                                 const ConstantRange &safe,
                                 Operation *ignore) {
  if (safe.getBitWidth() != scalarWidth(value.getType()))
    return false;
  ValueSet good = ValueSet::of(safe);
  return conditionsLeave(
      value, at,
      [&](const ConstantRange &values) {
        return !ValueSet::of(values).intersect(good).empty();
      },
      ignore);
}


namespace mlir {
namespace warptile {
namespace detail {
/// The uses of an input `value` that tell LLVM something of it where `at`
/// runs. Every value computed from it by ops without memory effects (and
/// what regions yield of it) is followed, whatever the other operands are:
/// LLVM simplifies such values by means without end (`fshl(n, m, 0)`,
/// `n + (m & ~m)`, `(n | m) == 0`, a product by an odd factor, the same op
/// in two dialects: rounds 35 to 41), so only the input itself, and the
/// values equal to it on every path, are compared by regions: with
/// constants (the region of values for which each holds) and with values
/// not constant (the regions LLVM may read from them). Any other use that
/// compares or decides shows nothing.
class ComparisonWalk {
public:
  ComparisonWalk(ValueFacts &facts, Value value, Operation *at,
                 Operation *ignore)
      : facts(facts), value(value), at(at), ignore(ignore),
        width(scalarWidth(value.getType())), work{{value, 0}}, slice{value},
        aliases{value} {}

  /// False where nothing is shown: a value computed from the input
  /// decides control or is compared, other than the input itself, or a
  /// bound is met.
  bool run();

  SmallVector<std::pair<Operation *, ConstantRange>> regions;
  SmallVector<SmallVector<ConstantRange>> relations;

private:
  /// What one rule made of a use: read, or nothing shown.
  enum class Step { Read, Unsafe };

  /// A value LLVM may compute when it compiles (a constant, bswap(0), a
  /// load of a constant global: round 35) is one to it.
  bool known(Value v) { return facts.exact(v) || facts.mayFold(v); }
  /// Adds a value computed from the input; false past the bound.
  bool follow(Value result, unsigned depth) {
    if (!slice.insert(result).second)
      return true;
    if (depth >= 32 || slice.size() > 1024)
      return false;
    work.push_back({result, depth + 1});
    return true;
  }

  Step followYield(OpOperand &use, unsigned depth);
  /// A value a function returns: the results of its calls.
  Step followReturn(OpOperand &use, unsigned depth);
  /// Notes that a value computed from the input is written to the memory
  /// `target` points into (any memory, where its objects are not known).
  void noteWrite(Value target, unsigned depth);
  /// Whether a read through `address` may read such memory.
  bool mayReadWritten(Value address);
  /// Adds what every read of such memory reads, where LLVM may see the
  /// write (the functions the input's function calls or is called from),
  /// and notes the copies such reads make (memcpy, memref.copy); false
  /// past the bound.
  bool followReadsOfWritten();
  /// A write of `use`, a value computed from the input, to memory; none
  /// where the op does not write it (it is an address, or an index).
  std::optional<Step> followWrite(OpOperand &use, unsigned depth);
  /// Reads and copies of the memory written from the input by `op`.
  bool followRead(Operation *op);
  /// The functions LLVM may see a write in with the input: those the
  /// input's function is linked to by calls, either way.
  SmallVector<Operation *> functionsLinked();
  Step readComparison(OpOperand &use, Value current,
                      llvm::CmpInst::Predicate predicate);
  Step followFunction(OpOperand &use, unsigned depth);

  ValueFacts &facts;
  Value value;
  Operation *at, *ignore;
  unsigned width;
  SmallVector<std::pair<Value, unsigned>> work;
  /// The input and the values computed from it.
  llvm::DenseSet<Value> slice;
  /// The values equal to the input on every path: it, and what regions
  /// yield only it into. Their comparisons are the input's.
  llvm::DenseSet<Value> aliases;
  /// The memory values computed from the input are written to (LLVM
  /// forwards a store to the loads of the same object: mem2reg, GVN,
  /// memcpy forwarding; rounds 43 and 44), built at the first write.
  std::optional<MemoryObjects> objects;
  Operation *symbolTable = nullptr;
  llvm::DenseSet<MemoryObject> written;
  bool writtenAnywhere = false;
  /// Whether a write was noted since the reads were last followed, and
  /// the depth of the first.
  bool readsStale = false;
  unsigned writeDepth = 0;
  /// functionsLinked, once asked.
  SmallVector<Operation *> functions;
};
} // namespace detail
} // namespace warptile
} // namespace mlir

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

/// The function `value` is in (or `op`).
static Operation *functionOf(Value value) {
  Region *region = value.getParentRegion();
  return region ? region->getParentOfType<FunctionOpInterface>() : nullptr;
}
static Operation *functionOf(Operation *op) {
  return op->getParentOfType<FunctionOpInterface>();
}

/// Whether a value of `type` is an address (or addresses) memory is read
/// or written through.
static bool isAddress(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    type = vector.getElementType();
  return isa<LLVM::LLVMPointerType, BaseMemRefType>(type);
}

/// Whether `op` calls an LLVM intrinsic through a declaration
/// (`llvm.func @llvm.memcpy.p0.p0.i64`): MLIR translates it to the
/// intrinsic, whose effects LLVM knows (round 47).
static bool callsIntrinsic(Operation *op) {
  auto call = dyn_cast<CallOpInterface>(op);
  auto callee =
      call ? dyn_cast_if_present<SymbolRefAttr>(call.getCallableForCallee())
           : SymbolRefAttr();
  return callee && callee.getLeafReference().getValue().starts_with("llvm.");
}

/// Ops LLVM does not read the memory effects of: inline assembly, and
/// calls (a callee LLVM sees is walked as the input's: followFunction),
/// but those of intrinsics.
static bool isOpaqueToMemory(Operation *op) {
  return (isa<CallOpInterface>(op) && !callsIntrinsic(op)) ||
         isa<LLVM::InlineAsmOp>(op) ||
         op->getName().getStringRef() == "nvvm.inline_ptx" ||
         op->hasTrait<OpTrait::HasRecursiveMemoryEffects>();
}

/// Whether the memory effects `op` declares are the ones it has: not a
/// call (an intrinsic's are its own, not the call op's).
static MemoryEffectOpInterface declaredEffects(Operation *op) {
  return isa<CallOpInterface>(op) ? MemoryEffectOpInterface()
                                  : dyn_cast<MemoryEffectOpInterface>(op);
}

std::optional<ComparisonWalk::Step>
ComparisonWalk::followWrite(OpOperand &use, unsigned depth) {
  Operation *user = use.getOwner();
  Value operand = use.get();
  SmallVector<Value> targets;
  if (auto effects = declaredEffects(user)) {
    SmallVector<MemoryEffects::EffectInstance> list;
    effects.getEffects(list);
    for (const MemoryEffects::EffectInstance &effect : list) {
      // The address the op reads or writes through, not what it writes
      // (the operand, not its value: `llvm.store %p, %p` writes %p:
      // round 46).
      OpOperand *address = effect.getEffectValue<OpOperand *>();
      if (address ? address == &use : effect.getValue() == operand)
        return std::nullopt;
      // A write that names no memory (gpu.printf) is not forwarded.
      if (isa<MemoryEffects::Write>(effect.getEffect()) && effect.getValue())
        targets.push_back(effect.getValue());
    }
    // The indices of a store to a memref (after the value and the memref)
    // place the write; any other operand is written (round 45: an index
    // stored to a memref<1xindex> is the value).
    StringRef name = user->getName().getStringRef();
    if (use.getOperandNumber() >= 2 &&
        llvm::is_contained({StringRef("memref.store"),
                            StringRef("affine.store"),
                            StringRef("vector.store"),
                            StringRef("memref.atomic_rmw")},
                           name))
      return std::nullopt;
  } else if (!isMemoryEffectFree(user) && !isOpaqueToMemory(user)) {
    // An op whose effects are not declared (llvm.intr.masked.store,
    // llvm.call_intrinsic "llvm.memmove..."): it may write what it is
    // given through each address it is given.
    for (Value other : user->getOperands())
      if (other != operand && isAddress(other.getType()))
        targets.push_back(other);
  }
  if (targets.empty())
    return std::nullopt;
  for (Value target : targets)
    noteWrite(target, depth);
  // What it gives back (an atomic's old value, cmpxchg's flag) is
  // computed from it too.
  for (Value result : user->getResults())
    if (!follow(result, depth))
      return Step::Unsafe;
  return Step::Read;
}

void ComparisonWalk::noteWrite(Value target, unsigned depth) {
  if (!objects) {
    Operation *function = functionOf(value);
    symbolTable = SymbolTable::getNearestSymbolTable(
        function ? function->getParentOp() : at);
    objects.emplace(symbolTable);
  }
  std::optional<ArrayRef<MemoryObject>> into = objects->of(target);
  bool grew = false;
  if (!into) {
    grew = !writtenAnywhere;
    writtenAnywhere = true;
  } else {
    for (const MemoryObject &object : *into)
      grew |= written.insert(object).second;
  }
  if (!grew)
    return;
  writeDepth = readsStale ? std::min(writeDepth, depth) : depth;
  readsStale = true;
}

bool ComparisonWalk::mayReadWritten(Value address) {
  if (writtenAnywhere)
    return true;
  std::optional<ArrayRef<MemoryObject>> from = objects->of(address);
  // An address the objects of which are not known may be any.
  return !from || llvm::any_of(*from, [&](const MemoryObject &object) {
    return written.contains(object);
  });
}

SmallVector<Operation *> ComparisonWalk::functionsLinked() {
  Operation *start = functionOf(value);
  if (!start)
    start = functionOf(at);
  if (!start || !symbolTable)
    return start ? SmallVector<Operation *>{start} : SmallVector<Operation *>{};
  // The call graph of the symbol table, both ways.
  llvm::DenseMap<Operation *, SmallVector<Operation *>> linked;
  for (Operation &function : symbolTable->getRegion(0).getOps()) {
    if (!isa<FunctionOpInterface>(function))
      continue;
    function.walk([&](CallOpInterface call) {
      Operation *callee = call.resolveCallable();
      if (!callee || callee == &function)
        return;
      linked[&function].push_back(callee);
      linked[callee].push_back(&function);
    });
  }
  SmallVector<Operation *> functions{start};
  llvm::DenseSet<Operation *> seen{start};
  for (size_t i = 0; i < functions.size(); ++i)
    for (Operation *next : linked.lookup(functions[i]))
      if (seen.insert(next).second)
        functions.push_back(next);
  return functions;
}

bool ComparisonWalk::followRead(Operation *op) {
  if (isOpaqueToMemory(op))
    return true;
  bool reads = false;
  SmallVector<Value> targets;
  if (auto effects = declaredEffects(op)) {
    SmallVector<MemoryEffects::EffectInstance> list;
    effects.getEffects(list);
    for (const MemoryEffects::EffectInstance &effect : list) {
      Value address = effect.getValue();
      if (!address)
        continue;
      if (isa<MemoryEffects::Read>(effect.getEffect()))
        reads |= mayReadWritten(address);
      if (isa<MemoryEffects::Write>(effect.getEffect()))
        targets.push_back(address);
    }
  } else if (!isMemoryEffectFree(op)) {
    for (Value operand : op->getOperands())
      if (isAddress(operand.getType())) {
        reads |= mayReadWritten(operand);
        targets.push_back(operand);
      }
  }
  if (!reads)
    return true;
  for (Value result : op->getResults())
    if (!follow(result, writeDepth))
      return false;
  // A copy (memcpy, memref.copy) writes what it reads.
  for (Value target : targets)
    noteWrite(target, writeDepth);
  return true;
}

bool ComparisonWalk::followReadsOfWritten() {
  readsStale = false;
  if (functions.empty())
    functions = functionsLinked();
  for (Operation *function : functions) {
    bool ok = !function
                   ->walk([&](Operation *op) {
                     return followRead(op) ? WalkResult::advance()
                                           : WalkResult::interrupt();
                   })
                   .wasInterrupted();
    if (!ok)
      return false;
  }
  return true;
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

/// The regions the guards around `at` take for the input: an enclosing
/// scf.if's condition's region in its then region, the complement in its
/// else region; and an scf.if before `at` (or before an op holding it)
/// whose other region ends the thread (`if (m == 0) exit;` before `n / m`).
/// `regionOf` gives a comparison's region.
static SmallVector<ConstantRange>
regionsTaken(Operation *at,
             function_ref<const ConstantRange *(Operation *)> regionOf) {
  auto isIf = [](Operation *op) {
    return op->getName().getStringRef() == "scf.if" &&
           op->getNumOperands() == 1 && op->getNumRegions() == 2;
  };
  // A region ends the thread when its block runs an exit, or an scf.if
  // both of whose regions end it (round 38: `if (n == 0) { if (m == 1)
  // exit; else exit; }`), 8 deep at most.
  std::function<bool(Region &, unsigned)> endsThread = [&](Region &region,
                                                           unsigned depth) {
    return !region.empty() &&
           llvm::any_of(region.front(), [&](Operation &op) {
             return isa<NVVM::Exit, LLVM::UnreachableOp>(op) ||
                    (depth < 8 && isIf(&op) &&
                     endsThread(op.getRegion(0), depth + 1) &&
                     endsThread(op.getRegion(1), depth + 1));
           });
  };
  SmallVector<ConstantRange> taken;
  for (Operation *inner = at; inner; inner = inner->getParentOp()) {
    Operation *parent = inner->getParentOp();
    if (parent && isIf(parent))
      if (const ConstantRange *region =
              regionOf(parent->getOperand(0).getDefiningOp()))
        taken.push_back(inner->getParentRegion() == &parent->getRegion(0)
                            ? *region
                            : region->inverse());
    if (!inner->getBlock())
      break;
    for (Operation &before : *inner->getBlock()) {
      if (&before == inner)
        break;
      if (!isIf(&before))
        continue;
      const ConstantRange *region =
          regionOf(before.getOperand(0).getDefiningOp());
      if (!region)
        continue;
      if (endsThread(before.getRegion(0), 0))
        taken.push_back(region->inverse());
      if (endsThread(before.getRegion(1), 0))
        taken.push_back(*region);
    }
    if (!parent || isa<FunctionOpInterface>(parent))
      break;
  }
  return taken;
}

/// What LLVM may know of an input of `width` bits at an op: the regions
/// `taken`, and for each comparison nothing, its region or the
/// complement, for each relation nothing or one of its regions. It proves
/// the input bad only where such a set is not empty and holds nothing safe
/// (`holdsSafe` of each of its intervals). The sets are intersected
/// exactly (ValueSet); past 4096 of them nothing is shown.
static bool
everySetHoldsSafe(unsigned width, ArrayRef<ConstantRange> taken,
                  ArrayRef<std::pair<Operation *, ConstantRange>> regions,
                  ArrayRef<SmallVector<ConstantRange>> relations,
                  function_ref<bool(const ConstantRange &)> holdsSafe) {
  SmallVector<SmallVector<ValueSet>> choices;
  for (auto &[cmp, region] : regions)
    choices.push_back({ValueSet::of(region), ValueSet::of(region.inverse())});
  for (const SmallVector<ConstantRange> &options : relations) {
    SmallVector<ValueSet> sets;
    for (const ConstantRange &option : options)
      sets.push_back(ValueSet::of(option));
    choices.push_back(std::move(sets));
  }
  ValueSet start = ValueSet::of(ConstantRange(width, /*isFullSet=*/true));
  for (const ConstantRange &region : taken)
    start = start.intersect(ValueSet::of(region));
  unsigned visited = 0;
  auto anySafe = [&](const ValueSet &known) {
    return llvm::any_of(known.parts, [&](const auto &part) {
      return holdsSafe(ConstantRange::getNonEmpty(part.first.trunc(width),
                                                  part.second.trunc(width)));
    });
  };
  std::function<bool(const ValueSet &, size_t)> everySetSafe =
      [&](const ValueSet &known, size_t next) {
        if (known.empty())
          return true;
        if (++visited > 4096 || !anySafe(known))
          return false;
        for (size_t i = next; i < choices.size(); ++i)
          for (const ValueSet &option : choices[i])
            if (!everySetSafe(known.intersect(option), i + 1))
              return false;
        return true;
      };
  return everySetSafe(start, 0);
}

bool ValueFacts::conditionsLeave(
    Value value, Operation *at,
    function_ref<bool(const ConstantRange &)> holdsSafe, Operation *ignore) {
  unsigned width = scalarWidth(value.getType());
  if (!width)
    return false;
  ComparisonWalk walk(*this, value, at, ignore);
  if (!walk.run())
    return false;
  auto regionOf = [&](Operation *condition) -> const ConstantRange * {
    for (auto &[cmp, region] : walk.regions)
      if (cmp == condition)
        return &region;
    return nullptr;
  };
  SmallVector<ConstantRange> taken = regionsTaken(at, regionOf);
  lastHadRelations = !walk.relations.empty();
  return everySetHoldsSafe(width, taken, walk.regions, walk.relations,
                           holdsSafe);
}
