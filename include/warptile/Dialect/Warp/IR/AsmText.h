//===- AsmText.h - Inline PTX as the NVPTX backend emits it -----*- C++ -*-===//
//
// Part of warptile. The warp verifier reads inline PTX by its text (exits,
// waits, the functions it names). It must read what the backend emits:
// LLVM's inline assembly templates may hold dialect variants,
// `$(first$|second$)`, of which NVPTX emits the first (issue 27 round 21:
// `$(ex$|nop$)it;` is `exit;`, but no word of the template read `exit`),
// and operands that print as text (round 22: `"$0;"` with the address of a
// global named `exit` is `exit;`).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_ASMTEXT_H
#define WARPTILE_DIALECT_WARP_IR_ASMTEXT_H

#include "mlir/IR/Operation.h"

#include <optional>
#include <string>

namespace mlir {
namespace warp {

/// The text of inline PTX in either spelling (`llvm.inline_asm`'s
/// `asm_string`, `nvvm.inline_ptx`'s `ptxCode`) with each variant group
/// replaced by its first variant; std::nullopt for any other op (or one
/// without its text). `storage` holds the text when a variant had to be
/// resolved; otherwise the result refers to the attribute.
std::optional<StringRef> emittedAsmText(Operation *op, std::string &storage);

/// For each operand number of the `llvm.inline_asm` template of `op`
/// (outputs first, clobbers skipped), the index of the op's operand it
/// names, or -1 for a direct output (a result). Empty without constraints.
SmallVector<int> asmTemplateOperands(Operation *op);

/// `text` with each reference to an operand of `op` (an `llvm.inline_asm`)
/// that LLVM prints as text replaced by that text: a symbol's address by
/// the symbol's name, an integer constant bound to an immediate constraint
/// by its value. References to registers stay.
std::string substituteAsmOperands(StringRef text, Operation *op);

/// `text` with each `$( .. $| .. $)` group replaced by its first variant;
/// `$$` (an escaped `$`) and operand references are kept as they are.
std::string selectFirstAsmVariant(StringRef text);

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_ASMTEXT_H
