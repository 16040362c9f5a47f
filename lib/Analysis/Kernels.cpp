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

SmallVector<std::optional<SmallVector<int64_t, 3>>>
mlir::warptile::passthroughBlockSizes(Operation *func, StringRef name) {
  SmallVector<std::optional<SmallVector<int64_t, 3>>> found;
  auto passthrough = func ? func->getAttrOfType<ArrayAttr>("passthrough")
                          : ArrayAttr();
  if (!passthrough)
    return found;
  for (Attribute entry : passthrough) {
    auto pair = dyn_cast<ArrayAttr>(entry);
    if (!pair || pair.size() != 2)
      continue;
    auto key = dyn_cast<StringAttr>(pair[0]);
    if (!key || key.getValue() != name)
      continue;
    auto value = dyn_cast<StringAttr>(pair[1]);
    SmallVector<StringRef, 3> parts;
    if (value)
      value.getValue().split(parts, ',');
    SmallVector<int64_t, 3> dims;
    bool ok = value && !parts.empty() && parts.size() <= 3;
    for (StringRef part : parts) {
      int64_t dim = 0;
      ok = ok && !part.trim().getAsInteger(10, dim);
      dims.push_back(dim);
    }
    found.push_back(ok ? std::optional(dims) : std::nullopt);
  }
  return found;
}
