//===- Guards.h - The run's watchdog and fault handler ----------*- C++ -*-===//
//
// Part of warptile. Installed around a run by runGrid: a wall-clock limit
// (exit code 3, as warp-run's watchdog) and a handler that turns a fault
// inside a simulated thread into an invalid-access finding.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_GUARDS_H
#define WARPTILE_LIB_SIM_GUARDS_H

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <signal.h>
#include <thread>
#include <vector>

namespace warptile {
namespace sim {
namespace detail {

/// A request to stop the run in progress (a StopReason), set by the
/// watchdog or interruptRun from another thread and read by the device's
/// loop at thread switches (Device.cpp, Scheduler.cpp): never on the
/// path of an access.
extern std::atomic<int> gStopRequest;
inline bool stopRequested() {
  return gStopRequest.load(std::memory_order_relaxed) != 0;
}

/// Ends the process with exit code 3 when a run outlives its limit (a
/// simulated thread that spins forever), or, after
/// setTimeoutEndsProcess(false), requests a stop (gStopRequest) and ends
/// the process only if the run still goes on 10 s later.
class Watchdog {
public:
  explicit Watchdog(double seconds);
  ~Watchdog();

private:
  std::thread worker;
  std::mutex mutex;
  std::condition_variable done;
  bool finished = false;
};

/// A fault inside a simulated thread (a wild pointer far from every
/// buffer) becomes a finding instead of a bare crash.
class FaultHandler {
public:
  FaultHandler();
  ~FaultHandler();

private:
  std::vector<char> stack;
  stack_t oldStack;
  struct sigaction oldSegv, oldBus, oldIll;
};

} // namespace detail
} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_GUARDS_H
