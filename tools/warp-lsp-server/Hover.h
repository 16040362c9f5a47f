//===- Hover.h - What warp-lsp-server's hovers say --------------*- C++ -*-===//
//
// Part of warptile. The text of a hover: for an op, its summary and the
// rules that apply to it (those its documentation cites and those a
// diagnostic at it names), each with the rule's text from the dialect
// documentation; for a value, its type and, for `!warp.warp` and
// `!warp.tile`, the lanes it stands for in words ("lanes 0-15 (16 of
// 32)"). The summaries and rule texts are generated at build time from the
// dialects' TableGen documentation and docs/Dialects (gen-hover-docs.py).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_LSP_SERVER_HOVER_H
#define WARPTILE_TOOLS_WARP_LSP_SERVER_HOVER_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace mlir {
namespace warptile {
namespace lsp {

/// The markdown of a hover on `op`, given the messages of the diagnostics
/// reported at it.
std::string describeOp(Operation *op, const std::vector<std::string> &messages);

/// The markdown of a hover on a value named `name` of type `type`.
std::string describeValue(llvm::StringRef name, Type type);

/// The lanes a `!warp.warp` or `!warp.tile` type stands for, in words
/// ("lanes 0-15 (16 of 32)"); empty for any other type.
std::string describeLanes(Type type);

/// The rule IDs (W9, T11, C3) a diagnostic message names as `ID:`.
std::vector<std::string> rulesInMessage(llvm::StringRef message);

} // namespace lsp
} // namespace warptile
} // namespace mlir

#endif // WARPTILE_TOOLS_WARP_LSP_SERVER_HOVER_H
