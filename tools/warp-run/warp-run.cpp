//===- warp-run.cpp - JIT-compile and launch one kernel -------------------===//
//
// Part of warptile. `warp-run FILE.{mlir,ptx,cubin} --kernel K --grid G
// --block B --arg SPEC...`: compiles (for .mlir), checks the arguments
// against the kernel's parameters, launches through lib/Runtime under a
// watchdog, then prints, writes or compares the buffers, or benchmarks.
//
//===----------------------------------------------------------------------===//

#include "Buffers.h"
#include "Compile.h"
#include "warptile/Runtime/Runtime.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

using namespace warptile;
using namespace warptile::run;

namespace {
/// The exit codes, documented in --help and the README.
/// Besides these, driver errors exit with rt::exitCode: 3 when the watchdog
/// stopped waiting for the kernel, 77 without a CUDA driver or device.
enum ExitCode {
  ExitOk = 0,
  ExitError = 1,    ///< usage, input, compile or driver error
  ExitMismatch = 2, ///< a buffer differs from --expect
};

const char *usage = R"(usage: warp-run FILE.{mlir,ptx,cubin} [options] [--arg SPEC]...
       warp-run --main FILE.mlir [--chip sm_XX]

  --kernel NAME        kernel to launch (default: the file's only kernel)
  --grid X[,Y[,Z]]     blocks (default 1)
  --block X[,Y[,Z]]    threads per block (default 32)
  --smem BYTES         dynamic shared memory (default 0)
  --arg SPEC           one per kernel parameter, in order:
                         TYPE[N]=FILL  a device buffer of N (or AxB...) elements,
                                       FILL: zeros ones iota random[:SEED]
                                       const:VALUE file:PATH.npy (default zeros)
                         TYPE:VALUE    a scalar
                       TYPE: f32 f64 i8 i32 i64 u8 u32 u64
  --print              print every buffer after the run
  --out I=FILE.npy     write buffer argument I (0-based) after the run
  --expect I=FILE.npy  compare buffer argument I with FILE.npy
  --rtol R, --atol A   float tolerance of --expect (default 1e-5, 1e-6)
  --bench N            time N launches after --warmup W (default 3):
                       median, min, max and achieved bandwidth
  --json FILE          write the --bench result as JSON
  --timeout SECONDS    watchdog: the longest wait for a kernel (default 10)
  --device N           the CUDA device to run on (default 0)
  --chip sm_XX         .mlir target (default: the device's, else sm_90)
  --emit-ptx FILE      .mlir: also write the PTX that runs
  --check-only         check the arguments against the kernel, launch nothing
  --ptxas              assemble the PTX with the CUDA toolkit's ptxas for the
                       device and load the cubin (no driver JIT)
  --timings            print the time of each phase: compile (.mlir to PTX),
                       driver start, module load (JIT), first launch + wait
  --main               run FILE.mlir's host function @main (gpu.launch_func,
                       gpu.alloc, gpu.memcpy, printMemref*) on the execution
                       engine, mlir-runner style

exit codes: 0 ok, 1 error, 2 results differ from --expect, 3 watchdog
timeout, 77 no CUDA driver or GPU
)";

struct Options {
  std::string input, kernel, chip, emitPtx, json;
  rt::Dim3 grid{1, 1, 1}, block{32, 1, 1};
  unsigned smem = 0;
  std::vector<std::string> args;
  std::vector<std::pair<size_t, std::string>> outs, expects;
  bool print = false, checkOnly = false, runMain = false, timings = false,
       ptxas = false;
  double rtol = 1e-5, atol = 1e-6, timeout = 10;
  unsigned bench = 0, warmup = 3;
  int device = 0;
};

/// --timings: wall time of each phase, printed as it ends.
class Phases {
public:
  explicit Phases(bool enabled) : enabled(enabled) {}
  void restart() { start = std::chrono::steady_clock::now(); }
  void done(const char *phase) {
    auto now = std::chrono::steady_clock::now();
    if (enabled)
      std::printf("warp-run: %-20s %9.3f ms\n", phase,
                  std::chrono::duration<double, std::milli>(now - start)
                      .count());
    start = now;
  }

private:
  bool enabled;
  std::chrono::steady_clock::time_point start =
      std::chrono::steady_clock::now();
};

int fail(const std::string &message, int code = ExitError) {
  std::cerr << "warp-run: " << message << "\n";
  return code;
}

bool parseDim3(const std::string &text, rt::Dim3 &dim) {
  unsigned v[3] = {1, 1, 1};
  std::istringstream in(text);
  std::string part;
  int n = 0;
  while (std::getline(in, part, ',')) {
    char *end = nullptr;
    unsigned long value = std::strtoul(part.c_str(), &end, 10);
    if (n == 3 || part.empty() || *end || value == 0 || value > 0x7fffffff)
      return false;
    v[n++] = static_cast<unsigned>(value);
  }
  dim = {v[0], v[1], v[2]};
  return n > 0;
}

bool parseIndexed(const std::string &text,
                  std::vector<std::pair<size_t, std::string>> &into) {
  size_t eq = text.find('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == text.size())
    return false;
  char *end = nullptr;
  unsigned long index = std::strtoul(text.c_str(), &end, 10);
  if (end != text.c_str() + eq)
    return false;
  into.emplace_back(index, text.substr(eq + 1));
  return true;
}

bool isValueFlag(const std::string &flag) {
  for (const char *known :
       {"--kernel", "--grid", "--block", "--smem", "--arg", "--out",
        "--expect", "--rtol", "--atol", "--timeout", "--bench", "--warmup",
        "--json", "--chip", "--emit-ptx", "--device"})
    if (flag == known)
      return true;
  return false;
}

/// Returns an error message, or empty with `options` filled.
std::string parseOptions(int argc, char **argv, Options &o) {
  for (int i = 1; i < argc; ++i) {
    std::string flag = argv[i];
    auto value = [&](std::string &into) {
      if (i + 1 >= argc)
        return false;
      into = argv[++i];
      return true;
    };
    std::string v;
    double d;
    if (flag == "--help" || flag == "-h") {
      std::cout << usage;
      std::exit(ExitOk);
    } else if (flag == "--print") {
      o.print = true;
    } else if (flag == "--check-only") {
      o.checkOnly = true;
    } else if (flag == "--main") {
      o.runMain = true;
    } else if (flag == "--timings") {
      o.timings = true;
    } else if (flag == "--ptxas") {
      o.ptxas = true;
    } else if (flag.rfind("--", 0) != 0) {
      if (!o.input.empty())
        return "one input file, not '" + o.input + "' and '" + flag + "'";
      o.input = flag;
    } else if (!isValueFlag(flag)) {
      return "unknown option " + flag + " (see --help)";
    } else if (!value(v)) {
      return flag + " needs a value";
    } else if (flag == "--kernel") {
      o.kernel = v;
    } else if (flag == "--grid" || flag == "--block") {
      if (!parseDim3(v, flag == "--grid" ? o.grid : o.block))
        return flag + " takes X[,Y[,Z]] of positive integers, not '" + v + "'";
    } else if (flag == "--smem") {
      if (!parseNumber(v, d) || d < 0)
        return "--smem takes a byte count, not '" + v + "'";
      o.smem = static_cast<unsigned>(d);
    } else if (flag == "--arg") {
      o.args.push_back(v);
    } else if (flag == "--out" || flag == "--expect") {
      if (!parseIndexed(v, flag == "--out" ? o.outs : o.expects))
        return flag + " takes INDEX=FILE.npy, not '" + v + "'";
    } else if (flag == "--rtol" || flag == "--atol" || flag == "--timeout") {
      if (!parseNumber(v, d) || d < 0)
        return flag + " takes a non-negative number, not '" + v + "'";
      (flag == "--rtol" ? o.rtol : flag == "--atol" ? o.atol : o.timeout) = d;
    } else if (flag == "--bench" || flag == "--warmup") {
      if (!parseNumber(v, d) || d < 0 || d != std::floor(d))
        return flag + " takes a count, not '" + v + "'";
      (flag == "--bench" ? o.bench : o.warmup) = static_cast<unsigned>(d);
    } else if (flag == "--device") {
      if (!parseNumber(v, d) || d < 0 || d != std::floor(d))
        return "--device takes a device ordinal, not '" + v + "'";
      o.device = static_cast<int>(d);
    } else if (flag == "--json") {
      o.json = v;
    } else if (flag == "--chip") {
      o.chip = v;
    } else {
      o.emitPtx = v;
    }
  }
  if (o.input.empty())
    return "no input file (see --help)";
  return {};
}

bool endsWith(const std::string &s, const std::string &suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

/// Loads or compiles the input into an image; empty on success.
std::string loadImage(const Options &o, const std::string &chip,
                      std::string &image, rt::ImageKind &kind,
                      SourceSignatures &signatures) {
  kind = endsWith(o.input, ".cubin") ? rt::ImageKind::Cubin
                                     : rt::ImageKind::Ptx;
  if (endsWith(o.input, ".mlir")) {
    image.clear();
    if (std::string error = compileMlir(o.input, chip, image, signatures);
        !error.empty())
      return error;
    if (!o.emitPtx.empty() && !(std::ofstream(o.emitPtx) << image))
      return "--emit-ptx: cannot write '" + o.emitPtx + "'";
    return {};
  }
  if (!endsWith(o.input, ".ptx") && !endsWith(o.input, ".cubin"))
    return "'" + o.input + "': expected a .mlir, .ptx or .cubin file";
  std::ifstream in(o.input, std::ios::binary);
  if (!in)
    return "cannot open '" + o.input + "'";
  image.assign(std::istreambuf_iterator<char>(in), {});
  if (image.empty())
    return "'" + o.input + "' is empty";
  return {};
}

/// Checks the arguments against a PTX kernel's parameters (a cubin has no
/// readable signature; its arguments are checked by count only when the
/// kernel is known from PTX). Picks the kernel when the name is not given.
std::string checkSignature(const std::string &ptx, Options &o,
                           const std::vector<Argument> &args) {
  auto entries = rt::parsePtxEntries(ptx);
  std::string names;
  for (auto &[name, params] : entries)
    names += (names.empty() ? "" : ", ") + name;
  if (o.kernel.empty()) {
    if (entries.size() != 1)
      return "'" + o.input + "' has " + std::to_string(entries.size()) +
             " kernels (" + names + "); pick one with --kernel";
    o.kernel = entries.front().first;
  }
  auto entry = std::find_if(entries.begin(), entries.end(),
                            [&](auto &e) { return e.first == o.kernel; });
  if (entry == entries.end())
    return "no kernel '" + o.kernel + "' in '" + o.input + "' (it has: " +
           (names.empty() ? "none" : names) + ")";
  const auto &params = entry->second;
  if (params.size() != args.size())
    return "kernel '" + o.kernel + "' takes " + std::to_string(params.size()) +
           " parameter" + (params.size() == 1 ? "" : "s") + ", " +
           std::to_string(args.size()) + " --arg given";
  for (size_t i = 0; i < args.size(); ++i) {
    size_t want = params[i].bytes;
    size_t have = args[i].isBuffer ? 8 : args[i].type.bytes;
    if (want != have)
      return "argument " + std::to_string(i) + " ('" + args[i].spec +
             "') is " +
             (args[i].isBuffer ? "a buffer (an 8-byte pointer)"
                               : "a " + std::to_string(have) + "-byte scalar") +
             ", but parameter " + std::to_string(i) + " of '" + o.kernel +
             "' is " + params[i].type + " (" + std::to_string(want) +
             " bytes)";
  }
  return {};
}

/// For .mlir input: each buffer holds the kernel's element type and at
/// least its static element count (a smaller one would be read and written
/// out of bounds), each scalar has the parameter's type.
std::string checkSourceTypes(const SourceSignatures &signatures,
                             const std::string &kernel,
                             const std::vector<Argument> &args) {
  auto found = signatures.find(kernel);
  if (found == signatures.end() || found->second.size() != args.size())
    return {};
  for (size_t i = 0; i < args.size(); ++i) {
    const SourceParam &param = found->second[i];
    const Argument &arg = args[i];
    std::string where = "argument " + std::to_string(i) + " ('" + arg.spec +
                        "'): parameter " + std::to_string(i) + " of '" +
                        kernel + "' ";
    std::string want = param.type == "index" ? "i64" : param.type;
    if (arg.isBuffer != param.isBuffer)
      return where + (param.isBuffer ? "is a memref" : "is a scalar");
    if (arg.type.name != want)
      return where + "holds " + param.type + ", not " + arg.type.name;
    if (arg.isBuffer && param.elements >= 0 &&
        static_cast<int64_t>(arg.count()) < param.elements)
      return where + "is a memref of " + std::to_string(param.elements) +
             " elements; " + std::to_string(arg.count()) +
             " would be accessed out of bounds";
  }
  return {};
}

void printBuffer(size_t index, const Argument &arg) {
  std::cout << "arg " << index << " " << arg.type.name << "[" << arg.count()
            << "]:";
  size_t n = arg.count(), shown = std::min<size_t>(n, 32);
  for (size_t i = 0; i < shown; ++i)
    std::cout << " " << arg.get(i);
  std::cout << (shown < n ? " ..." : "") << "\n";
}

/// Empty when `arg` matches the .npy file within the tolerances.
std::string compare(const Argument &arg, const std::string &path,
                    const Options &o) {
  Argument expected;
  std::vector<int64_t> shape;
  if (std::string error =
          readNpy(path, expected.type, shape, expected.data);
      !error.empty())
    return error;
  if (expected.count() != arg.count())
    return path + " holds " + std::to_string(expected.count()) +
           " elements, the buffer " + std::to_string(arg.count());
  size_t bad = 0, first = 0;
  for (size_t i = 0; i < arg.count(); ++i) {
    double a = arg.get(i), e = expected.get(i);
    bool ok = arg.type.isFloat
                  ? std::fabs(a - e) <= o.atol + o.rtol * std::fabs(e) ||
                        (std::isnan(a) && std::isnan(e))
                  : a == e;
    if (!ok && bad++ == 0)
      first = i;
  }
  if (!bad)
    return {};
  std::ostringstream msg;
  msg << bad << " of " << arg.count() << " elements differ from " << path
      << "; the first at [" << first << "]: got " << arg.get(first)
      << ", expected " << expected.get(first);
  return msg.str();
}

int exitFor(const rt::Status &status) {
  return fail(rt::describe(status), rt::exitCode(status));
}
} // namespace

int main(int argc, char **argv) {
  Options o;
  if (std::string error = parseOptions(argc, argv, o); !error.empty())
    return fail(error);
  if (o.runMain) {
    if (!o.args.empty() || !o.kernel.empty())
      return fail("--main runs @main, which allocates and launches itself; "
                  "it takes no --arg or --kernel");
    if (!endsWith(o.input, ".mlir"))
      return fail("--main runs a .mlir module, not '" + o.input + "'");
    std::string error =
        runMain(o.input, o.chip.empty() ? "sm_90" : o.chip, argv[0]);
    return error.empty() ? ExitOk : fail(error);
  }

  std::vector<Argument> args(o.args.size());
  for (size_t i = 0; i < args.size(); ++i)
    if (std::string error = parseArgument(o.args[i], args[i]); !error.empty())
      return fail("argument " + std::to_string(i) + ": " + error);
  for (auto *list : {&o.outs, &o.expects})
    for (auto &[index, path] : *list)
      if (index >= args.size() || !args[index].isBuffer)
        return fail("--out/--expect " + std::to_string(index) + "=" + path +
                    ": argument " + std::to_string(index) +
                    " is not a buffer");

  // Compile and check before touching the driver: argument errors are
  // reported the same way with or without a GPU.
  std::string chip = o.chip.empty() ? "sm_90" : o.chip;
  std::string image;
  rt::ImageKind kind;
  SourceSignatures signatures;
  Phases phases(o.timings);
  if (std::string error = loadImage(o, chip, image, kind, signatures);
      !error.empty())
    return fail(error);
  phases.done("compile");
  if (kind == rt::ImageKind::Ptx) {
    if (std::string error = checkSignature(image, o, args); !error.empty())
      return fail(error);
    if (std::string error = checkSourceTypes(signatures, o.kernel, args);
        !error.empty())
      return fail(error);
  } else if (o.kernel.empty()) {
    return fail("a .cubin needs --kernel NAME");
  }
  if (o.checkOnly) {
    std::cout << "warp-run: " << args.size() << " argument"
              << (args.size() == 1 ? "" : "s") << " fit kernel '" << o.kernel
              << "'\n";
    return ExitOk;
  }

  auto runtime = rt::Runtime::open(o.device);
  if (!runtime)
    return exitFor(runtime.getStatus());
  phases.done("driver start");
  rt::Runtime &rt = **runtime;
  if (o.chip.empty() && rt.getChip() != chip && endsWith(o.input, ".mlir")) {
    chip = rt.getChip(); // Compile for the device that is here.
    if (std::string error = loadImage(o, chip, image, kind, signatures);
      !error.empty())
      return fail(error);
  }
  if (o.ptxas && kind == rt::ImageKind::Ptx) {
    phases.restart();
    auto cubin = rt::assembleWithPtxas(image, rt.getChip());
    if (!cubin)
      return exitFor(cubin.getStatus());
    image = std::move(*cubin);
    kind = rt::ImageKind::Cubin;
    phases.done("ptxas");
  }
  phases.restart(); // a recompile for the device's chip is not a load
  auto kernel = rt.loadKernel(image, kind, o.kernel);
  if (!kernel)
    return exitFor(kernel.getStatus());
  phases.done("module load");

  std::vector<rt::DevicePtr> device(args.size(), 0);
  std::vector<void *> params(args.size());
  size_t bufferBytes = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    if (!args[i].isBuffer) {
      params[i] = args[i].data.data();
      continue;
    }
    auto ptr = rt.allocate(args[i].data.size());
    if (!ptr)
      return exitFor(ptr.getStatus());
    device[i] = *ptr;
    params[i] = &device[i];
    bufferBytes += args[i].data.size();
    if (rt::Status s =
            rt.copyToDevice(*ptr, args[i].data.data(), args[i].data.size()))
      return exitFor(s);
  }
  auto stream = rt.createStream();
  if (!stream)
    return exitFor(stream.getStatus());
  auto launch = [&] {
    return rt.launch(*kernel, o.grid, o.block, o.smem, *stream, params.data());
  };

  phases.restart();
  if (rt::Status s = launch())
    return exitFor(s);
  if (rt::Status s = rt.synchronize(*stream, o.timeout))
    return exitFor(s);
  phases.done("first launch + wait");

  if (o.bench) {
    for (unsigned i = 0; i < o.warmup; ++i)
      if (rt::Status s = launch())
        return exitFor(s);
    std::vector<float> ms;
    for (unsigned i = 0; i < o.bench; ++i) {
      auto t = rt.time(*stream, o.timeout, launch);
      if (!t)
        return exitFor(t.getStatus());
      ms.push_back(*t);
    }
    std::vector<float> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    double median = sorted[sorted.size() / 2];
    double gbps = median > 0 ? bufferBytes / (median * 1e-3) / 1e9 : 0;
    std::printf("%-24s %-26s %8s %10s %10s %10s %10s\n", "kernel", "device",
                "runs", "median_ms", "min_ms", "max_ms", "GB/s");
    std::printf("%-24s %-26s %8u %10.4f %10.4f %10.4f %10.1f\n",
                o.kernel.c_str(), rt.getDeviceName().c_str(), o.bench, median,
                sorted.front(), sorted.back(), gbps);
    if (!o.json.empty() &&
        !(std::ofstream(o.json)
          << "{\"kernel\": \"" << o.kernel << "\", \"device\": \""
          << rt.getDeviceName() << "\", \"runs\": " << o.bench
          << ", \"median_ms\": " << median << ", \"min_ms\": "
          << sorted.front() << ", \"max_ms\": " << sorted.back()
          << ", \"bytes\": " << bufferBytes << ", \"gb_per_s\": " << gbps
          << "}\n"))
      return fail("--json: cannot write '" + o.json + "'");
  }

  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].isBuffer)
      if (rt::Status s = rt.copyToHost(args[i].data.data(), device[i],
                                       args[i].data.size()))
        return exitFor(s);
  for (size_t i = 0; i < args.size(); ++i)
    if (device[i])
      rt.release(device[i]);
  rt.destroyStream(*stream);

  if (o.print)
    for (size_t i = 0; i < args.size(); ++i)
      if (args[i].isBuffer)
        printBuffer(i, args[i]);
  for (auto &[index, path] : o.outs)
    if (std::string error = writeNpy(path, args[index]); !error.empty())
      return fail(error);
  int status = ExitOk;
  for (auto &[index, path] : o.expects)
    if (std::string error = compare(args[index], path, o); !error.empty())
      status = fail("argument " + std::to_string(index) + ": " + error,
                    ExitMismatch);
  if (status == ExitOk && !o.expects.empty())
    std::cout << "warp-run: " << o.expects.size() << " result"
              << (o.expects.size() == 1 ? "" : "s") << " match\n";
  return status;
}
