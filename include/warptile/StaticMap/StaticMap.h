//===- StaticMap.h - A GPU static hash map over warptile's runtime -*- C++ -*-//
//
// Part of warptile (issue 32). The host side of cuco::static_map's
// algorithm: a table of W = N*G 16-byte slots {key, value} (N, the window
// count, the smallest prime >= max(3, ceil(capacity / G))), filled with the
// empty-key/empty-value sentinels, and bulk insert/find/contains launched
// on a Device: the CUDA driver (lib/Runtime) or the CPU simulator
// (SimDevice.h). The kernels are an input: a module (PTX for CUDA, .mlir
// for the simulator) with insert, find and contains kernels of the ABI in
// examples/staticmap/README.md, found by name (Kernels).
//
//   auto device = staticmap::openSimDevice(staticmap::warpKernelFile(
//       "examples/staticmap", staticmap::Probing::Linear, 4), seed);
//   staticmap::Options options;
//   options.capacity = 100000; options.tile = 4;
//   auto map = staticmap::StaticMap::create(std::move(*device), options);
//
// The warp-dialect kernels (@insert, @find, @contains of
// staticmap_<probing>_g<G>.mlir) are the default; the CUDA C++ twin's
// module takes twinKernels(probing, G).
//   rt::Result<uint64_t> inserted = (*map)->insert(keys, values, n);
//
// Plain C++17 over lib/Runtime (no MLIR): the simulator's Device lives in
// WarptileStaticMapSim.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_STATICMAP_STATICMAP_H
#define WARPTILE_STATICMAP_STATICMAP_H

#include "warptile/Runtime/Arguments.h"
#include "warptile/Runtime/Runtime.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace warptile {
namespace staticmap {

enum class Probing { Linear, Double };

/// "linear" or "double"; ErrorKind::Invalid naming the choices otherwise.
rt::Result<Probing> parseProbing(const std::string &text);
const char *probingName(Probing probing);

/// Whether `tile` is one of the tile sizes the kernels come in: 1, 2, 4, 8,
/// 16, 32.
bool isValidTile(unsigned tile);

/// The window count of a table of at least `capacity` slots in tiles of
/// `tile`: the smallest prime >= max(3, ceil(capacity / tile)).
uint64_t windowCount(uint64_t capacity, unsigned tile);

/// The kernels a map launches: their module's kernel names.
struct Kernels {
  std::string insert, find, contains;
};
/// The CUDA C++ twin's (examples/staticmap/staticmap.cu):
/// insert_<probing>_g<G>, find_..., contains_....
Kernels twinKernels(Probing probing, unsigned tile);
/// The warp-dialect kernels' (examples/staticmap/staticmap_<probing>_g<G>
/// .mlir): @insert, @find, @contains.
Kernels warpKernels();
/// The file of the warp-dialect kernels for (probing, tile) in `dir`.
std::string warpKernelFile(const std::string &dir, Probing probing,
                           unsigned tile);

/// One argument of a launch: a buffer of the device (its handle and
/// size) or a 64-bit scalar.
struct KernelArg {
  bool isBuffer = false;
  uint64_t buffer = 0;  ///< the Device's handle
  size_t bytes = 0;     ///< a buffer's size in bytes
  size_t elements = 0;  ///< a buffer's element count (its memref size)
  uint64_t scalar = 0;
  static KernelArg ofBuffer(uint64_t buffer, size_t bytes, size_t elements) {
    KernelArg a;
    a.isBuffer = true;
    a.buffer = buffer;
    a.bytes = bytes;
    a.elements = elements;
    return a;
  }
  static KernelArg ofScalar(uint64_t value) {
    KernelArg a;
    a.scalar = value;
    a.bytes = 8;
    return a;
  }
};

/// Where a map's memory lives and its kernels run.
class Device {
public:
  virtual ~Device();
  /// "cuda: NVIDIA H100 (sm_90)", "sim".
  virtual std::string describe() const = 0;
  /// Checks that the module has `kernel` with `params` parameters.
  virtual rt::Status checkKernel(const std::string &kernel,
                                 size_t params) = 0;
  virtual rt::Result<uint64_t> allocate(size_t bytes) = 0;
  virtual void release(uint64_t buffer) = 0;
  virtual rt::Status write(uint64_t buffer, const void *data,
                           size_t bytes) = 0;
  virtual rt::Status read(void *data, uint64_t buffer, size_t bytes) = 0;
  /// Runs `kernel` over `grid` blocks of `block` threads and waits for it.
  virtual rt::Status launch(const std::string &kernel,
                            const std::vector<KernelArg> &args, unsigned grid,
                            unsigned block) = 0;
  /// The most blocks a launch uses (a tile takes every T-th key beyond):
  /// a GPU fills itself, the simulator runs fewer, longer threads faster.
  virtual unsigned maxGrid() const = 0;
};

/// A Device on the CUDA driver (rt::Runtime, WARPTILE_LIBCUDA for the fake
/// driver) running the kernels of the PTX text `ptx`. With `source`
/// (the kernels' .mlir signatures), memrefs pass as descriptors where the
/// kernels take them (rt::packParameters decides). `timeoutSeconds` is
/// the watchdog of each launch.
rt::Result<std::unique_ptr<Device>>
openCudaDevice(const std::string &ptx,
               const rt::SourceSignatures *source = nullptr,
               double timeoutSeconds = 600);

struct Options {
  uint64_t capacity = 0;
  unsigned tile = 4;
  Probing probing = Probing::Linear;
  uint64_t emptyKey = ~0ULL, emptyValue = ~0ULL;
  unsigned grid = 0; ///< blocks per launch; 0: the Device's choice
};

/// The map. Not thread-safe.
class StaticMap {
public:
  static constexpr unsigned kBlock = 128;

  /// Checks `options` (tile, capacity) and the kernels' parameter counts,
  /// allocates the slots and clears them.
  static rt::Result<std::unique_ptr<StaticMap>>
  create(std::unique_ptr<Device> device, const Kernels &kernels,
         const Options &options);
  /// The same with the default kernels, the warp-dialect ones
  /// (warpKernels(): `device` runs staticmap_<probing>_g<G>.mlir).
  static rt::Result<std::unique_ptr<StaticMap>>
  create(std::unique_ptr<Device> device, const Options &options) {
    return create(std::move(device), warpKernels(), options);
  }
  ~StaticMap();

  /// Inserts the pairs whose keys are new; returns how many were. A key
  /// or value equal to its sentinel is refused (ErrorKind::Invalid, its
  /// index) before anything runs. A key for which no slot was left makes
  /// it an error saying the table is full (isFull(): the keys before it
  /// may be in).
  rt::Result<uint64_t> insert(const uint64_t *keys, const uint64_t *values,
                              size_t n);
  /// Each key's value, the empty value where absent.
  rt::Status find(const uint64_t *keys, size_t n, uint64_t *values);
  /// 1 where the key is present, else 0.
  rt::Status contains(const uint64_t *keys, size_t n, uint8_t *flags);
  /// Empties the table (every slot back to the sentinels).
  rt::Status clear();

  /// Device-resident batches, for benchmarks that time the kernels alone:
  /// stage copies `n` keys (and values, unless null) to the device, with
  /// the checks of insert; insertStaged and findStaged then run on them
  /// (as insert and find, without copies but for the two counters), and
  /// readFound copies findStaged's values back.
  rt::Status stage(const uint64_t *keys, const uint64_t *values, size_t n);
  rt::Result<uint64_t> insertStaged(size_t n);
  rt::Status findStaged(size_t n);
  rt::Status readFound(uint64_t *values, size_t n);

  uint64_t numSlots() const { return slots; }
  uint64_t numWindows() const { return slots / options.tile; }
  /// Keys inserted since the last clear.
  uint64_t size() const { return count; }
  /// Whether the last insert found the table full.
  bool isFull() const { return full; }
  const Options &getOptions() const { return options; }
  Device &getDevice() { return *device; }

private:
  StaticMap() = default;
  rt::Status checkKeys(const uint64_t *keys, size_t n) const;
  /// A scratch buffer of at least `bytes`, slot `which` (0-2).
  rt::Result<uint64_t> scratch(unsigned which, size_t bytes);
  unsigned gridFor(size_t n) const;

  std::unique_ptr<Device> device;
  Kernels kernels;
  Options options;
  uint64_t slots = 0, count = 0;
  bool full = false;
  uint64_t table = 0, counters = 0;
  uint64_t scratchBuffers[3] = {0, 0, 0};
  size_t scratchBytes[3] = {0, 0, 0};
};

} // namespace staticmap
} // namespace warptile

#endif // WARPTILE_STATICMAP_STATICMAP_H
