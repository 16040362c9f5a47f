//===- VerifyLanes.cpp - The warp-verify-lanes pass -----------------------===//
//
// Part of warptile. Runs the ownership walk from the roots no op verifier
// reaches (warp::verifyUnreachedWarps). Every tool runs it before anything
// else, and convert-warp-to-nvvm runs the same check before it lowers.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "warptile/Dialect/Warp/Transforms/Passes.h"

namespace mlir {
namespace warp {
#define GEN_PASS_DEF_WARPVERIFYLANESPASS
#include "warptile/Dialect/Warp/Transforms/Passes.h.inc"
} // namespace warp
} // namespace mlir

using namespace mlir;

namespace {
struct WarpVerifyLanesPass
    : warp::impl::WarpVerifyLanesPassBase<WarpVerifyLanesPass> {
  /// Only on a symbol table (a module, a gpu.module): the walk follows a
  /// parameter to its callers and a warp into its callees, which a pipeline
  /// nested on functions rewrites on other threads at the same time (issue
  /// 27 round 10, H2: a crash in `gpu.module(any(warp-verify-lanes,
  /// canonicalize))`). Elsewhere the pass manager refuses it with a
  /// diagnostic.
  bool canScheduleOn(RegisteredOperationName opName) const override {
    return opName.hasTrait<OpTrait::SymbolTable>();
  }

  void runOnOperation() override {
    markAllAnalysesPreserved();
    if (failed(warp::verifyUnreachedWarps(getOperation())))
      signalPassFailure();
  }
};
} // namespace
