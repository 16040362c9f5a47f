//===- Divergence.cpp - Lower warp values and branches to NVVM ------------===//
//
// Part of warptile. `warp.entry`, `diverge`, `merge`, `tile`, `if` and
// `yield`: warp values become their member masks (constants when static),
// and `warp.if` becomes `scf.if` on the lane predicate.
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

using namespace mlir;
using namespace mlir::warp;
using namespace mlir::warp::lowering;

void mlir::warp::populateWarpToNVVMTypeConversion(TypeConverter &converter) {
  // A warp or tile handle lowers to its member mask. 64-lane warps have no
  // NVVM form; the pass rejects them before converting.
  converter.addConversion([](WarpType type) -> std::optional<Type> {
    if (type.getWidth() != 32)
      return std::nullopt;
    return IntegerType::get(type.getContext(), 32);
  });
  converter.addConversion([](TileType type) -> std::optional<Type> {
    if (type.getWidth() != 32)
      return std::nullopt;
    return IntegerType::get(type.getContext(), 32);
  });
}

namespace {

/// The mask of `lanes`: a constant when static, else derived from `dynamic`.
Value maskOf(OpBuilder &b, Location loc, LanesAttr lanes,
             function_ref<Value()> dynamic) {
  return lanes.getDynamic() ? dynamic() : staticMask(b, loc, lanes);
}

/// The mask of the part `bits` of a warp whose mask is `parent`: `lanes` as a
/// constant when static, else `parent & bits` at run time.
Value subMask(OpBuilder &b, Location loc, LanesAttr lanes, Value parent,
              uint64_t bits) {
  return maskOf(b, loc, lanes, [&] {
    return arith::AndIOp::create(b, loc, parent, constI32(b, loc, bits))
        .getResult();
  });
}

/// Whether a warp.if region does anything with its sub-warp beyond handing
/// it back: only then is the sub-warp's mask computed (a ballot is not free).
bool usesSubWarp(Region &region) {
  if (region.empty())
    return false;
  return llvm::any_of(region.front().getArgument(0).getUsers(),
                      [](Operation *user) { return !isa<YieldOp>(user); });
}

struct EntryLowering : OpConversionPattern<EntryOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(EntryOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, constI32(rewriter, op.getLoc(), -1));
    return success();
  }
};

struct DivergeLowering : OpConversionPattern<DivergeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(DivergeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    uint64_t pred = op.getPredicate().getMask();
    auto lanesOf = [](Value half) {
      return cast<WarpType>(half.getType()).getLanes();
    };
    Value taken = subMask(rewriter, loc, lanesOf(op.getTaken()),
                          adaptor.getWarp(), pred);
    Value rest = subMask(rewriter, loc, lanesOf(op.getRest()),
                         adaptor.getWarp(), ~pred & fullMask(kWarpSize));
    rewriter.replaceOp(op, {taken, rest});
    return success();
  }
};

struct MergeLowering : OpConversionPattern<MergeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MergeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value mask = maskOf(rewriter, loc, op.getWarp().getType().getLanes(), [&] {
      return arith::OrIOp::create(rewriter, loc, adaptor.getLhs(),
                                  adaptor.getRhs())
          .getResult();
    });
    rewriter.replaceOp(op, mask);
    return success();
  }
};

/// A tile has the lanes of its warp; the group size is in its type, which the
/// collectives read.
struct TileLowering : OpConversionPattern<TileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(TileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getWarp());
    return success();
  }
};

/// `warp.if` becomes an `scf.if` on the lane predicate. On a warp that is
/// not exact (a half of `warp.diverge`, which the parent's other lanes run
/// too) the whole op is first guarded by the parent's own lanes, as a
/// collective on the half is: lanes outside the parent enter neither region,
/// so each region runs on exactly its sub-warp (its collectives' member masks
/// name every lane that runs them), the `i1` condition's ballot runs on the
/// parent's lanes only, and the other lanes get undefined (poison) results,
/// which they do not own.
struct IfLowering : OpConversionPattern<IfOp> {
  IfLowering(TypeConverter &converter, MLIRContext *ctx,
             const llvm::DenseMap<Operation *, bool> &guards)
      : OpConversionPattern<IfOp>(converter, ctx), guards(guards) {}

  LogicalResult
  matchAndRewrite(IfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertTypes(op.getValues().getTypes(),
                                                resultTypes)))
      return rewriter.notifyMatchFailure(op, "unconvertible result types");
    auto it = guards.find(op.getOperation());
    if (it == guards.end() || !it->second) {
      SmallVector<Value> replacements{adaptor.getWarp()};
      llvm::append_range(replacements, lowerIf(op, adaptor, adaptor.getWarp(),
                                               resultTypes, rewriter));
      rewriter.replaceOp(op, replacements);
      return success();
    }
    Location loc = op.getLoc();
    LanesAttr lanes = op.getWarp().getType().getLanes();
    Value inParent = lanes.getDynamic()
                         ? laneInMask(rewriter, loc, adaptor.getWarp())
                         : laneInStaticSet(rewriter, loc, lanes.getMask());
    // Guarded by a static set, the op runs on exactly that set: its ballot
    // and its sub-warps' masks are made from the set, whatever value a
    // caller the verifier cannot see passed (as a guarded collective's
    // mask is; issue 27 round 22: inline PTX passed -1 to a low(16)
    // parameter and the condition's ballot named lanes 16-31).
    Value parent = lanes.getDynamic()
                       ? adaptor.getWarp()
                       : lowering::staticMask(rewriter, loc, lanes);
    auto guard = scf::IfOp::create(rewriter, loc, resultTypes, inParent,
                                   /*addThenBlock=*/true,
                                   /*addElseBlock=*/!resultTypes.empty());
    {
      OpBuilder::InsertionGuard insertion(rewriter);
      // The builder may or may not have given the block its yield.
      Block *then = guard.thenBlock();
      bool hasYield =
          !then->empty() && then->back().hasTrait<OpTrait::IsTerminator>();
      if (hasYield)
        rewriter.setInsertionPoint(&then->back());
      else
        rewriter.setInsertionPointToEnd(then);
      SmallVector<Value> values =
          lowerIf(op, adaptor, parent, resultTypes, rewriter);
      if (!hasYield)
        scf::YieldOp::create(rewriter, loc, values);
      if (!resultTypes.empty()) {
        rewriter.setInsertionPointToStart(guard.elseBlock());
        SmallVector<Value> poison;
        for (Type type : resultTypes)
          poison.push_back(ub::PoisonOp::create(rewriter, loc, type));
        scf::YieldOp::create(rewriter, loc, poison);
      }
    }
    SmallVector<Value> replacements{parent};
    llvm::append_range(replacements, guard.getResults());
    rewriter.replaceOp(op, replacements);
    return success();
  }

  /// The `scf.if` of `op` at the insertion point, on the lanes that run it
  /// (the mask `parent`); returns its results (the values the regions yield
  /// after the sub-warp).
  SmallVector<Value> lowerIf(IfOp op, OpAdaptor adaptor, Value parent,
                             ArrayRef<Type> resultTypes,
                             ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    auto [thenLanes, elseLanes] = op.getBranchLanes();
    bool hasElse = !op.getElseRegion().empty();
    bool thenNeedsMask = usesSubWarp(op.getThenRegion());
    bool elseNeedsMask = usesSubWarp(op.getElseRegion());
    // A sub-warp nothing uses gets poison: its mask is never read.
    Value unused = ub::PoisonOp::create(rewriter, loc, rewriter.getI32Type());
    Value cond, thenMask = unused, elseMask = unused;
    if (op.getCondition()) {
      cond = adaptor.getCondition();
      if (thenNeedsMask || elseNeedsMask) {
        // The ballot and the branch read one value: undef (or poison) read
        // twice may differ between the reads, and lanes would then run a
        // region its sub-warp's mask does not name (round 60a h3). LLVM
        // drops the freeze of a value it knows is defined.
        cond = LLVM::FreezeOp::create(rewriter, loc, cond);
        // The lanes that take the branch, exactly: every lane of the parent
        // votes before any of them branches.
        Value taken = NVVM::VoteSyncOp::create(
            rewriter, loc, rewriter.getI32Type(), parent, cond,
            NVVM::VoteSyncKind::ballot);
        thenMask = taken;
        if (elseNeedsMask)
          elseMask = arith::AndIOp::create(
              rewriter, loc, parent,
              arith::XOrIOp::create(rewriter, loc, taken,
                                    constI32(rewriter, loc, -1)));
      }
    } else {
      uint64_t pred = op.getPredicateAttr().getMask();
      cond = laneInStaticSet(rewriter, loc, pred);
      if (thenNeedsMask)
        thenMask = subMask(rewriter, loc, thenLanes, parent, pred);
      if (elseNeedsMask)
        elseMask = subMask(rewriter, loc, elseLanes, parent,
                           ~pred & fullMask(kWarpSize));
    }

    auto ifOp = scf::IfOp::create(rewriter, loc, resultTypes, cond,
                                  /*addThenBlock=*/false,
                                  /*addElseBlock=*/false);
    auto moveRegion = [&](Region &from, Region &to, Value mask) {
      rewriter.inlineRegionBefore(from, to, to.end());
      TypeConverter::SignatureConversion signature(1);
      signature.remapInput(0, mask);
      rewriter.applySignatureConversion(&to.front(), signature,
                                        getTypeConverter());
    };
    moveRegion(op.getThenRegion(), ifOp.getThenRegion(), thenMask);
    if (hasElse)
      moveRegion(op.getElseRegion(), ifOp.getElseRegion(), elseMask);
    return SmallVector<Value>(ifOp.getResults());
  }

  const llvm::DenseMap<Operation *, bool> &guards;
};

struct YieldLowering : OpConversionPattern<YieldOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(YieldOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // The sub-warp goes back to its parent, which the scf.if does not carry.
    rewriter.replaceOpWithNewOp<scf::YieldOp>(op,
                                              adaptor.getValues().drop_front());
    return success();
  }
};

} // namespace

void mlir::warp::populateWarpDivergenceToNVVMPatterns(
    TypeConverter &converter, RewritePatternSet &patterns,
    const llvm::DenseMap<Operation *, bool> &guards) {
  patterns.add<EntryLowering, DivergeLowering, MergeLowering, TileLowering,
               YieldLowering>(converter, patterns.getContext());
  patterns.add<IfLowering>(converter, patterns.getContext(), guards);
}
