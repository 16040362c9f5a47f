//===- IntegerOps.h - The integer ops ValueFacts reads ----------*- C++ -*-===//
//
// Part of warptile. Private to ValueFacts.cpp and the guard walk
// (GuardCells.cpp, ComparisonWalk*.cpp): the
// integer arithmetic and comparisons they read, by name across the llvm,
// arith and index dialects.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_ANALYSIS_INTEGEROPS_H
#define WARPTILE_LIB_ANALYSIS_INTEGEROPS_H

#include "mlir/IR/Operation.h"
#include "llvm/IR/InstrTypes.h"

#include <optional>

namespace mlir {
namespace warptile {
namespace detail {

/// The width of a scalar integer (index: 64); 0 for any other type.
unsigned scalarWidth(Type type);

/// The integer arithmetic the facts follow.
enum class Arith {
  None, Add, Sub, Mul, And, Or, Xor, Shl, LShr, AShr, UDiv, SDiv, URem,
  SRem, UMax, UMin, SMax, SMin, ZExt, SExt, Select, BitCount
};
Arith arithOf(Operation *op);

/// The LLVM predicate of an arith.cmpi or llvm.icmp (which share LLVM's
/// order: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge).
std::optional<llvm::CmpInst::Predicate> predicateOf(Operation *op);

} // namespace detail
} // namespace warptile
} // namespace mlir

#endif // WARPTILE_LIB_ANALYSIS_INTEGEROPS_H
