//===- warp-opt.cpp - The warptile optimizer driver -----------------------===//
//
// Part of warptile. `mlir-opt` with the upstream dialects and passes a GPU
// compiler needs, plus the warp dialect, its lowering and `warp-to-ptx`.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "warptile/Registration/Registration.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::warptile::registerDialects(registry);
  mlir::warptile::registerPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "warptile optimizer driver\n", registry));
}
