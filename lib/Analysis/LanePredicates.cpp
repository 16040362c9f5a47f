//===- LanePredicates.cpp - Static lane sets of branch conditions ---------===//
//
// Part of warptile. Evaluates a predicate of the lane at each of the 32 lanes
// to find the lanes where it holds. `tid.x` is the lane modulo 32, so it is
// evaluated only through operations that see its low five bits (`& M` with
// M < 32, `% 2^k` with 2^k <= 32); `tid.x < C` is handled apart.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/InlineAsmReading.h"
#include "warptile/Analysis/LaneAnalysis.h"
#include "warptile/Analysis/WarpAlignment.h"
#include "warptile/Dialect/Warp/IR/LaneSet.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::warp;
using mlir::warptile::isLaneId;
using mlir::warptile::isThreadIdX;
using mlir::warptile::stripIntegerCasts;

namespace {

/// The bits of an integer (or index: 64) type, 0 for any other.
unsigned integerBits(Type type) {
  type = getElementTypeOrSelf(type);
  if (isa<IndexType>(type))
    return IndexType::kInternalStorageBitWidth;
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth();
  return 0;
}

std::optional<int64_t> constantOf(Value value) {
  // A constant may have any width: casts are applied as they compute (a
  // truncation wraps, a sign extension of a narrow negative stays
  // negative, a zero extension does not), not peeled off as for the ids.
  Operation *def = value.getDefiningOp();
  if (!def)
    return std::nullopt;
  unsigned width = integerBits(value.getType());
  bool signedCast = isa<arith::ExtSIOp, LLVM::SExtOp, arith::IndexCastOp>(def);
  if (width && (signedCast || isa<arith::ExtUIOp, LLVM::ZExtOp,
                                 arith::IndexCastUIOp, arith::TruncIOp,
                                 LLVM::TruncOp>(def))) {
    Value source = def->getOperand(0);
    unsigned from = integerBits(source.getType());
    std::optional<int64_t> inner = constantOf(source);
    if (!inner || !from || from > 64)
      return std::nullopt;
    APInt narrow(from, static_cast<uint64_t>(*inner), /*isSigned=*/true);
    APInt cast = signedCast ? narrow.sextOrTrunc(width)
                             : narrow.zextOrTrunc(width);
    if (cast.getSignificantBits() > 64)
      return std::nullopt;
    return cast.getSExtValue();
  }
  // The two common spellings read directly: matchPattern folds the op, and
  // predicates are evaluated at every lane, so that folding was most of the
  // checker's own time. The same APInt either way.
  Attribute attr;
  if (auto constant = dyn_cast<arith::ConstantOp>(def))
    attr = constant.getValue();
  else if (auto constant = dyn_cast<LLVM::ConstantOp>(def))
    attr = constant.getValue();
  APInt bits;
  if (auto integer = dyn_cast_or_null<IntegerAttr>(attr))
    bits = integer.getValue();
  else if (!def->hasTrait<OpTrait::ConstantLike>() ||
           !matchPattern(value, m_ConstantInt(&bits)))
    return std::nullopt;
  if (bits.getSignificantBits() <= 64)
    return bits.getSExtValue();
  return std::nullopt;
}

/// Comparison predicates of arith and llvm, as one enum.
enum class Cmp { eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge };

std::optional<Cmp> comparison(Operation *op, Value &lhs, Value &rhs) {
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    lhs = cmp.getLhs();
    rhs = cmp.getRhs();
    return static_cast<Cmp>(cmp.getPredicate());
  }
  if (auto cmp = dyn_cast<LLVM::ICmpOp>(op)) {
    lhs = cmp.getLhs();
    rhs = cmp.getRhs();
    return static_cast<Cmp>(cmp.getPredicate());
  }
  return std::nullopt;
}

bool holds(Cmp cmp, int64_t a, int64_t b) {
  uint64_t ua = a, ub = b;
  switch (cmp) {
  case Cmp::eq: return a == b;
  case Cmp::ne: return a != b;
  case Cmp::slt: return a < b;
  case Cmp::sle: return a <= b;
  case Cmp::sgt: return a > b;
  case Cmp::sge: return a >= b;
  case Cmp::ult: return ua < ub;
  case Cmp::ule: return ua <= ub;
  case Cmp::ugt: return ua > ub;
  case Cmp::uge: return ua >= ub;
  }
  return false;
}

/// A value at each lane of a warp, and the lanes where it is known (a
/// function of the lane there).
struct LaneValues {
  std::array<int64_t, kWarpSize> at{};
  uint32_t known = 0;
};

constexpr uint32_t kAllLanes = 0xffffffffu;

LaneValues splat(int64_t value) {
  LaneValues result;
  result.at.fill(value);
  result.known = kAllLanes;
  return result;
}

/// The binary ops evalAtLanes computes, classified once per op (not once
/// per lane).
enum class Binary {
  add, sub, mul, andi, ori, xori, shru, shl, remu, divu, divs, rems, shrs,
  none
};

Binary binaryOf(Operation *def) {
  if (isa<arith::AddIOp, LLVM::AddOp>(def)) return Binary::add;
  if (isa<arith::SubIOp, LLVM::SubOp>(def)) return Binary::sub;
  if (isa<arith::MulIOp, LLVM::MulOp>(def)) return Binary::mul;
  if (isa<arith::AndIOp, LLVM::AndOp>(def)) return Binary::andi;
  if (isa<arith::OrIOp, LLVM::OrOp>(def)) return Binary::ori;
  if (isa<arith::XOrIOp, LLVM::XOrOp>(def)) return Binary::xori;
  if (isa<arith::ShRUIOp, LLVM::LShrOp>(def)) return Binary::shru;
  if (isa<arith::ShLIOp, LLVM::ShlOp>(def)) return Binary::shl;
  if (isa<arith::RemUIOp, LLVM::URemOp>(def)) return Binary::remu;
  if (isa<arith::DivUIOp, LLVM::UDivOp>(def)) return Binary::divu;
  if (isa<arith::DivSIOp, LLVM::SDivOp>(def)) return Binary::divs;
  if (isa<arith::RemSIOp, LLVM::SRemOp>(def)) return Binary::rems;
  if (isa<arith::ShRSIOp, LLVM::AShrOp>(def)) return Binary::shrs;
  return Binary::none;
}

/// `kind` applied to the values of one lane.
std::optional<int64_t> apply(Binary kind, int64_t a, int64_t b) {
  // Wrapping, as the hardware computes (and no signed overflow here).
  uint64_t ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
  switch (kind) {
  case Binary::add: return static_cast<int64_t>(ua + ub);
  case Binary::sub: return static_cast<int64_t>(ua - ub);
  case Binary::mul: return static_cast<int64_t>(ua * ub);
  case Binary::andi: return a & b;
  case Binary::ori: return a | b;
  case Binary::xori: return a ^ b;
  case Binary::shru:
    if (b >= 0 && b < 64)
      return static_cast<int64_t>(ua >> b);
    return std::nullopt;
  case Binary::shl:
    if (b >= 0 && b < 64)
      return static_cast<int64_t>(ua << b);
    return std::nullopt;
  case Binary::remu:
    if (b > 0)
      return static_cast<int64_t>(ua % ub);
    return std::nullopt;
  case Binary::divu:
    if (b > 0)
      return static_cast<int64_t>(ua / ub);
    return std::nullopt;
  // Signed division and shifts of the lane's small non-negative values
  // (CUB's `laneid / LOGICAL_WARP_THREADS`).
  case Binary::divs:
    if (a >= 0 && b > 0)
      return a / b;
    return std::nullopt;
  case Binary::rems:
    if (a >= 0 && b > 0)
      return a % b;
    return std::nullopt;
  case Binary::shrs:
    if (a >= 0 && b >= 0 && b < 64)
      return a >> b;
    return std::nullopt;
  case Binary::none:
    return std::nullopt;
  }
  return std::nullopt;
}

/// The value of `value` at every lane, where it is a function of the lane.
/// The expression is walked once for all 32 lanes (a predicate is
/// evaluated at each lane, and walking it lane by lane was most of the
/// checker's own time on device-wide CUB); each lane's value is what
/// evaluating it at that lane alone gives, so a select whose unchosen
/// operand is unknown at a lane is still known there.
LaneValues evalAtLanes(Value value, unsigned depth) {
  LaneValues result;
  if (depth > 16)
    return result;
  value = stripIntegerCasts(value);
  if (std::optional<int64_t> c = constantOf(value))
    return splat(*c);
  if (isLaneId(value)) {
    for (unsigned lane = 0; lane < kWarpSize; ++lane)
      result.at[lane] = lane;
    result.known = kAllLanes;
    return result;
  }
  Operation *def = value.getDefiningOp();
  if (!def)
    return result;
  // A cast below 32 bits (stripIntegerCasts keeps those) keeps the values
  // that are non-negative in the narrower of its two types, as signed and
  // unsigned: the lane truncated to i8 is the lane, to i5 it is not (lanes
  // 16-31 are negative there).
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtUIOp,
          arith::ExtSIOp, arith::TruncIOp, LLVM::ZExtOp, LLVM::SExtOp,
          LLVM::TruncOp>(def)) {
    unsigned bits = std::min(integerBits(def->getOperand(0).getType()),
                             integerBits(value.getType()));
    if (bits < 2 || bits > 64)
      return result;
    LaneValues source = evalAtLanes(def->getOperand(0), depth + 1);
    for (unsigned lane = 0; lane < kWarpSize; ++lane)
      if ((source.known >> lane & 1) && source.at[lane] >= 0 &&
          (bits > 63 || source.at[lane] < (int64_t(1) << (bits - 1)))) {
        result.at[lane] = source.at[lane];
        result.known |= uint32_t(1) << lane;
      }
    return result;
  }
  // Inline PTX of the lane (%lanemask_lt, bmsk, ...): the reader's
  // interpreter at each lane, with its inputs' values there.
  if (isa<LLVM::InlineAsmOp>(def)) {
    SmallVector<LaneValues, 2> operands;
    uint32_t known = kAllLanes;
    for (Value operand : def->getOperands()) {
      operands.push_back(evalAtLanes(operand, depth + 1));
      known &= operands.back().known;
      if (!known)
        return result;
    }
    SmallVector<uint64_t> inputs(operands.size());
    for (unsigned lane = 0; lane < kWarpSize; ++lane) {
      if (!(known >> lane & 1))
        continue;
      for (auto [i, operand] : llvm::enumerate(operands))
        inputs[i] = static_cast<uint64_t>(operand.at[lane]);
      std::optional<uint64_t> at =
          mlir::warptile::evaluateInlineAsmAtLane(def, inputs, lane);
      if (!at)
        continue;
      result.at[lane] = static_cast<int64_t>(*at);
      result.known |= uint32_t(1) << lane;
    }
    return result;
  }
  if (isa<arith::SelectOp, LLVM::SelectOp>(def)) {
    LaneValues c = evalAtLanes(def->getOperand(0), depth + 1);
    if (!c.known)
      return result;
    uint32_t pickTrue = 0;
    for (unsigned lane = 0; lane < kWarpSize; ++lane)
      if ((c.known >> lane & 1) && (c.at[lane] & 1))
        pickTrue |= uint32_t(1) << lane;
    uint32_t pickFalse = c.known & ~pickTrue;
    LaneValues t, f;
    if (pickTrue)
      t = evalAtLanes(def->getOperand(1), depth + 1);
    if (pickFalse)
      f = evalAtLanes(def->getOperand(2), depth + 1);
    for (unsigned lane = 0; lane < kWarpSize; ++lane) {
      const LaneValues &from = (pickTrue >> lane & 1) ? t : f;
      if (!(c.known >> lane & 1) || !(from.known >> lane & 1))
        continue;
      result.at[lane] = from.at[lane];
      result.known |= uint32_t(1) << lane;
    }
    return result;
  }
  Value lhs, rhs;
  if (std::optional<Cmp> cmp = comparison(def, lhs, rhs)) {
    LaneValues a = evalAtLanes(lhs, depth + 1);
    if (!a.known)
      return result;
    LaneValues b = evalAtLanes(rhs, depth + 1);
    result.known = a.known & b.known;
    for (unsigned lane = 0; lane < kWarpSize; ++lane)
      result.at[lane] = holds(*cmp, a.at[lane], b.at[lane]);
    return result;
  }
  if (def->getNumOperands() != 2)
    return result;
  lhs = def->getOperand(0);
  rhs = def->getOperand(1);
  // tid.x agrees with the lane in its low five bits, and so does any
  // multiple of 32 plus the lane (a linear thread index).
  std::optional<int64_t> rc = constantOf(rhs);
  // `& M` (M < 32) and an unsigned `% 2^k` read only the low five bits,
  // which casts of five bits or more keep (clang narrows `(threadIdx.x &
  // 31) % 3` to i8); the result (at most 31) is itself only when the op
  // has six bits or more. A signed `%` needs a non-negative operand: the
  // id through casts of kIdBits or more.
  Value low = stripIntegerCasts(lhs, 5);
  bool wideResult = integerBits(value.getType()) >= 6;
  bool lowIsId = wideResult && (isThreadIdX(low) || isLaneId(low));
  if (rc && !isLaneId(lhs) &&
      (lowIsId || mlir::warptile::isMultipleOf32PlusLane(lhs))) {
    if (isThreadIdX(low) && !mlir::warptile::threadIdXAgreesWithLane(low))
      return result;
    bool isAnd = isa<arith::AndIOp, LLVM::AndOp>(def) && *rc >= 0 && *rc < 32;
    bool isRem =
        (isa<arith::RemUIOp, LLVM::URemOp>(def) ||
         (isa<arith::RemSIOp, LLVM::SRemOp>(def) &&
          (isThreadIdX(lhs) || isLaneId(lhs) ||
           mlir::warptile::isMultipleOf32PlusLane(lhs)))) &&
        *rc > 0 && *rc <= 32 && llvm::isPowerOf2_64(*rc);
    if (!isAnd && !isRem)
      return result;
    for (unsigned lane = 0; lane < kWarpSize; ++lane)
      result.at[lane] = isAnd ? (lane & *rc) : (lane % *rc);
    result.known = kAllLanes;
    return result;
  }
  LaneValues a = evalAtLanes(lhs, depth + 1);
  if (!a.known)
    return result;
  LaneValues b = evalAtLanes(rhs, depth + 1);
  uint32_t known = a.known & b.known;
  Binary kind = binaryOf(def);
  if (!known || kind == Binary::none)
    return result;
  for (unsigned lane = 0; lane < kWarpSize; ++lane) {
    if (!(known >> lane & 1))
      continue;
    if (std::optional<int64_t> at = apply(kind, a.at[lane], b.at[lane])) {
      result.at[lane] = *at;
      result.known |= uint32_t(1) << lane;
    }
  }
  return result;
}

/// `tid.x cmp C`: in the warp holding thread C the lanes split at C mod 32;
/// every other warp is all on one side. That partial warp is the worst case.
std::optional<uint64_t> matchThreadBound(Value predicate) {
  Operation *def = stripIntegerCasts(predicate).getDefiningOp();
  Value lhs, rhs;
  std::optional<Cmp> cmp = def ? comparison(def, lhs, rhs) : std::nullopt;
  if (!cmp)
    return std::nullopt;
  std::optional<int64_t> bound = constantOf(rhs);
  if (!isThreadIdX(lhs) || !bound || *bound < 0 ||
      !mlir::warptile::threadIdXAgreesWithLane(lhs))
    return std::nullopt;
  unsigned split = *bound % kWarpSize;
  // At a multiple of 32 no warp is split by an ordering: each is all in or
  // all out, and the lanes that run are the whole warp.
  if (split == 0 && *cmp != Cmp::eq && *cmp != Cmp::ne)
    return fullMask(kWarpSize);
  uint64_t mask = 0;
  for (unsigned lane = 0; lane < 32; ++lane)
    if (holds(*cmp, (*bound - split) + lane, *bound))
      mask |= uint64_t(1) << lane;
  return mask;
}

} // namespace


std::optional<uint64_t> mlir::warp::matchLanePredicate(Value predicate) {
  if (std::optional<uint64_t> bound = matchThreadBound(predicate))
    return bound;
  return evaluateLanePredicate(predicate);
}

std::optional<uint64_t> mlir::warp::evaluateLanePredicate(Value predicate) {
  LaneValues values = evalAtLanes(predicate, 0);
  if (values.known != kAllLanes)
    return std::nullopt;
  uint64_t mask = 0;
  for (unsigned lane = 0; lane < kWarpSize; ++lane)
    if (values.at[lane] & 1)
      mask |= uint64_t(1) << lane;
  return mask;
}

std::optional<std::array<uint64_t, kWarpSize>>
mlir::warp::evaluateAtLanes(Value value) {
  LaneValues at = evalAtLanes(value, 0);
  if (at.known != kAllLanes)
    return std::nullopt;
  std::array<uint64_t, kWarpSize> values;
  for (unsigned lane = 0; lane < kWarpSize; ++lane)
    values[lane] = static_cast<uint64_t>(at.at[lane]);
  return values;
}

std::optional<uint64_t> mlir::warp::constantBits(Value value) {
  APInt bits;
  if (value && matchPattern(value, m_ConstantInt(&bits)) &&
      bits.getActiveBits() <= 64)
    return bits.getZExtValue();
  return std::nullopt;
}
