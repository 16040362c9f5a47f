//===- WellFormed.h - Whether ops pass their own verifiers ------*- C++ -*-===//
//
// Part of warptile. A verifier that reads more than its own op (the warp
// ownership walk reads the whole function, and the functions it calls)
// runs before MLIR has verified the ops after it: an op's verifier runs
// before those of the ops that follow it. Such a walk must not interpret
// an op that fails its own verifier (an scf.while with an empty region, an
// scf.condition without operands): the typed accessors read past the IR.
// That op's own verifier reports it; the walk stops.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_WELLFORMED_H
#define WARPTILE_ANALYSIS_WELLFORMED_H

#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>

namespace mlir {
class MLIRContext;
class Operation;

namespace warptile {

/// Whether `op` passes its own verifier: its invariants and its region
/// invariants, not those of the ops nested in it. False for an
/// unregistered op (nothing is known of its structure). Diagnostics are
/// swallowed on this thread only (the verifier runs functions in parallel,
/// and their diagnostics pass through untouched).
bool isWellFormed(Operation *op);

/// Whether `check` succeeds, its diagnostics swallowed on this thread (as
/// isWellFormed's are): for a narrower check of an op's structure.
bool passesQuietly(MLIRContext *context,
                   llvm::function_ref<LogicalResult()> check);

/// Whether every registered op in `root` (`root` included) for which
/// `checked` holds is well formed (the ops nested in one that is not
/// checked are). Unregistered ops count as well formed here: a walk reads
/// them only through their generic structure.
bool isWellFormedTree(Operation *root,
                      llvm::function_ref<bool(Operation *)> checked);

/// The integer `value` holds when it is a constant (`m_ConstantInt`)
/// made by an op that passes its own verifier: a verifier that reads an
/// operand's constant may run before the constant's own (an
/// `arith.constant` without its value, in a block later in the text).
std::optional<llvm::APInt> wellFormedConstantInt(Value value);

/// Whether this thread is inside isWellFormed: a verifier that walks other
/// ops returns at once then (the check wants the op's own invariants, and a
/// walk from it would recurse).
bool inWellFormedCheck();

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_WELLFORMED_H
