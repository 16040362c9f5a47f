//===- Passes.cpp - C API of warptile's passes ----------------------------===//
//
// Part of warptile. The mlirCreate*/mlirRegister* functions are generated
// from Passes.td (-gen-pass-capi-impl), as upstream's are.
//
//===----------------------------------------------------------------------===//

#include "warptile-c/Passes.h"

#include "mlir/CAPI/Pass.h"
#include "mlir/Pass/Pass.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Dialect/Warp/Transforms/Passes.h"
#include "warptile/Registration/Registration.h"

using namespace mlir;
using namespace mlir::warp;
using namespace mlir::warptile;

#ifdef __cplusplus
extern "C" {
#endif

#include "warptile/Conversion/Passes.capi.cpp.inc"
#include "warptile/Dialect/Warp/Transforms/Passes.capi.cpp.inc"

#ifdef __cplusplus
}
#endif

void mlirWarptileRegisterPasses(void) { warptile::registerPasses(); }
