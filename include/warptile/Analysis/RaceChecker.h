//===- RaceChecker.h - Data races in untyped GPU IR -------------*- C++ -*-===//
//
// Part of warptile. The checks of --warp-check-races (R1-R3) as a library:
// the pass, the C API and the Python bindings use it. docs/Races.md states
// the rules, what is proven and what is trusted.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_RACECHECKER_H
#define WARPTILE_ANALYSIS_RACECHECKER_H

#include "mlir/IR/Operation.h"

#include <memory>

namespace mlir {
namespace warp {

/// Reports, at the store, every pair of distinct threads of a launch that
/// may write one element of a global or shared buffer (R1), every element
/// one thread reads while another writes it with no barrier between (R2),
/// each with a witness (two threads, their block and thread ids, and the
/// element), and what it cannot decide (R3, a warning naming why).
class RaceChecker {
public:
  RaceChecker(Operation *root, bool warningsAsErrors);
  ~RaceChecker();

  /// Checks every kernel under the root once; returns the number of errors.
  unsigned run();

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace warp
} // namespace mlir

#endif // WARPTILE_ANALYSIS_RACECHECKER_H
