//===- Barriers.cpp - Block barriers --------------------------------------===//
//
// Part of warptile. bar.sync / bar.red / bar.arrive (barrier{.cta}.*) with
// an id, a thread count and the popc/and/or reductions, as the PTX ISA
// ("Parallel Synchronization and Communication Instructions: bar,
// barrier") has them:
//
//   "barrier{.cta} instruction causes executing thread to wait for all
//   non-exited threads from its warp and marks warps' arrival at barrier.
//   In addition to signaling its arrival at the barrier, the
//   barrier{.cta}.red and barrier{.cta}.sync instructions causes executing
//   thread to wait for non-exited threads of all other warps participating
//   in the barrier to arrive. barrier{.cta}.arrive does not cause executing
//   thread to wait for threads of other participating warps."
//
// So a thread at a barrier op first waits for its warp: the warp arrives
// when every non-exited lane of it waits at that barrier (arriveWarp). The
// barrier counts warps: "Operand b specifies the number of threads
// participating in the barrier ... the value must be a multiple of the
// warp size", "either specified number of threads (in multiple of warp
// size) or all threads in the CTA participate", so it completes when
// b / 32 warps have arrived, whatever their size (a 48-thread block, warps
// of 32 and 16, completes `bar.sync 1, 64`), or, without b, when every warp
// that has a non-exited thread has: from `exit`, "If the exiting threads
// are holding up the barrier, the barrier is released" (checkBarrier).
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"

#include <algorithm>

using namespace warptile::sim;
using namespace warptile::sim::detail;

namespace {
constexpr uint8_t kSync = 1, kArrive = 2, kRed = 4;
/// Thread::c while the thread waits at a barrier: BarrierOp flags, and
/// whether its warp has arrived (it waits for the other warps).
constexpr uint32_t kWarpArrived = 1u << 16;

uint8_t kindOf(const Thread &t) {
  if (t.c & BarrierArrive)
    return kArrive;
  return t.sub ? kRed : kSync;
}

const char *kindName(uint8_t kind) {
  return kind == kArrive ? "bar.arrive" : kind == kRed ? "bar.red" : "bar.sync";
}
} // namespace

uint32_t Machine::barrier(uint32_t id, uint32_t count, uint32_t op,
                          uint32_t pred, uint32_t site) {
  Thread &t = self();
  if (id >= kBarriers)
    trap("barrier id " + std::to_string(id) + " is out of range 0-15 (" +
         where(site) + ")");
  bool arrive = op & BarrierArrive;
  // "When specifying a thread count, the value must be a multiple of the
  // warp size. Note that a non-zero thread count is required for
  // barrier{.cta}.arrive." Otherwise undefined: reported, and counted in
  // whole warps (rounded up).
  if (count % kWarpSize) {
    report("barrier-count", site, t,
           "thread count " + std::to_string(count) + " of barrier " +
               std::to_string(id) + " is not a multiple of the warp size (" +
               std::to_string(kWarpSize) + ")");
    count = (count + kWarpSize - 1) / kWarpSize * kWarpSize;
  } else if (arrive && count == 0) {
    report("barrier-count", site, t,
           "bar.arrive on barrier " + std::to_string(id) +
               " has no thread count (it needs one)");
  }
  t.state = State::WaitBarrier;
  t.barrier = id;
  t.site = site;
  t.sub = op & 0xff;
  t.value = pred;
  t.b = count;
  t.c = op & (BarrierArrive | BarrierUnaligned);
  barrierLanes[t.warp] |= 1u << t.lane;
  arriveWarp(t.warp);
  waitOrGoOn(t, State::WaitBarrier);
  return static_cast<uint32_t>(t.result);
}

void Machine::arriveWarp(uint32_t warp) {
  uint32_t live = ~goneMask(warp);
  if (!barrierLanes[warp] || barrierLanes[warp] != live)
    return;
  // Every non-exited lane waits at a barrier op and its warp has not
  // arrived: at one barrier, the warp arrives; at several, it never does
  // (a deadlock, described as such).
  const Thread &first = lane(warp, __builtin_ctz(live));
  uint32_t id = first.barrier;
  bool aligned = false, oneSite = true, oneCount = true;
  uint8_t kinds = 0;
  for (uint32_t rest = live; rest; rest &= rest - 1) {
    const Thread &o = lane(warp, __builtin_ctz(rest));
    if (o.state != State::WaitBarrier || (o.c & kWarpArrived) ||
        o.barrier != id)
      return;
    aligned |= !(o.c & BarrierUnaligned);
    oneSite &= o.site == first.site;
    oneCount &= o.b == first.b;
    kinds |= kindOf(o);
  }
  // The lanes at each op and with each thread count, for the findings
  // (built only when they differ: the common case has one of each).
  std::map<uint32_t, uint32_t> bySite, byCount;
  if (!oneSite || !oneCount)
    for (uint32_t rest = live; rest; rest &= rest - 1) {
      const Thread &o = lane(warp, __builtin_ctz(rest));
      bySite[o.site] |= 1u << o.lane;
      byCount[o.b] |= 1u << o.lane;
    }
  barrierLanes[warp] = 0;
  syncWarp(warp, live); // the warp's lanes met: ordered, as at a collective
  Barrier &b = barriers[id];
  auto lanesAt = [&](const std::map<uint32_t, uint32_t> &groups, bool sites) {
    std::string at;
    for (auto &[key, lanes] : groups)
      at +=
          (at.empty() ? "" : ", ") + std::string("lanes ") +
          formatLanes(lanes) +
          (sites ? " at " + where(key)
                 : " for " + (key ? std::to_string(key) : "all") + " threads");
    return at;
  };
  // "Instruction barrier{.cta} has optional .aligned modifier. When
  // specified, it indicates that all threads in CTA will execute the same
  // barrier{.cta} instruction" (bar{.cta}.sync, .red and .arrive are the
  // .aligned forms). Read per warp, as "Different warps may execute
  // different forms of the barrier{.cta} instruction using the same
  // barrier name and thread count" allows (docs/Sim.md): the lanes of one
  // warp at different aligned ops are undefined.
  if (aligned && !oneSite)
    report("barrier-divergence", first.site, first,
           "the lanes of warp " + std::to_string(warp) + " meet at barrier " +
               std::to_string(id) +
               " from different ops: " + lanesAt(bySite, true));
  if (!oneCount)
    report("barrier-divergence", first.site, first,
           "the lanes of warp " + std::to_string(warp) + " wait at barrier " +
               std::to_string(id) +
               " with different thread counts: " + lanesAt(byCount, false));
  uint32_t count = oneCount ? first.b : byCount.begin()->first;
  if (b.warps.empty()) {
    b.count = count;
    b.site = first.site;
  } else if (b.count != count) {
    report("barrier-divergence", first.site, first,
           "waits at barrier " + std::to_string(id) + " for " +
               (count ? std::to_string(count) : "all") +
               " threads, while others wait there for " +
               (b.count ? std::to_string(b.count) : "all") + " (" +
               where(b.site) + ")");
  }
  // "Care must be taken to keep a warp from executing more barrier{.cta}
  // instructions than intended (barrier{.cta}.arrive followed by any other
  // barrier{.cta} instruction to the same barrier) prior to the reset of
  // the barrier." The arrival counts again, as the hardware's count would.
  if (std::find(b.warps.begin(), b.warps.end(), warp) != b.warps.end())
    report("barrier-divergence", first.site, first,
           "warp " + std::to_string(warp) + " arrives at barrier " +
               std::to_string(id) +
               " again before it completes (after a bar.arrive)");
  // "barrier{.cta}.red should not be intermixed with barrier{.cta}.sync or
  // barrier{.cta}.arrive using the same active barrier. Execution in this
  // case is unpredictable."
  uint8_t before = b.kinds;
  b.kinds |= kinds;
  if ((b.kinds & kRed) && (b.kinds & (kSync | kArrive)) &&
      !((before & kRed) && (before & (kSync | kArrive))))
    report("barrier-divergence", first.site, first,
           std::string("barrier ") + std::to_string(id) +
               " is used by bar.red and " +
               kindName(b.kinds & kArrive ? kArrive : kSync) +
               " before it completes");
  b.warps.push_back(warp);
  barriersPending |= 1u << id;
  for (uint32_t rest = live; rest; rest &= rest - 1) {
    Thread &o = lane(warp, __builtin_ctz(rest));
    if (o.sub && o.value)
      ++b.popc;
    if (o.c & BarrierArrive) {
      // Counted; it goes on without waiting for the other warps. What it
      // did before arriving happens before the waiters' next accesses (its
      // epoch, kept until the barrier completes: "The barrier{.cta}
      // instructions ... guarantee that when the barrier completes, prior
      // memory accesses requested by this thread are performed relative to
      // all threads participating in the barrier").
      b.arrivals.emplace_back(gidOf(o), clockOf(o));
      ++clockOf(o);
      o.result = 0;
      wake(o);
    } else {
      o.c |= kWarpArrived;
      b.waiters.push_back(o.linear);
    }
  }
  checkBarrier(id);
}

void Machine::checkBarrier(uint32_t id) {
  Barrier &b = barriers[id];
  if (b.warps.empty())
    return;
  size_t arrived = 0;
  if (b.count) {
    arrived = b.warps.size();
    if (arrived * kWarpSize < b.count)
      return;
  } else {
    // Every warp with a non-exited thread; the exited ones hold nothing up.
    std::vector<uint32_t> warps = b.warps;
    std::sort(warps.begin(), warps.end());
    warps.erase(std::unique(warps.begin(), warps.end()), warps.end());
    for (uint32_t w : warps)
      arrived += warpLive(w);
    if (arrived < liveWarps)
      return;
  }
  // The reduction over the threads that arrived: "the final value is
  // written to the destination register in all threads waiting at the
  // barrier".
  size_t participants = 0;
  for (uint32_t w : b.warps)
    participants += __builtin_popcount(~goneMask(w));
  uint32_t popc = b.popc;
  uint32_t all = popc == participants, any = popc != 0;
  // The waiters' list changes hands with a spare one: a barrier in a loop
  // completes once per iteration, with no allocation.
  std::vector<uint32_t> released;
  released.swap(b.waiters);
  b.waiters.swap(spareWaiters);
  bool everyThread = !b.count;
  // The race check's happens-before: the waiters learn what the threads
  // that only arrived (bar.arrive) had done before arriving, then the
  // barrier orders its waiters.
  for (uint32_t i : released)
    for (auto [gid, clock] : b.arrivals)
      learn(threads[i], gid, clock);
  b.warps.clear();
  barriersPending &= ~(1u << id);
  b.arrivals.clear();
  b.count = b.site = b.popc = 0;
  b.kinds = 0;
  syncBarrier(released, everyThread);
  for (uint32_t i : released) {
    Thread &t = threads[i];
    t.result = t.sub == 1 ? popc : t.sub == 2 ? all : t.sub == 3 ? any : 0;
    wake(t);
  }
  released.clear();
  spareWaiters.swap(released);
}

std::string Machine::describeBarrier(const Thread &t) const {
  const Barrier &b = barriers[t.barrier];
  std::string expected =
      b.count ? std::to_string(b.count / kWarpSize) : std::to_string(liveWarps);
  std::string arrived =
      std::to_string(b.warps.size()) + " of " + expected + " warps arrived";
  std::string at = "wait at barrier " + std::to_string(t.barrier) + ", " +
                   where(t.site) + " (";
  if (t.c & kWarpArrived)
    return at + arrived + ")";
  // Its warp has not arrived: which of its lanes are elsewhere.
  uint32_t missing = 0;
  uint32_t live = ~goneMask(t.warp);
  for (uint32_t rest = live; rest; rest &= rest - 1) {
    const Thread &o = threads[t.warp * kWarpSize + __builtin_ctz(rest)];
    if (o.state != State::WaitBarrier || o.barrier != t.barrier ||
        (o.c & kWarpArrived))
      missing |= 1u << o.lane;
  }
  return at + "for lanes " + formatLanes(missing) + " of its warp; " + arrived +
         ")";
}
