//===- LaneMasks.cpp - IR builders shared by the warp lowering ------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "LaneMasks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::warp;

Value lowering::constI32(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantOp::create(
      b, loc, b.getI32IntegerAttr(static_cast<int32_t>(value)));
}

Value lowering::laneId(OpBuilder &b, Location loc) {
  return NVVM::LaneIdOp::create(b, loc, b.getI32Type());
}

Value lowering::staticMask(OpBuilder &b, Location loc, LanesAttr lanes) {
  return constI32(b, loc, static_cast<int64_t>(lanes.getMask()));
}

Value lowering::laneInStaticSet(OpBuilder &b, Location loc, uint64_t mask) {
  using arith::CmpIPredicate;
  if (mask == fullMask(kWarpSize))
    return arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
  Value lane = laneId(b, loc);
  auto cmp = [&](CmpIPredicate pred, Value lhs, int64_t rhs) -> Value {
    return arith::CmpIOp::create(b, loc, pred, lhs, constI32(b, loc, rhs));
  };
  if (mask == evenMask(32) || mask == evenMask(32) << 1) {
    Value parity = arith::AndIOp::create(b, loc, lane, constI32(b, loc, 1));
    return cmp(mask & 1 ? CmpIPredicate::eq : CmpIPredicate::ne, parity, 0);
  }
  unsigned lo, hi;
  if (isContiguous(mask, lo, hi)) {
    if (hi == lo + 1)
      return cmp(CmpIPredicate::eq, lane, lo);
    if (lo == 0)
      return cmp(CmpIPredicate::ult, lane, hi);
    if (hi == 32)
      return cmp(CmpIPredicate::uge, lane, lo);
    Value offset = arith::SubIOp::create(b, loc, lane, constI32(b, loc, lo));
    return cmp(CmpIPredicate::ult, offset, hi - lo);
  }
  return laneInMask(b, loc, constI32(b, loc, static_cast<int64_t>(mask)));
}

Value lowering::laneInMask(OpBuilder &b, Location loc, Value mask) {
  Value bit = arith::ShRUIOp::create(b, loc, mask, laneId(b, loc));
  Value one = constI32(b, loc, 1);
  Value set = arith::AndIOp::create(b, loc, bit, one);
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, set,
                               constI32(b, loc, 0));
}
