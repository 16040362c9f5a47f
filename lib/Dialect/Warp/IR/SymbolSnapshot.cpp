//===- SymbolSnapshot.cpp - What the warp verifier reads of a table -------===//
//
// Part of warptile. See SymbolSnapshot.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/SymbolSnapshot.h"
#include "warptile/Dialect/Warp/IR/AsmText.h"
#include "warptile/Dialect/Warp/IR/IRFingerprint.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Region.h"
#include "llvm/ADT/STLExtras.h"

#include <atomic>
#include <list>

using namespace mlir;
using namespace mlir::warp;

namespace {
/// The snapshots kept: the most recently used few tables (a verification
/// touches one or two; anything older is rebuilt when asked again).
struct Registry {
  std::mutex mutex;
  std::list<std::shared_ptr<SymbolSnapshot>> recent;
  static constexpr size_t kKept = 8;
};

Registry &registry() {
  static Registry instance;
  return instance;
}

/// The snapshots this thread's session has already compared.
thread_local unsigned sessionDepth = 0;
thread_local llvm::DenseMap<Operation *, std::shared_ptr<SymbolSnapshot>>
    *sessionTables = nullptr;
thread_local uint64_t sessionId = 0;
std::atomic<uint64_t> lastSessionId{0};
} // namespace

VerifySession::VerifySession() {
  if (sessionDepth++ == 0) {
    sessionTables =
        new llvm::DenseMap<Operation *, std::shared_ptr<SymbolSnapshot>>();
    sessionId = ++lastSessionId;
  }
}

VerifySession::~VerifySession() {
  if (--sessionDepth == 0) {
    delete sessionTables;
    sessionTables = nullptr;
    sessionId = 0;
  }
}

uint64_t VerifySession::current() { return sessionId; }

SymbolSnapshot::SymbolSnapshot(Operation *table)
    : table(table), fingerprint(IRFingerprint::of(table)) {
  if (table->getNumRegions() != 1)
    return; // not a well-formed table: it has no uses to give
  Region &region = table->getRegion(0);
  // SymbolTable::getSymbolUses(symbol, table) walks the table's region
  // (and not the nested tables) and keeps the uses whose reference starts
  // with the symbol's name: the same walk, once, sorted by that root.
  if (std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(&region)) {
    usesKnown = true;
    for (const SymbolTable::SymbolUse &use : *uses)
      usesByRoot[use.getSymbolRef().getRootReference()].push_back(use);
  }
  // The assembly that may name the table's functions, read into its PTX
  // identifiers: letters, digits, `_`, `$`, `%` (`.` is not one).
  auto addIdentifiers = [&](StringRef text) {
    hasAsm = true;
    auto isIdentifierChar = [](char c) {
      return isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' ||
             c == '%';
    };
    while (!text.empty()) {
      text = text.drop_until(isIdentifierChar);
      StringRef word = text.take_while(isIdentifierChar);
      if (!word.empty())
        asmIdentifiers.insert(word);
      text = text.drop_front(word.size());
    }
  };
  for (Operation *scope = table; scope; scope = scope->getParentOp())
    if (auto lines = scope->getAttrOfType<ArrayAttr>("llvm.module_asm"))
      for (Attribute line : lines)
        if (auto text = dyn_cast<StringAttr>(line))
          addIdentifiers(text.getValue());
  // Inline PTX as NVPTX emits it (the first of each variant group).
  region.walk([&](Operation *op) {
    std::string storage;
    if (std::optional<StringRef> text = emittedAsmText(op, storage))
      addIdentifiers(*text);
  });
  // SymbolTable::lookupSymbolIn: the first op of the region's first block
  // with that name.
  if (!region.empty())
    for (Operation &op : region.front())
      if (auto name = op.getAttrOfType<StringAttr>(
              SymbolTable::getSymbolAttrName()))
        symbols.try_emplace(name, &op);
}

bool SymbolSnapshot::namedByAsm(StringRef symbol) const {
  if (!hasAsm)
    return false;
  // A name PTX cannot spell as it is (`h.x` becomes `h_$_x`, `$` is
  // escaped) may be named in its PTX spelling: taken as named (round 20).
  if (llvm::any_of(symbol, [](char c) {
        return !isalnum(static_cast<unsigned char>(c)) && c != '_';
      }))
    return true;
  return asmIdentifiers.contains(symbol);
}

bool SymbolSnapshot::matches() const { return fingerprint.matches(table); }

std::shared_ptr<SymbolSnapshot> SymbolSnapshot::get(Operation *table) {
  if (sessionTables) {
    auto it = sessionTables->find(table);
    if (it != sessionTables->end())
      return it->second;
  }
  std::shared_ptr<SymbolSnapshot> found;
  {
    Registry &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    for (auto it = reg.recent.begin(); it != reg.recent.end(); ++it)
      if ((*it)->table == table) {
        found = *it;
        reg.recent.splice(reg.recent.begin(), reg.recent, it);
        break;
      }
  }
  // Compared outside the lock: the IR is read-only while we verify it.
  if (!found || !found->matches()) {
    found = std::make_shared<SymbolSnapshot>(table);
    Registry &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    llvm::erase_if(reg.recent, [&](const std::shared_ptr<SymbolSnapshot> &s) {
      return s->table == table;
    });
    reg.recent.push_front(found);
    if (reg.recent.size() > Registry::kKept)
      reg.recent.pop_back();
  }
  if (sessionTables)
    sessionTables->try_emplace(table, found);
  return found;
}

std::optional<ArrayRef<SymbolTable::SymbolUse>>
SymbolSnapshot::usesOf(Operation *symbol) {
  if (!usesKnown)
    return std::nullopt;
  auto name = symbol->getAttrOfType<StringAttr>(
      SymbolTable::getSymbolAttrName());
  auto it = usesByRoot.find(name);
  if (it == usesByRoot.end())
    return ArrayRef<SymbolTable::SymbolUse>();
  return ArrayRef<SymbolTable::SymbolUse>(it->second);
}

Operation *SymbolSnapshot::lookup(StringAttr name) const {
  return symbols.lookup(name);
}

bool SymbolSnapshot::isCleanOrigin(Operation *func, unsigned index) {
  std::lock_guard<std::mutex> lock(memoMutex);
  return cleanOrigins.contains({func, index});
}

void SymbolSnapshot::markCleanOrigin(Operation *func, unsigned index) {
  std::lock_guard<std::mutex> lock(memoMutex);
  cleanOrigins.insert({func, index});
}

std::shared_ptr<const void> SymbolSnapshot::analysis(Operation *func,
                                                     const void *kind) {
  std::lock_guard<std::mutex> lock(memoMutex);
  return analyses.lookup({func, kind});
}

std::shared_ptr<const void>
SymbolSnapshot::storeAnalysis(Operation *func, const void *kind,
                              std::shared_ptr<const void> value) {
  std::lock_guard<std::mutex> lock(memoMutex);
  auto [it, inserted] = analyses.try_emplace({func, kind}, std::move(value));
  return it->second;
}

Operation *mlir::warp::resolveCallee(CallOpInterface call) {
  CallInterfaceCallable callee = call.getCallableForCallee();
  auto flat = dyn_cast_if_present<FlatSymbolRefAttr>(
      dyn_cast_if_present<SymbolRefAttr>(callee));
  if (!flat)
    return call.resolveCallable(); // a value, or a nested reference
  Operation *parent = call->getParentOp();
  Operation *table =
      parent ? SymbolTable::getNearestSymbolTable(parent) : nullptr;
  if (!table)
    return nullptr;
  return SymbolSnapshot::get(table)->lookup(flat.getAttr());
}
