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
#include "warptile/Pipelines/HostEntry.h"
#include "warptile/Pipelines/Pipelines.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
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

/// Lowers `module` (host and device code, tile kernels lowered already)
/// like warp-to-ptx, JIT-compiles it against libwarptile_cuda_runtime.so
/// and MLIR's runner utilities, and calls `function` with `packed`.
static rt::Status jitAndCall(ModuleOp module, MLIRContext &context,
                             const std::string &path, const std::string &chip,
                             const char *argv0, const std::string &function,
                             SmallVectorImpl<void *> &packed) {
  PassManager pm(&context);
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
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    for (auto &[name, address] : mlir::warptile::hostCheckSymbols())
      map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                             llvm::JITSymbolFlags::Exported};
    return map;
  });
  std::string failed = mlir::warptile::runRecoverable([&] {
    if (llvm::Error invoked = (*engine)->invokePacked(function, packed))
      mlir::warptile::failHostRun("running @" + function + " failed: " +
                                  llvm::toString(std::move(invoked)));
  });
  if (!failed.empty())
    return rt::Status::invalid(failed);
  return rt::Status::ok();
}

rt::Status runMain(const std::string &path, const std::string &chip,
                   const char *argv0) {
  MlirInput input;
  if (rt::Status s = input.parse(path))
    return s;
  ModuleOp module = input.getModule();
  std::string why = mlir::warptile::whyMainNeedsMore(module);
  if (!why.empty())
    return rt::Status::invalid("'" + path + "': " + why);
  if (failed(mlir::warptile::lowerTileKernels(module)))
    return rt::Status::invalid("'" + path + "': the tile kernels do not lower");
  SmallVector<void *> none;
  return jitAndCall(module, input.getContext(), path, chip, argv0, "main",
                    none);
}

bool holdsTileKernels(const std::string &path) {
  MlirInput input;
  std::string error;
  auto file = mlir::openInputFile(path, &error);
  if (!file)
    return false;
  // Parsed without verifying or reporting: only the top-level op names
  // matter here, and the run that follows reports what is wrong.
  ParserConfig config(&input.getContext(), /*verifyAfterParse=*/false);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  ScopedDiagnosticHandler quiet(&input.getContext(),
                                [](Diagnostic &) { return success(); });
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, config);
  return module && mlir::warptile::hasTileKernels(*module);
}

rt::Status runEntry(const std::string &path, std::string &target,
                    std::vector<Argument> &args, const EntryRun &run,
                    size_t &findings) {
  findings = 0;
  if (run.sim)
    return runEntryOnSim(path, target, args, run, findings);
  MlirInput input;
  if (rt::Status s = input.parse(path))
    return s;
  ModuleOp module = input.getModule();
  std::vector<mlir::warptile::EntryArg> entryArgs;
  for (const Argument &arg : args)
    entryArgs.push_back({arg.isBuffer, arg.type.name, arg.shape, arg.spec});
  std::string error;
  if (failed(mlir::warptile::addHostEntry(module, target, entryArgs, error)))
    return rt::Status::invalid("'" + path + "': " + error);
  if (failed(mlir::warptile::lowerTileKernels(module)))
    return rt::Status::invalid("'" + path + "': the tile kernels do not lower");
  mlir::warptile::EntryArguments packed;
  for (Argument &arg : args)
    if (arg.isBuffer)
      packed.addBuffer(arg.data.data(), arg.shape);
    else
      packed.addScalar(arg.data.data());
  return jitAndCall(module, input.getContext(), path, run.chip, run.argv0,
                    mlir::warptile::kHostEntryInterface, packed.packed());
}

} // namespace run
} // namespace warptile
