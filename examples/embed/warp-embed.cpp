//===- warp-embed.cpp - A tool that embeds the warptile dialects ----------===//
//
// Part of warptile's examples: what a compiler that embeds the dialects does
// with an installed warptile. It builds its own registry (the upstream GPU
// dialects plus warp and tile, from warptile::registerDialects), parses a
// kernel, verifies it (the warp rules W1... run here), then lowers it:
//   warp-embed kernel.mlir          PTX of every GPU module (warp-to-ptx)
//   warp-embed --nvvm kernel.mlir   the module after convert-warp-to-nvvm
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Pipelines/Pipelines.h"
#include "warptile/Registration/Registration.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  bool nvvm = argc == 3 && std::strcmp(argv[1], "--nvvm") == 0;
  if (argc != 2 && !nvvm) {
    llvm::errs() << "usage: warp-embed [--nvvm] kernel.mlir\n";
    return 2;
  }

  DialectRegistry registry;
  warptile::registerDialects(registry);
  MLIRContext context(registry);

  std::string error;
  auto input = openInputFile(argv[argc - 1], &error);
  if (!input) {
    llvm::errs() << "warp-embed: " << error << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  // The parser verifies too; verify() again says it explicitly for readers.
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module || failed(verify(*module)))
    return 1;

  if (nvvm) {
    PassManager pm(&context);
    pm.addPass(warptile::createConvertWarpToNVVMPass());
    if (failed(pm.run(*module)))
      return 1;
    module->print(llvm::outs());
    return 0;
  }
  warptile::WarpToPTXOptions options;
  auto ptx = warptile::compileToPTX(*module, options);
  if (failed(ptx))
    return 1;
  for (auto &[name, text] : *ptx)
    llvm::outs() << "// gpu.module @" << name << "\n" << text;
  return 0;
}
