//===- Compile.h - warp-run's .mlir front end -------------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_RUN_COMPILE_H
#define WARPTILE_TOOLS_WARP_RUN_COMPILE_H

#include "Buffers.h"
#include "warptile/Runtime/Arguments.h"
#include "warptile/Runtime/Runtime.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace warptile {
namespace run {

/// Succeeds when .mlir files can be compiled for `chip` (--chip): the NVPTX
/// backend knows it. Else the one-line reason, naming the valid chips.
rt::Status checkChip(const std::string &chip);

/// --num-warps: every tile kernel of the .mlir input gets `numWarps` warps
/// per block (tile.num_warps, written when the file is parsed; a kernel
/// with another number of its own is an error there). 0 leaves them.
/// The chip a .mlir input is compiled for when neither --chip nor a device
/// says (mlir::warptile::kDefaultChip, the chip table's).
std::string defaultChip();

void setNumWarps(unsigned numWarps);

/// --error-limit for every diagnostic of the .mlir input (parse, verify,
/// lowering).
void setErrorLimit(unsigned limit);

/// Lowers the kernels of the .mlir file `path` to PTX for `chip` with the
/// warp-to-ptx pipeline; diagnostics go to stderr. Fills `signatures` with
/// each gpu.func kernel's parameters and appends the PTX to `ptx`; else
/// returns the reason.
rt::Status compileMlir(const std::string &path, const std::string &chip,
                       std::string &ptx, rt::SourceSignatures &signatures);

/// Lowers the host+device module `path` (with warp-to-ptx for `chip`) and
/// runs its @main on the execution engine over libwarptile_cuda_runtime.so.
/// Returns why it could not; driver errors end the process with warp-run's
/// exit codes (the runtime library reports them).
rt::Status runMain(const std::string &path, const std::string &chip,
                   const char *argv0);

/// The kernels of a PTX text or of a program compiled for the simulator,
/// with their parameters: what checkSignature checks --arg against.
using KernelEntries =
    std::vector<std::pair<std::string, std::vector<rt::PtxParam>>>;

/// --sim: a .mlir file compiled for the CPU simulator (lib/Sim). Only the
/// full build has one.
struct SimSession;
struct SimSessionDeleter {
  void operator()(SimSession *session) const;
};
using SimHandle = std::unique_ptr<SimSession, SimSessionDeleter>;

/// Compiles `path` for the simulator; fills `entries` (each parameter as
/// the kernel takes it: a buffer as an 8-byte pointer) and `signatures`.
rt::Status compileForSim(const std::string &path, const std::string &chip,
                         SimHandle &session, KernelEntries &entries,
                         rt::SourceSignatures &signatures);

/// How --sim launches.
struct SimLaunch {
  rt::Dim3 grid, block;
  unsigned smem = 0;
  uint64_t seed = 0;
  double timeout = 10;
};

/// Runs `kernel` on the simulator; the buffers of `args` hold the results
/// afterwards. Each finding goes to stderr as "warp-run: finding: ...";
/// `findings` counts them. An error (a trap, an assertion, a launch the
/// simulator refuses) is the returned Status.
rt::Status runOnSim(SimSession &session, const std::string &kernel,
                    std::vector<Argument> &args, const SimLaunch &launch,
                    size_t &findings);

/// --main --sim: runs the host module `path`'s @main with the simulator
/// behind the mgpu* ABI; findings go to stderr and are counted.
rt::Status runMainOnSim(const std::string &path, const std::string &chip,
                        uint64_t seed, double timeout, size_t &findings);

/// Whether the .mlir file `path` holds tile kernels (an error when it does
/// not parse: its diagnostics are reported).
rt::Status holdsTileKernels(const std::string &path, bool &holds);

/// Whether `name` is a host function of the .mlir file `path` that takes
/// memrefs and scalars (findEntryTargets), which runs through host code
/// like a tile kernel: its gpu.launch bodies or launches run with the
/// --arg buffers copied to the device and back.
rt::Status namesHostFunction(const std::string &path, const std::string &name,
                             bool &names);

/// How runEntry runs.
struct EntryRun {
  std::string chip;
  bool sim = false;
  uint64_t seed = 0;
  double timeout = 10;
  const char *argv0 = nullptr;
};

/// runEntry on the simulator (Simulate.cpp).
rt::Status runEntryOnSim(const std::string &path, std::string &target,
                         std::vector<Argument> &args, const EntryRun &run,
                         size_t &findings);

/// Runs a tile kernel (launched over its partitions as tile.launch does) or
/// a host function taking memrefs and scalars (`--main` with --arg: @main)
/// with `args`, on the simulator or, through libwarptile_cuda_runtime.so,
/// the GPU; the buffers come back into `args`. `target` empty picks the
/// module's only tile kernel and is set to the one run.
rt::Status runEntry(const std::string &path, std::string &target,
                    std::vector<Argument> &args, const EntryRun &run,
                    size_t &findings);

/// --emit-lib: the run of runEntry compiled into the shared library
/// `library` (HostLibrary.h) with both entries, @__warptile_entry and
/// @__warptile_launch; `target` is set to the name compiled.
rt::Status compileEntry(const std::string &path, std::string &target,
                        std::vector<Argument> &args, const std::string &chip,
                        const std::string &library);

} // namespace run
} // namespace warptile

#endif // WARPTILE_TOOLS_WARP_RUN_COMPILE_H
