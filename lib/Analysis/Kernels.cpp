//===- Kernels.cpp - Which functions are kernels --------------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/Kernels.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;

bool mlir::warptile::isKernelFunction(Operation *func) {
  if (!func)
    return false;
  // The PTX kernel calling convention, on an llvm.func or as the `CConv`
  // attribute of any function the lowering carries it from (a func.func or
  // a gpu.func not marked `kernel` becomes a PTX `.entry` with it; issue 27
  // round 18).
  if (auto cconv = func->getAttrOfType<LLVM::CConvAttr>("CConv"))
    if (cconv.getCallingConv() == LLVM::cconv::CConv::PTX_Kernel)
      return true;
  if (auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(func))
    return gpuFunc.isKernel();
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
      // As LLVM's NVPTX backend reads them: radix from the prefix, so
      // "032" is 26 (round 18: read as 32, the PTX said 26).
      ok = ok && !part.trim().getAsInteger(0, dim);
      dims.push_back(dim);
    }
    found.push_back(ok ? std::optional(dims) : std::nullopt);
  }
  return found;
}

SmallVector<warptile::BlockDeclaration>
mlir::warptile::blockDeclarations(Operation *func, bool exact) {
  SmallVector<BlockDeclaration> found;
  auto addAttr = [&](StringRef source, DenseI32ArrayAttr attr) {
    if (!attr)
      return;
    std::string spelled;
    llvm::raw_string_ostream(spelled) << attr;
    found.push_back({source,
                     SmallVector<int64_t, 3>(attr.asArrayRef().begin(),
                                             attr.asArrayRef().end()),
                     spelled});
  };
  if (exact)
    if (auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(func))
      addAttr("known_block_size", gpuFunc.getKnownBlockSizeAttr());
  SmallVector<StringRef, 2> names;
  if (exact)
    names = {"gpu.known_block_size", "nvvm.reqntid"};
  else
    names = {"nvvm.maxntid"};
  for (StringRef name : names)
    addAttr(name, func->getAttrOfType<DenseI32ArrayAttr>(name));
  for (StringRef name : names) {
    if (!name.starts_with("nvvm."))
      continue;
    StringRef source = name == "nvvm.reqntid" ? "passthrough nvvm.reqntid"
                                              : "passthrough nvvm.maxntid";
    for (std::optional<SmallVector<int64_t, 3>> &dims :
         passthroughBlockSizes(func, name)) {
      std::string spelled;
      if (dims) {
        llvm::raw_string_ostream spelling(spelled);
        spelling << '"';
        llvm::interleave(*dims, spelling, ",");
        spelling << '"';
      }
      found.push_back({source, std::move(dims), spelled});
    }
  }
  return found;
}

bool mlir::warptile::isExitOrTrap(Operation *op) {
  if (isa<NVVM::Exit, LLVM::Trap>(op))
    return true;
  auto call = dyn_cast<LLVM::CallIntrinsicOp>(op);
  return call && (call.getIntrin() == "llvm.nvvm.exit" ||
                  call.getIntrin() == "llvm.trap");
}
