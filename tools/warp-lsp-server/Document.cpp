//===- Document.cpp - One .mlir document of warp-lsp-server ---------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "Document.h"
#include "Hover.h"

#include "warptile/Analysis/Kernels.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Tools/lsp-server-support/SourceMgrUtils.h"
#include "warptile/Registration/UpstreamCrashes.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace mlir::warptile::lsp;
namespace llsp = llvm::lsp;

namespace {
bool covers(llvm::SMRange range, llvm::SMLoc loc) {
  return range.isValid() && range.Start.getPointer() <= loc.getPointer() &&
         loc.getPointer() <= range.End.getPointer();
}

/// The range of `def` or of the use of it that covers `loc`.
std::optional<llvm::SMRange>
defOrUseAt(const AsmParserState::SMDefinition &def, llvm::SMLoc loc) {
  if (covers(def.loc, loc))
    return def.loc;
  for (llvm::SMRange use : def.uses)
    if (covers(use, loc))
      return use;
  return std::nullopt;
}

/// The text of `range` (a value's name as written: `%m`, `%arg0`).
llvm::StringRef textOf(llvm::SMRange range) {
  return llvm::StringRef(range.Start.getPointer(),
                         range.End.getPointer() - range.Start.getPointer());
}
} // namespace

Document::Document(MLIRContext &context, const llsp::URIForFile &uri,
                   llvm::StringRef contents, int64_t version)
    : uri(uri), version(version), contents(contents.str()) {
  ScopedDiagnosticHandler handler(&context,
                                  [&](Diagnostic &diag) { record(diag); });
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(contents, uri.file()),
      llvm::SMLoc());
  // What MLIR 22.1's parser or verifier crashes on is refused first, with
  // the error at its location, as every other tool refuses it.
  if (failed(mlir::warptile::refuseUpstreamCrashes(sourceMgr, &context)))
    return;
  ParserConfig config(&context, /*verifyAfterParse=*/false, &resources);
  if (failed(parseAsmSourceFile(sourceMgr, &parsedIR, config, &asmState))) {
    // A syntax error: no IR to navigate.
    parsedIR.clear();
    asmState = AsmParserState();
    return;
  }
  hasIR = true;
  // As warp-opt verifies its input: the op verifiers, then (on IR that
  // passes them) the warp lane checks no op verifier starts.
  verifiedIR = true;
  for (Operation &op : parsedIR)
    verifiedIR &= succeeded(verify(&op));
  if (verifiedIR)
    for (Operation &op : parsedIR)
      verifiedIR &= succeeded(warp::verifyUnreachedWarps(&op));
}

llsp::Range Document::rangeOf(llvm::SMRange range) {
  return llsp::Range(sourceMgr, range);
}

void Document::record(Diagnostic &diag) {
  // The first position in this document among the diagnostic's locations,
  // as the range of the token there.
  auto rangeIn = [&](Location loc) -> std::optional<llsp::Range> {
    std::optional<llsp::Range> found;
    loc->walk([&](Location nested) {
      auto fileLoc = dyn_cast<FileLineColLoc>(nested);
      if (!fileLoc || fileLoc.getFilename().getValue() != uri.file())
        return WalkResult::advance();
      llvm::SMLoc at = sourceMgr.FindLocForLineAndColumn(
          sourceMgr.getMainFileID(), fileLoc.getLine(),
          std::max(1u, fileLoc.getColumn()));
      if (!at.isValid())
        return WalkResult::advance();
      // An op name (`warp.shuffle`) is one token here.
      llvm::SMRange token = mlir::lsp::convertTokenLocToRange(at, "$._-");
      if (!token.isValid() || token.Start == token.End)
        token = llvm::SMRange(at, llvm::SMLoc::getFromPointer(
                                      at.getPointer() + 1));
      found = rangeOf(token);
      return WalkResult::interrupt();
    });
    return found;
  };

  llsp::Diagnostic lspDiag;
  lspDiag.source = "warptile";
  lspDiag.category = hasIR ? "Verification Error" : "Parse Error";
  lspDiag.message = diag.str();
  if (std::optional<llsp::Range> range = rangeIn(diag.getLocation()))
    lspDiag.range = *range;
  switch (diag.getSeverity()) {
  case DiagnosticSeverity::Error:
    lspDiag.severity = llsp::DiagnosticSeverity::Error;
    break;
  case DiagnosticSeverity::Warning:
    lspDiag.severity = llsp::DiagnosticSeverity::Warning;
    break;
  case DiagnosticSeverity::Remark:
  case DiagnosticSeverity::Note:
    lspDiag.severity = llsp::DiagnosticSeverity::Information;
    break;
  }
  std::vector<llsp::DiagnosticRelatedInformation> related;
  for (Diagnostic &note : diag.getNotes()) {
    llsp::Location where(uri, llsp::Range());
    if (std::optional<llsp::Range> range = rangeIn(note.getLocation()))
      where.range = *range;
    related.emplace_back(where, note.str());
  }
  if (!related.empty())
    lspDiag.relatedInformation = std::move(related);
  diagnostics.push_back(std::move(lspDiag));
}

std::vector<std::string> Document::messagesAt(llvm::SMRange range) {
  llsp::Position start = rangeOf(range).start;
  std::vector<std::string> messages;
  for (const llsp::Diagnostic &diag : diagnostics)
    if (diag.range.start == start)
      messages.push_back(diag.message);
  return messages;
}

std::optional<llsp::Hover> Document::findHover(const llsp::Position &pos) {
  llvm::SMLoc at = pos.getAsSMLoc(sourceMgr);
  if (!hasIR || !at.isValid())
    return std::nullopt;
  auto hover = [&](llvm::SMRange range, std::string text) {
    llsp::Hover result(rangeOf(range));
    result.contents.value = std::move(text);
    return result;
  };
  for (const AsmParserState::OperationDefinition &def : asmState.getOpDefs()) {
    if (covers(def.loc, at))
      return hover(def.loc, describeOp(def.op, messagesAt(def.loc)));
    for (size_t group = 0; group < def.resultGroups.size(); ++group) {
      const auto &results = def.resultGroups[group];
      std::optional<llvm::SMRange> range = defOrUseAt(results.definition, at);
      if (!range)
        continue;
      unsigned begin = results.startIndex;
      unsigned end = group + 1 < def.resultGroups.size()
                         ? def.resultGroups[group + 1].startIndex
                         : def.op->getNumResults();
      // `%r#1` names one result of a group; `%r` the group.
      llvm::StringRef written = textOf(*range);
      unsigned index;
      if (size_t hash = written.find('#'); hash != llvm::StringRef::npos &&
                                           !written.substr(hash + 1)
                                                .getAsInteger(10, index) &&
                                           begin + index < end)
        return hover(*range, describeValue(written,
                                           def.op->getResult(begin + index)
                                               .getType()));
      std::string text;
      for (unsigned i = begin; i < end; ++i) {
        if (!text.empty())
          text += "\n\n---\n\n";
        std::string name = textOf(results.definition.loc).str();
        if (end - begin > 1)
          name += "#" + std::to_string(i - begin);
        text += describeValue(name, def.op->getResult(i).getType());
      }
      return hover(*range, text);
    }
  }
  for (const AsmParserState::BlockDefinition &block : asmState.getBlockDefs()) {
    for (unsigned i = 0; i < block.arguments.size(); ++i)
      if (std::optional<llvm::SMRange> range =
              defOrUseAt(block.arguments[i], at))
        return hover(*range,
                     describeValue(textOf(block.arguments[i].loc),
                                   block.block->getArgument(i).getType()));
    if (std::optional<llvm::SMRange> range = defOrUseAt(block.definition, at))
      return hover(*range, "block `" + textOf(block.definition.loc).str() +
                               "` of `" +
                               (block.block->getParentOp()
                                    ? block.block->getParentOp()
                                          ->getName()
                                          .getStringRef()
                                          .str()
                                    : std::string("?")) +
                               "`");
  }
  return std::nullopt;
}

void Document::findDefinition(const llsp::Position &pos,
                              std::vector<llsp::Location> &locations) {
  llvm::SMLoc at = pos.getAsSMLoc(sourceMgr);
  if (!hasIR || !at.isValid())
    return;
  auto add = [&](llvm::SMRange range) {
    locations.emplace_back(uri, rangeOf(range));
  };
  for (const AsmParserState::OperationDefinition &def : asmState.getOpDefs()) {
    if (covers(def.loc, at))
      return add(def.loc);
    for (const auto &results : def.resultGroups)
      if (defOrUseAt(results.definition, at))
        return add(results.definition.loc);
    for (llvm::SMRange use : def.symbolUses)
      if (covers(use, at))
        return add(def.loc);
  }
  for (const AsmParserState::BlockDefinition &block : asmState.getBlockDefs()) {
    if (defOrUseAt(block.definition, at))
      return add(block.definition.loc);
    for (const auto &argument : block.arguments)
      if (defOrUseAt(argument, at))
        return add(argument.loc);
  }
}

void Document::findReferences(const llsp::Position &pos,
                              std::vector<llsp::Location> &locations) {
  llvm::SMLoc at = pos.getAsSMLoc(sourceMgr);
  if (!hasIR || !at.isValid())
    return;
  auto addAll = [&](const AsmParserState::SMDefinition &def) {
    locations.emplace_back(uri, rangeOf(def.loc));
    for (llvm::SMRange use : def.uses)
      locations.emplace_back(uri, rangeOf(use));
  };
  for (const AsmParserState::OperationDefinition &def : asmState.getOpDefs()) {
    bool symbol = covers(def.loc, at) ||
                  llvm::any_of(def.symbolUses, [&](llvm::SMRange use) {
                    return covers(use, at);
                  });
    if (symbol) {
      locations.emplace_back(uri, rangeOf(def.loc));
      for (llvm::SMRange use : def.symbolUses)
        locations.emplace_back(uri, rangeOf(use));
      return;
    }
    for (const auto &results : def.resultGroups)
      if (defOrUseAt(results.definition, at))
        return addAll(results.definition);
  }
  for (const AsmParserState::BlockDefinition &block : asmState.getBlockDefs()) {
    if (defOrUseAt(block.definition, at))
      return addAll(block.definition);
    for (const auto &argument : block.arguments)
      if (defOrUseAt(argument, at))
        return addAll(argument);
  }
}

void Document::collectSymbols(Operation *op,
                              std::vector<llsp::DocumentSymbol> &symbols) {
  std::vector<llsp::DocumentSymbol> *into = &symbols;
  const AsmParserState::OperationDefinition *def = asmState.getOpDef(op);
  // The symbol's name is read from the attribute, not through the symbol
  // interface: the op may not verify.
  auto name = op->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
  bool module = op->hasTrait<OpTrait::SymbolTable>();
  if (def && (name || module)) {
    llsp::SymbolKind kind = isa<FunctionOpInterface>(op)
                                ? llsp::SymbolKind::Function
                            : module ? llsp::SymbolKind::Module
                                     : llsp::SymbolKind::Variable;
    llsp::DocumentSymbol symbol(name ? name.getValue() : "<module>", kind,
                                rangeOf(def->scopeLoc), rangeOf(def->loc));
    symbol.detail = op->getName().getStringRef().str();
    if (mlir::warptile::isKernelFunction(op))
      symbol.detail += " (kernel)";
    symbols.push_back(std::move(symbol));
    into = &symbols.back().children;
  }
  for (Region &region : op->getRegions())
    for (Operation &child : region.getOps())
      collectSymbols(&child, *into);
}

void Document::findSymbols(std::vector<llsp::DocumentSymbol> &symbols) {
  if (!hasIR)
    return;
  for (Operation &op : parsedIR)
    collectSymbols(&op, symbols);
}
