//===- ValueFacts.h - What LLVM may know of a value -------------*- C++ -*-===//
//
// Part of warptile. An op that is undefined or poison on some operands (a
// division by zero, a shift past its width, a flag its operands break)
// makes a value LLVM may give each lane differently, or a path it deletes,
// once LLVM proves those operands bad. What LLVM proves comes from
// constants at any depth, the ranges of special registers under the
// kernel's declared block, and arithmetic over them (issue 27, round 33).
// ValueFacts keeps a range and known bits holding every value an integer
// takes, and says which values are inputs LLVM cannot see into.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_VALUEFACTS_H
#define WARPTILE_ANALYSIS_VALUEFACTS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/Support/KnownBits.h"

#include <optional>

namespace mlir {
namespace warptile {
namespace detail {
class ComparisonWalk;
} // namespace detail

/// Which symbol tables (modules) hold an op that writes memory through an
/// address: kept across the questions of one analysis run, which must not
/// see its modules change.
struct ModuleWrites {
  llvm::DenseMap<Operation *, bool> writes;
};

/// Where `address` (a pointer or a memref) comes from through address
/// arithmetic and casts (GEPs, bitcasts, address space casts,
/// `inttoptr`/`ptrtoint`, memref casts and views): a block argument, or
/// the op that makes it; null past 64 steps.
Value addressRoot(Value address);

/// A ValueFacts::ConstantFn that knows no constant beyond the IR's own.
inline std::optional<int64_t> noKnownConstants(Value) { return std::nullopt; }

/// Facts about integer values, computed on demand and kept for the life of
/// the object (the IR must not change meanwhile).
class ValueFacts {
public:
  using ConstantFn = function_ref<std::optional<int64_t>(Value)>;

  /// `knownConstant` names constants an analysis proved (block arguments a
  /// constant reaches); `modules`, when given, keeps ModuleWrites across
  /// objects.
  explicit ValueFacts(ConstantFn knownConstant,
                      ModuleWrites *modules = nullptr)
      : knownConstant(knownConstant), modules(modules) {}

  /// A range holding every value of the integer (or index: 64 bits)
  /// `value`; std::nullopt for any other type.
  std::optional<llvm::ConstantRange> range(Value value);
  /// Bits known to be zero or one in every value of `value`.
  std::optional<llvm::KnownBits> bits(Value value);
  /// The one value `value` holds, when its range is a single value.
  std::optional<llvm::APInt> exact(Value value);

  /// Whether `value` is an input LLVM learns nothing of: an argument of a
  /// kernel (without a `llvm.range`), the result of inline assembly, an
  /// atomic, or a call to a function declared outside the module (not an
  /// intrinsic or libdevice), or a load through a kernel's argument in a
  /// module that writes no memory through an address (LLVM forwards a
  /// store to a later load). LLVM cannot prove such a value bad.
  bool isOpaque(Value value);

  /// For an input `value` (isOpaque) read by `at`: whether each set of its
  /// values that LLVM may hold at `at` holds a value of `safe`. Such a set
  /// is an intersection of the regions of the comparisons of `value` (and
  /// of values equal to it on every path) with constants, each one's
  /// region or the complement, of its relations to other values, read as
  /// LazyValueInfo reads them, and of the regions the guards around `at`
  /// take (GuardCells.cpp). False where any other value computed from
  /// `value` (but from `at`'s own result) is compared or decides control,
  /// wherever it is (LLVM simplifies
  /// such values back to `value` by means without end: `(n & 63) == 40`,
  /// `fshl(n, m, 0) != 40`, `(n | m) == 0`). `ignore`, when given, is a
  /// comparison whose use of `value` is not read (the relation a question
  /// about its other side came from).
  bool conditionsLeave(Value value, Operation *at,
                       const llvm::ConstantRange &safe,
                       Operation *ignore = nullptr);
  /// The same, where which values are safe is told by `holdsSafe`: whether
  /// an interval of `value`'s values holds a safe one (for a position that
  /// `value` decides with others, as a view's dynamic offset does).
  bool conditionsLeave(
      Value value, Operation *at,
      function_ref<bool(const llvm::ConstantRange &)> holdsSafe,
      Operation *ignore = nullptr);

  /// Whether LLVM may compute `value` when it compiles: a constant, an
  /// integer whose range is one value (`%warpsize`, `tid.y` of a 32x1x1
  /// block), or an op without memory effects or regions over such values,
  /// floats included.
  bool mayFold(Value value);

private:
  /// Reads the other side of a relation with contextsOf (GuardCells.cpp).
  friend class detail::ComparisonWalk;

  struct Fact {
    llvm::ConstantRange range;
    llvm::KnownBits bits;
  };
  std::optional<Fact> fact(Value value);
  void inputsOf(Value value, SmallVectorImpl<Value> &inputs);
  Fact compute(Value value, unsigned width);
  bool moduleWritesMemory(Operation *op);
  bool regionFolds(Operation *op);
  std::optional<SmallVector<llvm::ConstantRange>>
  contextsOf(Value value, Operation *at, Operation *relation);
  /// How many relations deep conditionsLeave is (contextsOf asks it of
  /// the other side).
  unsigned relationDepth = 0;
  /// Whether the last conditionsLeave to finish read a relation.
  bool lastHadRelations = false;
  /// How many ops with regions regionFolds is inside.
  unsigned regionFoldDepth = 0;

  ConstantFn knownConstant;
  ModuleWrites *modules;
  ModuleWrites ownModules;
  llvm::DenseMap<Value, Fact> facts;
  llvm::DenseMap<Value, bool> folds;
};

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_VALUEFACTS_H
