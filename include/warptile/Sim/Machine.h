//===- Machine.h - The simulated GPU: one block of fibers at a time -*- C++
//-*-===//
//
// Part of warptile. The MLIR-free half of the simulator: it runs a kernel
// body (any function taking CUDA-style parameter pointers) once per GPU
// thread, each thread a fiber, warps of 32 consecutive lanes (x, then y,
// then z), one block after another (several resident together when the
// resident ones only spin), and models what the threads share:
// special registers, shared memory, block barriers and warp collectives.
// The body reaches the model through the C entry points of RuntimeABI.h
// (what the lowering turns NVVM ops into), so hand-written C++ bodies (the
// unit tests) and JIT-compiled kernels (Program.h) run the same way.
//
// One run at a time per process: the entry points find the running machine
// in a process-wide variable.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_SIM_MACHINE_H
#define WARPTILE_SIM_MACHINE_H

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace warptile {
namespace sim {

/// A grid or block extent.
struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
  uint64_t count() const { return uint64_t(x) * y * z; }
};

/// Where an instrumented operation came from, for findings: the op's name
/// (`nvvm.shfl.sync bfly`, `llvm.load`) and its source location.
struct Site {
  std::string op;
  std::string location;
  /// A collective the warp lowering made (kExactMemberMaskAttr): every lane
  /// of its member mask must execute it, none may have exited.
  bool exactMask = false;
};

/// A buffer the kernel may access (warp-run's --arg buffers). Accesses
/// within kRedZone bytes before or after it are reported as out of bounds;
/// the caller keeps that much addressable memory on each side.
struct Region {
  std::string name;
  const void *base = nullptr;
  size_t bytes = 0;
  /// Memory without red zones (a module global of the JIT'd kernels):
  /// accesses inside it are fine, nothing near it is reported.
  bool exact = false;
};
constexpr size_t kRedZone = 4096;
/// The chip's limit of local memory per thread (512 KiB since sm_20).
constexpr uint64_t kMaxLocalBytes = 512 * 1024;

/// The shape of one launch and the scheduler's policy.
struct LaunchOptions {
  Dim3 grid, block;
  uint32_t staticSmem = 0;  ///< bytes of the kernel's static shared memory
  /// Where the kernel's layout puts each shared global, by the slot the
  /// lowering gave it (RuntimeABI.h's __wsim_shared); null: slots are byte
  /// offsets.
  const std::vector<uint64_t> *sharedSlots = nullptr;
  uint32_t dynamicSmem = 0; ///< --smem; starts at a 16-byte boundary after
  /// Bytes of local memory (the kernel's stack frames) one thread needs
  /// beyond the simulator's own frames; its fiber's stack grows by that.
  uint64_t localBytes = 0;
  /// 0: deterministic round robin (a thread runs until it blocks; the last
  /// lane to arrive at a collective goes on). N: a seeded random choice
  /// among the runnable threads at every synchronisation point.
  uint64_t seed = 0;
  /// Wall-clock limit in seconds (0: none); past it the process exits with
  /// code 3, as warp-run's watchdog does, or, after
  /// setTimeoutEndsProcess(false), the run stops (RunReport::stop).
  double timeoutSeconds = 0;
};

/// Why a run stopped before its kernels finished, from outside them.
enum class StopReason { None, TimedOut, Interrupted };

/// One problem the run found: `kind` is a stable short name
/// (collective-mask, shuffle-source, poisoned-use, exited-in-mask,
/// deadlock, barrier-divergence, barrier-count, global-oob, shared-oob,
/// shared-uninit, cp-async-unwaited, misaligned, cp-async-size,
/// wmma-operands,
/// shared-race); `message`
/// names block, thread, warp, lane, the op and its location.
struct Finding {
  std::string kind;
  std::string message;
};

/// How a run ended.
struct RunReport {
  /// Every finding, the first of each (kind, op) in full, with how many
  /// more of the same were seen.
  std::vector<Finding> findings;
  /// Set when the kernel stopped the run: __assertfail, a trap, a deadlock
  /// or an unmodelled operation reached at run time.
  std::string error;
  bool trapped = false;
  /// Set (with `trapped` and `error`) when the watchdog or interruptRun
  /// stopped the run.
  StopReason stop = StopReason::None;
  uint64_t threadsRun = 0;
  /// 0 ok, 1 the kernel trapped (as a GPU launch failure), 4 findings.
  int exitCode() const;
};

/// A kernel body: what the GPU thread runs, with CUDA's parameter array.
using KernelBody = void (*)(void **params);

/// Runs `body` on every thread of the grid. `sites` are the sites the
/// entry points' site numbers index; `regions` the buffers to check.
RunReport runGrid(KernelBody body, void **params, const LaunchOptions &launch,
                  const std::vector<Site> &sites,
                  const std::vector<Region> &regions);

/// One launch of a set that runs together (runGrids).
struct GridLaunch {
  KernelBody body = nullptr;
  void **params = nullptr;
  LaunchOptions launch;
  const std::vector<Site> *sites = nullptr;
  std::vector<Region> regions;
  /// Earlier launches of the set (indices) that must complete before this
  /// one starts: the launch before it on its stream, and the launches of
  /// the events its stream waits for. Launches not ordered this way may
  /// have blocks resident together.
  std::vector<size_t> after;
  /// Called with the launch's report when it has finished (or stopped),
  /// before the launches after it start: its findings show in launch order.
  std::function<void(const RunReport &)> finished;
};

/// Runs several launches on one device: blocks of launches that are not
/// ordered with each other, like blocks of one grid, become resident
/// together when the resident ones only spin (docs/Sim.md, "Scheduling").
/// One report per launch; a launch that did not finish because another
/// trapped is reported trapped with an empty error. The seed and the
/// timeout are the first launch's.
std::vector<RunReport> runGrids(const std::vector<GridLaunch> &grids);

/// Whether a run past its timeout ends the process with exit code 3 (the
/// default: warp-run's watchdog) or stops at its next thread switch with
/// StopReason::TimedOut (false: a host that must live on, such as the
/// Python package). Process-wide.
void setTimeoutEndsProcess(bool endsProcess);

/// The stop requested of the last run (None when it ran to its end); read
/// after it returns.
StopReason lastStopRequest();

/// Stops the run in progress (from another thread: Ctrl-C in Python) at
/// its next thread switch, with StopReason::Interrupted; a request made
/// while no run is in progress is dropped when the next one starts, so a
/// caller repeats it until the run returns.
void interruptRun();

} // namespace sim
} // namespace warptile

#endif // WARPTILE_SIM_MACHINE_H
