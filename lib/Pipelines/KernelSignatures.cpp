//===- KernelSignatures.cpp - Kernel parameters from the source -----------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Pipelines/KernelSignatures.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "warptile/Dialect/Tile/IR/TileOps.h"

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

bool mlir::warptile::isLaunchableKernel(Operation *op) {
  if (auto func = dyn_cast<gpu::GPUFuncOp>(op))
    return func.isKernel();
  return isa<tile::KernelOp>(op);
}

std::vector<::warptile::rt::SourceParam>
mlir::warptile::getKernelParams(Operation *kernel) {
  std::vector<::warptile::rt::SourceParam> params;
  auto function = dyn_cast<FunctionOpInterface>(kernel);
  if (!function)
    return params;
  bool tileKernel = isa<tile::KernelOp>(kernel);
  for (Type type : function.getArgumentTypes()) {
    ::warptile::rt::SourceParam param;
    Type element;
    if (auto memref = dyn_cast<MemRefType>(type)) {
      element = memref.getElementType();
      param.rank = memref.getRank();
      if (memref.hasStaticShape())
        param.elements = memref.getNumElements();
    } else if (isa<LLVM::LLVMPointerType>(type)) {
      // A lowered tile kernel's buffer: a pointer (its element type is
      // gone), its sizes apart.
      param.isBuffer = true;
      param.type = "";
      params.push_back(param);
      continue;
    } else if (tileKernel) {
      if (isa<tile::TokenType>(type))
        continue; // not passed: the launch makes it
      if (auto view = dyn_cast<tile::ViewType>(type))
        element = view.getElementType();
      else if (auto part = dyn_cast<tile::PartType>(type))
        element = part.getElementType();
      else if (auto mapped = dyn_cast<tile::MappedPartType>(type))
        element = mapped.getElementType();
    }
    param.isBuffer = bool(element);
    param.type = getLaunchTypeName(element ? element : type);
    params.push_back(param);
  }
  return params;
}

::warptile::rt::SourceSignatures
mlir::warptile::getKernelSignatures(ModuleOp module) {
  ::warptile::rt::SourceSignatures signatures;
  module.walk([&](gpu::GPUFuncOp func) {
    if (func.isKernel())
      signatures[func.getName().str()] = getKernelParams(func);
  });
  return signatures;
}
