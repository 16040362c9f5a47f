//===- KernelSignatures.cpp - Kernel parameters from the source -----------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Pipelines/KernelSignatures.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;

std::string mlir::warptile::getLaunchTypeName(Type type) {
  std::string name;
  llvm::raw_string_ostream os(name);
  if (auto integer = dyn_cast<IntegerType>(type))
    os << (integer.isUnsigned() ? "u" : "i") << integer.getWidth();
  else
    os << type;
  return name;
}

::warptile::rt::SourceSignatures
mlir::warptile::getKernelSignatures(ModuleOp module) {
  ::warptile::rt::SourceSignatures signatures;
  module.walk([&](gpu::GPUFuncOp func) {
    if (!func.isKernel())
      return;
    auto &params = signatures[func.getName().str()];
    for (Type type : func.getArgumentTypes()) {
      ::warptile::rt::SourceParam param;
      if (auto memref = dyn_cast<MemRefType>(type)) {
        param.isBuffer = true;
        param.type = getLaunchTypeName(memref.getElementType());
        if (memref.hasStaticShape())
          param.elements = memref.getNumElements();
      } else {
        param.type = getLaunchTypeName(type);
      }
      params.push_back(param);
    }
  });
  return signatures;
}
