//===- SimDevice.cpp - The static map's kernels on the CPU simulator ------===//
//
// Part of warptile. See include/warptile/StaticMap/SimDevice.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/StaticMap/SimDevice.h"
#include "warptile/Pipelines/KernelSignatures.h"
#include "warptile/Pipelines/Pipelines.h"
#include "warptile/Registration/Registration.h"
#include "warptile/Registration/UpstreamCrashes.h"
#include "warptile/Sim/Program.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <mutex>
#include <new>

#include <sys/stat.h>

using namespace warptile;
using namespace warptile::staticmap;

namespace {
class SimDevice : public Device {
public:
  SimDevice(std::shared_ptr<sim::Program> program, std::string path,
            uint64_t seed, unsigned grid)
      : program(std::move(program)), path(std::move(path)), seed(seed),
        grid(grid) {}

  std::string describe() const override {
    return "sim (seed " + std::to_string(seed) + ")";
  }

  rt::Status checkKernel(const std::string &kernel, size_t count) override {
    std::string error;
    const sim::KernelInfo *info = program->findKernel(kernel, error);
    if (!info)
      return rt::Status::invalid("'" + path + "': " + error);
    if (!info->refusal.empty())
      return rt::Status::invalid("'" + path + "': kernel '" + kernel +
                                 "' cannot run on the simulator: " +
                                 info->refusal);
    if (info->params.size() != count)
      return rt::Status::invalid(
          "'" + path + "': kernel '" + kernel + "' takes " +
          std::to_string(info->params.size()) +
          " parameters; the static map's ABI has " + std::to_string(count));
    return rt::Status::ok();
  }

  rt::Result<uint64_t> allocate(size_t bytes) override {
    // 16-byte aligned, as cuMemAlloc's (the 128-bit CAS needs it).
    std::unique_ptr<uint64_t[]> memory(
        new (std::nothrow) uint64_t[(bytes + 15) / 16 * 2]());
    if (!memory)
      return rt::Status::invalid("the simulator cannot allocate " +
                                 std::to_string(bytes) + " bytes");
    uint64_t handle = reinterpret_cast<uintptr_t>(memory.get());
    buffers[handle] = std::move(memory);
    return handle;
  }
  void release(uint64_t buffer) override { buffers.erase(buffer); }
  rt::Status write(uint64_t buffer, const void *data, size_t bytes) override {
    if (bytes)
      std::memcpy(reinterpret_cast<void *>(buffer), data, bytes);
    return rt::Status::ok();
  }
  rt::Status read(void *data, uint64_t buffer, size_t bytes) override {
    if (bytes)
      std::memcpy(data, reinterpret_cast<const void *>(buffer), bytes);
    return rt::Status::ok();
  }

  rt::Status launch(const std::string &kernel,
                    const std::vector<KernelArg> &args, unsigned gridSize,
                    unsigned block) override {
    std::vector<uint64_t> scalars(args.size());
    std::vector<sim::Arg> simArgs;
    for (size_t i = 0; i < args.size(); ++i) {
      const KernelArg &arg = args[i];
      if (arg.isBuffer) {
        simArgs.push_back({reinterpret_cast<void *>(arg.buffer), arg.bytes,
                           true, {static_cast<int64_t>(arg.elements)}});
      } else {
        scalars[i] = arg.scalar;
        simArgs.push_back({&scalars[i], 8, false, {}});
      }
    }
    sim::LaunchOptions options;
    options.grid = {gridSize, 1, 1};
    options.block = {block, 1, 1};
    options.seed = seed;
    sim::RunResult result = program->run(kernel, simArgs, options);
    std::string message;
    for (const sim::Finding &finding : result.findings)
      message += "\n  finding (" + finding.kind + "): " + finding.message;
    if (result.trapped || !result.error.empty())
      return rt::Status::invalid("simulated kernel '" + kernel +
                                 "': " + result.error + message);
    if (!result.findings.empty())
      return rt::Status::invalid("simulated kernel '" + kernel + "': " +
                                 std::to_string(result.findings.size()) +
                                 " finding(s)" + message);
    return rt::Status::ok();
  }

  unsigned maxGrid() const override { return grid; }

private:
  std::shared_ptr<sim::Program> program;
  std::string path;
  uint64_t seed;
  unsigned grid;
  std::map<uint64_t, std::unique_ptr<uint64_t[]>> buffers;
};
} // namespace

rt::Result<std::unique_ptr<Device>>
staticmap::openSimDevice(const std::string &path, uint64_t seed,
                         unsigned maxGrid) {
  // A module is compiled (and its kernels JIT-compiled) once per process
  // while the file stays the same: maps of every tile, probing and seed
  // share it (a launch's schedule is its own).
  // Held until the process ends (never destroyed: the JIT's and MLIR's
  // own statics may go first).
  static std::mutex &mutex = *new std::mutex;
  using Entry = std::pair<std::string, std::shared_ptr<sim::Program>>;
  static std::map<std::string, Entry> &cache =
      *new std::map<std::string, Entry>;
  struct stat info;
  std::string stamp;
  if (::stat(path.c_str(), &info) == 0)
    stamp = std::to_string(info.st_size) + ":" +
            std::to_string(info.st_mtim.tv_sec) + "." +
            std::to_string(info.st_mtim.tv_nsec);
  std::lock_guard<std::mutex> lock(mutex);
  auto it = cache.find(path);
  std::shared_ptr<sim::Program> program;
  if (it != cache.end() && !stamp.empty() && it->second.first == stamp) {
    program = it->second.second;
  } else {
    std::string error;
    std::unique_ptr<sim::Program> compiled =
        sim::Program::compileFile(path, {}, error);
    if (!compiled)
      return rt::Status::invalid("'" + path + "': " + error);
    program = std::move(compiled);
    if (!stamp.empty())
      cache[path] = {stamp, program};
  }
  return std::unique_ptr<Device>(
      new SimDevice(program, path, seed, std::max(1u, maxGrid)));
}

rt::Status staticmap::compileForCuda(const std::string &path,
                                     const std::string &chip,
                                     std::string &ptx,
                                     rt::SourceSignatures &source) {
  mlir::DialectRegistry registry;
  mlir::warptile::registerDialects(registry);
  mlir::MLIRContext context(registry);
  std::string diagnostics;
  llvm::raw_string_ostream os(diagnostics);
  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context, os);
  std::string openError;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(path, &openError);
  if (!input)
    return rt::Status::invalid("'" + path + "': " + openError);
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  if (mlir::failed(
          mlir::warptile::refuseUpstreamCrashes(sourceMgr, &context)))
    return rt::Status::invalid("'" + path + "': cannot parse\n" +
                               diagnostics);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (!module)
    return rt::Status::invalid("'" + path + "': cannot parse\n" +
                               diagnostics);
  // The signatures of the gpu.funcs, before lowering replaces them.
  source = mlir::warptile::getKernelSignatures(*module);
  mlir::warptile::WarpToPTXOptions options;
  options.chip = chip;
  auto objects = mlir::warptile::compileToPTX(*module, options);
  if (mlir::failed(objects))
    return rt::Status::invalid("'" + path + "': cannot lower to PTX\n" +
                               diagnostics);
  ptx.clear();
  for (auto &object : *objects)
    ptx += object.second;
  if (ptx.empty())
    return rt::Status::invalid("'" + path +
                               "' holds no gpu.module of kernels to run");
  return rt::Status::ok();
}
