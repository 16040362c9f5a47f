//===- LaneAnalysis.h - Lane uniformity and active lanes --------*- C++ -*-===//
//
// Part of warptile. Analyses of plain upstream GPU IR (gpu, nvvm, scf, cf,
// llvm) that was never typed: which values are the same on every lane, and
// which lanes of a warp execute a given op. They are what
// --warp-check-convergence reports from.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_LANEANALYSIS_H
#define WARPTILE_ANALYSIS_LANEANALYSIS_H

#include "mlir/IR/Operation.h"
#include "warptile/Dialect/Warp/IR/Uniformity.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir {
namespace warp {


/// Uniformity of every value in the functions under `root`, computed to a
/// fixed point over SSA, structured regions and block arguments. Sources of
/// variation are thread and lane indices; kernel arguments, block and grid
/// geometry and constants are uniform; loads are as uniform as their address.
class LaneUniformity {
public:
  explicit LaneUniformity(Operation *root);
  /// Values the analysis did not reach are Varying.
  Uniformity get(Value value) const;

private:
  bool update(Value value, Uniformity level);
  bool visit(Operation *op);
  llvm::DenseMap<Value, Uniformity> levels;
  /// Ops already visited once: when a value they read rises, they are
  /// visited again (back edges, loop-carried values); others see it first.
  llvm::DenseSet<Operation *> visited;
  SmallVector<Operation *> worklist;
};

/// The lanes where `predicate` holds when it is a function of the lane alone
/// (`lane < 16`, `(tid & 1) == 0`, `tid % 4 == 3`): the same set in every
/// warp. std::nullopt otherwise.
std::optional<uint64_t> evaluateLanePredicate(Value predicate);

/// The static set of lanes of a 32-lane warp where `predicate` holds, for
/// predicates of the lane: `lane < 16`, `(tid & 1) == 0`, `tid % 4 == 3`,
/// `lane == 0`, and `tid < C` (whose worst warp is the partial one, with
/// lanes `C mod 32`). std::nullopt when the set depends on run-time values.
std::optional<uint64_t> matchLanePredicate(Value predicate);

/// One branch an op is under: the op that branches, and the lanes of a warp
/// that reach the op through it (std::nullopt when only known at run time).
struct BranchConstraint {
  Operation *branch;
  Value condition;
  Uniformity level;              ///< the condition's uniformity
  std::optional<uint64_t> lanes; ///< static lanes reaching the op
};

/// The lanes of a warp that execute an op: the enclosing branches whose
/// conditions are not block-uniform, structured (scf.if, scf.for, scf.while)
/// and unstructured (cf/llvm conditional branches up to their
/// post-dominator).
class ActiveLanes {
public:
  explicit ActiveLanes(const LaneUniformity &uniformity)
      : uniformity(uniformity) {}

  /// Every branch that is not block-uniform and reaches `op`, innermost
  /// first.
  SmallVector<BranchConstraint> constraintsOf(Operation *op);

  /// The lanes that execute `op` if every branch reaching it is static or
  /// warp-uniform; std::nullopt when a lane-varying branch with a run-time
  /// lane set reaches it. A warp-uniform branch keeps every lane together.
  std::optional<uint64_t> staticLanes(ArrayRef<BranchConstraint> constraints);

  /// matchLanePredicate, computed once per condition.
  std::optional<uint64_t> lanesOf(Value condition);

private:
  /// Every op of a block runs under the same branches: computed per block.
  const SmallVector<BranchConstraint> &constraintsOfBlock(Block *block);
  const SmallVector<BranchConstraint> &cfgConstraintsOf(Block *block);

  const LaneUniformity &uniformity;
  llvm::DenseMap<Block *, SmallVector<BranchConstraint>> cfgConstraints;
  llvm::DenseMap<Block *, SmallVector<BranchConstraint>> blockConstraints;
  llvm::DenseMap<Region *, bool> analyzedRegions;
  llvm::DenseMap<Value, std::optional<uint64_t>> conditionLanes;
};

} // namespace warp
} // namespace mlir

#endif // WARPTILE_ANALYSIS_LANEANALYSIS_H
