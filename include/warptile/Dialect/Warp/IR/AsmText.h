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
/// replaced by its first variant, operands that print as text substituted,
/// read by readAsmStatements; a text that reads as every instruction W19
/// looks for (a guarded exit, a guarded barrier on an unknown id, a call)
/// when it does not read, or in the Intel dialect. std::nullopt for any
/// other op (or one without its text). The result refers to `storage`.
std::optional<StringRef> emittedAsmText(Operation *op, std::string &storage);

/// Inline PTX `text` (operands substituted) read as PTX statements, one
/// per line: comments removed, labels dropped, an opcode's qualifiers
/// joined to it (`bar .sync` is `bar.sync`), operands on one line, as
/// `[@guard ]opcode operands;`. std::nullopt when the text does not stand
/// alone as statements, so that what it means depends on the PTX around
/// it: a statement without its `;` (a guard the next instruction
/// completes), an unterminated `/*` or a stray `*/`, unbalanced scope
/// braces, or a use of one of the backend's own registers (`%r2`) that
/// the snippet does not declare. `why`, when given, receives the reason.
std::optional<std::string> readAsmStatements(StringRef text,
                                             std::string *why = nullptr);

/// One statement of readAsmStatements's output: whether it is guarded,
/// its opcode with its qualifiers (`bar.sync`), its family (the opcode's
/// first component, `bar`) and its operands' text (`0, 32`).
struct AsmStatement {
  bool guarded;
  StringRef opcode, family, operands;
};

/// The statements of `text` as readAsmStatements writes it (one per line,
/// `[@guard ]opcode operands;`). They refer to `text`.
SmallVector<AsmStatement> asmStatements(StringRef text);

/// Why inline PTX `op` is read as any instruction (for a diagnostic's
/// note): its text does not stand alone as statements, or it is in the
/// Intel dialect. std::nullopt when it reads, or for any other op.
std::optional<std::string> asmUnreadableReason(Operation *op);

/// The constraint of each operand number of the `llvm.inline_asm` template
/// of `op` (outputs first, clobbers skipped), as written (`=r`, `r`, `0`).
SmallVector<StringRef> asmTemplateConstraints(Operation *op);

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
