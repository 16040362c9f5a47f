//===- CompileMlir.cpp - warp-run's .mlir front end -----------------------===//
//
// Part of warptile. Built only with MLIR; a runtime-only build links
// NoMlir.cpp instead.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "warptile/Pipelines/Pipelines.h"
#include "warptile/Registration/Registration.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace warptile {
namespace run {

bool canCompileMlir() { return true; }

std::string compileMlir(const std::string &path,
                                       const std::string &chip,
                                       std::string &ptx) {
  DialectRegistry registry;
  mlir::warptile::registerDialects(registry);
  MLIRContext context(registry);
  std::string error;
  auto input = openInputFile(path, &error);
  if (!input)
    return error;
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return "'" + path + "' does not parse or verify";
  mlir::warptile::WarpToPTXOptions options;
  options.chip = chip;
  auto objects = mlir::warptile::compileToPTX(*module, options);
  if (failed(objects))
    return "'" + path + "' does not lower to PTX";
  if (objects->empty())
    return "'" + path + "' holds no gpu.module of kernels to run";
  for (auto &[name, text] : *objects)
    ptx += text;
  return {};
}

} // namespace run
} // namespace warptile
