//===- Collectives.cpp - Warp collectives and special registers -----------===//
//
// Part of warptile. A collective (shfl, vote, match, redux, elect,
// bar.warp.sync, and the .aligned ldmatrix and mma.sync) blocks its lane
// until every lane of its member mask that has not exited waits at one of
// the same kind, mode and mask; the last lane to arrive computes every
// participant's result (Semantics.cpp has the arithmetic). activemask
// gathers the lanes of the warp that reach one op while the others are
// parked.
//
// The PTX ISA words it the same way for each .sync collective, e.g.
// redux.sync: "redux.sync will cause the executing thread to wait until
// all non-exited threads corresponding to membermask have executed
// redux.sync with the same qualifiers and same membermask value before
// resuming execution ... performs a reduction operation .op of the 32 bit
// source register src across all non-exited threads in the membermask";
// match.sync and vote.sync likewise ("all non-exited threads from
// membermask"), shfl.sync too. So lanes of the mask that have exited (or,
// in a partial warp, do not exist) are not waited for and the result is
// over the lanes that executed it: a full-mask collective after some lanes
// returned is defined. What stays undefined: "The behavior of ... is
// undefined if the executing thread is not in the membermask"
// (collective-mask), and a shuffle that sources its value from a lane that
// does not execute it (shfl.sync's semantics: "get value of source
// register a if thread is active and guard predicate true, else
// unpredictable"; shuffle-source).
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"
#include "warptile/Sim/TensorCore.h"

using namespace warptile::sim;
using namespace warptile::sim::detail;

uint32_t Machine::sreg(SpecialRegister which) {
  const Thread &t = self();
  switch (which) {
  case SpecialRegister::TidX:
    return t.tid.x;
  case SpecialRegister::TidY:
    return t.tid.y;
  case SpecialRegister::TidZ:
    return t.tid.z;
  case SpecialRegister::NTidX:
    return launch.block.x;
  case SpecialRegister::NTidY:
    return launch.block.y;
  case SpecialRegister::NTidZ:
    return launch.block.z;
  case SpecialRegister::CtaIdX:
    return ctaid.x;
  case SpecialRegister::CtaIdY:
    return ctaid.y;
  case SpecialRegister::CtaIdZ:
    return ctaid.z;
  case SpecialRegister::NCtaIdX:
    return launch.grid.x;
  case SpecialRegister::NCtaIdY:
    return launch.grid.y;
  case SpecialRegister::NCtaIdZ:
    return launch.grid.z;
  case SpecialRegister::LaneId:
    return t.lane;
  case SpecialRegister::WarpSize:
    return 32;
  case SpecialRegister::WarpId:
    return t.warp;
  case SpecialRegister::NWarpId:
    return 64; // sm_70 and later: 64 warp slots per SM
  case SpecialRegister::LaneMaskEq:
    return 1u << t.lane;
  case SpecialRegister::LaneMaskLe:
    return t.lane == 31 ? ~0u : (2u << t.lane) - 1;
  case SpecialRegister::LaneMaskLt:
    return (1u << t.lane) - 1;
  case SpecialRegister::LaneMaskGe:
    return ~((1u << t.lane) - 1);
  case SpecialRegister::LaneMaskGt:
    return t.lane == 31 ? 0u : ~((2u << t.lane) - 1);
  case SpecialRegister::Clock:
    return static_cast<uint32_t>(tick());
  case SpecialRegister::SmId:
  case SpecialRegister::GridId:
    return 0;
  case SpecialRegister::NSmId:
    return 1;
  // PTX ISA, "Special Registers": %clusterid and %nclusterid are the
  // cluster's position in the grid and the grid's size in clusters,
  // %cluster_ctaid / %cluster_nctaid / %cluster_ctarank /
  // %cluster_nctarank the CTA's position in its cluster and the cluster's
  // size, and %is_explicit_cluster whether the launch named a cluster
  // shape. A launch without one has implicit 1x1x1 clusters: every CTA is
  // a cluster of its own, so %clusterid is %ctaid, %nclusterid is %nctaid,
  // the position in the cluster is 0 and its size 1; the simulator
  // launches no clusters, so %is_explicit_cluster is 0.
  case SpecialRegister::ClusterIdX:
    return ctaid.x;
  case SpecialRegister::ClusterIdY:
    return ctaid.y;
  case SpecialRegister::ClusterIdZ:
    return ctaid.z;
  case SpecialRegister::NClusterIdX:
    return launch.grid.x;
  case SpecialRegister::NClusterIdY:
    return launch.grid.y;
  case SpecialRegister::NClusterIdZ:
    return launch.grid.z;
  case SpecialRegister::ClusterCtaIdX:
  case SpecialRegister::ClusterCtaIdY:
  case SpecialRegister::ClusterCtaIdZ:
  case SpecialRegister::ClusterCtaRank:
  case SpecialRegister::IsExplicitCluster:
    return 0;
  case SpecialRegister::ClusterNCtaIdX:
  case SpecialRegister::ClusterNCtaIdY:
  case SpecialRegister::ClusterNCtaIdZ:
  case SpecialRegister::ClusterNCtaRank:
    return 1;
  // PTX ISA, "Special Registers: %dynamic_smem_size": "the size of
  // shared memory allocated dynamically at kernel launch".
  // "%total_smem_size": "total size of shared memory used by a CTA of a
  // kernel ... statically and dynamically allocated ... returned in
  // multiples of shared memory allocation unit size supported by target
  // architecture" (128 bytes on sm_8x and sm_9x). "%aggr_smem_size":
  // "total aggregated size of shared memory consisting of both user shared
  // memory allocated (statically and dynamically) at launch time and
  // additional shared memory reserved for NVIDIA system software use":
  // the 1 KiB per block that sm_80 and later reserve. The last two are the
  // driver's numbers: docs/Sim.md marks them for the GPU comparison.
  case SpecialRegister::DynamicSmemSize:
    return launch.dynamicSmem;
  case SpecialRegister::TotalSmemSize:
  case SpecialRegister::AggrSmemSize: {
    uint32_t total =
        (launch.staticSmem + launch.dynamicSmem + 127) & ~uint32_t(127);
    return which == SpecialRegister::AggrSmemSize ? total + 1024 : total;
  }
  }
  return 0;
}

uint32_t Machine::activeMask(uint32_t site) {
  // PTX ISA, activemask: "activemask queries predicated-on active threads
  // from the executing warp ... An active thread will contribute 1 for its
  // entry in the result and exited or inactive or predicated-off thread
  // will contribute 0". Which lanes are active together is the hardware's
  // convergence; the simulator's reading (docs/Sim.md, "activemask"): a soft
  // convergence point. The lane waits until no other lane of its warp runs
  // (each is parked: at a collective, a barrier, an activemask, a yield, or
  // exited); the lanes then waiting at this same op are the active ones.
  // It cannot deadlock: it waits only for lanes that can run.
  Thread &t = self();
  t.state = State::WaitActive;
  t.site = site;
  ++activeLanes[t.warp];
  settleActiveMask(t.warp);
  waitOrGoOn(t, State::WaitActive);
  return static_cast<uint32_t>(t.result);
}

void Machine::settleActiveMask(uint32_t warp) {
  if (!activeLanes[warp])
    return;
  uint32_t waiting = 0;
  for (unsigned l = 0; l < kWarpSize && warp * kWarpSize + l < nthreads; ++l) {
    const Thread &o = lane(warp, l);
    if (!parked(o.state))
      return;
    if (o.state == State::WaitActive)
      waiting |= 1u << l;
  }
  activeLanes[warp] = 0;
  while (waiting) {
    uint32_t site = lane(warp, __builtin_ctz(waiting)).site, group = 0;
    for (uint32_t rest = waiting; rest; rest &= rest - 1)
      if (lane(warp, __builtin_ctz(rest)).site == site)
        group |= 1u << __builtin_ctz(rest);
    waiting &= ~group;
    for (uint32_t rest = group; rest; rest &= rest - 1) {
      Thread &o = lane(warp, __builtin_ctz(rest));
      o.result = group;
      wake(o);
    }
  }
}

uint64_t Machine::collective(Coll coll, uint32_t sub, uint32_t mask,
                             uint64_t value, uint32_t b, uint32_t c,
                             uint32_t site, uint32_t origin) {
  Thread &t = self();
  if (!(mask >> t.lane & 1)) {
    // Undefined in PTX: report, and let the lane go on alone with its own
    // value rather than guess whom it would have met.
    report("collective-mask", site, t,
           "lane " + std::to_string(t.lane) + " executes " + collName(coll) +
               " but is not in its member mask " + hex(mask));
    switch (coll) {
    case Coll::Shfl:
      // Its result is undefined: poisoned, by this shuffle.
      return (value & 0xffffffffu) | uint64_t(site + 1) << 33;
    case Coll::Match:
      return sub == 0 ? (1u << t.lane) : (uint64_t(1u << t.lane) | 1ull << 32);
    case Coll::Vote:
      return vote(static_cast<VoteKind>(sub), 1u << t.lane,
                  value ? 1u << t.lane : 0);
    case Coll::Elect:
      return 1;
    default:
      return value;
    }
  }
  t.coll = coll;
  t.sub = sub;
  t.mask = mask;
  t.value = value;
  t.b = b;
  t.c = c;
  t.site = site;
  t.origin = origin;
  t.state = State::WaitWarp;
  uint32_t &waiting = warpWaiting[t.warp];
  waiting |= 1u << t.lane;
  // Only its own group can complete with its arrival, and only when every
  // live lane of its mask waits at some collective (until the last lane
  // comes, that is one test, not a walk over the warp).
  if (!(mask & ~goneMask(t.warp) & ~waiting))
    checkWarp(t.warp);
  waitOrGoOn(t, State::WaitWarp);
  return t.result;
}

void Machine::checkWarp(uint32_t warp) {
  uint32_t gone = goneMask(warp);
  uint32_t pending = warpWaiting[warp];
  while (pending) {
    const Thread &key = lane(warp, __builtin_ctz(pending));
    uint32_t group = 0;
    for (uint32_t rest = pending; rest; rest &= rest - 1) {
      const Thread &o = lane(warp, __builtin_ctz(rest));
      if (o.coll == key.coll && o.sub == key.sub && o.mask == key.mask &&
          (!isAligned(o.coll) || o.site == key.site))
        group |= 1u << o.lane;
    }
    pending &= ~group;
    if ((key.mask & ~gone & ~group) == 0)
      complete(warp, key, group, gone);
  }
}

void Machine::complete(uint32_t warp, const Thread &key, uint32_t group,
                       uint32_t gone) {
  Coll coll = key.coll;
  uint32_t sub = key.sub, mask = key.mask, site = key.site;
  warpWaiting[warp] &= ~group; // each is woken below
  syncWarp(warp, group); // the race check's happens-before
  const Thread &first = lane(warp, __builtin_ctz(group));
  // ldmatrix and mma.sync are .aligned ("all threads in the warp must
  // execute the same ... instruction"): every lane, none may have exited.
  // The other collectives wait for the non-exited lanes only (above).
  if (uint32_t missing = isAligned(coll) ? mask & gone & ~group : 0) {
    report("exited-in-mask", site, first,
           "lanes " + formatLanes(missing) + " of the member mask " +
               hex(mask) + " of " + collName(coll) +
               " exited (or do not exist) without executing it; lanes " +
               formatLanes(group) + " did");
  }
  // A collective of the warp lowering runs on the lanes of a warp type,
  // which all execute it (the verifier's promise): a lane of its mask that
  // exited or does not exist means the promise broke. PTX itself defines
  // the result over the lanes that came, so only these sites report it.
  if (uint32_t missing = !isAligned(coll) && site < sites.size() &&
                                 sites[site].exactMask
                             ? mask & gone & ~group
                             : 0) {
    report("exited-in-mask", site, first,
           "lanes " + formatLanes(missing) + " of the member mask " +
               hex(mask) + " of " + collName(coll) +
               " (a warp collective: its warp type names them) exited (or "
               "do not exist) without executing it; lanes " +
               formatLanes(group) + " did");
  }
  if (isAligned(coll)) {
    completeTensorCore(warp, coll, sub, group, site);
    return;
  }
  uint64_t values[kWarpSize] = {};
  uint32_t values32[kWarpSize] = {};
  uint32_t preds = 0;
  for (uint32_t rest = group; rest; rest &= rest - 1) {
    const Thread &o = lane(warp, __builtin_ctz(rest));
    values[o.lane] = o.value;
    values32[o.lane] = static_cast<uint32_t>(o.value);
    if (o.value)
      preds |= 1u << o.lane;
  }
  uint64_t shared = 0;
  if (coll == Coll::Vote)
    shared = vote(static_cast<VoteKind>(sub), group, preds);
  else if (coll == Coll::Redux)
    shared = redux(static_cast<ReduxKind>(sub & 0xff), group, values32,
                   sub >> 8 & 1, sub >> 9 & 1);
  else if (coll == Coll::Match && sub == 1) {
    MatchAll all = matchAll(group, values);
    shared = all.mask | uint64_t(all.pred) << 32;
  }
  for (uint32_t rest = group; rest; rest &= rest - 1) {
    Thread &o = lane(warp, __builtin_ctz(rest));
    switch (coll) {
    case Coll::Shfl: {
      ShuffleSource src =
          shuffleSource(static_cast<ShuffleMode>(sub), o.lane, o.b, o.c);
      uint64_t v = o.value & 0xffffffffu;
      uint32_t origin = o.origin; // an invalid source returns its own value
      if (src.valid && src.lane != static_cast<int>(o.lane)) {
        uint32_t j = src.lane;
        if (group >> j & 1) {
          v = values32[j];
          origin = lane(warp, j).origin;
        } else {
          std::string why =
              !(mask >> j & 1)  ? "outside its member mask " + hex(mask)
              : (gone >> j & 1) ? std::string("which has exited (or does "
                                              "not exist)")
                                : std::string("which did not execute it");
          report("shuffle-source", o.site, o,
                 "lane " + std::to_string(o.lane) + " reads lane " +
                     std::to_string(j) + ", " + why +
                     "; its value is undefined");
          v = 0;
          origin = o.site + 1;
        }
      }
      o.result = v | uint64_t(src.valid) << 32 | uint64_t(origin) << 33;
      break;
    }
    case Coll::Match:
      o.result = sub == 1 ? shared : matchAny(group, values, o.lane);
      break;
    case Coll::Elect:
      o.result = elect(group, o.lane);
      break;
    default:
      o.result = shared;
      break;
    }
    wake(o);
  }
}

void Machine::poisonedUse(uint32_t origin, PoisonUse use, uint32_t site) {
  const char *how = "uses";
  switch (use) {
  case PoisonUse::Store:
    how = "stores";
    break;
  case PoisonUse::Address:
    how = "uses as an address";
    break;
  case PoisonUse::Branch:
    how = "branches on";
    break;
  case PoisonUse::Collective:
    how = "passes to a collective";
    break;
  case PoisonUse::Call:
    how = "passes to a call";
    break;
  case PoisonUse::Return:
    how = "returns";
    break;
  case PoisonUse::Other:
    break;
  }
  const Thread &t = self();
  if (origin & kUninitOrigin) {
    // A read of shared memory no thread had written (Memory.cpp defers it
    // to here): the first use that matters is the bug.
    uint32_t load = (origin & ~kUninitOrigin) - 1;
    std::string message;
    if (t.uninitSite == load)
      message = "reads " + std::to_string(t.uninitBytes) +
                " bytes at shared memory offset " +
                std::to_string(t.uninitOffset) +
                " that no thread of the block has written (" + where(load) +
                ") and " + how + " a value computed from them";
    else
      message = std::string(how) +
                " a value computed from a read of shared memory that no "
                "thread of the block had written (" +
                where(load) + ")";
    report("shared-uninit", site, t, message);
    return;
  }
  report("poisoned-use", site, t,
         "lane " + std::to_string(t.lane) + " " + how +
             " a value computed from the undefined result of " +
             where(origin - 1));
}
