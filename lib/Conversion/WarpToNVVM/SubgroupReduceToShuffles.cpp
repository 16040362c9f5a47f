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

struct ConvertGpuSubgroupReduceToShufflesPass
    : warptile::impl::ConvertGpuSubgroupReduceToShufflesPassBase<
          ConvertGpuSubgroupReduceToShufflesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    // Wide or vector values are first split into 32-bit pieces.
    populateGpuBreakDownSubgroupReducePatterns(patterns, kShuffleBits);
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
