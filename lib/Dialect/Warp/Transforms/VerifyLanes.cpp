//===- VerifyLanes.cpp - The warp-verify-lanes pass -----------------------===//
//
// Part of warptile. Runs the ownership walk from the roots no op verifier
// reaches (warp::verifyUnreachedWarps). Every tool runs it before anything
// else, and convert-warp-to-nvvm runs the same check before it lowers.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/FunctionReach.h"
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

  void runOnOperation() override {
    markAllAnalysesPreserved();
    if (failed(warp::checkSymbolTableAnchor(getOperation(), getArgument())) ||
        failed(warp::verifyUnreachedWarps(getOperation())))
      signalPassFailure();
  }
};
} // namespace
