//===- UpstreamCrashes.cpp - IR that crashes MLIR's own verifier ----------===//
//
// Part of warptile. The input is parsed without verification, and the ops
// the upstream verifier crashes on are checked first.
//
//===----------------------------------------------------------------------===//

#include "warptile/Registration/UpstreamCrashes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

bool mlir::warptile::mayCrashUpstream(StringRef text) {
  return text.contains("array<") || text.contains("llvm.mlir.ifunc");
}

LogicalResult
mlir::warptile::refuseUpstreamCrashes(llvm::SourceMgr &sourceMgr,
                                      MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  if (!buffer || !mayCrashUpstream(buffer->getBuffer()))
    return success();
  StringRef text = buffer->getBuffer();
  // llvm/llvm-project#179045 (fixed after 22.1 by #179075): the parser
  // takes the bit width of a dense array's `index` element type and
  // crashes; the text is all there is to read.
  for (size_t at = text.find("array<"); at != StringRef::npos;
       at = text.find("array<", at + 1)) {
    StringRef rest = text.drop_front(at + 6);
    if (!rest.ltrim().starts_with("index"))
      continue;
    // Not in a comment.
    size_t lineStart = text.rfind('\n', at);
    lineStart = lineStart == StringRef::npos ? 0 : lineStart + 1;
    if (text.slice(lineStart, at).contains("//"))
      continue;
    auto [line, column] = sourceMgr.getLineAndColumn(
        llvm::SMLoc::getFromPointer(text.data() + at));
    emitError(FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                  line, column))
        << "a dense array of `index` (MLIR 22.1's parser crashes on it: "
           "llvm/llvm-project#179045); use i64";
    return failure();
  }
  if (!text.contains("llvm.mlir.ifunc"))
    return success();
  // A second parse, unverified; its own syntax errors are the real
  // parse's to report, so they are dropped here.
  llvm::SourceMgr copy;
  copy.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(
                              buffer->getBuffer(),
                              buffer->getBufferIdentifier()),
                          llvm::SMLoc());
  OwningOpRef<ModuleOp> module;
  {
    ScopedDiagnosticHandler quiet(context, [](Diagnostic &) {
      return success();
    });
    module = parseSourceFile<ModuleOp>(
        copy, ParserConfig(context, /*verifyAfterParse=*/false));
  }
  if (!module)
    return success();
  bool failed = false;
  module->walk([&](LLVM::IFuncOp ifunc) {
    FlatSymbolRefAttr resolver = ifunc.getResolverAttr();
    if (resolver &&
        !SymbolTable::lookupNearestSymbolFrom(ifunc.getOperation(), resolver)) {
      ifunc.emitOpError("resolver ")
          << resolver
          << " names no symbol (refused before MLIR 22.1's verifier, which "
             "crashes on it)";
      failed = true;
    }
  });
  return failure(failed);
}
