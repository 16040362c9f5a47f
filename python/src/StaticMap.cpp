//===- StaticMap.cpp - warptile.StaticMap's C++ half ----------------------===//
//
// Part of warptile (issue 32). Binds staticmap::StaticMap (lib/StaticMap)
// as _warptile._StaticMap; python/warptile/_staticmap.py checks dtypes and
// sentinels' types and allocates the results. Arrays come in through the
// buffer protocol (NumPy 1.x and 2.x alike): one-dimensional, contiguous,
// 8-byte items (1-byte for the flags written back).
//
//===----------------------------------------------------------------------===//

#include "Launch.h"
#include "StaticMapBindings.h"

#include "warptile/Pipelines/Chips.h"
#include "warptile/Runtime/Files.h"
#include "warptile/StaticMap/SimDevice.h"
#include "warptile/StaticMap/StaticMap.h"

#include <mutex>

namespace py = pybind11;
namespace rt = warptile::rt;
namespace sm = warptile::staticmap;

namespace {
/// Raises the Python exception for `status`: ValueError for bad input,
/// TimeoutError for the watchdog, RuntimeError otherwise.
[[noreturn]] void raise(const rt::Status &status) {
  switch (status.getKind()) {
  case rt::ErrorKind::Invalid:
    throw py::value_error(status.getMessage());
  case rt::ErrorKind::Timeout:
    PyErr_SetString(PyExc_TimeoutError, status.getMessage().c_str());
    throw py::error_already_set();
  default:
    throw std::runtime_error(rt::describe(status));
  }
}

/// The elements of a one-dimensional contiguous buffer of `itemsize`-byte
/// items, named `what` in errors.
py::buffer_info view(py::buffer buffer, size_t itemsize, const char *what,
                     bool writable) {
  py::buffer_info info = buffer.request(writable);
  if (info.ndim != 1)
    throw py::value_error(std::string(what) + ": expected a 1-D array, got " +
                          std::to_string(info.ndim) + " dimensions");
  if (static_cast<size_t>(info.itemsize) != itemsize)
    throw py::type_error(std::string(what) + ": expected " +
                         std::to_string(itemsize) + "-byte items, got " +
                         std::to_string(info.itemsize));
  if (info.shape[0] > 1 && info.strides[0] != info.itemsize)
    throw py::value_error(std::string(what) + ": not contiguous");
  return info;
}

class PyStaticMap {
public:
  PyStaticMap(const std::string &backend, const std::string &kernelsPath,
              const std::string &insert, const std::string &find,
              const std::string &contains, uint64_t capacity, unsigned tile,
              const std::string &probing, uint64_t emptyKey,
              uint64_t emptyValue, uint64_t seed, unsigned grid) {
    rt::Result<sm::Probing> p = sm::parseProbing(probing);
    if (!p)
      raise(p.getStatus());
    sm::Options options;
    options.capacity = capacity;
    options.tile = tile;
    options.probing = *p;
    options.emptyKey = emptyKey;
    options.emptyValue = emptyValue;
    options.grid = grid;
    if (!sm::isValidTile(tile))
      throw py::value_error("tile " + std::to_string(tile) +
                            ": expected 1, 2, 4, 8, 16 or 32");
    rt::Result<std::unique_ptr<sm::Device>> device =
        rt::Status::invalid("backend '" + backend +
                            "': expected 'sim' or 'cuda'");
    if (backend == "sim") {
      sim = true;
      device = sm::openSimDevice(kernelsPath, seed);
    } else if (backend == "cuda") {
      bool mlir = kernelsPath.size() > 5 &&
                  kernelsPath.compare(kernelsPath.size() - 5, 5, ".mlir") == 0;
      if (mlir) {
        // The warp-dialect kernels: lowered by warp-to-ptx (sm_90: the
        // 16-byte CAS), their memrefs passed as descriptors.
        std::string ptx;
        rt::SourceSignatures source;
        if (rt::Status s = sm::compileForCuda(
                kernelsPath, std::string(mlir::warptile::kDefaultChip), ptx, source))
          raise(s);
        device = sm::openCudaDevice(ptx, &source);
      } else {
        rt::Result<std::string> ptx =
            rt::readFile(kernelsPath, size_t(1) << 30);
        if (!ptx)
          raise(ptx.getStatus().withContext("'" + kernelsPath + "': "));
        device = sm::openCudaDevice(*ptx);
      }
    }
    if (!device)
      raise(device.getStatus());
    auto map = sm::StaticMap::create(std::move(*device),
                                     {insert, find, contains}, options);
    if (!map)
      raise(map.getStatus());
    this->map = std::move(*map);
  }

  uint64_t insert(py::buffer keys, py::buffer values) {
    py::buffer_info k = view(keys, 8, "keys", false);
    py::buffer_info v = view(values, 8, "values", false);
    if (k.shape[0] != v.shape[0])
      throw py::value_error("keys and values differ in length: " +
                            std::to_string(k.shape[0]) + " keys, " +
                            std::to_string(v.shape[0]) + " values");
    auto lock = lockSim();
    rt::Result<uint64_t> n =
        map->insert(static_cast<const uint64_t *>(k.ptr),
                    static_cast<const uint64_t *>(v.ptr), k.shape[0]);
    if (!n) {
      if (map->isFull()) {
        py::object full =
            py::module_::import("warptile._staticmap").attr("TableFullError");
        PyErr_SetString(full.ptr(), n.getStatus().getMessage().c_str());
        throw py::error_already_set();
      }
      raise(n.getStatus());
    }
    return *n;
  }

  void find(py::buffer keys, py::buffer out) {
    py::buffer_info k = view(keys, 8, "keys", false);
    py::buffer_info o = view(out, 8, "out", true);
    if (k.shape[0] != o.shape[0])
      throw py::value_error("out: length differs from keys");
    auto lock = lockSim();
    if (rt::Status s = map->find(static_cast<const uint64_t *>(k.ptr),
                                 k.shape[0], static_cast<uint64_t *>(o.ptr)))
      raise(s);
  }

  void contains(py::buffer keys, py::buffer out) {
    py::buffer_info k = view(keys, 8, "keys", false);
    py::buffer_info o = view(out, 1, "out", true);
    if (k.shape[0] != o.shape[0])
      throw py::value_error("out: length differs from keys");
    auto lock = lockSim();
    if (rt::Status s = map->contains(static_cast<const uint64_t *>(k.ptr),
                                     k.shape[0],
                                     static_cast<uint8_t *>(o.ptr)))
      raise(s);
  }

  void clear() {
    if (rt::Status s = map->clear())
      raise(s);
  }

  sm::StaticMap &get() { return *map; }

private:
  /// The simulator runs one grid at a time per process.
  std::unique_lock<std::mutex> lockSim() {
    return sim ? std::unique_lock<std::mutex>(warptile::python::simMutex())
               : std::unique_lock<std::mutex>();
  }
  bool sim = false;
  std::unique_ptr<sm::StaticMap> map;
};
} // namespace

void warptile::python::registerStaticMap(py::module_ &m) {
#ifdef WARPTILE_STATICMAP_KERNELS_DIR
  m.attr("STATICMAP_KERNELS_DIR") = WARPTILE_STATICMAP_KERNELS_DIR;
#endif
#ifdef WARPTILE_STATICMAP_WARP_KERNELS_DIR
  m.attr("STATICMAP_WARP_KERNELS_DIR") = WARPTILE_STATICMAP_WARP_KERNELS_DIR;
#endif
  py::class_<PyStaticMap>(m, "_StaticMap")
      .def(py::init<const std::string &, const std::string &,
                    const std::string &, const std::string &,
                    const std::string &, uint64_t, unsigned,
                    const std::string &, uint64_t, uint64_t, uint64_t,
                    unsigned>(),
           py::arg("backend"), py::arg("kernels"), py::arg("insert"),
           py::arg("find"), py::arg("contains"), py::arg("capacity"),
           py::arg("tile"), py::arg("probing"), py::arg("empty_key"),
           py::arg("empty_value"), py::arg("seed"), py::arg("grid"))
      .def("insert", &PyStaticMap::insert)
      .def("find", &PyStaticMap::find)
      .def("contains", &PyStaticMap::contains)
      .def("clear", &PyStaticMap::clear)
      .def_property_readonly("num_slots",
                             [](PyStaticMap &m) { return m.get().numSlots(); })
      .def_property_readonly("size",
                             [](PyStaticMap &m) { return m.get().size(); })
      .def_property_readonly("device", [](PyStaticMap &m) {
        return m.get().getDevice().describe();
      });
}
