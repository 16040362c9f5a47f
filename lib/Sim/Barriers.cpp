//===- Barriers.cpp - Block barriers --------------------------------------===//
//
// Part of warptile. bar.sync / barrier.sync with an id, a thread count
// and the popc/and/or reductions: a barrier completes when its count of
// threads (every non-exited thread by default) has arrived.
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"

using namespace warptile::sim;
using namespace warptile::sim::detail;

uint32_t Machine::barrier(uint32_t id, uint32_t count, uint32_t reduction,
                          uint32_t pred, uint32_t site) {
  Thread &t = self();
  if (id >= kBarriers)
    trap("barrier id " + std::to_string(id) + " is out of range 0-15 (" +
         where(site) + ")");
  Barrier &b = barriers[id];
  if (b.waiters.empty())
    b.count = count;
  else if (b.count != count)
    report("barrier-divergence", site, t,
           "waits at barrier " + std::to_string(id) + " for " +
               (count ? std::to_string(count) : "all") +
               " threads, while others wait there for " +
               (b.count ? std::to_string(b.count) : "all"));
  t.state = State::WaitBarrier;
  t.barrier = id;
  t.site = site;
  t.sub = reduction;
  t.value = pred;
  b.waiters.push_back(t.linear);
  checkBarrier(id);
  if (t.state == State::WaitBarrier) {
    block(t);
  } else if (launch.seed) {
    t.state = State::Runnable;
    runnable.push_back(t.linear);
    block(t);
  }
  return static_cast<uint32_t>(t.result);
}

void Machine::checkBarrier(uint32_t id) {
  Barrier &b = barriers[id];
  if (b.waiters.empty())
    return;
  size_t needed = b.count ? b.count : nthreads - exited;
  if (b.waiters.size() < needed)
    return;
  const Thread &first = threads[b.waiters.front()];
  if (!b.count && exited) {
    const Thread *gone = nullptr;
    for (const Thread &t : threads)
      if (t.state == State::Exited) {
        gone = &t;
        break;
      }
    report("barrier-divergence", first.site, first,
           std::to_string(exited) +
               " threads of the block (the first: thread " + dim(gone->tid) +
               ") exited while " + std::to_string(b.waiters.size()) +
               " wait at barrier " + std::to_string(id));
  }
  std::map<uint32_t, uint32_t> bySite;
  uint32_t popc = 0, all = 1, any = 0;
  for (size_t i = 0; i < needed; ++i) {
    const Thread &t = threads[b.waiters[i]];
    ++bySite[t.site];
    popc += t.value != 0;
    all &= t.value != 0;
    any |= t.value != 0;
  }
  if (bySite.size() > 1) {
    std::string at;
    for (auto &[site, n] : bySite)
      at += (at.empty() ? "" : ", ") + std::to_string(n) + " threads at " +
            where(site);
    report("barrier-divergence", first.site, first,
           "threads of the block meet at barrier " + std::to_string(id) +
               " from different ops: " + at);
  }
  std::vector<uint32_t> released(b.waiters.begin(), b.waiters.begin() + needed);
  syncBarrier(released, !b.count); // the race check's happens-before
  b.waiters.erase(b.waiters.begin(), b.waiters.begin() + needed);
  for (uint32_t i : released) {
    Thread &t = threads[i];
    t.result = t.sub == 1 ? popc : t.sub == 2 ? all : t.sub == 3 ? any : 0;
    wake(t);
  }
}
