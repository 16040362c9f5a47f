//===- WarpToPTX.cpp - The warp-to-ptx pipeline ---------------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Pipelines/Pipelines.h"

using namespace mlir;

void warptile::buildWarpToPTXPipeline(OpPassManager &pm,
                                      const WarpToPTXOptions &options) {
  warptile::ConvertWarpToNVVMPassOptions warpOptions;
  warpOptions.chip = options.chip;
  pm.addPass(warptile::createConvertWarpToNVVMPass(warpOptions));
  // Static masks fold into the instructions, pass-through loop arguments
  // that carried warps disappear.
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());

  gpu::GPUToNVVMPipelineOptions gpuOptions;
  gpuOptions.cubinChip = options.chip;
  gpuOptions.cubinFeatures = options.features;
  gpuOptions.cubinFormat = options.format;
  gpuOptions.optLevel = options.optLevel;
  gpuOptions.kernelUseBarePtrCallConv = options.barePtr;
  gpu::buildLowerToNVVMPassPipeline(pm, gpuOptions);
}

void warptile::registerWarpPipelines() {
  // PassPipelineRegistration, plus the chip check: a pipeline that cannot
  // select instructions fails when it is parsed, not with an abort.
  registerPassPipeline(
      "warp-to-ptx",
      "Lower gpu.func kernels with warp ops to gpu.binary holding PTX "
      "(or cubin): convert-warp-to-nvvm, then the GPU-to-NVVM pipeline",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        WarpToPTXOptions options;
        if (failed(options.parseFromString(text)))
          return failure();
        if (llvm::Error error = checkNVPTXChip(options.chip))
          return errorHandler(llvm::toString(std::move(error)));
        buildWarpToPTXPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> printOptions) {
        printOptions(WarpToPTXOptions());
      });
}
