//===- LanePredicates.cpp - Static lane sets of branch conditions ---------===//
//
// Part of warptile. Evaluates a predicate of the lane at each of the 32 lanes
// to find the lanes where it holds. `tid.x` is the lane modulo 32, so it is
// evaluated only through operations that see its low five bits (`& M` with
// M < 32, `% 2^k` with 2^k <= 32); `tid.x < C` is handled apart.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/InlineAsmReading.h"
#include "warptile/Analysis/IntegerBits.h"
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
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::warp;
using mlir::warptile::integerBits;
using mlir::warptile::isLaneId;
using mlir::warptile::isThreadIdX;
using mlir::warptile::stripIntegerCasts;

namespace {

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

/// `value`'s low `bits` bits, zero-extended (its unsigned reading).
uint64_t zeroExtended(int64_t value, unsigned bits) {
  if (bits == 0 || bits >= 64)
    return static_cast<uint64_t>(value);
  return static_cast<uint64_t>(value) & ((uint64_t(1) << bits) - 1);
}

/// `value`'s low `bits` bits, sign-extended (its signed reading).
int64_t signExtended(int64_t value, unsigned bits) {
  if (bits == 0 || bits >= 64)
    return value;
  return llvm::SignExtend64(static_cast<uint64_t>(value), bits);
}

/// A lane's value of a `bits`-wide integer as the evaluator keeps it: the
/// signed reading of its bits (what constantOf gives), except an i1, kept
/// as 0 or 1 (what a comparison gives). Arithmetic wraps at the op's width,
/// as the hardware computes: `lane + 0x7ffffff8` is negative in i32 from
/// lane 8 on, which 64-bit arithmetic would miss.
int64_t atWidth(int64_t value, unsigned bits) {
  if (bits == 1)
    return value & 1;
  return signExtended(value, bits);
}

/// `cmp` of two `bits`-wide values kept as atWidth keeps them.
bool holds(Cmp cmp, int64_t a, int64_t b, unsigned bits = 64) {
  uint64_t ua = zeroExtended(a, bits), ub = zeroExtended(b, bits);
  if (bits == 1) {
    // i1 kept as 0/1: its signed reading of 1 is -1.
    a = -(a & 1);
    b = -(b & 1);
  }
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
std::optional<int64_t> applyWide(Binary kind, int64_t a, int64_t b,
                                 unsigned bits);

/// `kind` applied to one lane's `bits`-wide values, wrapped to that width.
std::optional<int64_t> apply(Binary kind, int64_t a, int64_t b,
                             unsigned bits) {
  // A shift by the width or more is poison in arith and llvm.
  if ((kind == Binary::shl || kind == Binary::shru || kind == Binary::shrs) &&
      bits && bits < 64 && zeroExtended(b, bits) >= bits)
    return std::nullopt;
  std::optional<int64_t> at = applyWide(kind, a, b, bits);
  if (!at)
    return std::nullopt;
  return atWidth(*at, bits);
}

std::optional<int64_t> applyWide(Binary kind, int64_t a, int64_t b,
                                 unsigned bits) {
  // Wrapping, as the hardware computes (and no signed overflow here); the
  // unsigned ops read the operands' bits at their width.
  uint64_t ua = zeroExtended(a, bits), ub = zeroExtended(b, bits);
  if (bits == 1) {
    a = -(a & 1);
    b = -(b & 1);
  }
  switch (kind) {
  case Binary::add: return static_cast<int64_t>(ua + ub);
  case Binary::sub: return static_cast<int64_t>(ua - ub);
  case Binary::mul: return static_cast<int64_t>(ua * ub);
  case Binary::andi: return a & b;
  case Binary::ori: return a | b;
  case Binary::xori: return a ^ b;
  case Binary::shru:
    if (ub < 64)
      return static_cast<int64_t>(ua >> ub);
    return std::nullopt;
  case Binary::shl:
    if (ub < 64)
      return static_cast<int64_t>(ua << ub);
    return std::nullopt;
  case Binary::remu:
    if (ub > 0)
      return static_cast<int64_t>(ua % ub);
    return std::nullopt;
  case Binary::divu:
    if (ub > 0)
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
/// While a warp is evaluated whole (matchLanePredicate): the x index of
/// its lane 0, so `threadIdx.x` is that plus the lane.
thread_local std::optional<int64_t> warpBaseX;

LaneValues evalAtLanes(Value value, unsigned depth) {
  LaneValues result;
  if (depth > 16)
    return result;
  if (std::optional<int64_t> c = constantOf(value))
    return splat(*c);
  if (Operation *def = value.getDefiningOp();
      warpBaseX && def && mlir::warptile::threadIdDimension(def) == 0u &&
      integerBits(value.getType()) >= mlir::warptile::kIdBits) {
    for (unsigned lane = 0; lane < kWarpSize; ++lane)
      result.at[lane] = *warpBaseX + lane;
    result.known = kAllLanes;
    return result;
  }
  if (isLaneId(value)) {
    for (unsigned lane = 0; lane < kWarpSize; ++lane)
      result.at[lane] = lane;
    result.known = kAllLanes;
    return result;
  }
  Operation *def = value.getDefiningOp();
  if (!def)
    return result;
  // Casts compute as they do at each lane: an extension reads the source's
  // bits signed or unsigned, a truncation keeps the low bits. The lane
  // truncated to i5 is negative on lanes 16-31, and zero-extending
  // `lane - 16` from i32 makes it large, not negative.
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtUIOp,
          arith::ExtSIOp, arith::TruncIOp, LLVM::ZExtOp, LLVM::SExtOp,
          LLVM::TruncOp>(def)) {
    unsigned from = integerBits(def->getOperand(0).getType());
    unsigned to = integerBits(value.getType());
    if (!from || !to || from > 64 || to > 64)
      return result;
    bool signedRead =
        isa<arith::IndexCastOp, arith::ExtSIOp, LLVM::SExtOp>(def);
    LaneValues source = evalAtLanes(def->getOperand(0), depth + 1);
    for (unsigned lane = 0; lane < kWarpSize; ++lane) {
      if (!(source.known >> lane & 1))
        continue;
      int64_t v = source.at[lane];
      int64_t wide = signedRead ? signExtended(v, from)
                                : static_cast<int64_t>(zeroExtended(v, from));
      result.at[lane] = atWidth(wide, to);
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
        inputs[i] = zeroExtended(
            operand.at[lane], integerBits(def->getOperand(i).getType()));
      std::optional<uint64_t> at =
          mlir::warptile::evaluateInlineAsmAtLane(def, inputs, lane);
      if (!at)
        continue;
      result.at[lane] =
          atWidth(static_cast<int64_t>(*at), integerBits(value.getType()));
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
      result.at[lane] =
          holds(*cmp, a.at[lane], b.at[lane], integerBits(lhs.getType()));
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
    // Any other op of the id reads its high bits: only a whole warp's
    // evaluation (warpBaseX) knows them, below.
    if (isAnd || isRem) {
      for (unsigned lane = 0; lane < kWarpSize; ++lane)
        result.at[lane] = isAnd ? (lane & *rc) : (lane % *rc);
      result.known = kAllLanes;
      return result;
    }
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
    if (std::optional<int64_t> at = apply(kind, a.at[lane], b.at[lane],
                                          integerBits(value.getType()))) {
      result.at[lane] = *at;
      result.known |= uint32_t(1) << lane;
    }
  }
  return result;
}

} // namespace


static bool isLaneOfMaskAt(Value original, Value mask, unsigned depth);

bool mlir::warp::isLaneOfMask(Value source, Value mask) {
  return isLaneOfMaskAt(source, mask, 0);
}

static bool isLaneOfMaskAt(Value original, Value mask, unsigned depth) {
  if (depth > 8)
    return false;
  Value source = stripIntegerCasts(original, 5);
  mask = stripIntegerCasts(mask);
  // The lane itself (`__shfl_sync(m, v, lane)`).
  if (std::optional<std::array<uint64_t, 32>> at = evaluateAtLanes(original)) {
    bool own = true;
    for (unsigned lane = 0; lane < kWarpSize; ++lane)
      own &= ((*at)[lane] & (kWarpSize - 1)) == lane;
    if (own)
      return true;
  }
  Operation *def = source.getDefiningOp();
  if (!def)
    return false;
  auto isMask = [&](Value value) { return stripIntegerCasts(value) == mask; };
  // Either of two lanes of the mask; a constant lane where the condition
  // says the mask is every lane (cooperative groups' `coalesced_group::
  // shfl`: `m == ~0 ? 31 : fns(m, 0, popc(m))`).
  if (isa<LLVM::SelectOp, arith::SelectOp>(def)) {
    Value cond = def->getOperand(0);
    auto laneOf = [&](Value arm, bool whenTrue) {
      std::optional<int64_t> c = constantOf(arm);
      Operation *cmp = cond.getDefiningOp();
      if (c && *c >= 0 && *c < int64_t(kWarpSize) && cmp &&
          cmp->getNumOperands() == 2) {
        bool eq = false, ne = false;
        if (auto i = dyn_cast<LLVM::ICmpOp>(cmp)) {
          eq = i.getPredicate() == LLVM::ICmpPredicate::eq;
          ne = i.getPredicate() == LLVM::ICmpPredicate::ne;
        } else if (auto i = dyn_cast<arith::CmpIOp>(cmp)) {
          eq = i.getPredicate() == arith::CmpIPredicate::eq;
          ne = i.getPredicate() == arith::CmpIPredicate::ne;
        }
        for (unsigned k = 0; k < 2; ++k)
          if ((whenTrue ? eq : ne) && isMask(cmp->getOperand(k)) &&
              constantBits(cmp->getOperand(1 - k)).value_or(0) ==
                  fullMask(kWarpSize))
            return true;
      }
      return isLaneOfMaskAt(arm, mask, depth + 1);
    };
    return laneOf(def->getOperand(1), true) &&
           laneOf(def->getOperand(2), false);
  }
  // `fns(m, 0, k)`: the k-th set lane of m from lane 0, which exists for k
  // = 1 (the lowest) and k = popc(m) (the highest).
  if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(def)) {
    if (call.getIntrin() != "llvm.nvvm.fns" || call->getNumOperands() != 3 ||
        !isMask(call->getOperand(0)) || constantOf(call->getOperand(1)) != 0)
      return false;
    Value k = call->getOperand(2);
    if (constantOf(k) == 1)
      return true;
    Operation *count = stripIntegerCasts(k).getDefiningOp();
    return isa_and_nonnull<LLVM::CtPopOp>(count) &&
           isMask(count->getOperand(0));
  }
  // Its lowest set bit.
  if (isa<LLVM::CountTrailingZerosOp>(def))
    return isMask(def->getOperand(0));
  // Its highest: `31 - ctlz(m)`, or `ctlz(m) ^ 31`.
  if (isa<LLVM::SubOp, arith::SubIOp, LLVM::XOrOp, arith::XOrIOp>(def)) {
    bool isSub = isa<LLVM::SubOp, arith::SubIOp>(def);
    for (unsigned i = 0; i < 2; ++i) {
      if (isSub && i == 1)
        break;
      std::optional<int64_t> c = constantOf(def->getOperand(i));
      Operation *count =
          stripIntegerCasts(def->getOperand(1 - i)).getDefiningOp();
      if (c && *c == 31 && isa_and_nonnull<LLVM::CountLeadingZerosOp>(count))
        return isMask(count->getOperand(0));
    }
    return false;
  }
  // CUDA's headers: `bfind.u32` is the highest set bit, and of the bits
  // reversed, `bfind.shiftamt.u32` is the lowest (`__ffs(m) - 1`).
  if (auto asmOp = dyn_cast<LLVM::InlineAsmOp>(def)) {
    if (asmOp.getNumOperands() != 1 || asmOp.getNumResults() != 1)
      return false;
    std::string text;
    for (char ch : asmOp.getAsmString())
      if (!llvm::isSpace(ch))
        text += ch;
    Value operand = stripIntegerCasts(asmOp.getOperand(0));
    if (text == "bfind.u32$0,$1;")
      return operand == mask;
    if (text == "bfind.shiftamt.u32$0,$1;") {
      Operation *reverse = operand.getDefiningOp();
      return isa_and_nonnull<LLVM::BitReverseOp>(reverse) &&
             isMask(reverse->getOperand(0));
    }
  }
  return false;
}

std::optional<uint64_t> mlir::warp::oneLaneSet(ArrayRef<uint64_t> lanes) {
  std::optional<uint64_t> one;
  for (uint64_t mask : lanes) {
    if (!mask)
      continue;
    if (one && *one != mask)
      return std::nullopt;
    one = mask;
  }
  return one.value_or(0);
}

std::optional<mlir::warp::WarpLanes>
mlir::warp::lanesWhereByWarp(Value value,
                             llvm::function_ref<bool(int64_t)> holds) {
  // A function of the lane alone is the same in every warp.
  LaneValues alone = evalAtLanes(value, 0);
  if (alone.known == kAllLanes) {
    uint64_t mask = 0;
    for (unsigned lane = 0; lane < kWarpSize; ++lane)
      if (holds(alone.at[lane]))
        mask |= uint64_t(1) << lane;
    return WarpLanes{mask};
  }
  // One of threadIdx.x (`tid.x < 16`, clang's `(tid & 1008) == 16`): each
  // warp of the first row evaluated whole, at the x its lane 0 has (the
  // warps of the declared x size, or of any up to CUDA's 1024). `tid.x <
  // 16` is lanes 0-15 of warp 0 and nothing else, but its other side is
  // lanes 16-31 of warp 0 and every lane of the next warps, and `tid.x <
  // 48` all of warp 0 and half of warp 1 (issue 27 round 62 h4; it was
  // read at the warp C splits alone).
  Operation *def = value.getDefiningOp();
  if (!def)
    return std::nullopt;
  mlir::warptile::DeclaredBlock declared = mlir::warptile::declaredBlock(def);
  if (declared.shapeOpen || !mlir::warptile::threadIdXAgreesWithLane(value))
    return std::nullopt;
  int64_t xSize = declared.dims ? (*declared.dims)[0] : 1024;
  WarpLanes byWarp(kWarpsPerRow, 0);
  for (int64_t base = 0; base < xSize && base < 1024; base += kWarpSize) {
    warpBaseX = base;
    LaneValues values = evalAtLanes(value, 0);
    warpBaseX.reset();
    if (values.known != kAllLanes)
      return std::nullopt;
    for (unsigned lane = 0; lane < kWarpSize; ++lane)
      if (base + lane < xSize && holds(values.at[lane]))
        byWarp[base / kWarpSize] |= uint64_t(1) << lane;
  }
  if (llvm::all_equal(byWarp))
    byWarp.resize(1);
  return byWarp;
}

std::optional<mlir::warp::WarpLanes>
mlir::warp::matchLanePredicateByWarp(Value predicate, bool whenTrue) {
  return lanesWhereByWarp(predicate, [&](int64_t value) {
    return bool(value & 1) == whenTrue;
  });
}

std::optional<uint64_t> mlir::warp::matchLanePredicate(Value predicate,
                                                      bool whenTrue) {
  // Each side is a set only where every warp with a lane on it agrees.
  if (std::optional<WarpLanes> byWarp =
          matchLanePredicateByWarp(predicate, whenTrue))
    return oneLaneSet(*byWarp);
  return std::nullopt;
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
  // The bits of the value's type (a 32-bit mask with lane 31 set is
  // 0x80000000, not negative).
  unsigned bits = integerBits(value.getType());
  std::array<uint64_t, kWarpSize> values;
  for (unsigned lane = 0; lane < kWarpSize; ++lane)
    values[lane] = zeroExtended(at.at[lane], bits);
  return values;
}

std::optional<uint64_t> mlir::warp::constantBits(Value value) {
  APInt bits;
  if (value && matchPattern(value, m_ConstantInt(&bits)) &&
      bits.getActiveBits() <= 64)
    return bits.getZExtValue();
  return std::nullopt;
}
