//===- HostAsync.cpp - Sync gpu ops of host code made async ---------------===//
//
// Part of warptile. `gpu-to-llvm` lowers gpu.alloc, gpu.memcpy, gpu.memset
// and gpu.dealloc only in their async forms (`async [%token]`); the sync
// forms stay and end in an "unrealized_conversion_cast" when the host
// module is translated. A host module written with the sync forms only is
// made async first, with upstream's gpu-async-region (each op waits for
// the one before it, and the host waits before its next side effect); a
// module that mixes them with async tokens gets an error at the sync op.
//
//===----------------------------------------------------------------------===//

#include "warptile/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"

using namespace mlir;

LogicalResult mlir::warptile::makeHostGpuOpsAsync(ModuleOp module) {
  Operation *sync = nullptr, *async = nullptr;
  bool hostShared = false;
  module.walk([&](gpu::AsyncOpInterface op) {
    if (isa<gpu::WaitOp>(op) || op->getParentOfType<gpu::GPUModuleOp>())
      return;
    if (auto alloc = dyn_cast<gpu::AllocOp>(op.getOperation()))
      hostShared |= alloc.getHostShared();
    if (op.getAsyncToken()) {
      async = async ? async : op.getOperation();
      return;
    }
    if (!sync && isa<gpu::AllocOp, gpu::MemcpyOp, gpu::MemsetOp,
                     gpu::DeallocOp>(op.getOperation()))
      sync = op.getOperation();
  });
  // host_shared allocations lower only in the sync form: leave those
  // modules as they are.
  if (!sync || hostShared)
    return success();
  if (async)
    return sync->emitError()
           << "'" << sync->getName()
           << "' without `async`, in a host module that also uses async "
              "tokens ('"
           << async->getName()
           << "'): gpu-to-llvm lowers only its async form; give it `async "
              "[%token]`";
  PassManager pm(module.getContext());
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
  return pm.run(module);
}
