//===- WarpToNVVM.h - Lower the warp dialect to NVVM ------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_CONVERSION_WARPTONVVM_WARPTONVVM_H
#define WARPTILE_CONVERSION_WARPTONVVM_WARPTONVVM_H

#include "mlir/IR/Value.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "warptile/Dialect/Warp/IR/WarpDialect.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir {
class ConversionTarget;
class RewritePatternSet;
class TypeConverter;

namespace warp {

/// A unit attribute convert-warp-to-nvvm puts on the nvvm collectives it
/// makes: their member mask is exactly the lanes that execute them, so the
/// simulator reports one whose mask names a lane that exited (docs/Sim.md,
/// `exited-in-mask`). Discardable: the PTX does not change.
inline constexpr char kExactMemberMaskAttr[] = "exact_member_mask";

/// What the lowering of a collective needs beyond its operands.
struct WarpToNVVMOptions {
  /// SM version number (90 for sm_90); redux.sync needs 80 or more.
  unsigned smVersion = 90;
};

/// Whether each warp value describes exactly the lanes executing where it is
/// used (true), or may name fewer lanes than run there, as a half of
/// `warp.diverge` does, so that its collectives and `warp.if` must be
/// guarded by its lane predicate (false). A function's warp parameter is
/// exact when every call of the function passes an exact warp; a call's warp
/// result when the callee returns an exact warp there and was passed only
/// exact ones. Computed on the warp IR
/// before conversion, with an explicit worklist: each value's answer is
/// computed once, so a query costs time linear in the IR it depends on and
/// stack depth independent of it.
class WarpExactness {
public:
  bool isExact(Value warp);

private:
  /// What is asked about a value: whether it is exact, or which static set
  /// of lanes runs where it is defined (`runningLanes`).
  enum class Query { Exact, Running };
  using Node = std::pair<Value, Query>;

  /// The answer to `node` from the other answers it depends on, or nothing
  /// when some of them are not started yet; those are appended to `missing`.
  /// An answer still being computed (a cycle through block arguments) reads
  /// as its optimistic start value.
  std::optional<bool> evaluateExact(Value warp, SmallVectorImpl<Node> &missing);
  std::optional<LanesAttr> evaluateRunning(Value warp,
                                           SmallVectorImpl<Node> &missing);

  /// The answer in `answers` (`exact` or `running`) for `value`, or nothing
  /// when it is not started yet, in which case `{value, query}` is appended
  /// to `missing`. Records `evaluating` as a reader of the answer.
  template <typename T>
  std::optional<T> lookup(const llvm::DenseMap<Value, T> &answers,
                          Value value, Query query,
                          SmallVectorImpl<Node> &missing);

  /// Computes every node on `stack` and what it depends on, with an
  /// explicit stack, appending each node it finishes to `finished`.
  void solve(SmallVectorImpl<Node> &stack, SmallVectorImpl<Node> &finished);
  /// The node being evaluated, and for each node the nodes that read its
  /// answer: evaluated again when it changes.
  Node evaluating;
  llvm::DenseMap<Node, SmallVector<Node, 2>> dependents;

  /// The static set of lanes running where `warp` is defined (the set of
  /// the exact warp it descends from through diverges and merges), or null
  /// when not known statically. Filled by `isExact`.
  llvm::DenseMap<Value, LanesAttr> running;
  llvm::DenseMap<Value, bool> exact;
  /// The calls of a function, when every use of its symbol is one of them
  /// (else none); found once per function.
  const std::optional<SmallVector<CallOpInterface>> &
  callsOf(FunctionOpInterface func);
  llvm::DenseMap<Operation *, std::optional<SmallVector<CallOpInterface>>>
      calls;
  /// Nodes whose answer is final; nodes in `exact`/`running` but not here are
  /// being computed.
  llvm::DenseSet<Node> done;
};

/// Converts `!warp.warp` and `!warp.tile` to the `i32` member mask.
void populateWarpToNVVMTypeConversion(TypeConverter &converter);

/// Patterns for the values of the warp dialect: entry, diverge, merge, if,
/// yield, tile. `guards` maps each `warp.if` to whether its warp is not
/// exact, so that the op must run under the warp's lane predicate.
void populateWarpDivergenceToNVVMPatterns(
    TypeConverter &converter, RewritePatternSet &patterns,
    const llvm::DenseMap<Operation *, bool> &guards);

/// Patterns for the collectives. `guards` maps each collective to whether
/// its handle needs a lane-predicate guard (filled before conversion).
void populateWarpCollectivesToNVVMPatterns(
    TypeConverter &converter, RewritePatternSet &patterns,
    const llvm::DenseMap<Operation *, bool> &guards,
    const WarpToNVVMOptions &options);

} // namespace warp
} // namespace mlir

#endif // WARPTILE_CONVERSION_WARPTONVVM_WARPTONVVM_H
