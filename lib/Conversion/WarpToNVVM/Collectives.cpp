//===- Collectives.cpp - Lower warp collectives to NVVM -------------------===//
//
// Part of warptile. Shuffles, votes, match, reductions, scans and broadcast
// become `shfl.sync`, `vote.sync`, `match.sync` and `redux.sync` on the
// member mask of the handle's type, with the clamp of its group (the warp, or
// a `warp.tile`). A collective on a half of `warp.diverge` runs under the
// half's lane predicate.
//
//===----------------------------------------------------------------------===//

#include "LaneMasks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "warptile/Conversion/WarpToNVVM/WarpToNVVM.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"

#include "warptile/Dialect/Warp/Utils/Encodings.h"
#include "llvm/ADT/bit.h"

#include <climits>

using namespace mlir;
using namespace mlir::warp;
using namespace mlir::warp::lowering;

namespace {

/// One shuffle of a 32- or 64-bit value; 64-bit values move as two halves.
Value shuffle(OpBuilder &b, Location loc, NVVM::ShflKind kind, Value mask,
              Value value, Value offset, unsigned group) {
  Value clamp = constI32(b, loc, shflClampOperand(kind, group));
  Type type = value.getType();
  if (type.getIntOrFloatBitWidth() == 32)
    return NVVM::ShflOp::create(b, loc, type, mask, value, offset, clamp, kind,
                                /*return_value_and_is_valid=*/nullptr);
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  Value bits = type.isF64() ? arith::BitcastOp::create(b, loc, i64, value)
                            : value;
  Value c32 = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(32));
  Value lo = arith::TruncIOp::create(b, loc, i32, bits);
  Value hi = arith::TruncIOp::create(
      b, loc, i32, arith::ShRUIOp::create(b, loc, bits, c32));
  auto half = [&](Value v) {
    Value moved = NVVM::ShflOp::create(b, loc, i32, mask, v, offset, clamp,
                                       kind, nullptr);
    return arith::ExtUIOp::create(b, loc, i64, moved);
  };
  Value joined = arith::OrIOp::create(
      b, loc, half(lo), arith::ShLIOp::create(b, loc, half(hi), c32));
  return type.isF64() ? arith::BitcastOp::create(b, loc, type, joined)
                      : joined;
}

Value combine(OpBuilder &b, Location loc, ReduceKind kind, Value lhs,
              Value rhs) {
  bool isFloat = isa<FloatType>(lhs.getType());
  switch (kind) {
  case ReduceKind::Add:
    return isFloat ? arith::AddFOp::create(b, loc, lhs, rhs).getResult()
                   : arith::AddIOp::create(b, loc, lhs, rhs).getResult();
  case ReduceKind::Mul:
    return isFloat ? arith::MulFOp::create(b, loc, lhs, rhs).getResult()
                   : arith::MulIOp::create(b, loc, lhs, rhs).getResult();
  case ReduceKind::Min:
    return isFloat ? arith::MinNumFOp::create(b, loc, lhs, rhs).getResult()
                   : arith::MinSIOp::create(b, loc, lhs, rhs).getResult();
  case ReduceKind::Max:
    return isFloat ? arith::MaxNumFOp::create(b, loc, lhs, rhs).getResult()
                   : arith::MaxSIOp::create(b, loc, lhs, rhs).getResult();
  case ReduceKind::And:
    return arith::AndIOp::create(b, loc, lhs, rhs);
  case ReduceKind::Or:
    return arith::OrIOp::create(b, loc, lhs, rhs);
  case ReduceKind::Xor:
    return arith::XOrIOp::create(b, loc, lhs, rhs);
  }
  llvm_unreachable("covered switch");
}

/// The combiner's identity: what an exclusive scan gives the first lane.
Value identity(OpBuilder &b, Location loc, ReduceKind kind, Type type) {
  if (auto floatType = dyn_cast<FloatType>(type)) {
    const llvm::fltSemantics &sem = floatType.getFloatSemantics();
    APFloat value = kind == ReduceKind::Mul   ? APFloat::getOne(sem)
                    : kind == ReduceKind::Min ? APFloat::getInf(sem)
                    : kind == ReduceKind::Max ? APFloat::getInf(sem, true)
                                              : APFloat::getZero(sem);
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
  }
  unsigned width = type.getIntOrFloatBitWidth();
  APInt value = kind == ReduceKind::Mul   ? APInt(width, 1)
                : kind == ReduceKind::Min ? APInt::getSignedMaxValue(width)
                : kind == ReduceKind::Max ? APInt::getSignedMinValue(width)
                : kind == ReduceKind::And ? APInt::getAllOnes(width)
                                          : APInt(width, 0);
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

/// Shared by the collective patterns: each says how to build its collective
/// for the lanes of its handle (`build`); this places it, under the guard of
/// a diverged half when it needs one, and replaces the op.
template <typename OpTy>
struct CollectiveLowering : OpConversionPattern<OpTy> {
  using OpAdaptor = typename OpConversionPattern<OpTy>::OpAdaptor;

  CollectiveLowering(TypeConverter &converter, MLIRContext *ctx,
                     const llvm::DenseMap<Operation *, bool> &guards,
                     const WarpToNVVMOptions &options)
      : OpConversionPattern<OpTy>(converter, ctx), guards(guards),
        options(options) {}

  /// The collective on the handle's lanes; `adaptor.getWarp()` is its mask.
  virtual Value build(OpBuilder &b, OpTy op, OpAdaptor adaptor) const = 0;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    Value result =
        guarded(rewriter, op, adaptor.getWarp(), op.getType(),
                [&](OpBuilder &b) { return build(b, op, adaptor); });
    rewriter.replaceOp(op, result);
    return success();
  }

  /// Emits `body` where the handle's lanes run: inline, or under the lane
  /// predicate of a diverged half (other lanes get poison; they do not own
  /// the result).
  Value guarded(ConversionPatternRewriter &rewriter, OpTy op, Value mask,
                Type resultType, function_ref<Value(OpBuilder &)> body) const {
    auto it = guards.find(op.getOperation());
    if (it == guards.end() || !it->second)
      return body(rewriter);
    Location loc = op.getLoc();
    LanesAttr lanes = getHandleInfo(op.getWarp().getType()).lanes;
    Value pred = lanes.getDynamic()
                     ? laneInMask(rewriter, loc, mask)
                     : laneInStaticSet(rewriter, loc, lanes.getMask());
    auto ifOp = scf::IfOp::create(rewriter, loc, resultType, pred,
                                  /*addThenBlock=*/true, /*addElseBlock=*/true);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(ifOp.thenBlock());
    scf::YieldOp::create(rewriter, loc, body(rewriter));
    rewriter.setInsertionPointToStart(ifOp.elseBlock());
    scf::YieldOp::create(rewriter, loc,
                         ub::PoisonOp::create(rewriter, loc, resultType)
                             .getResult());
    return ifOp.getResult(0);
  }

  unsigned groupOf(OpTy op) const {
    return getHandleInfo(op.getWarp().getType()).group;
  }

  /// The member mask of the `.sync` instruction: the handle's lanes, and on
  /// a tile only the caller's group of them (the tile's exact member mask,
  /// `((1 << size) - 1) << (lane & ~(size - 1))`, as cooperative groups
  /// build it). A group synchronises only with itself, so tiles of one warp
  /// that leave a loop at different trips never wait for each other, and
  /// the mask never names a lane that may not be there.
  Value memberMask(OpBuilder &b, OpTy op, OpAdaptor adaptor) const {
    Value mask = adaptor.getWarp();
    // A guarded collective on a static set runs on exactly that set (the
    // guard's predicate): its mask is the set, whatever value a caller the
    // verifier cannot see passed (inline PTX calling a helper with mask -1;
    // issue 27 round 19).
    LanesAttr lanes = getHandleInfo(op.getWarp().getType()).lanes;
    auto guard = guards.find(op.getOperation());
    if (guard != guards.end() && guard->second && !lanes.getDynamic())
      mask = lowering::staticMask(b, op.getLoc(), lanes);
    unsigned group = groupOf(op);
    if (!isa<TileType>(op.getWarp().getType()) || group >= 32)
      return mask;
    Location loc = op.getLoc();
    Value base = arith::AndIOp::create(b, loc, laneId(b, loc),
                                       constI32(b, loc, ~int64_t(group - 1)));
    Value bits = arith::ShLIOp::create(
        b, loc, constI32(b, loc, (int64_t(1) << group) - 1), base);
    // Every group of a tile is fully active (W14): on a full warp the
    // group's bits are the mask.
    if (getHandleInfo(op.getWarp().getType()).lanes.isAll())
      return bits;
    return arith::AndIOp::create(b, loc, mask, bits);
  }

  /// The lane's position in its group.
  static Value positionInGroup(OpBuilder &b, Location loc, unsigned group) {
    Value lane = laneId(b, loc);
    // In a whole warp a lane's position is its lane id (and the code a
    // person writes has no `& 31`).
    if (group == 32)
      return lane;
    return arith::AndIOp::create(b, loc, lane, constI32(b, loc, group - 1));
  }

  const llvm::DenseMap<Operation *, bool> &guards;
  const WarpToNVVMOptions &options;
};

struct ShuffleLowering : CollectiveLowering<ShuffleOp> {
  using CollectiveLowering::CollectiveLowering;
  Value build(OpBuilder &b, ShuffleOp op, OpAdaptor adaptor) const override {
    NVVM::ShflKind kind = nvvmShflKindOf(op.getMode());
    Location loc = op.getLoc();
    unsigned group = groupOf(op);
    Value offset = adaptor.getOffset()
                       ? adaptor.getOffset()
                       : constI32(b, loc, *op.getStaticOffset());
    // A run-time xor on a tile: W15 allows it because lane l reads
    // `base + ((l - base) xor m) mod group`. PTX's shfl.bfly tests only the
    // segment's upper bound (`j <= maxLane`), so a mask with bits at or
    // above the group size would send a lane to a lower group (xor 16 on
    // `!warp.tile<8, high(16)>` reads lanes 0-7): keep the mask's bits
    // inside the group. `idx` needs nothing: the ISA itself takes the
    // source as `minLane | (b & ~segmask)`. A constant inside the group
    // needs nothing (W9 checked its pattern); any other constant operand is
    // masked like the run-time value it stands for.
    if (adaptor.getOffset() && kind == NVVM::ShflKind::bfly && group < 32 &&
        !op.getConstantOffset())
      offset = arith::AndIOp::create(b, loc, offset,
                                     constI32(b, loc, group - 1));
    return shuffle(b, loc, kind, memberMask(b, op, adaptor), adaptor.getValue(), offset,
                   group);
  }
};

struct BroadcastLowering : CollectiveLowering<BroadcastOp> {
  using CollectiveLowering::CollectiveLowering;
  Value build(OpBuilder &b, BroadcastOp op, OpAdaptor adaptor) const override {
    Location loc = op.getLoc();
    return shuffle(b, loc, NVVM::ShflKind::idx, memberMask(b, op, adaptor),
                   adaptor.getValue(), constI32(b, loc, op.getLane()),
                   groupOf(op));
  }
};

struct ReduceLowering : CollectiveLowering<ReduceOp> {
  using CollectiveLowering::CollectiveLowering;
  Value build(OpBuilder &b, ReduceOp op, OpAdaptor adaptor) const override {
    Location loc = op.getLoc();
    unsigned group = groupOf(op);
    Value mask = memberMask(b, op, adaptor);
    std::optional<NVVM::ReduxKind> redux = nvvmReduxKindOf(op.getKind());
    if (group == 32 && redux && op.getType().isInteger(32) &&
        options.smVersion >= 80)
      return NVVM::ReduxOp::create(b, loc, op.getType(), adaptor.getValue(),
                                   *redux, mask);
    // A butterfly: after log2(group) steps every lane holds the total.
    Value acc = adaptor.getValue();
    for (unsigned offset = group / 2; offset >= 1; offset /= 2) {
      Value other = shuffle(b, loc, NVVM::ShflKind::bfly, mask, acc,
                            constI32(b, loc, offset), group);
      acc = combine(b, loc, op.getKind(), acc, other);
    }
    return acc;
  }
};

/// The length of the longest run of active lanes that starts a group of
/// `group` lanes in the 32-lane set `lanes`: the number of Hillis-Steele
/// steps a scan needs.
unsigned activePrefix(uint64_t lanes, unsigned group) {
  unsigned prefix = 0;
  uint64_t groupBits = (uint64_t(1) << group) - 1;
  for (unsigned base = 0; base < kWarpSize; base += group)
    prefix = std::max<unsigned>(
        prefix, llvm::countr_one((lanes >> base) & groupBits));
  return prefix;
}

struct ScanLowering : CollectiveLowering<ScanOp> {
  using CollectiveLowering::CollectiveLowering;
  Value build(OpBuilder &b, ScanOp op, OpAdaptor adaptor) const override {
    Location loc = op.getLoc();
    unsigned group = groupOf(op);
    Value mask = memberMask(b, op, adaptor);
    // The longest active prefix of any group (W11, W14): no step reads past
    // it. Counted per group, not from lane 0: on `!warp.tile<8, high(16)>`
    // lanes 0-15 are inactive, yet each active group scans 8 lanes.
    unsigned prefix = activePrefix(
        getHandleInfo(op.getWarp().getType()).lanes.getMask(), group);
    Value pos = positionInGroup(b, loc, group);
    // Hillis-Steele: at step d, lanes at position >= d add the value d
    // lanes below.
    Value acc = adaptor.getValue();
    for (unsigned d = 1; d < prefix; d *= 2) {
      Value below = shuffle(b, loc, NVVM::ShflKind::up, mask, acc,
                            constI32(b, loc, d), group);
      Value combined = combine(b, loc, op.getKind(), acc, below);
      Value reaches = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                            pos, constI32(b, loc, d));
      acc = arith::SelectOp::create(b, loc, reaches, combined, acc);
    }
    if (op.getMode() == ScanMode::Inclusive)
      return acc;
    Value shifted = shuffle(b, loc, NVVM::ShflKind::up, mask, acc,
                            constI32(b, loc, 1), group);
    Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, pos,
                                        constI32(b, loc, 0));
    return arith::SelectOp::create(
        b, loc, first, identity(b, loc, op.getKind(), op.getType()), shifted);
  }
};

/// On a tile, a lane mask covers the caller's group only, shifted down so bit
/// `i` is lane `i` of the group (as cooperative groups do).
Value groupBits(OpBuilder &b, Location loc, Value warpBits, unsigned group) {
  if (group == 32)
    return warpBits;
  Value base = arith::AndIOp::create(b, loc, laneId(b, loc),
                                     constI32(b, loc, ~int64_t(group - 1)));
  Value shifted = arith::ShRUIOp::create(b, loc, warpBits, base);
  return arith::AndIOp::create(b, loc, shifted,
                               constI32(b, loc, (int64_t(1) << group) - 1));
}

/// The ballot of `predicate` over `mask`, as the caller's group's bits.
Value groupBallot(OpBuilder &b, Location loc, Value mask, Value predicate,
                  unsigned group) {
  Value bits = NVVM::VoteSyncOp::create(b, loc, b.getI32Type(), mask,
                                        predicate, NVVM::VoteSyncKind::ballot);
  return groupBits(b, loc, bits, group);
}

struct BallotLowering : CollectiveLowering<BallotOp> {
  using CollectiveLowering::CollectiveLowering;
  Value build(OpBuilder &b, BallotOp op, OpAdaptor adaptor) const override {
    Location loc = op.getLoc();
    return groupBallot(b, loc, memberMask(b, op, adaptor),
                       adaptor.getPredicate(), groupOf(op));
  }
};

/// `any` and `all`: vote.sync on a warp; on a tile, the group's ballot bits.
template <typename OpTy, NVVM::VoteSyncKind Kind>
struct VoteLowering : CollectiveLowering<OpTy> {
  using CollectiveLowering<OpTy>::CollectiveLowering;
  using OpAdaptor = typename CollectiveLowering<OpTy>::OpAdaptor;
  Value build(OpBuilder &b, OpTy op, OpAdaptor adaptor) const override {
    Location loc = op.getLoc();
    unsigned group = this->groupOf(op);
    if (group == 32)
      return NVVM::VoteSyncOp::create(b, loc, b.getI1Type(),
                                      this->memberMask(b, op, adaptor),
                                      adaptor.getPredicate(), Kind);
    Value mine = groupBallot(b, loc, this->memberMask(b, op, adaptor),
                             adaptor.getPredicate(), group);
    bool any = Kind == NVVM::VoteSyncKind::any;
    int64_t full = (int64_t(1) << group) - 1;
    return arith::CmpIOp::create(
        b, loc, any ? arith::CmpIPredicate::ne : arith::CmpIPredicate::eq,
        mine, constI32(b, loc, any ? 0 : full));
  }
};

/// `ffs(ballot) - 1` on the group's bits: the rank of the lowest lane of the
/// group whose predicate holds, -1 where none does (llvm.cttz of 0 is the
/// bit width with `is_zero_poison` false; the select keeps -1 explicit).
struct FirstLaneLowering : CollectiveLowering<FirstLaneOp> {
  using CollectiveLowering::CollectiveLowering;
  Value build(OpBuilder &b, FirstLaneOp op, OpAdaptor adaptor) const override {
    Location loc = op.getLoc();
    Value mine = groupBallot(b, loc, memberMask(b, op, adaptor),
                             adaptor.getPredicate(), groupOf(op));
    Value trailing = LLVM::CountTrailingZerosOp::create(
        b, loc, b.getI32Type(), mine,
        /*is_zero_poison=*/b.getIntegerAttr(b.getI1Type(), 0));
    Value none = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, mine,
                                       constI32(b, loc, 0));
    return arith::SelectOp::create(b, loc, none, constI32(b, loc, -1),
                                   trailing);
  }
};

struct MatchAnyLowering : CollectiveLowering<MatchAnyOp> {
  using CollectiveLowering::CollectiveLowering;
  Value build(OpBuilder &b, MatchAnyOp op, OpAdaptor adaptor) const override {
    Location loc = op.getLoc();
    unsigned group = groupOf(op);
    Value bits = NVVM::MatchSyncOp::create(b, loc, b.getI32Type(),
                                           memberMask(b, op, adaptor),
                                           adaptor.getValue(),
                                           NVVM::MatchSyncKind::any);
    return groupBits(b, loc, bits, group);
  }
};

} // namespace

void mlir::warp::populateWarpCollectivesToNVVMPatterns(
    TypeConverter &converter, RewritePatternSet &patterns,
    const llvm::DenseMap<Operation *, bool> &guards,
    const WarpToNVVMOptions &options) {
  patterns.add<ShuffleLowering, BroadcastLowering, ReduceLowering,
               ScanLowering, BallotLowering, FirstLaneLowering,
               MatchAnyLowering,
               VoteLowering<AnyOp, NVVM::VoteSyncKind::any>,
               VoteLowering<AllOp, NVVM::VoteSyncKind::all>>(
      converter, patterns.getContext(), guards, options);
}
