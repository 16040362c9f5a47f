//===- Launch.cpp - Kernel arguments from Python, launches on CUDA --------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "Launch.h"
#include "Errors.h"

#include "warptile/Pipelines/Chips.h"
#include "warptile/Runtime/Arguments.h"
#include "warptile/Runtime/HalfFloat.h"
#include "warptile/Runtime/Scalars.h"


#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <functional>
#include <limits>
#include <mutex>
#include <thread>

namespace py = pybind11;
using namespace warptile;
using namespace warptile::python;

namespace {
/// Raised as TypeError or ValueError by the bindings' translator.
[[noreturn]] void fail(rt::ArgumentProblem problem, const std::string &what) {
  if (problem == rt::ArgumentProblem::Size)
    throw py::value_error(what);
  throw py::type_error(what);
}

/// The launcher's name of an element type (f32, i8, u64), or empty for one
/// no kernel takes.
std::string elementName(char kind, size_t bytes) {
  std::string bits = std::to_string(bytes * 8);
  switch (kind) {
  case 'f':
    return bytes == 2 || bytes == 4 || bytes == 8 ? "f" + bits : "";
  case 'i':
    return bytes <= 8 ? "i" + bits : "";
  case 'u':
    return bytes <= 8 ? "u" + bits : "";
  default:
    return "";
  }
}

std::string spec(const std::string &type, const std::vector<int64_t> &shape) {
  std::string text = type + "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? "x" : "") + std::to_string(shape[i]);
  return text + "]";
}

/// Fills a buffer argument's info, after checking that it is a dense
/// C-ordered array of a known element type with elements.
void describeBuffer(size_t index, PreparedArg &arg, char kind, size_t itemBytes,
                    const std::string &typeText,
                    const std::vector<int64_t> &shape,
                    const std::vector<int64_t> *byteStrides) {
  std::string where = "argument " + std::to_string(index);
  arg.shape = shape;
  std::string name = elementName(kind, itemBytes);
  if (name.empty())
    fail(rt::ArgumentProblem::Type,
         where + ": element type '" + typeText +
             "' is not one a kernel takes (f16 f32 f64, i8-i64, u8-u64)");
  size_t count = 1;
  for (int64_t dim : shape)
    count *= static_cast<size_t>(std::max<int64_t>(dim, 0));
  arg.info.isBuffer = true;
  arg.info.type = name;
  arg.info.bytes = 8;
  arg.info.elements = count;
  arg.info.spec = spec(name, shape);
  arg.info.shape = shape;
  arg.bytes = count * itemBytes;
  if (count == 0)
    fail(rt::ArgumentProblem::Size, where + ": '" + arg.info.spec +
                                        "' has no elements; a kernel would "
                                        "get a null buffer");
  if (byteStrides) {
    int64_t want = static_cast<int64_t>(itemBytes);
    for (size_t i = shape.size(); i-- > 0;) {
      if (shape[i] != 1 && (*byteStrides)[i] != want)
        fail(rt::ArgumentProblem::Size,
             where + " ('" + arg.info.spec +
                 "') is not C-contiguous; a kernel reads a dense buffer "
                 "(numpy.ascontiguousarray makes one)");
      want *= shape[i];
    }
  }
}

/// The element kind of a PEP 3118 format ('f', 'i', 'u'; 'b' for a bool,
/// '?' for anything else, a byte order other than this machine's
/// included). NumPy 1 and 2 describe their arrays and scalars the same way
/// here, unlike their C structs (pybind11 < 2.12 reads NumPy 1's dtype
/// layout and takes every NumPy 2 array for an unknown type).
char formatKind(const char *format) {
  std::string f = format ? format : "B";
  if (!f.empty() && (f[0] == '@' || f[0] == '=' || f[0] == '<'))
    f.erase(0, 1); // '<' is this machine's order (little-endian)
  if (f.size() != 1)
    return '?';
  switch (f[0]) {
  case 'e':
  case 'f':
  case 'd':
    return 'f';
  case 'b':
  case 'h':
  case 'i':
  case 'l':
  case 'q':
  case 'n':
    return 'i';
  case 'B':
  case 'H':
  case 'I':
  case 'L':
  case 'Q':
  case 'N':
    return 'u';
  case '?':
    return 'b';
  default:
    return '?';
  }
}
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
              "formatKind takes '<' for this machine's byte order");

/// What the buffer protocol says of an object: its memory, element kind
/// and size, shape and byte strides, and whether it is read-only. The
/// view is released at once; `owner` keeps the memory alive (a NumPy
/// array cannot be resized while referenced).
struct BufferInfo {
  void *data = nullptr;
  char kind = '?';
  size_t itemBytes = 0;
  std::vector<int64_t> shape, strides;
  bool readOnly = true;
};

/// The buffer of `object`, or false (the error cleared) for an object that
/// exports none (NumPy's object, datetime and string arrays).
bool readBuffer(const py::handle &object, BufferInfo &info) {
  Py_buffer view;
  if (PyObject_GetBuffer(object.ptr(), &view, PyBUF_RECORDS_RO) != 0) {
    PyErr_Clear();
    return false;
  }
  info.data = view.buf;
  info.kind = formatKind(view.format);
  info.itemBytes = static_cast<size_t>(view.itemsize);
  info.readOnly = view.readonly != 0;
  for (int i = 0; i < view.ndim; ++i) {
    info.shape.push_back(view.shape[i]);
    info.strides.push_back(view.strides ? view.strides[i] : 0);
  }
  PyBuffer_Release(&view);
  return true;
}

/// A NumPy array (or any object with the buffer protocol) as a host buffer.
void fromHostArray(size_t index, const py::handle &array, PreparedArg &arg) {
  std::string text = py::hasattr(array, "dtype")
                         ? std::string(py::str(array.attr("dtype")))
                         : std::string(py::str(array.get_type().attr("__name__")));
  BufferInfo info;
  if (!readBuffer(array, info))
    fail(rt::ArgumentProblem::Type,
         "argument " + std::to_string(index) + ": element type '" + text +
             "' is not one a kernel takes (f16 f32 f64, i8-i64, u8-u64)");
  char kind = info.kind == 'b' ? '?' : info.kind;
  describeBuffer(index, arg, kind, info.itemBytes, text, info.shape,
                 &info.strides);
  arg.kind = PreparedArg::Kind::Host;
  arg.host = info.data;
  arg.writeBack = !info.readOnly;
  arg.owner = py::reinterpret_borrow<py::object>(array);
}

void fromCudaArrayInterface(size_t index, const py::object &object,
                            PreparedArg &arg) {
  std::string where = "argument " + std::to_string(index);
  py::dict cai = object.attr("__cuda_array_interface__");
  std::vector<int64_t> shape;
  for (auto dim : cai["shape"].cast<py::tuple>())
    shape.push_back(dim.cast<int64_t>());
  std::string typestr = cai["typestr"].cast<std::string>();
  char kind = typestr.size() > 2 && typestr[0] != '>' ? typestr[1] : '?';
  size_t bytes = typestr.size() > 2 ? std::atoi(typestr.c_str() + 2) : 0;
  std::vector<int64_t> strides;
  bool strided = cai.contains("strides") && !cai["strides"].is_none();
  if (strided)
    for (auto stride : cai["strides"].cast<py::tuple>())
      strides.push_back(stride.cast<int64_t>());
  if (cai.contains("mask") && !cai["mask"].is_none())
    fail(rt::ArgumentProblem::Type,
         where + ": a masked __cuda_array_interface__ is not a buffer");
  describeBuffer(index, arg, kind, bytes, typestr, shape,
                 strided ? &strides : nullptr);
  py::tuple data = cai["data"];
  arg.kind = PreparedArg::Kind::Device;
  arg.device = data[0].cast<rt::DevicePtr>();
  arg.owner = object;
}

void fromDLPack(size_t index, const py::object &object, PreparedArg &arg) {
  std::string where = "argument " + std::to_string(index);
  py::object capsule = object.attr("__dlpack__")();
  PyObject *raw = capsule.ptr();
  if (!PyCapsule_IsValid(raw, "dltensor"))
    fail(rt::ArgumentProblem::Type,
         where + ": __dlpack__ did not return an unused DLPack capsule");
  auto *managed =
      static_cast<DLManagedTensor *>(PyCapsule_GetPointer(raw, "dltensor"));
  // The consumer owns the tensor now; the capsule must not free it.
  PyCapsule_SetName(raw, "used_dltensor");
  arg.dlpack.reset(managed);
  const DLTensor &t = managed->tensor;
  std::vector<int64_t> shape(t.shape, t.shape + t.ndim);
  std::vector<int64_t> strides;
  if (t.strides)
    for (int32_t i = 0; i < t.ndim; ++i)
      strides.push_back(t.strides[i] * (t.dtype.bits / 8));
  char kind = t.dtype.lanes != 1  ? '?'
              : t.dtype.code == 0 ? 'i'
              : t.dtype.code == 1 ? 'u'
              : t.dtype.code == 2 ? 'f'
                                  : '?';
  std::string text = "DLPack code " + std::to_string(t.dtype.code) + " bits " +
                     std::to_string(t.dtype.bits);
  describeBuffer(index, arg, kind, t.dtype.bits / 8, text, shape,
                 t.strides ? &strides : nullptr);
  char *data = static_cast<char *>(t.data) + t.byteOffset;
  switch (t.device.deviceType) {
  case kDLCPU:
    arg.kind = PreparedArg::Kind::Host;
    arg.host = data;
    // DLPack has no read-only flag: a host tensor is written back, as its
    // producer shares it for writing.
    arg.writeBack = true;
    break;
  case kDLCUDA:
  case kDLCUDAHost:
  case kDLCUDAManaged:
    arg.kind = PreparedArg::Kind::Device;
    arg.device = reinterpret_cast<rt::DevicePtr>(data);
    break;
  default:
    fail(rt::ArgumentProblem::Type, where +
                                        ": a DLPack tensor on device type " +
                                        std::to_string(t.device.deviceType) +
                                        " (neither the CPU nor CUDA)");
  }
  arg.owner = object;
}

/// True or False (Python's or NumPy's) as an i1: one byte, 0 or 1. The
/// checks refuse it for any other parameter type.
void fromBool(size_t index, bool value, PreparedArg &arg) {
  (void)index;
  arg.kind = PreparedArg::Kind::Scalar;
  arg.info.type = "i1";
  arg.info.bytes = 1;
  arg.info.spec = value ? "True" : "False";
  arg.scalar.assign(1, value ? 1 : 0);
}

/// A Python int or float as a scalar of the kernel's parameter type `want`
/// (when the kernel takes a scalar there), else as an i64 or f64 whose
/// mismatch the checks then report. The bytes and the range messages come
/// from the encoder warp-run uses too (rt::encodeScalar).
void fromPythonNumber(size_t index, const py::handle &value,
                      const rt::SourceParam *param, PreparedArg &arg) {
  std::string text = py::repr(value);
  bool isInt = py::isinstance<py::int_>(value);
  std::string want = isInt ? "i64" : "f64";
  if (param && !param->isBuffer)
    want = param->type == "index" ? "i64" : param->type;
  rt::ScalarType type;
  // An int converts to a float parameter (and 0 and 1 to an i1); a float
  // to an integer one does not (the checks refuse it by type), nor does
  // anything to a type no scalar has.
  if (!rt::ScalarType::parse(want, type) || (!isInt && !type.isFloat)) {
    want = isInt ? "i64" : "f64";
    rt::ScalarType::parse(want, type);
  }
  rt::ScalarValue scalar;
  if (!isInt) {
    scalar = rt::ScalarValue::fromReal(value.cast<double>(), text);
  } else if (type.isFloat) {
    // Rounded as Python rounds an int to a float; past a double's range
    // it is beyond any float type's.
    double real = PyLong_AsDouble(value.ptr());
    if (real == -1.0 && PyErr_Occurred()) {
      PyErr_Clear();
      scalar = rt::ScalarValue::integer(false, 0, text, /*beyond64=*/true);
    } else {
      scalar = rt::ScalarValue::fromReal(real, text);
    }
  } else {
    // Sign and magnitude, so that every value of a 64-bit type of either
    // signedness reaches the range check intact.
    int overflow = 0;
    long long asSigned = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    if (!overflow) {
      uint64_t magnitude = asSigned < 0 ? ~static_cast<uint64_t>(asSigned) + 1
                                        : static_cast<uint64_t>(asSigned);
      scalar = rt::ScalarValue::integer(asSigned < 0, magnitude, text);
    } else {
      unsigned long long asUnsigned =
          overflow > 0 ? PyLong_AsUnsignedLongLong(value.ptr()) : 0;
      // Past 2^64 (or below -2^63) no integer type holds it.
      bool beyond = overflow < 0 || PyErr_Occurred() != nullptr;
      PyErr_Clear();
      scalar = rt::ScalarValue::integer(overflow < 0, asUnsigned, text, beyond);
    }
  }
  rt::Result<std::vector<unsigned char>> bytes =
      rt::encodeScalar(type, scalar, rt::TruthSpelling::Python);
  if (!bytes)
    throw py::value_error("argument " + std::to_string(index) + ": " +
                          bytes.getStatus().getMessage());
  if (type.name == "i1") {
    fromBool(index, (*bytes)[0] != 0, arg);
    arg.info.spec = text;
    return;
  }
  arg.kind = PreparedArg::Kind::Scalar;
  arg.info.type = want;
  arg.info.bytes = type.bytes;
  arg.info.spec = text;
  arg.scalar = std::move(*bytes);
}

/// A NumPy scalar: a bool as Python's, an integer as a Python int (so
/// that np.prod's np.int64 passes to any integer parameter it fits), a
/// float of another float type than the parameter's as a Python float;
/// else its own type and bytes, which the checks compare with the
/// parameter's.
void fromNumpyScalar(size_t index, const py::handle &value,
                     const rt::SourceParam *param, PreparedArg &arg,
                     const py::module_ &numpy) {
  if (py::isinstance(value, numpy.attr("bool_")))
    return fromBool(index, value.cast<bool>(), arg);
  if (py::isinstance(value, numpy.attr("integer"))) {
    py::int_ whole(py::reinterpret_steal<py::object>(
        PyNumber_Index(value.ptr())));
    return fromPythonNumber(index, whole, param, arg);
  }
  BufferInfo info;
  std::string text = py::str(value.attr("dtype"));
  std::string name;
  if (readBuffer(value, info) && info.kind != 'b')
    name = elementName(info.kind, info.itemBytes);
  if (name.empty())
    fail(rt::ArgumentProblem::Type,
         "argument " + std::to_string(index) + ": NumPy scalar type '" + text +
             "' is not one a kernel takes");
  bool floatParam = param && !param->isBuffer &&
                    (param->type == "bf16" || param->type[0] == 'f');
  if (info.kind == 'f' && floatParam && param->type != name) {
    py::float_ real(py::reinterpret_steal<py::object>(
        PyNumber_Float(value.ptr())));
    return fromPythonNumber(index, real, param, arg);
  }
  arg.kind = PreparedArg::Kind::Scalar;
  arg.info.type = name;
  arg.info.bytes = info.itemBytes;
  arg.info.spec = name + ":" + std::string(py::str(value));
  const auto *data = static_cast<const unsigned char *>(info.data);
  arg.scalar.assign(data, data + info.itemBytes);
}
} // namespace

std::shared_ptr<PreparedLaunch>
warptile::python::prepareLaunch(const CompiledKernel &kernel, py::tuple args) {
  auto launch = std::make_shared<PreparedLaunch>();
  launch->kernel = kernel;
  size_t count = args.size();
  bool countMatches = count == kernel.sourceParams.size();
  py::module_ numpy = py::module_::import("numpy");
  py::object generic = numpy.attr("generic");
  py::object ndarray = numpy.attr("ndarray");
  for (size_t i = 0; i < count; ++i) {
    py::handle value = args[i];
    PreparedArg arg;
    const rt::SourceParam *param =
        countMatches ? &kernel.sourceParams[i] : nullptr;
    if (py::isinstance(value, ndarray)) {
      fromHostArray(i, value, arg);
    } else if (py::hasattr(value, "__cuda_array_interface__")) {
      fromCudaArrayInterface(i, py::reinterpret_borrow<py::object>(value), arg);
    } else if (py::hasattr(value, "__dlpack__")) {
      fromDLPack(i, py::reinterpret_borrow<py::object>(value), arg);
    } else if (py::isinstance<py::bool_>(value)) {
      fromBool(i, value.cast<bool>(), arg);
    } else if (py::isinstance<py::int_>(value) ||
               py::isinstance<py::float_>(value)) {
      fromPythonNumber(i, value, param, arg);
    } else if (py::isinstance(value, generic)) {
      fromNumpyScalar(i, value, param, arg, numpy);
    } else {
      fail(rt::ArgumentProblem::Type,
           "argument " + std::to_string(i) +
               ": expected a NumPy array, an "
               "object with __cuda_array_interface__ or __dlpack__, or a "
               "number, "
               "not " +
               std::string(py::str(value.get_type().attr("__name__"))));
    }
    launch->args.push_back(std::move(arg));
  }
  std::vector<rt::ArgumentInfo> infos;
  for (const PreparedArg &arg : launch->args)
    infos.push_back(arg.info);
  rt::ArgumentProblem problem;
  if (rt::Status s = rt::checkArguments(
          kernel.name, kernel.ptxParams, &kernel.sourceParams, infos,
          count == 1 ? "argument" : "arguments", &problem))
    fail(problem, s.getMessage());
  return launch;
}

//===----------------------------------------------------------------------===//
// The CUDA backend
//===----------------------------------------------------------------------===//

namespace {
/// The process's one runtime: rt::Runtime is used from one thread at a
/// time, so every use holds `mutex`.
struct CudaState {
  std::mutex mutex;
  bool opened = false;
  bool poisoned = false; ///< the watchdog fired: the context is unusable
  rt::Status status;
  std::unique_ptr<rt::Runtime> runtime;
};

CudaState &cudaState() {
  static CudaState *state = new CudaState; // never destroyed: see below
  return *state;
}

/// Opens the runtime once; the caller holds the mutex. The runtime is never
/// closed: at interpreter exit the driver may already be unloading.
rt::Runtime *openRuntime(CudaState &state) {
  if (!state.opened) {
    state.opened = true;
    auto runtime = rt::Runtime::open(0);
    if (runtime)
      state.runtime = std::move(*runtime);
    else
      state.status = runtime.getStatus();
  }
  return state.runtime.get();
}

[[noreturn]] void raise(const rt::Status &status) {
  if (status.getKind() == rt::ErrorKind::Timeout)
    throw TimeoutFailure(rt::describe(status));
  throw CudaFailure(rt::describe(status));
}

template <typename T> T check(rt::Result<T> result) {
  if (!result)
    raise(result.getStatus());
  return std::move(*result);
}

void check(const rt::Status &status) {
  if (status)
    raise(status);
}

/// Device buffers and the stream of one launch, released on every path.
struct Resources {
  explicit Resources(rt::Runtime &runtime) : runtime(runtime) {}
  ~Resources() {
    for (rt::DevicePtr ptr : buffers)
      runtime.release(ptr);
    if (stream)
      runtime.destroyStream(stream);
  }
  rt::Runtime &runtime;
  std::vector<rt::DevicePtr> buffers;
  rt::StreamHandle stream = nullptr;
};
} // namespace

std::mutex &python::simMutex() {
  static std::mutex *mutex = new std::mutex;
  return *mutex;
}

namespace {

/// What Python sees of a run on the CPU executor.
python::SimReport reportOf(const sim::RunResult &result) {
  python::SimReport report;
  for (const sim::Finding &finding : result.findings)
    report.findings.emplace_back(finding.kind, finding.message);
  report.error = result.trapped ? result.error : std::string();
  report.threads = result.threadsRun;
  return report;
}
} // namespace

namespace {
/// Copies of the read-only host arrays of `launch` (the executors copy
/// every buffer back): `use(i, copy)` for each, the copies in `readOnly`.
void copyReadOnly(const PreparedLaunch &launch,
                  std::vector<std::vector<unsigned char>> &readOnly,
                  const std::function<void(size_t, void *)> &use) {
  readOnly.reserve(launch.args.size());
  for (size_t i = 0; i < launch.args.size(); ++i)
    if (launch.args[i].kind == PreparedArg::Kind::Host &&
        !launch.args[i].writeBack) {
      auto *bytes = static_cast<unsigned char *>(launch.args[i].host);
      readOnly.emplace_back(bytes, bytes + launch.args[i].bytes);
      use(i, readOnly.back().data());
    }
}

/// Refuses a run that wrote a read-only array (its copy in `readOnly`, in
/// copyReadOnly's order, no longer equals it): the array keeps its
/// contents, and the caller would silently read stale values, so this is
/// a ValueError, as CuPy and Numba raise.
void refuseWrittenReadOnly(const PreparedLaunch &launch,
                           const std::vector<std::vector<unsigned char>> &readOnly) {
  size_t next = 0;
  for (size_t i = 0; i < launch.args.size(); ++i) {
    const PreparedArg &arg = launch.args[i];
    if (arg.kind != PreparedArg::Kind::Host || arg.writeBack)
      continue;
    const std::vector<unsigned char> &copy = readOnly[next++];
    if (std::memcmp(copy.data(), arg.host, arg.bytes) != 0)
      throw py::value_error(
          "argument " + std::to_string(i) + " is a read-only array, which "
          "kernel '" + launch.kernel.name + "' wrote; the array keeps its "
          "contents (pass a writable array, e.g. numpy.array(a))");
  }
}

/// Runs `work` on a thread of its own while this one (holding the GIL
/// every 50 ms) lets Python handle signals: Ctrl-C stops the executor's run
/// at its next thread switch (sim::interruptRun, repeated until the run
/// returns) and raises KeyboardInterrupt. Call with the GIL held.
void runInterruptibly(const std::function<void()> &work) {
  std::mutex mutex;
  std::condition_variable cv;
  bool finished = false;
  std::exception_ptr error;
  std::thread worker([&] {
    try {
      work();
    } catch (...) {
      error = std::current_exception();
    }
    std::lock_guard<std::mutex> lock(mutex);
    finished = true;
    cv.notify_all();
  });
  bool interrupted = false;
  while (true) {
    {
      py::gil_scoped_release release;
      std::unique_lock<std::mutex> lock(mutex);
      if (cv.wait_for(lock, std::chrono::milliseconds(50),
                      [&] { return finished; }))
        break;
    }
    if (!interrupted && PyErr_CheckSignals() != 0)
      interrupted = true;
    if (interrupted)
      sim::interruptRun();
  }
  worker.join();
  if (interrupted)
    throw py::error_already_set();
  if (error)
    std::rethrow_exception(error);
}

/// Raises TimeoutError when the watchdog stopped the run.
void raiseIfTimedOut(const sim::RunResult &result, const std::string &kernel) {
  // A host entry (tile kernels) reports its launches' failures as its
  // error: the stop request of its last launch says whether it timed out.
  if (result.stop == sim::StopReason::TimedOut ||
      ((result.trapped || !result.error.empty()) &&
       sim::lastStopRequest() == sim::StopReason::TimedOut))
    throw TimeoutFailure("kernel '" + kernel + "' on the CPU executor: " +
                         (result.error.empty()
                              ? std::string("the watchdog stopped it")
                              : result.error));
}
} // namespace

python::SimReport python::runOnSim(PreparedLaunch &launch,
                                   SimProgram &program, rt::Dim3 grid,
                                   rt::Dim3 block, unsigned smem,
                                   double timeout, uint64_t seed) {
  std::vector<sim::Arg> args;
  for (size_t i = 0; i < launch.args.size(); ++i) {
    PreparedArg &arg = launch.args[i];
    switch (arg.kind) {
    case PreparedArg::Kind::Scalar:
      args.push_back({arg.scalar.data(), arg.scalar.size(), false, {}});
      break;
    case PreparedArg::Kind::Host:
      args.push_back({arg.host, arg.bytes, true, arg.shape});
      break;
    case PreparedArg::Kind::Device:
      throw py::type_error("argument " + std::to_string(i) +
                           " is device memory; the CPU executor runs on "
                           "host arrays (backend='cuda' takes device "
                           "memory)");
    }
  }
  sim::LaunchOptions options;
  options.grid = {grid.x, grid.y, grid.z};
  options.block = {block.x, block.y, block.z};
  options.dynamicSmem = smem;
  options.seed = seed;
  options.timeoutSeconds = timeout;
  sim::RunResult result;
  // The executor copies each buffer in and back (writable or not); a
  // read-only array keeps its contents.
  std::vector<std::vector<unsigned char>> readOnly;
  copyReadOnly(launch, readOnly, [&](size_t i, void *copy) {
    args[i].data = copy;
  });
  runInterruptibly([&] {
    // The executor runs one grid at a time per process.
    std::lock_guard<std::mutex> lock(simMutex());
    result = program.program->run(launch.kernel.name, args, options);
  });
  raiseIfTimedOut(result, launch.kernel.name);
  refuseWrittenReadOnly(launch, readOnly);
  return reportOf(result);
}

namespace {
/// A tile launch's arguments as host buffers and scalars for a host entry,
/// after refusing device memory and arrays that share memory. Read-only
/// arrays are replaced by copies (in `readOnly`): every buffer is copied
/// back after the run.
std::vector<mlir::warptile::EntryArg>
tileEntryArgs(PreparedLaunch &launch,
              std::vector<std::vector<unsigned char>> &readOnly) {
  std::vector<mlir::warptile::EntryArg> args;
  for (size_t i = 0; i < launch.args.size(); ++i) {
    PreparedArg &arg = launch.args[i];
    const rt::SourceParam &param = launch.kernel.sourceParams[i];
    switch (arg.kind) {
    case PreparedArg::Kind::Scalar:
      // The check above made the bytes the parameter's type; an index is
      // passed as i64 (HostEntry.h's spelling).
      args.push_back({false, param.type == "index" ? "i64" : param.type, {},
                      arg.info.spec, arg.scalar.data()});
      break;
    case PreparedArg::Kind::Host:
      if (!arg.writeBack && i < launch.kernel.partitions.size() &&
          launch.kernel.partitions[i])
        throw py::value_error("argument " + std::to_string(i) +
                              " is a read-only array, but parameter " +
                              std::to_string(i) + " of '" +
                              launch.kernel.name +
                              "' is a partition the kernel writes");
      args.push_back({true, arg.info.type, arg.shape, arg.info.spec, arg.host});
      break;
    case PreparedArg::Kind::Device:
      throw py::type_error("argument " + std::to_string(i) +
                           " is device memory; tile kernels take host arrays "
                           "(each is copied to the device and back)");
    }
  }
  // Each buffer is copied to the device on its own: arrays that share
  // memory would not alias there, so a kernel written for in-place use
  // would silently compute something else.
  for (size_t i = 0; i < launch.args.size(); ++i)
    for (size_t j = i + 1; j < launch.args.size(); ++j) {
      const PreparedArg &a = launch.args[i], &b = launch.args[j];
      if (a.kind != PreparedArg::Kind::Host ||
          b.kind != PreparedArg::Kind::Host)
        continue;
      auto *p = static_cast<const char *>(a.host);
      auto *q = static_cast<const char *>(b.host);
      if (p < q + b.bytes && q < p + a.bytes)
        throw py::value_error(
            "arguments " + std::to_string(i) + " and " + std::to_string(j) +
            " share memory; a tile kernel's buffers must be distinct arrays "
            "(each is copied to the device on its own)");
    }
  copyReadOnly(launch, readOnly, [&](size_t i, void *copy) {
    args[i].data = copy;
  });
  return args;
}
} // namespace

python::SimReport python::runTileOnSim(Module &module, PreparedLaunch &launch,
                                       double timeout, uint64_t seed) {
  std::vector<std::vector<unsigned char>> readOnly;
  std::vector<mlir::warptile::EntryArg> args = tileEntryArgs(launch, readOnly);
  sim::RunResult result;
  runInterruptibly([&] {
    std::lock_guard<std::mutex> lock(simMutex());
    result = module.runEntryOnSim(launch.kernel.name, args, timeout, seed);
  });
  raiseIfTimedOut(result, launch.kernel.name);
  refuseWrittenReadOnly(launch, readOnly);
  return reportOf(result);
}

void python::runTileOnCuda(Module &module, PreparedLaunch &launch,
                           double timeout) {
  std::vector<std::vector<unsigned char>> readOnly;
  std::vector<mlir::warptile::EntryArg> args = tileEntryArgs(launch, readOnly);
  std::string chip = cudaChip();
  std::string error;
  int exitCode = 0;
  {
    // libwarptile_cuda_runtime.so reads its watchdog once per process.
    static std::mutex oneRun;
    py::gil_scoped_release release;
    std::lock_guard<std::mutex> lock(oneRun);
    setenv("WARPTILE_TIMEOUT", std::to_string(timeout).c_str(), 0);
    error = module.runEntryOnCuda(launch.kernel.name, args,
                                  chip.empty() ? std::string(mlir::warptile::kDefaultChip) : chip, exitCode);
  }
  if (error.empty())
    return;
  if (exitCode == 3)
    throw TimeoutFailure(error);
  throw std::runtime_error("tile kernel '" + launch.kernel.name + "': " + error);
}

std::pair<bool, std::string> warptile::python::probeCuda() {
  py::gil_scoped_release release;
  CudaState &state = cudaState();
  std::lock_guard<std::mutex> lock(state.mutex);
  if (rt::Runtime *runtime = openRuntime(state))
    return {true, runtime->getDeviceName() + " (" + runtime->getChip() + ")"};
  return {false, rt::describe(state.status)};
}

std::string warptile::python::cudaChip() {
  py::gil_scoped_release release;
  CudaState &state = cudaState();
  std::lock_guard<std::mutex> lock(state.mutex);
  rt::Runtime *runtime = openRuntime(state);
  return runtime ? runtime->getChip() : "";
}

std::pair<unsigned, unsigned> warptile::python::cudaCacheStats() {
  CudaState &state = cudaState();
  std::lock_guard<std::mutex> lock(state.mutex);
  if (!state.runtime)
    return {0, 0};
  const rt::CacheStats &stats = state.runtime->getCacheStats();
  return {stats.hits, stats.misses};
}

BenchResult warptile::python::runOnCuda(PreparedLaunch &launch, rt::Dim3 grid,
                                        rt::Dim3 block, unsigned smem,
                                        double timeout, unsigned benchRuns,
                                        unsigned warmup) {
  py::gil_scoped_release release;
  CudaState &state = cudaState();
  std::lock_guard<std::mutex> lock(state.mutex);
  rt::Runtime *runtime = openRuntime(state);
  if (!runtime)
    raise(state.status);
  if (state.poisoned)
    throw CudaFailure("the CUDA context is unusable since the watchdog "
                      "stopped waiting for a kernel; restart the process");
  rt::Runtime &rt = *runtime;
  const CompiledKernel &compiled = launch.kernel;
  // module::kernel names the entry of one gpu.module's PTX by its own name.
  size_t colons = compiled.name.rfind("::");
  rt::Kernel kernel = check(rt.loadKernel(
      compiled.ptx, rt::ImageKind::Ptx,
      colons == std::string::npos ? compiled.name
                                  : compiled.name.substr(colons + 2)));

  Resources resources(rt);
  std::vector<rt::DevicePtr> pointers(launch.args.size(), 0);
  std::vector<rt::LaunchValue> values(launch.args.size());
  size_t bufferBytes = 0;
  for (size_t i = 0; i < launch.args.size(); ++i) {
    PreparedArg &arg = launch.args[i];
    // A struct by value (`.b8[N]`, imported IR's byval) takes the array's
    // bytes, as warp-run and the simulator pass them (rt::checkArguments
    // checked the size).
    bool byValue = i < compiled.ptxParams.size() &&
                   rt::isByValueParam(compiled.ptxParams[i]);
    if (byValue && arg.kind == PreparedArg::Kind::Host) {
      values[i].scalar = arg.host;
      continue;
    }
    if (byValue)
      fail(rt::ArgumentProblem::Type,
           "argument " + std::to_string(i) +
               ": a struct passed by value takes host bytes (a NumPy array), "
               "not device memory");
    switch (arg.kind) {
    case PreparedArg::Kind::Scalar:
      values[i].scalar = arg.scalar.data();
      continue;
    case PreparedArg::Kind::Device:
      pointers[i] = arg.device;
      break;
    case PreparedArg::Kind::Host:
      pointers[i] = check(rt.allocate(arg.bytes));
      resources.buffers.push_back(pointers[i]);
      check(rt.copyToDevice(pointers[i], arg.host, arg.bytes));
      break;
    }
    values[i].isBuffer = true;
    values[i].address = static_cast<uint64_t>(pointers[i]);
    values[i].shape = arg.shape;
    bufferBytes += arg.bytes;
  }
  // A pointer per buffer, or a memref descriptor of the array's shape where
  // the kernel takes one (warp-run's packing: rt::packParameters).
  rt::PackedParameters packed = rt::packParameters(
      compiled.ptxParams, &compiled.sourceParams, values);
  std::vector<void *> &params = packed.pointers;
  resources.stream = check(rt.createStream());
  auto run = [&] {
    return rt.launch(kernel, grid, block, smem, resources.stream,
                     params.data());
  };
  auto wait = [&](const rt::Status &status) {
    if (status.getKind() == rt::ErrorKind::Timeout)
      state.poisoned = true;
    check(status);
  };
  check(run());
  wait(rt.synchronize(resources.stream, timeout));

  BenchResult result;
  result.kernel = compiled.name;
  result.device = rt.getDeviceName();
  result.bytes = bufferBytes;
  if (benchRuns) {
    for (unsigned i = 0; i < warmup; ++i)
      check(run());
    std::vector<float> ms;
    for (unsigned i = 0; i < benchRuns; ++i) {
      auto time = rt.time(resources.stream, timeout, run);
      if (!time)
        wait(time.getStatus());
      ms.push_back(*time);
    }
    std::sort(ms.begin(), ms.end());
    result.runs = benchRuns;
    result.medianMs = ms[ms.size() / 2];
    result.minMs = ms.front();
    result.maxMs = ms.back();
    result.gbPerS =
        result.medianMs > 0 ? bufferBytes / (result.medianMs * 1e-3) / 1e9 : 0;
  }
  for (size_t i = 0; i < launch.args.size(); ++i) {
    PreparedArg &arg = launch.args[i];
    if (arg.kind == PreparedArg::Kind::Host && arg.writeBack)
      check(rt.copyToHost(arg.host, pointers[i], arg.bytes));
  }
  // A read-only array the kernel wrote is an error, not stale data.
  std::vector<std::vector<unsigned char>> readOnly;
  for (size_t i = 0; i < launch.args.size(); ++i) {
    PreparedArg &arg = launch.args[i];
    if (arg.kind == PreparedArg::Kind::Host && !arg.writeBack) {
      readOnly.emplace_back(arg.bytes);
      check(rt.copyToHost(readOnly.back().data(), pointers[i], arg.bytes));
    }
  }
  refuseWrittenReadOnly(launch, readOnly);
  return result;
}
