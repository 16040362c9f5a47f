//===- FunctionReach.h - Which functions the warp verifier reads -*- C++ -*-===//
//
// Part of warptile. Rules W2, W17, W18 and W19 are interprocedural: a device
// function's warp parameter is what its callers pass (W2, W18), how uniform
// its arguments are is what its callers pass (W17), and a call hands a warp
// to a callee's body or takes one back from it (W3-W5, W18, W19).
//
// MLIR verifies an op while passes may be rewriting the functions beside
// the one that holds it: a nested pipeline such as
// `gpu.module(func.func(canonicalize))` runs on sibling functions on other
// threads and verifies each function as its passes finish. So an op verifier
// reads only its own function (`FunctionReach::OwnFunction`): where the
// answer needs another function it assumes the answer that accepts (a
// parameter's origin is its callers' to check, an argument is as uniform as
// it could be, a callee ends no lane and takes the warp it is handed).
//
// The symbol table's own verification runs after every function in it is
// verified and while nothing rewrites them (MLIR's `SymbolUserOpInterface`:
// every symbol table runs `verifySymbolUses` on the ops under it). There the
// warp ops of every function that reads others (a device function, or one
// with calls) are verified again with `FunctionReach::SymbolTable`, so each
// assumption is checked against the callers and callees it stood for. Code
// outside op verifiers (the `warp-verify-lanes` pass, the raise, the
// lowering) reads every function, as before.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_FUNCTIONREACH_H
#define WARPTILE_DIALECT_WARP_IR_FUNCTIONREACH_H

#include "mlir/Support/LLVM.h"

namespace mlir {
class MLIRContext;
class Operation;
namespace warp {

enum class FunctionReach {
  /// Outside any scope: passes and analyses read every function.
  Unset,
  /// An op verifier: only the function that holds the op.
  OwnFunction,
  /// The symbol table's verification: every function of the table.
  SymbolTable,
};

/// Sets the reach on this thread for its lifetime unless an outer scope
/// already set one (the outermost decides: the symbol table's second
/// verification of an op runs the op verifier, which asks for its own
/// function only).
class FunctionReachScope {
public:
  explicit FunctionReachScope(FunctionReach reach);
  ~FunctionReachScope();
  FunctionReachScope(const FunctionReachScope &) = delete;
  FunctionReachScope &operator=(const FunctionReachScope &) = delete;

private:
  FunctionReach saved;
};

/// Whether the code running on this thread may read functions other than
/// the one it checks (callers, callees, their bodies and their uses).
bool readsOtherFunctions();

/// For a pass that reads a function's callers and callees outside op
/// verifiers (`warp-verify-lanes`, `convert-warp-to-nvvm`): fails, with an
/// error naming `pass`, when `op` is neither a symbol table nor the top-level
/// op. Nested on functions, such a pass runs beside the passes rewriting the
/// sibling functions on other threads and would read them as they change
/// (issue 27 round 10, H2).
LogicalResult checkSymbolTableAnchor(Operation *op, StringRef pass);

/// Attaches to every warp op the symbol-table check that verifies it again
/// with the table's reach (see above). Called by the dialect.
void attachSymbolTableChecks(MLIRContext *context);

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_FUNCTIONREACH_H
