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
#include "Options.h"
#include "warptile/Runtime/Arguments.h"
#include "warptile/Runtime/Files.h"
#include "warptile/Runtime/Runtime.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>

using namespace warptile;
using namespace warptile::run;

namespace {
/// The exit codes, documented in --help and the README. Errors exit with
/// rt::exitCode of their Status (fail()): 1 for warp-run's own
/// (ErrorKind::Invalid), 3 when the watchdog stopped waiting for the
/// kernel, 77 without a CUDA driver or device.
enum ExitCode {
  ExitOk = 0,
  ExitError = 1,    ///< usage, input, compile or driver error
  ExitMismatch = 2, ///< a buffer differs from --expect
  ExitFindings = 4, ///< --sim: the simulator found bugs
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

/// Reports `status` as "warp-run: <message>" and returns its exit code
/// (rt::exitCode: 1 for warp-run's own errors, 3 and 77 for the driver's).
int fail(const rt::Status &status) {
  std::cerr << "warp-run: " << rt::describe(status) << "\n";
  return rt::exitCode(status);
}

bool endsWith(const std::string &s, const std::string &suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

/// Loads or compiles the input into an image.
rt::Status loadImage(const Options &o, const std::string &chip,
                     std::string &image, rt::ImageKind &kind,
                     rt::SourceSignatures &signatures) {
  kind = endsWith(o.input, ".cubin") ? rt::ImageKind::Cubin
                                     : rt::ImageKind::Ptx;
  if (endsWith(o.input, ".mlir")) {
    image.clear();
    if (rt::Status s = compileMlir(o.input, chip, image, signatures))
      return s;
    if (!o.emitPtx.empty())
      if (rt::Status s = rt::writeFile(o.emitPtx, {image}))
        return s.withContext("--emit-ptx: ");
    return rt::Status::ok();
  }
  if (!endsWith(o.input, ".ptx") && !endsWith(o.input, ".cubin"))
    return rt::Status::invalid("'" + o.input +
                               "': expected a .mlir, .ptx or .cubin file");
  // A kernel image of 1 GiB is already far beyond any real one.
  rt::Result<std::string> file = rt::readFile(o.input, size_t(1) << 30);
  if (!file)
    return file.getStatus();
  image = std::move(*file);
  if (image.empty())
    return rt::Status::invalid("'" + o.input + "' is empty");
  return rt::Status::ok();
}

/// Checks the arguments against a kernel's parameters, from its PTX or from
/// the simulator's compile, and, for .mlir input, its source types
/// (rt::checkArguments). A cubin has no readable signature; its arguments
/// are checked by count only when the kernel is known from PTX. Picks the
/// kernel when the name is not given.
rt::Status checkSignature(const KernelEntries &entries, Options &o,
                          const std::vector<Argument> &args,
                          const rt::SourceSignatures &signatures) {
  std::string names;
  for (auto &[name, params] : entries)
    names += (names.empty() ? "" : ", ") + name;
  if (o.kernel.empty()) {
    if (entries.size() != 1)
      return rt::Status::invalid("'" + o.input + "' has " +
                                 std::to_string(entries.size()) + " kernels (" +
                                 names + "); pick one with --kernel");
    o.kernel = entries.front().first;
  }
  auto entry = std::find_if(entries.begin(), entries.end(),
                            [&](auto &e) { return e.first == o.kernel; });
  if (entry == entries.end())
    return rt::Status::invalid(
        "no kernel '" + o.kernel + "' in '" + o.input +
        "' (it has: " + (names.empty() ? "none" : names) + ")");
  std::vector<rt::ArgumentInfo> infos;
  for (const Argument &arg : args)
    if (!arg.extra)
      infos.push_back({arg.isBuffer, arg.isStruct ? "struct" : arg.type.name,
                     arg.isStruct ? arg.data.size() : arg.type.bytes,
                     arg.count(), arg.spec, arg.shape});
  auto source = signatures.find(o.kernel);
  return rt::checkArguments(
      o.kernel, entry->second,
      source == signatures.end() ? nullptr : &source->second, infos, "--arg");
}

void printBuffer(size_t index, const Argument &arg) {
  std::cout << "arg " << index << " " << arg.type.name << "[";
  for (size_t d = 0; d < arg.shape.size(); ++d)
    std::cout << (d ? "x" : "") << arg.shape[d];
  std::cout << "]:";
  size_t n = arg.count(), shown = std::min<size_t>(n, 32);
  for (size_t i = 0; i < shown; ++i)
    std::cout << " " << arg.format(i);
  std::cout << (shown < n ? " ..." : "") << "\n";
}

/// Succeeds when `arg` matches `expected` (read from `path`, of the same
/// type and size): floats within the tolerances (NaN matches NaN), integers
/// exactly. Else says where they differ.
rt::Status compare(const Argument &arg, const Argument &expected,
                   const std::string &path, const Options &o) {
  size_t bad = 0, first = 0;
  for (size_t i = 0; i < arg.count(); ++i) {
    bool ok;
    if (arg.type.isFloat) {
      double a = arg.getReal(i), e = expected.getReal(i);
      ok = std::fabs(a - e) <= o.atol + o.rtol * std::fabs(e) ||
           (std::isnan(a) && std::isnan(e));
    } else {
      ok = arg.sameBits(i, expected);
    }
    if (!ok && bad++ == 0)
      first = i;
  }
  if (!bad)
    return rt::Status::ok();
  std::ostringstream msg;
  msg << bad << " of " << arg.count() << " elements differ from " << path
      << "; the first at [" << first << "]: got " << arg.format(first)
      << ", expected " << expected.format(first);
  return rt::Status::invalid(msg.str());
}

/// --check-only: says that the arguments fit the kernel.
int reportFits(const Options &o, const std::vector<Argument> &args) {
  std::cout << "warp-run: " << args.size() << " argument"
            << (args.size() == 1 ? " fits" : "s fit") << " kernel '"
            << o.kernel << "'\n";
  return ExitOk;
}

/// After a run: --print, --out and --expect. Returns the exit code.
int finish(const Options &o, const std::vector<Argument> &args,
           const std::vector<Argument> &expected) {
  if (o.print)
    for (size_t i = 0; i < args.size(); ++i)
      if (args[i].isBuffer)
        printBuffer(i, args[i]);
  for (auto &[index, path] : o.outs)
    if (rt::Status s = writeNpy(path, args[index]))
      return fail(s);
  // Every difference is reported; any one makes the exit code 2.
  int status = ExitOk;
  for (size_t i = 0; i < o.expects.size(); ++i) {
    auto &[index, path] = o.expects[i];
    if (rt::Status s = compare(args[index], expected[i], path, o)) {
      fail(s.withContext("argument " + std::to_string(index) + ": "));
      status = ExitMismatch;
    }
  }
  if (status == ExitOk && !o.expects.empty())
    std::cout << "warp-run: " << o.expects.size() << " result"
              << (o.expects.size() == 1 ? "" : "s") << " match\n";
  return status;
}

/// --sim: compile for the simulator, check the arguments as for a GPU run,
/// run, then print/write/compare as a GPU run does. Findings make the exit
/// code 4 (after the buffers are printed and compared).
int simulate(Options &o, std::vector<Argument> &args,
             const std::vector<Argument> &expected, Phases &phases) {
  if (o.bench || o.ptxas || !o.emitPtx.empty())
    return fail(rt::Status::invalid(
        "--sim runs on the CPU simulator: --bench, --ptxas and --emit-ptx "
        "need a GPU"));
  if (!endsWith(o.input, ".mlir"))
    return fail(rt::Status::invalid("--sim runs .mlir kernels, not '" +
                                    o.input + "'"));
  SimHandle session;
  KernelEntries entries;
  rt::SourceSignatures signatures;
  if (rt::Status s = compileForSim(o.input, o.chip.empty() ? defaultChip() : o.chip,
                                   session, entries, signatures))
    return fail(s);
  phases.done("compile");
  if (rt::Status s = checkSignature(entries, o, args, signatures))
    return fail(s);
  if (o.checkOnly) {
    return reportFits(o, args);
  }
  size_t findings = 0;
  SimLaunch launch{o.grid, o.block, o.smem, o.simSeed, o.timeout};
  if (rt::Status s = runOnSim(*session, o.kernel, args, launch, findings))
    return fail(s);
  phases.done("simulate");
  int status = finish(o, args, expected);
  if (findings) {
    std::cerr << "warp-run: the simulator found " << findings << " bug"
              << (findings == 1 ? "" : "s") << " in '" << o.kernel << "'\n";
    return ExitFindings;
  }
  return status;
}
/// --main takes a .mlir module and no --kernel.
rt::Status checkMainInput(const Options &o) {
  if (!o.kernel.empty())
    return rt::Status::invalid("--main runs @main; --kernel does not apply");
  if (!endsWith(o.input, ".mlir"))
    return rt::Status::invalid("--main runs a .mlir module, not '" + o.input +
                               "'");
  return rt::Status::ok();
}

/// A tile kernel, or @main with --arg: the host code derives the launch
/// (HostEntry.h), on the simulator or the GPU; then print/write/compare.
int runThroughHost(Options &o, std::vector<Argument> &args,
                   const std::vector<Argument> &expected, Phases &phases,
                   const char *argv0) {
  const char *what = o.runMain ? "--main" : "a tile kernel";
  if (o.launchGiven)
    return fail(rt::Status::invalid(
        std::string(what) +
        (o.runMain ? " launches from @main's own code"
                   : "'s grid comes from its partitions and its block from "
                     "its layouts") +
        ": --grid, --block and --smem do not apply"));
  if (o.bench || o.ptxas || !o.emitPtx.empty() || o.checkOnly)
    return fail(rt::Status::invalid(
        std::string("--bench, --ptxas, --emit-ptx and --check-only take a "
                    "single kernel; ") +
        what + " runs through host code (warp-ptx prints its PTX)"));
  std::string target = o.runMain ? "main" : o.kernel;
  if (!o.emitLib.empty()) {
    if (rt::Status s = compileEntry(o.input, target, args,
                                    o.chip.empty() ? defaultChip() : o.chip,
                                    o.emitLib))
      return fail(s);
    std::cout << "warp-run: wrote " << o.emitLib << " (@" << target
              << "): _mlir_ciface___warptile_entry and "
                 "_mlir_ciface___warptile_launch\n";
    return ExitOk;
  }
  EntryRun run;
  run.chip = o.chip.empty() ? defaultChip() : o.chip;
  run.sim = o.sim;
  run.seed = o.simSeed;
  run.timeout = o.timeout;
  run.argv0 = argv0;
  if (!o.sim)
    setenv("WARPTILE_TIMEOUT", std::to_string(o.timeout).c_str(), 1);
  size_t findings = 0;
  if (rt::Status s = runEntry(o.input, target, args, run, findings))
    return fail(s);
  phases.done(o.sim ? "simulate" : "run");
  int status = finish(o, args, expected);
  if (findings) {
    std::cerr << "warp-run: the simulator found " << findings << " bug"
              << (findings == 1 ? "" : "s") << " in '" << target << "'\n";
    return ExitFindings;
  }
  return status;
}
} // namespace

int main(int argc, char **argv) {
  Options o;
  if (rt::Status s = parseCommandLine(argc, argv, o))
    return fail(s);
  // Without --timeout, WARPTILE_TIMEOUT (what the CUDA runtime library's
  // watchdog reads too) is the default for every run, the simulator's
  // included; a value the watchdog would refuse is refused here.
  if (!o.timeoutGiven)
    if (const char *text = std::getenv("WARPTILE_TIMEOUT")) {
      rt::Result<double> seconds = rt::parseTimeout(text);
      if (!seconds)
        return fail(seconds.getStatus().withContext("WARPTILE_TIMEOUT: "));
      o.timeout = *seconds;
    }
  if (!o.chip.empty())
    if (rt::Status s = checkChip(o.chip))
      return fail(s);
  setNumWarps(o.numWarps);
  setErrorLimit(o.errorLimit);
  if (o.runMain)
    if (rt::Status s = checkMainInput(o))
      return fail(s);
  if (!o.emitLib.empty() &&
      (o.sim || o.print || !o.outs.empty() || !o.expects.empty()))
    return fail(rt::Status::invalid(
        "--emit-lib compiles and runs nothing: --sim, --print, --out and "
        "--expect do not apply"));
  if (!o.json.empty() && !o.bench)
    return fail(rt::Status::invalid(
        "--json writes the timings of --bench N; add --bench (or drop "
        "--json)"));
  if (o.runMain && o.args.empty() && !o.emitLib.empty())
    return fail(rt::Status::invalid(
        "--emit-lib compiles a run with buffers: --main needs @main's "
        "--arg specs"));
  if (o.runMain && o.args.empty()) {
    if (o.sim) {
      size_t findings = 0;
      if (rt::Status s =
              runMainOnSim(o.input, o.chip.empty() ? defaultChip() : o.chip,
                           o.simSeed, o.timeout, findings))
        return fail(s);
      if (findings) {
        std::cerr << "warp-run: the simulator found " << findings << " bug"
                  << (findings == 1 ? "" : "s") << "\n";
        return ExitFindings;
      }
      return ExitOk;
    }
    // @main's waits run in libwarptile_cuda_runtime.so, under the watchdog
    // of WARPTILE_TIMEOUT: --timeout sets it (a value it would refuse was
    // refused above, before anything runs).
    if (o.timeoutGiven)
      setenv("WARPTILE_TIMEOUT", std::to_string(o.timeout).c_str(), 1);
    if (rt::Status s =
            runMain(o.input, o.chip.empty() ? defaultChip() : o.chip, argv[0]))
      return fail(s);
    return ExitOk;
  }

  // --emit-lib reads the specs' types and shapes only: a library for
  // buffers larger than this machine's memory is compiled without them.
  std::vector<Argument> args;
  for (size_t i = 0; i < o.args.size(); ++i) {
    rt::Result<Argument> arg = parseArgument(o.args[i], o.emitLib.empty());
    if (!arg)
      return fail(
          arg.getStatus().withContext("argument " + std::to_string(i) + ": "));
    args.push_back(std::move(*arg));
  }
  for (size_t i = 0; i < o.buffers.size(); ++i) {
    rt::Result<Argument> arg = parseArgument(o.buffers[i]);
    std::string context =
        "--buffer " + std::to_string(args.size()) + " ('" + o.buffers[i] + "'): ";
    if (!arg)
      return fail(arg.getStatus().withContext(context));
    if (!arg->isBuffer)
      return fail(rt::Status::invalid(context + "not a buffer TYPE[N]=FILL"));
    arg->extra = true;
    args.push_back(std::move(*arg));
  }
  if (!o.buffers.empty() && (o.runMain || !o.emitLib.empty()))
    return fail(rt::Status::invalid(
        "--buffer applies to a kernel run with --kernel (--sim or a GPU)"));
  if (rt::Status s = checkStructPointers(args))
    return fail(s);
  for (auto *list : {&o.outs, &o.expects})
    for (auto &[index, path] : *list)
      if (index >= args.size() || !args[index].isBuffer)
        return fail(rt::Status::invalid(
            "--out/--expect " + std::to_string(index) + "=" + path +
            ": argument " + std::to_string(index) + " is not a buffer"));
  // The expected results are read and checked now: a missing file or one
  // of another type or size is an error (exit 1), not a difference.
  std::vector<Argument> expected;
  for (auto &[index, path] : o.expects) {
    std::string context = "--expect " + std::to_string(index) + ": ";
    rt::Result<Argument> file = readNpy(path);
    if (!file)
      return fail(file.getStatus().withContext(context));
    if (rt::Status s = checkLike(path, args[index], *file))
      return fail(s.withContext(context));
    // Compared as the buffer's declared type (a u16 file's bits for bf16).
    file->type = args[index].type;
    expected.push_back(std::move(*file));
  }

  Phases phases(o.timings);
  if (o.runMain)
    return runThroughHost(o, args, expected, phases, argv[0]);
  bool tile = false;
  if (endsWith(o.input, ".mlir"))
    if (rt::Status s = holdsTileKernels(o.input, tile))
      return fail(s);
  // A host function taking buffers and scalars (one whose gpu.launch
  // bodies are its kernels, as in MLIR's integration tests) runs the same
  // way.
  if (!tile && !o.kernel.empty() && endsWith(o.input, ".mlir"))
    if (rt::Status s = namesHostFunction(o.input, o.kernel, tile))
      return fail(s);
  bool structs = std::any_of(args.begin(), args.end(),
                             [](const Argument &a) { return a.isStruct; });
  if (tile && (structs || !o.buffers.empty()))
    return fail(rt::Status::invalid(
        "struct{...} arguments and --buffer apply to kernels that take "
        "structs by value, not to tile kernels or host functions"));
  if (tile)
    return runThroughHost(o, args, expected, phases, argv[0]);
  if (!o.emitLib.empty())
    return fail(rt::Status::invalid(
        "--emit-lib compiles tile kernels and host functions taking "
        "buffers (a .mlir tile module, or --main); '" +
        o.input + "' holds no tile kernel"));
  if (o.sim)
    return simulate(o, args, expected, phases);

  // Compile and check before touching the driver: argument errors are
  // reported the same way with or without a GPU.
  std::string chip = o.chip.empty() ? defaultChip() : o.chip;
  std::string image;
  rt::ImageKind kind;
  rt::SourceSignatures signatures;
  if (rt::Status s = loadImage(o, chip, image, kind, signatures))
    return fail(s);
  phases.done("compile");
  if (kind == rt::ImageKind::Ptx) {
    if (rt::Status s =
            checkSignature(rt::parsePtxEntries(image), o, args, signatures))
      return fail(s);
  } else if (o.kernel.empty()) {
    return fail(rt::Status::invalid("a .cubin needs --kernel NAME"));
  }
  if (o.checkOnly) {
    return reportFits(o, args);
  }

  auto runtime = rt::Runtime::open(o.device);
  if (!runtime) {
    rt::Status status = runtime.getStatus();
    // Without a GPU, a .mlir kernel still runs on the CPU simulator.
    if (endsWith(o.input, ".mlir") &&
        (status.getKind() == rt::ErrorKind::NoDriver ||
         status.getKind() == rt::ErrorKind::NoDevice))
      status = rt::Status(status.getKind(),
                          status.getMessage() +
                              "; --sim runs the kernel on the CPU simulator");
    return fail(status);
  }
  phases.done("driver start");
  rt::Runtime &rt = **runtime;
  if (o.chip.empty() && rt.getChip() != chip && endsWith(o.input, ".mlir")) {
    chip = rt.getChip(); // Compile for the device that is here.
    if (rt::Status s = checkChip(chip))
      return fail(rt::Status::invalid("the device's chip: " + s.getMessage() +
                                      "; pick one with --chip"));
    if (rt::Status s = loadImage(o, chip, image, kind, signatures))
      return fail(s);
  }
  if (o.ptxas && kind == rt::ImageKind::Ptx) {
    phases.restart();
    auto cubin = rt::assembleWithPtxas(image, rt.getChip());
    if (!cubin)
      return fail(cubin.getStatus());
    image = std::move(*cubin);
    kind = rt::ImageKind::Cubin;
    phases.done("ptxas");
  }
  phases.restart(); // a recompile for the device's chip is not a load
  auto kernel = rt.loadKernel(image, kind, o.kernel);
  if (!kernel)
    return fail(kernel.getStatus());
  phases.done("module load");

  // A pointer per buffer, or MLIR's memref descriptor where the kernel
  // takes one (a module with a dynamic memref), built from the --arg shape.
  std::vector<rt::PtxParam> ptxParams;
  if (kind == rt::ImageKind::Ptx)
    for (auto &[name, entry] : rt::parsePtxEntries(image))
      if (name == o.kernel)
        ptxParams = entry;
  std::vector<rt::DevicePtr> device(args.size(), 0);
  std::vector<rt::LaunchValue> values(args.size());
  size_t bufferBytes = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    // A struct by value (`.b8[N]`) gets the argument's bytes, as the
    // simulator passes them: a struct's, or a buffer's contents.
    bool byValue = args[i].isStruct || (i < ptxParams.size() &&
                                        rt::isByValueParam(ptxParams[i]));
    values[i].isBuffer = args[i].isBuffer && !byValue;
    if (!values[i].isBuffer) {
      values[i].scalar = args[i].data.data();
      continue;
    }
    auto ptr = rt.allocate(args[i].data.size());
    if (!ptr)
      return fail(ptr.getStatus());
    device[i] = *ptr;
    values[i].address = static_cast<uint64_t>(*ptr);
    values[i].shape = args[i].shape;
    bufferBytes += args[i].data.size();
    if (rt::Status s =
            rt.copyToDevice(*ptr, args[i].data.data(), args[i].data.size()))
      return fail(s);
  }
  // A struct's `&I` fields: buffer I's device address.
  std::vector<uint64_t> addresses(device.begin(), device.end());
  for (Argument &arg : args)
    if (arg.isStruct)
      patchStructPointers(arg, addresses);
  // --buffer ones are allocated, not passed.
  values.resize(o.args.size());
  auto source = signatures.find(o.kernel);
  rt::PackedParameters packed = rt::packParameters(
      ptxParams, source == signatures.end() ? nullptr : &source->second,
      values);
  std::vector<void *> &params = packed.pointers;
  auto stream = rt.createStream();
  if (!stream)
    return fail(stream.getStatus());
  auto launch = [&] {
    return rt.launch(*kernel, o.grid, o.block, o.smem, *stream, params.data());
  };

  phases.restart();
  if (rt::Status s = launch())
    return fail(s);
  if (rt::Status s = rt.synchronize(*stream, o.timeout))
    return fail(s);
  phases.done("first launch + wait");

  if (o.bench) {
    for (unsigned i = 0; i < o.warmup; ++i)
      if (rt::Status s = launch())
        return fail(s);
    std::vector<float> ms;
    for (unsigned i = 0; i < o.bench; ++i) {
      auto t = rt.time(*stream, o.timeout, launch);
      if (!t)
        return fail(t.getStatus());
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
    if (!o.json.empty()) {
      std::ostringstream json;
      json << "{\"kernel\": \"" << o.kernel << "\", \"device\": \""
           << rt.getDeviceName() << "\", \"runs\": " << o.bench
           << ", \"median_ms\": " << median << ", \"min_ms\": "
           << sorted.front() << ", \"max_ms\": " << sorted.back()
           << ", \"bytes\": " << bufferBytes << ", \"gb_per_s\": " << gbps
           << "}\n";
      if (rt::Status s = rt::writeFile(o.json, {json.str()}))
        return fail(s.withContext("--json: "));
    }
  }

  // (A buffer passed by value has no device copy: it is as given.)
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].isBuffer && device[i])
      if (rt::Status s = rt.copyToHost(args[i].data.data(), device[i],
                                       args[i].data.size()))
        return fail(s);
  for (size_t i = 0; i < args.size(); ++i)
    if (device[i])
      rt.release(device[i]);
  rt.destroyStream(*stream);

  return finish(o, args, expected);
}
