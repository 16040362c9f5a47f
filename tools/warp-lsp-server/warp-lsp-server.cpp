//===- warp-lsp-server.cpp - MLIR language server for warptile ------------===//
//
// Part of warptile. MLIR's language server with the registry warptile's
// tools parse with, so that an editor (VS Code's MLIR extension, or any LSP
// client) shows the warp and tile rules' diagnostics (W1..., T1...) as you
// type, with hover and go-to-definition on kernels that use the dialects.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"
#include "warptile/Registration/Registration.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::warptile::registerDialects(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry));
}
