//===- FewValues.h - Every value a scalar may hold, when few ----*- C++ -*-===//
//
// Part of warptile. A launch's block size is often one of a few constants
// picked at run time (`select(c, 16, 48)`, an `scf.if` yielding either),
// then computed on. The convergence checker asks whether any of them is a
// whole number of warps (issue 27, rounds 53-57). FewValues lists them:
// the constants, both sides of each select or branch, and every op on top
// evaluated once per choice of its operands by the op's own folder (arith,
// index, math: MLIR's semantics, not a copy of them) or, for the LLVM
// dialect's integer and float ops that have no folder, by LLVM's APInt and
// APFloat. An op that is poison or undefined on a choice stops the list.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_FEWVALUES_H
#define WARPTILE_ANALYSIS_FEWVALUES_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir {
namespace warptile {

class ValueFacts;

/// Every constant (an IntegerAttr or FloatAttr of `value`'s type) `value`
/// may hold, each once, when there are at most 16; false when the list is
/// longer, reaches an op it cannot evaluate, or meets poison. `value`'s
/// defining ops must be memory-effect free to be evaluated; regions are
/// read only as `scf.if`/`scf.index_switch` yields. Ops are folded on a
/// detached clone: the IR is not changed.
bool fewConstants(ValueFacts &facts, Value value,
                  SmallVectorImpl<Attribute> &values);

/// fewConstants of an integer or index value, as APInts at its width.
bool fewIntegers(ValueFacts &facts, Value value,
                 SmallVectorImpl<llvm::APInt> &values);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_FEWVALUES_H
