//===- Bindings.cpp - The warptile._warptile extension module -------------===//
//
// Part of warptile. The low-level API the Python package (python/warptile)
// wraps: every call that compiles or runs releases the GIL. Users import
// `warptile`, whose classes carry the documentation.
//
//===----------------------------------------------------------------------===//

#include "Compiler.h"
#include "Errors.h"
#include "Launch.h"
#include "StaticMapBindings.h"

#include "warptile/Runtime/Runtime.h"
#include "warptile/Sim/Machine.h"

#include <pybind11/stl.h>

namespace py = pybind11;
using namespace warptile::python;
namespace rt = warptile::rt;

namespace {
/// A C++ diagnostic as warptile.Diagnostic (warptile/_diagnostics.py).
py::object toPython(const Diagnostic &diagnostic, py::handle type) {
  py::list notes;
  for (const Diagnostic &note : diagnostic.notes)
    notes.append(toPython(note, type));
  return type(diagnostic.severity, diagnostic.message, diagnostic.file,
              diagnostic.line, diagnostic.column, notes, diagnostic.text);
}

py::list toPython(const std::vector<Diagnostic> &diagnostics) {
  py::object type =
      py::module_::import("warptile._diagnostics").attr("Diagnostic");
  py::list list;
  for (const Diagnostic &diagnostic : diagnostics)
    list.append(toPython(diagnostic, type));
  return list;
}

py::dict toPython(const rt::SourceParam &param) {
  py::dict dict;
  dict["is_buffer"] = param.isBuffer;
  dict["element_type"] = param.type;
  dict["elements"] = param.elements;
  return dict;
}

rt::Dim3 toDim3(const std::vector<unsigned> &dims) {
  rt::Dim3 dim;
  dim.x = dims.size() > 0 ? dims[0] : 1;
  dim.y = dims.size() > 1 ? dims[1] : 1;
  dim.z = dims.size() > 2 ? dims[2] : 1;
  return dim;
}
} // namespace

PYBIND11_MODULE(_warptile, m) {
  m.doc() = "warptile's compiler and CUDA runtime (use the warptile package)";
  // A simulated kernel past its timeout raises TimeoutError here; only the
  // command-line tools end the process (exit code 3).
  warptile::sim::setTimeoutEndsProcess(false);

  py::register_exception_translator([](std::exception_ptr error) {
    try {
      if (error)
        std::rethrow_exception(error);
    } catch (const DiagnosticFailure &failure) {
      py::object type =
          py::module_::import("warptile._diagnostics").attr("DiagnosticError");
      py::object exception =
          type(failure.what(), toPython(failure.diagnostics));
      PyErr_SetObject(type.ptr(), exception.ptr());
    } catch (const FileFailure &failure) {
      PyErr_SetString(PyExc_OSError, failure.what());
    } catch (const TimeoutFailure &failure) {
      PyErr_SetString(PyExc_TimeoutError, failure.what());
    } catch (const std::out_of_range &failure) {
      PyErr_SetString(PyExc_KeyError, failure.what());
    }
  });

  using Release = py::call_guard<py::gil_scoped_release>;
  py::class_<Module, std::shared_ptr<Module>>(m, "Module")
      .def_static("parse", &Module::parse, py::arg("text"), py::arg("name"),
                  Release())
      .def_static("parse_file", &Module::parseFile, py::arg("path"), Release())
      .def("verify", &Module::verify, Release())
      .def(
          "check_convergence",
          [](Module &module, bool warningsAsErrors) {
            std::vector<Diagnostic> found;
            {
              py::gil_scoped_release release;
              found = module.checkConvergence(warningsAsErrors);
            }
            return toPython(found);
          },
          py::arg("warnings_as_errors"))
      .def(
          "check_races",
          [](Module &module, bool warningsAsErrors) {
            std::vector<Diagnostic> found;
            {
              py::gil_scoped_release release;
              found = module.checkRaces(warningsAsErrors);
            }
            return toPython(found);
          },
          py::arg("warnings_as_errors"))
      .def("lower", &Module::lower, py::arg("pipeline"), Release())
      .def("to_ptx", &Module::toPtx, py::arg("chip"), Release())
      .def("with_num_warps", &Module::withNumWarps, py::arg("num_warps"),
           Release())
      .def("__str__", &Module::str, Release())
      .def("kernel_names", &Module::kernelNames, Release())
      .def(
          "kernel",
          [](Module &module, const std::string &name) {
            KernelInfo info;
            {
              py::gil_scoped_release release;
              info = module.kernel(name);
            }
            py::list params;
            for (const Param &param : info.params) {
              py::dict dict = toPython(param.source);
              dict["type"] = param.type;
              params.append(dict);
            }
            return py::make_tuple(info.kind, params);
          },
          py::arg("name"))
      .def("compile_sim", &Module::compileForSim, py::arg("chip"), Release())
      .def("compile", &Module::compile, py::arg("name"), py::arg("chip"),
           py::arg("tile_ptx") = true, Release());

  py::class_<CompiledKernel>(m, "CompiledKernel")
      .def_readonly("name", &CompiledKernel::name)
      .def_readonly("chip", &CompiledKernel::chip)
      .def_readonly("ptx", &CompiledKernel::ptx)
      .def_property_readonly("ptx_params", [](const CompiledKernel &kernel) {
        py::list params;
        for (const rt::PtxParam &param : kernel.ptxParams)
          params.append(py::make_tuple(param.type, param.bytes));
        return params;
      });

  py::class_<PreparedLaunch, std::shared_ptr<PreparedLaunch>>(m,
                                                              "PreparedLaunch");
  m.def("prepare_launch", &prepareLaunch, py::arg("kernel"), py::arg("args"));
  m.def("launch_bytes", [](const PreparedLaunch &launch) {
    size_t bytes = 0;
    for (const PreparedArg &arg : launch.args)
      bytes += arg.bytes;
    return bytes;
  });
  m.attr("__version__") = WARPTILE_VERSION;
  // The chip table's default (warptile/Pipelines/Chips.h), one for every
  // tool and for the package.
  m.attr("DEFAULT_CHIP") = std::string(mlir::warptile::kDefaultChip);

  py::class_<SimProgram, std::shared_ptr<SimProgram>>(m, "SimProgram");
  py::class_<SimReport>(m, "SimReport")
      .def_readonly("findings", &SimReport::findings)
      .def_readonly("error", &SimReport::error)
      .def_readonly("threads", &SimReport::threads);
  m.def(
      "run_sim",
      [](PreparedLaunch &launch, SimProgram &program,
         const std::vector<unsigned> &grid, const std::vector<unsigned> &block,
         unsigned smem, double timeout, uint64_t seed) {
        return runOnSim(launch, program, toDim3(grid), toDim3(block), smem,
                        timeout, seed);
      },
      py::arg("launch"), py::arg("program"), py::arg("grid"), py::arg("block"),
      py::arg("smem"), py::arg("timeout"), py::arg("seed"));

  m.def(
      "run_tile_sim",
      [](Module &module, PreparedLaunch &launch, double timeout,
         uint64_t seed) {
        return runTileOnSim(module, launch, timeout, seed);
      },
      py::arg("module"), py::arg("launch"), py::arg("timeout"),
      py::arg("seed"));
  m.def("run_tile_cuda", &runTileOnCuda, py::arg("module"), py::arg("launch"),
        py::arg("timeout"));

  py::class_<BenchResult>(m, "BenchResult")
      .def_readonly("kernel", &BenchResult::kernel)
      .def_readonly("device", &BenchResult::device)
      .def_readonly("runs", &BenchResult::runs)
      .def_readonly("median_ms", &BenchResult::medianMs)
      .def_readonly("min_ms", &BenchResult::minMs)
      .def_readonly("max_ms", &BenchResult::maxMs)
      .def_readonly("bytes", &BenchResult::bytes)
      .def_readonly("gb_per_s", &BenchResult::gbPerS);
  m.def(
      "run_cuda",
      [](PreparedLaunch &launch, const std::vector<unsigned> &grid,
         const std::vector<unsigned> &block, unsigned smem, double timeout,
         unsigned benchRuns, unsigned warmup) {
        return runOnCuda(launch, toDim3(grid), toDim3(block), smem, timeout,
                         benchRuns, warmup);
      },
      py::arg("launch"), py::arg("grid"), py::arg("block"), py::arg("smem"),
      py::arg("timeout"), py::arg("bench_runs"), py::arg("warmup"));
  m.def("probe_cuda", &probeCuda);
  m.def("cuda_chip", &cudaChip);
  m.def("cuda_cache_stats", &cudaCacheStats);
  m.def("parse_timeout", [](const std::string &text) {
    rt::Result<double> seconds = rt::parseTimeout(text);
    if (!seconds)
      throw py::value_error("timeout: " + seconds.getStatus().getMessage());
    return *seconds;
  });
  m.def("find_ptxas", &rt::findPtxas);
  m.def(
      "assemble",
      [](const std::string &ptx, const std::string &chip) {
        rt::Result<std::string> cubin{std::string()};
        {
          py::gil_scoped_release release;
          cubin = rt::assembleWithPtxas(ptx, chip);
        }
        if (!cubin)
          throw std::runtime_error(cubin.getStatus().getMessage());
        return py::bytes(*cubin);
      },
      py::arg("ptx"), py::arg("chip"));
  m.attr("MAX_TIMEOUT_SECONDS") = rt::kMaxTimeoutSeconds;
  registerStaticMap(m);
}
