//===- Checker.cpp - The convergence checker from C -----------------------===//
//
// Part of warptile. The checker reports through MLIR diagnostics; here a
// handler scoped to one run turns each into an MlirWarpFinding instead.
//
//===----------------------------------------------------------------------===//

#include "warptile-c/Checker.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "warptile/Analysis/ConvergenceChecker.h"
#include "warptile/Analysis/RaceChecker.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

/// The rule a checker message starts with ("C3: ..." gives "C3", "R1: ..."
/// "R1").
static StringRef ruleOf(StringRef message) {
  size_t colon = message.find(':');
  StringRef rule = message.take_front(colon);
  if (colon == StringRef::npos || rule.size() < 2 || (rule.front() != 'C' && rule.front() != 'R') ||
      !llvm::all_of(rule.drop_front(),
                     [](char c) { return llvm::isDigit(c); }))
    return {};
  return rule;
}

/// Runs `check` with every diagnostic it raises turned into a finding for
/// `callback` (none reaches the context's other handlers).
template <typename Check>
static intptr_t collectFindings(Operation *root,
                                MlirWarpFindingCallback callback,
                                void *userData, Check check) {
  ScopedDiagnosticHandler handler(root->getContext(), [&](Diagnostic &diag) {
    if (!callback)
      return success();
    std::string message = diag.str();
    MlirWarpFinding finding;
    finding.rule = wrap(ruleOf(message));
    finding.message = wrap(StringRef(message));
    finding.location = wrap(diag.getLocation());
    finding.isError = diag.getSeverity() == DiagnosticSeverity::Error;
    finding.numNotes = llvm::range_size(diag.getNotes());
    callback(finding, userData);
    return success();
  });
  return check();
}

intptr_t mlirWarpCheckConvergence(MlirOperation op, bool warningsAsErrors,
                                  MlirWarpFindingCallback callback,
                                  void *userData) {
  Operation *root = unwrap(op);
  return collectFindings(root, callback, userData, [&]() -> intptr_t {
    warp::ConvergenceChecker checker(
        root, warningsAsErrors ? warp::CheckMode::WarningsAsErrors
                               : warp::CheckMode::Normal);
    return checker.run();
  });
}

intptr_t mlirWarpCheckRaces(MlirOperation op, bool warningsAsErrors,
                            MlirWarpFindingCallback callback,
                            void *userData) {
  Operation *root = unwrap(op);
  return collectFindings(root, callback, userData, [&]() -> intptr_t {
    warp::RaceChecker checker(root, warningsAsErrors);
    return checker.run();
  });
}
