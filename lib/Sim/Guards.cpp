//===- Guards.cpp - The run's watchdog and fault handler ------------------===//
//
// Part of warptile. See Guards.h.
//
//===----------------------------------------------------------------------===//

#include "Guards.h"
#include "MachineImpl.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>

using namespace warptile::sim;
using namespace warptile::sim::detail;

std::atomic<int> warptile::sim::detail::gStopRequest{0};
static std::atomic<bool> gTimeoutEndsProcess{true};

void warptile::sim::setTimeoutEndsProcess(bool endsProcess) {
  gTimeoutEndsProcess = endsProcess;
}

StopReason warptile::sim::lastStopRequest() {
  return static_cast<StopReason>(gStopRequest.load());
}

void warptile::sim::interruptRun() {
  gStopRequest = static_cast<int>(StopReason::Interrupted);
}

Watchdog::Watchdog(double seconds) {
  if (seconds <= 0)
    return;
  worker = std::thread([this, seconds] {
    std::unique_lock<std::mutex> lock(mutex);
    auto isFinished = [this] { return finished; };
    if (!done.wait_for(lock, std::chrono::duration<double>(seconds),
                       isFinished)) {
      // The run stops at its next thread switch (every loop reaches one
      // within a time slice); the process ends only if it does not.
      if (!gTimeoutEndsProcess) {
        int none = 0;
        gStopRequest.compare_exchange_strong(
            none, static_cast<int>(StopReason::TimedOut));
        if (done.wait_for(lock, std::chrono::seconds(10), isFinished))
          return;
      }
      std::fflush(stdout);
      std::fprintf(stderr,
                   "simulator: the kernel did not finish within %g s "
                   "(the watchdog stopped it)\n",
                   seconds);
      std::_Exit(3);
    }
  });
}

Watchdog::~Watchdog() {
  if (!worker.joinable())
    return;
  {
    std::lock_guard<std::mutex> lock(mutex);
    finished = true;
  }
  done.notify_all();
  worker.join();
}

static void onFault(int sig, siginfo_t *info, void *) {
  const Thread *t = gMachine ? gMachine->running() : nullptr;
  std::fflush(stdout);
  if (t)
    std::fprintf(stderr,
                 "simulator: finding (invalid-access): %s: %s at address %p\n",
                 gMachine->who(*t).c_str(),
                 sig == SIGSEGV || sig == SIGBUS ? "invalid memory access"
                                                 : "illegal instruction",
                 info->si_addr);
  else
    std::fprintf(stderr, "simulator: fatal signal %d outside a kernel\n", sig);
  std::_Exit(t ? 4 : 1);
}

FaultHandler::FaultHandler() {
  stack.resize(64 * 1024);
  stack_t ss = {};
  ss.ss_sp = stack.data();
  ss.ss_size = stack.size();
  sigaltstack(&ss, &oldStack);
  struct sigaction sa = {};
  sa.sa_sigaction = onFault;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGSEGV, &sa, &oldSegv);
  sigaction(SIGBUS, &sa, &oldBus);
  sigaction(SIGILL, &sa, &oldIll);
}

FaultHandler::~FaultHandler() {
  sigaction(SIGSEGV, &oldSegv, nullptr);
  sigaction(SIGBUS, &oldBus, nullptr);
  sigaction(SIGILL, &oldIll, nullptr);
  sigaltstack(&oldStack, nullptr);
}
