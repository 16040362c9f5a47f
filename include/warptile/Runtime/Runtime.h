//===- Runtime.h - A thin layer over the CUDA Driver API --------*- C++ -*-===//
//
// Part of warptile. Loads libcuda.so.1 at run time, so everything builds and
// tests on machines without a GPU. Plain C++17: no MLIR, no LLVM, no CUDA
// headers, so it builds alone on machines that only run kernels.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_RUNTIME_RUNTIME_H
#define WARPTILE_RUNTIME_RUNTIME_H

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace warptile {
namespace rt {

/// What went wrong, coarse enough for a tool's exit code.
enum class ErrorKind {
  None,
  NoDriver,  ///< libcuda.so.1 cannot be loaded.
  NoDevice,  ///< The driver loads but reports no usable device.
  Driver,    ///< A driver call failed; the message carries its name.
  Timeout,   ///< The watchdog stopped waiting for a kernel.
  Invalid,   ///< The caller passed something unusable.
};

/// An error with a message, or success (empty).
class Status {
public:
  Status() = default;
  Status(ErrorKind kind, std::string message)
      : kind(kind), message(std::move(message)) {}
  static Status ok() { return {}; }
  /// ErrorKind::Invalid: what tools report for bad input (exit code 1).
  static Status invalid(std::string message) {
    return {ErrorKind::Invalid, std::move(message)};
  }
  /// The same error with `context` before its message ("--json: " + ...);
  /// success stays success.
  Status withContext(const std::string &context) const {
    return *this ? Status(kind, context + message) : Status();
  }
  explicit operator bool() const { return kind != ErrorKind::None; }
  ErrorKind getKind() const { return kind; }
  const std::string &getMessage() const { return message; }

private:
  ErrorKind kind = ErrorKind::None;
  std::string message;
};

/// The exit code tools report `status` with (warp-run, the mgpu library,
/// the benchmarks): 77 without a CUDA driver or GPU (lit: unsupported), 3
/// when the watchdog fired, 1 for any other error, 0 for success.
int exitCode(const Status &status);

/// The one line a tool prints for `status`: its message, after "no CUDA
/// GPU: " when there is none.
std::string describe(const Status &status);

/// A value or the Status that kept it from being made.
template <typename T> class Result {
public:
  Result(T value) : value(std::move(value)) {}
  Result(Status status) : status(std::move(status)) {}
  explicit operator bool() const { return !status; }
  const Status &getStatus() const { return status; }
  T &operator*() { return value; }
  const T &operator*() const { return value; }
  T *operator->() { return &value; }
  const T *operator->() const { return &value; }

private:
  Status status;
  T value{};
};

/// The longest wait the watchdog allows for a kernel: one day. Longer,
/// non-positive or NaN timeouts are refused, not converted: a duration past
/// the steady clock's range wraps, and the watchdog would fire at once.
constexpr double kMaxTimeoutSeconds = 86400;

/// A watchdog timeout written as text (warp-run's --timeout, the mgpu
/// library's WARPTILE_TIMEOUT): seconds in (0, kMaxTimeoutSeconds], or
/// ErrorKind::Invalid saying so.
Result<double> parseTimeout(const std::string &text);

struct Dim3 {
  unsigned x = 1, y = 1, z = 1;
};

/// Opaque driver handles.
using DevicePtr = uint64_t;
using StreamHandle = void *;
using FunctionHandle = void *;

enum class ImageKind { Ptx, Cubin };

/// A kernel loaded from a module of the cache.
struct Kernel {
  FunctionHandle function = nullptr;
  std::string name;
};

/// A captured and instantiated sequence of launches.
class Graph {
public:
  Graph() = default;
  Graph(class Runtime *runtime, void *graph, void *exec)
      : runtime(runtime), graph(graph), exec(exec) {}
  Graph(Graph &&other) noexcept { *this = std::move(other); }
  Graph &operator=(Graph &&other) noexcept;
  ~Graph();
  void *getExec() const { return exec; }

private:
  class Runtime *runtime = nullptr;
  void *graph = nullptr, *exec = nullptr;
};

/// The JIT cache's counters: a hit returns a loaded module without
/// compiling it again.
struct CacheStats {
  unsigned hits = 0, misses = 0;
};

/// One device's primary context and what lives in it. Not thread-safe: use
/// one Runtime from one thread at a time (the driver itself is).
class Runtime {
public:
  /// Loads the driver (libcuda.so.1, or the file named by WARPTILE_LIBCUDA),
  /// initializes it and makes device `ordinal`'s primary context current.
  static Result<std::unique_ptr<Runtime>> open(int ordinal = 0);
  ~Runtime();

  const std::string &getDeviceName() const { return deviceName; }
  /// "sm_90" for a compute capability 9.0 device.
  const std::string &getChip() const { return chip; }

  /// The kernel `name` of a PTX or cubin image. Modules are cached by their
  /// image and its kind: loading the same image again neither re-JITs nor
  /// reloads it, and costs a hash of a sample of the image and one
  /// comparison of the whole. A JIT failure returns the driver's log.
  Result<Kernel> loadKernel(const std::string &image, ImageKind kind,
                            const std::string &name);
  /// The module of an image, through the same cache.
  Result<void *> loadModule(const std::string &image, ImageKind kind);
  Result<FunctionHandle> getFunction(void *module, const std::string &name);
  const CacheStats &getCacheStats() const { return cacheStats; }

  Result<DevicePtr> allocate(size_t bytes);
  /// Memory the host and the device both address (cuMemAllocManaged).
  Result<DevicePtr> allocateManaged(size_t bytes);
  Status release(DevicePtr ptr);
  Status copyToDevice(DevicePtr dst, const void *src, size_t bytes);
  Status copyToHost(void *dst, DevicePtr src, size_t bytes);
  /// Any direction (unified addressing), ordered on `stream`.
  Status copyAsync(DevicePtr dst, DevicePtr src, size_t bytes,
                   StreamHandle stream);
  /// Sets `count` 32-bit (or 16-bit) words, ordered on `stream`.
  Status fill32(DevicePtr dst, uint32_t value, size_t count,
                StreamHandle stream);
  Status fill16(DevicePtr dst, uint16_t value, size_t count,
                StreamHandle stream);
  /// Page-locks host memory so the device may address it.
  Status registerHost(void *ptr, size_t bytes);
  Status unregisterHost(void *ptr);

  Result<StreamHandle> createStream();
  Status destroyStream(StreamHandle stream);

  Result<void *> createEvent();
  Status destroyEvent(void *event);
  Status recordEvent(void *event, StreamHandle stream);
  /// Makes `stream` wait for `event`.
  Status waitEvent(StreamHandle stream, void *event);
  /// Waits for `event` at most `timeoutSeconds` (the watchdog; in
  /// (0, kMaxTimeoutSeconds], else ErrorKind::Invalid).
  Status synchronizeEvent(void *event, double timeoutSeconds);

  /// Enqueues a launch; `params` holds one pointer per kernel parameter. A
  /// failure names the kernel (`kernel.name`, or the name it was looked up
  /// by). Past 48 KiB of dynamic shared memory the kernel is first opted
  /// in to `sharedBytes` (cuFuncSetAttribute with
  /// CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES), once per function
  /// and size; a refusal names the kernel and the bytes asked.
  Status launch(const Kernel &kernel, Dim3 grid, Dim3 block,
                unsigned sharedBytes, StreamHandle stream, void **params);
  /// Waits for `stream` at most `timeoutSeconds` (the watchdog): a kernel
  /// that does not finish is reported as ErrorKind::Timeout, never waited
  /// for forever. The context is unusable afterwards. A timeout outside
  /// (0, kMaxTimeoutSeconds] is ErrorKind::Invalid.
  Status synchronize(StreamHandle stream, double timeoutSeconds);

  /// Milliseconds between two events recorded around work on `stream`;
  /// `work` enqueues the work.
  template <typename Fn>
  Result<float> time(StreamHandle stream, double timeoutSeconds, Fn &&work);

  /// Captures the launches `work` enqueues on `stream` into a graph.
  template <typename Fn> Result<Graph> capture(StreamHandle stream, Fn &&work);
  Status launchGraph(const Graph &graph, StreamHandle stream);

  // Used by time() and capture(); public for benchmarks that need them.
  Status recordEvents(StreamHandle stream, bool end);
  Result<float> elapsedMilliseconds();
  Status beginCapture(StreamHandle stream);
  Result<Graph> endCapture(StreamHandle stream);
  void destroyGraph(void *graph, void *exec);

private:
  Runtime() = default;
  Status check(int result, const char *call) const;
  /// Polls `query` until it stops answering "not ready" or time runs out.
  template <typename Query>
  Status waitFor(Query &&query, double timeoutSeconds, const char *call);

  struct Driver;
  std::unique_ptr<Driver> driver;
  void *context = nullptr;
  int device = 0;
  std::string deviceName, chip;
  void *startEvent = nullptr, *endEvent = nullptr;
  /// Loaded modules by a sampled hash of their image; a hit is confirmed by
  /// comparing the whole image, so a collision costs a comparison, never a
  /// wrong module.
  struct CachedModule {
    ImageKind kind;
    std::string image;
    void *module;
  };
  std::multimap<uint64_t, CachedModule> modules;
  std::map<std::pair<void *, std::string>, void *> functions;
  /// The dynamic shared memory each function is opted in to, past the 48
  /// KiB every function may use.
  std::map<FunctionHandle, unsigned> sharedOptIn;
  /// The name a function was looked up by ("" when unknown).
  std::string nameOf(const Kernel &kernel) const;
  CacheStats cacheStats;
};

template <typename Fn>
Result<float> Runtime::time(StreamHandle stream, double timeoutSeconds,
                            Fn &&work) {
  if (Status s = recordEvents(stream, /*end=*/false))
    return s;
  if (Status s = work())
    return s;
  if (Status s = recordEvents(stream, /*end=*/true))
    return s;
  if (Status s = synchronize(stream, timeoutSeconds))
    return s;
  return elapsedMilliseconds();
}

template <typename Fn>
Result<Graph> Runtime::capture(StreamHandle stream, Fn &&work) {
  if (Status s = beginCapture(stream))
    return s;
  Status inner = work();
  Result<Graph> graph = endCapture(stream);
  if (inner)
    return inner;
  return graph;
}

/// The parameters of a PTX `.entry`: each one's PTX type and size in bytes.
struct PtxParam {
  std::string type; ///< ".u64", ".f32", ".b8[16]", ...
  size_t bytes = 0;
  /// Its alignment in the kernel's parameter space: its `.align N`, else
  /// its element's size (a 16-byte struct declared `.param .align 16 .b8
  /// p[16]` starts at a multiple of 16 whatever comes before it).
  size_t align = 0;
};

/// The CUDA toolkit's ptxas (PATH, $CUDA_PATH/bin, /usr/local/cuda/bin), or
/// empty when there is none.
std::string findPtxas();

/// Assembles `ptx` into a cubin for `chip` with ptxas; the error carries
/// ptxas's messages.
Result<std::string> assembleWithPtxas(const std::string &ptx,
                                      const std::string &chip);

/// The `.entry` kernels of a PTX text and their parameters, in order.
std::vector<std::pair<std::string, std::vector<PtxParam>>>
parsePtxEntries(const std::string &ptx);

} // namespace rt
} // namespace warptile

#endif // WARPTILE_RUNTIME_RUNTIME_H
