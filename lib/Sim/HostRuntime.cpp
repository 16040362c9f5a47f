//===- HostRuntime.cpp - The mgpu* ABI over the simulator -----------------===//
//
// Part of warptile. Program::runMain: a host module's @main, lowered like
// warp-to-ptx (gpu.launch_func, gpu.alloc, gpu.memcpy, gpu.wait and async
// tokens become mgpu* calls), runs on MLIR's ExecutionEngine with these
// mgpu* functions in place of a CUDA runtime library: device memory is
// host memory with red zones (registered for the bounds checks), and a
// launch runs the kernel that Program::compile JIT-compiled from the same
// module.
//
// A launch is queued on its stream, as on a GPU, and runs when the host
// needs it: at a stream or event synchronisation (gpu.wait), a memcpy,
// memset or free, or the end of the host function. Then every queued
// launch runs, on one device (runGrids): each after the launch before it
// on its stream and the launches of the events its stream waited for, and
// launches not ordered that way together (blocks of both may be resident
// at once: a kernel may wait for a kernel of another stream).
//
//===----------------------------------------------------------------------===//

#include "warptile/Sim/Program.h"

#include "AsyncRuntime.h"
#include "warptile/HostRun/HostRun.h"
#include "warptile/Pipelines/HostEntry.h"
#include "warptile/Pipelines/Pipelines.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>

using namespace mlir;
using namespace ::warptile::sim;
using SimRegion = ::warptile::sim::Region;

namespace {

/// A stream or an event: the queued launches (indices into
/// Host::pending) that the stream's next launch follows, or that the
/// event waits for.
struct Stream {
  std::vector<size_t> tail;
};

/// A launch queued until the host needs it: the kernel, its shape and a
/// copy of its parameters.
struct Pending {
  std::string kernel;
  GridLaunch grid;
  std::vector<std::vector<unsigned char>> args;
  std::vector<void *> params;
};

/// The state @main's mgpu* calls share; one runMain at a time.
struct Host {
  Program *program = nullptr;
  Program::MainOptions options;
  std::map<const void *, std::pair<std::vector<unsigned char>, SimRegion>>
      allocations;
  std::vector<std::string> moduleNames; // module handles: indices + 1
  /// Function handles (indices + 1): each kernel's module::name and what
  /// Program knows of it, found once when the host looks it up.
  std::vector<std::pair<std::string, const KernelInfo *>> kernels;
  std::vector<std::string> bufferNames;  // of the first gpu.allocs
  std::map<const void *, SimRegion> registered; // gpu.host_register
  RunResult total;
  unsigned next = 0;
  /// Streams and events (both just a tail of launches); the null stream.
  std::vector<std::unique_ptr<Stream>> streams;
  Stream nullStream;
  std::vector<std::unique_ptr<Pending>> pending;
};
Host *gHost = nullptr;

std::vector<SimRegion> regions() {
  std::vector<SimRegion> out;
  for (auto &[base, entry] : gHost->allocations)
    out.push_back(entry.second);
  for (auto &[base, region] : gHost->registered)
    out.push_back(region);
  return out;
}

/// Ends the run: back to runHost's caller with the message in `failure`
/// (a failed launch is an error of the run, not of the process). The
/// message is built before, in this static, and the callers' locals are
/// gone by then: the frames the return skips hold nothing to release.
thread_local std::string failure;
[[noreturn]] void fail() { mlir::warptile::failHostRun(failure); }

/// Runs every queued launch (the file header says in which order) and
/// reports their findings. The message of the first that failed, else "".
std::string runPending() {
  if (gHost->pending.empty())
    return "";
  std::vector<std::unique_ptr<Pending>> work = std::move(gHost->pending);
  gHost->pending.clear();
  for (auto &stream : gHost->streams)
    stream->tail.clear();
  gHost->nullStream.tail.clear();
  std::vector<GridLaunch> grids;
  for (auto &p : work) {
    grids.push_back(p->grid);
    grids.back().finished = [](const RunReport &r) {
      for (const Finding &f : r.findings) {
        std::cerr << "warp-run: finding (" << f.kind << "): " << f.message
                  << "\n";
        gHost->total.findings.push_back(f);
      }
    };
  }
  std::vector<RunReport> reports = runGrids(grids);
  for (size_t i = 0; i < reports.size(); ++i)
    if (reports[i].trapped && !reports[i].error.empty())
      return "simulated kernel '" + work[i]->kernel + "': " + reports[i].error;
  return "";
}

/// Runs the queued launches; a failure ends the run.
void runQueued() {
  failure = runPending();
  if (!failure.empty())
    fail();
}

Stream &streamOf(void *stream) {
  return stream ? *static_cast<Stream *>(stream) : gHost->nullStream;
}

extern "C" {

// The host lowering (buildWarpToHostPipeline) leaves each gpu.module a
// binary that holds the module's name: a module handle names the module,
// and a function handle the kernel module::name, as on the GPU.
void *simModuleLoad(void *data, size_t bytes) {
  gHost->moduleNames.emplace_back(static_cast<const char *>(data), bytes);
  return reinterpret_cast<void *>(gHost->moduleNames.size());
}
void *simModuleLoadJIT(void *, int) {
  failure = "a gpu.binary of PTX reached the simulator, which runs the "
            "kernels it compiles from the gpu.modules";
  fail();
}
void simModuleUnload(void *) { runQueued(); }

void *simModuleGetFunction(void *module, const char *name) {
  std::string kernel =
      gHost->moduleNames[reinterpret_cast<uintptr_t>(module) - 1] +
      "::" + name;
  std::string missing;
  const KernelInfo *info =
      gHost->program ? gHost->program->findKernel(kernel, missing) : nullptr;
  if (!info)
    failure = "no kernel '" + kernel + "' to launch", fail();
  gHost->kernels.emplace_back(kernel, info);
  return reinterpret_cast<void *>(gHost->kernels.size());
}

void simLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                     intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                     intptr_t blockZ, int32_t smem, void *stream, void **params,
                     void **, size_t count) {
  const auto &[name, info] =
      gHost->kernels[reinterpret_cast<uintptr_t>(function) - 1];
  {
    auto p = std::make_unique<Pending>();
    p->kernel = name;
    if (info->argBytes.size() != count) {
      failure = "simulated kernel '" + name + "' takes " +
                std::to_string(info->argBytes.size()) + " parameters, " +
                std::to_string(count) + " given";
    } else {
      // The launch runs later: its parameters are copied now, as
      // cuLaunchKernel does.
      for (size_t i = 0; i < count; ++i) {
        auto *bytes = static_cast<unsigned char *>(params[i]);
        p->args.emplace_back(bytes, bytes + info->argBytes[i]);
      }
      for (auto &arg : p->args)
        p->params.push_back(arg.data());
      LaunchOptions launch;
      launch.grid = {uint32_t(gridX), uint32_t(gridY), uint32_t(gridZ)};
      launch.block = {uint32_t(blockX), uint32_t(blockY), uint32_t(blockZ)};
      launch.dynamicSmem = static_cast<uint32_t>(smem);
      launch.seed = gHost->options.seed;
      launch.timeoutSeconds = gHost->options.timeoutSeconds;
      RunResult r = gHost->program->prepare(name, p->params.data(), launch,
                                            regions(), p->grid);
      if (!r.trapped) {
        Stream &s = streamOf(stream);
        p->grid.after = s.tail;
        s.tail = {gHost->pending.size()};
        gHost->pending.push_back(std::move(p));
        return;
      }
      // A launch the GPU refuses fails at once; what was queued before it
      // runs first.
      failure = runPending();
      if (failure.empty())
        failure = "simulated kernel '" + name + "': " + r.error;
    }
  }
  fail();
}

void *simStreamCreate() {
  gHost->streams.push_back(std::make_unique<Stream>());
  return gHost->streams.back().get();
}
void simStreamDestroy(void *) {}
void simStreamSynchronize(void *) { runQueued(); }
void simStreamWaitEvent(void *stream, void *event) {
  Stream &s = streamOf(stream);
  for (size_t i : streamOf(event).tail)
    s.tail.push_back(i);
}
void *simEventCreate() { return simStreamCreate(); }
void simEventDestroy(void *) {}
void simEventSynchronize(void *) { runQueued(); }
void simEventRecord(void *event, void *stream) {
  streamOf(event).tail = streamOf(stream).tail;
}

void *simMemAlloc(uint64_t bytes, void *, bool) {
  std::vector<unsigned char> storage(bytes + 2 * kRedZone, 0);
  void *base = storage.data() + kRedZone;
  unsigned index = gHost->next++;
  SimRegion region{index < gHost->bufferNames.size()
                       ? gHost->bufferNames[index]
                       : "gpu.alloc #" + std::to_string(index) + " (" +
                             std::to_string(bytes) + " bytes)",
                   base, bytes};
  gHost->allocations.emplace(base, std::make_pair(std::move(storage), region));
  return base;
}

void simMemFree(void *p, void *) {
  runQueued();
  gHost->allocations.erase(p);
}

void simMemcpy(void *dst, void *src, size_t bytes, void *) {
  runQueued();
  std::memmove(dst, src, bytes);
}

void simMemset32(void *dst, unsigned value, size_t count, void *) {
  runQueued();
  auto *d = static_cast<uint32_t *>(dst);
  for (size_t i = 0; i < count; ++i)
    d[i] = value;
}

void simMemset16(void *dst, unsigned short value, size_t count, void *) {
  runQueued();
  auto *d = static_cast<uint16_t *>(dst);
  for (size_t i = 0; i < count; ++i)
    d[i] = value;
}

// Host memory is device memory here; registered host memory is memory a
// kernel may reach (a region without red zones: the host owns around it).
void simMemHostRegister(void *p, uint64_t bytes) {
  gHost->registered[p] = {"gpu.host_register #" +
                              std::to_string(gHost->registered.size()),
                          p, bytes, /*exact=*/true};
}
void simMemHostUnregister(void *p) {
  runQueued();
  gHost->registered.erase(p);
}

/// A ranked descriptor's aligned data and its size: allocated, aligned,
/// offset, sizes[rank], strides[rank] (MLIR's StridedMemRefType).
std::pair<void *, uint64_t> memrefSpan(int64_t rank, void *descriptor,
                                       int64_t elementBytes) {
  auto *fields = static_cast<int64_t *>(descriptor);
  auto *aligned = reinterpret_cast<char *>(fields[1]);
  uint64_t elements = 1;
  for (int64_t d = 0; d < rank; ++d)
    elements *= static_cast<uint64_t>(std::max<int64_t>(fields[3 + d], 0));
  return {aligned + fields[2] * elementBytes, elements * elementBytes};
}
void simMemHostRegisterMemRef(int64_t rank, void *descriptor,
                              int64_t elementBytes) {
  auto [p, bytes] = memrefSpan(rank, descriptor, elementBytes);
  simMemHostRegister(p, bytes);
}
void simMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                int64_t elementBytes) {
  simMemHostUnregister(memrefSpan(rank, descriptor, elementBytes).first);
}
void simSetDefaultDevice(int32_t) {}
}

} // namespace

/// Compiles the kernels of `host` (a clone the caller owns, with tile
/// kernels lowered to gpu.funcs already) for the simulator, then runs
/// `function` of it with `packed` (ExecutionEngine's packed arguments)
/// through runHostFunction with the simulator's mgpu* functions.
/// `bufferNames` name the first gpu.allocs in findings.
static RunResult runHost(ModuleOp host, const std::string &function,
                         SmallVectorImpl<void *> &packed,
                         const Program::MainOptions &options,
                         std::vector<std::string> bufferNames,
                         std::string &error) {
  RunResult result;
  // The kernels of inline gpu.launch bodies are outlined first, once: the
  // simulator compiles the same gpu.modules the host code loads.
  if (failed(mlir::warptile::outlineGpuLaunches(host))) {
    error = "the gpu.launch bodies cannot be outlined into kernels";
    return result;
  }
  // Host code that launches nothing needs no kernels.
  bool kernels = false;
  host.walk([&](gpu::GPUModuleOp) { kernels = true; });
  std::unique_ptr<Program> program;
  if (kernels) {
    program = Program::compile(host, options.compile, error);
    if (!program)
      return result;
  }

  static const std::pair<const char *, void *> table[] = {
      {"mgpuModuleLoad", reinterpret_cast<void *>(&simModuleLoad)},
      {"mgpuModuleLoadJIT", reinterpret_cast<void *>(&simModuleLoadJIT)},
      {"mgpuModuleUnload", reinterpret_cast<void *>(&simModuleUnload)},
      {"mgpuModuleGetFunction", reinterpret_cast<void *>(&simModuleGetFunction)},
      {"mgpuLaunchKernel", reinterpret_cast<void *>(&simLaunchKernel)},
      {"mgpuStreamCreate", reinterpret_cast<void *>(&simStreamCreate)},
      {"mgpuStreamDestroy", reinterpret_cast<void *>(&simStreamDestroy)},
      {"mgpuStreamSynchronize", reinterpret_cast<void *>(&simStreamSynchronize)},
      {"mgpuStreamWaitEvent", reinterpret_cast<void *>(&simStreamWaitEvent)},
      {"mgpuEventCreate", reinterpret_cast<void *>(&simEventCreate)},
      {"mgpuEventDestroy", reinterpret_cast<void *>(&simEventDestroy)},
      {"mgpuEventSynchronize", reinterpret_cast<void *>(&simEventSynchronize)},
      {"mgpuEventRecord", reinterpret_cast<void *>(&simEventRecord)},
      {"mgpuMemAlloc", reinterpret_cast<void *>(&simMemAlloc)},
      {"mgpuMemFree", reinterpret_cast<void *>(&simMemFree)},
      {"mgpuMemcpy", reinterpret_cast<void *>(&simMemcpy)},
      {"mgpuMemset32", reinterpret_cast<void *>(&simMemset32)},
      {"mgpuMemset16", reinterpret_cast<void *>(&simMemset16)},
      {"mgpuMemHostRegister", reinterpret_cast<void *>(&simMemHostRegister)},
      {"mgpuMemHostUnregister", reinterpret_cast<void *>(&simMemHostUnregister)},
      {"mgpuMemHostRegisterMemRef",
       reinterpret_cast<void *>(&simMemHostRegisterMemRef)},
      {"mgpuMemHostUnregisterMemRef",
       reinterpret_cast<void *>(&simMemHostUnregisterMemRef)},
      {"mgpuSetDefaultDevice", reinterpret_cast<void *>(&simSetDefaultDevice)},
  };
  mlir::warptile::HostRunOptions run;
  run.chip = options.compile.chip;
  run.sharedLibraries = options.sharedLibraries;
  run.symbols.assign(std::begin(table), std::end(table));
  for (auto &symbol : asyncRuntimeSymbols())
    run.symbols.push_back(symbol);
  // The kernels are compiled once, above: the host lowering leaves each
  // gpu.module a binary that names it.
  run.kernelsByName = true;

  Host state;
  state.program = program.get();
  state.options = options;
  state.bufferNames = std::move(bufferNames);
  Host *outer = gHost;
  gHost = &state;
  AsyncRuntimeScope async;
  std::string failed =
      mlir::warptile::runHostFunction(host, function, packed, run);
  // Launches the host never waited for still run (their printf shows).
  if (failed.empty())
    failed = runPending();
  gHost = outer;
  if (!failed.empty()) {
    // The findings before the failure were reported; the run ends in error.
    error = failed;
    state.total.trapped = true;
    state.total.error = failed;
  }
  return state.total;
}

/// A clone of `module` with its tile kernels lowered to gpu.funcs (and
/// their launches to gpu.launch_func), or null with `error`.
static OwningOpRef<ModuleOp>
cloneForHost(ModuleOp module, const std::string &chip, std::string &error) {
  OwningOpRef<ModuleOp> host(cast<ModuleOp>(module->clone()));
  if (failed(mlir::warptile::lowerTileKernels(*host, chip))) {
    error = "the tile kernels do not lower";
    return nullptr;
  }
  return host;
}

RunResult Program::runMain(ModuleOp module, const MainOptions &options,
                           std::string &error) {
  error = mlir::warptile::whyMainNeedsMore(module);
  if (!error.empty())
    return RunResult();
  OwningOpRef<ModuleOp> host =
      cloneForHost(module, options.compile.chip, error);
  if (!host)
    return RunResult();
  SmallVector<void *> none;
  return runHost(*host, "main", none, options, {}, error);
}

RunResult Program::runEntry(ModuleOp module, std::string &target,
                            const std::vector<mlir::warptile::EntryArg> &args,
                            const MainOptions &options, std::string &error) {
  OwningOpRef<ModuleOp> host(cast<ModuleOp>(module->clone()));
  if (failed(mlir::warptile::prepareEntries(
          *host, target, args, {mlir::warptile::EntryKind::Copy}, error,
          options.compile.chip)))
    return RunResult();
  mlir::warptile::EntryArguments packed(args);
  std::vector<std::string> names;
  for (auto [i, arg] : llvm::enumerate(args))
    if (arg.isBuffer)
      names.push_back("argument " + std::to_string(i) +
                      (arg.spec.empty() ? "" : " (" + arg.spec + ")"));
  return runHost(*host, mlir::warptile::kHostEntryInterface, packed.packed(),
                 options, std::move(names), error);
}
