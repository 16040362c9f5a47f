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
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::warp;
using mlir::warptile::isLaneId;
using mlir::warptile::isThreadIdX;
using mlir::warptile::stripIntegerCasts;

namespace {

std::optional<int64_t> constantOf(Value value) {
  value = stripIntegerCasts(value);
  Operation *def = value.getDefiningOp();
  if (!def)
    return std::nullopt;
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

/// The value of `value` at `lane`, when it is a function of the lane.
std::optional<int64_t> evalAtLane(Value value, unsigned lane, unsigned depth) {
  if (depth > 16)
    return std::nullopt;
  value = stripIntegerCasts(value);
  if (std::optional<int64_t> c = constantOf(value))
    return c;
  if (isLaneId(value))
    return lane;
  Operation *def = value.getDefiningOp();
  if (!def)
    return std::nullopt;
  // Inline PTX of the lane (%lanemask_lt, bmsk, ...): the reader's
  // interpreter at this lane, with its inputs' values there.
  if (isa<LLVM::InlineAsmOp>(def)) {
    SmallVector<uint64_t> inputs;
    for (Value operand : def->getOperands()) {
      std::optional<int64_t> at = evalAtLane(operand, lane, depth + 1);
      if (!at)
        return std::nullopt;
      inputs.push_back(static_cast<uint64_t>(*at));
    }
    std::optional<uint64_t> result =
        mlir::warptile::evaluateInlineAsmAtLane(def, inputs, lane);
    if (!result)
      return std::nullopt;
    return static_cast<int64_t>(*result);
  }
  if (isa<arith::SelectOp, LLVM::SelectOp>(def)) {
    std::optional<int64_t> c = evalAtLane(def->getOperand(0), lane, depth + 1);
    if (!c)
      return std::nullopt;
    return evalAtLane(def->getOperand((*c & 1) ? 1 : 2), lane, depth + 1);
  }
  Value lhs, rhs;
  if (std::optional<Cmp> cmp = comparison(def, lhs, rhs)) {
    auto a = evalAtLane(lhs, lane, depth + 1);
    auto b = evalAtLane(rhs, lane, depth + 1);
    if (!a || !b)
      return std::nullopt;
    return holds(*cmp, *a, *b);
  }
  if (def->getNumOperands() != 2)
    return std::nullopt;
  lhs = def->getOperand(0);
  rhs = def->getOperand(1);
  // tid.x agrees with the lane in its low five bits, and so does any
  // multiple of 32 plus the lane (a linear thread index).
  std::optional<int64_t> rc = constantOf(rhs);
  if (rc && !isLaneId(lhs) &&
      (isThreadIdX(lhs) || mlir::warptile::isMultipleOf32PlusLane(lhs))) {
    if (isThreadIdX(lhs) && !mlir::warptile::threadIdXAgreesWithLane(lhs))
      return std::nullopt;
    if (isa<arith::AndIOp, LLVM::AndOp>(def) && *rc >= 0 && *rc < 32)
      return lane & *rc;
    if (isa<arith::RemUIOp, arith::RemSIOp, LLVM::URemOp, LLVM::SRemOp>(def) &&
        *rc > 0 && *rc <= 32 && llvm::isPowerOf2_64(*rc))
      return lane % *rc;
    return std::nullopt;
  }
  auto a = evalAtLane(lhs, lane, depth + 1);
  auto b = evalAtLane(rhs, lane, depth + 1);
  if (!a || !b)
    return std::nullopt;
  // Wrapping, as the hardware computes (and no signed overflow here).
  uint64_t ua = static_cast<uint64_t>(*a), ub = static_cast<uint64_t>(*b);
  if (isa<arith::AddIOp, LLVM::AddOp>(def)) return static_cast<int64_t>(ua + ub);
  if (isa<arith::SubIOp, LLVM::SubOp>(def)) return static_cast<int64_t>(ua - ub);
  if (isa<arith::MulIOp, LLVM::MulOp>(def)) return static_cast<int64_t>(ua * ub);
  if (isa<arith::AndIOp, LLVM::AndOp>(def)) return *a & *b;
  if (isa<arith::OrIOp, LLVM::OrOp>(def)) return *a | *b;
  if (isa<arith::XOrIOp, LLVM::XOrOp>(def)) return *a ^ *b;
  if (isa<arith::ShRUIOp, LLVM::LShrOp>(def) && *b >= 0 && *b < 64)
    return static_cast<int64_t>(static_cast<uint64_t>(*a) >> *b);
  if (isa<arith::ShLIOp, LLVM::ShlOp>(def) && *b >= 0 && *b < 64)
    return static_cast<int64_t>(ua << *b);
  if (isa<arith::RemUIOp, LLVM::URemOp>(def) && *b > 0)
    return static_cast<int64_t>(static_cast<uint64_t>(*a) % *b);
  if (isa<arith::DivUIOp, LLVM::UDivOp>(def) && *b > 0)
    return static_cast<int64_t>(static_cast<uint64_t>(*a) / *b);
  // Signed division and shifts of the lane's small non-negative values
  // (CUB's `laneid / LOGICAL_WARP_THREADS`).
  if (isa<arith::DivSIOp, LLVM::SDivOp>(def) && *a >= 0 && *b > 0)
    return *a / *b;
  if (isa<arith::RemSIOp, LLVM::SRemOp>(def) && *a >= 0 && *b > 0)
    return *a % *b;
  if (isa<arith::ShRSIOp, LLVM::AShrOp>(def) && *a >= 0 && *b >= 0 && *b < 64)
    return *a >> *b;
  return std::nullopt;
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
  uint64_t mask = 0;
  for (unsigned lane = 0; lane < 32; ++lane) {
    std::optional<int64_t> value = evalAtLane(predicate, lane, 0);
    if (!value)
      return std::nullopt;
    if (*value & 1)
      mask |= uint64_t(1) << lane;
  }
  return mask;
}

std::optional<std::array<uint64_t, kWarpSize>>
mlir::warp::evaluateAtLanes(Value value) {
  std::array<uint64_t, kWarpSize> values;
  for (unsigned lane = 0; lane < kWarpSize; ++lane) {
    std::optional<int64_t> at = evalAtLane(value, lane, 0);
    if (!at)
      return std::nullopt;
    values[lane] = static_cast<uint64_t>(*at);
  }
  return values;
}

std::optional<uint64_t> mlir::warp::constantBits(Value value) {
  APInt bits;
  if (value && matchPattern(value, m_ConstantInt(&bits)) &&
      bits.getActiveBits() <= 64)
    return bits.getZExtValue();
  return std::nullopt;
}
