//===- warp-lsp-server.cpp - Language server for warptile -----------------===//
//
// Part of warptile. A language server for .mlir files that use the warp
// and tile dialects, parsing with the registry warptile's tools use, so
// that an editor (VS Code's MLIR extension, or any LSP client) shows the
// warp and tile rules' diagnostics (W1..., T1...) as you type, with hover,
// go-to-definition, references and document symbols that keep working
// while the document has verifier errors (Document.h). Hovers name an op's
// summary and rules and a warp value's lanes (Hover.h).
//
// Built on LLVM's LSP support library (llvm/Support/LSP), not on MLIR's
// mlir-lsp-server, which verifies while parsing and serves nothing for a
// document with a verifier error.
//
//===----------------------------------------------------------------------===//

#include "Server.h"

#include "warptile/Registration/Registration.h"
#include "mlir/IR/DialectRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::opt<lsp::JSONStreamStyle> inputStyle(
      "input-style", cl::desc("Input JSON stream encoding"),
      cl::values(clEnumValN(lsp::JSONStreamStyle::Standard, "standard",
                            "usual LSP protocol"),
                 clEnumValN(lsp::JSONStreamStyle::Delimited, "delimited",
                            "messages delimited by `// -----` lines, with "
                            "// comment support")),
      cl::init(lsp::JSONStreamStyle::Standard), cl::Hidden);
  cl::opt<bool> litTest(
      "lit-test",
      cl::desc("Abbreviation for -input-style=delimited -pretty -log=verbose "
               "and the test:// URI scheme; for the lit tests"));
  cl::opt<lsp::Logger::Level> logLevel(
      "log", cl::desc("Verbosity of log messages written to stderr"),
      cl::values(clEnumValN(lsp::Logger::Level::Error, "error",
                            "error messages only"),
                 clEnumValN(lsp::Logger::Level::Info, "info",
                            "high level execution tracing"),
                 clEnumValN(lsp::Logger::Level::Debug, "verbose",
                            "low level details")),
      cl::init(lsp::Logger::Level::Info));
  cl::opt<bool> prettyPrint("pretty", cl::desc("Pretty-print JSON output"));
  cl::ParseCommandLineOptions(argc, argv, "warptile language server\n");

  if (litTest) {
    inputStyle = lsp::JSONStreamStyle::Delimited;
    logLevel = lsp::Logger::Level::Debug;
    prettyPrint = true;
    lsp::URIForFile::registerSupportedScheme("test");
  }
  lsp::Logger::setLogLevel(logLevel);
  // The protocol's messages go to stdout, unbuffered; logs to stderr.
  sys::ChangeStdinToBinary();
  lsp::JSONTransport transport(stdin, outs(), inputStyle, prettyPrint);

  mlir::DialectRegistry registry;
  mlir::warptile::registerDialects(registry);
  return failed(mlir::warptile::lsp::runServer(registry, transport));
}
