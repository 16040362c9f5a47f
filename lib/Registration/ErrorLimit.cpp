//===- ErrorLimit.cpp - Stop reporting after N errors ---------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Registration/ErrorLimit.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <mutex>
#include <string>

using namespace mlir;

namespace {
/// The contexts that have a limit; a context's entry leaves with its
/// handler, so a later context at the same address gets its own.
std::mutex installedMutex;
llvm::SmallPtrSet<MLIRContext *, 4> &installed() {
  static llvm::SmallPtrSet<MLIRContext *, 4> set;
  return set;
}

/// What the handler counts; it lives as long as the handler (the context's
/// diagnostic engine owns it) and reports what it dropped when it dies.
struct Counter {
  Counter(MLIRContext *context, unsigned limit, llvm::StringRef tool)
      : context(context), limit(limit), tool(tool.str()) {}
  ~Counter() {
    {
      std::lock_guard<std::mutex> lock(installedMutex);
      installed().erase(context);
    }
    if (dropped)
      llvm::errs() << tool << ": " << dropped << " more error"
                   << (dropped == 1 ? "" : "s")
                   << " not shown (--error-limit=0 shows all)\n";
  }

  LogicalResult handle(Diagnostic &diag) {
    if (diag.getSeverity() != DiagnosticSeverity::Error)
      return failure(); // warnings and remarks pass
    if (++errors <= limit)
      return failure(); // the next handler reports it
    if (dropped++ == 0) {
      // Errors still come (a verifier or checker reports each op); the
      // op printed with each one numbers its whole function, and nobody
      // reads it now.
      context->printOpOnDiagnostic(false);
    }
    return success(); // dropped
  }

  MLIRContext *context;
  unsigned limit;
  std::string tool;
  unsigned errors = 0, dropped = 0;
};
} // namespace

void mlir::warptile::installErrorLimit(MLIRContext &context, unsigned limit,
                                 llvm::StringRef tool) {
  if (limit == 0)
    return;
  {
    std::lock_guard<std::mutex> lock(installedMutex);
    if (!installed().insert(&context).second)
      return; // one limit per context
  }
  auto counter = std::make_shared<Counter>(&context, limit, tool);
  context.getDiagEngine().registerHandler(
      [counter](Diagnostic &diag) { return counter->handle(diag); });
}
