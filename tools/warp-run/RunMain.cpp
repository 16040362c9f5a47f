//===- RunMain.cpp - warp-run --main: host modules on the JIT -------------===//
//
// Part of warptile. Lowers a module whose `main` launches kernels with
// gpu.launch_func (host and device code together, as mlir-runner takes
// them), then runs `main` with MLIR's execution engine against
// libwarptile_cuda_runtime.so (the mgpu* ABI over lib/Runtime) and MLIR's
// runner utilities (printMemref*). Built only with MLIR.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"
#include "MlirInput.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/Pass/PassManager.h"
#include "warptile/Pipelines/Pipelines.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"

using namespace mlir;

namespace warptile {
namespace run {

/// libwarptile_cuda_runtime.so beside this build's bin/ (bin/../lib).
static std::string runtimeLibrary(const char *argv0) {
  std::string self = llvm::sys::fs::getMainExecutable(
      argv0, reinterpret_cast<void *>(&runtimeLibrary));
  SmallString<256> path(llvm::sys::path::parent_path(
      llvm::sys::path::parent_path(self)));
  llvm::sys::path::append(path, "lib", "libwarptile_cuda_runtime.so");
  return std::string(path);
}

rt::Status runMain(const std::string &path, const std::string &chip,
                   const char *argv0) {
  MlirInput input;
  if (rt::Status s = input.parse(path))
    return s;
  ModuleOp module = input.getModule();
  if (!module.lookupSymbol("main"))
    return rt::Status::invalid("'" + path + "' has no function @main to run");

  PassManager pm(&input.getContext());
  mlir::warptile::WarpToPTXOptions options;
  options.chip = chip;
  mlir::warptile::buildWarpToPTXPipeline(pm, options);
  if (failed(pm.run(module)))
    return rt::Status::invalid("'" + path + "' does not lower to LLVM and PTX");

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  std::string runtime = runtimeLibrary(argv0);
  SmallVector<StringRef> libraries = {runtime, WARPTILE_RUNNER_UTILS,
                                      WARPTILE_C_RUNNER_UTILS};
  ExecutionEngineOptions engineOptions;
  engineOptions.sharedLibPaths = libraries;
  auto engine = ExecutionEngine::create(module, engineOptions);
  if (!engine)
    return rt::Status::invalid("cannot JIT '" + path +
                               "': " + llvm::toString(engine.takeError()));
  if (llvm::Error invoked = (*engine)->invokePacked("main"))
    return rt::Status::invalid("running @main failed: " +
                               llvm::toString(std::move(invoked)));
  return rt::Status::ok();
}

} // namespace run
} // namespace warptile
