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
    if (!dropped[0] && !dropped[1])
      return;
    llvm::errs() << tool << ": ";
    const char *names[] = {"error", "warning"};
    for (int i = 0; i < 2; ++i) {
      if (!dropped[i])
        continue;
      if (i == 1 && dropped[0])
        llvm::errs() << " and ";
      llvm::errs() << dropped[i] << " more " << names[i]
                   << (dropped[i] == 1 ? "" : "s");
    }
    llvm::errs() << " not shown (--error-limit=0 shows all)\n";
  }

  LogicalResult handle(Diagnostic &diag) {
    // Errors and warnings count separately, each against the limit (a
    // checker run as --warp-raise reports its findings as warnings);
    // remarks always pass.
    int kind = diag.getSeverity() == DiagnosticSeverity::Error     ? 0
               : diag.getSeverity() == DiagnosticSeverity::Warning ? 1
                                                                   : -1;
    if (kind < 0 || ++seen[kind] <= limit)
      return failure(); // the next handler reports it
    if (dropped[kind]++ == 0) {
      // They still come (a verifier or checker reports each op); the op
      // printed with each one numbers its whole function, and nobody
      // reads it now.
      context->printOpOnDiagnostic(false);
    }
    return success(); // dropped
  }

  MLIRContext *context;
  unsigned limit;
  std::string tool;
  unsigned seen[2] = {0, 0}, dropped[2] = {0, 0}; // errors, warnings
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
