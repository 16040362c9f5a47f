//===- Server.cpp - warp-lsp-server's protocol handling -------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "Server.h"
#include "Document.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringMap.h"

#include <memory>

using namespace mlir;
using namespace mlir::warptile::lsp;
namespace llsp = llvm::lsp;

namespace {
class Server {
public:
  Server(DialectRegistry &registry, llsp::JSONTransport &transport)
      : context(registry, MLIRContext::Threading::DISABLED),
        handler(transport) {
    // A diagnostic's message is what the editor shows; the op printed
    // after each one (MLIR's default) is noise there and, on a file with
    // thousands of errors, quadratic.
    context.printOpOnDiagnostic(false);
    context.allowUnregisteredDialects(false);
    handler.method("initialize", this, &Server::onInitialize);
    handler.notification("initialized", this, &Server::onInitialized);
    handler.method("shutdown", this, &Server::onShutdown);
    handler.notification("textDocument/didOpen", this, &Server::onOpen);
    handler.notification("textDocument/didChange", this, &Server::onChange);
    handler.notification("textDocument/didClose", this, &Server::onClose);
    handler.method("textDocument/hover", this, &Server::onHover);
    handler.method("textDocument/definition", this, &Server::onDefinition);
    handler.method("textDocument/references", this, &Server::onReferences);
    handler.method("textDocument/documentSymbol", this, &Server::onSymbols);
    publishDiagnostics =
        handler.outgoingNotification<llsp::PublishDiagnosticsParams>(
            "textDocument/publishDiagnostics");
  }

  bool shutdownRequested() const { return shutdown; }
  llsp::MessageHandler &getHandler() { return handler; }

private:
  void onInitialize(const llsp::InitializeParams &,
                    llsp::Callback<llvm::json::Value> reply) {
    llvm::json::Object capabilities{
        {"textDocumentSync",
         llvm::json::Object{
             {"openClose", true},
             {"change", static_cast<int>(llsp::TextDocumentSyncKind::Incremental)},
             {"save", true}}},
        {"hoverProvider", true},
        {"definitionProvider", true},
        {"referencesProvider", true},
        {"documentSymbolProvider", true}};
    reply(llvm::json::Object{
        {"serverInfo",
         llvm::json::Object{{"name", "warp-lsp-server"}, {"version", "0.1"}}},
        {"capabilities", std::move(capabilities)}});
  }
  void onInitialized(const llsp::InitializedParams &) {}
  void onShutdown(const llsp::NoParams &, llsp::Callback<std::nullptr_t> reply) {
    shutdown = true;
    reply(nullptr);
  }

  void open(const llsp::URIForFile &uri, llvm::StringRef text,
            int64_t version) {
    auto document = std::make_unique<Document>(context, uri, text, version);
    llsp::PublishDiagnosticsParams params(uri, version);
    params.diagnostics = document->getDiagnostics();
    documents[uri.file()] = std::move(document);
    publishDiagnostics(params);
  }
  void onOpen(const llsp::DidOpenTextDocumentParams &params) {
    open(params.textDocument.uri, params.textDocument.text,
         params.textDocument.version);
  }
  void onChange(const llsp::DidChangeTextDocumentParams &params) {
    const llsp::URIForFile &uri = params.textDocument.uri;
    auto it = documents.find(uri.file());
    if (it == documents.end()) {
      llsp::Logger::error("didChange of '{0}', which is not open", uri.file());
      return;
    }
    std::string text = it->second->getContents();
    if (failed(llsp::TextDocumentContentChangeEvent::applyTo(
            params.contentChanges, text))) {
      llsp::Logger::error("cannot apply the changes to '{0}'", uri.file());
      return;
    }
    open(uri, text, params.textDocument.version);
  }
  void onClose(const llsp::DidCloseTextDocumentParams &params) {
    const llsp::URIForFile &uri = params.textDocument.uri;
    auto it = documents.find(uri.file());
    if (it == documents.end())
      return;
    int64_t version = it->second->getVersion();
    documents.erase(it);
    // The editor drops what it showed for the file.
    publishDiagnostics(llsp::PublishDiagnosticsParams(uri, version));
  }

  Document *find(const llsp::URIForFile &uri) {
    auto it = documents.find(uri.file());
    return it == documents.end() ? nullptr : it->second.get();
  }
  void onHover(const llsp::TextDocumentPositionParams &params,
               llsp::Callback<std::optional<llsp::Hover>> reply) {
    Document *document = find(params.textDocument.uri);
    reply(document ? document->findHover(params.position) : std::nullopt);
  }
  void onDefinition(const llsp::TextDocumentPositionParams &params,
                    llsp::Callback<std::vector<llsp::Location>> reply) {
    std::vector<llsp::Location> locations;
    if (Document *document = find(params.textDocument.uri))
      document->findDefinition(params.position, locations);
    reply(std::move(locations));
  }
  void onReferences(const llsp::ReferenceParams &params,
                    llsp::Callback<std::vector<llsp::Location>> reply) {
    std::vector<llsp::Location> locations;
    if (Document *document = find(params.textDocument.uri))
      document->findReferences(params.position, locations);
    reply(std::move(locations));
  }
  void onSymbols(const llsp::DocumentSymbolParams &params,
                 llsp::Callback<std::vector<llsp::DocumentSymbol>> reply) {
    std::vector<llsp::DocumentSymbol> symbols;
    if (Document *document = find(params.textDocument.uri))
      document->findSymbols(symbols);
    reply(std::move(symbols));
  }

  MLIRContext context;
  llsp::MessageHandler handler;
  llsp::OutgoingNotification<llsp::PublishDiagnosticsParams> publishDiagnostics;
  llvm::StringMap<std::unique_ptr<Document>> documents;
  bool shutdown = false;
};
} // namespace

llvm::LogicalResult
mlir::warptile::lsp::runServer(DialectRegistry &registry,
                               llsp::JSONTransport &transport) {
  Server server(registry, transport);
  llvm::Error error = transport.run(server.getHandler());
  if (error) {
    llsp::Logger::error("transport error: {0}", llvm::toString(std::move(error)));
    return llvm::failure();
  }
  return llvm::success(server.shutdownRequested());
}
