//===- ConvertTileToGPUPass.cpp - The convert-tile-to-gpu pass ------------===//
//
// Part of warptile. Lowers every tile.kernel of a module into the
// gpu.module @tile_kernels, after assigning layouts where a kernel has
// none; host code is not lowered yet (see the pass description).
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

namespace mlir {
namespace warptile {
#define GEN_PASS_DEF_CONVERTTILETOGPUPASS
#include "warptile/Conversion/Passes.h.inc"
} // namespace warptile
} // namespace mlir

using namespace mlir;
using namespace mlir::tile;

namespace {

/// Whether `op` holds host-side tile ops.
bool hasHostTileOps(Operation *op) {
  return op
      ->walk([](Operation *inner) {
        return isa<PartitionOp, LaunchOp>(inner) ? WalkResult::interrupt()
                                                 : WalkResult::advance();
      })
      .wasInterrupted();
}

struct ConvertTileToGPUPass
    : warptile::impl::ConvertTileToGPUPassBase<ConvertTileToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<KernelOp> kernels(module.getOps<KernelOp>());

    // Host code first: it names the kernels erased below.
    SmallVector<Operation *> hosts;
    for (Operation &op : module.getBody()->getOperations())
      if (!isa<KernelOp>(op) && hasHostTileOps(&op))
        hosts.push_back(&op);
    if (!dropHost) {
      bool failed = false;
      for (Operation *host : hosts)
        host->walk([&](LaunchOp launch) {
          launch.emitError("convert-tile-to-gpu: host-side lowering of "
                           "'tile.launch' is not supported yet (the "
                           "drop-host option compiles the kernels alone)");
          failed = true;
        });
      if (failed)
        return signalPassFailure();
    }
    for (Operation *host : hosts)
      host->erase();
    if (kernels.empty())
      return;

    OpBuilder b(module.getContext());
    b.setInsertionPointToEnd(module.getBody());
    auto gpuModule =
        gpu::GPUModuleOp::create(b, module.getLoc(), "tile_kernels");
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());

    bool failed = false;
    for (KernelOp kernel : kernels) {
      bool hasLayouts = kernel->hasAttr(kNumWarpsAttrName);
      if (!hasLayouts && ::failed(assignLayouts(kernel, numWarps))) {
        failed = true;
        continue;
      }
      KernelLowering lowering(kernel, gpuModule);
      if (::failed(lowering.run())) {
        failed = true;
        continue;
      }
      kernel.erase();
    }
    if (failed)
      signalPassFailure();
  }
};

} // namespace
