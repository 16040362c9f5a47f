//===- HostRun.h - JIT-run a module's host code against an mgpu* library -*- C++ -*-===//
//
// Part of warptile. The one place that runs host code: a module whose
// host functions launch kernels (gpu.launch_func, tile launches lowered
// already) is lowered like warp-to-ptx, JIT-compiled with MLIR's
// ExecutionEngine against shared libraries (the CUDA runtime's
// libwarptile_cuda_runtime.so, MLIR's runner utilities) and symbols (the
// simulator's mgpu* functions), and one function is called. A failed
// cf.assert (a launch check) or failHostRun ends the call with its
// message instead of the process (runRecoverable).
//
//   std::string error = warptile::runHostFunction(module, "main", packed,
//                                                 options);
//
// Used by warp-run (--main, tile kernels on a GPU), the simulator's host
// programs (sim::Program::runMain/runEntry) and the Python package.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_HOSTRUN_HOSTRUN_H
#define WARPTILE_HOSTRUN_HOSTRUN_H

#include "warptile/Pipelines/Chips.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace warptile {

struct HostRunOptions {
  std::string chip = std::string(mlir::warptile::kDefaultChip);
  /// Shared libraries the host code calls into.
  std::vector<std::string> sharedLibraries;
  /// Symbols defined before the libraries' (the simulator's mgpu*).
  std::vector<std::pair<const char *, void *>> symbols;
  /// Whether errors of libwarptile_cuda_runtime.so (among sharedLibraries)
  /// end the call instead of the process (warptileSetFatalHandler): for
  /// hosts that live on, like the Python package. Its exit code for the
  /// error (77 no GPU, 3 watchdog, 1 other) goes to runtimeExitCode.
  bool catchRuntimeErrors = false;
  int *runtimeExitCode = nullptr;
  /// Whether the kernels run elsewhere, compiled by the caller (the CPU
  /// simulator): the host lowering compiles nothing for the device, and
  /// each gpu.module's binary holds the module's name
  /// (buildWarpToHostPipeline), which mgpuModuleLoad receives.
  bool kernelsByName = false;
};

/// Lowers `module` in place (warp-to-ptx: kernels to PTX, host code to
/// LLVM), JIT-compiles it and calls `function` with `packed`
/// (ExecutionEngine's packed arguments). Empty on success, else why not:
/// the lowering, the JIT, or the run (a failed check's message).
std::string runHostFunction(ModuleOp module, StringRef function,
                            SmallVectorImpl<void *> &packed,
                            const HostRunOptions &options);

/// Lowers a host module in place as runHostFunction and compileHostLibrary
/// do: `gpu.launch` bodies outlined into kernels, sync GPU ops made async,
/// then warp-to-ptx for `chip` (kernels to PTX embedded in the host code,
/// host code to LLVM; with `kernelsByName`, buildWarpToHostPipeline
/// instead: no device code), then the async dialect to MLIR's async
/// runtime where the module uses it. Empty, or why not.
std::string lowerHostModule(ModuleOp module, const std::string &chip,
                            bool kernelsByName = false);

/// Calls `run` (which calls JIT-compiled host code) so that failHostRun
/// inside it returns here: the result is the message it was given, or
/// empty when `run` returned. Pending puts output is flushed either way.
/// The frames between are left without unwinding (JIT-compiled code and
/// the mgpu* functions hold nothing to release). One per thread at a time.
std::string runRecoverable(llvm::function_ref<void()> run);

/// Ends a host run with `message`: returns from the runRecoverable around
/// the caller, or without one prints "warp-run: MESSAGE" on stderr and
/// exits with code 1.
[[noreturn]] void failHostRun(const std::string &message);


/// libwarptile_cuda_runtime.so: beside the binary or extension that holds
/// this code (bin/../lib for the tools, the package directory for Python),
/// else the build tree's. Empty when none exists.
std::string findCudaRuntimeLibrary();

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_HOSTRUN_HOSTRUN_H
