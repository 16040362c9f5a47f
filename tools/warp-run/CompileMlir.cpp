//===- CompileMlir.cpp - warp-run's .mlir front end -----------------------===//
//
// Part of warptile. Built only with MLIR; a runtime-only build links
// NoMlir.cpp instead.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"
#include "MlirInput.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "warptile/Pipelines/Pipelines.h"

using namespace mlir;

namespace warptile {
namespace run {

rt::Status checkChip(const std::string &chip) {
  if (llvm::Error error = mlir::warptile::checkNVPTXChip(chip))
    return rt::Status::invalid("--chip: " + llvm::toString(std::move(error)));
  return rt::Status::ok();
}

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

rt::Status compileMlir(const std::string &path, const std::string &chip,
                       std::string &ptx, SourceSignatures &signatures) {
  MlirInput input;
  if (rt::Status s = input.parse(path))
    return s;
  ModuleOp module = input.getModule();
  module.walk([&](gpu::GPUFuncOp func) {
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
  auto objects = mlir::warptile::compileToPTX(module, options);
  if (failed(objects))
    return rt::Status::invalid("'" + path + "' does not lower to PTX");
  if (objects->empty())
    return rt::Status::invalid("'" + path +
                               "' holds no gpu.module of kernels to run");
  for (auto &[name, text] : *objects)
    ptx += text;
  return rt::Status::ok();
}

} // namespace run
} // namespace warptile
