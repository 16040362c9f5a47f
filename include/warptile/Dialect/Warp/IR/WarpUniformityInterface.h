//===- WarpUniformityInterface.h - What W17 asks about lanes ----*- C++ -*-===//
//
// Part of warptile. Rule W17 needs to know which values are the same on
// every lane of a warp. The dialect owns no analysis (its library depends on
// no analysis library): it asks this dialect interface, which the project's
// one uniformity analysis implements (warp::registerUniformityInterface in
// lib/Analysis, added by warptile::registerDialects). Without it every value
// counts as lane-dependent, so W17 can only grow stricter, never unsound.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_WARPUNIFORMITYINTERFACE_H
#define WARPTILE_DIALECT_WARP_IR_WARPUNIFORMITYINTERFACE_H

#include "mlir/IR/DialectInterface.h"
#include "mlir/IR/Operation.h"

#include <memory>

namespace mlir {
namespace warp {

/// Answers for the values under one scope (a function), solved once.
class WarpUniformityQuery {
public:
  virtual ~WarpUniformityQuery() = default;
  /// Whether every lane of a warp that runs `user` sees the same `value`
  /// there (any user, where every lane of the warp that runs it does; none
  /// in code no thread runs, where it decides nothing).
  virtual bool isWarpUniform(Value value, Operation *user) = 0;
  /// The first operand of the multi-way terminator `branch` that picks its
  /// successor and is not shown warp-uniform, or null when all are.
  virtual Value firstLaneDependentDecider(Operation *branch) = 0;
  /// Whether every lane of a warp runs the same trips of `loop` although
  /// its lower bound varies: it starts at `base + lane` and steps to a
  /// warp-uniform bound by warp-uniform multiples of 32 (the warp-strided
  /// loop `for (i = lane; i < 32 n; i += 32)`).
  virtual bool runsWarpAlignedTrips(Operation *loop) { return false; }
};

class WarpUniformityInterface
    : public DialectInterface::Base<WarpUniformityInterface> {
public:
  explicit WarpUniformityInterface(Dialect *dialect) : Base(dialect) {}
  /// A query over `scope` (the function an ownership walk is in).
  virtual std::unique_ptr<WarpUniformityQuery>
  analyze(Operation *scope) const = 0;
};

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_WARPUNIFORMITYINTERFACE_H
