//===- ConvergenceChecker.h - Warp bugs in untyped GPU IR -------*- C++ -*-===//
//
// Part of warptile. The checks of --warp-check-convergence (C1-C5) as a
// library: the pass, --warp-raise and the bindings use it.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_CONVERGENCECHECKER_H
#define WARPTILE_ANALYSIS_CONVERGENCECHECKER_H

#include "mlir/IR/Operation.h"

#include <memory>
#include <optional>

namespace mlir {
namespace warp {

/// How findings are reported: errors and warnings as they are, every
/// warning as an error, or everything as a warning (for --warp-raise, which
/// leaves what it cannot prove in place).
enum class CheckMode { Normal, WarningsAsErrors, AllAsWarnings };

/// Reports, at the op, every collective whose member mask disagrees with the
/// lanes that execute it (C1, C2), every shuffle that reads outside its mask
/// (C3), every block barrier under divergent control flow (C4), and what it
/// cannot decide (C5), each with a note at the branch that diverged.
class ConvergenceChecker {
public:
  ConvergenceChecker(Operation *root, CheckMode mode);
  ~ConvergenceChecker();

  /// Checks every op under the root once; returns the number of errors.
  unsigned run();

  /// Whether `op` got a finding (of any severity) from run().
  bool isFlagged(Operation *op) const;

  /// The member mask of a collective when it is a static set of lanes: a
  /// constant, the ballot of a lane predicate by static voters, or implied
  /// by a gpu op; std::nullopt otherwise.
  std::optional<uint64_t> staticMemberMask(Operation *op);

  /// Whether a shuffle's offset and clamp are constants, so the lanes it
  /// reads are known.
  static bool hasConstantReads(Operation *op);

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace warp
} // namespace mlir

#endif // WARPTILE_ANALYSIS_CONVERGENCECHECKER_H
