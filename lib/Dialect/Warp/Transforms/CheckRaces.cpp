//===- CheckRaces.cpp - The warp-check-races pass -------------------------===//
//
// Part of warptile. Reports pairs of threads that may write one element
// (R1), reads of elements another thread writes with no barrier between
// (R2), and what it cannot decide (R3), in plain upstream IR. The checks are
// the library lib/Analysis/RaceChecker.cpp.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/RaceChecker.h"
#include "warptile/Dialect/Warp/IR/FunctionReach.h"
#include "warptile/Dialect/Warp/Transforms/Passes.h"

namespace mlir {
namespace warp {
#define GEN_PASS_DEF_WARPCHECKRACESPASS
#include "warptile/Dialect/Warp/Transforms/Passes.h.inc"
} // namespace warp
} // namespace mlir

using namespace mlir;
using namespace mlir::warp;

namespace {

struct WarpCheckRacesPass
    : warp::impl::WarpCheckRacesPassBase<WarpCheckRacesPass> {
  using Base::Base;
  void runOnOperation() override {
    markAllAnalysesPreserved();
    // The checker reads callees, callers and every use of a private global
    // in the module: nested on functions, it would read them while other
    // threads rewrite them (issue 27 round 54).
    if (failed(warp::checkSymbolTableAnchor(getOperation(), getArgument())))
      return signalPassFailure();
    RaceChecker checker(getOperation(), warningsAsErrors);
    if (checker.run() != 0)
      signalPassFailure();
  }
};

} // namespace
