//===- UndefinedValues.cpp - Values that are not one value ---------------===//
//
// Part of warptile. Which ops make undefined values, and which make poison
// by a position (an element or lane index past its vector, a mask's -1),
// given or computed from constants the folder leaves alone.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/UndefinedValues.h"
#include "warptile/Analysis/IntegerBits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/APSInt.h"

#include <limits>

using namespace mlir;
using namespace mlir::warptile;

/// `value` as a constant: what `constantOf` knows, or LLVM-dialect integer
/// arithmetic over such constants, which MLIR 22 does not fold (`llvm.add`
/// of two constants; round 17, h4). Wrapping is as the value's width.
static std::optional<APInt>
constantPosition(Value value,
                 function_ref<std::optional<int64_t>(Value)> constantOf,
                 unsigned depth = 0) {
  Type type = value.getType();
  if (!type.isIntOrIndex())
    return std::nullopt;
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  APInt literal;
  if (matchPattern(value, m_ConstantInt(&literal)))
    return literal.sextOrTrunc(width);
  if (std::optional<int64_t> known = constantOf(value))
    return APInt(width, *known, /*isSigned=*/true, /*implicitTrunc=*/true);
  Operation *def = value.getDefiningOp();
  if (!def || depth > 8)
    return std::nullopt;
  // Integer casts: sign- or zero-extended, or truncated, to the width.
  if (def->getNumOperands() == 1 && def->getNumResults() == 1) {
    StringRef name = def->getName().getStringRef();
    bool sign = name == "arith.index_cast" || name == "arith.extsi" ||
                name == "llvm.sext";
    bool zero = name == "arith.index_castui" || name == "arith.extui" ||
                name == "llvm.zext";
    bool trunc = name == "arith.trunci" || name == "llvm.trunc";
    if (!sign && !zero && !trunc)
      return std::nullopt;
    std::optional<APInt> from =
        constantPosition(def->getOperand(0), constantOf, depth + 1);
    if (!from)
      return std::nullopt;
    return sign ? from->sextOrTrunc(width) : from->zextOrTrunc(width);
  }
  // A select on a known condition (round 18).
  if (isa<LLVM::SelectOp>(def) ||
      def->getName().getStringRef() == "arith.select") {
    std::optional<APInt> condition =
        constantPosition(def->getOperand(0), constantOf, depth + 1);
    if (!condition)
      return std::nullopt;
    return constantPosition(def->getOperand(condition->isZero() ? 2 : 1),
                            constantOf, depth + 1);
  }
  if (def->getNumOperands() != 2)
    return std::nullopt;
  std::optional<APInt> lhs =
      constantPosition(def->getOperand(0), constantOf, depth + 1);
  std::optional<APInt> rhs =
      lhs ? constantPosition(def->getOperand(1), constantOf, depth + 1)
          : std::nullopt;
  if (!rhs || lhs->getBitWidth() != width || rhs->getBitWidth() != width)
    return std::nullopt;
  if (isa<LLVM::AddOp>(def))
    return *lhs + *rhs;
  if (isa<LLVM::SubOp>(def))
    return *lhs - *rhs;
  if (isa<LLVM::MulOp>(def))
    return *lhs * *rhs;
  if (isa<LLVM::AndOp>(def))
    return *lhs & *rhs;
  if (isa<LLVM::OrOp>(def))
    return *lhs | *rhs;
  if (isa<LLVM::XOrOp>(def))
    return *lhs ^ *rhs;
  if (isa<LLVM::ShlOp>(def) && rhs->ult(width))
    return lhs->shl(*rhs);
  if (isa<LLVM::AShrOp>(def) && rhs->ult(width))
    return lhs->ashr(*rhs);
  // Division by zero, and the one signed overflow, are undefined, not a
  // position (round 18: udiv, ashr, umax and select were not evaluated).
  bool overflow = lhs->isMinSignedValue() && rhs->isAllOnes();
  if (!rhs->isZero()) {
    if (isa<LLVM::UDivOp>(def))
      return lhs->udiv(*rhs);
    if (isa<LLVM::URemOp>(def))
      return lhs->urem(*rhs);
    if (isa<LLVM::SDivOp>(def) && !overflow)
      return lhs->sdiv(*rhs);
    if (isa<LLVM::SRemOp>(def) && !overflow)
      return lhs->srem(*rhs);
  }
  StringRef name = def->getName().getStringRef();
  if (name == "llvm.intr.umax")
    return llvm::APIntOps::umax(*lhs, *rhs);
  if (name == "llvm.intr.umin")
    return llvm::APIntOps::umin(*lhs, *rhs);
  if (name == "llvm.intr.smax")
    return llvm::APIntOps::smax(*lhs, *rhs);
  if (name == "llvm.intr.smin")
    return llvm::APIntOps::smin(*lhs, *rhs);
  if (isa<LLVM::LShrOp>(def) && rhs->ult(width))
    return lhs->lshr(*rhs);
  return std::nullopt;
}

/// Whether `value` is computed from constants alone by ops without side
/// effects or regions (within a depth LLVM's folder reaches): LLVM folds
/// it, and a poisoning result of the fold is poison everywhere.
static bool isConstantExpression(Value value, unsigned depth = 0) {
  Operation *def = value.getDefiningOp();
  if (!def || depth > 8)
    return false;
  if (def->hasTrait<OpTrait::ConstantLike>())
    return true;
  if (def->getNumRegions() != 0 || def->getNumOperands() == 0 ||
      !isMemoryEffectFree(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return isConstantExpression(operand, depth + 1);
  });
}

/// Whether a flag of `op` promises what its constant operands break, so
/// that LLVM folds it to poison (round 25: `llvm.or disjoint 3, 3`,
/// `llvm.zext nneg -1`, `arith.addf NaN, x fastmath<nnan>` verified as a
/// uniform exit condition): `nsw`/`nuw` with an overflow, `exact` with a
/// bit divided or shifted out, `nneg` of a negative, `disjoint` with a
/// common bit, `nnan`/`ninf` with a NaN or an infinity.
static bool
makesPoisonByFlag(Operation *op,
                  function_ref<std::optional<APInt>(Value)> integerOf) {
  auto integers = [&]() -> std::optional<std::pair<APInt, APInt>> {
    if (op->getNumOperands() != 2)
      return std::nullopt;
    std::optional<APInt> lhs = integerOf(op->getOperand(0));
    std::optional<APInt> rhs = lhs ? integerOf(op->getOperand(1)) : std::nullopt;
    if (!rhs || lhs->getBitWidth() != rhs->getBitWidth())
      return std::nullopt;
    return std::make_pair(*lhs, *rhs);
  };
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
  if ((nsw || nuw) && op->getNumOperands() == 1 && op->getNumResults() == 1) {
    // A truncation that drops set bits (nuw) or changes the sign (nsw).
    std::optional<APInt> value = integerOf(op->getOperand(0));
    unsigned width = integerBits(op->getResult(0).getType());
    if (!value || !width)
      return false;
    return (nuw && value->getActiveBits() > width) ||
           (nsw && value->getSignificantBits() > width);
  }
  if (nsw || nuw) {
    auto pair = integers();
    if (!pair)
      return false;
    auto &[lhs, rhs] = *pair;
    bool signedOverflow = false, unsignedOverflow = false;
    if (isa<LLVM::AddOp, arith::AddIOp>(op)) {
      (void)lhs.sadd_ov(rhs, signedOverflow);
      (void)lhs.uadd_ov(rhs, unsignedOverflow);
    } else if (isa<LLVM::SubOp, arith::SubIOp>(op)) {
      (void)lhs.ssub_ov(rhs, signedOverflow);
      (void)lhs.usub_ov(rhs, unsignedOverflow);
    } else if (isa<LLVM::MulOp, arith::MulIOp>(op)) {
      (void)lhs.smul_ov(rhs, signedOverflow);
      (void)lhs.umul_ov(rhs, unsignedOverflow);
    } else if (isa<LLVM::ShlOp, arith::ShLIOp>(op)) {
      if (rhs.uge(lhs.getBitWidth()))
        return true;
      (void)lhs.sshl_ov(rhs, signedOverflow);
      (void)lhs.ushl_ov(rhs, unsignedOverflow);
    }
    if ((nsw && signedOverflow) || (nuw && unsignedOverflow))
      return true;
  }
  // `exact`: nothing divided or shifted out.
  bool exact = false;
  if (auto flag = dyn_cast<LLVM::ExactFlagInterface>(op))
    exact = flag.getIsExact();
  else if (std::optional<Attribute> attr = op->getInherentAttr("isExact"))
    exact = *attr && isa<UnitAttr>(*attr); // arith's unit `isExact`
  if (exact) {
    if (auto pair = integers()) {
      auto &[lhs, rhs] = *pair;
      StringRef name = op->getName().getStringRef();
      if (name.ends_with("udiv") || name.ends_with("divui"))
        return !rhs.isZero() && !lhs.urem(rhs).isZero();
      if (name.ends_with("sdiv") || name.ends_with("divsi"))
        return !rhs.isZero() && !rhs.isAllOnes() && !lhs.srem(rhs).isZero();
      if (name.ends_with("shr") || name.ends_with("shrui") ||
          name.ends_with("shrsi"))
        return rhs.ult(lhs.getBitWidth()) &&
               !(lhs & APInt::getLowBitsSet(lhs.getBitWidth(),
                                            rhs.getZExtValue()))
                    .isZero();
    }
  }
  // `nneg` of a negative.
  if (auto flag = dyn_cast<LLVM::NonNegFlagInterface>(op);
      flag && flag.getNonNeg() && op->getNumOperands() == 1)
    if (std::optional<APInt> value = integerOf(op->getOperand(0)))
      return value->isNegative();
  // `disjoint` with a common bit.
  if (auto flag = dyn_cast<LLVM::DisjointFlagInterface>(op);
      flag && flag.getIsDisjoint())
    if (auto pair = integers())
      return pair->first.intersects(pair->second);
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
      FloatAttr literal;
      if (matchPattern(operand, m_Constant(&literal)) &&
          ((nnan && literal.getValue().isNaN()) ||
           (ninf && literal.getValue().isInfinity())))
        return true;
    }
  return false;
}

bool mlir::warptile::makesPoisonByConstant(
    Operation *op, function_ref<std::optional<int64_t>(Value)> knownConstant) {
  // Positions are unsigned for LLVM's element ops (index -1 is past any
  // vector) and signed for the vector dialect's (-1 is its poison index).
  auto constantOf = [&](Value value) -> std::optional<int64_t> {
    std::optional<APInt> at = constantPosition(value, knownConstant);
    if (!at)
      return std::nullopt;
    // Past any vector (and any shift's width), either way (round 18: an
    // i128 position of 2^64).
    if (at->getSignificantBits() > 64)
      return std::numeric_limits<int64_t>::max();
    return at->getSExtValue();
  };
  // A position past its dimension (or negative) makes poison.
  auto outside = [](int64_t index, Type vector, unsigned dim = 0) {
    auto type = dyn_cast<VectorType>(vector);
    return !type || type.isScalable() || dim >= type.getRank() || index < 0 ||
           index >= type.getDimSize(dim);
  };
  if (makesPoisonByFlag(op, [&](Value value) {
        return constantPosition(value, knownConstant);
      }))
    return true;
  if (auto extract = dyn_cast<LLVM::ExtractElementOp>(op)) {
    std::optional<int64_t> at = constantOf(extract.getPosition());
    return at && outside(*at, extract.getVector().getType());
  }
  if (auto insert = dyn_cast<LLVM::InsertElementOp>(op)) {
    std::optional<int64_t> at = constantOf(insert.getPosition());
    return at && outside(*at, insert.getType());
  }
  if (auto shuffle = dyn_cast<LLVM::ShuffleVectorOp>(op))
    return llvm::is_contained(shuffle.getMask(), -1);
  // A shift by at least its width, or by a negative amount (round 18:
  // `tid.x >> 40` was taken as a warp index), in arith and llvm alike.
  // The index dialect's shifts too (round 31: `index.shl %v, 70`), whose
  // index is taken as 64 bits, as the pipeline lowers it.
  // So do the saturating shift intrinsics (round 32: `ushl.sat %v, 40`).
  if (isa<LLVM::ShlOp, LLVM::LShrOp, LLVM::AShrOp>(op) ||
      llvm::is_contained({StringRef("arith.shli"), StringRef("arith.shrui"),
                          StringRef("arith.shrsi"), StringRef("index.shl"),
                          StringRef("index.shrs"), StringRef("index.shru"),
                          StringRef("llvm.intr.ushl.sat"),
                          StringRef("llvm.intr.sshl.sat")},
                         op->getName().getStringRef())) {
    if (op->getNumOperands() != 2 || op->getNumResults() != 1)
      return false;
    int64_t width = integerBits(op->getResult(0).getType());
    auto outside = [&](const APInt &amount) {
      return amount.uge(static_cast<uint64_t>(width));
    };
    // A vector of amounts: any lane past the width (round 19).
    DenseIntElementsAttr amounts;
    if (matchPattern(op->getOperand(1), m_Constant(&amounts)))
      return width && llvm::any_of(amounts.getValues<APInt>(), outside);
    std::optional<int64_t> amount = constantOf(op->getOperand(1));
    // An amount computed from constants the analysis does not evaluate
    // (round 32: a `bitreverse` of a constant, 40) may be past the width
    // once LLVM folds it, as a divisor may be zero.
    if (!amount)
      return width && isConstantExpression(op->getOperand(1));
    return width && (*amount < 0 || *amount >= width);
  }
  // A division or remainder by zero, or of the minimum signed integer by
  // -1, is undefined behaviour: LLVM takes no thread to reach it and may
  // remove everything around it (round 30: `divui %v, 0` decided an exit
  // and the kernel compiled to `exit;`). The divisor may be computed from
  // constants the analysis cannot evaluate, as for ctlz below.
  // In the llvm, arith and index dialects (round 31: `index.divu %v, 0`).
  static constexpr StringLiteral kUnsignedDivisions[] = {
      "llvm.udiv",   "llvm.urem",   "arith.divui", "arith.remui",
      "arith.ceildivui", "index.divu", "index.remu", "index.ceildivu"};
  static constexpr StringLiteral kSignedDivisions[] = {
      "llvm.sdiv",       "llvm.srem",        "arith.divsi",
      "arith.remsi",     "arith.ceildivsi",  "arith.floordivsi",
      "index.divs",      "index.rems",       "index.ceildivs",
      "index.floordivs"};
  bool signedDivision = llvm::is_contained(kSignedDivisions, op->getName().getStringRef());
  if ((signedDivision || llvm::is_contained(kUnsignedDivisions, op->getName().getStringRef())) &&
      op->getNumOperands() == 2) {
    std::optional<APInt> divisor =
        constantPosition(op->getOperand(1), knownConstant);
    if (!divisor)
      return isConstantExpression(op->getOperand(1));
    if (divisor->isZero())
      return true;
    if (signedDivision && divisor->isAllOnes()) {
      std::optional<APInt> dividend =
          constantPosition(op->getOperand(0), knownConstant);
      return dividend ? dividend->isMinSignedValue()
                      : isConstantExpression(op->getOperand(0));
    }
    return false;
  }
  // The vector-predicated intrinsics (`llvm.intr.vp.*`) divide, shift
  // and convert as their plain twins do, with a mask and a length besides:
  // their results are not read here, and may be poison (round 32:
  // `vp.udiv` by a zero vector compiled to `exit;`).
  StringRef intrinsic = op->getName().getStringRef();
  if (intrinsic.starts_with("llvm.intr.vp."))
    return true;
  // Any other intrinsic whose poison or undefined cases the analysis does
  // not model (it models the shifts above and ctlz, cttz, abs below; the
  // ones listed never make poison of defined operands) may make poison
  // of the constants LLVM folds into it.
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
    return llvm::any_of(op->getOperands(), [](Value operand) {
      return isConstantExpression(operand);
    });
  // Poison by flag on a constant operand (round 19): ctlz/cttz of 0 with
  // `is_zero_poison`, abs of the minimum integer with `is_int_min_poison`.
  auto flag = [&](StringRef name) {
    std::optional<Attribute> attr = op->getInherentAttr(name);
    auto integer = attr ? dyn_cast_or_null<IntegerAttr>(*attr) : IntegerAttr();
    return integer && !integer.getValue().isZero();
  };
  StringRef opName = op->getName().getStringRef();
  // The operand may be computed from constants (round 26: `llvm.and 1, 2`,
  // which MLIR does not fold and LLVM does); one computed from constants
  // the analysis cannot evaluate may be the poisoning value.
  if ((opName == "llvm.intr.ctlz" || opName == "llvm.intr.cttz") &&
      op->getNumOperands() == 1 && flag("is_zero_poison")) {
    std::optional<APInt> value =
        constantPosition(op->getOperand(0), knownConstant);
    return value ? value->isZero() : isConstantExpression(op->getOperand(0));
  }
  if (opName == "llvm.intr.abs" && op->getNumOperands() == 1 &&
      flag("is_int_min_poison")) {
    std::optional<APInt> value =
        constantPosition(op->getOperand(0), knownConstant);
    return value ? value->isMinSignedValue()
                 : isConstantExpression(op->getOperand(0));
  }
  // A float to integer conversion of a constant that does not fit (or is
  // NaN) is poison.
  bool toSigned = opName == "llvm.fptosi" || opName == "arith.fptosi";
  if ((toSigned || opName == "llvm.fptoui" || opName == "arith.fptoui") &&
      op->getNumOperands() == 1 && op->getNumResults() == 1) {
    FloatAttr literal;
    unsigned width = integerBits(op->getResult(0).getType());
    if (!width)
      return false;
    // A float computed from constants (round 26: `fptosi(fadd 3e9, 0.0)`)
    // is folded by LLVM, which the analysis does not do for floats.
    if (!matchPattern(op->getOperand(0), m_Constant(&literal)))
      return isConstantExpression(op->getOperand(0));
    APSInt result(width, /*isUnsigned=*/!toSigned);
    bool exact = false;
    return literal.getValue().convertToInteger(
               result, APFloat::rmTowardZero, &exact) ==
           APFloat::opInvalidOp;
  }
  // The vector dialect by name (the analysis links no vector dialect):
  // a shuffle mask's -1, a vector.extract/insert position that is -1
  // (kPoisonIndex) or past its dimension, given or computed (round 17, h4).
  StringRef name = op->getName().getStringRef();
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
    std::optional<int64_t> at = position;
    if (position == ShapedType::kDynamic)
      at = nextDynamic < op->getNumOperands()
               ? constantOf(op->getOperand(nextDynamic++))
               : std::nullopt;
    if (at && outside(*at, vector, dim))
      return true;
  }
  return false;
}

bool mlir::warptile::isUndefinedValue(Operation *op) {
  // ub.poison by name: the analysis links no ub dialect.
  return isa<LLVM::UndefOp, LLVM::PoisonOp>(op) ||
         op->getName().getStringRef() == "ub.poison";
}

bool mlir::warptile::mayMakePoisonByPosition(
    Operation *op, function_ref<std::optional<int64_t>(Value)> knownConstant) {
  auto unknown = [&](Value position) {
    return !constantPosition(position, knownConstant);
  };
  if (auto extract = dyn_cast<LLVM::ExtractElementOp>(op))
    return unknown(extract.getPosition());
  if (auto insert = dyn_cast<LLVM::InsertElementOp>(op))
    return unknown(insert.getPosition());
  StringRef name = op->getName().getStringRef();
  bool isExtract = name == "vector.extract";
  if (!isExtract && name != "vector.insert")
    return false;
  // Dynamic positions follow the static ones (as in makesPoisonByConstant).
  unsigned firstDynamic = isExtract ? 1 : 2;
  for (unsigned i = firstDynamic; i < op->getNumOperands(); ++i)
    if (unknown(op->getOperand(i)))
      return true;
  return false;
}
