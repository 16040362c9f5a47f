//===- Pipelines.h - Named warptile pipelines -------------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PIPELINES_PIPELINES_H
#define WARPTILE_PIPELINES_PIPELINES_H

#include "warptile/Pipelines/Chips.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassOptions.h"
#include "llvm/Support/Error.h"

#include <memory>

namespace mlir {
class OpPassManager;
class Pass;

namespace warptile {

/// The target options shared by `warp-to-ptx` and `tile-to-ptx`. The
/// defaults target the H100 (sm_90, PTX 8.0); MLIR's own default target,
/// sm_50, is rejected by CUDA 13's ptxas.
template <typename Derived>
struct PTXTargetOptions : public PassPipelineOptions<Derived> {
  // PassOptions is a dependent base here: its members are named in full.
  detail::PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("Target SM, e.g. sm_80, sm_90, sm_90a"),
      llvm::cl::init(std::string(kDefaultChip))};
  detail::PassOptions::Option<std::string> features{
      *this, "features",
      llvm::cl::desc("PTX features, e.g. +ptx80 (sm_80 and sm_90 need "
                     "+ptx80 or newer; a chip that needs a newer PTX "
                     "version, such as sm_100, raises it)"),
      llvm::cl::init("+ptx80")};
  detail::PassOptions::Option<int> optLevel{
      *this, "opt-level", llvm::cl::desc("LLVM optimization level (0-3)"),
      llvm::cl::init(3)};
  detail::PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("What gpu.binary holds: isa (PTX text), bin (cubin, "
                     "needs ptxas) or fatbin"),
      llvm::cl::init("isa")};
};

/// Options of `warp-to-ptx`.
struct WarpToPTXOptions : public PTXTargetOptions<WarpToPTXOptions> {
  PassOptions::Option<bool> barePtr{
      *this, "bare-ptr",
      llvm::cl::desc("Pass memrefs of kernels as bare pointers (what "
                     "warp-run and CUDA C++ launches expect)"),
      llvm::cl::init(true)};
};

/// Options of `tile-to-ptx`.
struct TileToPTXOptions : public PTXTargetOptions<TileToPTXOptions> {
  PassOptions::Option<int64_t> numWarps{
      *this, "num-warps",
      llvm::cl::desc("Warps per block of every kernel (a power of two up "
                     "to 32); 0 chooses per kernel"),
      llvm::cl::init(0)};
  PassOptions::Option<bool> dropHost{
      *this, "drop-host",
      llvm::cl::desc("Compile the kernels alone, erasing the host "
                     "functions that partition and launch"),
      llvm::cl::init(false)};
};

/// Success when the NVPTX backend knows `chip` (sm_80, sm_90a, ...), else an
/// error of one line that names every chip it knows. LLVM only warns about
/// an unknown processor and then aborts in instruction selection, so each
/// entry point that takes a chip (the registered `warp-to-ptx`,
/// compileToPTX, warp-ptx, warp-run) checks it first.
llvm::Error checkNVPTXChip(StringRef chip);

/// Whether LLVM's translation or NVPTX backend stopped the process during
/// a lowering in this process, which was recovered from and refused with
/// an error. A tool that then exits should do so without LLVM's shutdown
/// (std::_Exit): the unwound lowering left state it cannot tear down.
bool llvmStoppedWhileLowering();

/// `features` for `chip`: a `+ptxNN` older than the chip needs (the default
/// +ptx80 for sm_100 and newer, whose PTX is 8.6 or later) is dropped, so
/// LLVM uses the chip's own minimum instead of aborting. Features name the
/// oldest PTX version to emit; the chip may raise it.
std::string ptxFeaturesFor(StringRef chip, StringRef features);

/// Points CUDA_PATH at this machine's CUDA toolkit (the one of the ptxas on
/// PATH, else /usr/local/cuda) when none of CUDA_ROOT, CUDA_HOME and
/// CUDA_PATH is set and that toolkit has libdevice, so that MLIR's NVVM
/// target links the __nv_* math functions. Once per process.
void useCUDAToolkitForLibdevice();

/// `convert-warp-to-nvvm`, cleanup, then MLIR's GPU-to-NVVM pipeline with the
/// target set from `options`: a module of `gpu.func` kernels with warp ops in,
/// `gpu.binary` out. `options.chip` must pass checkNVPTXChip.
void buildWarpToPTXPipeline(OpPassManager &pm, const WarpToPTXOptions &options);

/// The same lowering as buildWarpToPTXPipeline up to the NVVM dialect: each
/// `gpu.module` ends holding `llvm.func` kernels with NVVM ops, source
/// locations kept (no debug-info stripping), host code untouched by the GPU
/// lowering and nothing serialized. What the CPU simulator (lib/Sim) runs.
void buildWarpToNVVMPipeline(OpPassManager &pm,
                             const WarpToPTXOptions &options);

/// The host half of buildWarpToPTXPipeline, for kernels that run on the
/// CPU simulator (which compiles them itself, from the same module after
/// outlining): the calling convention of the launches is chosen from the
/// kernels as warp-to-ptx chooses it, then each `gpu.module` becomes a
/// `gpu.binary` whose one object (format bin) holds the module's name, the
/// handle mgpuModuleLoad receives. Host code ends in the LLVM dialect;
/// nothing is compiled for the device.
void buildWarpToHostPipeline(OpPassManager &pm,
                             const WarpToPTXOptions &options);

/// The PTX text of every GPU module of `module`, as (module name, PTX)
/// pairs: runs `warp-to-ptx` with `options` (format forced to isa) unless
/// the module already holds gpu.binary ops; a module of `tile.kernel`s
/// runs `tile-to-ptx` with the same target instead, kernels only
/// (`drop-host`). Empty when there is no GPU
/// module; failure after the pipeline (or the chip check, at the module)
/// has reported its diagnostics.
FailureOr<SmallVector<std::pair<std::string, std::string>>>
compileToPTX(ModuleOp module, const WarpToPTXOptions &options);

/// `tile-assign-layouts` and `convert-tile-to-gpu` (`num-warps`,
/// `drop-host`, `chip`: its shared-memory limit), then canonicalize and
/// CSE: a module of `tile.kernel`s in, `gpu.func` kernels of per-thread
/// code and host functions that launch them out. The first half of
/// tile-to-ptx; the simulator runs its result.
void buildTileToGPUPipeline(OpPassManager &pm, int64_t numWarps = 0,
                            bool dropHost = false, StringRef chip = kDefaultChip);

/// buildTileToGPUPipeline, then
/// `warp-to-ptx` with the target of `options`: a module of `tile.kernel`s
/// in, `gpu.binary` out. `options.chip` must pass checkNVPTXChip.
void buildTileToPTXPipeline(OpPassManager &pm, const TileToPTXOptions &options);

/// Makes the sync gpu.alloc, gpu.memcpy, gpu.memset and gpu.dealloc of
/// a host module's functions async (gpu-async-region), since gpu-to-llvm
/// lowers only their async forms; run before buildWarpToPTXPipeline on a
/// module with @main. Fails, with an error at the op, when a module mixes
/// sync ones with async tokens.
LogicalResult makeHostGpuOpsAsync(ModuleOp module);

/// Outlines the `gpu.launch` bodies of `module` into gpu.modules of one
/// kernel each (gpu-kernel-outlining, the first GPU step of MLIR's
/// gpu-lower-to-nvvm-pipeline; each module is named after its kernel, and
/// two modules may hold kernels of the same name). Nothing to do, and
/// success, without gpu.launch.
LogicalResult outlineGpuLaunches(ModuleOp module);

/// Whether `module` holds ops of the async dialect (`async.execute`,
/// `async.await`), which the host lowering then takes to MLIR's async
/// runtime (buildAsyncToLLVMPasses) and the JIT to coroutines.
bool usesAsyncDialect(ModuleOp module);

/// The async dialect's lowering to calls of MLIR's async runtime
/// (`mlirAsyncRuntime*`) and LLVM coroutine intrinsics, as MLIR's async
/// integration test runs it: after buildWarpToPTXPipeline (or
/// buildWarpToHostPipeline), whose gpu-to-llvm has turned the GPU tokens
/// that cross `async.execute` into events.
void buildAsyncToLLVMPasses(OpPassManager &pm);

/// On a gpu.module lowered to the NVVM dialect (the simulator's, after its
/// math-to-llvm): fails after an error at the first op of an input dialect
/// (vector, memref, arith, ...) that nothing lowered, which the translation
/// to LLVM IR would only reject at an unrealized cast
/// (lib/Pipelines/NVVMLoweringChecks.cpp).
std::unique_ptr<Pass> createCheckLoweredToNVVMPass();

/// Registers `warp-to-ptx` and `tile-to-ptx` with the pass pipeline
/// registry; an unknown chip fails the pipeline's parsing with
/// checkNVPTXChip's message.
void registerWarpPipelines();

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_PIPELINES_PIPELINES_H
