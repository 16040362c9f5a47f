//===- Divergence.cpp - Lower warp values and branches to NVVM ------------===//
//
// Part of warptile. `warp.entry`, `diverge`, `merge`, `tile`, `if` and
// `yield`: warp values become their member masks (constants when static),
// and `warp.if` becomes `scf.if` on the lane predicate.
//
//===----------------------------------------------------------------------===//

#include "LaneMasks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
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
    auto half = [&](Value result, uint64_t bits) {
      return maskOf(rewriter, loc, cast<WarpType>(result.getType()).getLanes(),
                    [&] {
                      return arith::AndIOp::create(
                                 rewriter, loc, adaptor.getWarp(),
                                 constI32(rewriter, loc, bits))
                          .getResult();
                    });
    };
    Value taken = half(op.getTaken(), pred);
    Value rest = half(op.getRest(), ~pred & fullMask(32));
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

struct IfLowering : OpConversionPattern<IfOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(IfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value parent = adaptor.getWarp();
    auto [thenLanes, elseLanes] = op.getBranchLanes();
    Value cond, thenMask, elseMask;
    if (op.getCondition()) {
      cond = adaptor.getCondition();
      // The lanes that take the branch, exactly: every lane of the parent
      // votes before any of them branches.
      thenMask = NVVM::VoteSyncOp::create(rewriter, loc, rewriter.getI32Type(),
                                          parent, cond,
                                          NVVM::VoteSyncKind::ballot);
      Value notTaken = arith::XOrIOp::create(rewriter, loc, thenMask,
                                             constI32(rewriter, loc, -1));
      elseMask = arith::AndIOp::create(rewriter, loc, parent, notTaken);
    } else {
      uint64_t pred = op.getPredicateAttr().getMask();
      cond = laneInStaticSet(rewriter, loc, pred);
      auto sub = [&](LanesAttr lanes, uint64_t bits) {
        return maskOf(rewriter, loc, lanes, [&] {
          return arith::AndIOp::create(rewriter, loc, parent,
                                       constI32(rewriter, loc, bits))
              .getResult();
        });
      };
      thenMask = sub(thenLanes, pred);
      elseMask = op.getElseRegion().empty()
                     ? Value()
                     : sub(elseLanes, ~pred & fullMask(32));
    }

    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertTypes(op.getValues().getTypes(),
                                                resultTypes)))
      return rewriter.notifyMatchFailure(op, "unconvertible result types");
    bool hasElse = !op.getElseRegion().empty();
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

    SmallVector<Value> replacements{parent};
    llvm::append_range(replacements, ifOp.getResults());
    rewriter.replaceOp(op, replacements);
    return success();
  }
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
    TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<EntryLowering, DivergeLowering, MergeLowering, TileLowering,
               IfLowering, YieldLowering>(converter, patterns.getContext());
}
