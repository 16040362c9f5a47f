//===- UndefinedPaths.h - Paths LLVM deletes, as the checkers ask -*- C++ -*-===//
//
// Part of warptile. The ops a thread makes the program undefined by
// reaching (UndefinedOps.h), decided once per checker run with one
// ValueFacts: the convergence checker reports them as C5 and the race
// checker as R3, because LLVM deletes the paths to them and folds the
// lane and thread tests that lead there, which neither checker follows.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_UNDEFINEDPATHS_H
#define WARPTILE_ANALYSIS_UNDEFINEDPATHS_H

#include "warptile/Analysis/UndefinedOps.h"
#include "warptile/Analysis/ValueFacts.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <functional>
#include <optional>

namespace mlir {
class Block;
class Region;

namespace warptile {

/// Why reaching an op is undefined.
enum class UndefinedKind {
  /// A call whose calling convention is not its callee's, or of a kernel.
  Call,
  /// A call of a function whose body begins with a reached `unreachable`.
  CalledFunction,
  /// A store to null, undef or poison.
  Store,
  /// A conditional branch on undef or poison.
  PoisonBranch,
  /// An `unreachable` nothing before it in its block may skip.
  Unreachable,
  /// An assume of a condition that is false, undef or poison.
  FalseAssume,
  /// An assume the checker cannot show true, of a condition that differs
  /// between the threads compared.
  VaryingAssume,
  /// A branch into a loop that never exits and has no side effects, in a
  /// function (or loop) that must make progress: LLVM deletes the loop.
  EndlessLoop,
};

struct UndefinedFinding {
  UndefinedKind kind;
  /// The callee, for Call and CalledFunction (the note's location).
  Operation *callee = nullptr;
};

/// What the checker asking compares: whether a value is the same on every
/// thread it compares. An assume of such a value is not reported unless
/// it is shown false: LLVM's own output holds assumes of facts it derived
/// (`(k & 3) != 0` in an unrolled loop's remainder, under a thread's bounds
/// test), so one the checker cannot decide is taken as true; a uniform
/// condition LLVM folds to false and the ranges do not (`n == n + 1`,
/// round 54 h2) is the trusted case (WarpRationale.md, "Round 55").
struct UndefinedScope {
  std::function<bool(Value)> isUniform;
};

class UndefinedPaths {
public:
  UndefinedPaths() : facts(noKnownConstants) {}

  /// Why a thread that reaches `op` makes the program undefined, or
  /// std::nullopt: also when the values' ranges show that no thread enters
  /// `op`'s block (`if (tid.x >= 64) __builtin_unreachable();` in a block
  /// of 64, round 54 h4).
  std::optional<UndefinedFinding> find(Operation *op,
                                       const UndefinedScope &scope);

  /// Writes what is undefined about `op` (the finding's reason, without a
  /// rule ID), and the note at the callee. `threads` names what the checker
  /// compares ("lanes", "threads").
  static void describe(InFlightDiagnostic &diag, Operation *op,
                       const UndefinedFinding &finding, StringRef threads);

  /// Whether the i1 `condition` is true on every thread by its range.
  bool isShownTrue(Value condition);

  /// Whether no thread enters `block`: every branch into it, or the
  /// `scf.if` whose region it begins, tests a condition that the values'
  /// ranges decide the other way (one level: a predecessor is taken to
  /// run).
  bool isNeverEntered(Block *block);

  ValueFacts &valueFacts() { return facts; }

private:
  bool isEndlessLoopEntry(Block *block);
  /// Whether `op` makes no progress; for a call of a defined function,
  /// with `definedCallee` given, that function is set there and the answer
  /// is the callee's (isQuietFunction), else it is asked.
  bool makesNoProgress(Operation *op, Operation **definedCallee = nullptr);
  bool isQuietFunction(Operation *function);
  bool isSwitchDefaultNeverTaken(Operation *terminator, Block *block);

  ValueFacts facts;
  UnreachableOracle unreachables;
  /// Functions whose body makes no progress (isQuietFunction).
  llvm::DenseMap<Operation *, bool> quietFunctions;
  /// Per region: the blocks whose branch enters an endless loop.
  llvm::DenseMap<Region *, llvm::DenseSet<Block *>> endlessEntries;
};

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_UNDEFINEDPATHS_H
