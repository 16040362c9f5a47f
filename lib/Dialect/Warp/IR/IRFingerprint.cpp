//===- IRFingerprint.cpp - Whether a piece of IR is unchanged -------------===//
//
// Part of warptile. See IRFingerprint.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/IRFingerprint.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"

using namespace mlir;
using namespace mlir::warp;

namespace {
/// Appends the words that identify an op, or compares them with those
/// appended before: the same visit builds and checks.
class Fingerprinter {
public:
  /// Builds into `out`.
  explicit Fingerprinter(std::vector<uintptr_t> &out) : out(&out) {}
  /// Checks against `expected`.
  explicit Fingerprinter(const std::vector<uintptr_t> &expected)
      : expected(&expected) {}

  /// The op's place, then the op: false as soon as a check finds a
  /// difference.
  bool visitWithAncestors(Operation *op) {
    for (Operation *parent = op->getParentOp(); parent;
         parent = parent->getParentOp())
      if (!visitHeader(parent))
        return false;
    return word(kEndOfAncestors) && visit(op);
  }

  /// Whether a check saw every word it expected.
  bool complete() const { return !expected || next == expected->size(); }

private:
  /// What identifies `op` itself: its address, name, attributes and
  /// properties.
  bool visitHeader(Operation *op) {
    return word(op) && word(op->getName().getAsOpaquePointer()) &&
           word(op->getRawDictionaryAttrs().getAsOpaquePointer()) &&
           word(static_cast<uintptr_t>(op->hashProperties()));
  }

  bool visit(Operation *op) {
    if (!visitHeader(op) || !word(op->getNumOperands()))
      return false;
    for (Value operand : op->getOperands())
      if (!word(operand.getAsOpaquePointer()))
        return false;
    if (!word(op->getNumResults()))
      return false;
    for (Type type : op->getResultTypes())
      if (!word(type.getAsOpaquePointer()))
        return false;
    if (!word(op->getNumSuccessors()))
      return false;
    for (Block *successor : op->getSuccessors())
      if (!word(successor))
        return false;
    if (!word(op->getNumRegions()))
      return false;
    for (Region &region : op->getRegions()) {
      for (Block &block : region) {
        if (!word(&block) || !word(block.getNumArguments()))
          return false;
        for (BlockArgument arg : block.getArguments())
          if (!word(arg.getType().getAsOpaquePointer()))
            return false;
        for (Operation &nested : block)
          if (!visit(&nested))
            return false;
        if (!word(kEndOfBlock))
          return false;
      }
      if (!word(kEndOfRegion))
        return false;
    }
    return true;
  }

  // Not the address of any op, block or uniqued object (all aligned).
  static constexpr uintptr_t kEndOfBlock = 1, kEndOfRegion = 3,
                             kEndOfAncestors = 5;
  bool word(const void *pointer) {
    return word(reinterpret_cast<uintptr_t>(pointer));
  }
  bool word(uintptr_t value) {
    if (out) {
      out->push_back(value);
      return true;
    }
    return next < expected->size() && (*expected)[next++] == value;
  }

  std::vector<uintptr_t> *out = nullptr;
  const std::vector<uintptr_t> *expected = nullptr;
  size_t next = 0;
};
} // namespace

IRFingerprint IRFingerprint::of(Operation *op) {
  IRFingerprint fingerprint;
  Fingerprinter(fingerprint.words).visitWithAncestors(op);
  return fingerprint;
}

bool IRFingerprint::matches(Operation *op) const {
  Fingerprinter check(words);
  return check.visitWithAncestors(op) && check.complete();
}
