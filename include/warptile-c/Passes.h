/*===- warptile-c/Passes.h - C API of warptile's passes ----------*- C -*-===*\
|*                                                                            *|
|* Part of warptile. Generated from the Passes.td files, as mlir-c does:      *|
|*   mlirRegisterWarptilePasses()       convert-warp-to-nvvm, ...             *|
|*   mlirRegisterWarpTransformsPasses() warp-check-convergence, warp-raise    *|
|*   mlirCreateWarptileConvertWarpToNVVMPass(),                               *|
|*   mlirCreateWarpTransformsWarpCheckConvergencePass(), ...                  *|
|* plus the pipelines (warp-to-ptx).                                          *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WARPTILE_C_PASSES_H
#define WARPTILE_C_PASSES_H

#include "mlir-c/Pass.h"

#include "warptile/Conversion/Passes.capi.h.inc"
#include "warptile/Dialect/Warp/Transforms/Passes.capi.h.inc"

#ifdef __cplusplus
extern "C" {
#endif

/// Registers every warptile pass and the `warp-to-ptx` pipeline, so that
/// mlirParsePassPipeline and mlirOpPassManagerAddPipeline know them. The
/// upstream passes GPU pipelines are built from come too.
MLIR_CAPI_EXPORTED void mlirWarptileRegisterPasses(void);

#ifdef __cplusplus
}
#endif

#endif // WARPTILE_C_PASSES_H
