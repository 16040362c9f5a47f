//===- Driver.cpp - Loading libcuda at run time ---------------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include <dlfcn.h>

using namespace warptile::rt::cu;

namespace {
/// Resolves the first of `names` that the library exports into `slot`.
template <typename Fn>
bool resolve(void *handle, Fn &slot, std::initializer_list<const char *> names,
             std::string &error) {
  for (const char *name : names)
    if (void *symbol = dlsym(handle, name)) {
      slot = reinterpret_cast<Fn>(symbol);
      return true;
    }
  error = std::string("the CUDA driver lacks ") + *names.begin();
  return false;
}
} // namespace

bool Library::load(const std::string &path, std::string &error) {
  handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *why = dlerror();
    error = "cannot load the CUDA driver " + path + (why ? ": " : "") +
            (why ? why : "");
    return false;
  }
  // Versioned names first: cuda.h maps the plain names onto them.
  return resolve(handle, init, {"cuInit"}, error) &&
         resolve(handle, getErrorName, {"cuGetErrorName"}, error) &&
         resolve(handle, getErrorString, {"cuGetErrorString"}, error) &&
         resolve(handle, deviceGetCount, {"cuDeviceGetCount"}, error) &&
         resolve(handle, deviceGet, {"cuDeviceGet"}, error) &&
         resolve(handle, deviceGetName, {"cuDeviceGetName"}, error) &&
         resolve(handle, deviceGetAttribute, {"cuDeviceGetAttribute"}, error) &&
         resolve(handle, primaryCtxRetain, {"cuDevicePrimaryCtxRetain"},
                 error) &&
         resolve(handle, primaryCtxRelease,
                 {"cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease"},
                 error) &&
         resolve(handle, ctxSetCurrent, {"cuCtxSetCurrent"}, error) &&
         resolve(handle, moduleLoadDataEx, {"cuModuleLoadDataEx"}, error) &&
         resolve(handle, moduleUnload, {"cuModuleUnload"}, error) &&
         resolve(handle, moduleGetFunction, {"cuModuleGetFunction"}, error) &&
         resolve(handle, funcSetAttribute, {"cuFuncSetAttribute"}, error) &&
         resolve(handle, memAlloc, {"cuMemAlloc_v2"}, error) &&
         resolve(handle, memFree, {"cuMemFree_v2"}, error) &&
         resolve(handle, memcpyHtoD, {"cuMemcpyHtoD_v2"}, error) &&
         resolve(handle, memcpyDtoH, {"cuMemcpyDtoH_v2"}, error) &&
         resolve(handle, memcpyAsync, {"cuMemcpyAsync"}, error) &&
         resolve(handle, memsetD32Async, {"cuMemsetD32Async"}, error) &&
         resolve(handle, memsetD16Async, {"cuMemsetD16Async"}, error) &&
         resolve(handle, memAllocManaged, {"cuMemAllocManaged"}, error) &&
         resolve(handle, memHostRegister, {"cuMemHostRegister_v2"}, error) &&
         resolve(handle, memHostUnregister, {"cuMemHostUnregister"}, error) &&
         resolve(handle, streamCreate, {"cuStreamCreate"}, error) &&
         resolve(handle, streamDestroy, {"cuStreamDestroy_v2"}, error) &&
         resolve(handle, streamQuery, {"cuStreamQuery"}, error) &&
         resolve(handle, launchKernel, {"cuLaunchKernel"}, error) &&
         resolve(handle, eventCreate, {"cuEventCreate"}, error) &&
         resolve(handle, eventDestroy, {"cuEventDestroy_v2"}, error) &&
         resolve(handle, eventRecord, {"cuEventRecord"}, error) &&
         resolve(handle, eventQuery, {"cuEventQuery"}, error) &&
         resolve(handle, streamWaitEvent, {"cuStreamWaitEvent"}, error) &&
         resolve(handle, eventSynchronize, {"cuEventSynchronize"}, error) &&
         resolve(handle, eventElapsedTime,
                 {"cuEventElapsedTime_v2", "cuEventElapsedTime"}, error) &&
         resolve(handle, streamBeginCapture, {"cuStreamBeginCapture_v2"},
                 error) &&
         resolve(handle, streamEndCapture, {"cuStreamEndCapture"}, error) &&
         resolve(handle, graphInstantiate, {"cuGraphInstantiateWithFlags"},
                 error) &&
         resolve(handle, graphLaunch, {"cuGraphLaunch"}, error) &&
         resolve(handle, graphDestroy, {"cuGraphDestroy"}, error) &&
         resolve(handle, graphExecDestroy, {"cuGraphExecDestroy"}, error);
}

Library::~Library() {
  // The driver stays loaded: other libraries in the process may use it.
}
