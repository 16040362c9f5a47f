//===- CompileMlir.cpp - warp-run's .mlir front end -----------------------===//
//
// Part of warptile. Built only with MLIR; a runtime-only build links
// NoMlir.cpp instead.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
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

/// warp-run's name for a scalar or element type (f32, i32, index, ...).
static std::string typeName(Type type) {
  std::string name;
  llvm::raw_string_ostream os(name);
  if (auto integer = dyn_cast<IntegerType>(type))
    os << (integer.isUnsigned() ? "u" : "i") << integer.getWidth();
  else
    os << type;
  return name;
}

std::string compileMlir(const std::string &path,
                                       const std::string &chip,
                                       std::string &ptx,
                                       SourceSignatures &signatures) {
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
  module->walk([&](gpu::GPUFuncOp func) {
    if (!func.isKernel())
      return;
    std::vector<SourceParam> &params = signatures[func.getName().str()];
    for (Type type : func.getArgumentTypes()) {
      SourceParam param;
      if (auto memref = dyn_cast<MemRefType>(type)) {
        param.isBuffer = true;
        param.type = typeName(memref.getElementType());
        if (memref.hasStaticShape())
          param.elements = memref.getNumElements();
      } else {
        param.type = typeName(type);
      }
      params.push_back(param);
    }
  });
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
