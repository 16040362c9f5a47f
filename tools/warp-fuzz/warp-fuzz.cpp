//===- warp-fuzz.cpp - libFuzzer target over warptile's passes ------------===//
//
// Part of warptile. Each input is parsed as a module; where it verifies (the
// warp and tile verifiers included), it goes through canonicalize,
// warp-check-convergence, warp-raise, convert-warp-to-nvvm and
// convert-tile-to-gpu in turn, and every pass that succeeds must leave IR
// that verifies again. Bad input may
// only end in a diagnostic: a crash, a sanitizer report, a hang, or a pass
// that turns valid IR into invalid IR is a finding (the last one aborts here,
// naming the pass and the verifier's message).
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "warptile/Registration/Registration.h"
#include "warptile/Registration/UpstreamCrashes.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir;

/// The passes in the order the pipeline runs them, as warp-opt spells them.
static const char *const kStages[] = {
    "canonicalize", "warp-check-convergence", "warp-raise",
    "convert-warp-to-nvvm", "convert-tile-to-gpu"};

static DialectRegistry &registry() {
  static DialectRegistry *reg = [] {
    auto *r = new DialectRegistry();
    warptile::registerDialects(*r);
    return r;
  }();
  return *reg;
}

/// WARP_FUZZ_VERBOSE=1 says what happened to each input (for reproducing
/// a finding: `warp-fuzz FILE`).
static bool verbose() {
  static bool on = std::getenv("WARP_FUZZ_VERBOSE") != nullptr;
  return on;
}

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  warptile::registerPasses();
  (void)registry();
  return 0;
}

/// Reports a pass that produced invalid IR from valid IR, and aborts so that
/// libFuzzer keeps the input.
[[noreturn]] static void reportInvalidOutput(StringRef stage,
                                             StringRef diagnostic) {
  llvm::errs() << "warp-fuzz: --" << stage
               << " turned valid IR into invalid IR: " << diagnostic << "\n";
  llvm::errs().flush();
  std::abort();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // A fresh context per input: a finding then reproduces from its input
  // alone, not from what earlier inputs interned.
  MLIRContext context(registry(), MLIRContext::Threading::DISABLED);
  std::string firstError;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error && firstError.empty())
      firstError = diag.str();
    return success();
  });

  // std::string keeps the buffer NUL-terminated for the lexer.
  std::string source(reinterpret_cast<const char *>(data), size);
  // IR that MLIR 22.1's own parser or verifier crashes on (a dense array
  // of index, an ifunc without its resolver: UpstreamCrashes.h) is
  // upstream's finding; the tools refuse it with an error, and so does
  // this harness, before parsing.
  {
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(source, "fuzz-input"), llvm::SMLoc());
    if (failed(mlir::warptile::refuseUpstreamCrashes(sourceMgr, &context)))
      return 0;
  }
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(source, ParserConfig(&context));
  if (!module) {
    // Rejected with a diagnostic (parse or verify): fine.
    if (verbose())
      llvm::errs() << "warp-fuzz: input rejected: " << firstError << "\n";
    return 0;
  }

  for (const char *stage : kStages) {
    // Each pass runs on a copy; when it fails (with a diagnostic, which is
    // allowed), the next pass goes on from the last IR that passed.
    OwningOpRef<ModuleOp> copy = module->clone();
    PassManager pm(&context);
    // The pass manager's own verification would fold an invalid result into
    // an ordinary pass failure; verify by hand instead.
    pm.enableVerifier(false);
    // The pass runs on the module itself: `builtin.module(stage)` here would
    // nest it on modules inside this one, that is, on nothing.
    if (failed(parsePassPipeline(stage, pm))) {
      llvm::errs() << "warp-fuzz: unknown pass " << stage << "\n";
      std::abort();
    }
    firstError.clear();
    if (failed(pm.run(*copy))) {
      if (verbose())
        llvm::errs() << "warp-fuzz: --" << stage << " failed: " << firstError
                     << "\n";
      continue;
    }
    if (verbose())
      llvm::errs() << "warp-fuzz: --" << stage << " succeeded:\n"
                   << *copy << "\n";
    firstError.clear();
    if (failed(verify(*copy)))
      reportInvalidOutput(stage, firstError);
    module = std::move(copy);
  }
  return 0;
}
