//===- Provenance.h - Where a memref's memory comes from --------*- C++ -*-===//
//
// Part of warptile. The buffer provenance behind T1, T5, T13-T15 and T17:
// the allocations, function arguments and globals a memref value may point
// into, followed through every op and region that forwards one.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_DIALECT_TILE_IR_PROVENANCE_H
#define WARPTILE_LIB_DIALECT_TILE_IR_PROVENANCE_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir {
namespace tile {

/// One place memory comes from. Two values with a root in common may
/// overlap; values whose roots are all different are taken to be disjoint
/// (the one assumption, for function arguments, that the verifier trusts).
struct BufferRoot {
  enum class Kind {
    /// An argument of the enclosing function (on the host, the caller's
    /// buffer; in a kernel, never memory the program owns).
    Argument,
    /// The result of an op with an Allocate effect on it.
    Allocation,
    /// A global, by its symbol (every `memref.get_global` of it is one root).
    Global,
  };
  Kind kind;
  /// The argument or the allocated value; the global's op for a Global.
  const void *identity;
  Value value;
  Operation *global = nullptr;
  /// Reached through the operand of an allocation (`memref.realloc`): the
  /// memory lives on in the new buffer, whose own type bounds it.
  bool inherited = false;

  bool operator==(const BufferRoot &other) const {
    return kind == other.kind && identity == other.identity;
  }

  /// Whether this is a `memref.global` marked `constant`.
  bool isConstantGlobal() const;
};

/// Everything a memref value may point into.
struct Provenance {
  SmallVector<BufferRoot, 2> roots;
  /// The first op (or block argument's owner) through which the memory could
  /// not be followed: a call, a cast from another type, a pointer made from
  /// an integer. Null when every path ends at a root.
  Operation *unknownAt = nullptr;
  /// The view-like ops passed on the way to the roots.
  SmallVector<Operation *, 2> views;

  bool isKnown() const { return unknownAt == nullptr; }
  /// Whether some root is also one of `other`'s.
  bool sharesRootWith(const Provenance &other) const;
};

/// Follows `memref` back to its roots through view-like ops, `arith.select`,
/// the results and block arguments of structured control flow, and the
/// operands of branches. Iterative: no recursion on the use-def chain.
Provenance computeProvenance(Value memref);

/// The region-holding ops that run their regions sequentially, in program
/// order (scf.for/if/while/execute_region/index_switch, affine.for/if,
/// memref.alloca_scope, memref.generic_atomic_rmw). Every other op with a
/// region may run it concurrently or in an unknown order (T16).
bool runsRegionsSequentially(Operation *op);

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_DIALECT_TILE_IR_PROVENANCE_H
