//===- UndefinedValues.cpp - Values that are not one value ---------------===//
//
// Part of warptile. Which ops make undefined values, and which may make
// poison or undefined behaviour that LLVM proves from their operands.
//
// Two directions (issue 27, round 33). An op that is poison or undefined
// on a set of operand values (a division by zero, a shift past its width,
// an element past its vector, `ctlz` of zero under `is_zero_poison`) is
// taken as defined only where the operand that decides it is shown safe:
// its range (ValueFacts: constants at any depth, special registers under
// the declared block, arithmetic over them) lies inside the safe values,
// or it is an input LLVM cannot see into. Anything else may be proven bad
// by LLVM and is taken as poison. A flag (`nsw`, `exact`, `disjoint`,
// `nneg`, `nnan`) is broken on some runs of almost every flagged op, and
// LLVM makes poison only of what it proves always broken; so is the
// analysis, with the same facts.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/UndefinedValues.h"
#include "warptile/Analysis/GlobalPositions.h"
#include "warptile/Analysis/IntegerBits.h"
#include "warptile/Analysis/ValueFacts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/APSInt.h"

using namespace mlir;
using namespace mlir::warptile;
using llvm::APInt;
using llvm::ConstantRange;

/// The values of `width` bits, as a range of `wide` bits: signed or not.
static ConstantRange fitting(unsigned width, unsigned wide, bool isSigned) {
  if (!isSigned)
    return ConstantRange(APInt::getZero(wide),
                         APInt::getOneBitSet(wide, width));
  return ConstantRange(APInt::getSignedMinValue(width).sext(wide),
                       APInt::getSignedMaxValue(width).sext(wide) + 1);
}

/// Whether a flag of `op` promises what its operands always break, as LLVM
/// proves from the same facts and folds to poison (round 25: `llvm.or
/// disjoint 3, 3`, `llvm.zext nneg -1`, `arith.addf NaN, x fastmath<nnan>`
/// verified as a uniform exit condition; round 33: the operands' ranges):
/// `nsw`/`nuw` with an overflow, `exact` with a bit divided or shifted out,
/// `nneg` of a negative, `disjoint` with a common bit, `nnan`/`ninf` with a
/// NaN or an infinity.
static bool makesPoisonByFlag(Operation *op, ValueFacts &facts) {
  // Integer overflow flags, LLVM's and arith's.
  bool nsw = false, nuw = false;
  if (auto flags = dyn_cast<LLVM::IntegerOverflowFlagsInterface>(op)) {
    nsw = bitEnumContainsAll(flags.getOverflowFlags(),
                             LLVM::IntegerOverflowFlags::nsw);
    nuw = bitEnumContainsAll(flags.getOverflowFlags(),
                             LLVM::IntegerOverflowFlags::nuw);
  } else if (auto flags =
                 dyn_cast<arith::ArithIntegerOverflowFlagsInterface>(op)) {
    // An optional attribute: absent on ops parsed without it.
    if (arith::IntegerOverflowFlagsAttr attr = flags.getOverflowAttr()) {
      nsw = bitEnumContainsAll(attr.getValue(), arith::IntegerOverflowFlags::nsw);
      nuw = bitEnumContainsAll(attr.getValue(), arith::IntegerOverflowFlags::nuw);
    }
  }
  unsigned n = op->getNumOperands();
  if ((nsw || nuw) && n == 1 && op->getNumResults() == 1) {
    // A truncation that always drops set bits (nuw) or changes the sign
    // (nsw).
    std::optional<ConstantRange> value = facts.range(op->getOperand(0));
    unsigned width = integerBits(op->getResult(0).getType());
    if (!value || !width || width >= value->getBitWidth())
      return false;
    unsigned from = value->getBitWidth();
    return (nuw && value->intersectWith(fitting(width, from, false))
                       .isEmptySet()) ||
           (nsw &&
            value->intersectWith(fitting(width, from, true)).isEmptySet());
  }
  // `exact`: nothing divided or shifted out.
  bool exact = false;
  if (auto flag = dyn_cast<LLVM::ExactFlagInterface>(op))
    exact = flag.getIsExact();
  else if (std::optional<Attribute> attr = op->getInherentAttr("isExact"))
    exact = *attr && isa<UnitAttr>(*attr); // arith's unit `isExact`
  // The operands' ranges only for a flag that needs them: each question
  // walks what computes them.
  std::optional<ConstantRange> lhs, rhs;
  if (n == 2 && (nsw || nuw || exact)) {
    lhs = facts.range(op->getOperand(0));
    rhs = lhs ? facts.range(op->getOperand(1)) : std::nullopt;
    if (rhs && rhs->getBitWidth() != lhs->getBitWidth())
      rhs.reset();
  }
  if ((nsw || nuw) && rhs) {
    unsigned width = lhs->getBitWidth(), wide = 2 * width + 1;
    // The exact result at twice the width, against what fits.
    auto always = [&](bool isSigned) {
      ConstantRange l = isSigned ? lhs->signExtend(wide) : lhs->zeroExtend(wide);
      ConstantRange r = isSigned ? rhs->signExtend(wide) : rhs->zeroExtend(wide);
      ConstantRange result(wide, /*isFullSet=*/true);
      if (isa<LLVM::AddOp, arith::AddIOp>(op))
        result = l.add(r);
      else if (isa<LLVM::SubOp, arith::SubIOp>(op))
        result = l.sub(r);
      else if (isa<LLVM::MulOp, arith::MulIOp>(op))
        result = l.multiply(r);
      else
        return false;
      return result.intersectWith(fitting(width, wide, isSigned)).isEmptySet();
    };
    if ((nsw && always(true)) || (nuw && always(false)))
      return true;
    if (isa<LLVM::ShlOp, arith::ShLIOp>(op)) {
      // A shift always past the width; or of known values out of range.
      if (rhs->getUnsignedMin().uge(width))
        return true;
      const APInt *l = lhs->getSingleElement(), *r = rhs->getSingleElement();
      if (l && r) {
        bool signedOverflow = false, unsignedOverflow = false;
        (void)l->sshl_ov(*r, signedOverflow);
        (void)l->ushl_ov(*r, unsignedOverflow);
        if ((nsw && signedOverflow) || (nuw && unsignedOverflow))
          return true;
      }
    }
  }
  if (exact && rhs) {
    StringRef name = op->getName().getStringRef();
    const APInt *l = lhs->getSingleElement(), *r = rhs->getSingleElement();
    if (l && r && (name.ends_with("udiv") || name.ends_with("divui")))
      return !r->isZero() && !l->urem(*r).isZero();
    if (l && r && (name.ends_with("sdiv") || name.ends_with("divsi")))
      return !r->isZero() && !r->isAllOnes() && !l->srem(*r).isZero();
    if (r && r->ult(lhs->getBitWidth()) &&
        (name.ends_with("shr") || name.ends_with("shrui") ||
         name.ends_with("shrsi"))) {
      // A bit known set among those shifted out.
      std::optional<llvm::KnownBits> known = facts.bits(op->getOperand(0));
      return known &&
             known->One.intersects(APInt::getLowBitsSet(lhs->getBitWidth(),
                                                        r->getZExtValue()));
    }
  }
  // `nneg` of a value always negative.
  if (auto flag = dyn_cast<LLVM::NonNegFlagInterface>(op);
      flag && flag.getNonNeg() && n == 1)
    if (std::optional<ConstantRange> value = facts.range(op->getOperand(0)))
      return value->isAllNegative();
  // `disjoint` with a bit known set in both.
  if (auto flag = dyn_cast<LLVM::DisjointFlagInterface>(op);
      flag && flag.getIsDisjoint() && n == 2) {
    std::optional<llvm::KnownBits> l = facts.bits(op->getOperand(0));
    std::optional<llvm::KnownBits> r = l ? facts.bits(op->getOperand(1))
                                         : std::nullopt;
    if (r && l->getBitWidth() == r->getBitWidth())
      return l->One.intersects(r->One);
  }
  // `nnan`/`ninf` with a NaN or an infinity among the operands.
  bool nnan = false, ninf = false;
  // Both attributes are optional: absent on ops parsed without them (round
  // 27: an arith.truncf without `fastmath` crashed here).
  if (auto flags = dyn_cast<LLVM::FastmathFlagsInterface>(op)) {
    if (LLVM::FastmathFlagsAttr attr = flags.getFastmathAttr()) {
      nnan = bitEnumContainsAny(attr.getValue(), LLVM::FastmathFlags::nnan |
                                                     LLVM::FastmathFlags::fast);
      ninf = bitEnumContainsAny(attr.getValue(), LLVM::FastmathFlags::ninf |
                                                     LLVM::FastmathFlags::fast);
    }
  } else if (auto flags = dyn_cast<arith::ArithFastMathInterface>(op)) {
    if (arith::FastMathFlagsAttr attr = flags.getFastMathFlagsAttr()) {
      nnan = bitEnumContainsAny(attr.getValue(), arith::FastMathFlags::nnan |
                                                     arith::FastMathFlags::fast);
      ninf = bitEnumContainsAny(attr.getValue(), arith::FastMathFlags::ninf |
                                                     arith::FastMathFlags::fast);
    }
  }
  if (nnan || ninf)
    for (Value operand : op->getOperands()) {
      if (!isa<FloatType>(getElementTypeOrSelf(operand.getType())))
        continue;
      FloatAttr literal;
      if (matchPattern(operand, m_Constant(&literal))) {
        if ((nnan && literal.getValue().isNaN()) ||
            (ninf && literal.getValue().isInfinity()))
          return true;
        continue;
      }
      // A float LLVM computes when it compiles (round 33: `divf 0.0, 0.0`,
      // `uitofp(%warpsize) * 1e12`), which the analysis does not compute:
      // it may be the NaN or the infinity.
      if (facts.mayFold(operand))
        return true;
    }
  return false;
}

/// Whether `value`, deciding `at`'s defined result, is shown to lie in
/// `safe` (its range does), or is an input LLVM cannot prove bad: one that
/// no comparison leaves only bad values at `at` (ValueFacts).
static bool shownSafe(ValueFacts &facts, Value value, Operation *at,
                      const ConstantRange &safe) {
  std::optional<ConstantRange> range = facts.range(value);
  if (range && range->getBitWidth() == safe.getBitWidth() &&
      safe.contains(*range))
    return true;
  return facts.isOpaque(value) && facts.conditionsLeave(value, at, safe);
}

/// The integers of `width` bits but `excluded`.
static ConstantRange allBut(const APInt &excluded) {
  return ConstantRange(excluded + 1, excluded);
}

/// Whether position `value` of a dimension of `size` is shown inside it.
static bool positionInside(ValueFacts &facts, Value value, int64_t size) {
  std::optional<ConstantRange> range = facts.range(value);
  if (!range || size <= 0)
    return false;
  return range->getUnsignedMax().ult(static_cast<uint64_t>(size));
}

bool mlir::warptile::mayMakePoison(Operation *op,
                                   ValueFacts::ConstantFn knownConstant,
                                   ModuleWrites *modules) {
  ValueFacts facts(knownConstant, modules);
  if (makesPoisonByFlag(op, facts))
    return true;
  StringRef name = op->getName().getStringRef();
  // An element position not shown inside its vector makes poison (round
  // 19: positions computed by ops no evaluator reads; round 33: shown
  // inside by its range, `lane & 3` of a vector of 4, is defined).
  auto vectorSize = [](Type type, unsigned dim = 0) -> int64_t {
    auto vector = dyn_cast<VectorType>(type);
    return !vector || vector.isScalable() || dim >= vector.getRank()
               ? 0
               : vector.getDimSize(dim);
  };
  if (auto extract = dyn_cast<LLVM::ExtractElementOp>(op))
    return !positionInside(facts, extract.getPosition(),
                           vectorSize(extract.getVector().getType()));
  if (auto insert = dyn_cast<LLVM::InsertElementOp>(op))
    return !positionInside(facts, insert.getPosition(),
                           vectorSize(insert.getType()));
  if (auto shuffle = dyn_cast<LLVM::ShuffleVectorOp>(op))
    return llvm::is_contained(shuffle.getMask(), -1);
  // A shift by its width or more (round 18: `tid.x >> 40` was taken as a
  // warp index), in arith, llvm and index (round 31, its index taken as 64
  // bits, as the pipeline lowers it), the saturating intrinsics too (round
  // 32). The amount must be shown inside the width (round 33: a chain of
  // ten adds, `tid.y + 32` in a 32x1x1 block, a load of a constant 40).
  if (isa<LLVM::ShlOp, LLVM::LShrOp, LLVM::AShrOp>(op) ||
      llvm::is_contained({StringRef("arith.shli"), StringRef("arith.shrui"),
                          StringRef("arith.shrsi"), StringRef("index.shl"),
                          StringRef("index.shrs"), StringRef("index.shru"),
                          StringRef("llvm.intr.ushl.sat"),
                          StringRef("llvm.intr.sshl.sat")},
                         name)) {
    if (op->getNumOperands() != 2 || op->getNumResults() != 1)
      return false;
    unsigned width = integerBits(op->getResult(0).getType());
    if (!width)
      return false;
    Value amount = op->getOperand(1);
    // A vector of amounts: every lane inside the width (round 19).
    DenseIntElementsAttr amounts;
    if (matchPattern(amount, m_Constant(&amounts)))
      return llvm::any_of(amounts.getValues<APInt>(), [&](const APInt &a) {
        return a.uge(width);
      });
    if (isa<ShapedType>(amount.getType()))
      return !facts.isOpaque(amount);
    if (integerBits(amount.getType()) != width)
      return true;
    ConstantRange inside(APInt::getZero(width), APInt(width, width));
    return !shownSafe(facts, amount, op, inside);
  }
  // A division or remainder by zero, or of the minimum signed integer by
  // -1, is undefined behaviour: LLVM takes no thread to reach it and may
  // remove everything around it (round 30: `divui %v, 0` decided an exit
  // and the kernel compiled to `exit;`). In the llvm, arith and index
  // dialects (round 31). The divisor must be shown nonzero (round 33:
  // `%warpsize - 32`, `tid.y` in a 32x1x1 block, a load of a constant 0).
  static constexpr StringLiteral kUnsignedDivisions[] = {
      "llvm.udiv",   "llvm.urem",   "arith.divui", "arith.remui",
      "arith.ceildivui", "index.divu", "index.remu", "index.ceildivu"};
  static constexpr StringLiteral kSignedDivisions[] = {
      "llvm.sdiv",       "llvm.srem",        "arith.divsi",
      "arith.remsi",     "arith.ceildivsi",  "arith.floordivsi",
      "index.divs",      "index.rems",       "index.ceildivs",
      "index.floordivs"};
  bool signedDivision = llvm::is_contained(kSignedDivisions, name);
  if ((signedDivision || llvm::is_contained(kUnsignedDivisions, name)) &&
      op->getNumOperands() == 2) {
    Value dividend = op->getOperand(0), divisor = op->getOperand(1);
    DenseIntElementsAttr divisors;
    if (matchPattern(divisor, m_Constant(&divisors)))
      return llvm::any_of(divisors.getValues<APInt>(), [&](const APInt &d) {
        return d.isZero() || (signedDivision && d.isAllOnes());
      });
    unsigned width = integerBits(divisor.getType());
    if (isa<ShapedType>(divisor.getType()) || !width)
      return !facts.isOpaque(divisor);
    APInt zero = APInt::getZero(width);
    if (!shownSafe(facts, divisor, op, allBut(zero)))
      return true;
    if (!signedDivision)
      return false;
    // The one signed overflow: the divisor may be -1 and the dividend the
    // minimum integer.
    return !shownSafe(facts, divisor, op, allBut(APInt::getAllOnes(width))) &&
           !shownSafe(facts, dividend, op,
                      allBut(APInt::getSignedMinValue(width)));
  }
  // The vector-predicated intrinsics (`llvm.intr.vp.*`) divide, shift
  // and convert as their plain twins do, with a mask and a length besides:
  // their results are not read here, and may be poison (round 32:
  // `vp.udiv` by a zero vector compiled to `exit;`).
  StringRef intrinsic = name;
  if (intrinsic.starts_with("llvm.intr.vp."))
    return true;
  // Any other intrinsic whose poison or undefined cases the analysis does
  // not model (it models the shifts above and ctlz, cttz, abs below; the
  // ones listed never make poison of defined operands) may make poison
  // of the values LLVM folds into it.
  static constexpr StringLiteral kTotalIntrinsics[] = {
      "umax", "umin", "smax", "smin", "ctlz", "cttz", "abs", "ctpop",
      "bitreverse", "bswap", "fshl", "fshr", "fabs", "copysign", "minnum",
      "maxnum", "minimum", "maximum", "sqrt", "fma", "fmuladd", "exp",
      "exp2", "log", "log2", "log10", "sin", "cos", "pow", "powi", "floor",
      "ceil", "trunc", "rint", "nearbyint", "round", "roundeven",
      "uadd.sat", "usub.sat", "sadd.sat", "ssub.sat", "ushl.sat",
      "sshl.sat", "is.fpclass", "fptosi.sat", "fptoui.sat",
      "uadd.with.overflow", "usub.with.overflow", "umul.with.overflow",
      "sadd.with.overflow", "ssub.with.overflow", "smul.with.overflow",
      "expect", "ucmp", "scmp"};
  if (intrinsic.consume_front("llvm.intr.") &&
      !llvm::is_contained(kTotalIntrinsics, intrinsic) &&
      op->getNumResults() == 1)
    return llvm::any_of(op->getOperands(),
                        [&](Value operand) { return facts.mayFold(operand); });
  // Poison by flag (round 19): ctlz/cttz of 0 with `is_zero_poison`, abs
  // of the minimum integer with `is_int_min_poison`; the operand must be
  // shown other (round 26: `llvm.and 1, 2`; round 33: `%warpsize - 32`).
  auto flag = [&](StringRef attrName) {
    std::optional<Attribute> attr = op->getInherentAttr(attrName);
    auto integer = attr ? dyn_cast_or_null<IntegerAttr>(*attr) : IntegerAttr();
    return integer && !integer.getValue().isZero();
  };
  if ((name == "llvm.intr.ctlz" || name == "llvm.intr.cttz") &&
      op->getNumOperands() == 1 && flag("is_zero_poison")) {
    unsigned width = integerBits(op->getOperand(0).getType());
    if (!width || isa<ShapedType>(op->getOperand(0).getType()))
      return !facts.isOpaque(op->getOperand(0));
    return !shownSafe(facts, op->getOperand(0), op,
                      allBut(APInt::getZero(width)));
  }
  if (name == "llvm.intr.abs" && op->getNumOperands() == 1 &&
      flag("is_int_min_poison")) {
    unsigned width = integerBits(op->getOperand(0).getType());
    if (!width || isa<ShapedType>(op->getOperand(0).getType()))
      return !facts.isOpaque(op->getOperand(0));
    return !shownSafe(facts, op->getOperand(0), op,
                      allBut(APInt::getSignedMinValue(width)));
  }
  // A float to integer conversion of a constant that does not fit (or is
  // NaN) is poison.
  bool toSigned = name == "llvm.fptosi" || name == "arith.fptosi";
  if ((toSigned || name == "llvm.fptoui" || name == "arith.fptoui") &&
      op->getNumOperands() == 1 && op->getNumResults() == 1) {
    FloatAttr literal;
    unsigned width = integerBits(op->getResult(0).getType());
    if (!width)
      return false;
    // A float LLVM computes (round 26: `fptosi(fadd 3e9, 0.0)`; round 33:
    // `fptosi(uitofp(%warpsize) * 1e12)`), which the analysis does not.
    if (!matchPattern(op->getOperand(0), m_Constant(&literal)))
      return facts.mayFold(op->getOperand(0));
    llvm::APSInt result(width, /*isUnsigned=*/!toSigned);
    bool isExact = false;
    return literal.getValue().convertToInteger(
               result, llvm::APFloat::rmTowardZero, &isExact) ==
           llvm::APFloat::opInvalidOp;
  }
  // A load of a memref at a position not shown inside its static shape
  // (round 33: `memref.load %table[7]` of a memref<4xi32> constant, which
  // LLVM takes as undefined behaviour).
  // Any layout: a position past the memref's own shape is undefined
  // behaviour through a view too (round 36: a subview or reinterpret_cast
  // of a constant global, loaded past its end, was skipped).
  // Loads through an LLVM pointer or a vector load, of a global LLVM sees
  // (issue 27 round 39): past its end on every run LLVM may know of.
  if (name == "llvm.load" || name == "vector.load" ||
      name == "vector.maskedload" || name == "vector.gather")
    return loadsPastGlobal(op, facts);
  if (name == "memref.load" && op->getNumOperands() >= 1) {
    auto memref = dyn_cast<MemRefType>(op->getOperand(0).getType());
    if (!memref)
      return false;
    ValueRange indices = op->getOperands().drop_front();
    for (auto [dim, index] : llvm::enumerate(indices))
      if (dim < static_cast<size_t>(memref.getRank()) &&
          !memref.isDynamicDim(dim)) {
        std::optional<ConstantRange> range = facts.range(index);
        // Only a position always outside: a load at a run-time position
        // reads the same address on every lane that computes it alike.
        if (range && (range->getUnsignedMin().uge(memref.getDimSize(dim))))
          return true;
        // Or an input (or its cast to index) that its guards leave only
        // outside (round 37: `if (n < 4) exit;` before `tab[n]` of a
        // memref<4xi32>).
        Value input = inputOfIndex(index).first;
        unsigned width = integerBits(input.getType());
        uint64_t size = static_cast<uint64_t>(memref.getDimSize(dim));
        if (width && size > 0 && !isa<ShapedType>(input.getType()) &&
            (width > 64 || size < (uint64_t(1) << (width - 1))) &&
            facts.isOpaque(input) &&
            !facts.conditionsLeave(input, op,
                                   ConstantRange(APInt::getZero(width),
                                                 APInt(width, size))))
          return true;
      }
    return loadsPastGlobal(op, facts);
  }
  // The vector dialect by name (the analysis links no vector dialect):
  // a shuffle mask's -1, a vector.extract/insert position that is -1
  // (kPoisonIndex) or not shown inside its dimension (round 17, h4).
  if (name == "vector.shuffle") {
    auto mask = op->getAttrOfType<DenseI64ArrayAttr>("mask");
    return mask && llvm::is_contained(mask.asArrayRef(), -1);
  }
  bool isExtract = name == "vector.extract";
  if (!isExtract && name != "vector.insert")
    return false;
  auto positions = op->getAttrOfType<DenseI64ArrayAttr>("static_position");
  if (!positions)
    return false;
  // Operands: extract (source, dynamic positions...), insert (value, dest,
  // dynamic positions...).
  unsigned firstDynamic = isExtract ? 1 : 2;
  if (op->getNumOperands() < firstDynamic)
    return false;
  Type vector = op->getOperand(firstDynamic - 1).getType();
  unsigned nextDynamic = firstDynamic;
  for (auto [dim, position] : llvm::enumerate(positions.asArrayRef())) {
    int64_t size = vectorSize(vector, dim);
    if (position != ShapedType::kDynamic) {
      if (position < 0 || position >= size)
        return true;
      continue;
    }
    if (nextDynamic >= op->getNumOperands() ||
        !positionInside(facts, op->getOperand(nextDynamic++), size))
      return true;
  }
  return false;
}

bool mlir::warptile::isUndefinedValue(Operation *op) {
  // ub.poison by name: the analysis links no ub dialect.
  return isa<LLVM::UndefOp, LLVM::PoisonOp>(op) ||
         op->getName().getStringRef() == "ub.poison";
}
