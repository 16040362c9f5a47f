//===- HappensBefore.cpp - Vector clocks for the race check ---------------===//
//
// Part of warptile. Each simulated thread has a vector clock (FastTrack):
// its own clock, which a synchronisation moves on, and the clocks of other
// threads whose accesses happen before its next one. An access happens
// before another when its epoch (thread, clock) is covered by the later
// thread's vector clock. What creates the order:
//
// * a block barrier orders the threads that take part in it, and only
//   them. PTX ISA, "bar, barrier": "bar{.cta}.sync ... cause executing
//   thread to wait until all or a specified number of threads in the CTA
//   arrive at the barrier"; "The barrier{.cta} instructions ... guarantee
//   that when the barrier completes, prior memory accesses requested by
//   this thread are performed relative to all threads participating in
//   the barrier." A barrier every non-exited thread takes part in is
//   common knowledge of the block (one vector, Machine::common);
// * a warp collective orders the lanes that take part in it.
//   "bar.warp.sync": "guarantees memory ordering among threads
//   participating in barrier"; the other .sync collectives (shfl, vote,
//   match, redux, elect) are read the same way (a GPU executes them as one
//   convergent step), docs/Sim.md;
// * release/acquire patterns. PTX ISA, "Memory Consistency Model",
//   "Release and acquire patterns": a release operation (st.release,
//   atom.release/.acq_rel, or a fence.sc/fence.acq_rel followed by a
//   strong write) synchronises with an acquire operation (ld.acquire,
//   atom.acquire/.acq_rel, or a strong read followed by a fence) that
//   observes its value (or a later one of its release sequence: atomic
//   updates continue it). Scopes: a .cta release or acquire does not reach
//   another block.
//
// Nothing else orders threads of different blocks.
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"
#include <algorithm>
#include <cstring>

using namespace warptile::sim;
using namespace warptile::sim::detail;

uint32_t Machine::knows(const Thread &t, uint32_t gid) const {
  uint32_t u = gid - gidBase;
  if (u < nthreads) {
    if (u == t.linear)
      return clockOf(t);
    uint32_t c = (*common)[u];
    if (u / 32 == t.warp)
      c = std::max({c, warpCommon[u], vc(t).warpKnows[u % 32]});
    if (!vc(t).blockKnows.empty())
      c = std::max(c, vc(t).blockKnows[u]);
    // Acquired knowledge may name threads of this block too.
    return std::max({c, commonAcquired.get(gid), vc(t).acquired.get(gid)});
  }
  return std::max(commonAcquired.get(gid), vc(t).acquired.get(gid));
}

void Machine::learn(Thread &t, uint32_t gid, uint32_t clock) {
  vc(t).dirty = true;
  knowsExtra = true;
  uint32_t u = gid - gidBase;
  if (u < nthreads) {
    if (u == t.linear)
      return;
    if (u / 32 == t.warp) {
      vc(t).warpUsed = true;
      vc(t).warpKnows[u % 32] = std::max(vc(t).warpKnows[u % 32], clock);
      return;
    }
    if (vc(t).blockKnows.empty())
      vc(t).blockKnows.assign(nthreads, 0);
    vc(t).blockKnows[u] = std::max(vc(t).blockKnows[u], clock);
    return;
  }
  vc(t).acquired.raise(gid, clock);
}

void Machine::syncBarrier(const std::vector<uint32_t> &members, bool all) {
  if (!all && members.size() < nthreads) {
    join(members); // a barrier with a count: only its threads
    return;
  }
  // Every thread that has not exited: what each knew becomes the block's
  // common knowledge. Exited threads count as arrived (the policy of
  // docs/Sim.md; the barrier-divergence finding reports them).
  if (common.use_count() > 1) // a release holds the old one
    common = std::make_shared<std::vector<uint32_t>>(*common);
  std::vector<uint32_t> &c = *common;
  ++commonVersion;
  for (uint32_t u = 0; u < nthreads; ++u) {
    c[u] = std::max({c[u], clocks[u], warpCommon[u]});
    warpCommon[u] = 0;
  }
  if (!knowsExtra) {
    for (uint32_t i : members)
      ++clocks[i];
    return;
  }
  // Every member's knowledge is the block's now; a thread that is not a
  // member (exited) may still hold some.
  knowsExtra = members.size() != nthreads;
  for (uint32_t i : members) {
    Thread &t = threads[i];
    for (unsigned l = 0; vc(t).warpUsed && l < 32 && t.warp * 32 + l < nthreads;
         ++l)
      c[t.warp * 32 + l] = std::max(c[t.warp * 32 + l], vc(t).warpKnows[l]);
    for (uint32_t u = 0; u < vc(t).blockKnows.size(); ++u)
      c[u] = std::max(c[u], vc(t).blockKnows[u]);
    commonAcquired.join(vc(t).acquired);
  }
  for (uint32_t i : members) {
    Thread &t = threads[i];
    if (vc(t).warpUsed)
      std::memset(vc(t).warpKnows, 0, sizeof vc(t).warpKnows);
    vc(t).warpUsed = false;
    vc(t).blockKnows.clear();
    vc(t).acquired.clear();
    ++clockOf(t);
  }
}

/// The members of a partial barrier or a collective learn what each of
/// them knew, block-wide.
void Machine::join(const std::vector<uint32_t> &members) {
  std::vector<uint32_t> j(nthreads, 0);
  ClockMap acquired;
  for (uint32_t i : members) {
    const Thread &t = threads[i];
    j[i] = std::max(j[i], clockOf(t));
    for (unsigned l = 0; l < 32 && t.warp * 32 + l < nthreads; ++l)
      j[t.warp * 32 + l] = std::max({j[t.warp * 32 + l], vc(t).warpKnows[l],
                                     warpCommon[t.warp * 32 + l]});
    for (uint32_t u = 0; u < vc(t).blockKnows.size(); ++u)
      j[u] = std::max(j[u], vc(t).blockKnows[u]);
    acquired.join(vc(t).acquired);
  }
  knowsExtra = true;
  for (uint32_t i : members) {
    Thread &t = threads[i];
    std::memset(vc(t).warpKnows, 0, sizeof vc(t).warpKnows);
    vc(t).warpUsed = false;
    vc(t).dirty = true;
    vc(t).blockKnows = j;
    vc(t).acquired = acquired;
    ++clockOf(t);
  }
}

void Machine::syncWarp(uint32_t warp, uint32_t group) {
  bool wide = false;
  for (uint32_t rest = knowsExtra ? group : 0; rest; rest &= rest - 1) {
    const Thread &t = lane(warp, __builtin_ctz(rest));
    wide |= !vc(t).blockKnows.empty() || !vc(t).acquired.empty();
  }
  if (wide) {
    std::vector<uint32_t> members;
    for (uint32_t rest = group; rest; rest &= rest - 1)
      members.push_back(warp * 32 + __builtin_ctz(rest));
    join(members);
    return;
  }
  // The common case, a collective of every live lane: what they knew of
  // their warp becomes its common knowledge.
  if (group == ~goneMask(warp)) {
    uint32_t *k = &warpCommon[warp * 32];
    for (uint32_t rest = knowsExtra ? group : 0; rest; rest &= rest - 1) {
      Thread &t = lane(warp, __builtin_ctz(rest));
      VectorClock &v = vc(t);
      if (v.warpUsed) {
        for (unsigned l = 0; l < 32; ++l)
          k[l] = std::max(k[l], v.warpKnows[l]);
        std::memset(v.warpKnows, 0, sizeof v.warpKnows);
        v.warpUsed = false;
      }
    }
    for (uint32_t rest = group; rest; rest &= rest - 1) {
      Thread &t = lane(warp, __builtin_ctz(rest));
      k[t.lane] = std::max(k[t.lane], clockOf(t));
      ++clockOf(t);
    }
    return;
  }
  // Some lanes: their knowledge of their own warp.
  uint32_t k[32] = {};
  for (uint32_t rest = group; rest; rest &= rest - 1) {
    const Thread &t = lane(warp, __builtin_ctz(rest));
    for (unsigned l = 0; l < 32; ++l)
      k[l] = std::max(k[l], vc(t).warpKnows[l]);
    k[t.lane] = std::max(k[t.lane], clockOf(t));
  }
  for (uint32_t rest = group; rest; rest &= rest - 1) {
    Thread &t = lane(warp, __builtin_ctz(rest));
    std::memcpy(vc(t).warpKnows, k, sizeof k);
    vc(t).warpUsed = true;
    knowsExtra = true;
    vc(t).dirty = true;
    ++clockOf(t);
  }
}

std::shared_ptr<SyncClocks> Machine::snapshot(const Thread &t,
                                              bool blockScope) {
  auto s = std::make_shared<SyncClocks>();
  ClockMap &m = s->clocks;
  // What it acquired (shared, not copied), what the block acquired
  // before its last barrier, the block's common knowledge (a map built
  // once per barrier), its warp's, what it learned of the block's other
  // threads, and its own clock.
  m = vc(t).acquired;
  m.join(commonAcquired);
  if (commonVersion) {
    if (commonMapVersion != commonVersion) {
      commonMap.clear();
      commonMap.joinDense(gidBase, common->data(), nthreads);
      commonMapVersion = commonVersion;
    }
    m.join(commonMap);
  }
  uint32_t base = t.warp * 32;
  for (unsigned l = 0; l < 32 && base + l < nthreads; ++l)
    m.raise(gidBase + base + l,
            std::max(vc(t).warpUsed ? vc(t).warpKnows[l] : 0u,
                     warpCommon[base + l]));
  if (!vc(t).blockKnows.empty())
    m.joinDense(gidBase, vc(t).blockKnows.data(), nthreads);
  m.raise(gidOf(t), clockOf(t));
  s->block = blockSerial;
  s->blockScope = blockScope;
  return s;
}

std::shared_ptr<SyncClocks>
Machine::merge(const std::shared_ptr<SyncClocks> &a,
               const std::shared_ptr<SyncClocks> &b) {
  auto s = std::make_shared<SyncClocks>(*b);
  s->clocks.join(a->clocks);
  s->blockScope = a->blockScope && b->blockScope && a->block == b->block;
  return s;
}

void Machine::acquire(Thread &t, const SyncClocks &s, bool blockScope) {
  // A .cta release or acquire orders only threads of one block.
  if ((s.blockScope || blockScope) && s.block != blockSerial)
    return;
  if (s.clocks.empty())
    return;
  vc(t).acquired.join(s.clocks);
  vc(t).dirty = true;
  knowsExtra = true;
}

void Machine::syncAccess(Thread &t, uintptr_t address, bool shared,
                         uint32_t how, uint32_t order, bool blockScope) {
  auto &map = shared ? sharedSyncs : syncs;
  bool acquires = order == access::Acquire || order == access::AcqRel;
  bool releases = order == access::Release || order == access::AcqRel;
  if (how & kRead) {
    auto it = map.find(address);
    if (it != map.end() && it->second) {
      if (acquires) {
        acquire(t, *it->second, blockScope);
      } else if (std::find(vc(t).pending.begin(), vc(t).pending.end(), it->second) ==
                 vc(t).pending.end()) {
        if (vc(t).pending.size() >= 16) {
          std::shared_ptr<SyncClocks> all = vc(t).pending.front();
          for (size_t i = 1; i < vc(t).pending.size(); ++i)
            all = merge(vc(t).pending[i], all);
          vc(t).pending.assign(1, all);
        }
        vc(t).pending.push_back(it->second);
        vc(t).dirty = true;
      }
    }
  }
  if (!(how & kWrite))
    return;
  std::shared_ptr<SyncClocks> mine =
      releases ? snapshot(t, blockScope) : vc(t).fenced;
  if (how & kRead) {
    // An atomic update continues the release sequence it reads from.
    if (mine) {
      std::shared_ptr<SyncClocks> &slot = map[address];
      slot = slot ? merge(slot, mine) : mine;
    }
  } else if (mine) {
    map[address] = mine;
  } else {
    map.erase(address);
  }
  if (releases)
    ++clockOf(t);
}

void Machine::fence(uint32_t order, bool blockScope) {
  Thread &t = self();
  if (order == access::Acquire || order == access::AcqRel) {
    for (const std::shared_ptr<SyncClocks> &s : vc(t).pending)
      acquire(t, *s, blockScope);
    vc(t).pending.clear();
  }
  if (order == access::Release || order == access::AcqRel) {
    vc(t).fenced = snapshot(t, blockScope);
    vc(t).dirty = true;
    ++clockOf(t);
  }
}

void Machine::beginRaces() {
  endRaces(/*sharedOnly=*/true);
  blockSerial = ctaid.x + launch.grid.x * (ctaid.y + launch.grid.y * ctaid.z);
  gidBase = blockSerial * nthreads;
  common = std::make_shared<std::vector<uint32_t>>(nthreads, 0);
  vectorClocks.resize(nthreads);
  clocks.assign(nthreads, 1);
  knowsExtra = false;
  for (VectorClock &v : vectorClocks) {
    if (!v.dirty)
      continue;
    v.dirty = v.warpUsed = false;
    std::memset(v.warpKnows, 0, sizeof v.warpKnows);
    v.blockKnows.clear();
    v.acquired.clear();
    v.fenced.reset();
    v.pending.clear();
  }
  warpCommon.assign(size_t(nwarps) * 32, 0);
  commonAcquired.clear();
  commonVersion = commonMapVersion = 0;
  commonMap.clear();
  sharedSyncs.clear();
}
