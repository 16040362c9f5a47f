//===- MemoryIntrinsics.cpp - memset, memcpy and memmove as byte accesses -===//
//
// Part of warptile. A kernel's memset, memcpy and memmove (the LLVM ops, and
// the intrinsics called by name through `llvm.call_intrinsic`) ran as the
// host's, unchecked: a lane clearing a flag that the others read raced
// unseen, and a copy past a buffer's end was not reported (issue 27 round
// 34). Each becomes a loop of byte loads and stores before the lowering
// checks accesses, so that every byte is checked as any load or store is:
// bounds, races, uninitialised shared bytes, pending asynchronous copies.
// Past 16 MiB, and where a memcpy's ranges overlap, the kernel stops with
// a trap naming the op.
//
//===----------------------------------------------------------------------===//

#include "MemoryIntrinsics.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace {

/// One intrinsic's operands: a destination, a source (none for memset),
/// the byte to set (memset), the length, volatility.
struct Transfer {
  Value dst, src, byte, length;
  bool isVolatile = false;
  bool overlapping = false; ///< memmove
};

std::optional<Transfer> transferOf(Operation *op, OpBuilder &b) {
  Transfer t;
  auto lengthConstant = [&](IntegerAttr attr) {
    return LLVM::ConstantOp::create(b, op->getLoc(), b.getI64Type(),
                                    b.getI64IntegerAttr(
                                        attr.getValue().getZExtValue()))
        .getResult();
  };
  if (auto set = dyn_cast<LLVM::MemsetOp>(op)) {
    t.dst = set.getDst();
    t.byte = set.getVal();
    t.length = set.getLen();
    t.isVolatile = set.getIsVolatile();
  } else if (auto set = dyn_cast<LLVM::MemsetInlineOp>(op)) {
    t.dst = set.getDst();
    t.byte = set.getVal();
    t.length = lengthConstant(set.getLenAttr());
    t.isVolatile = set.getIsVolatile();
  } else if (auto copy = dyn_cast<LLVM::MemcpyOp>(op)) {
    t.dst = copy.getDst();
    t.src = copy.getSrc();
    t.length = copy.getLen();
    t.isVolatile = copy.getIsVolatile();
  } else if (auto copy = dyn_cast<LLVM::MemcpyInlineOp>(op)) {
    t.dst = copy.getDst();
    t.src = copy.getSrc();
    t.length = lengthConstant(copy.getLenAttr());
    t.isVolatile = copy.getIsVolatile();
  } else if (auto move = dyn_cast<LLVM::MemmoveOp>(op)) {
    t.dst = move.getDst();
    t.src = move.getSrc();
    t.length = move.getLen();
    t.isVolatile = move.getIsVolatile();
    t.overlapping = true;
  } else if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
    // llvm.memset.*(dst, i8, len, i1 volatile), llvm.memcpy.* and
    // llvm.memmove.*(dst, src, len, i1 volatile), .inline alike.
    StringRef name = call.getIntrin();
    bool set = name.starts_with("llvm.memset.");
    bool move = name.starts_with("llvm.memmove.");
    if (!set && !move && !name.starts_with("llvm.memcpy."))
      return std::nullopt;
    ValueRange args = call.getArgs();
    if (args.size() != 4 || op->getNumResults() != 0)
      return std::nullopt;
    t.dst = args[0];
    (set ? t.byte : t.src) = args[1];
    t.length = args[2];
    APInt flag;
    t.isVolatile = matchPattern(args[3], m_ConstantInt(&flag)) && !flag.isZero();
    t.overlapping = move;
  } else {
    return std::nullopt;
  }
  if (!isa<LLVM::LLVMPointerType>(t.dst.getType()) ||
      (t.src && !isa<LLVM::LLVMPointerType>(t.src.getType())) ||
      !isa<IntegerType>(t.length.getType()) ||
      (t.byte && t.byte.getType() != b.getI8Type()))
    return std::nullopt;
  return t;
}

/// The attribute that marks an op left on a path the simulator does not
/// run, with why.
constexpr llvm::StringLiteral kRefused = "wsim.refused";

/// Replaces `op` by the loop
///   for (i = 0; i < len; ++i) dst[k] = byte or src[k]
/// with k = i, or len - 1 - i for a memmove whose destination lies above
/// its source, where len is at most kMaxCheckedBytes and a memcpy's ranges
/// do not overlap; `op` itself (or a copy), marked kRefused with why,
/// otherwise.
void expand(Operation *op, const Transfer &t, OpBuilder &b) {
  Location loc = op->getLoc();
  Type i64 = b.getI64Type(), i8 = b.getI8Type();
  b.setInsertionPoint(op);
  Value length = t.length;
  if (length.getType() != i64)
    length = LLVM::ZExtOp::create(b, loc, i64, length);
  Value zero = LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(0));
  Value one = LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(1));
  Value forward, overlap;
  if (t.src) {
    Value d = LLVM::PtrToIntOp::create(b, loc, i64, t.dst);
    Value s = LLVM::PtrToIntOp::create(b, loc, i64, t.src);
    if (t.overlapping) {
      forward = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ule, d, s);
    } else {
      // A memcpy whose ranges overlap is undefined in LLVM (round 35: the
      // simulator copied forward, the GPU's unrolled copy reads first);
      // equal ones are not (LangRef: "either be equal or non-overlapping";
      // round 36).
      Value dEnd = LLVM::AddOp::create(b, loc, d, length);
      Value sEnd = LLVM::AddOp::create(b, loc, s, length);
      Value a = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, d, sEnd);
      Value c = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, s, dEnd);
      Value some =
          LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, length, zero);
      Value apart = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, d, s);
      Value crossing = LLVM::AndOp::create(b, loc, a, c);
      overlap = LLVM::AndOp::create(
          b, loc, LLVM::AndOp::create(b, loc, some, apart).getResult(),
          crossing);
    }
  }
  Value limit = LLVM::ConstantOp::create(
      b, loc, i64, b.getI64IntegerAttr(warptile::sim::kMaxCheckedBytes));
  Value small =
      LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ule, length, limit);
  Block *before = op->getBlock();
  Block *tooLong = before->splitBlock(op);
  Block *after = tooLong->splitBlock(std::next(op->getIterator()));
  Region *region = before->getParent();
  Block *header = b.createBlock(region, Region::iterator(tooLong), {i64}, {loc});
  Block *body = b.createBlock(region, Region::iterator(tooLong));
  b.setInsertionPointToEnd(tooLong);
  LLVM::BrOp::create(b, loc, ValueRange{}, after);
  op->setAttr(kRefused,
              b.getStringAttr("of more than " +
                              std::to_string(warptile::sim::kMaxCheckedBytes >>
                                             20) +
                              " MiB, which the simulator does not run"));
  Block *start = header;
  SmallVector<Value, 1> startArgs{zero};
  if (overlap) {
    // Overlapping ranges: a copy of the op, marked, in its own block.
    Block *overlapping = b.createBlock(region, Region::iterator(tooLong));
    Operation *copy = b.clone(*op);
    copy->setAttr(kRefused,
                  b.getStringAttr("of overlapping ranges, which LLVM leaves "
                                  "undefined"));
    LLVM::BrOp::create(b, loc, ValueRange{}, after);
    Block *test = b.createBlock(region, Region::iterator(header));
    LLVM::CondBrOp::create(b, loc, overlap, overlapping, ValueRange{}, header,
                           ValueRange{zero});
    start = test;
    startArgs.clear();
  }
  b.setInsertionPointToEnd(before);
  LLVM::CondBrOp::create(b, loc, small, start, startArgs, tooLong,
                         ValueRange{});
  b.setInsertionPointToEnd(header);
  Value i = header->getArgument(0);
  Value more = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, i, length);
  LLVM::CondBrOp::create(b, loc, more, body, after);
  b.setInsertionPointToEnd(body);
  Value at = i;
  if (forward) {
    Value last = LLVM::SubOp::create(b, loc, length, one);
    Value back = LLVM::SubOp::create(b, loc, last, i);
    at = LLVM::SelectOp::create(b, loc, forward, i, back);
  }
  Value byte = t.byte;
  if (t.src) {
    Value from = LLVM::GEPOp::create(b, loc, t.src.getType(), i8, t.src,
                                     ArrayRef<LLVM::GEPArg>{at});
    byte = LLVM::LoadOp::create(b, loc, i8, from, /*alignment=*/1,
                                t.isVolatile);
  }
  Value to = LLVM::GEPOp::create(b, loc, t.dst.getType(), i8, t.dst,
                                 ArrayRef<LLVM::GEPArg>{at});
  LLVM::StoreOp::create(b, loc, byte, to, /*alignment=*/1, t.isVolatile);
  Value next = LLVM::AddOp::create(b, loc, i, one);
  LLVM::BrOp::create(b, loc, ValueRange{next}, header);
}

} // namespace

void warptile::sim::expandMemoryIntrinsics(ModuleOp module) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (isa<LLVM::MemsetOp, LLVM::MemsetInlineOp, LLVM::MemcpyOp,
            LLVM::MemcpyInlineOp, LLVM::MemmoveOp, LLVM::CallIntrinsicOp>(op))
      ops.push_back(op);
  });
  OpBuilder b(module.getContext());
  for (Operation *op : ops) {
    // Only in a function body, where the loop's blocks can go.
    if (!op->getParentOfType<LLVM::LLVMFuncOp>() ||
        op->getParentOp() != op->getParentOfType<LLVM::LLVMFuncOp>())
      continue;
    b.setInsertionPoint(op);
    if (std::optional<Transfer> t = transferOf(op, b))
      expand(op, *t, b);
  }
}

StringRef warptile::sim::refusalOf(Operation *op) {
  auto reason = op->getAttrOfType<StringAttr>(kRefused);
  return reason ? reason.getValue() : StringRef();
}
