//===- Machine.h - The simulated GPU: one block of fibers at a time -*- C++
//-*-===//
//
// Part of warptile. The MLIR-free half of the simulator: it runs a kernel
// body (any function taking CUDA-style parameter pointers) once per GPU
// thread, each thread a fiber, warps of 32 consecutive lanes (x, then y,
// then z), one block after another, and models what the threads share:
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

/// The shape of one launch and the scheduler's policy.
struct LaunchOptions {
  Dim3 grid, block;
  uint32_t staticSmem = 0;  ///< bytes of the kernel's static shared memory
  uint32_t dynamicSmem = 0; ///< --smem; starts at a 16-byte boundary after
  /// 0: deterministic round robin (a thread runs until it blocks; the last
  /// lane to arrive at a collective goes on). N: a seeded random choice
  /// among the runnable threads at every synchronisation point.
  uint64_t seed = 0;
  /// Wall-clock limit in seconds (0: none); past it the process exits with
  /// code 3, as warp-run's watchdog does.
  double timeoutSeconds = 0;
};

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

} // namespace sim
} // namespace warptile

#endif // WARPTILE_SIM_MACHINE_H
