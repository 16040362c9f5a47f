//===- warp-opt.cpp - The warptile optimizer driver -----------------------===//
//
// Part of warptile. `mlir-opt` with every upstream dialect, pass and
// extension, plus the warp and tile dialects, their lowering and
// `warp-to-ptx`. Only this tool uses the all-registration: the project's
// libraries register what they need (STYLE.md item 10), so embedders keep
// their own minimal registries.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "warptile/Registration/Registration.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#ifndef WARPTILE_VERSION
#error "WARPTILE_VERSION is set by tools/warp-opt/CMakeLists.txt"
#endif

/// `--version` names both versions: a bug report about a lowering needs the
/// MLIR it ran on as much as the warptile revision.
static void printVersion(llvm::raw_ostream &os) {
  os << "warptile version " << WARPTILE_VERSION << "\n"
     << "  built with MLIR " << LLVM_VERSION_STRING << "\n";
}

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  // Upstream first, like mlir-opt: any upstream IR (async, tensor, linalg...)
  // parses, and every pass the registry lists can run on what it parses.
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllPasses();
  mlir::warptile::registerDialects(registry);
  mlir::warptile::registerPasses();
  llvm::cl::AddExtraVersionPrinter(printVersion);
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "warptile optimizer driver\n", registry));
}
