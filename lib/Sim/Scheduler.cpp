//===- Scheduler.cpp - Fibers, blocks and the run -------------------------===//
//
// Part of warptile. Runs a grid one block after another, each GPU thread a
// fiber on its own guarded stack; picks the next runnable thread (round
// robin, or seeded at random); reports findings once per kind and op; and
// names who waits where when no thread can go on.
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

uint32_t Machine::goneMask(uint32_t warp) const {
  uint32_t base = warp * 32;
  uint32_t count = std::min<uint32_t>(32, nthreads - base);
  uint32_t exists = count == 32 ? ~0u : (1u << count) - 1;
  return warpExited[warp] | ~exists;
}

void Machine::block(Thread &t) { switchContext(t.context, scheduler); }

void Machine::wake(Thread &t) {
  if (&t == current) {
    t.state = State::Running;
    return;
  }
  t.state = State::Runnable;
  runnable.push_back(t.linear);
}

RunReport Machine::run() {
  nthreads = static_cast<uint32_t>(launch.block.count());
  nwarps = (nthreads + 31) / 32;
  threads.assign(nthreads, Thread());
  warpExited.assign(nwarps, 0);
  barrierLanes.assign(nwarps, 0);
  activeLanes.assign(nwarps, 0);
  size_t slot = kStackBytes + kGuardBytes;
  stacksBytes = slot * nthreads;
  void *memory = mmap(nullptr, stacksBytes, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (memory == MAP_FAILED) {
    result.error = "cannot map the stacks of " + std::to_string(nthreads) +
                   " simulated threads";
    result.trapped = true;
    return result;
  }
  stacks = static_cast<char *>(memory);
  // A guard page below each stack: an overflow faults instead of writing
  // into the neighbour's frames.
  for (uint32_t i = 0; i < nthreads; ++i)
    mprotect(stacks + i * slot, kGuardBytes, PROT_NONE);
  sharedBytes =
      ((size_t(launch.staticSmem) + 15) & ~size_t(15)) + launch.dynamicSmem;
  arena.assign(sharedBytes + 2 * kRedZone, 0);
  shadow.assign(sharedBytes, 0);
  cells.assign(sharedBytes, Cell());

  for (uint32_t z = 0; z < launch.grid.z && !stop; ++z)
    for (uint32_t y = 0; y < launch.grid.y && !stop; ++y)
      for (uint32_t x = 0; x < launch.grid.x && !stop; ++x) {
        ctaid = {x, y, z};
        if (!runBlock())
          stop = true;
      }
  endRaces(/*sharedOnly=*/false);
  munmap(stacks, stacksBytes);
  for (auto &[key, entry] : seen)
    if (entry.second > 1)
      result.findings[entry.first].message += " (and " +
                                              std::to_string(entry.second - 1) +
                                              " more times at this op)";
  return result;
}

bool Machine::runBlock() {
  exited = 0;
  std::fill(warpExited.begin(), warpExited.end(), 0);
  std::fill(barrierLanes.begin(), barrierLanes.end(), 0);
  std::fill(activeLanes.begin(), activeLanes.end(), 0);
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
  size_t slot = kStackBytes + kGuardBytes;
  const Dim3 &bd = launch.block;
  for (uint32_t i = 0; i < nthreads; ++i) {
    Thread &t = threads[i];
    t = Thread();
    t.linear = i;
    t.warp = i / 32;
    t.lane = i % 32;
    t.tid = {i % bd.x, (i / bd.x) % bd.y, i / (bd.x * bd.y)};
    makeContext(t.context, stacks + i * slot + kGuardBytes, kStackBytes,
                fiberEntry, &t);
    runnable.push_back(i);
  }
  while (!runnable.empty()) {
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
    Thread &t = threads[next];
    t.state = State::Running;
    current = &t;
    switchContext(scheduler, t.context);
    current = nullptr;
    if (result.trapped)
      return false;
  }
  result.threadsRun += exited;
  if (exited == nthreads)
    return true;
  result.findings.push_back({"deadlock", describeDeadlock()});
  return false;
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
  checkWarp(t.warp);
  arriveWarp(t.warp);
  for (unsigned id = 0; id < kBarriers; ++id)
    if (barriers[id].count == 0)
      checkBarrier(id);
  settleActiveMask(t.warp);
  switchContext(t.context, scheduler);
  __builtin_unreachable();
}

void Machine::trap(const std::string &why) {
  result.trapped = true;
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

RunReport warptile::sim::runGrid(KernelBody body, void **params,
                                 const LaunchOptions &launch,
                                 const std::vector<Site> &sites,
                                 const std::vector<Region> &regions) {
  Machine machine(body, params, launch, sites, regions);
  Machine *outer = gMachine;
  gMachine = &machine;
  RunReport report;
  {
    Watchdog watchdog(launch.timeoutSeconds);
    FaultHandler faults;
    report = machine.run();
  }
  std::fflush(stdout);
  gMachine = outer;
  return report;
}
