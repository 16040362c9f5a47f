//===- FunctionMemo.h - What the warp verifier derived from a function -*-===//
//
// Part of warptile. MLIR runs each op's verifier on its own, and several
// warp verifiers ask a question of their whole function: whether every op
// in it passes its own verifier (WellFormed.h, before a walk reads them),
// and how uniform its values are (W8, W17). Answered afresh by each op, a
// function of N uniform `warp.if`s took N solves of N ops (2,400 took 35 s,
// issue 27).
//
// A FunctionMemo keeps such answers for one op isolated from above (a
// function) while its IR is unchanged: every `get` compares the function
// with its fingerprint (IRFingerprint.h), at most once per VerifySession on
// a thread, and starts an empty memo on any difference. An answer may be
// kept here only if it depends on nothing but that IR (see
// `readsOnlyItself`); one that reads other functions may be kept for one
// VerifySession (`lookupInSession`), while the IR is read-only.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_FUNCTIONMEMO_H
#define WARPTILE_DIALECT_WARP_IR_FUNCTIONMEMO_H

#include "warptile/Dialect/Warp/IR/IRFingerprint.h"

#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <mutex>
#include <optional>

namespace mlir {
class Operation;
namespace warp {

class FunctionMemo {
public:
  /// The memo of `scope`, an op isolated from above, for its IR as it is
  /// now; null for any other op.
  static std::shared_ptr<FunctionMemo> get(Operation *scope);

  /// What was kept under `kind`; null when nothing.
  std::shared_ptr<const void> lookup(const void *kind);
  /// Keeps `value` under `kind` unless something is kept there already;
  /// returns what is kept.
  std::shared_ptr<const void> store(const void *kind,
                                    std::shared_ptr<const void> value);

  /// Whether nothing in the function names a symbol (no call, no global's
  /// address): an analysis of it then reads no other op of the module.
  bool readsOnlyItself() const { return noSymbolUses; }

  /// An answer about `scope` kept under `kind` while this thread's
  /// outermost VerifySession lasts: what is kept (null when nothing, and
  /// outside a session), and keeping one (a no-op outside a session).
  static std::shared_ptr<const void> lookupInSession(Operation *scope,
                                                     const void *kind);
  static void storeInSession(Operation *scope, const void *kind,
                             std::shared_ptr<const void> value);

  /// Builds the memo of `scope` now (public for make_shared).
  explicit FunctionMemo(Operation *scope);

private:
  Operation *scope;
  IRFingerprint fingerprint;
  bool noSymbolUses = false;
  std::mutex mutex;
  llvm::DenseMap<const void *, std::shared_ptr<const void>> kept;
};

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_FUNCTIONMEMO_H
