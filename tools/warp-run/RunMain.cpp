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

#include "warptile/HostRun/HostLibrary.h"
#include "warptile/HostRun/HostRun.h"
#include "warptile/Pipelines/HostEntry.h"
#include "warptile/Pipelines/Pipelines.h"

#include "llvm/Support/FileSystem.h"

using namespace mlir;

namespace warptile {
namespace run {

/// Runs `function` of `module` (tile kernels lowered already) against
/// libwarptile_cuda_runtime.so and MLIR's runner utilities.
static rt::Status jitAndCall(ModuleOp module, const std::string &chip,
                             const std::string &function,
                             SmallVectorImpl<void *> &packed) {
  mlir::warptile::HostRunOptions options;
  options.chip = chip;
  std::string runtime = mlir::warptile::findCudaRuntimeLibrary();
  if (runtime.empty())
    return rt::Status::invalid("cannot find libwarptile_cuda_runtime.so "
                               "(beside warp-run's bin/, in lib/)");
  options.sharedLibraries = {runtime, WARPTILE_RUNNER_UTILS,
                             WARPTILE_C_RUNNER_UTILS};
  // async.execute runs on MLIR's async runtime (its thread pool).
  if (mlir::warptile::usesAsyncDialect(module))
    options.sharedLibraries.push_back(WARPTILE_ASYNC_RUNTIME);
  std::string failed =
      mlir::warptile::runHostFunction(module, function, packed, options);
  if (!failed.empty())
    return rt::Status::invalid(failed);
  return rt::Status::ok();
}

rt::Status runMain(const std::string &path, const std::string &chip,
                   const char *argv0) {
  rt::Status status;
  OwningOpRef<ModuleOp> copy = parsedCopy(path, status);
  if (!copy)
    return status;
  ModuleOp module = *copy;
  std::string why = mlir::warptile::whyMainNeedsMore(module);
  if (!why.empty())
    return rt::Status::invalid("'" + path + "': " + why);
  if (failed(mlir::warptile::lowerTileKernels(module, chip)))
    return rt::Status::invalid("'" + path + "': the tile kernels do not lower");
  SmallVector<void *> none;
  return jitAndCall(module, chip, "main", none);
}

rt::Status holdsTileKernels(const std::string &path, bool &holds) {
  rt::Status status;
  MlirInput *input = parsedInput(path, status);
  holds = input && mlir::warptile::hasTileKernels(input->getModule());
  return status;
}

rt::Status namesHostFunction(const std::string &path, const std::string &name,
                             bool &names) {
  rt::Status status;
  MlirInput *input = parsedInput(path, status);
  names = false;
  if (input)
    for (const std::string &function :
         mlir::warptile::findEntryTargets(input->getModule()).hostFunctions)
      names |= function == name;
  return status;
}

/// `path`'s module, copied, with the entries of `kinds` for `target` and
/// `args` and its tile kernels lowered (HostEntry.h's prepareEntries).
static rt::Status
prepareFile(const std::string &path, std::string &target,
            std::vector<Argument> &args,
            ArrayRef<mlir::warptile::EntryKind> kinds, const std::string &chip,
            OwningOpRef<ModuleOp> &module,
            std::vector<mlir::warptile::EntryArg> &entries) {
  rt::Status status;
  module = parsedCopy(path, status);
  if (!module)
    return status;
  entries = entryArgs(args);
  std::string error;
  if (failed(mlir::warptile::prepareEntries(*module, target, entries, kinds,
                                            error, chip)))
    return rt::Status::invalid("'" + path + "': " + error);
  return rt::Status::ok();
}

rt::Status runEntry(const std::string &path, std::string &target,
                    std::vector<Argument> &args, const EntryRun &run,
                    size_t &findings) {
  findings = 0;
  if (run.sim)
    return runEntryOnSim(path, target, args, run, findings);
  OwningOpRef<ModuleOp> module;
  std::vector<mlir::warptile::EntryArg> entries;
  if (rt::Status s = prepareFile(path, target, args,
                                 {mlir::warptile::EntryKind::Copy}, run.chip,
                                 module, entries))
    return s;
  mlir::warptile::EntryArguments packed(entries);
  return jitAndCall(*module, run.chip, mlir::warptile::kHostEntryInterface,
                    packed.packed());
}

rt::Status compileEntry(const std::string &path, std::string &target,
                        std::vector<Argument> &args, const std::string &chip,
                        const std::string &library) {
  // The link would replace the source with the library.
  if (llvm::sys::fs::equivalent(path, library))
    return rt::Status::invalid("'" + path + "': --emit-lib " + library +
                               " is the input file itself");
  OwningOpRef<ModuleOp> module;
  std::vector<mlir::warptile::EntryArg> entries;
  if (rt::Status s = prepareFile(
          path, target, args,
          {mlir::warptile::EntryKind::Copy, mlir::warptile::EntryKind::Launch},
          chip, module, entries))
    return s;
  mlir::warptile::HostLibraryOptions options;
  options.chip = chip;
  std::string error =
      mlir::warptile::compileHostLibrary(*module, library, options);
  if (!error.empty())
    return rt::Status::invalid("'" + path + "': --emit-lib: " + error);
  return rt::Status::ok();
}

} // namespace run
} // namespace warptile
