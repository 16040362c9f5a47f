//===- Server.h - warp-lsp-server's protocol handling -----------*- C++ -*-===//
//
// Part of warptile. Binds the language server protocol's requests to the
// open documents (Document.h): open, change and close publish the
// document's diagnostics; hover, definition, references and document
// symbols are served from the parsed IR, verified or not.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_LSP_SERVER_SERVER_H
#define WARPTILE_TOOLS_WARP_LSP_SERVER_SERVER_H

#include "llvm/Support/LSP/Transport.h"

namespace mlir {
class DialectRegistry;

namespace warptile {
namespace lsp {

/// Serves the protocol over `transport` until the client exits. Fails when
/// the client exits without asking for a shutdown first, or the transport
/// fails.
llvm::LogicalResult runServer(DialectRegistry &registry,
                              llvm::lsp::JSONTransport &transport);

} // namespace lsp
} // namespace warptile
} // namespace mlir

#endif // WARPTILE_TOOLS_WARP_LSP_SERVER_SERVER_H
