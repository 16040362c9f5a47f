//===- UndefinedValues.h - Values that are not one value -------*- C++ -*-===//
//
// Part of warptile. Undefined values (undef, poison) and the ops that make
// poison by a position: LLVM may give each use, and each lane, a different
// value for them, so the uniformity analysis takes them as varying.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_UNDEFINEDVALUES_H
#define WARPTILE_ANALYSIS_UNDEFINEDVALUES_H

#include "warptile/Analysis/ValueFacts.h"

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

/// Whether `op` may make poison, or undefined behaviour, that LLVM proves
/// from its operands (UndefinedValues.cpp says how): a shuffle mask's -1,
/// an element position, shift amount or divisor not shown safe, a flag its
/// operands always break, a conversion or intrinsic of values LLVM folds.
/// `knownConstant` names constants an analysis proved; `modules` keeps
/// what ValueFacts learns of each module across calls.
bool mayMakePoison(Operation *op, ValueFacts::ConstantFn knownConstant,
                   ModuleWrites *modules = nullptr);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_UNDEFINEDVALUES_H
