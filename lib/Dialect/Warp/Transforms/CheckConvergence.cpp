//===- CheckConvergence.cpp - The warp-check-convergence pass -------------===//
//
// Part of warptile. Reports collectives whose member mask disagrees with the
// lanes that execute them (C1, C2), shuffles that read outside their member
// mask (C3), barriers under divergent control flow (C4), and what it cannot
// decide (C5), in plain upstream IR. The checks are the library
// lib/Analysis/ConvergenceChecker.cpp.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/ConvergenceChecker.h"
#include "warptile/Dialect/Warp/IR/FunctionReach.h"
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
    markAllAnalysesPreserved();
    // The checker follows calls into callees and arguments back to callers.
    if (failed(warp::checkSymbolTableAnchor(getOperation(), getArgument())))
      return signalPassFailure();
    ConvergenceChecker checker(getOperation(), warningsAsErrors
                                                   ? CheckMode::WarningsAsErrors
                                                   : CheckMode::Normal);
    if (checker.run() != 0)
      signalPassFailure();
  }
};

} // namespace
