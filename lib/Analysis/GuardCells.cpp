//===- GuardCells.cpp - What LLVM may know of an input at an op -----------===//
//
// Part of warptile. ValueFacts::conditionsLeave: which sets of an input's
// values LLVM may hold at an op, from the comparisons of the input (and of
// values equal to it) with constants, its relations to other values, and
// the guards around the op; and whether each set holds a safe value. Three
// steps: the walk over the input's uses (ComparisonWalk), the regions the
// guards around the op take (regionsTaken), and the enumeration of the
// sets (everySetHoldsSafe). contextsOf reads the other side of a
// relation with the same walk.
//
//===----------------------------------------------------------------------===//

#include "IntegerOps.h"
#include "warptile/Analysis/ValueFacts.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
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
  /// Adds what the loads of the memory `address` points into (its root:
  /// the same alloca or global) load, in its function.
  bool followLoadsOf(Value address, unsigned depth);
  static bool isStore(Operation *op) {
    StringRef name = op->getName().getStringRef();
    return name == "memref.store" || name == "llvm.store" ||
           name == "vector.store" || name == "affine.store";
  }
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
};
} // namespace detail
} // namespace warptile
} // namespace mlir

bool ComparisonWalk::run() {
  while (!work.empty()) {
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
      // A function's return: the calls' results are followed where the
      // call is (followFunction).
      if (user->hasTrait<OpTrait::ReturnLike>() &&
          isa_and_nonnull<FunctionOpInterface>(user->getParentOp()))
        step = Step::Read;
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

/// The memory an address points into: its root (ValueFacts' addressRoot),
/// or the symbol a global's address names.
static std::pair<Value, StringRef> memoryOf(Value address) {
  Value root = addressRoot(address);
  Operation *def = root ? root.getDefiningOp() : nullptr;
  if (def) {
    if (auto name = def->getAttrOfType<FlatSymbolRefAttr>("name"))
      return {Value(), name.getValue()};
    if (auto name = def->getAttrOfType<FlatSymbolRefAttr>("global_name"))
      return {Value(), name.getValue()};
  }
  return {root, StringRef()};
}

bool ComparisonWalk::followLoadsOf(Value address, unsigned depth) {
  std::pair<Value, StringRef> memory = memoryOf(address);
  if (!memory.first && memory.second.empty())
    return true;
  Operation *function =
      address.getParentRegion()->getParentOfType<FunctionOpInterface>();
  if (!function)
    return true;
  bool ok = true;
  function->walk([&](Operation *op) {
    StringRef name = op->getName().getStringRef();
    if ((name != "memref.load" && name != "llvm.load" &&
         name != "vector.load" && name != "affine.load") ||
        op->getNumOperands() == 0 || op->getNumResults() != 1)
      return WalkResult::advance();
    if (memoryOf(op->getOperand(0)) != memory)
      return WalkResult::advance();
    if (!follow(op->getResult(0), depth)) {
      ok = false;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return ok;
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
  // A store of it: LLVM forwards it to the loads of the same memory
  // (mem2reg, GVN), so what they load is computed from it (round 43: `x
  // = n` through an alloca, then a loop on `x`).
  if (isStore(user) && use.getOperandNumber() == 0 &&
      user->getNumOperands() >= 2) {
    if (!followLoadsOf(user->getOperand(1), depth))
      return Step::Unsafe;
    return Step::Read;
  }
  // Another op with effects: what it does with the input is not read
  // back.
  if (user->getNumResults() == 0 || !isMemoryEffectFree(user))
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
