//===- IRFingerprint.h - Whether a piece of IR is unchanged -----*- C++ -*-===//
//
// Part of warptile. The warp verifier keeps what it derives from the IR
// (a symbol table's uses, a function's uniformity analysis) while the IR is
// unchanged, and checks that it is rather than trusting a pointer: an op
// erased and another built at its address looks the same by address.
//
// An IRFingerprint records what identifies an op and everything nested in
// it (each op's address, name, attributes, properties, operands, result
// types, successors, blocks and block arguments; not locations, since
// diagnostics are made from the live ops), and the ops around it (address,
// name, attributes and properties of each ancestor: a function's analysis
// reads whether its table is a symbol table, a table's reads the
// `llvm.module_asm` of the modules around it).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_IRFINGERPRINT_H
#define WARPTILE_DIALECT_WARP_IR_IRFINGERPRINT_H

#include <cstdint>
#include <vector>

namespace mlir {
class Operation;
namespace warp {

class IRFingerprint {
public:
  /// The fingerprint of `op` as it is now.
  static IRFingerprint of(Operation *op);
  /// Whether `op` is now what it was when this fingerprint was taken.
  bool matches(Operation *op) const;

private:
  std::vector<uintptr_t> words;
};

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_IRFINGERPRINT_H
