/*===- warptile-c/Checker.h - The convergence checker from C -----*- C -*-===*\
|*                                                                            *|
|* Part of warptile. --warp-check-convergence as a function: the findings     *|
|* (rule C1-C5, message, location) come back as values instead of printed    *|
|* diagnostics, so a host compiler or an editor can show them its own way.    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WARPTILE_C_CHECKER_H
#define WARPTILE_C_CHECKER_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// One finding of the checker. The strings and the location's storage belong
/// to the checker and live only during the callback that receives them.
typedef struct MlirWarpFinding {
  /// The rule, "C1" to "C5" or "R1" to "R3" (empty if a message names
  /// none).
  MlirStringRef rule;
  /// The whole message, rule first: "C3: in warp 0, shuffle down ...".
  MlirStringRef message;
  /// Where the finding is: the collective or barrier.
  MlirLocation location;
  /// Error or warning, after `warningsAsErrors` is applied.
  bool isError;
  /// How many notes the diagnostic carries (the branch that diverged, ...).
  intptr_t numNotes;
} MlirWarpFinding;

/// Receives one finding; `userData` is what mlirWarpCheckConvergence got.
typedef void (*MlirWarpFindingCallback)(MlirWarpFinding finding,
                                        void *userData);

/// Runs the convergence checker over `op` (a module, a gpu.module, a
/// function) and hands each finding to `callback`, in the order the pass
/// would report them, instead of to the context's diagnostic handlers.
/// Returns the number of errors; `callback` may be NULL to only count.
MLIR_CAPI_EXPORTED intptr_t mlirWarpCheckConvergence(
    MlirOperation op, bool warningsAsErrors, MlirWarpFindingCallback callback,
    void *userData);

/// Runs the race checker (--warp-check-races, rules R1-R3) over `op` as
/// mlirWarpCheckConvergence runs the convergence checker: each finding goes
/// to `callback`; returns the number of errors.
MLIR_CAPI_EXPORTED intptr_t mlirWarpCheckRaces(
    MlirOperation op, bool warningsAsErrors, MlirWarpFindingCallback callback,
    void *userData);

#ifdef __cplusplus
}
#endif

#endif // WARPTILE_C_CHECKER_H
