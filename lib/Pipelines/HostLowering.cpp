//===- HostLowering.cpp - What a host module needs around warp-to-ptx -----===//
//
// Part of warptile. A host module as MLIR's CUDA integration tests write
// them: kernels as inline `gpu.launch` bodies (outlined first, as MLIR's
// gpu-lower-to-nvvm-pipeline does, so that the simulator, the signatures
// and gpu-async-region all see gpu.launch_func), and `async.execute`
// regions (lowered to coroutines on MLIR's async runtime ABI after the
// GPU lowering, as MLIR's async integration test does: gpu-to-llvm turns
// the GPU tokens they yield into events first).
//
//===----------------------------------------------------------------------===//

#include "warptile/Pipelines/Pipelines.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/AsyncToLLVM/AsyncToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Dialect/Async/IR/Async.h"
#include "mlir/Dialect/Async/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"

using namespace mlir;

LogicalResult mlir::warptile::outlineGpuLaunches(ModuleOp module) {
  bool launches = false;
  module.walk([&](gpu::LaunchOp) {
    launches = true;
    return WalkResult::interrupt();
  });
  if (!launches)
    return success();
  PassManager pm(module.getContext());
  pm.addPass(createGpuKernelOutliningPass());
  return pm.run(module);
}

bool mlir::warptile::usesAsyncDialect(ModuleOp module) {
  bool uses = false;
  module.walk([&](Operation *op) {
    if (!isa_and_nonnull<async::AsyncDialect>(op->getDialect()))
      return WalkResult::advance();
    uses = true;
    return WalkResult::interrupt();
  });
  return uses;
}

void mlir::warptile::buildAsyncToLLVMPasses(OpPassManager &pm) {
  pm.addPass(createAsyncToAsyncRuntimePass());
  pm.addPass(createAsyncRuntimeRefCountingPass());
  pm.addPass(createAsyncRuntimeRefCountingOptPass());
  pm.addPass(createConvertAsyncToLLVMPass());
  // The coroutines async-to-async-runtime outlines are func.funcs, and
  // the lowering makes arith constants and checks awaited operands with
  // cf.assert.
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}
