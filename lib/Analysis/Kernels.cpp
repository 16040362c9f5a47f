//===- Kernels.cpp - Which functions are kernels --------------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/Kernels.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;

bool mlir::warptile::isKernelFunction(Operation *func) {
  if (!func)
    return false;
  if (auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(func))
    return gpuFunc.isKernel();
  if (auto llvmFunc = dyn_cast<LLVM::LLVMFuncOp>(func))
    if (llvmFunc.getCConv() == LLVM::cconv::CConv::PTX_Kernel)
      return true;
  return func->hasAttr("gpu.kernel") || func->hasAttr("nvvm.kernel");
}
