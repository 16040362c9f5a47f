//===- UniformityRules.h - Per-op rules the solver reads fast ---*- C++ -*-===//
//
// Part of warptile. What the uniformity solver (UniformitySolver.cpp) asks
// of single ops, next to the rules themselves (Uniformity.cpp), in the form
// it can ask fastest: which ops uniformitySource reads beyond their name
// (so its answer may be kept per name for the others), and the operands an
// imported branch forwards, read without building a SuccessorOperands.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_UNIFORMITYRULES_H
#define WARPTILE_ANALYSIS_UNIFORMITYRULES_H

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir {
namespace warptile {

/// Whether uniformitySource's answer for `op` depends on more than the op's
/// name (its attributes, operands or their producers): for any other op it
/// is the same for every op of that name, so a caller may keep it per name.
bool uniformitySourceReadsOp(Operation *op);

/// What the branches of imported code (llvm.br, llvm.cond_br) forward into
/// their successor `i`, read from the op: the same operands as its
/// SuccessorOperands (which produce none), without building one, whose
/// mutable range uniques an attribute per call. std::nullopt for any other
/// terminator.
std::optional<OperandRange> plainForwardedOperands(Operation *terminator,
                                                   unsigned i);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_UNIFORMITYRULES_H
