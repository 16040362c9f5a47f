//===- WarpToPTX.cpp - The warp-to-ptx pipeline ---------------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "mlir/Transforms/RegionUtils.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Pipelines/Pipelines.h"

#include "MarkConvergent.h"
#include "NVVMLoweringChecks.h"
#include "PtxRequirements.h"
#include "RemFToLibdevice.h"
#include "llvm/Support/CrashRecoveryContext.h"

#include <atomic>

using namespace mlir;

/// Set once LLVM stopped inside a lowering (see LowerToNVVMPass): what it
/// left behind (a timer still registered from the unwound stack) is not
/// safe to tear down.
static std::atomic<bool> stoppedWhileLowering{false};

bool warptile::llvmStoppedWhileLowering() { return stoppedWhileLowering; }

namespace {

/// Whether every memref that crosses a kernel boundary can be passed as a
/// bare pointer: the arguments of the functions of each GPU module, and the
/// values a `gpu.launch` body captures (outlining makes them kernel
/// arguments). A dynamic shape or layout needs the descriptor, which holds
/// the sizes and strides a bare pointer drops.
bool barePointersSuffice(ModuleOp module) {
  auto bare = [](Type type) {
    auto memref = dyn_cast<BaseMemRefType>(type);
    return !memref || LLVMTypeConverter::canConvertToBarePtr(memref);
  };
  WalkResult result = module.walk([&](Operation *op) {
    if (auto func = dyn_cast<FunctionOpInterface>(op)) {
      if (!op->getParentOfType<gpu::GPUModuleOp>())
        return WalkResult::advance();
      if (!llvm::all_of(func.getArgumentTypes(), bare) ||
          !llvm::all_of(func.getResultTypes(), bare))
        return WalkResult::interrupt();
    } else if (auto launch = dyn_cast<gpu::LaunchOp>(op)) {
      SetVector<Value> captured;
      getUsedValuesDefinedAbove(launch.getBody(), captured);
      if (!llvm::all_of(captured, [&](Value v) { return bare(v.getType()); }))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return !result.wasInterrupted();
}

/// The options of `warp-to-ptx` that the GPU-to-NVVM part reads, as plain
/// values (pipeline options cannot be copied).
struct NVVMTarget {
  std::string chip, features, format;
  int optLevel;
  bool barePtr;
  /// Stop at the NVVM dialect (the simulator's input): no debug-info
  /// stripping, no host lowering, no serialization to PTX.
  bool deviceOnly = false;
  /// Lower the host code alone, for kernels compiled elsewhere (the
  /// simulator's): see replaceModulesByNames.
  bool hostOnly = false;
};

/// Each gpu.module of `module` becomes a gpu.binary of the same name whose
/// one object holds that name (format bin). The global constructor that
/// gpu-to-llvm's translation emits for it passes the name to
/// mgpuModuleLoad, and each launch the kernel's own name to
/// mgpuModuleGetFunction: the simulator's runtime finds the kernel it
/// compiled from that module. Nothing is compiled for the device here.
void replaceModulesByNames(ModuleOp module) {
  MLIRContext *context = module.getContext();
  OpBuilder b(context);
  for (auto gpuModule :
       llvm::make_early_inc_range(module.getOps<gpu::GPUModuleOp>())) {
    b.setInsertionPoint(gpuModule);
    auto object = gpu::ObjectAttr::get(
        context, NVVM::NVVMTargetAttr::get(context),
        gpu::CompilationTarget::Binary, b.getStringAttr(gpuModule.getName()),
        DictionaryAttr(), gpu::KernelTableAttr());
    gpu::BinaryOp::create(b, gpuModule.getLoc(), gpuModule.getName(),
                          Attribute(), ArrayRef<Attribute>{object});
    gpuModule.erase();
  }
}

/// The device half of MLIR 22's gpu-lower-to-nvvm-pipeline, pass for pass
/// (`mlir-opt --gpu-lower-to-nvvm-pipeline --dump-pass-pipeline`) up to
/// `gpu-to-llvm`, without nvvm-attach-target (nothing is serialized): the
/// gpu.modules keep their kernels in the NVVM dialect, with the .mlir
/// locations the simulator reports findings at.
void buildDeviceToNVVM(OpPassManager &pm,
                       const gpu::GPUToNVVMPipelineOptions &options) {
  pm.addPass(createConvertNVGPUToNVVMPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertNVVMToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createArithToLLVMConversionPass());
  ConvertIndexToLLVMPassOptions index;
  index.indexBitwidth = options.indexBitWidth;
  pm.addPass(createConvertIndexToLLVMPass(index));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  ConvertGpuOpsToNVVMOpsOptions gpuToNVVM;
  gpuToNVVM.useBarePtrCallConv = options.kernelUseBarePtrCallConv;
  gpuToNVVM.indexBitwidth = options.indexBitWidth;
  // Not upstream's: refuse what convert-gpu-to-nvvm would abort on
  // (NVVMLoweringChecks.h).
  pm.addNestedPass<gpu::GPUModuleOp>(warptile::createCheckMmaElementwisePass());
  pm.addNestedPass<gpu::GPUModuleOp>(warptile::createCheckInlineAsmPass());
  pm.addNestedPass<gpu::GPUModuleOp>(warptile::createCheckSymbolNamesPass());
  pm.addNestedPass<gpu::GPUModuleOp>(warptile::createCheckKernelCallsPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps(gpuToNVVM));
  pm.addNestedPass<gpu::GPUModuleOp>(createCanonicalizerPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCSEPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createReconcileUnrealizedCastsPass());
}

/// MLIR's GPU-to-NVVM pipeline for `target`, with the kernel calling
/// convention chosen for the module at hand: bare pointers when asked for
/// and every kernel memref allows them (what warp-run and CUDA C++ launches
/// pass), memref descriptors otherwise, as upstream's pipeline does. So
/// every kernel upstream's pipeline lowers lowers here too.
class LowerToNVVMPass
    : public PassWrapper<LowerToNVVMPass, OperationPass<ModuleOp>> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LowerToNVVMPass)

  explicit LowerToNVVMPass(NVVMTarget target) : target(std::move(target)) {}

  StringRef getArgument() const override { return "warp-lower-gpu-to-nvvm"; }
  StringRef getDescription() const override {
    return "MLIR's GPU-to-NVVM pipeline with the kernel calling convention "
           "chosen per module";
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    for (bool barePtr : {false, true}) {
      OpPassManager pm(ModuleOp::getOperationName());
      build(pm, barePtr);
      pm.getDependentDialects(registry);
    }
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool barePtr = target.barePtr && barePointersSuffice(module);
    std::string features = target.features;
    if (!target.deviceOnly && !target.hostOnly &&
        warptile::mayNeedNewerPTX(module)) {
      // Ops that need a newer PTX version than asked for (or a chip other
      // than the target) would abort instruction selection: the kernels
      // are lowered to the NVVM dialect on a copy first, checked, and the
      // PTX version raised to what they need.
      OwningOpRef<ModuleOp> copy(cast<ModuleOp>(module->clone()));
      PassManager device(&getContext());
      build(device, barePtr, features, /*deviceOnly=*/true);
      if (failed(device.run(*copy)))
        return signalPassFailure();
      FailureOr<unsigned> version =
          warptile::checkPTXRequirements(*copy, target.chip);
      if (failed(version))
        return signalPassFailure();
      features = warptile::ptxFeaturesFor(
          target.chip, warptile::withPTXVersion(features, *version));
    }
    OpPassManager pm(ModuleOp::getOperationName());
    // The calling convention is read from the kernels before hostOnly
    // drops them: the host passes what the device lowering expects.
    if (target.hostOnly)
      replaceModulesByNames(module);
    build(pm, barePtr, features, target.deviceOnly);
    SmallVector<std::pair<Location, std::string>> atomics =
        target.deviceOnly ? SmallVector<std::pair<Location, std::string>>()
                          : warptile::localAtomics(module);
    // What the checks before the lowering (NVVMLoweringChecks) do not
    // refuse and LLVM's translation or NVPTX backend stops the process on
    // (an abort, a segfault in instruction selection: issue 27 round 58a
    // found eight such classes) is an error here, not a crash.
    LogicalResult lowered = failure();
    llvm::CrashRecoveryContext::Enable();
    llvm::CrashRecoveryContext recovery;
    if (!recovery.RunSafely([&] { lowered = runPipeline(pm, module); })) {
      stoppedWhileLowering = true;
      module.emitError()
          << "LLVM stopped while lowering this module to PTX (see its "
             "message above): an op or type its translation or NVPTX "
             "backend cannot compile; the module is refused";
      return signalPassFailure();
    }
    if (failed(lowered))
      return signalPassFailure();
    if (!target.deviceOnly &&
        failed(warptile::refuseLocalAtomics(module, atomics)))
      return signalPassFailure();
    // The simulator's input: an op the chip cannot have is refused as on
    // the GPU path (the PTX version does not matter there).
    if (target.deviceOnly &&
        failed(warptile::checkPTXRequirements(module, target.chip)))
      signalPassFailure();
  }

private:
  void build(OpPassManager &pm, bool barePtr) const {
    build(pm, barePtr, target.features, target.deviceOnly);
  }
  void build(OpPassManager &pm, bool barePtr, const std::string &features,
             bool deviceOnly) const {
    gpu::GPUToNVVMPipelineOptions options;
    options.cubinChip = target.chip;
    options.cubinFeatures = features;
    options.cubinFormat = target.format;
    options.optLevel = target.optLevel;
    options.kernelUseBarePtrCallConv = barePtr;
    warptile::useCUDAToolkitForLibdevice();
    // Not upstream's: arith.remf to libdevice's fmod before arith-to-llvm
    // turns it into an llvm.frem that convert-gpu-to-nvvm refuses
    // (RemFToLibdevice.h); the kernels are outlined first (outlining again
    // in the pipeline below finds nothing left).
    pm.addPass(createGpuKernelOutliningPass());
    pm.addNestedPass<gpu::GPUModuleOp>(warptile::createRemFToLibdevicePass());
    // Not upstream's: as clang does for CUDA, LLVM moves no call of a
    // device function across the branches around it (MarkConvergent.h).
    pm.addNestedPass<gpu::GPUModuleOp>(warptile::createMarkConvergentPass());
    // The checks of what LLVM or MLIR's lowering stops the process on
    // (NVVMLoweringChecks.h), before either path: the PTX path ran them
    // only on the copy made for a module with llvm or nvvm ops, so a
    // gpu.subgroup_mma_elementwise subf in gpu ops alone aborted warp-ptx
    // (issue 27). buildDeviceToNVVM repeats them after its own lowering,
    // for the inline assembly that lowering writes.
    pm.addNestedPass<gpu::GPUModuleOp>(warptile::createCheckMmaElementwisePass());
    pm.addNestedPass<gpu::GPUModuleOp>(warptile::createCheckInlineAsmPass());
    pm.addNestedPass<gpu::GPUModuleOp>(warptile::createCheckSymbolNamesPass());
    pm.addNestedPass<gpu::GPUModuleOp>(warptile::createCheckKernelCallsPass());
    if (deviceOnly)
      buildDeviceToNVVM(pm, options);
    else
      gpu::buildLowerToNVVMPassPipeline(pm, options);
  }

  NVVMTarget target;
};

} // namespace

/// warp-to-ptx's first steps: the warp ops and subgroup reductions to NVVM.
static void buildWarpToNVVMPrefix(OpPassManager &pm,
                                  const warptile::WarpToPTXOptions &options) {
  // Not upstream's: what the canonicalizer below, the translation or
  // LLVM's NVPTX backend would stop the process on (NVVMLoweringChecks.h).
  pm.addPass(warptile::createCheckTranslatablePass());
  warptile::ConvertWarpToNVVMPassOptions warpOptions;
  warpOptions.chip = options.chip;
  pm.addPass(warptile::createConvertWarpToNVVMPass(warpOptions));
  // NVVM's own pattern lowers i32 subgroup reductions only.
  warptile::ConvertGpuSubgroupReduceToShufflesPassOptions reduceOptions;
  reduceOptions.chip = options.chip;
  pm.addPass(
      warptile::createConvertGpuSubgroupReduceToShufflesPass(reduceOptions));
  // Static masks fold into the instructions, pass-through loop arguments
  // that carried warps disappear.
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void warptile::buildWarpToPTXPipeline(OpPassManager &pm,
                                      const warptile::WarpToPTXOptions &options) {
  buildWarpToNVVMPrefix(pm, options);
  pm.addPass(std::make_unique<LowerToNVVMPass>(
      NVVMTarget{options.chip, ptxFeaturesFor(options.chip, options.features),
                 options.format, options.optLevel, options.barePtr}));
}

void warptile::buildWarpToHostPipeline(
    OpPassManager &pm, const warptile::WarpToPTXOptions &options) {
  NVVMTarget target{options.chip,
                    ptxFeaturesFor(options.chip, options.features),
                    options.format, options.optLevel, options.barePtr};
  target.hostOnly = true;
  pm.addPass(std::make_unique<LowerToNVVMPass>(target));
}

void warptile::buildWarpToNVVMPipeline(OpPassManager &pm,
                                       const warptile::WarpToPTXOptions &options) {
  buildWarpToNVVMPrefix(pm, options);
  pm.addPass(std::make_unique<LowerToNVVMPass>(NVVMTarget{
      options.chip, ptxFeaturesFor(options.chip, options.features),
      options.format, options.optLevel, options.barePtr, /*deviceOnly=*/true}));
}

/// Registers the pipeline `name` built by `build` from its options, plus
/// the chip check: a pipeline that cannot select instructions fails when it
/// is parsed, not with an abort.
template <typename Options>
static void registerPTXPipeline(StringRef name, StringRef description,
                                void (*build)(OpPassManager &,
                                              const Options &)) {
  registerPassPipeline(
      name, description,
      [build](OpPassManager &pm, StringRef text,
              function_ref<LogicalResult(const Twine &)> errorHandler) {
        Options options;
        if (failed(options.parseFromString(text)))
          return failure();
        if (llvm::Error error = warptile::checkNVPTXChip(options.chip))
          return errorHandler(llvm::toString(std::move(error)));
        build(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> printOptions) {
        printOptions(Options());
      });
}

void warptile::registerWarpPipelines() {
  registerPTXPipeline<WarpToPTXOptions>(
      "warp-to-ptx",
      "Lower gpu.func kernels with warp ops to gpu.binary holding PTX "
      "(or cubin): convert-warp-to-nvvm, then the GPU-to-NVVM pipeline",
      buildWarpToPTXPipeline);
  registerPTXPipeline<TileToPTXOptions>(
      "tile-to-ptx",
      "Lower tile kernels to gpu.binary holding PTX (or cubin): "
      "tile-assign-layouts, convert-tile-to-gpu, then warp-to-ptx",
      buildTileToPTXPipeline);
}
