//===- FunctionMemo.cpp - What the warp verifier derived from a function --===//
//
// Part of warptile. See FunctionMemo.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/FunctionMemo.h"
#include "warptile/Dialect/Warp/IR/SymbolSnapshot.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/STLExtras.h"

#include <list>

using namespace mlir;
using namespace mlir::warp;

namespace {
/// The memos kept: the most recently used few functions (a verifier asks
/// of one function many times in a row, then of the next).
struct Registry {
  std::mutex mutex;
  std::list<std::shared_ptr<FunctionMemo>> recent;
  static constexpr size_t kKept = 16;
};

Registry &registry() {
  static Registry instance;
  return instance;
}

/// What this thread's current session has compared and kept.
struct SessionState {
  uint64_t session = 0;
  llvm::DenseMap<Operation *, std::shared_ptr<FunctionMemo>> compared;
  llvm::DenseMap<std::pair<Operation *, const void *>,
                 std::shared_ptr<const void>>
      answers;

  /// Empty unless it is the current session's.
  void sync() {
    uint64_t now = VerifySession::current();
    if (session == now)
      return;
    session = now;
    compared.clear();
    answers.clear();
  }
};
thread_local SessionState sessionState;
} // namespace

FunctionMemo::FunctionMemo(Operation *scope)
    : scope(scope), fingerprint(IRFingerprint::of(scope)) {
  noSymbolUses = llvm::all_of(scope->getRegions(), [](Region &region) {
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(&region);
    return uses && uses->empty();
  });
}

std::shared_ptr<FunctionMemo> FunctionMemo::get(Operation *scope) {
  if (!scope->hasTrait<OpTrait::IsIsolatedFromAbove>())
    return nullptr;
  sessionState.sync();
  if (sessionState.session)
    if (auto it = sessionState.compared.find(scope);
        it != sessionState.compared.end())
      return it->second;
  std::shared_ptr<FunctionMemo> found;
  {
    Registry &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    for (auto it = reg.recent.begin(); it != reg.recent.end(); ++it)
      if ((*it)->scope == scope) {
        found = *it;
        reg.recent.splice(reg.recent.begin(), reg.recent, it);
        break;
      }
  }
  // Compared outside the lock: the IR is read-only while we verify it.
  if (!found || !found->fingerprint.matches(scope)) {
    found = std::make_shared<FunctionMemo>(scope);
    Registry &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    llvm::erase_if(reg.recent, [&](const std::shared_ptr<FunctionMemo> &m) {
      return m->scope == scope;
    });
    reg.recent.push_front(found);
    if (reg.recent.size() > Registry::kKept)
      reg.recent.pop_back();
  }
  if (sessionState.session)
    sessionState.compared.try_emplace(scope, found);
  return found;
}

std::shared_ptr<const void> FunctionMemo::lookup(const void *kind) {
  std::lock_guard<std::mutex> lock(mutex);
  return kept.lookup(kind);
}

std::shared_ptr<const void>
FunctionMemo::store(const void *kind, std::shared_ptr<const void> value) {
  std::lock_guard<std::mutex> lock(mutex);
  auto [it, inserted] = kept.try_emplace(kind, std::move(value));
  return it->second;
}

std::shared_ptr<const void> FunctionMemo::lookupInSession(Operation *scope,
                                                         const void *kind) {
  sessionState.sync();
  return sessionState.answers.lookup({scope, kind});
}

void FunctionMemo::storeInSession(Operation *scope, const void *kind,
                                  std::shared_ptr<const void> value) {
  sessionState.sync();
  if (sessionState.session)
    sessionState.answers[{scope, kind}] = std::move(value);
}
