//===- Runtime.cpp - A thin layer over the CUDA Driver API ----------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Runtime.h"
#include "warptile/Runtime/BlockShape.h"

#include "Driver.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <thread>

using namespace warptile::rt;

struct Runtime::Driver : cu::Library {};

int warptile::rt::exitCode(const Status &status) {
  switch (status.getKind()) {
  case ErrorKind::None:
    return 0;
  case ErrorKind::NoDriver:
  case ErrorKind::NoDevice:
    return 77;
  case ErrorKind::Timeout:
    return 3;
  default:
    return 1;
  }
}

Result<double> warptile::rt::parseTimeout(const std::string &text) {
  char *end = nullptr;
  double seconds = text.empty() ? 0 : std::strtod(text.c_str(), &end);
  // `!(x <= max)` also refuses NaN.
  if (text.empty() || *end || !(seconds > 0) ||
      !(seconds <= kMaxTimeoutSeconds))
    return Status(ErrorKind::Invalid,
                  "the watchdog's timeout is a number of seconds in (0, " +
                      std::to_string(static_cast<int>(kMaxTimeoutSeconds)) +
                      "], not '" + text + "'");
  return seconds;
}

std::string warptile::rt::describe(const Status &status) {
  return (exitCode(status) == 77 ? "no CUDA GPU: " : "") +
         status.getMessage();
}

Status Runtime::check(int result, const char *call) const {
  if (result == cu::Success)
    return Status::ok();
  const char *name = nullptr, *text = nullptr;
  driver->getErrorName(result, &name);
  driver->getErrorString(result, &text);
  std::string message = std::string(call) + " failed: " +
                        (name ? name : "CUDA error " + std::to_string(result));
  if (text)
    message += std::string(" (") + text + ")";
  return Status(result == cu::ErrorNoDevice ? ErrorKind::NoDevice
                                            : ErrorKind::Driver,
                message);
}

Result<std::unique_ptr<Runtime>> Runtime::open(int ordinal) {
  std::unique_ptr<Runtime> rt(new Runtime());
  rt->driver = std::make_unique<Driver>();
  const char *override = std::getenv("WARPTILE_LIBCUDA");
  std::string error;
  if (!rt->driver->load(override ? override : "libcuda.so.1", error))
    return Status(ErrorKind::NoDriver, error);
  if (Status s = rt->check(rt->driver->init(0), "cuInit"))
    return s;
  int count = 0;
  if (Status s = rt->check(rt->driver->deviceGetCount(&count),
                           "cuDeviceGetCount"))
    return s;
  if (ordinal < 0 || ordinal >= count)
    return Status(ErrorKind::NoDevice,
                  "no CUDA device " + std::to_string(ordinal) + " (" +
                      std::to_string(count) + " found)");
  Driver *d = rt->driver.get();
  char name[256] = {0};
  int major = 0, minor = 0;
  if (Status s = rt->check(d->deviceGet(&rt->device, ordinal), "cuDeviceGet"))
    return s;
  if (Status s = rt->check(d->deviceGetName(name, sizeof(name), rt->device),
                           "cuDeviceGetName"))
    return s;
  if (Status s = rt->check(
          d->deviceGetAttribute(&major, cu::AttributeComputeCapabilityMajor,
                                rt->device),
          "cuDeviceGetAttribute"))
    return s;
  if (Status s = rt->check(
          d->deviceGetAttribute(&minor, cu::AttributeComputeCapabilityMinor,
                                rt->device),
          "cuDeviceGetAttribute"))
    return s;
  rt->deviceName = name;
  rt->chip = "sm_" + std::to_string(major) + std::to_string(minor);
  if (Status s = rt->check(d->primaryCtxRetain(&rt->context, rt->device),
                           "cuDevicePrimaryCtxRetain"))
    return s;
  if (Status s = rt->check(d->ctxSetCurrent(rt->context), "cuCtxSetCurrent"))
    return s;
  if (Status s = rt->check(d->eventCreate(&rt->startEvent, 0), "cuEventCreate"))
    return s;
  if (Status s = rt->check(d->eventCreate(&rt->endEvent, 0), "cuEventCreate"))
    return s;
  return std::move(rt);
}

Runtime::~Runtime() {
  if (!context)
    return;
  for (auto &[key, cached] : modules)
    driver->moduleUnload(cached.module);
  if (startEvent)
    driver->eventDestroy(startEvent);
  if (endEvent)
    driver->eventDestroy(endEvent);
  driver->primaryCtxRelease(device);
}

//===----------------------------------------------------------------------===//
// Modules
//===----------------------------------------------------------------------===//

/// The cache key of an image: FNV-1a over its size, kind, first and last
/// kilobyte and 64 words spread over the rest. Cheap for large images (the
/// whole image is compared on a hit anyway).
static uint64_t sampleHash(const std::string &image, ImageKind kind) {
  uint64_t hash = 14695981039346656037ull;
  auto mix = [&](const void *data, size_t bytes) {
    const unsigned char *p = static_cast<const unsigned char *>(data);
    for (size_t i = 0; i < bytes; ++i) {
      hash ^= p[i];
      hash *= 1099511628211ull;
    }
  };
  size_t size = image.size();
  mix(&size, sizeof(size));
  mix(&kind, sizeof(kind));
  size_t edge = std::min<size_t>(size, 1024);
  mix(image.data(), edge);
  mix(image.data() + size - edge, edge);
  if (size > 2 * edge + 8)
    for (size_t i = 1; i <= 64; ++i)
      mix(image.data() + edge + (size - 2 * edge - 8) * i / 65, 8);
  return hash;
}

namespace {
/// The block shapes the kernels of each loaded PTX module declare, and those
/// of each function looked up (BlockShape.h), which launch() checks. Driver
/// handles are unique in a process, so one table serves every Runtime.
struct DeclaredShapes {
  std::map<void *, std::map<std::string, DeclaredBlock>> modules;
  std::map<FunctionHandle, std::pair<std::string, DeclaredBlock>> functions;
};
DeclaredShapes &declaredShapes() {
  static DeclaredShapes shapes;
  return shapes;
}
} // namespace

Result<void *> Runtime::loadModule(const std::string &image, ImageKind kind) {
  if (image.empty())
    return Status(ErrorKind::Invalid, "the kernel image is empty");
  uint64_t key = sampleHash(image, kind);
  auto [first, last] = modules.equal_range(key);
  for (auto it = first; it != last; ++it)
    if (it->second.kind == kind && it->second.image == image) {
      ++cacheStats.hits;
      return it->second.module;
    }
  ++cacheStats.misses;
  // The driver reads PTX as a NUL-terminated string, which c_str() is.
  std::string log(16384, '\0');
  int options[] = {cu::JitErrorLogBuffer, cu::JitErrorLogBufferSizeBytes};
  void *values[] = {log.data(), reinterpret_cast<void *>(log.size())};
  void *module = nullptr;
  int result =
      driver->moduleLoadDataEx(&module, image.c_str(), 2, options, values);
  if (Status s = check(result, "cuModuleLoadDataEx")) {
    log.resize(log.find('\0'));
    return Status(s.getKind(),
                  s.getMessage() + (log.empty() ? "" : "\n" + log));
  }
  modules.emplace(key, CachedModule{kind, image, module});
  // A cubin's directives are the driver's to check; PTX's are read here.
  if (kind == ImageKind::Ptx)
    declaredShapes().modules[module] = parsePtxBlockShapes(image);
  return module;
}

Result<FunctionHandle> Runtime::getFunction(void *module,
                                            const std::string &name) {
  auto function = functions.find({module, name});
  if (function != functions.end())
    return function->second;
  void *handle = nullptr;
  if (Status s = check(driver->moduleGetFunction(&handle, module, name.c_str()),
                       "cuModuleGetFunction"))
    return Status(s.getKind(),
                  s.getMessage() + ": no kernel '" + name + "' in the module");
  functions.emplace(std::make_pair(module, name), handle);
  auto shapes = declaredShapes().modules.find(module);
  if (shapes != declaredShapes().modules.end()) {
    auto shape = shapes->second.find(name);
    if (shape != shapes->second.end())
      declaredShapes().functions[handle] = {name, shape->second};
  }
  return handle;
}

Result<Kernel> Runtime::loadKernel(const std::string &image, ImageKind kind,
                                   const std::string &name) {
  Result<void *> module = loadModule(image, kind);
  if (!module)
    return module.getStatus();
  Result<FunctionHandle> function = getFunction(*module, name);
  if (!function)
    return function.getStatus();
  return Kernel{*function, name};
}

//===----------------------------------------------------------------------===//
// Memory, streams, launches
//===----------------------------------------------------------------------===//

Result<DevicePtr> Runtime::allocate(size_t bytes) {
  cu::DevicePtr ptr = 0;
  if (Status s = check(driver->memAlloc(&ptr, bytes ? bytes : 1),
                       "cuMemAlloc"))
    return s;
  return DevicePtr(ptr);
}

Result<DevicePtr> Runtime::allocateManaged(size_t bytes) {
  cu::DevicePtr ptr = 0;
  if (Status s = check(driver->memAllocManaged(&ptr, bytes ? bytes : 1,
                                               cu::MemAttachGlobal),
                       "cuMemAllocManaged"))
    return s;
  return DevicePtr(ptr);
}

Status Runtime::release(DevicePtr ptr) {
  return check(driver->memFree(ptr), "cuMemFree");
}

Status Runtime::copyToDevice(DevicePtr dst, const void *src, size_t bytes) {
  return check(driver->memcpyHtoD(dst, src, bytes), "cuMemcpyHtoD");
}

Status Runtime::copyToHost(void *dst, DevicePtr src, size_t bytes) {
  return check(driver->memcpyDtoH(dst, src, bytes), "cuMemcpyDtoH");
}

Status Runtime::copyAsync(DevicePtr dst, DevicePtr src, size_t bytes,
                          StreamHandle stream) {
  return check(driver->memcpyAsync(dst, src, bytes, stream), "cuMemcpyAsync");
}

Status Runtime::fill32(DevicePtr dst, uint32_t value, size_t count,
                       StreamHandle stream) {
  return check(driver->memsetD32Async(dst, value, count, stream),
               "cuMemsetD32Async");
}

Status Runtime::fill16(DevicePtr dst, uint16_t value, size_t count,
                       StreamHandle stream) {
  return check(driver->memsetD16Async(dst, value, count, stream),
               "cuMemsetD16Async");
}

Status Runtime::registerHost(void *ptr, size_t bytes) {
  return check(driver->memHostRegister(ptr, bytes, 0), "cuMemHostRegister");
}

Status Runtime::unregisterHost(void *ptr) {
  return check(driver->memHostUnregister(ptr), "cuMemHostUnregister");
}

Result<StreamHandle> Runtime::createStream() {
  void *stream = nullptr;
  if (Status s = check(driver->streamCreate(&stream, cu::StreamNonBlocking),
                       "cuStreamCreate"))
    return s;
  return stream;
}

Status Runtime::destroyStream(StreamHandle stream) {
  return check(driver->streamDestroy(stream), "cuStreamDestroy");
}

Status Runtime::launch(const Kernel &kernel, Dim3 grid, Dim3 block,
                       unsigned sharedBytes, StreamHandle stream,
                       void **params) {
  if (!kernel.function)
    return Status(ErrorKind::Invalid, "launch of a kernel that is not loaded");
  auto shape = declaredShapes().functions.find(kernel.function);
  if (shape != declaredShapes().functions.end())
    if (Status s = checkBlockShape(shape->second.first, shape->second.second,
                                   block))
      return s;
  // Past 48 KiB of dynamic shared memory a launch fails unless the
  // function allows that much; the attribute stays set, so once per
  // function (and larger size).
  if (sharedBytes > cu::DefaultDynamicSharedBytes) {
    unsigned &allowed = sharedOptIn[kernel.function];
    if (allowed < sharedBytes) {
      if (Status s = check(driver->funcSetAttribute(
                               kernel.function,
                               cu::FuncAttributeMaxDynamicSharedSizeBytes,
                               static_cast<int>(sharedBytes)),
                           "cuFuncSetAttribute"))
        return Status(s.getKind(), s.getMessage() + " (kernel '" +
                                       nameOf(kernel) + "' asks for " +
                                       std::to_string(sharedBytes) +
                                       " bytes of dynamic shared memory)");
      allowed = sharedBytes;
    }
  }
  Status s = check(driver->launchKernel(kernel.function, grid.x, grid.y,
                                        grid.z, block.x, block.y, block.z,
                                        sharedBytes, stream, params, nullptr),
                   "cuLaunchKernel");
  if (!s)
    return s;
  // Named on the error path only: launches stay a driver call.
  return Status(s.getKind(),
                s.getMessage() + " (kernel '" + nameOf(kernel) + "')");
}

std::string Runtime::nameOf(const Kernel &kernel) const {
  if (!kernel.name.empty())
    return kernel.name;
  for (const auto &[key, function] : functions)
    if (function == kernel.function)
      return key.second;
  return "";
}

template <typename Query>
Status Runtime::waitFor(Query &&query, double timeoutSeconds,
                        const char *call) {
  if (!(timeoutSeconds > 0) || !(timeoutSeconds <= kMaxTimeoutSeconds))
    return Status(ErrorKind::Invalid,
                  "the watchdog's timeout must be in (0, " +
                      std::to_string(static_cast<int>(kMaxTimeoutSeconds)) +
                      "] seconds, not " + std::to_string(timeoutSeconds));
  using Clock = std::chrono::steady_clock;
  Clock::time_point start = Clock::now();
  auto deadline =
      start + std::chrono::duration_cast<Clock::duration>(
                  std::chrono::duration<double>(timeoutSeconds));
  // Spin first (short kernels, launch-overhead measurements), then back off
  // to sleeps so that a long wait does not burn a core.
  for (unsigned polls = 0;; ++polls) {
    int result = query();
    if (result != cu::ErrorNotReady)
      return check(result, call);
    Clock::time_point now = Clock::now();
    if (now >= deadline)
      return Status(ErrorKind::Timeout,
                    "the work on the stream did not finish within " +
                        std::to_string(timeoutSeconds) +
                        " s; the watchdog stopped waiting (a kernel that "
                        "deadlocks, such as OpenCV #12320, ends here)");
    if (now - start > std::chrono::milliseconds(2))
      std::this_thread::sleep_for(
          std::chrono::microseconds(polls < 10000 ? 50 : 1000));
    else
      std::this_thread::yield();
  }
}

Status Runtime::synchronize(StreamHandle stream, double timeoutSeconds) {
  return waitFor([&] { return driver->streamQuery(stream); }, timeoutSeconds,
                 "cuStreamQuery");
}

Status Runtime::synchronizeEvent(void *event, double timeoutSeconds) {
  return waitFor([&] { return driver->eventQuery(event); }, timeoutSeconds,
                 "cuEventQuery");
}

Result<void *> Runtime::createEvent() {
  void *event = nullptr;
  if (Status s = check(driver->eventCreate(&event, 0), "cuEventCreate"))
    return s;
  return event;
}

Status Runtime::destroyEvent(void *event) {
  return check(driver->eventDestroy(event), "cuEventDestroy");
}

Status Runtime::recordEvent(void *event, StreamHandle stream) {
  return check(driver->eventRecord(event, stream), "cuEventRecord");
}

Status Runtime::waitEvent(StreamHandle stream, void *event) {
  return check(driver->streamWaitEvent(stream, event, 0), "cuStreamWaitEvent");
}

//===----------------------------------------------------------------------===//
// Events and graphs
//===----------------------------------------------------------------------===//

Status Runtime::recordEvents(StreamHandle stream, bool end) {
  return check(driver->eventRecord(end ? endEvent : startEvent, stream),
               "cuEventRecord");
}

Result<float> Runtime::elapsedMilliseconds() {
  float ms = 0;
  if (Status s = check(driver->eventSynchronize(endEvent),
                       "cuEventSynchronize"))
    return s;
  if (Status s = check(driver->eventElapsedTime(&ms, startEvent, endEvent),
                       "cuEventElapsedTime"))
    return s;
  return ms;
}

Status Runtime::beginCapture(StreamHandle stream) {
  return check(
      driver->streamBeginCapture(stream, cu::StreamCaptureModeThreadLocal),
      "cuStreamBeginCapture");
}

Result<Graph> Runtime::endCapture(StreamHandle stream) {
  void *graph = nullptr, *exec = nullptr;
  if (Status s = check(driver->streamEndCapture(stream, &graph),
                       "cuStreamEndCapture"))
    return s;
  if (Status s = check(driver->graphInstantiate(&exec, graph, 0),
                       "cuGraphInstantiate")) {
    driver->graphDestroy(graph);
    return s;
  }
  return Graph(this, graph, exec);
}

Status Runtime::launchGraph(const Graph &graph, StreamHandle stream) {
  return check(driver->graphLaunch(graph.getExec(), stream), "cuGraphLaunch");
}

void Runtime::destroyGraph(void *graph, void *exec) {
  if (exec)
    driver->graphExecDestroy(exec);
  if (graph)
    driver->graphDestroy(graph);
}

Graph &Graph::operator=(Graph &&other) noexcept {
  std::swap(runtime, other.runtime);
  std::swap(graph, other.graph);
  std::swap(exec, other.exec);
  return *this;
}

Graph::~Graph() {
  if (runtime)
    runtime->destroyGraph(graph, exec);
}
