//===- SymbolSnapshot.h - What the warp verifier reads of a symbol table --===//
//
// Part of warptile. The warp verifier's interprocedural rules read the
// callers of a private function (W2/W18 follow a parameter back to every
// call site, W17 asks how uniform each call site's operand is). Those are
// asked where the symbol table is verified (FunctionReach.h), once per
// function that needs them; one scan of the module per question made
// verifying N helpers threaded through one kernel cost N^2 to N^3.
//
// A SymbolSnapshot answers those questions for one symbol table from one
// scan and keeps what was derived from it (the symbol uses, the functions by
// name, the analyses of callers, parameters whose origin is clean) for as
// long as the IR under the table is unchanged. "Unchanged" is checked, not
// assumed: every `get` outside a session compares the table's IR op by op
// with what it was when the snapshot was built (IRFingerprint.h), and builds
// a new snapshot on any difference. So no pointer is trusted across changes
// of the IR.
//
// Within a VerifySession (one function's check by its table, one op
// verifier or one verification pass: the IR is read-only while it runs) a
// table is compared at most once per thread. Snapshots are shared between
// threads: what they hold is immutable after construction except the memo
// tables, which a mutex guards.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_SYMBOLSNAPSHOT_H
#define WARPTILE_DIALECT_WARP_IR_SYMBOLSNAPSHOT_H

#include "warptile/Dialect/Warp/IR/IRFingerprint.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace warp {

/// What `call.resolveCallable()` finds (the op a flat symbol names in the
/// nearest table around the call, the defining op of a callee value), by
/// the table's snapshot: a hash lookup instead of a walk over the table's
/// ops, which a chain of N helpers asked N^2 times (issue 27 round 24).
Operation *resolveCallee(CallOpInterface call);

class SymbolSnapshot {
public:
  /// The snapshot of `table` (an op with the SymbolTable trait) for its IR
  /// as it is now.
  static std::shared_ptr<SymbolSnapshot> get(Operation *table);

  /// The uses of `symbol`, a symbol defined directly in the table, in the
  /// table's region: the same uses in the same order as
  /// `SymbolTable::getSymbolUses(symbol, table)`, std::nullopt where that
  /// gives none (an unknown op that may be a symbol table).
  std::optional<ArrayRef<SymbolTable::SymbolUse>> usesOf(Operation *symbol);

  /// The op `SymbolTable::lookupSymbolIn(table, name)` finds.
  Operation *lookup(StringAttr name) const;

  /// Whether assembly text in the table (inline PTX in either spelling, or
  /// `llvm.module_asm` of the table or a module around it) names `symbol`
  /// as an identifier: PTX may call or take the address of any function
  /// of the module by name, so its calls are not all visible (issue 27
  /// round 19).
  bool namedByAsm(StringRef symbol) const;

  /// Memo of the ownership walk: the origin of parameter #`index` of `func`
  /// was followed back to its end and nothing in it was wrong or unverified.
  bool isCleanOrigin(Operation *func, unsigned index);
  void markCleanOrigin(Operation *func, unsigned index);

  /// Memo of the W17 analysis: an analysis of `func` that depends on
  /// nothing but the IR, keyed by `kind`; null when none is stored.
  std::shared_ptr<const void> analysis(Operation *func, const void *kind);
  std::shared_ptr<const void> storeAnalysis(Operation *func, const void *kind,
                                            std::shared_ptr<const void> value);

  Operation *getTable() const { return table; }

  /// Builds the snapshot of `table` now (public for make_shared).
  explicit SymbolSnapshot(Operation *table);

private:
  friend class VerifySession;
  /// Whether the IR under the table is still what the snapshot was built
  /// from.
  bool matches() const;

  Operation *table;
  IRFingerprint fingerprint;
  /// The symbol uses in the table's region by the root of their reference;
  /// std::nullopt when SymbolTable::getSymbolUses gives none.
  bool usesKnown = false;
  llvm::DenseMap<Attribute, std::vector<SymbolTable::SymbolUse>> usesByRoot;
  llvm::DenseMap<Attribute, Operation *> symbols;
  /// Whether the table has any assembly text, and every PTX identifier in
  /// it (read once: namedByAsm is asked of each function).
  bool hasAsm = false;
  llvm::StringSet<> asmIdentifiers;

  std::mutex memoMutex;
  llvm::DenseSet<std::pair<Operation *, unsigned>> cleanOrigins;
  llvm::DenseMap<std::pair<Operation *, const void *>,
                 std::shared_ptr<const void>>
      analyses;
};

/// While one lives on a thread, SymbolSnapshot::get compares each table at
/// most once on that thread (the IR must not change meanwhile: open one only
/// around code that reads the IR). Sessions nest; the outermost one decides.
class VerifySession {
public:
  VerifySession();
  ~VerifySession();
  VerifySession(const VerifySession &) = delete;
  VerifySession &operator=(const VerifySession &) = delete;

  /// A number naming this thread's outermost session, unique in the
  /// process; 0 outside any session.
  static uint64_t current();
};

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_SYMBOLSNAPSHOT_H
