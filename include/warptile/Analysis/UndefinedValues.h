//===- UndefinedValues.h - Values that are not one value -------*- C++ -*-===//
//
// Part of warptile. Undefined values (undef, poison) and the ops that make
// poison by a position: LLVM may give each use, and each lane, a different
// value for them, so the uniformity analysis takes them as varying.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_UNDEFINEDVALUES_H
#define WARPTILE_ANALYSIS_UNDEFINEDVALUES_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>

namespace mlir {
namespace warptile {

/// Whether `op` makes an undefined value (`llvm.mlir.undef`,
/// `llvm.mlir.poison`, `ub.poison`): varying, since each use and each lane
/// may see a different value; as the container of an insertvalue or
/// insertelement chain only its parts that are never set are.
bool isUndefinedValue(Operation *op);

/// Whether `op` makes poison by a position or amount that is constant
/// (given, or `constantOf` a computed one): a shuffle mask's -1, a
/// vector.extract or insert at -1 or past its dimension, an element index
/// past the vector, a shift by its width or more.
bool makesPoisonByConstant(
    Operation *op, function_ref<std::optional<int64_t>(Value)> constantOf);

/// Whether `op` is an element op (llvm.extractelement/insertelement,
/// vector.extract/insert) at a position that is not a known constant: past
/// its vector on some run it makes poison, so its result varies (issue 27
/// round 19: positions computed by ops no evaluator reads, `freeze`,
/// `ctpop`, `bitcast`, ...).
bool mayMakePoisonByPosition(
    Operation *op, function_ref<std::optional<int64_t>(Value)> constantOf);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_UNDEFINEDVALUES_H
