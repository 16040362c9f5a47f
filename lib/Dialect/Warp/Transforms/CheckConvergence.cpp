//===- CheckConvergence.cpp - The warp-check-convergence pass -------------===//
//
// Part of warptile. Reports collectives whose member mask disagrees with the
// lanes that execute them (C1, C2), shuffles that read outside their member
// mask (C3), barriers under divergent control flow (C4), and what it cannot
// decide (C5), in plain upstream IR. The checks are in Checker.h.
//
//===----------------------------------------------------------------------===//

#include "Checker.h"
#include "warptile/Dialect/Warp/Transforms/Passes.h"

namespace mlir {
namespace warp {
#define GEN_PASS_DEF_WARPCHECKCONVERGENCEPASS
#include "warptile/Dialect/Warp/Transforms/Passes.h.inc"
} // namespace warp
} // namespace mlir

using namespace mlir;
using namespace mlir::warp;

namespace {

struct WarpCheckConvergencePass
    : warp::impl::WarpCheckConvergencePassBase<WarpCheckConvergencePass> {
  using Base::Base;
  void runOnOperation() override {
    LaneUniformity uniformity(getOperation());
    ActiveLanes active(uniformity);
    check::Checker checker(active, warningsAsErrors
                                       ? check::Checker::Mode::WarningsAsErrors
                                       : check::Checker::Mode::Normal);
    getOperation()->walk([&](Operation *op) { checker.check(op); });
    if (checker.errors)
      signalPassFailure();
    markAllAnalysesPreserved();
  }
};

} // namespace
