//===- PtxArithmetic.cpp - LLVM arithmetic with PTX's results -------------===//
//
// Part of warptile. The kernels' arithmetic is LLVM IR, and LLVM leaves a
// few cases undefined (poison) that the PTX instructions NVPTX selects for
// them define; x86 defines them differently again (a shift count is masked,
// a division by zero traps). The simulator follows PTX: each such op is
// rewritten here, in the host module, to compute what the PTX instruction
// computes. Where PTX itself leaves the value unspecified (integer division
// by zero), the result gets a fixed value and is undefined: the poison
// tracking (Poison.cpp) reports it where it is used.
//
//===----------------------------------------------------------------------===//

#include "PtxArithmetic.h"

#include "Lower.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace ::warptile::sim;

namespace {

Type elementOf(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.getElementType();
  return type;
}

/// The constant integers `v` holds (one per element), if it is a constant.
std::optional<SmallVector<APInt>> constantInts(Value v) {
  Attribute attr;
  if (!matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  if (auto integer = dyn_cast<IntegerAttr>(attr))
    return SmallVector<APInt>{integer.getValue()};
  if (auto dense = dyn_cast<DenseIntElementsAttr>(attr))
    return llvm::to_vector(dense.getValues<APInt>());
  return std::nullopt;
}

class PtxArithmetic {
public:
  PtxArithmetic(ModuleOp module, std::vector<Site> &sites,
                std::vector<UndefinedValue> &undefined)
      : module(module), sites(sites), undefined(undefined),
        b(module.getContext()) {}

  void run();

private:
  /// A constant of `type` (a scalar, or a vector splat of it).
  Value constant(Location loc, Type type, TypedAttr scalar) {
    if (auto vector = dyn_cast<VectorType>(type))
      return LLVM::ConstantOp::create(b, loc, type,
                                      SplatElementsAttr::get(vector, scalar));
    return LLVM::ConstantOp::create(b, loc, type, scalar);
  }
  Value intConstant(Location loc, Type type, const APInt &value) {
    return constant(loc, type, b.getIntegerAttr(elementOf(type), value));
  }
  Value floatConstant(Location loc, Type type, const APFloat &value) {
    return constant(loc, type, b.getFloatAttr(elementOf(type), value));
  }
  /// `type` with i32 elements (the poison origin's shape).
  Type originType(Type type) {
    if (auto vector = dyn_cast<VectorType>(type))
      return VectorType::get(vector.getShape(), b.getI32Type());
    return b.getI32Type();
  }
  uint32_t site(Operation *op, const std::string &what) {
    sites.push_back({what, formatLocation(op->getLoc())});
    return static_cast<uint32_t>(sites.size() - 1);
  }
  Value select(Location loc, Value condition, Value whenTrue, Value whenFalse) {
    return LLVM::SelectOp::create(b, loc, condition, whenTrue, whenFalse);
  }
  /// Makes every use of `from` but those in `except` (the ops computing its
  /// replacement) use `to`.
  void replaceUses(Value from, Value to,
                   const SmallPtrSetImpl<Operation *> &except) {
    from.replaceUsesWithIf(
        to, [&](OpOperand &use) { return !except.contains(use.getOwner()); });
  }

  void shift(Operation *op);
  void floatToInt(Operation *op, bool isSigned);
  void canonicalNaN(Operation *op);
  void doubleNaN(Operation *op);
  void signedZeros(Operation *op, bool isMin);
  void divide(Operation *op, bool isSigned, bool remainder);

  ModuleOp module;
  std::vector<Site> &sites;
  std::vector<UndefinedValue> &undefined;
  OpBuilder b;
};

// PTX ISA 9.7.8.8 (shl) and 9.7.8.9 (shr): "Shift amounts greater than the
// register width N are clamped to N." shr: "Signed shifts fill with the
// sign bit, unsigned and untyped shifts fill with 0." LLVM's shl, lshr and
// ashr by N or more are poison (and x86 masks the count): the result
// becomes 0 (shl, lshr) or the sign fill, ashr by N-1 (ashr). NVPTX
// selects i8 shifts as 16-bit ones of the extended value, which gives the
// same clamped results. The amount operand of every PTX shift is .u32:
// NVPTX passes an i64 shift's amount as its low 32 bits (shl.b64 %rd, %rd,
// %r), so an amount of 2^32 + k shifts by k on the GPU (measured on an
// H200: 0x8000000000000001 << 2^32 stays 0x8000000000000001).
void PtxArithmetic::shift(Operation *op) {
  Value x = op->getOperand(0), amount = op->getOperand(1);
  Type type = x.getType();
  unsigned width = elementOf(type).getIntOrFloatBitWidth();
  if (auto amounts = constantInts(amount))
    if (llvm::all_of(*amounts, [&](const APInt &a) { return a.ult(width); }))
      return;
  Location loc = op->getLoc();
  Value result = op->getResult(0);
  if (width > 32) {
    b.setInsertionPoint(op);
    amount = LLVM::AndOp::create(
        b, loc, amount,
        intConstant(loc, type, APInt::getLowBitsSet(width, 32)));
    op->setOperand(1, amount);
  }
  b.setInsertionPointAfter(op);
  Value n = intConstant(loc, type, APInt(width, width));
  Value wide =
      LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::uge, amount, n);
  Value clamped;
  if (isa<LLVM::AShrOp>(op))
    clamped = LLVM::AShrOp::create(
        b, loc, x, intConstant(loc, type, APInt(width, width - 1)));
  else
    clamped = intConstant(loc, type, APInt(width, 0));
  Value r = select(loc, wide, clamped, result);
  SmallPtrSet<Operation *, 2> except = {r.getDefiningOp()};
  replaceUses(result, r, except);
}

// PTX ISA 9.7.9.21 (cvt), Integer Notes: "For float-to-integer conversions,
// the result is clamped to the destination range by default; i.e, .sat is
// redundant." and "In float-to-integer conversions, depending upon
// conversion types, NaN input results in following value: 1. Zero if
// source is not .f64 and destination is not .s64, .u64. 2. Otherwise 1 <<
// (BitWidth(dst) - 1) corresponding to the value of (MAXINT >> 1) + 1 for
// unsigned type or MININT for signed type." NVPTX selects fptosi/fptoui
// (16 bits or more) as cvt.rzi; LLVM makes an out-of-range one poison (x86
// gives 0x80000000).
void PtxArithmetic::floatToInt(Operation *op, bool isSigned) {
  Value x = op->getOperand(0);
  Value result = op->getResult(0);
  Type source = x.getType(), type = result.getType();
  unsigned width = elementOf(type).getIntOrFloatBitWidth();
  auto floatType = cast<FloatType>(elementOf(source));
  const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
  Location loc = op->getLoc();
  b.setInsertionPointAfter(op);
  // The bounds as floats of the source type: the smallest value too large
  // (2^(N-1) or 2^N; +inf when the type cannot hold it) and the lowest
  // value in range (-2^(N-1) or 0).
  auto power = [&](unsigned k, bool negative) {
    APFloat f(semantics);
    APInt bits = APInt::getOneBitSet(width + 2, k);
    if (negative)
      bits.negate();
    f.convertFromAPInt(bits, /*isSigned=*/true,
                       llvm::RoundingMode::NearestTiesToEven);
    return f;
  };
  APFloat high = power(isSigned ? width - 1 : width, false);
  APFloat low = isSigned ? power(width - 1, true) : APFloat::getZero(semantics);
  Value tooHigh = LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::oge, x,
                                       floatConstant(loc, source, high));
  Value tooLow = LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::olt, x,
                                      floatConstant(loc, source, low));
  Value isNaN = LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::uno, x, x);
  APInt max =
      isSigned ? APInt::getSignedMaxValue(width) : APInt::getMaxValue(width);
  APInt min = isSigned ? APInt::getSignedMinValue(width) : APInt(width, 0);
  APInt nan = floatType.getWidth() == 64 || width == 64
                  ? APInt::getOneBitSet(width, width - 1)
                  : APInt(width, 0);
  // Below 16 bits there is no cvt: NVPTX converts to 16 bits and uses the
  // register as if the value fit (a sign extension after it extends the
  // 16-bit value), so what a value out of range becomes depends on the
  // code around it. The clamped value, undefined.
  Value origin;
  if (width < 16) {
    Value outOfRange = LLVM::OrOp::create(b, loc, tooHigh, tooLow);
    Type origins = originType(type);
    origin = select(
        loc, outOfRange,
        intConstant(loc, origins,
                    APInt(32, site(op, op->getName().getStringRef().str() +
                                           " out of the range of i" +
                                           std::to_string(width)) +
                                  1)),
        intConstant(loc, origins, APInt(32, 0)));
  }
  Value r = select(loc, tooLow, intConstant(loc, type, min), result);
  SmallPtrSet<Operation *, 4> except = {r.getDefiningOp()};
  r = select(loc, tooHigh, intConstant(loc, type, max), r);
  r = select(loc, isNaN, intConstant(loc, type, nan), r);
  replaceUses(result, r, except);
  if (origin)
    undefined.push_back({r, origin});
}

// PTX ISA 9.7.3.11 (min) and 9.7.3.12 (max), the semantics of min_num and
// max_num: "-0.0 < +0.0 here", and "If values of both inputs are 0.0, then
// +0.0 > -0.0." NVPTX selects llvm.minnum/maxnum as min/max.f32 (.f64);
// LLVM lets them return either zero, and x86 returns one of its operands.
// With both operands zero, the min is their bits or'ed (-0.0 if either is),
// the max and'ed. The half-precision min and max (9.7.4.x, .f16 and .bf16,
// which NVPTX selects for f16/bf16 minnum/maxnum on sm_80 and later) have
// the same semantics, so f16 and bf16 get the same rule (the op sweep found
// +0.0 for min(-0.0, +0.0) in f16; marked for the GPU comparison).
void PtxArithmetic::signedZeros(Operation *op, bool isMin) {
  Value a = op->getOperand(0), c = op->getOperand(1);
  Value result = op->getResult(0);
  Type type = result.getType();
  auto floatType = dyn_cast<FloatType>(elementOf(type));
  if (!floatType ||
      (floatType.getWidth() != 16 && floatType.getWidth() != 32 &&
       floatType.getWidth() != 64))
    return;
  unsigned width = floatType.getWidth();
  Location loc = op->getLoc();
  b.setInsertionPointAfter(op);
  Type bitsType = b.getIntegerType(width);
  if (auto vector = dyn_cast<VectorType>(type))
    bitsType = VectorType::get(vector.getShape(), bitsType);
  Value zero =
      floatConstant(loc, type, APFloat::getZero(floatType.getFloatSemantics()));
  Value aZero = LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::oeq, a, zero);
  Value cZero = LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::oeq, c, zero);
  Value both = LLVM::AndOp::create(b, loc, aZero, cZero);
  Value aBits = LLVM::BitcastOp::create(b, loc, bitsType, a);
  Value cBits = LLVM::BitcastOp::create(b, loc, bitsType, c);
  Value joined = isMin ? LLVM::OrOp::create(b, loc, aBits, cBits).getResult()
                       : LLVM::AndOp::create(b, loc, aBits, cBits).getResult();
  Value r =
      select(loc, both, LLVM::BitcastOp::create(b, loc, type, joined), result);
  SmallPtrSet<Operation *, 2> except = {r.getDefiningOp()};
  replaceUses(result, r, except);
}

// PTX ISA 9.7.3 (Floating-Point Instructions): "NaN payloads are supported
// for double-precision instructions [...]. Single-precision instructions
// return an unspecified NaN." The simulator's reading: the canonical NaN
// (the one 9.7.3.11 min.NaN returns) as NVIDIA GPUs are known to encode it,
// 0x7fffffff, where x86 returns 0xffc00000 or the input's payload; marked
// for the GPU comparison (test/Sim/gpu-agrees.test). f64 keeps the host's
// NaNs (payloads propagate, as the ISA says).
void PtxArithmetic::canonicalNaN(Operation *op) {
  Value result = op->getResult(0);
  Type type = result.getType();
  if (!elementOf(type).isF32())
    return;
  Location loc = op->getLoc();
  b.setInsertionPointAfter(op);
  // In integers, so that no floating-point fold can pick another NaN.
  Type bitsType = originType(type);
  Value bits = LLVM::BitcastOp::create(b, loc, bitsType, result);
  Value magnitude = LLVM::AndOp::create(
      b, loc, bits, intConstant(loc, bitsType, APInt(32, 0x7fffffff)));
  Value isNaN =
      LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ugt, magnitude,
                           intConstant(loc, bitsType, APInt(32, 0x7f800000)));
  Value canonical = select(
      loc, isNaN, intConstant(loc, bitsType, APInt(32, 0x7fffffff)), bits);
  Value r = LLVM::BitcastOp::create(b, loc, type, canonical);
  SmallPtrSet<Operation *, 2> except = {bits.getDefiningOp()};
  replaceUses(result, r, except);
}

// Double-precision NaNs. 9.7.3: "NaN payloads are supported for
// double-precision instructions", without saying which payload an
// instruction with two NaN operands keeps or what neg does to one; the
// rules below are measured on an H200 (test/Sim/h200-oracle.test), where
// x86 differs:
// * add.f64, sub.f64, mul.f64 with a NaN b give b's NaN, quieted, when a
//   is a NaN too (x86 keeps a's): add(0x7ff8000000000000,
//   0x7ff8000000000001) is 0x7ff8000000000001 (div.f64, a sequence of
//   other instructions, keeps a's, as x86 does).
// * neg.f64 of a NaN is that NaN unchanged (x86 flips its sign).
// * llvm.maximum/minimum of f64 (NVPTX has no max.NaN.f64 and expands them
//   with a constant NaN) give 0x7ff8000000000000 when an operand is a NaN
//   (x86 passes the operand's NaN through).
void PtxArithmetic::doubleNaN(Operation *op) {
  if (op->getNumResults() != 1 || !elementOf(op->getResult(0).getType()).isF64())
    return;
  bool binary = isa<LLVM::FAddOp, LLVM::FSubOp, LLVM::FMulOp>(op);
  bool negate = isa<LLVM::FNegOp>(op);
  bool extremum = isa<LLVM::MaximumOp, LLVM::MinimumOp>(op);
  if (!binary && !negate && !extremum)
    return;
  Value result = op->getResult(0);
  Type type = result.getType();
  Location loc = op->getLoc();
  b.setInsertionPointAfter(op);
  auto isNaN = [&](Value v) {
    return LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::uno, v, v)
        .getResult();
  };
  Value r;
  if (negate) {
    Value x = op->getOperand(0);
    r = select(loc, isNaN(x), x, result);
  } else if (extremum) {
    Value a = op->getOperand(0), c = op->getOperand(1);
    Value any = LLVM::OrOp::create(b, loc, isNaN(a), isNaN(c));
    APFloat nan = APFloat(APFloat::IEEEdouble(),
                          APInt(64, 0x7ff8000000000000ull));
    r = select(loc, any, floatConstant(loc, type, nan), result);
  } else {
    // b's NaN quieted (its bits or'ed with the quiet bit, in integers so
    // that no fold picks another NaN).
    Value c = op->getOperand(1);
    Type bitsType = b.getI64Type();
    if (auto vector = dyn_cast<VectorType>(type))
      bitsType = VectorType::get(vector.getShape(), bitsType);
    Value cBits = LLVM::BitcastOp::create(b, loc, bitsType, c);
    Value quiet = LLVM::OrOp::create(
        b, loc, cBits,
        intConstant(loc, bitsType, APInt(64, 0x0008000000000000ull)));
    r = select(loc, isNaN(c),
               LLVM::BitcastOp::create(b, loc, type, quiet).getResult(),
               result);
  }
  SmallPtrSet<Operation *, 2> except = {r.getDefiningOp()};
  replaceUses(result, r, except);
}

// PTX ISA 9.7.1.8 (div) and 9.7.1.9 (rem): "Division by zero yields an
// unspecified, machine-specific value." The minimum integer divided by -1
// (whose quotient does not fit) is not defined by PTX either. LLVM makes
// both undefined behaviour, and x86 traps (SIGFPE). The simulator divides
// by 1 instead and gives the register a fixed value: a quotient of all
// ones for a divisor 0 (the minimum integer for the overflow, which
// dividing by 1 leaves), a remainder equal to the dividend (0 for the
// overflow); the value is undefined, so a use that matters is a
// `poisoned-use` finding naming the division. Marked for the GPU
// comparison.
void PtxArithmetic::divide(Operation *op, bool isSigned, bool remainder) {
  Value n = op->getOperand(0), d = op->getOperand(1);
  Type type = n.getType();
  unsigned width = elementOf(type).getIntOrFloatBitWidth();
  auto divisors = constantInts(d);
  bool zeroPossible = !divisors || llvm::any_of(*divisors, [](const APInt &v) {
    return v.isZero();
  });
  bool overflowPossible =
      isSigned && (!divisors || llvm::any_of(*divisors, [](const APInt &v) {
        return v.isAllOnes();
      }));
  if (overflowPossible)
    if (auto dividends = constantInts(n))
      overflowPossible = llvm::any_of(
          *dividends, [](const APInt &v) { return v.isMinSignedValue(); });
  // `exact` makes an inexact division poison; PTX's div truncates.
  op->removeAttr("isExact");
  if (!zeroPossible && !overflowPossible)
    return;
  Location loc = op->getLoc();
  std::string name = op->getName().getStringRef().str();
  b.setInsertionPoint(op);
  Value isZero = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, d,
                                      intConstant(loc, type, APInt(width, 0)));
  Value overflow;
  if (overflowPossible) {
    Value minN = LLVM::ICmpOp::create(
        b, loc, LLVM::ICmpPredicate::eq, n,
        intConstant(loc, type, APInt::getSignedMinValue(width)));
    Value minusOne =
        LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, d,
                             intConstant(loc, type, APInt::getAllOnes(width)));
    overflow = LLVM::AndOp::create(b, loc, minN, minusOne);
  }
  Value bad = overflow
                  ? LLVM::OrOp::create(b, loc, isZero, overflow).getResult()
                  : isZero;
  Value safe = select(loc, bad, intConstant(loc, type, APInt(width, 1)), d);
  op->setOperand(1, safe);

  // The origin (defined before the result, whose shadow joins it).
  Type origins = originType(type);
  auto originOf = [&](const std::string &why) {
    return intConstant(loc, origins, APInt(32, site(op, name + " " + why) + 1));
  };
  Value origin = select(loc, isZero, originOf("by zero"),
                        intConstant(loc, origins, APInt(32, 0)));
  if (overflow)
    origin =
        select(loc, overflow, originOf("of the minimum integer by -1"), origin);

  b.setInsertionPointAfter(op);
  Value result = op->getResult(0);
  // Divided by 1: the quotient is the dividend (the minimum integer for the
  // overflow), the remainder 0.
  Value fixed =
      remainder ? n : intConstant(loc, type, APInt::getAllOnes(width));
  Value r = select(loc, isZero, fixed, result);
  SmallPtrSet<Operation *, 2> except = {r.getDefiningOp()};
  replaceUses(result, r, except);
  undefined.push_back({r, origin});
}

void PtxArithmetic::run() {
  // The single-precision ops that may make a NaN (llvm.intr.* math: fabs,
  // fma, sqrt, minnum, exp2, floor, vector.reduce.fadd...); bit moves
  // (bitcast, select, load, insert/extract) pass NaNs as they are.
  // fptrunc is not among them: cvt.rn.f32.f64 keeps the NaN's sign and
  // the top bits of its payload, as the host's conversion does (below).
  static const llvm::StringSet<> arithmetic = {
      "llvm.fadd", "llvm.fsub", "llvm.fmul", "llvm.fdiv", "llvm.frem",
      "llvm.fneg"};
  // copysign is a bit operation (the magnitude's bits, NaN or not, with
  // the other operand's sign bit): measured on an H200, copysign.f32 of
  // 0xffc00000 and +1.0 is 0x7fc00000, not the canonical NaN.
  static const llvm::StringSet<> notMath = {
      "llvm.intr.masked.load",       "llvm.intr.masked.gather",
      "llvm.intr.masked.expandload", "llvm.intr.vector.extract",
      "llvm.intr.vector.insert",     "llvm.intr.ssa.copy",
      "llvm.intr.copysign"};
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) { ops.push_back(op); });
  for (Operation *op : ops) {
    if (isa<LLVM::ShlOp, LLVM::LShrOp, LLVM::AShrOp>(op)) {
      shift(op);
    } else if (isa<LLVM::FPToSIOp>(op)) {
      floatToInt(op, /*isSigned=*/true);
    } else if (isa<LLVM::FPToUIOp>(op)) {
      floatToInt(op, /*isSigned=*/false);
    } else if (isa<LLVM::SDivOp>(op)) {
      divide(op, /*isSigned=*/true, /*remainder=*/false);
    } else if (isa<LLVM::UDivOp>(op)) {
      divide(op, /*isSigned=*/false, /*remainder=*/false);
    } else if (isa<LLVM::SRemOp>(op)) {
      divide(op, /*isSigned=*/true, /*remainder=*/true);
    } else if (isa<LLVM::URemOp>(op)) {
      divide(op, /*isSigned=*/false, /*remainder=*/true);
    } else if (op->getNumResults() == 1) {
      StringRef name = op->getName().getStringRef();
      bool math = arithmetic.contains(name) ||
                  (name.starts_with("llvm.intr.") && !notMath.contains(name));
      // libdevice's single-precision functions (host libm here).
      if (auto call = dyn_cast<LLVM::CallOp>(op))
        if (auto callee = call.getCallee())
          math = callee->starts_with("__nv_") && *callee != "__nv_copysignf";
      if (isa<LLVM::MinNumOp>(op))
        signedZeros(op, /*isMin=*/true);
      else if (isa<LLVM::MaxNumOp>(op))
        signedZeros(op, /*isMin=*/false);
      if (math)
        canonicalNaN(op);
      doubleNaN(op);
    }
  }
}

} // namespace

void ::warptile::sim::rewritePtxArithmetic(
    ModuleOp module, std::vector<Site> &sites,
    std::vector<UndefinedValue> &undefined) {
  PtxArithmetic(module, sites, undefined).run();
}
