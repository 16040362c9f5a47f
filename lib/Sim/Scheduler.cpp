//===- Scheduler.cpp - A block's fibers, preemption, deadlocks -----------===//
//
// Part of warptile. A resident block's threads, each a fiber on its own
// guarded stack: picks the next runnable thread of the block (round robin,
// or seeded at random), preempts a thread at a spin point when its time
// slice is spent, reports findings once per kind and op, and names who
// waits where when no thread of the block can go on. Device.cpp runs the
// grids, a block or several resident at a time.
//
//===----------------------------------------------------------------------===//

#include "Guards.h"
#include "MachineImpl.h"
#include <algorithm>
#include <cstdio>
#include <sstream>
#include <sys/mman.h>

using namespace warptile::sim;
using namespace warptile::sim::detail;

Machine *warptile::sim::detail::gMachine = nullptr;

void warptile::sim::detail::fiberEntry(void *arg) {
  Machine &m = *gMachine;
  auto *t = static_cast<Thread *>(arg);
  (void)t;
  m.body(m.params);
  m.exitThread();
}

std::string Machine::where(uint32_t site) const {
  if (site >= sites.size())
    return "an unknown op";
  const Site &s = sites[site];
  return s.op + (s.location.empty() ? "" : " at " + s.location);
}

std::string Machine::who(const Thread &t) const {
  return "block " + dim(ctaid) + " thread " + dim(t.tid) + " warp " +
         std::to_string(t.warp) + " lane " + std::to_string(t.lane);
}

void Machine::report(const char *kind, uint32_t site, const Thread &t,
                     const std::string &what) {
  std::string key = std::string(kind) + "@" + std::to_string(site);
  auto [it, fresh] = seen.try_emplace(key, result.findings.size(), 0);
  ++it->second.second;
  if (!fresh)
    return;
  result.findings.push_back(
      {kind, who(t) + ": " + what + " [" + where(site) + "]"});
}

void Machine::block(Thread &t) { switchAway(t); }

uint32_t Machine::pickNext() {
  uint32_t next;
  if (launch.seed == 0 || runnable.size() == 1) {
    next = runnable.front();
    runnable.pop_front();
  } else {
    size_t pick = rng() % runnable.size();
    next = runnable[pick];
    runnable[pick] = runnable.back();
    runnable.pop_back();
  }
  return next;
}

void Machine::switchAway(Thread &t) {
  // A stop request (Guards.h) is read here too: a chain of direct switches
  // returns to run() only when it ends.
  if (!direct || runnable.empty() || stopRequested()) {
    switchContext(t.context, scheduler);
    return;
  }
  // What step() does for the thread it picks (run() would go on to it).
  Thread &n = threads[pickNext()];
  if (n.state == State::Yielded)
    --yieldedQueued;
  ++directSteps;
  n.state = State::Running;
  current = &n;
  __wsim_budget = kTimeSlice;
  __wsim_polls = 0;
  if (&n != &t)
    switchContext(t.context, n.context);
}

void Machine::waitOrGoOn(Thread &t, State waiting) {
  if (t.state == waiting) {
    // It waits: lanes gathering at an activemask no longer wait for it.
    settleActiveMask(t.warp);
    block(t);
  } else if (launch.seed) {
    // Its arrival completed the wait: the seeded scheduler picks who goes
    // on from here.
    t.state = State::Runnable;
    runnable.push_back(t.linear);
    block(t);
  }
}

void Machine::wake(Thread &t) {
  if (&t == current) {
    t.state = State::Running;
    return;
  }
  t.state = State::Runnable;
  runnable.push_back(t.linear);
}

Machine::~Machine() {
  if (stacks)
    munmap(stacks, stacksBytes);
}

bool Machine::map() {
  nthreads = static_cast<uint32_t>(launch.block.count());
  nwarps = (nthreads + 31) / 32;
  threads.assign(nthreads, Thread());
  warpExited.assign(nwarps, 0);
  barrierLanes.assign(nwarps, 0);
  activeLanes.assign(nwarps, 0);
  warpWaiting.assign(nwarps, 0);
  // A fiber's stack holds the kernel's frames (its local memory, up to the
  // chip's 512 KiB per thread: Program checks) above the simulator's own.
  size_t page = 4096;
  slotBytes =
      (kStackBytes + launch.localBytes + page - 1) / page * page + kGuardBytes;
  stacksBytes = slotBytes * nthreads;
  void *memory = mmap(nullptr, stacksBytes, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (memory == MAP_FAILED) {
    result.error = "cannot map the stacks of " + std::to_string(nthreads) +
                   " simulated threads";
    result.trapped = true;
    return false;
  }
  stacks = static_cast<char *>(memory);
  // A guard page below each stack: an overflow faults instead of writing
  // into the neighbour's frames.
  for (uint32_t i = 0; i < nthreads; ++i)
    mprotect(stacks + i * slotBytes, kGuardBytes, PROT_NONE);
  sharedBytes =
      ((size_t(launch.staticSmem) + 15) & ~size_t(15)) + launch.dynamicSmem;
  arena.assign(sharedBytes + 2 * kRedZone, 0);
  shadow.assign(sharedBytes, 0);
  cells.assign(sharedBytes, Cell());
  return true;
}

void Machine::start(Dim3 id) {
  ctaid = id;
  exited = 0;
  std::fill(warpExited.begin(), warpExited.end(), 0);
  std::fill(barrierLanes.begin(), barrierLanes.end(), 0);
  std::fill(activeLanes.begin(), activeLanes.end(), 0);
  std::fill(warpWaiting.begin(), warpWaiting.end(), 0);
  barriersPending = 0;
  liveWarps = nwarps;
  std::fill(shadow.begin(), shadow.end(), 0);
  beginRaces(); // the race check's clocks start afresh
  std::fill(arena.begin(), arena.end(), 0);
  if (!asyncPending.empty())
    std::fill(asyncPending.begin(), asyncPending.end(), 0);
  asyncInFlight = 0;
  for (Barrier &b : barriers)
    b = Barrier();
  runnable.clear();
  yieldedQueued = 0;
  const Dim3 &bd = launch.block;
  for (uint32_t i = 0; i < nthreads; ++i) {
    Thread &t = threads[i];
    t = Thread();
    t.linear = i;
    t.warp = i / 32;
    t.lane = i % 32;
    t.tid = {i % bd.x, (i / bd.x) % bd.y, i / (bd.x * bd.y)};
    makeContext(t.context, stacks + i * slotBytes + kGuardBytes,
                slotBytes - kGuardBytes, fiberEntry, &t);
    runnable.push_back(i);
  }
}

Machine::Step Machine::step(bool drain) {
  Thread &t = threads[pickNext()];
  if (t.state == State::Yielded) {
    --yieldedQueued;
    // After a trap the launch is over: threads that were executing go on
    // to their next wait or exit (their printf and assert output shows,
    // as a GPU's does), preempted spinners do not come back.
    if (drain)
      return Step::Skipped;
  }
  t.state = State::Running;
  current = &t;
  __wsim_budget = kTimeSlice;
  __wsim_polls = 0;
  switchContext(scheduler, t.context);
  // The thread that switched back: `t`, or the last of the threads that
  // went on from it (switchAway).
  Thread &last = *current;
  current = nullptr;
  if (last.state == State::Yielded && !trapped)
    return polled ? Step::Polled : Step::Yielded;
  if (trapped) {
    trapped = false;
    return Step::Trapped;
  }
  return last.state == State::Exited ? Step::Exited : Step::Waits;
}

Machine::Step Machine::run(bool drain, uint64_t &steps) {
  Step last = Step::Waits;
  steps = 0;
  direct = !drain;
  directSteps = 0;
  while (!runnable.empty() && !stopRequested()) {
    last = step(drain);
    ++steps;
    if (last != Step::Waits && last != Step::Exited && last != Step::Yielded)
      break;
  }
  direct = false;
  steps += directSteps;
  return last;
}

void Machine::yield(uint32_t site) {
  // CUDA Programming Guide, "Independent Thread Scheduling" (sm_70 and
  // later): the GPU "maintains execution state per thread ... and can
  // yield execution at a per-thread granularity, either to make better
  // use of execution resources or to allow one thread to wait for data to
  // be produced by another"; libcu++'s execution model: a device thread
  // that has executed a step has concurrent forward progress (it
  // "will eventually make progress" whatever the others do). So a thread
  // that spins on a flag another thread sets must let that thread run.
  // The lowered kernel calls here at a spin point (a loop back-edge, an
  // atomic, a volatile load) when its time slice is spent; the thread goes
  // to the back of the queue (round robin; a seeded run picks at random).
  (void)site;
  Thread &t = self();
  polled = __wsim_polls != 0;
  t.state = State::Yielded;
  runnable.push_back(t.linear);
  ++yieldedQueued;
  // Lanes of its warp gathering at an activemask no longer wait for it: it
  // is not executing with them (Collectives.cpp).
  settleActiveMask(t.warp);
  switchContext(t.context, scheduler); // run() stops at a poll
}

void Machine::reportDeadlock() {
  result.findings.push_back({"deadlock", describeDeadlock()});
}

std::string Machine::describeDeadlock() const {
  std::ostringstream os;
  os << "block " << dim(ctaid) << ": deadlock: no thread can go on";
  for (uint32_t w = 0; w < nwarps; ++w) {
    // Group the warp's waiting lanes by what they wait at.
    std::map<std::string, uint32_t> groups;
    for (unsigned l = 0; l < 32 && w * 32 + l < nthreads; ++l) {
      const Thread &t = threads[w * 32 + l];
      std::string at;
      if (t.state == State::WaitWarp) {
        uint32_t gone = goneMask(w), same = 0;
        for (unsigned k = 0; k < 32 && w * 32 + k < nthreads; ++k) {
          const Thread &o = threads[w * 32 + k];
          if (o.state == State::WaitWarp && o.coll == t.coll &&
              o.sub == t.sub && o.mask == t.mask &&
              (!isAligned(o.coll) || o.site == t.site))
            same |= 1u << k;
        }
        at = "wait at " + where(t.site) + " (member mask " + hex(t.mask) +
             ") for lanes " + formatLanes(t.mask & ~gone & ~same);
      } else if (t.state == State::WaitBarrier) {
        at = describeBarrier(t);
      } else if (t.state == State::WaitActive) {
        at = "wait at " + where(t.site); // (settleActiveMask frees them)
      } else {
        continue;
      }
      groups[at] |= 1u << l;
    }
    for (auto &[at, lanes] : groups)
      os << "; warp " << w << " lanes " << formatLanes(lanes) << " " << at;
    if (warpExited[w])
      os << "; warp " << w << " lanes " << formatLanes(warpExited[w])
         << " have exited";
  }
  return os.str();
}

void Machine::exitThread() {
  // PTX ISA, exit: "Ends execution of a thread. As threads exit, barriers
  // waiting on all threads are checked to see if the exiting threads are
  // the only threads that have not yet made it to a barrier{.cta} for all
  // threads in the CTA ... If the exiting threads are holding up the
  // barrier, the barrier is released." The warp's collectives wait for its
  // non-exited lanes only (Collectives.cpp), and so does its arrival at a
  // barrier (Barriers.cpp).
  Thread &t = self();
  t.state = State::Exited;
  ++exited;
  warpExited[t.warp] |= 1u << t.lane;
  if (!warpLive(t.warp))
    --liveWarps;
  if (warpWaiting[t.warp])
    checkWarp(t.warp);
  arriveWarp(t.warp);
  for (uint32_t rest = barriersPending; rest; rest &= rest - 1)
    if (barriers[__builtin_ctz(rest)].count == 0)
      checkBarrier(__builtin_ctz(rest));
  settleActiveMask(t.warp);
  // Never resumed. No __builtin_unreachable() here: the compiler would
  // infer noreturn for fiberEntry's call, and ASan would take it for a jump
  // off the fiber's stack (a warning among the findings).
  switchAway(t);
}

void Machine::trap(const std::string &why) {
  result.trapped = true;
  trapped = true;
  if (result.error.empty())
    result.error = why;
  Thread &t = self();
  switchContext(t.context, scheduler);
  __builtin_unreachable();
}

bool Machine::again(const char *kind, uint32_t site) {
  auto it = seen.find(std::string(kind) + "@" + std::to_string(site));
  if (it == seen.end())
    return false;
  ++it->second.second;
  return true;
}

int RunReport::exitCode() const {
  if (trapped)
    return 1;
  return findings.empty() ? 0 : 4;
}
