//===- Disjointness.h - Whether two memrefs of a launch may overlap -*- C++ -*-===//
//
// Part of warptile. T5's pairwise test: two values a launch passes may
// overlap when their provenances share a root, except where the verifier
// knows better: static subviews of one buffer whose index boxes are
// disjoint, loop-carried buffers that a loop only permutes (ping-pong),
// and function arguments whose every call site passes disjoint buffers
// (checked per call site, recursion that swaps its arguments included).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_DIALECT_TILE_IR_DISJOINTNESS_H
#define WARPTILE_LIB_DIALECT_TILE_IR_DISJOINTNESS_H

#include "Provenance.h"

#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <functional>

namespace mlir {
namespace tile {

/// The direct calls of each function that leads to a launch.
using CallSites = llvm::DenseMap<Operation *, SmallVector<CallOpInterface>>;

class OverlapCheck {
public:
  /// Without `callers`, distinct arguments of a function are trusted to be
  /// distinct buffers (the caller is outside the module). With them, an
  /// argument of a function in `callers` is judged by what each call site
  /// passes; `expand` adds to a provenance what its argument roots may be
  /// through all callers (the union, for roots of different functions).
  OverlapCheck(const CallSites *callers = nullptr,
               std::function<void(Provenance &)> expand = nullptr)
      : callers(callers), expand(std::move(expand)) {}

  /// Whether the memory of `a` and `b` may share an element.
  bool mayOverlap(Value a, Value b);

  /// Whether some answer was "may overlap" only because the check gave up
  /// (its budget, its depth or a view chain ran out).
  bool gaveUp() const { return stopped; }

private:
  bool overlapOfRoots(const Provenance &a, const Provenance &b);
  bool argumentsOverlap(BlockArgument a, BlockArgument b);
  bool carriedOverlap(BlockArgument a, BlockArgument b);

  const CallSites *callers;
  std::function<void(Provenance &)> expand;
  /// Pairs being decided, assumed disjoint (the greatest fixpoint: an
  /// activation's buffers are disjoint if its caller's were).
  llvm::DenseSet<std::pair<Value, Value>> assumed;
  /// Pairs found to overlap (a fact under any assumption).
  llvm::DenseSet<std::pair<Value, Value>> overlapping;
  /// Pairs found disjoint under no assumption (a fact too: a chain of N
  /// loops swapping two buffers asks each pair twice per loop, 2^N without).
  llvm::DenseSet<std::pair<Value, Value>> disjoint;
  /// Pairs being decided on this thread's stack, and the most there may be.
  unsigned depth = 0;
  static constexpr unsigned kMaxDepth = 1000;
  bool stopped = false;
  /// Steps left before the check gives up (and says "may overlap").
  int64_t budget = 100000;
};

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_DIALECT_TILE_IR_DISJOINTNESS_H
