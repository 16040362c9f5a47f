//===- ThreadExits.h - Ops that end the threads running them ----*- C++ -*-===//
//
// Part of warptile. Rule W19: an op that ends the threads that run it
// (`nvvm.exit`, a trap) under a branch, in a loop or in a callee, while a
// warp value is live, would leave that warp's later collectives waiting for
// lanes that are gone. The ownership walk asks this helper which op of a
// live range may end some of its lanes.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_THREADEXITS_H
#define WARPTILE_DIALECT_WARP_IR_THREADEXITS_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"

#include <functional>
#include <optional>
#include <string>

namespace mlir {
namespace warp {

/// Finds thread exits nested in an op or reached through the calls it makes,
/// caching what it learns of each function body.
class ThreadExits {
public:
  /// Whether `op` ends the thread that runs it by itself (`llvm.unreachable`
  /// included: LLVM assumes no thread reaches it and removes the path).
  static bool isThreadExit(Operation *op);
  /// Whether `op` holds the thread that runs it until other threads arrive:
  /// a block barrier (`gpu.barrier`, `nvvm.barrier0`, `nvvm.barrier`, as
  /// ops or imported intrinsics) or a raw `nvvm.bar.warp.sync`. Lanes of a
  /// live warp that skip it wait at the warp's next collective for the
  /// lanes held there: a deadlock (issue 27 round 18).
  static bool isThreadWait(Operation *op);
  /// The opcode of the first instruction of inline PTX `op` that is not
  /// one the verifier knows to touch only the running thread's registers
  /// and memory (nor a known exit, branch, call or wait): it is read as
  /// all of them. std::nullopt when there is none, or for any other op.
  static std::optional<std::string> unknownAsmInstruction(Operation *op);
  /// Whether a value is the same on every lane of a warp, asked near an op.
  using UniformityFn = function_ref<bool(Operation *near, Value value)>;
  /// Whether `op` is a thread exit that may end only some of the lanes that
  /// run it even at the top level of a block: inline assembly whose exit is
  /// guarded by a predicate or a branch, a `cf.assert` whose condition
  /// `isUniform` does not show warp-uniform.
  static bool mayExitSomeLanes(Operation *op, UniformityFn isUniform = nullptr);

  /// The first thread exit nested in `op`'s regions, or in the body of a
  /// function `op` (or an op nested in it) calls, transitively; null when
  /// there is none. A call to a declaration is taken not to exit; an indirect
  /// call may (it is returned itself). With
  /// `isUniform`, an exit nested in `op` only under uniform control
  /// (`underUniformControl`) is skipped: it ends every lane that runs `op`
  /// together, as an exit at the top level of `op`'s block does. Waits
  /// (isThreadWait) nested in `op` count as exits, and a callee's where the
  /// call is not under such uniform control.
  /// Without `withWaits`, exits alone.
  Operation *findNested(Operation *op, UniformityFn isUniform = nullptr,
                        bool withWaits = true);

  /// Whether every op from `inner`'s parent up to `ancestor` (inclusive) is
  /// an `scf.if` whose condition, an `scf.for` whose bounds or an
  /// `scf.while` whose condition `isUniform` shows warp-uniform, or an
  /// `scf.execute_region` whose entry block holds the path to `inner`: then
  /// every lane of a warp that runs `ancestor` runs `inner` together.
  /// `sameTrips`, when given, also admits an `scf.for` it says every lane
  /// of a warp runs the same trips of (a warp-strided loop).
  static bool underUniformControl(
      Operation *inner, Operation *ancestor, UniformityFn isUniform,
      function_ref<bool(Operation *loop)> sameTrips = nullptr);

  /// How a callee's values are shown warp-uniform when its body is
  /// searched (a barrier's id there, a guard); without it none is, and a
  /// callee's barrier with a run-time id or count ends the search.
  void setCalleeUniformity(std::function<bool(Operation *, Value)> fn) {
    calleeUniformity = std::move(fn);
  }

  /// What the call `call` reaches that ends or holds lanes: an exit of its
  /// callee (as findNested reads callees), else a wait; `call` itself for
  /// an indirect call; null when neither.
  Operation *findInCall(Operation *call) {
    if (Operation *exit = findInCallee(call))
      return exit;
    return findWaitInCallee(call);
  }
  /// The first wait (isThreadWait) in the body of the function `call`
  /// calls, transitively; null when none (or when `call` is not a direct
  /// call of a defined function).
  Operation *findWaitInCallee(Operation *call);

private:
  Operation *findInCallee(Operation *call);

  /// What is searched for in a function body: exits (isThreadExit; a wait
  /// nested in a region; an indirect call) or waits (isThreadWait).
  enum class Search { Exits, Waits };
  using Node = std::pair<Operation *, Search>;
  /// What a body holds, in program order up to its first own finding: that
  /// finding (`callee` null), or a call whose callee's search (`search`)
  /// finds something.
  struct Item {
    Operation *op;
    Operation *callee;
    Search search;
  };
  void scan(Operation *func, Search kind, SmallVectorImpl<Item> &items);
  /// The first finding of `kind` in `func` or in what it calls,
  /// transitively; null when none. Decided once per function, for all the
  /// functions that call each other together.
  Operation *search(Operation *func, Search kind);
  llvm::DenseMap<Node, Operation *> decided;
  std::function<bool(Operation *, Value)> calleeUniformity;
};

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_THREADEXITS_H
