//===- Launch.h - Kernel arguments from Python, launches on CUDA -*- C++
//-*-===//
//
// Part of warptile. Turns Python arguments (NumPy arrays, objects with
// __cuda_array_interface__ or __dlpack__, scalars) into a checked launch:
// every check runs before anything reaches the driver. The CUDA backend
// runs through lib/Runtime, like warp-run; a CPU backend plugs in at
// warptile/_launch.py's backend table.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PYTHON_LAUNCH_H
#define WARPTILE_PYTHON_LAUNCH_H

#include "Compiler.h"

#include <pybind11/pybind11.h>

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace warptile {
namespace python {

/// DLPack's ABI (dlpack.h, version 0.8): the few structs a consumer reads.
struct DLDevice {
  int32_t deviceType, deviceId;
};
struct DLDataType {
  uint8_t code, bits;
  uint16_t lanes;
};
struct DLTensor {
  void *data;
  DLDevice device;
  int32_t ndim;
  DLDataType dtype;
  int64_t *shape, *strides;
  uint64_t byteOffset;
};
struct DLManagedTensor {
  DLTensor tensor;
  void *managerContext;
  void (*deleter)(DLManagedTensor *self);
};
enum : int32_t {
  kDLCPU = 1,
  kDLCUDA = 2,
  kDLCUDAHost = 3,
  kDLCUDAManaged = 13
};

/// Owns a DLPack tensor taken from its capsule: the consumer calls the
/// deleter when done.
struct DLPackOwner {
  void operator()(DLManagedTensor *tensor) const {
    if (tensor && tensor->deleter)
      tensor->deleter(tensor);
  }
};

/// One converted argument.
struct PreparedArg {
  enum class Kind { Host, Device, Scalar } kind = Kind::Scalar;
  rt::ArgumentInfo info;
  void *host = nullptr;     ///< Host: the array's memory
  rt::DevicePtr device = 0; ///< Device: the caller's device memory
  size_t bytes = 0;         ///< a buffer's size in bytes
  std::vector<int64_t> shape; ///< a buffer's shape (the CPU executor's
                              ///< memref descriptors)
  bool writeBack = false;   ///< Host: copied back after the launch
  std::vector<unsigned char> scalar;
  pybind11::object owner; ///< keeps the memory alive
  std::unique_ptr<DLManagedTensor, DLPackOwner> dlpack;
};

/// Arguments converted and checked against a compiled kernel, ready for any
/// backend. Holds references to the Python objects whose memory it uses.
class PreparedLaunch {
public:
  CompiledKernel kernel;
  std::vector<PreparedArg> args;
};

/// Converts and checks `args` for `kernel`; raises TypeError (count, kind,
/// element type) or ValueError (size, contiguity, a scalar out of range)
/// with warp-run's messages. Needs the GIL.
std::shared_ptr<PreparedLaunch> prepareLaunch(const CompiledKernel &kernel,
                                              pybind11::tuple args);

/// The result of a benchmark, as warp-run --bench prints it.
struct BenchResult {
  std::string kernel, device;
  unsigned runs = 0;
  double medianMs = 0, minMs = 0, maxMs = 0;
  size_t bytes = 0;
  double gbPerS = 0;
};

/// Launches `launch` on the CUDA device under the watchdog, copies host
/// buffers in and the writable ones back; with `benchRuns` > 0, then times
/// that many launches after `warmup` more. Releases the GIL while the
/// driver works. Driver errors raise RuntimeError, the watchdog
/// TimeoutError.
BenchResult runOnCuda(PreparedLaunch &launch, rt::Dim3 grid, rt::Dim3 block,
                      unsigned smem, double timeout, unsigned benchRuns,
                      unsigned warmup);

/// What a run on the CPU executor found: each finding's kind and message,
/// and why the kernel stopped when it did (a trap, an assertion, a
/// deadlock, an operation the executor does not model).
struct SimReport {
  std::vector<std::pair<std::string, std::string>> findings;
  std::string error;
  uint64_t threads = 0;
};

/// Runs `launch` on the CPU executor (lib/Sim) with `program`, the
/// module's kernels compiled for it: host buffers are copied in and the
/// writable ones back, device memory is refused (TypeError). Releases the
/// GIL while it runs; one run at a time per process.
SimReport runOnSim(PreparedLaunch &launch, SimProgram &program, rt::Dim3 grid,
                   rt::Dim3 block, unsigned smem, double timeout,
                   uint64_t seed);

/// Runs the tile kernel of `launch` (prepared against Module::compile's
/// tile parameters) on the CPU executor through a host entry: the grid
/// comes from its partitions, as tile.launch's. Host arrays only
/// (TypeError for device memory); arrays that share memory are refused
/// (ValueError: each is copied to the device on its own, so the kernel
/// would not see them alias); read-only arrays keep their contents.
/// Releases the GIL while it runs.
SimReport runTileOnSim(Module &module, PreparedLaunch &launch,
                       double timeout, uint64_t seed);

/// The same on the CUDA device through libwarptile_cuda_runtime.so (the
/// host entry's code JIT-compiled in this process). Driver errors raise
/// RuntimeError, the watchdog TimeoutError; nothing ends the process.
void runTileOnCuda(Module &module, PreparedLaunch &launch, double timeout);

/// The executor runs one grid at a time per process (its watchdog and
/// stop request are process-wide): every run on it holds this.
std::mutex &simMutex();

/// Whether a CUDA driver and device are there: (true, device name and chip)
/// or (false, the reason). Opens the runtime once per process.
std::pair<bool, std::string> probeCuda();

/// The chip of the CUDA device (sm_90), or empty without one.
std::string cudaChip();

/// The runtime's JIT cache counters (hits, misses), zero before the first
/// launch.
std::pair<unsigned, unsigned> cudaCacheStats();

} // namespace python
} // namespace warptile

#endif // WARPTILE_PYTHON_LAUNCH_H
