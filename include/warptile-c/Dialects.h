/*===- warptile-c/Dialects.h - C API of the warp and tile dialects -*- C -*-===*\
|*                                                                            *|
|* Part of warptile. The dialects for C and for bindings (Python, Rust...),   *|
|* in the conventions of MLIR's own mlir-c headers.                           *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef WARPTILE_C_DIALECTS_H
#define WARPTILE_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// mlirGetDialectHandle__warp__() and mlirGetDialectHandle__tile__(): register
/// or load one dialect with mlirDialectHandleInsertDialect and friends.
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Warp, warp);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Tile, tile);

/// Adds everything warptile's tools parse and lower to `registry`: the
/// upstream GPU dialects (func, arith, scf, memref, gpu, nvvm, llvm...), warp
/// and tile, W17's uniformity interface and the interfaces that lower to
/// LLVM and serialize to PTX. A context that only holds the warp dialect
/// (from its handle) cannot parse a kernel: kernels live in gpu.module.
MLIR_CAPI_EXPORTED void mlirWarptileRegisterDialects(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif // WARPTILE_C_DIALECTS_H
