//===- Document.h - One .mlir document of warp-lsp-server -------*- C++ -*-===//
//
// Part of warptile. A document is parsed without verification and then
// verified on its own, so that the parsed IR (and the parser's record of
// where each op, value and block is written) stays for hover,
// go-to-definition, references and document symbols while the document
// has verifier errors — the moment they are wanted. MLIR's own language
// server verifies while parsing and drops the document on the first
// verifier error. Only a syntax error, after which there is no IR, leaves
// nothing to navigate.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_LSP_SERVER_DOCUMENT_H
#define WARPTILE_TOOLS_WARP_LSP_SERVER_DOCUMENT_H

#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/LSP/Protocol.h"
#include "llvm/Support/SourceMgr.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;

namespace warptile {
namespace lsp {

class Document {
public:
  /// Parses `contents` (without verifying), then verifies what parsed as
  /// warp-opt does (the op verifiers, then the warp lane checks no op
  /// verifier starts). Every diagnostic is recorded.
  Document(MLIRContext &context, const llvm::lsp::URIForFile &uri,
           llvm::StringRef contents, int64_t version);
  Document(const Document &) = delete;
  Document &operator=(const Document &) = delete;

  const llvm::lsp::URIForFile &getURI() const { return uri; }
  int64_t getVersion() const { return version; }
  const std::string &getContents() const { return contents; }
  const std::vector<llvm::lsp::Diagnostic> &getDiagnostics() const {
    return diagnostics;
  }

  /// Whether the IR parsed (navigation works, verified or not).
  bool parsed() const { return hasIR; }
  /// Whether the parsed IR also verified.
  bool verified() const { return hasIR && verifiedIR; }

  std::optional<llvm::lsp::Hover> findHover(const llvm::lsp::Position &pos);
  void findDefinition(const llvm::lsp::Position &pos,
                      std::vector<llvm::lsp::Location> &locations);
  void findReferences(const llvm::lsp::Position &pos,
                      std::vector<llvm::lsp::Location> &locations);
  void findSymbols(std::vector<llvm::lsp::DocumentSymbol> &symbols);

private:
  llvm::lsp::Range rangeOf(llvm::SMRange range);
  void collectSymbols(Operation *op,
                      std::vector<llvm::lsp::DocumentSymbol> &symbols);
  void record(Diagnostic &diag);
  /// The messages of the diagnostics that start where `range` starts (an
  /// op's name: where its verifier reports).
  std::vector<std::string> messagesAt(llvm::SMRange range);

  llvm::lsp::URIForFile uri;
  int64_t version;
  std::string contents;
  llvm::SourceMgr sourceMgr;
  Block parsedIR;
  AsmParserState asmState;
  FallbackAsmResourceMap resources;
  std::vector<llvm::lsp::Diagnostic> diagnostics;
  bool hasIR = false, verifiedIR = false;
};

} // namespace lsp
} // namespace warptile
} // namespace mlir

#endif // WARPTILE_TOOLS_WARP_LSP_SERVER_DOCUMENT_H
