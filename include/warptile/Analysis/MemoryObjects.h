//===- MemoryObjects.h - Which objects an address may point into -*- C++ -*-===//
//
// Part of warptile. LLVM forwards a store to a later load (mem2reg, SROA,
// GVN, memcpy forwarding) when it proves both name the same object: an
// alloca, a global, a kernel's buffer. The poison rule follows an input
// stored to memory to the loads LLVM may forward it to (issue 27, rounds
// 43 and 44), so it needs the objects an address may point into, seen
// through everything LLVM sees through.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_MEMORYOBJECTS_H
#define WARPTILE_ANALYSIS_MEMORYOBJECTS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <utility>

namespace mlir {
namespace warptile {

/// An object memory is in: the value that makes it (an alloca, a gpu.func
/// attribution, a kernel's argument, an integer an address is computed
/// from) or the symbol of a global.
using MemoryObject = std::pair<Value, Attribute>;

/// The objects addresses may point into, in one symbol table (a
/// gpu.module). Keeps its answers; the IR must not change meanwhile.
class MemoryObjects {
public:
  explicit MemoryObjects(Operation *symbolTable) : symbolTable(symbolTable) {}

  /// The objects `address` (a pointer, a memref, or an integer an address
  /// is made of) may point into. It follows what LLVM sees through:
  /// address arithmetic, casts and views, `freeze`, `ptrmask`, the
  /// invariant-group intrinsics, integer round trips, selects and vectors
  /// of addresses, what ops with regions and branches pass on, and a
  /// parameter of a function of the module to the arguments its calls
  /// pass. std::nullopt where it cannot say (an address loaded from
  /// memory, returned by a call, or one only constants make), and for an
  /// address into an object an address of which is compared anywhere in
  /// the symbol table (LLVM may equate it with the other side): such an
  /// address may point into any object.
  std::optional<ArrayRef<MemoryObject>> of(Value address);

private:
  /// The objects of the operands of the symbol table's integer and
  /// pointer comparisons.
  void findEquated();

  Operation *symbolTable;
  llvm::DenseMap<Value, std::optional<SmallVector<MemoryObject>>> cache;
  llvm::DenseSet<MemoryObject> equated;
  bool equatedFound = false;
};

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_MEMORYOBJECTS_H
