//===- CompileToPTX.cpp - A module of kernels to PTX text -----------------===//
//
// Part of warptile. What warp-ptx prints and warp-run JITs: run the
// warp-to-ptx pipeline unless the module is already lowered, then collect
// the PTX objects of its gpu.binary ops.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "warptile/Pipelines/Pipelines.h"

using namespace mlir;

FailureOr<SmallVector<std::pair<std::string, std::string>>>
warptile::compileToPTX(ModuleOp module, const WarpToPTXOptions &options) {
  bool lowered = false;
  module->walk([&](gpu::BinaryOp) { lowered = true; });
  if (!lowered) {
    if (llvm::Error error = checkNVPTXChip(options.chip))
      return module.emitError(llvm::toString(std::move(error)));
    PassManager pm(module.getContext());
    WarpToPTXOptions isa;
    isa.chip = options.chip;
    isa.features = options.features;
    isa.optLevel = options.optLevel;
    isa.barePtr = options.barePtr;
    isa.format = "isa";
    buildWarpToPTXPipeline(pm, isa);
    if (failed(pm.run(module)))
      return failure();
  }
  SmallVector<std::pair<std::string, std::string>> ptx;
  module->walk([&](gpu::BinaryOp binary) {
    for (Attribute attr : binary.getObjectsAttr()) {
      auto object = dyn_cast<gpu::ObjectAttr>(attr);
      if (object && object.getFormat() == gpu::CompilationTarget::Assembly)
        ptx.emplace_back(binary.getName().str(), object.getObject().str());
    }
  });
  return ptx;
}
