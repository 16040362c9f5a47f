//===- MgpuWrappers.cpp - The mgpu* C ABI over lib/Runtime ----------------===//
//
// Part of warptile. MLIR's gpu-to-llvm lowering calls these functions
// (mgpuModuleLoad, mgpuLaunchKernel, mgpuMemAlloc, ...); Debian ships no
// libmlir_cuda_runtime, so this library provides them on top of the
// runtime: libwarptile_cuda_runtime.so lets mlir-runner run host modules
// with gpu.launch_func. The signatures are those MLIR 22 emits (checked in
// test/Runtime/mlir-runner.mlir through the declarations of a lowered
// module). Execution stops on the first driver error, with the driver's
// name for it; every wait runs under the watchdog (WARPTILE_TIMEOUT
// seconds, in (0, 86400], default 10). Exit codes as warp-run: 77 without a
// CUDA driver or GPU, 3 when the watchdog fires, 1 on any other error. The
// driver is opened at the first call that needs it, never while a library
// loads (its modules load lazily).
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Runtime.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <vector>

using namespace warptile::rt;

namespace {
int defaultDevice = 0;

/// Set by a host that runs the JIT'd code in its own process and wants
/// errors back (the Python package): it does not return.
void (*fatalHandler)(const char *message, int exitCode) = nullptr;

[[noreturn]] void fatal(const Status &status) {
  if (fatalHandler) {
    fatalHandler(describe(status).c_str(), exitCode(status));
    std::abort(); // a handler must not return
  }
  std::fprintf(stderr, "warptile-cuda-runtime: %s\n",
               describe(status).c_str());
  std::fflush(stderr);
  std::_Exit(exitCode(status));
}

void check(const Status &status) {
  if (status)
    fatal(status);
}

template <typename T> T check(Result<T> result) {
  if (!result)
    fatal(result.getStatus());
  return std::move(*result);
}

/// The process's runtime, opened on first use. Never destroyed: modules
/// loaded by global constructors are unloaded by global destructors that
/// may run after any static of this library.
Runtime &runtime() {
  // Not a function-local static initialised by the call: fatal may leave
  // through a host's handler (longjmp), and a later call must try again,
  // not find an initialisation in progress. Host code calls the mgpu*
  // functions from one thread.
  static Runtime *rt = nullptr;
  if (!rt)
    rt = check(Runtime::open(defaultDevice)).release();
  return *rt;
}

/// WARPTILE_TIMEOUT, checked once: a value the watchdog cannot use ends
/// the program with a message rather than firing at once or never.
double timeoutSeconds() {
  static double seconds = 0; // 0: not read yet (as runtime() above)
  if (seconds > 0)
    return seconds;
  const char *text = std::getenv("WARPTILE_TIMEOUT");
  if (!text)
    return seconds = 10.0;
  Result<double> parsed = parseTimeout(text);
  if (!parsed)
    fatal(Status(ErrorKind::Invalid,
                 "WARPTILE_TIMEOUT: " + parsed.getStatus().getMessage()));
  return seconds = *parsed;
}

DevicePtr ptr(void *p) { return reinterpret_cast<DevicePtr>(p); }

/// A module as mgpuModuleLoad returns it: the image, loaded into the
/// driver at its first function lookup. Global constructors load a
/// library's modules (gpu-to-llvm's gpu.binary), so a driver touched there
/// would end a process without a GPU when it merely loads the library
/// (dlopen, ctypes, linking), before main or any handler runs.
struct LazyModule {
  std::string image;
  ImageKind kind;
  void *loaded = nullptr;
};

/// Every module made, held until the process ends from a global
/// (mgpuModuleUnload keeps them: see there). The handles live in the JIT's
/// or a library's memory, which LeakSanitizer does not scan; held here,
/// they are reachable.
void *keep(LazyModule *module) {
  static std::mutex mutex;
  static auto *modules = new std::vector<std::unique_ptr<LazyModule>>;
  std::lock_guard<std::mutex> lock(mutex);
  modules->emplace_back(module);
  return module;
}

void *loaded(void *module) {
  auto *lazy = static_cast<LazyModule *>(module);
  if (!lazy->loaded)
    lazy->loaded = check(runtime().loadModule(lazy->image, lazy->kind));
  return lazy->loaded;
}
} // namespace

/// Makes errors call `handler(message, exit code)` instead of ending the
/// process (null restores that); the handler must not return (it may
/// longjmp back to its host). Not part of MLIR's mgpu* ABI.
extern "C" void
warptileSetFatalHandler(void (*handler)(const char *message, int exitCode)) {
  fatalHandler = handler;
}

extern "C" {

/// A cubin or fatbin image of `size` bytes (format=bin|fatbin).
/// Neither touches the driver: the image is loaded at its first function
/// lookup (LazyModule).
void *mgpuModuleLoad(void *data, size_t size) {
  return keep(new LazyModule{
      std::string(static_cast<const char *>(data), size), ImageKind::Cubin});
}

/// PTX text, NUL-terminated (format=isa); the driver JITs it.
void *mgpuModuleLoadJIT(void *data, int /*optLevel*/) {
  return keep(new LazyModule{static_cast<const char *>(data), ImageKind::Ptx});
}

/// Modules belong to the runtime's cache and live until the process ends
/// (the handle too: a destructor's unload may come after a launch's
/// lookup by another constructor's module).
void mgpuModuleUnload(void * /*module*/) {}

void *mgpuModuleGetFunction(void *module, const char *name) {
  return check(runtime().getFunction(loaded(module), name));
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void ** /*extra*/,
                      size_t /*paramsCount*/) {
  // The runtime opts the kernel in to more than 48 KiB of dynamic shared
  // memory (a tile kernel's large blocks) and names it if the launch fails.
  check(runtime().launch(Kernel{function, {}},
                         {unsigned(gridX), unsigned(gridY), unsigned(gridZ)},
                         {unsigned(blockX), unsigned(blockY), unsigned(blockZ)},
                         unsigned(smem), stream, params));
}

void *mgpuStreamCreate() { return check(runtime().createStream()); }
void mgpuStreamDestroy(void *stream) {
  check(runtime().destroyStream(stream));
}
void mgpuStreamSynchronize(void *stream) {
  check(runtime().synchronize(stream, timeoutSeconds()));
}
void mgpuStreamWaitEvent(void *stream, void *event) {
  check(runtime().waitEvent(stream, event));
}

void *mgpuEventCreate() { return check(runtime().createEvent()); }
void mgpuEventDestroy(void *event) { check(runtime().destroyEvent(event)); }
void mgpuEventSynchronize(void *event) {
  check(runtime().synchronizeEvent(event, timeoutSeconds()));
}
void mgpuEventRecord(void *event, void *stream) {
  check(runtime().recordEvent(event, stream));
}

void *mgpuMemAlloc(uint64_t bytes, void * /*stream*/, bool isHostShared) {
  DevicePtr p = isHostShared ? check(runtime().allocateManaged(bytes))
                             : check(runtime().allocate(bytes));
  return reinterpret_cast<void *>(p);
}
void mgpuMemFree(void *p, void * /*stream*/) {
  check(runtime().release(ptr(p)));
}
void mgpuMemcpy(void *dst, void *src, size_t bytes, void *stream) {
  check(runtime().copyAsync(ptr(dst), ptr(src), bytes, stream));
}
void mgpuMemset32(void *dst, unsigned value, size_t count, void *stream) {
  check(runtime().fill32(ptr(dst), value, count, stream));
}
void mgpuMemset16(void *dst, unsigned short value, size_t count,
                  void *stream) {
  check(runtime().fill16(ptr(dst), value, count, stream));
}

/// `descriptor` is a ranked memref descriptor: base, aligned data, offset,
/// then `rank` sizes and `rank` strides (densely packed memrefs only).
void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                               int64_t elementBytes) {
  auto *words = static_cast<int64_t *>(descriptor);
  char *data = reinterpret_cast<char *>(words[1]) + words[2] * elementBytes;
  int64_t count = 1;
  for (int64_t i = 0; i < rank; ++i)
    count *= words[3 + i];
  check(runtime().registerHost(data, count * elementBytes));
}
void mgpuMemHostUnregisterMemRef(int64_t /*rank*/, void *descriptor,
                                 int64_t elementBytes) {
  auto *words = static_cast<int64_t *>(descriptor);
  check(runtime().unregisterHost(reinterpret_cast<char *>(words[1]) +
                                 words[2] * elementBytes));
}

void mgpuSetDefaultDevice(int32_t device) { defaultDevice = device; }

} // extern "C"
