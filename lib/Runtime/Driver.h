//===- Driver.h - The CUDA driver entry points, loaded at run time -*- C++ -*-//
//
// Part of warptile. The few driver types and functions the runtime uses,
// declared here so that neither CUDA's headers nor libcuda are needed to
// build. The values are those of cuda.h (CUDA 12 and 13).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_RUNTIME_DRIVER_H
#define WARPTILE_LIB_RUNTIME_DRIVER_H

#include <cstddef>
#include <string>

namespace warptile {
namespace rt {
namespace cu {

using Result = int;
using Device = int;
using DevicePtr = unsigned long long;
using Handle = void *;

constexpr Result Success = 0;
constexpr Result ErrorNoDevice = 100;
constexpr Result ErrorNotReady = 600;
constexpr int JitErrorLogBuffer = 5;
constexpr int JitErrorLogBufferSizeBytes = 6;
constexpr int AttributeComputeCapabilityMajor = 75;
constexpr int AttributeComputeCapabilityMinor = 76;
constexpr unsigned StreamNonBlocking = 1;
constexpr int StreamCaptureModeThreadLocal = 1;
constexpr unsigned MemAttachGlobal = 1;
/// CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES.
constexpr int FuncAttributeMaxDynamicSharedSizeBytes = 8;
/// The dynamic shared memory a launch may pass without opting in.
constexpr unsigned DefaultDynamicSharedBytes = 48 * 1024;

/// The driver library and its entry points; null members were not found.
struct Library {
  void *handle = nullptr;
  Result (*init)(unsigned) = nullptr;
  Result (*getErrorName)(Result, const char **) = nullptr;
  Result (*getErrorString)(Result, const char **) = nullptr;
  Result (*deviceGetCount)(int *) = nullptr;
  Result (*deviceGet)(Device *, int) = nullptr;
  Result (*deviceGetName)(char *, int, Device) = nullptr;
  Result (*deviceGetAttribute)(int *, int, Device) = nullptr;
  Result (*primaryCtxRetain)(Handle *, Device) = nullptr;
  Result (*primaryCtxRelease)(Device) = nullptr;
  Result (*ctxSetCurrent)(Handle) = nullptr;
  Result (*moduleLoadDataEx)(Handle *, const void *, unsigned, int *,
                             void **) = nullptr;
  Result (*moduleUnload)(Handle) = nullptr;
  Result (*moduleGetFunction)(Handle *, Handle, const char *) = nullptr;
  Result (*funcSetAttribute)(Handle, int, int) = nullptr;
  Result (*memAlloc)(DevicePtr *, size_t) = nullptr;
  Result (*memFree)(DevicePtr) = nullptr;
  Result (*memcpyHtoD)(DevicePtr, const void *, size_t) = nullptr;
  Result (*memcpyDtoH)(void *, DevicePtr, size_t) = nullptr;
  Result (*memcpyAsync)(DevicePtr, DevicePtr, size_t, Handle) = nullptr;
  Result (*memsetD32Async)(DevicePtr, unsigned, size_t, Handle) = nullptr;
  Result (*memsetD16Async)(DevicePtr, unsigned short, size_t,
                           Handle) = nullptr;
  Result (*memAllocManaged)(DevicePtr *, size_t, unsigned) = nullptr;
  Result (*memHostRegister)(void *, size_t, unsigned) = nullptr;
  Result (*memHostUnregister)(void *) = nullptr;
  Result (*streamCreate)(Handle *, unsigned) = nullptr;
  Result (*streamDestroy)(Handle) = nullptr;
  Result (*streamQuery)(Handle) = nullptr;
  Result (*launchKernel)(Handle, unsigned, unsigned, unsigned, unsigned,
                         unsigned, unsigned, unsigned, Handle, void **,
                         void **) = nullptr;
  Result (*eventCreate)(Handle *, unsigned) = nullptr;
  Result (*eventDestroy)(Handle) = nullptr;
  Result (*eventRecord)(Handle, Handle) = nullptr;
  Result (*eventQuery)(Handle) = nullptr;
  Result (*streamWaitEvent)(Handle, Handle, unsigned) = nullptr;
  Result (*eventSynchronize)(Handle) = nullptr;
  Result (*eventElapsedTime)(float *, Handle, Handle) = nullptr;
  Result (*streamBeginCapture)(Handle, int) = nullptr;
  Result (*streamEndCapture)(Handle, Handle *) = nullptr;
  Result (*graphInstantiate)(Handle *, Handle, unsigned long long) = nullptr;
  Result (*graphLaunch)(Handle, Handle) = nullptr;
  Result (*graphDestroy)(Handle) = nullptr;
  Result (*graphExecDestroy)(Handle) = nullptr;

  /// Opens `path` and resolves every entry point; on failure `error` says
  /// which library or symbol was missing.
  bool load(const std::string &path, std::string &error);
  ~Library();
};

} // namespace cu
} // namespace rt
} // namespace warptile

#endif // WARPTILE_LIB_RUNTIME_DRIVER_H
