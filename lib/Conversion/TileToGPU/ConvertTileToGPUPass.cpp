//===- ConvertTileToGPUPass.cpp - The convert-tile-to-gpu pass ------------===//
//
// Part of warptile. Lowers every tile.kernel of a module into the
// gpu.module @tile_kernels, after assigning layouts where a kernel has
// none, then every tile.launch into a checked gpu.launch_func (or, with
// drop-host, erases the host code).
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/SymbolTable.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir {
namespace warptile {
#define GEN_PASS_DEF_CONVERTTILETOGPUPASS
#include "warptile/Conversion/Passes.h.inc"
} // namespace warptile
} // namespace mlir

using namespace mlir;
using namespace mlir::tile;

int64_t warptile::maxSharedMemoryPerBlock(StringRef chip) {
  std::optional<unsigned> version = smVersionOf(chip);
  if (!version)
    return kDefaultSharedMemoryPerBlock;
  constexpr int64_t kiB = 1024;
  switch (*version) {
  case 70:
  case 72:
    return 96 * kiB;
  case 75:
    return 64 * kiB;
  case 80:
  case 87:
    return 163 * kiB;
  case 86:
  case 89:
  case 120:
  case 121:
    return 99 * kiB;
  case 90:
  case 100:
  case 101:
  case 103:
  case 110:
    return 227 * kiB;
  default:
    return kDefaultSharedMemoryPerBlock;
  }
}

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

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    // The vector loads and stores of shared memory (tile.mma) lower in
    // convert-gpu-to-nvvm, which maps the workgroup address space, only
    // where the vector dialect has its convert-to-LLVM interface; a tool
    // that registers just warptile's dialects (warp-ptx) has none.
    vector::registerConvertVectorToLLVMInterface(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<KernelOp> kernels(module.getOps<KernelOp>());
    SmallVector<Operation *> hosts;
    for (Operation &op : module.getBody()->getOperations())
      if (!isa<KernelOp>(op) && hasHostTileOps(&op))
        hosts.push_back(&op);

    // The kernels first: a launch needs its kernel's function and ABI.
    llvm::StringMap<std::pair<KernelABI, gpu::GPUFuncOp>> lowered;
    if (!kernels.empty()) {
      TileLoweringPatternSet patterns;
      populateTileToGPUPatterns(patterns);
      OpBuilder b(module.getContext());
      b.setInsertionPointToEnd(module.getBody());
      auto gpuModule =
          gpu::GPUModuleOp::create(b, module.getLoc(), "tile_kernels");
      module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                      b.getUnitAttr());
      bool failed = false;
      for (KernelOp kernel : kernels) {
        // The kernel moves into a GPU module: a symbol it names (a called
        // function, a global) would no longer resolve there.
        if (auto uses = SymbolTable::getSymbolUses(&kernel.getBody())) {
          if (!uses->empty()) {
            const SymbolTable::SymbolUse &use = *uses->begin();
            use.getUser()->emitOpError("refers to ")
                << use.getSymbolRef()
                << " outside the tile kernel, which convert-tile-to-gpu "
                   "does not support yet";
            failed = true;
            continue;
          }
        }
        // assignLayouts keeps what was written by hand (tile.num_warps,
        // tile.layout) and leaves a kernel laid out whole as it is.
        if (::failed(assignLayouts(kernel, numWarps))) {
          failed = true;
          continue;
        }
        KernelLowering lowering(kernel, gpuModule, patterns, chip);
        if (::failed(lowering.run())) {
          failed = true;
          continue;
        }
        KernelABI abi = KernelABI::of(kernel);
        abi.dynamicSharedBytes = lowering.dynamicSharedBytes();
        lowered[kernel.getSymName()] = {abi, lowering.getFunc()};
      }
      if (failed)
        return signalPassFailure();
    }

    if (dropHost) {
      // An op that stays may not use what a dropped host op computes (it
      // would be left with a null operand: issue 27 round 56a).
      llvm::SmallPtrSet<Operation *, 8> dropped(hosts.begin(), hosts.end());
      for (Operation *host : hosts)
        for (Value result : host->getResults())
          for (Operation *user : result.getUsers()) {
            Operation *top = module.getBody()->findAncestorOpInBlock(*user);
            if (top && dropped.contains(top))
              continue;
            InFlightDiagnostic diag =
                user->emitError()
                << "uses a value of host tile code that drop-host removes";
            diag.attachNote(host->getLoc()) << "the host op";
            return signalPassFailure();
          }
      // Host ops at a module's top level may use each other's results in
      // any order (a graph region: `%b = memref.alloc` before the
      // partition that uses it): drop every reference first, then erase
      // (issue 27 round 55a: erasing in order freed a used op).
      for (Operation *host : hosts)
        host->dropAllReferences();
      for (Operation *host : hosts) {
        host->dropAllUses();
        host->erase();
      }
    } else {
      SmallVector<LaunchOp> launches;
      SmallVector<PartitionOp> partitions;
      for (Operation *host : hosts) {
        host->walk([&](LaunchOp launch) { launches.push_back(launch); });
        host->walk([&](PartitionOp op) { partitions.push_back(op); });
      }
      for (LaunchOp launch : launches) {
        auto it = lowered.find(launch.getKernel());
        if (it == lowered.end()) {
          launch.emitError("convert-tile-to-gpu: no lowered kernel @")
              << launch.getKernel();
          return signalPassFailure();
        }
        int64_t warps = it->second.second.getKnownBlockSize()
                            ? (*it->second.second.getKnownBlockSize())[0] / 32
                            : 1;
        if (::failed(lowerLaunch(launch, it->second.first, it->second.second,
                                 warps)))
          return signalPassFailure();
      }
      for (PartitionOp partition : partitions) {
        if (!partition->use_empty()) {
          partition.emitError("convert-tile-to-gpu: a 'tile.partition' used "
                              "other than by a launch is not supported yet");
          return signalPassFailure();
        }
        partition.erase();
      }
    }
    for (KernelOp kernel : kernels)
      kernel.erase();
  }
};

} // namespace
