//===- FewValues.cpp - Every value a scalar may hold, when few -----------===//
//
// Part of warptile. See FewValues.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/FewValues.h"
#include "warptile/Analysis/ValueFacts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringSwitch.h"

#include <optional>

using namespace mlir;
using llvm::APFloat;
using llvm::APInt;
using llvm::APSInt;

namespace {

constexpr unsigned kMaxValues = 16, kMaxDepth = 8, kMaxChoices = 64;

/// The integer operations both dialects spell, and the LLVM dialect's
/// intrinsics and casts, by what they compute.
enum class Kind {
  Other,
  Add, Sub, Mul, Shl, LShr, AShr, UDiv, SDiv, URem, SRem, And, Or, Xor,
  UMax, UMin, SMax, SMin, UAddSat, USubSat, SAddSat, SSubSat, UShlSat,
  SShlSat, FShl, FShr, Abs, CtPop, CtLz, CtTz, ZExt, SExt, Trunc,
  SIToFP, UIToFP, FPToSI, FPToUI, FPExt, FPTrunc, FAdd, FSub, FMul, FDiv
};

Kind kindOf(StringRef name) {
  return llvm::StringSwitch<Kind>(name)
      .Cases({"arith.addi", "llvm.add"}, Kind::Add)
      .Cases({"arith.subi", "llvm.sub"}, Kind::Sub)
      .Cases({"arith.muli", "llvm.mul"}, Kind::Mul)
      .Cases({"arith.shli", "llvm.shl"}, Kind::Shl)
      .Cases({"arith.shrui", "llvm.lshr"}, Kind::LShr)
      .Cases({"arith.shrsi", "llvm.ashr"}, Kind::AShr)
      .Cases({"arith.divui", "llvm.udiv"}, Kind::UDiv)
      .Cases({"arith.divsi", "llvm.sdiv"}, Kind::SDiv)
      .Case("llvm.urem", Kind::URem)
      .Case("llvm.srem", Kind::SRem)
      .Case("llvm.and", Kind::And)
      .Cases({"arith.ori", "llvm.or"}, Kind::Or)
      .Case("llvm.xor", Kind::Xor)
      .Case("llvm.intr.umax", Kind::UMax)
      .Case("llvm.intr.umin", Kind::UMin)
      .Case("llvm.intr.smax", Kind::SMax)
      .Case("llvm.intr.smin", Kind::SMin)
      .Case("llvm.intr.uadd.sat", Kind::UAddSat)
      .Case("llvm.intr.usub.sat", Kind::USubSat)
      .Case("llvm.intr.sadd.sat", Kind::SAddSat)
      .Case("llvm.intr.ssub.sat", Kind::SSubSat)
      .Case("llvm.intr.ushl.sat", Kind::UShlSat)
      .Case("llvm.intr.sshl.sat", Kind::SShlSat)
      .Case("llvm.intr.fshl", Kind::FShl)
      .Case("llvm.intr.fshr", Kind::FShr)
      .Case("llvm.intr.abs", Kind::Abs)
      .Case("llvm.intr.ctpop", Kind::CtPop)
      .Case("llvm.intr.ctlz", Kind::CtLz)
      .Case("llvm.intr.cttz", Kind::CtTz)
      .Case("llvm.zext", Kind::ZExt)
      .Case("llvm.sext", Kind::SExt)
      .Case("llvm.trunc", Kind::Trunc)
      .Case("llvm.sitofp", Kind::SIToFP)
      .Case("llvm.uitofp", Kind::UIToFP)
      .Case("llvm.fptosi", Kind::FPToSI)
      .Case("llvm.fptoui", Kind::FPToUI)
      .Case("llvm.fpext", Kind::FPExt)
      .Case("llvm.fptrunc", Kind::FPTrunc)
      .Case("llvm.fadd", Kind::FAdd)
      .Case("llvm.fsub", Kind::FSub)
      .Case("llvm.fmul", Kind::FMul)
      .Case("llvm.fdiv", Kind::FDiv)
      .Default(Kind::Other);
}

/// Whether `op`'s flags make its result on `operands` poison, though its
/// folder (which ignores them) gives a value: `nsw`/`nuw` wrapping,
/// `exact` divisions and shifts that drop bits, `disjoint` ors that share
/// bits, `nneg` extensions of negative values.
bool breaksFlags(Operation *op, Kind kind, ArrayRef<Attribute> operands) {
  auto integer = [&](unsigned i) -> std::optional<APInt> {
    if (i < operands.size())
      if (auto attr = dyn_cast<IntegerAttr>(operands[i]))
        return attr.getValue();
    return std::nullopt;
  };
  std::optional<APInt> a = integer(0), b = integer(1);
  if (!a)
    return false;
  if ((kind == Kind::ZExt || kind == Kind::UIToFP) && op->getAttr("nonNeg"))
    return a->isNegative();
  if (!b || a->getBitWidth() != b->getBitWidth())
    return false;
  bool nsw = false, nuw = false;
  if (auto flags = dyn_cast<arith::ArithIntegerOverflowFlagsInterface>(op)) {
    nsw = flags.hasNoSignedWrap();
    nuw = flags.hasNoUnsignedWrap();
  } else if (auto flags = dyn_cast<LLVM::IntegerOverflowFlagsInterface>(op)) {
    nsw = flags.hasNoSignedWrap();
    nuw = flags.hasNoUnsignedWrap();
  }
  bool signedOverflow = false, unsignedOverflow = false;
  switch (kind) {
  case Kind::Add:
    (void)a->sadd_ov(*b, signedOverflow);
    (void)a->uadd_ov(*b, unsignedOverflow);
    break;
  case Kind::Sub:
    (void)a->ssub_ov(*b, signedOverflow);
    (void)a->usub_ov(*b, unsignedOverflow);
    break;
  case Kind::Mul:
    (void)a->smul_ov(*b, signedOverflow);
    (void)a->umul_ov(*b, unsignedOverflow);
    break;
  case Kind::Shl:
    (void)a->sshl_ov(*b, signedOverflow);
    (void)a->ushl_ov(*b, unsignedOverflow);
    break;
  default:
    break;
  }
  if ((nsw && signedOverflow) || (nuw && unsignedOverflow))
    return true;
  bool exact = op->getAttr("isExact") != nullptr;
  if (exact && !b->isZero() && b->ult(a->getBitWidth())) {
    if ((kind == Kind::LShr || kind == Kind::AShr) &&
        !a->extractBits(b->getZExtValue(), 0).isZero())
      return true;
  }
  if (exact && !b->isZero() &&
      ((kind == Kind::UDiv && !a->urem(*b).isZero()) ||
       (kind == Kind::SDiv && !(a->isMinSignedValue() && b->isAllOnes()) &&
        !a->srem(*b).isZero())))
    return true;
  return kind == Kind::Or && op->getAttr("isDisjoint") &&
         a->intersects(*b);
}

/// A float of `type` from `value`, or nullopt where LLVM's conversion is
/// poison (an integer result out of range, NaN).
std::optional<APSInt> toInteger(const APFloat &value, unsigned width,
                                bool isUnsigned) {
  APSInt result(width, isUnsigned);
  bool isExact = false;
  if (value.convertToInteger(result, APFloat::rmTowardZero, &isExact) &
      APFloat::opInvalidOp)
    return std::nullopt;
  return result;
}

/// The LLVM dialect's ops that have no folder, on constant operands, by
/// LLVM's APInt and APFloat; nullopt where the result is poison or
/// undefined, or `kind` is none of them.
std::optional<Attribute> evaluateLLVM(Operation *op, Kind kind,
                                      ArrayRef<Attribute> operands) {
  Type type = op->getResult(0).getType();
  SmallVector<APInt, 3> ints;
  SmallVector<APFloat, 2> floats;
  for (Attribute operand : operands) {
    if (auto attr = dyn_cast<IntegerAttr>(operand))
      ints.push_back(attr.getValue());
    else if (auto attr = dyn_cast<FloatAttr>(operand))
      floats.push_back(attr.getValue());
    else
      return std::nullopt;
  }
  auto integer = [&](std::optional<APInt> value) -> std::optional<Attribute> {
    if (!value || !type.isIntOrIndex() ||
        value->getBitWidth() != (type.isIndex() ? 64u
                                                : type.getIntOrFloatBitWidth()))
      return std::nullopt;
    return IntegerAttr::get(type, *value);
  };
  auto real = [&](APFloat value) -> std::optional<Attribute> {
    auto floatType = dyn_cast<FloatType>(type);
    if (!floatType)
      return std::nullopt;
    bool losesInfo = false;
    value.convert(floatType.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
    return FloatAttr::get(type, value);
  };
  // Casts and one-operand intrinsics.
  if (ints.size() == 1 && floats.empty()) {
    const APInt &a = ints[0];
    unsigned width = type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : 0;
    auto poisonFlag = [&](StringRef name) {
      auto flag = op->getAttrOfType<IntegerAttr>(name);
      return !flag || !flag.getValue().isZero(); // unknown: take it as set
    };
    switch (kind) {
    case Kind::ZExt:
      return integer(a.zext(width));
    case Kind::SExt:
      return integer(a.sext(width));
    case Kind::Trunc:
      return integer(a.trunc(width));
    case Kind::Abs:
      if (a.isMinSignedValue() && poisonFlag("is_int_min_poison"))
        return std::nullopt;
      return integer(a.abs());
    case Kind::CtPop:
      return integer(APInt(a.getBitWidth(), a.popcount()));
    case Kind::CtLz:
    case Kind::CtTz:
      if (a.isZero() && poisonFlag("is_zero_poison"))
        return std::nullopt;
      return integer(APInt(a.getBitWidth(), kind == Kind::CtLz
                                                ? a.countl_zero()
                                                : a.countr_zero()));
    case Kind::SIToFP:
    case Kind::UIToFP: {
      auto floatType = dyn_cast<FloatType>(type);
      if (!floatType)
        return std::nullopt;
      APFloat value(floatType.getFloatSemantics());
      value.convertFromAPInt(a, kind == Kind::SIToFP,
                             APFloat::rmNearestTiesToEven);
      return FloatAttr::get(type, value);
    }
    default:
      return std::nullopt;
    }
  }
  if (floats.size() == 1 && ints.empty()) {
    switch (kind) {
    case Kind::FPToSI:
    case Kind::FPToUI: {
      if (!type.isInteger())
        return std::nullopt;
      std::optional<APSInt> value = toInteger(
          floats[0], type.getIntOrFloatBitWidth(), kind == Kind::FPToUI);
      if (!value)
        return std::nullopt;
      return integer(APInt(*value));
    }
    case Kind::FPExt:
    case Kind::FPTrunc:
      return real(floats[0]);
    default:
      return std::nullopt;
    }
  }
  if (floats.size() == 2 && ints.empty()) {
    if (&floats[0].getSemantics() != &floats[1].getSemantics())
      return std::nullopt;
    APFloat a = floats[0];
    switch (kind) {
    case Kind::FAdd:
      a.add(floats[1], APFloat::rmNearestTiesToEven);
      return real(a);
    case Kind::FSub:
      a.subtract(floats[1], APFloat::rmNearestTiesToEven);
      return real(a);
    case Kind::FMul:
      a.multiply(floats[1], APFloat::rmNearestTiesToEven);
      return real(a);
    case Kind::FDiv:
      a.divide(floats[1], APFloat::rmNearestTiesToEven);
      return real(a);
    default:
      return std::nullopt;
    }
  }
  if (!floats.empty() || ints.size() < 2 ||
      !llvm::all_equal(llvm::map_range(
          ints, [](const APInt &v) { return v.getBitWidth(); })))
    return std::nullopt;
  const APInt &a = ints[0], &b = ints[1];
  unsigned width = a.getBitWidth();
  bool shiftPoison = b.uge(width); // shifts by the width or more
  bool divisionUndefined = b.isZero();
  bool signedOverflow = a.isMinSignedValue() && b.isAllOnes();
  if (ints.size() == 3) {
    // Funnel shifts: the shift is taken modulo the width.
    unsigned shift = ints[2].urem(APInt(width, width)).getZExtValue();
    APInt wide = a.concat(b); // a is the high half
    if (kind == Kind::FShl)
      return integer(shift == 0 ? a : wide.shl(shift).extractBits(width, width));
    if (kind == Kind::FShr)
      return integer(shift == 0 ? b : wide.lshr(shift).trunc(width));
    return std::nullopt;
  }
  switch (kind) {
  case Kind::Add: return integer(a + b);
  case Kind::Sub: return integer(a - b);
  case Kind::Mul: return integer(a * b);
  case Kind::And: return integer(a & b);
  case Kind::Or: return integer(a | b);
  case Kind::Xor: return integer(a ^ b);
  case Kind::UMax: return integer(llvm::APIntOps::umax(a, b));
  case Kind::UMin: return integer(llvm::APIntOps::umin(a, b));
  case Kind::SMax: return integer(llvm::APIntOps::smax(a, b));
  case Kind::SMin: return integer(llvm::APIntOps::smin(a, b));
  case Kind::UAddSat: return integer(a.uadd_sat(b));
  case Kind::USubSat: return integer(a.usub_sat(b));
  case Kind::SAddSat: return integer(a.sadd_sat(b));
  case Kind::SSubSat: return integer(a.ssub_sat(b));
  case Kind::Shl:
    return shiftPoison ? std::nullopt : integer(a.shl(b));
  case Kind::LShr:
    return shiftPoison ? std::nullopt : integer(a.lshr(b));
  case Kind::AShr:
    return shiftPoison ? std::nullopt : integer(a.ashr(b));
  case Kind::UShlSat:
    return shiftPoison ? std::nullopt : integer(a.ushl_sat(b));
  case Kind::SShlSat:
    return shiftPoison ? std::nullopt : integer(a.sshl_sat(b));
  case Kind::UDiv:
    return divisionUndefined ? std::nullopt : integer(a.udiv(b));
  case Kind::URem:
    return divisionUndefined ? std::nullopt : integer(a.urem(b));
  case Kind::SDiv:
    return divisionUndefined || signedOverflow ? std::nullopt
                                               : integer(a.sdiv(b));
  case Kind::SRem:
    return divisionUndefined || signedOverflow ? std::nullopt
                                               : integer(a.srem(b));
  default:
    return std::nullopt;
  }
}

/// `op`'s value on one choice of constant operands: by its folder, run on
/// `scratch` (a detached clone, since some folders rewrite their op in
/// place), else by evaluateLLVM. A folder that answers with an operand
/// gives that operand's constant; one that answers with another value
/// gives that value's constants (`others`, a superset). Nullopt where the
/// result is poison or cannot be computed.
std::optional<Attribute> evaluate(Operation *op, Operation *scratch,
                                  ArrayRef<Attribute> operands,
                                  function_ref<bool(Value)> others) {
  Kind kind = kindOf(op->getName().getStringRef());
  if (breaksFlags(op, kind, operands))
    return std::nullopt;
  SmallVector<OpFoldResult, 1> folded;
  if (succeeded(scratch->fold(operands, folded)) && folded.size() == 1) {
    if (auto attr = dyn_cast<Attribute>(folded[0])) {
      auto typed = dyn_cast<TypedAttr>(attr);
      if (!isa<IntegerAttr, FloatAttr>(attr) || !typed ||
          typed.getType() != op->getResult(0).getType())
        return std::nullopt; // poison, or not a scalar of its type
      return attr;
    }
    Value value = cast<Value>(folded[0]);
    for (auto [index, operand] : llvm::enumerate(scratch->getOperands()))
      if (operand == value)
        return operands[index];
    if (value.getDefiningOp() == scratch || !others(value))
      return std::nullopt; // changed in place, or not a few values
    return Attribute(); // the values were added by `others`
  }
  return evaluateLLVM(op, kind, operands);
}

bool fewConstantsAt(warptile::ValueFacts &facts, Value x,
                    SmallVectorImpl<Attribute> &values, unsigned depth) {
  auto add = [&](Attribute value) {
    if (!llvm::is_contained(values, value))
      values.push_back(value);
    return values.size() <= kMaxValues;
  };
  Type type = x.getType();
  if (depth > kMaxDepth || !type.isIntOrIndexOrFloat())
    return false;
  if (std::optional<APInt> exact = facts.exact(x))
    return add(IntegerAttr::get(type, *exact));
  Attribute constant;
  if (matchPattern(x, m_Constant(&constant)))
    return isa<IntegerAttr, FloatAttr>(constant) && add(constant);
  Operation *def = x.getDefiningOp();
  if (!def || def->getNumResults() != 1)
    return false;
  StringRef name = def->getName().getStringRef();
  // Either side of a select, whatever its condition.
  if ((name == "arith.select" || name == "llvm.select") &&
      def->getNumOperands() == 3)
    return fewConstantsAt(facts, def->getOperand(1), values, depth + 1) &&
           fewConstantsAt(facts, def->getOperand(2), values, depth + 1);
  // What each region of an `scf.if` or `scf.index_switch` yields.
  if (name == "scf.if" || name == "scf.index_switch") {
    for (Region &region : def->getRegions()) {
      if (region.empty() || region.front().empty())
        return false;
      Operation *yield = &region.front().back();
      if (yield->getNumOperands() != 1 ||
          !fewConstantsAt(facts, yield->getOperand(0), values, depth + 1))
        return false;
    }
    return true;
  }
  if (def->getNumRegions() != 0 || def->getNumOperands() == 0 ||
      !isMemoryEffectFree(def))
    return false;
  // Every choice of the operands' constants.
  SmallVector<SmallVector<Attribute>> choices(def->getNumOperands());
  size_t count = 1;
  for (auto [operand, choice] : llvm::zip(def->getOperands(), choices)) {
    if (!fewConstantsAt(facts, operand, choice, depth + 1))
      return false;
    count *= choice.size();
    if (count > kMaxChoices)
      return false;
  }
  Operation *scratch = def->clone();
  auto others = [&](Value value) {
    return fewConstantsAt(facts, value, values, depth + 1);
  };
  bool few = true;
  SmallVector<Attribute> operands(choices.size());
  for (size_t index = 0; few && index < count; ++index) {
    size_t rest = index;
    for (auto [operand, choice] : llvm::zip(operands, choices)) {
      operand = choice[rest % choice.size()];
      rest /= choice.size();
    }
    std::optional<Attribute> result = evaluate(def, scratch, operands, others);
    few = result && (!*result || add(*result)) && values.size() <= kMaxValues;
  }
  scratch->erase();
  return few;
}

} // namespace

bool warptile::fewConstants(ValueFacts &facts, Value value,
                            SmallVectorImpl<Attribute> &values) {
  return fewConstantsAt(facts, value, values, /*depth=*/0);
}

bool warptile::fewIntegers(ValueFacts &facts, Value value,
                           SmallVectorImpl<APInt> &values) {
  SmallVector<Attribute> constants;
  if (!fewConstants(facts, value, constants))
    return false;
  for (Attribute constant : constants) {
    auto integer = dyn_cast<IntegerAttr>(constant);
    if (!integer)
      return false;
    values.push_back(integer.getValue());
  }
  return true;
}
