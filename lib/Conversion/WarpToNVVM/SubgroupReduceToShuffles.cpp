//===- SubgroupReduceToShuffles.cpp - subgroup_reduce for NVVM ------------===//
//
// Part of warptile. The convert-gpu-subgroup-reduce-to-shuffles pass: every
// `gpu.subgroup_reduce` becomes butterfly shuffles, which NVVM lowers for
// every element type, where its own pattern covers `i32` only; from sm_80
// on, a whole-warp i32 reduction becomes one redux.sync.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
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

/// redux.sync's operation for a subgroup reduction of i32, if it has one.
std::optional<NVVM::ReduxKind> reduxKindOf(gpu::AllReduceOperation op) {
  switch (op) {
  case gpu::AllReduceOperation::ADD:
    return NVVM::ReduxKind::ADD;
  case gpu::AllReduceOperation::AND:
    return NVVM::ReduxKind::AND;
  case gpu::AllReduceOperation::OR:
    return NVVM::ReduxKind::OR;
  case gpu::AllReduceOperation::XOR:
    return NVVM::ReduxKind::XOR;
  case gpu::AllReduceOperation::MINSI:
    return NVVM::ReduxKind::MIN;
  case gpu::AllReduceOperation::MAXSI:
    return NVVM::ReduxKind::MAX;
  case gpu::AllReduceOperation::MINUI:
    return NVVM::ReduxKind::UMIN;
  case gpu::AllReduceOperation::MAXUI:
    return NVVM::ReduxKind::UMAX;
  default:
    return std::nullopt;
  }
}

/// A whole-warp reduction of one i32 as `redux.sync` (sm_80 on) over all 32
/// lanes: the butterfly's full-mask shuffles assume every lane takes part
/// too. Clustered reductions stay shuffles, a cluster of 32 with a stride
/// too (its lanes are not the warp's).
struct SubgroupReduceToRedux final : OpRewritePattern<gpu::SubgroupReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(gpu::SubgroupReduceOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<NVVM::ReduxKind> kind = reduxKindOf(op.getOp());
    std::optional<uint32_t> cluster = op.getClusterSize();
    if (!op.getType().isInteger(32) || !kind ||
        (cluster && *cluster != kWarpSize) || op.getClusterStride() != 1)
      return rewriter.notifyMatchFailure(op, "not a whole-warp i32 redux");
    Location loc = op.getLoc();
    Value all = arith::ConstantIntOp::create(rewriter, loc,
                                             rewriter.getI32Type(), -1);
    rewriter.replaceOpWithNewOp<NVVM::ReduxOp>(op, op.getType(), op.getValue(),
                                               *kind, all);
    return success();
  }
};

struct ConvertGpuSubgroupReduceToShufflesPass
    : warptile::impl::ConvertGpuSubgroupReduceToShufflesPassBase<
          ConvertGpuSubgroupReduceToShufflesPass> {
  using Base::Base;

  void runOnOperation() override {
    std::optional<unsigned> sm = warptile::smVersionOf(chip);
    if (!sm) {
      getOperation()->emitError()
          << "convert-gpu-subgroup-reduce-to-shuffles: chip '" << chip
          << "' is not of the form sm_NN";
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    // Before any shuffle pattern (higher benefit): one instruction.
    if (*sm >= 80)
      patterns.add<SubgroupReduceToRedux>(&getContext(), /*benefit=*/10);
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
