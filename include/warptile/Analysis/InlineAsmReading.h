//===- InlineAsmReading.h - Inline PTX ops for the analyses -----*- C++ -*-===//
//
// Part of warptile. The bridge from `llvm.inline_asm` ops to the MLIR-free
// inline-PTX reader (warptile/Ptx/InlineAsm.h), for the uniformity
// analysis, the thread and lane evaluators and the convergence checker.
// A header of its own: the reader's top-level `warptile` namespace would
// make `warptile::` ambiguous in files that say `using namespace mlir`.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_INLINEASMREADING_H
#define WARPTILE_ANALYSIS_INLINEASMREADING_H

#include "warptile/Ptx/InlineAsm.h"

#include "mlir/IR/Operation.h"

#include <string>

namespace mlir {
namespace warptile {

/// The inline PTX of an `llvm.inline_asm` op as warptile/Ptx/InlineAsm.h
/// reads it (once per asm text and constraints), or null when `op` is not
/// one or holds what the reader does not know (`error` then says what).
const ::warptile::ptx::AsmProgram *readInlineAsm(Operation *op,
                                                 std::string *error = nullptr);

/// The value of an inline-PTX op's result at `lane`, given its inputs'
/// values there, when the snippet is lane arithmetic (%laneid,
/// %lanemask_*, bmsk, shr, ...) without collectives.
std::optional<uint64_t> evaluateInlineAsmAtLane(Operation *op,
                                                ArrayRef<uint64_t> inputs,
                                                unsigned lane);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_INLINEASMREADING_H
