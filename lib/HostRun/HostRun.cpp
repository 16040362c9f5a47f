//===- HostRun.cpp - JIT-run a module's host code against an mgpu* library ===//
//
// Part of warptile. See HostRun.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/HostRun/HostRun.h"
#include "warptile/HostRun/HostLibrary.h"

#include "warptile/Pipelines/HostEntry.h"
#include "warptile/Pipelines/Pipelines.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"

#include <csetjmp>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <mutex>

using namespace mlir;

namespace {
thread_local int *tExitCode = nullptr;

/// libwarptile_cuda_runtime.so's error, back to runHostFunction's caller
/// (the message is kept here, not in the frame failHostRun leaves).
thread_local std::string tRuntimeError;
void onRuntimeError(const char *message, int exitCode) {
  if (tExitCode)
    *tExitCode = exitCode;
  tRuntimeError = message;
  warptile::failHostRun(tRuntimeError);
}
} // namespace

namespace {
// The line puts was last given, held until the next puts (then written to
// stdout) or abort (then the failed check's message).
std::mutex gPendingMutex;
std::string gPending;
bool gHasPending = false;

// The runRecoverable around this thread's host run, and the message it
// returns.
thread_local std::jmp_buf *tRecover = nullptr;
thread_local std::string *tMessage = nullptr;

void flushPending() {
  std::lock_guard<std::mutex> lock(gPendingMutex);
  if (gHasPending)
    std::printf("%s\n", gPending.c_str());
  gHasPending = false;
  std::fflush(stdout);
}

extern "C" int warptileHostPuts(const char *line) {
  std::lock_guard<std::mutex> lock(gPendingMutex);
  if (gHasPending)
    std::printf("%s\n", gPending.c_str());
  gPending = line;
  gHasPending = true;
  return 1;
}

// The failed check's message: not a local of warptileHostAbort, whose
// frame failHostRun leaves without running destructors.
thread_local std::string tAbortMessage;

extern "C" [[noreturn]] void warptileHostAbort() {
  {
    std::lock_guard<std::mutex> lock(gPendingMutex);
    tAbortMessage = gHasPending ? gPending : "the host code aborted";
    gHasPending = false;
  }
  warptile::failHostRun(tAbortMessage);
}
} // namespace

void warptile::failHostRun(const std::string &message) {
  std::fflush(stdout);
  if (tRecover) {
    *tMessage = message.empty() ? "the host run failed" : message;
    std::longjmp(*tRecover, 1);
  }
  std::fprintf(stderr, "warp-run: %s\n", message.c_str());
  std::fflush(stderr);
  std::_Exit(1);
}

std::string warptile::runRecoverable(llvm::function_ref<void()> run) {
  std::jmp_buf here;
  std::string message;
  std::jmp_buf *outerRecover = tRecover;
  std::string *outerMessage = tMessage;
  tRecover = &here;
  tMessage = &message;
  if (setjmp(here) == 0)
    run();
  tRecover = outerRecover;
  tMessage = outerMessage;
  flushPending();
  return message;
}

/// `puts` and `abort`, which a failed cf.assert (a tile.launch's run-time
/// check) calls: the line abort follows is the failed check's message.
static std::vector<std::pair<const char *, void *>> hostCheckSymbols() {
  return {{"puts", reinterpret_cast<void *>(&warptileHostPuts)},
          {"abort", reinterpret_cast<void *>(&warptileHostAbort)}};
}

/// Host functions only the outlined gpu.launch bodies called: outlining
/// copied them into the kernels' gpu.modules, and a private one nothing on
/// the host calls is dropped (its device ops would reach the host's code
/// generator). Then the first op left in host code that only a GPU runs
/// (an NVVM op, an `llvm.nvvm.*` intrinsic, inline assembly), named: LLVM's
/// host code generator aborts on it.
static std::string deviceOpsInHostCode(ModuleOp module) {
  for (bool erased = true; erased;) {
    erased = false;
    for (Operation &op : llvm::make_early_inc_range(*module.getBody())) {
      auto function = dyn_cast<FunctionOpInterface>(op);
      if (function && function.isPrivate() && !function.isExternal() &&
          SymbolTable::symbolKnownUseEmpty(function, module)) {
        op.erase();
        erased = true;
      }
    }
  }
  std::string found;
  for (Operation &top : *module.getBody()) {
    if (isa<gpu::GPUModuleOp>(top))
      continue;
    // An op with side effects at the module's top level has no function to
    // run in: MLIR's translation builds it with no block and crashes
    // (issue 27 round 56a: a top-level `llvm.store`).
    if (!isa<SymbolOpInterface>(top) &&
        !top.hasTrait<OpTrait::IsTerminator>() && !isMemoryEffectFree(&top)) {
      std::string where;
      llvm::raw_string_ostream os(where);
      top.getLoc().print(os);
      return "'" + top.getName().getStringRef().str() + "' at " + where +
             " is at the module's top level, outside any function; only "
             "functions, globals and other symbols belong there";
    }
    top.walk([&](Operation *op) {
      StringRef name = op->getName().getStringRef();
      auto intrinsic = dyn_cast<LLVM::CallIntrinsicOp>(op);
      if (isa_and_nonnull<NVVM::NVVMDialect>(op->getDialect()) ||
          isa<LLVM::InlineAsmOp>(op) ||
          (intrinsic && intrinsic.getIntrin().starts_with("llvm.nvvm."))) {
        std::string where;
        llvm::raw_string_ostream os(where);
        op->getLoc().print(os);
        auto function = op->getParentOfType<FunctionOpInterface>();
        found = "'" + name.str() + "' at " + where + " is in host code" +
                (function ? " (@" + function.getName().str() + ")" : "") +
                ", which only a GPU runs; put device functions in a "
                "gpu.module";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (!found.empty())
      return found;
  }
  return "";
}

std::string warptile::lowerHostModule(ModuleOp module,
                                      const std::string &chip,
                                      bool kernelsByName) {
  // gpu-async-region refuses ops with regions, and the simulator reads
  // kernels from gpu.modules: outlined first, as upstream's pipeline does.
  if (failed(outlineGpuLaunches(module)))
    return "its gpu.launch bodies cannot be outlined into kernels";
  if (std::string device = deviceOpsInHostCode(module); !device.empty())
    return device;
  if (failed(makeHostGpuOpsAsync(module)))
    return "its gpu.alloc/memcpy/memset/dealloc cannot be made async";
  bool async = usesAsyncDialect(module);
  PassManager pm(module.getContext());
  WarpToPTXOptions pipeline;
  pipeline.chip = chip;
  if (kernelsByName)
    buildWarpToHostPipeline(pm, pipeline);
  else
    buildWarpToPTXPipeline(pm, pipeline);
  if (async)
    buildAsyncToLLVMPasses(pm);
  if (failed(pm.run(module)))
    return kernelsByName ? "the host code does not lower to LLVM"
                         : "the module does not lower to LLVM and PTX";
  return "";
}

std::string warptile::runHostFunction(ModuleOp module, StringRef function,
                                      SmallVectorImpl<void *> &packed,
                                      const HostRunOptions &options) {
  bool coroutines = usesAsyncDialect(module);
  if (std::string failed =
          lowerHostModule(module, options.chip, options.kernelsByName);
      !failed.empty())
    return failed;

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  SmallVector<StringRef> libraries(options.sharedLibraries.begin(),
                                   options.sharedLibraries.end());
  ExecutionEngineOptions engineOptions;
  engineOptions.sharedLibPaths = libraries;
  // The async dialect's coroutines are split by LLVM's coroutine passes,
  // which its -O0 pipeline runs (the host code is not optimized otherwise).
  std::function<llvm::Error(llvm::Module *)> optimize;
  if (coroutines)
    optimize = makeOptimizingTransformer(/*optLevel=*/0, /*sizeLevel=*/0,
                                         /*targetMachine=*/nullptr);
  // __truncsfbf2 is not in every process (defineBFloatTruncation).
  std::function<llvm::Error(llvm::Module *)> transformer =
      [optimize](llvm::Module *llvmModule) -> llvm::Error {
    defineBFloatTruncation(*llvmModule);
    return optimize ? optimize(llvmModule) : llvm::Error::success();
  };
  engineOptions.transformer = transformer;
  auto engine = ExecutionEngine::create(module, engineOptions);
  if (!engine)
    return "cannot JIT the host code: " + llvm::toString(engine.takeError());
  std::vector<std::pair<const char *, void *>> symbols = options.symbols;
  for (auto &symbol : hostCheckSymbols())
    symbols.push_back(symbol);
  (*engine)->registerSymbols([&](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    for (auto &[name, address] : symbols)
      map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                             llvm::JITSymbolFlags::Exported};
    return map;
  });
  // The runtime library's errors come back here when asked: its handler
  // is set through the same handle the engine loaded it with.
  using Handler = void (*)(const char *, int);
  using SetHandler = void (*)(Handler);
  SetHandler setHandler = nullptr;
  if (options.catchRuntimeErrors)
    for (const std::string &library : options.sharedLibraries)
      if (void *handle = dlopen(library.c_str(), RTLD_NOW | RTLD_NOLOAD))
        if (auto set = reinterpret_cast<SetHandler>(
                dlsym(handle, "warptileSetFatalHandler")))
          setHandler = set;
  tExitCode = options.runtimeExitCode;
  if (setHandler)
    setHandler(&onRuntimeError);
  std::string name = function.str();
  llvm::scope_exit reset([&] {
    if (setHandler)
      setHandler(nullptr);
    tExitCode = nullptr;
  });
  std::string notInvoked;
  std::string failed = runRecoverable([&] {
    // Global constructors load the kernels' modules (mgpuModuleLoad): the
    // first call into the runtime, inside the recoverable region.
    (*engine)->initialize();
    if (llvm::Error invoked = (*engine)->invokePacked(name, packed))
      notInvoked = llvm::toString(std::move(invoked));
  });
  if (!notInvoked.empty())
    return "running @" + name + " failed: " + notInvoked;
  return failed;
}

std::string warptile::findCudaRuntimeLibrary() {
  const char *name = "libwarptile_cuda_runtime.so";
  Dl_info info;
  if (dladdr(reinterpret_cast<void *>(&findCudaRuntimeLibrary), &info) &&
      info.dli_fname) {
    // The binary's or extension's directory, then ../lib beside it.
    SmallString<256> self;
    if (llvm::sys::fs::real_path(info.dli_fname, self))
      self = info.dli_fname;
    StringRef dir = llvm::sys::path::parent_path(self);
    SmallString<256> beside(dir);
    llvm::sys::path::append(beside, name);
    if (llvm::sys::fs::exists(beside))
      return std::string(beside);
    SmallString<256> lib(llvm::sys::path::parent_path(dir));
    llvm::sys::path::append(lib, "lib", name);
    if (llvm::sys::fs::exists(lib))
      return std::string(lib);
  }
#ifdef WARPTILE_BUILD_CUDA_RUNTIME
  if (llvm::sys::fs::exists(WARPTILE_BUILD_CUDA_RUNTIME))
    return WARPTILE_BUILD_CUDA_RUNTIME;
#endif
  return "";
}
