//===- StaticMap.cpp - A GPU static hash map over warptile's runtime ------===//
//
// Part of warptile (issue 32). See include/warptile/StaticMap/StaticMap.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/StaticMap/StaticMap.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <map>

using namespace warptile;
using namespace warptile::staticmap;

rt::Result<Probing> staticmap::parseProbing(const std::string &text) {
  if (text == "linear")
    return Probing::Linear;
  if (text == "double")
    return Probing::Double;
  return rt::Status::invalid("probing '" + text +
                             "': expected 'linear' or 'double'");
}

const char *staticmap::probingName(Probing probing) {
  return probing == Probing::Linear ? "linear" : "double";
}

bool staticmap::isValidTile(unsigned tile) {
  return tile == 1 || tile == 2 || tile == 4 || tile == 8 || tile == 16 ||
         tile == 32;
}

static bool isPrime(uint64_t n) {
  if (n < 2)
    return false;
  for (uint64_t d = 2; d <= n / d; ++d)
    if (n % d == 0)
      return false;
  return true;
}

uint64_t staticmap::windowCount(uint64_t capacity, unsigned tile) {
  uint64_t n = std::max<uint64_t>(3, capacity / tile + (capacity % tile != 0));
  while (!isPrime(n))
    ++n;
  return n;
}

Kernels staticmap::twinKernels(Probing probing, unsigned tile) {
  std::string suffix = std::string("_") + probingName(probing) + "_g" +
                       std::to_string(tile);
  return {"insert" + suffix, "find" + suffix, "contains" + suffix};
}

Kernels staticmap::warpKernels() { return {"insert", "find", "contains"}; }

std::string staticmap::warpKernelFile(const std::string &dir, Probing probing,
                                      unsigned tile) {
  return dir + "/staticmap_" + probingName(probing) + "_g" +
         std::to_string(tile) + ".mlir";
}

Device::~Device() = default;

//===----------------------------------------------------------------------===//
// The CUDA driver's Device
//===----------------------------------------------------------------------===//

namespace {
class CudaDevice : public Device {
public:
  CudaDevice(std::unique_ptr<rt::Runtime> runtime, std::string ptx,
             rt::SourceSignatures source, bool haveSource, double timeout)
      : runtime(std::move(runtime)), ptx(std::move(ptx)),
        source(std::move(source)), haveSource(haveSource), timeout(timeout) {
    for (auto &entry : rt::parsePtxEntries(this->ptx))
      params[entry.first] = entry.second;
  }

  std::string describe() const override {
    return "cuda: " + runtime->getDeviceName() + " (" + runtime->getChip() +
           ")";
  }

  rt::Status checkKernel(const std::string &kernel, size_t count) override {
    auto it = params.find(kernel);
    if (it == params.end())
      return rt::Status::invalid("the PTX has no kernel '" + kernel + "'");
    // A kernel taking memref descriptors has more PTX parameters than
    // source ones.
    size_t have = it->second.size();
    if (haveSource) {
      auto s = source.find(kernel);
      if (s != source.end())
        have = s->second.size();
    }
    if (have != count)
      return rt::Status::invalid("kernel '" + kernel + "' takes " +
                                 std::to_string(have) +
                                 " parameters; the static map's ABI has " +
                                 std::to_string(count));
    rt::Result<rt::Kernel> k =
        runtime->loadKernel(ptx, rt::ImageKind::Ptx, kernel);
    if (!k)
      return k.getStatus();
    return rt::Status::ok();
  }

  rt::Result<uint64_t> allocate(size_t bytes) override {
    return runtime->allocate(std::max<size_t>(bytes, 16));
  }
  void release(uint64_t buffer) override { (void)runtime->release(buffer); }
  rt::Status write(uint64_t buffer, const void *data, size_t bytes) override {
    return bytes ? runtime->copyToDevice(buffer, data, bytes)
                 : rt::Status::ok();
  }
  rt::Status read(void *data, uint64_t buffer, size_t bytes) override {
    return bytes ? runtime->copyToHost(data, buffer, bytes) : rt::Status::ok();
  }

  rt::Status launch(const std::string &kernel,
                    const std::vector<KernelArg> &args, unsigned grid,
                    unsigned block) override {
    rt::Result<rt::Kernel> k =
        runtime->loadKernel(ptx, rt::ImageKind::Ptx, kernel);
    if (!k)
      return k.getStatus();
    std::vector<rt::LaunchValue> values;
    for (const KernelArg &arg : args) {
      rt::LaunchValue v;
      v.isBuffer = arg.isBuffer;
      v.address = arg.buffer;
      v.shape = {static_cast<int64_t>(arg.elements)};
      v.scalar = &arg.scalar;
      values.push_back(v);
    }
    auto s = source.find(kernel);
    const std::vector<rt::SourceParam> *sourceParams =
        haveSource && s != source.end() ? &s->second : nullptr;
    // One parameter-packing path for every launcher (warp-run, Python).
    rt::PackedParameters packed =
        rt::packParameters(params[kernel], sourceParams, values);
    if (rt::Status st = runtime->launch(*k, {grid, 1, 1}, {block, 1, 1}, 0,
                                        nullptr, packed.pointers.data()))
      return st;
    return runtime->synchronize(nullptr, timeout);
  }

  unsigned maxGrid() const override { return 1u << 20; }

private:
  std::unique_ptr<rt::Runtime> runtime;
  std::string ptx;
  rt::SourceSignatures source;
  bool haveSource;
  double timeout;
  std::map<std::string, std::vector<rt::PtxParam>> params;
};
} // namespace

rt::Result<std::unique_ptr<Device>>
staticmap::openCudaDevice(const std::string &ptx,
                          const rt::SourceSignatures *source,
                          double timeoutSeconds) {
  auto runtime = rt::Runtime::open();
  if (!runtime)
    return runtime.getStatus();
  return std::unique_ptr<Device>(new CudaDevice(
      std::move(*runtime), ptx, source ? *source : rt::SourceSignatures(),
      source != nullptr, timeoutSeconds));
}

//===----------------------------------------------------------------------===//
// StaticMap
//===----------------------------------------------------------------------===//

rt::Result<std::unique_ptr<StaticMap>>
StaticMap::create(std::unique_ptr<Device> device, const Kernels &kernels,
                  const Options &options) {
  if (!device)
    return rt::Status::invalid("static map: no device");
  if (!isValidTile(options.tile))
    return rt::Status::invalid("static map: tile " +
                               std::to_string(options.tile) +
                               ": expected 1, 2, 4, 8, 16 or 32");
  if (options.capacity == 0)
    return rt::Status::invalid("static map: capacity must be positive");
  // 16 bytes a slot; keep the byte count and slot indices far from
  // overflow.
  if (options.capacity > (uint64_t(1) << 40))
    return rt::Status::invalid("static map: capacity " +
                               std::to_string(options.capacity) +
                               " is more than 2^40 slots");
  for (const std::pair<const std::string *, size_t> &k :
       {std::make_pair(&kernels.insert, size_t(8)),
        std::make_pair(&kernels.find, size_t(7)),
        std::make_pair(&kernels.contains, size_t(7))})
    if (rt::Status s = device->checkKernel(*k.first, k.second))
      return s.withContext("static map: ");
  std::unique_ptr<StaticMap> map(new StaticMap());
  map->device = std::move(device);
  map->kernels = kernels;
  map->options = options;
  map->slots = windowCount(options.capacity, options.tile) * options.tile;
  rt::Result<uint64_t> table = map->device->allocate(map->slots * 16);
  if (!table)
    return table.getStatus();
  map->table = *table;
  rt::Result<uint64_t> counters = map->device->allocate(16);
  if (!counters)
    return counters.getStatus();
  map->counters = *counters;
  if (rt::Status s = map->clear())
    return s;
  return map;
}

StaticMap::~StaticMap() {
  if (!device)
    return;
  for (uint64_t buffer : {table, counters, scratchBuffers[0],
                          scratchBuffers[1], scratchBuffers[2]})
    if (buffer)
      device->release(buffer);
}

rt::Status StaticMap::clear() {
  std::vector<uint64_t> empty(2 * slots);
  for (uint64_t s = 0; s < slots; ++s) {
    empty[2 * s] = options.emptyKey;
    empty[2 * s + 1] = options.emptyValue;
  }
  count = 0;
  full = false;
  return device->write(table, empty.data(), empty.size() * 8);
}

rt::Result<uint64_t> StaticMap::scratch(unsigned which, size_t bytes) {
  if (scratchBytes[which] < bytes) {
    if (scratchBuffers[which])
      device->release(scratchBuffers[which]);
    scratchBuffers[which] = 0;
    rt::Result<uint64_t> buffer = device->allocate(bytes);
    if (!buffer)
      return buffer.getStatus();
    scratchBuffers[which] = *buffer;
    scratchBytes[which] = bytes;
  }
  return scratchBuffers[which];
}

unsigned StaticMap::gridFor(size_t n) const {
  uint64_t threads = uint64_t(n) * options.tile;
  uint64_t blocks = (threads + kBlock - 1) / kBlock;
  uint64_t most = options.grid ? options.grid : device->maxGrid();
  return static_cast<unsigned>(std::max<uint64_t>(1, std::min(blocks, most)));
}

rt::Status StaticMap::checkKeys(const uint64_t *keys, size_t n) const {
  for (size_t i = 0; i < n; ++i)
    if (keys[i] == options.emptyKey)
      return rt::Status::invalid(
          "static map: key " + std::to_string(i) + " is the empty-key "
          "sentinel (" + std::to_string(options.emptyKey) +
          "), which marks a free slot and cannot be stored or looked up");
  return rt::Status::ok();
}

rt::Status StaticMap::stage(const uint64_t *keys, const uint64_t *values,
                            size_t n) {
  if (rt::Status s = checkKeys(keys, n))
    return s;
  if (values)
    for (size_t i = 0; i < n; ++i)
      if (values[i] == options.emptyValue)
        return rt::Status::invalid(
            "static map: value " + std::to_string(i) + " is the empty-value "
            "sentinel (" + std::to_string(options.emptyValue) +
            "), which find returns for an absent key");
  if (n == 0)
    return rt::Status::ok();
  rt::Result<uint64_t> k = scratch(0, n * 8);
  if (!k)
    return k.getStatus();
  if (rt::Status s = device->write(*k, keys, n * 8))
    return s;
  if (!values)
    return rt::Status::ok();
  rt::Result<uint64_t> v = scratch(1, n * 8);
  if (!v)
    return v.getStatus();
  return device->write(*v, values, n * 8);
}

rt::Result<uint64_t> StaticMap::insertStaged(size_t n) {
  full = false;
  if (n == 0)
    return uint64_t(0);
  if (scratchBytes[0] < n * 8 || scratchBytes[1] < n * 8)
    return rt::Status::invalid("static map: fewer than " + std::to_string(n) +
                               " pairs staged");
  const uint64_t zero[2] = {0, 0};
  if (rt::Status s = device->write(counters, zero, 16))
    return s;
  std::vector<KernelArg> args = {
      KernelArg::ofBuffer(table, slots * 16, 2 * slots),
      KernelArg::ofScalar(slots),
      KernelArg::ofBuffer(scratchBuffers[0], n * 8, n),
      KernelArg::ofBuffer(scratchBuffers[1], n * 8, n),
      KernelArg::ofScalar(n),
      KernelArg::ofScalar(options.emptyKey),
      KernelArg::ofScalar(options.emptyValue),
      KernelArg::ofBuffer(counters, 16, 2)};
  if (rt::Status s = device->launch(kernels.insert, args, gridFor(n), kBlock))
    return s;
  uint64_t result[2];
  if (rt::Status s = device->read(result, counters, 16))
    return s;
  count += result[0];
  if (result[1]) {
    full = true;
    return rt::Status::invalid(
        "static map full: " + std::to_string(count) + " keys fill its " +
        std::to_string(slots) + " slots; a key of this batch found no free "
        "slot (" + std::to_string(result[0]) + " of its " +
        std::to_string(n) + " were inserted)");
  }
  return result[0];
}

rt::Result<uint64_t> StaticMap::insert(const uint64_t *keys,
                                       const uint64_t *values, size_t n) {
  full = false;
  if (rt::Status s = stage(keys, values, n))
    return s;
  return insertStaged(n);
}

rt::Status StaticMap::findStaged(size_t n) {
  if (n == 0)
    return rt::Status::ok();
  if (scratchBytes[0] < n * 8)
    return rt::Status::invalid("static map: fewer than " + std::to_string(n) +
                               " keys staged");
  rt::Result<uint64_t> out = scratch(2, n * 8);
  if (!out)
    return out.getStatus();
  std::vector<KernelArg> args = {
      KernelArg::ofBuffer(table, slots * 16, 2 * slots),
      KernelArg::ofScalar(slots),
      KernelArg::ofBuffer(scratchBuffers[0], n * 8, n),
      KernelArg::ofBuffer(*out, n * 8, n),
      KernelArg::ofScalar(n),
      KernelArg::ofScalar(options.emptyKey),
      KernelArg::ofScalar(options.emptyValue)};
  return device->launch(kernels.find, args, gridFor(n), kBlock);
}

rt::Status StaticMap::readFound(uint64_t *values, size_t n) {
  if (n == 0)
    return rt::Status::ok();
  if (scratchBytes[2] < n * 8)
    return rt::Status::invalid("static map: nothing found to read");
  return device->read(values, scratchBuffers[2], n * 8);
}

rt::Status StaticMap::find(const uint64_t *keys, size_t n, uint64_t *values) {
  if (rt::Status s = stage(keys, nullptr, n))
    return s;
  if (rt::Status s = findStaged(n))
    return s;
  return readFound(values, n);
}

rt::Status StaticMap::contains(const uint64_t *keys, size_t n,
                               uint8_t *flags) {
  if (rt::Status s = checkKeys(keys, n))
    return s;
  if (n == 0)
    return rt::Status::ok();
  rt::Result<uint64_t> k = scratch(0, n * 8), out = scratch(2, n * 8);
  if (!k)
    return k.getStatus();
  if (!out)
    return out.getStatus();
  if (rt::Status s = device->write(*k, keys, n * 8))
    return s;
  std::vector<KernelArg> args = {
      KernelArg::ofBuffer(table, slots * 16, 2 * slots),
      KernelArg::ofScalar(slots),
      KernelArg::ofBuffer(*k, n * 8, n),
      KernelArg::ofBuffer(*out, n, n),
      KernelArg::ofScalar(n),
      KernelArg::ofScalar(options.emptyKey),
      KernelArg::ofScalar(options.emptyValue)};
  if (rt::Status s =
          device->launch(kernels.contains, args, gridFor(n), kBlock))
    return s;
  return device->read(flags, *out, n);
}
