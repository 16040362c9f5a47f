//===- Program.h - Run .mlir GPU kernels on the CPU simulator ---*- C++ -*-===//
//
// Part of warptile. The simulator's API for tools and bindings (warp-run
// --sim uses it; the Python package is meant to):
//
//   std::string error;
//   auto program = sim::Program::compileFile("kernels.mlir", {}, error);
//   std::vector<sim::Arg> args = {{a.data(), a.size() * 4, true, {1024}},
//                                 {&n, 4, false, {}}};
//   sim::LaunchOptions launch;
//   launch.grid = {4}; launch.block = {256};
//   sim::RunResult r = program->run("vector_add", args, launch);
//   // r.exitCode(): 0 ok, 1 error (r.error), 4 findings (r.findings)
//
// compile lowers the module's gpu.module kernels (warp, gpu, nvvm ops)
// with warptile's own NVVM lowering (buildWarpToNVVMPipeline), rewrites the
// NVVM ops into calls of the block model (Machine.h) and JIT-compiles the
// result for the host. A kernel that reaches anything the simulator does
// not model (inline PTX, an unknown NVVM op, intrinsic or external
// function) is refused by run, with a message that names it and its
// location; the module's other kernels still run.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_SIM_PROGRAM_H
#define WARPTILE_SIM_PROGRAM_H

#include "warptile/Pipelines/Chips.h"
#include "warptile/Pipelines/HostEntry.h"
#include "warptile/Sim/Machine.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace warptile {
namespace sim {

/// A kernel parameter as the .mlir source declares it.
struct KernelParam {
  bool isBuffer = false;
  std::string type;         ///< element or scalar type: f32, i32, index, ...
  int64_t elements = -1;    ///< a memref's static element count; -1 dynamic
  unsigned rank = 0;        ///< a memref's rank
  unsigned scalarBytes = 0; ///< a scalar's size as the kernel takes it
  /// Imported IR's struct passed by value (`ptr byval(T)`): sizeof T, the
  /// bytes of the buffer a run passes it in (0 for every other parameter).
  unsigned byvalBytes = 0;
  /// Its scalar fields (nested structs and arrays flattened) as the data
  /// layout places them: (byte offset, bytes), in order.
  std::vector<std::pair<uint64_t, uint64_t>> byvalFields;
  std::string byvalType; ///< T as MLIR prints it, for messages
};

/// A kernel of the program.
struct KernelInfo {
  std::string name;   ///< as its gpu.module (or imported IR) names it
  std::string module; ///< its gpu.module; "" for imported LLVM IR
  std::vector<KernelParam> params;
  /// Whether memrefs are passed as descriptors (the module has a dynamic
  /// shape somewhere) rather than bare pointers.
  bool descriptors = false;
  /// Bytes of the static shared memory the kernel (and what it calls)
  /// reaches: its block's static part (at most 48 KiB).
  uint32_t staticSmem = 0;
  uint32_t declaredSmem = 0; ///< the same (what the 48 KiB check reads)
  /// Where its layout puts each of the module's shared globals, by slot.
  std::vector<uint64_t> sharedOffsets;
  Dim3 maxThreads{0, 0, 0}; ///< nvvm.maxntid/reqntid; 0 when unbounded
  /// Whether the block must be exactly maxThreads (nvvm.reqntid,
  /// known_block_size), and the attribute that declares it.
  bool exactThreads = false;
  std::string threadsSource;
  /// The bytes of each parameter of the lowered kernel (what the entries
  /// of a launch's parameter array point at).
  std::vector<uint32_t> argBytes;
  /// Local memory one thread needs (its allocas and its callees'), and
  /// whether that is unbounded (a dynamic-size alloca, recursion).
  uint64_t localBytes = 0;
  bool localUnbounded = false;
  /// Why run refuses it: the first op it reaches that the simulator does
  /// not model, with its location. Empty when it runs.
  std::string refusal;
};

/// One argument of a run, in the order of the kernel's parameters.
struct Arg {
  void *data = nullptr; ///< a buffer's bytes, or the scalar's
  size_t bytes = 0;
  bool isBuffer = false;
  std::vector<int64_t> shape; ///< a buffer's shape (for descriptors)
  /// A struct given field by field (warp-run's `struct{...}`), for a
  /// by-value parameter: where its fields are, (offset, bytes), which must
  /// be where the kernel's struct type has them.
  bool isStruct = false;
  std::vector<std::pair<size_t, size_t>> fields;
  /// A buffer the run allocates (checked, copied back) but does not pass:
  /// one that a struct's pointer field names. After the parameters.
  bool extra = false;
  /// (byte offset in `data`, argument index): the launch writes the address
  /// the kernel sees of that buffer argument there (a struct holding a
  /// device pointer, such as CUB's ScanTileState).
  std::vector<std::pair<size_t, size_t>> pointers;
};

/// How compile lowers.
struct CompileOptions {
  std::string chip = std::string(mlir::warptile::kDefaultChip); ///< the target the NVVM lowering assumes
};

/// The outcome of a run: RunReport (findings, error, exit code) plus the
/// argument errors run itself detects.
using RunResult = RunReport;

class Program {
public:
  ~Program();

  /// Lowers and JIT-compiles the kernels of `module` (left unchanged).
  /// nullptr and `error` when it cannot; MLIR diagnostics go to the
  /// context's handler.
  static std::unique_ptr<Program> compile(mlir::ModuleOp module,
                                          const CompileOptions &options,
                                          std::string &error);
  /// Parses `path` (warptile's dialects registered; diagnostics on stderr)
  /// and compiles it.
  static std::unique_ptr<Program> compileFile(const std::string &path,
                                              const CompileOptions &options,
                                              std::string &error);

  const std::vector<KernelInfo> &getKernels() const;

  /// The gpu.func kernels of `module` with their parameters as the source
  /// declares them (types named as warp-run's --arg spells them: f32, i32,
  /// u8, index); nothing is lowered.
  static std::vector<KernelInfo> signatures(mlir::ModuleOp module);

  /// The kernel `kernel` names: `module::kernel` (each gpu.module is a
  /// namespace), or a kernel name that one module alone defines. Null with
  /// `error` when there is none or several.
  const KernelInfo *findKernel(const std::string &kernel,
                               std::string &error) const;

  /// Runs `kernel` (as findKernel takes it) over `launch.grid` x
  /// `launch.block`. Buffers are copied
  /// into checked memory (with red zones) and back after the run. The
  /// result's exitCode() is 0, 1 (bad arguments or launch, or the kernel
  /// trapped: error says why) or 4 (findings). Past
  /// launch.timeoutSeconds the process exits with code 3.
  RunResult run(const std::string &kernel, const std::vector<Arg> &args,
                const LaunchOptions &launch);

  /// Runs `kernel` with `params` laid out as the lowered kernel takes them
  /// (CUDA's parameter array, what gpu.launch_func passes), checking
  /// accesses against `regions`.
  RunResult launch(const std::string &kernel, void **params,
                   const LaunchOptions &launch,
                   const std::vector<Region> &regions);

  /// What launch runs, for runGrids (launches that run together): `out`
  /// is set when the result is not trapped; `params` must outlive it.
  RunResult prepare(const std::string &kernel, void **params,
                    const LaunchOptions &launch,
                    const std::vector<Region> &regions, GridLaunch &out);

  /// What runMain needs besides the module.
  struct MainOptions {
    CompileOptions compile;
    uint64_t seed = 0;
    double timeoutSeconds = 0;
    /// Shared libraries @main calls (MLIR's runner utilities for
    /// printMemref*).
    std::vector<std::string> sharedLibraries;
  };

  /// Lowers the host+device `module` like warp-to-ptx and runs its @main
  /// with the simulator behind the mgpu* ABI that gpu.launch_func,
  /// gpu.alloc and gpu.memcpy lower to (device memory is host memory with
  /// red zones; streams and events complete at once). Each finding goes to
  /// stderr as it is found; the result counts them all. A kernel that traps
  /// ends the process with exit code 1, as a failed launch does.
  static RunResult runMain(mlir::ModuleOp module, const MainOptions &options,
                           std::string &error);

  /// Runs a tile kernel (launched over its partitions, as tile.launch
  /// does: the grid comes from the partitioned buffers' sizes) or a host
  /// function taking memrefs and scalars (a tile module's @main) with
  /// `args`, on the simulator: the buffers are copied to simulated device
  /// memory, the target runs, and they are copied back (so outputs land
  /// in the caller's memory). `target` empty picks the module's only tile
  /// kernel and is set to the name run. Arguments that do not fit the
  /// target's parameters are an error before anything runs; a failed
  /// run-time check of a launch ends the process with exit code 1 and its
  /// message.
  static RunResult runEntry(mlir::ModuleOp module, std::string &target,
                            const std::vector<mlir::warptile::EntryArg> &args,
                            const MainOptions &options, std::string &error);

private:
  RunResult checkLaunch(const KernelInfo *&info, const std::string &kernel,
                        const LaunchOptions &launch) const;
  struct Impl;
  explicit Program(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl;
};

} // namespace sim
} // namespace warptile

#endif // WARPTILE_SIM_PROGRAM_H
