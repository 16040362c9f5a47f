//===- Dialects.cpp - C API of the warp and tile dialects -----------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile-c/Dialects.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "warptile/Dialect/Tile/IR/TileOps.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "warptile/Registration/Registration.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Warp, warp, mlir::warp::WarpDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Tile, tile, mlir::tile::TileDialect)

void mlirWarptileRegisterDialects(MlirDialectRegistry registry) {
  mlir::warptile::registerDialects(*unwrap(registry));
}
