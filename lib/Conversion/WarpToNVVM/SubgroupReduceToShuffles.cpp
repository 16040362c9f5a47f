//===- SubgroupReduceToShuffles.cpp - subgroup_reduce for NVVM ------------===//
//
// Part of warptile. The convert-gpu-subgroup-reduce-to-shuffles pass: every
// `gpu.subgroup_reduce` becomes butterfly shuffles, which NVVM lowers for
// every element type, where its own pattern covers `i32` only.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "warptile/Conversion/Passes.h"

namespace mlir {
namespace warptile {
#define GEN_PASS_DEF_CONVERTGPUSUBGROUPREDUCETOSHUFFLESPASS
#include "warptile/Conversion/Passes.h.inc"
} // namespace warptile
} // namespace mlir

using namespace mlir;

namespace {

/// NVIDIA warps: 32 lanes, shuffles of 32 bits.
constexpr unsigned kWarpSize = 32;
constexpr unsigned kShuffleBits = 32;

/// A reduction of a vector whose elements are 32 bits or wider becomes one
/// reduction per element. MLIR's break-down patterns only pack elements
/// narrower than the shuffle into 32-bit pieces, so `vector<4xf32>` or
/// `vector<2xf64>` would otherwise reach no shuffle pattern at all.
struct ScalarizeWideElementReduce final
    : OpRewritePattern<gpu::SubgroupReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(gpu::SubgroupReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto vecTy = dyn_cast<VectorType>(op.getType());
    if (!vecTy || vecTy.getRank() != 1 || vecTy.isScalable() ||
        vecTy.getNumElements() < 2)
      return rewriter.notifyMatchFailure(op, "not a multi-element vector");
    Type elemTy = vecTy.getElementType();
    if (!elemTy.isIntOrFloat() || elemTy.getIntOrFloatBitWidth() < kShuffleBits)
      return rewriter.notifyMatchFailure(op, "elements the break-down packs");
    Location loc = op.getLoc();
    Value result = arith::ConstantOp::create(rewriter, loc, vecTy,
                                             rewriter.getZeroAttr(vecTy));
    for (int64_t i = 0, e = vecTy.getNumElements(); i < e; ++i) {
      Value element = vector::ExtractOp::create(rewriter, loc, op.getValue(), i);
      Value reduced = gpu::SubgroupReduceOp::create(
          rewriter, loc, element, op.getOp(), op.getUniform(),
          op.getClusterSize(), op.getClusterStride());
      result = vector::InsertOp::create(rewriter, loc, reduced, result, i);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct ConvertGpuSubgroupReduceToShufflesPass
    : warptile::impl::ConvertGpuSubgroupReduceToShufflesPassBase<
          ConvertGpuSubgroupReduceToShufflesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    // Wide or vector values are first split into 32-bit pieces.
    populateGpuBreakDownSubgroupReducePatterns(patterns, kShuffleBits);
    patterns.add<ScalarizeWideElementReduce>(&getContext());
    // The break-down slices vectors with vector.{extract,insert}_strided_slice,
    // which no later step of the NVVM pipeline lowers: make them shuffles.
    vector::populateVectorInsertExtractStridedSliceTransforms(patterns);
    populateGpuLowerSubgroupReduceToShufflePatterns(patterns, kWarpSize,
                                                    kShuffleBits);
    populateGpuLowerClusteredSubgroupReduceToShufflePatterns(
        patterns, kWarpSize, kShuffleBits);
    // 64-bit scalars (i64, f64), which the 32-bit patterns leave alone,
    // move as 64-bit shuffles; NVVM splits each into two 32-bit ones.
    populateGpuLowerSubgroupReduceToShufflePatterns(patterns, kWarpSize, 64,
                                                    /*benefit=*/0);
    populateGpuLowerClusteredSubgroupReduceToShufflePatterns(
        patterns, kWarpSize, 64, /*benefit=*/0);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    // A reduce the patterns could not split (a type wider than the shuffle
    // that does not divide into 32-bit pieces) would fail later without
    // saying why.
    WalkResult left = getOperation()->walk([](gpu::SubgroupReduceOp op) {
      op.emitError("convert-gpu-subgroup-reduce-to-shuffles: no shuffle "
                   "lowering for ")
          << op.getValue().getType();
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
