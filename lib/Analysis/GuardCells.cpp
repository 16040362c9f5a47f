//===- GuardCells.cpp - What LLVM may know of an input at an op -----------===//
//
// Part of warptile. ValueFacts::conditionsLeave: which sets of an input's
// values LLVM may hold at an op, from the comparisons of the input (and of
// values equal to it) with constants, its relations to other values, and
// the guards around the op; and whether each set holds a safe value. Three
// steps: the walk over the input's uses (ComparisonWalk), the regions the
// guards around the op take (regionsTaken), and the enumeration of the
// sets (everySetHoldsSafe). contextsOf reads the other side of a
// relation with the same walk. The walk is ComparisonWalk.h's (through
// values and through memory).
//
//===----------------------------------------------------------------------===//

#include "ComparisonWalk.h"
#include "IntegerOps.h"
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
