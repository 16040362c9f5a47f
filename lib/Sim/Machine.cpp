//===- Machine.cpp - The simulated GPU: one block of fibers at a time -----===//
//
// Part of warptile. The scheduler, the block's shared state, the warp
// collectives' rendezvous, the memory checks and the findings. The
// arithmetic of each collective is in Semantics.cpp.
//
// A collective completes when every lane named in its member mask that has
// not exited (and exists: a partial warp's missing lanes count as exited)
// waits at a collective of the same kind, mode and mask; the last lane to
// arrive computes every participant's result. A block barrier completes
// when its thread count (all non-exited threads of the block by default)
// has arrived. When no thread can run and some have not exited, the block
// is deadlocked: the finding says which lanes wait where.
//
//===----------------------------------------------------------------------===//

#include "warptile/Sim/Machine.h"
#include "warptile/Sim/RuntimeABI.h"
#include "warptile/Sim/Semantics.h"
#include "warptile/Sim/TensorCore.h"

#include "Fiber.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <random>
#include <signal.h>
#include <sstream>
#include <sys/mman.h>
#include <thread>
#include <unistd.h>

using namespace warptile::sim;

namespace {

constexpr size_t kStackBytes = 64 * 1024;
constexpr size_t kGuardBytes = 4096;
constexpr unsigned kBarriers = 16;

enum class State : uint8_t { Runnable, Running, WaitWarp, WaitBarrier, Exited };
enum class Coll : uint8_t {
  Shfl,
  Vote,
  Match,
  Redux,
  WarpSync,
  Elect,
  LdMatrix,
  Mma
};

/// ldmatrix and mma.sync are .aligned: every lane of the warp executes the
/// same instruction, so lanes meet only at the same op.
bool isAligned(Coll coll) {
  return coll == Coll::LdMatrix || coll == Coll::Mma;
}

const char *collName(Coll coll) {
  switch (coll) {
  case Coll::Shfl:
    return "shfl.sync";
  case Coll::Vote:
    return "vote.sync";
  case Coll::Match:
    return "match.sync";
  case Coll::Redux:
    return "redux.sync";
  case Coll::WarpSync:
    return "bar.warp.sync";
  case Coll::Elect:
    return "elect.sync";
  case Coll::LdMatrix:
    return "ldmatrix";
  case Coll::Mma:
    return "mma.sync";
  }
  return "?";
}

/// What a lane brings to an ldmatrix: its row address and where its
/// registers go (on its fiber's stack while it waits).
struct LdMatrixRequest {
  const void *row;
  uint32_t *out;
};

/// One cp.async in flight: the bytes it read from global memory when it was
/// issued, and where in shared memory they go when a wait covers it.
struct AsyncCopy {
  size_t offset = 0;
  uint32_t bytes = 0, site = 0;
  unsigned char data[16] = {};
};

struct Thread {
  Context context;
  uint32_t linear = 0, warp = 0, lane = 0;
  Dim3 tid;
  State state = State::Runnable;
  // What it waits at: a collective (coll, sub-kind, mask, operands) or a
  // barrier (barrier id; sub = reduction; value = predicate).
  Coll coll = Coll::Shfl;
  uint32_t sub = 0, mask = 0, b = 0, c = 0, site = 0, barrier = 0;
  uint64_t value = 0, result = 0;
  // cp.async: copies issued since the last commit, and the committed groups
  // not yet waited for, oldest first.
  std::vector<AsyncCopy> asyncOpen;
  std::vector<std::vector<AsyncCopy>> asyncGroups;
  /// The poison origin of a shuffle's value (RuntimeABI.h), 0 if defined.
  uint32_t origin = 0;
};

/// The last accesses to one byte of shared memory, for the race check:
/// who wrote it last and who read it since, with the block's and the
/// warp's synchronisation epochs at the time (two accesses are ordered when
/// a block barrier completed between them, or, in one warp, a collective).
struct SharedCell {
  static constexpr uint32_t kNone = ~0u, kMany = ~0u - 1, kMixed = ~0u;
  uint32_t writer = kNone, writeBlock = 0, writeWarp = 0, writeSite = 0;
  uint32_t reader = kNone, readerWarp = kMixed, readBlock = 0, readWarp = 0,
           readSite = 0;
  /// A write unordered with the previous one (by `writer`, `writeSite`)
  /// found the byte holding `firstValue`, by `firstWriter` at `firstSite`:
  /// a race if the byte then differs (checked at its next access), benign
  /// when both wrote the same value.
  bool pending = false;
  uint8_t firstValue = 0;
  uint32_t firstWriter = 0, firstSite = 0;
};

struct Barrier {
  uint32_t count = 0; ///< threads it waits for; 0 = every non-exited one
  std::vector<uint32_t> waiters;
};

std::string hex(uint32_t v) {
  char text[16];
  std::snprintf(text, sizeof(text), "0x%08x", v);
  return text;
}

std::string dim(const Dim3 &d) {
  return "(" + std::to_string(d.x) + "," + std::to_string(d.y) + "," +
         std::to_string(d.z) + ")";
}

class Machine {
public:
  Machine(KernelBody body, void **params, const LaunchOptions &launch,
          const std::vector<Site> &sites, const std::vector<Region> &regions)
      : body(body), params(params), launch(launch), sites(sites),
        regions(regions), rng(launch.seed) {}

  RunReport run();

  // The entry points' work, on the running thread.
  Thread &self() { return *current; }
  uint32_t sreg(SpecialRegister which);
  uint64_t collective(Coll coll, uint32_t sub, uint32_t mask, uint64_t value,
                      uint32_t b, uint32_t c, uint32_t site,
                      uint32_t origin = 0);
  void poisonedUse(uint32_t origin, PoisonUse use, uint32_t site);
  uint32_t barrier(uint32_t id, uint32_t count, uint32_t reduction,
                   uint32_t pred, uint32_t site);
  uint32_t activeMask() const;
  void *shared(uint64_t offset) { return arena.data() + kRedZone + offset; }
  /// Checks an access and returns the address to perform it at: the
  /// address itself, or, when it lies far from all memory the kernel may
  /// reach (a buffer, shared memory, a stack, a module global), a scratch
  /// area, so that the reported access corrupts nothing.
  const void *access(const void *address, uint64_t bytes, uint32_t flags,
                     uint32_t site) {
    if (access(self(), address, bytes, flags, site))
      return address;
    if (bytes > sink.size())
      trap("an access of " + std::to_string(bytes) +
           " bytes far from every buffer");
    return sink.data();
  }
  const void *accessMasked(const void *address, uint64_t elementBytes,
                           uint64_t mask, uint32_t flags, uint32_t site) {
    const auto *base = static_cast<const char *>(address);
    bool performed = true;
    for (unsigned i = 0; i < 64; ++i)
      if (mask >> i & 1)
        performed &= access(self(), base + i * elementBytes, elementBytes,
                            flags, site);
    if (performed)
      return address;
    if (64 * elementBytes > sink.size())
      trap("a masked access far from every buffer");
    return sink.data();
  }
  void cpAsync(void *dst, const void *src, uint32_t bytes, uint32_t srcBytes,
               uint32_t site);
  void cpAsyncCommit();
  void cpAsyncWait(uint32_t groups);
  void checkRace(const Thread &t, size_t offset, uint64_t bytes, bool write,
                 uint32_t site);
  bool ordered(uint32_t other, uint32_t otherWarp, uint32_t block,
               uint32_t warpEpoch, const Thread &t) const;
  [[noreturn]] void trap(const std::string &why);
  uint64_t tick() { return ++clock; }
  void exitThread();
  void report(const char *kind, uint32_t site, const Thread &t,
              const std::string &what);
  const Thread *running() const { return current; }
  std::string where(uint32_t site) const;
  std::string who(const Thread &t) const;

private:
  bool runBlock();
  void block(Thread &t);
  void wake(Thread &t);
  void checkWarp(uint32_t warp);
  void complete(uint32_t warp, const Thread &key, uint32_t group,
                uint32_t gone);
  void completeTensorCore(uint32_t warp, Coll coll, uint32_t sub,
                          uint32_t group, uint32_t site);
  void loadMatrixRow(const Thread &t, const void *row, uint16_t out[8],
                     uint32_t site);
  bool access(const Thread &t, const void *address, uint64_t bytes,
              uint32_t flags, uint32_t site);
  bool again(const char *kind, uint32_t site);
  std::string asyncWriter(size_t offset, uint64_t bytes) const;
  void land(const std::vector<AsyncCopy> &copies);
  void checkBarrier(uint32_t id);
  uint32_t goneMask(uint32_t warp) const;
  std::string describeDeadlock() const;
  Thread &lane(uint32_t warp, unsigned l) { return threads[warp * 32 + l]; }

  KernelBody body;
  void **params;
  LaunchOptions launch;
  const std::vector<Site> &sites;
  const std::vector<Region> &regions;
  std::mt19937_64 rng;

  uint32_t nthreads = 0, nwarps = 0, exited = 0;
  Dim3 ctaid;
  std::vector<Thread> threads;
  std::vector<uint32_t> warpExited;
  Barrier barriers[kBarriers];
  std::deque<uint32_t> runnable;
  Context scheduler;
  Thread *current = nullptr;
  char *stacks = nullptr;
  size_t stacksBytes = 0;
  std::vector<unsigned char> arena, shadow;
  // Where an access far from all reachable memory goes instead (access()).
  std::vector<unsigned char> sink = std::vector<unsigned char>(4096);
  // cp.async: how many copies in flight write each byte of shared memory
  // (allocated at the first cp.async), and how many are in flight.
  std::vector<unsigned char> asyncPending;
  uint64_t asyncInFlight = 0;
  size_t sharedBytes = 0;
  std::vector<SharedCell> cells;
  /// Completed block barriers (and blocks started), and completed
  /// collectives of each warp: the race check's happens-before.
  uint32_t blockEpoch = 0;
  std::vector<uint32_t> warpEpoch;
  uint64_t clock = 0;

  RunReport result;
  std::map<std::string, std::pair<size_t, uint64_t>> seen;
  bool stop = false;

  friend void fiberEntry(void *);
};

Machine *gMachine = nullptr;

void fiberEntry(void *arg) {
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
  cells.assign(sharedBytes, SharedCell());
  warpEpoch.assign(nwarps, 0);

  for (uint32_t z = 0; z < launch.grid.z && !stop; ++z)
    for (uint32_t y = 0; y < launch.grid.y && !stop; ++y)
      for (uint32_t x = 0; x < launch.grid.x && !stop; ++x) {
        ctaid = {x, y, z};
        if (!runBlock())
          stop = true;
      }
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
  std::fill(shadow.begin(), shadow.end(), 0);
  ++blockEpoch; // the cells of the block before are ordered before this one
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
        const Barrier &b = barriers[t.barrier];
        at = "wait at barrier " + std::to_string(t.barrier) + ", " +
             where(t.site) + " (" + std::to_string(b.waiters.size()) + " of " +
             std::to_string(b.count ? b.count : nthreads - exited) +
             " threads arrived)";
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
  }
  return 0;
}

uint32_t Machine::activeMask() const {
  // Policy (docs/Sim.md): the lanes of the warp that exist and have not
  // exited, what a converged warp reports.
  return ~goneMask(current->warp);
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
  checkWarp(t.warp);
  if (t.state == State::WaitWarp) {
    block(t);
  } else if (launch.seed) {
    // Let the seeded scheduler pick who goes on from here.
    t.state = State::Runnable;
    runnable.push_back(t.linear);
    block(t);
  }
  return t.result;
}

void Machine::checkWarp(uint32_t warp) {
  uint32_t gone = goneMask(warp);
  uint32_t pending = 0;
  for (unsigned l = 0; l < 32 && warp * 32 + l < nthreads; ++l)
    if (lane(warp, l).state == State::WaitWarp)
      pending |= 1u << l;
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
  ++warpEpoch[warp];
  const Thread &first = lane(warp, __builtin_ctz(group));
  if (uint32_t missing = mask & gone & ~group) {
    report("exited-in-mask", site, first,
           "lanes " + formatLanes(missing) + " of the member mask " +
               hex(mask) + " of " + collName(coll) +
               " exited (or do not exist) without executing it; lanes " +
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
  ++blockEpoch;
  b.waiters.erase(b.waiters.begin(), b.waiters.begin() + needed);
  for (uint32_t i : released) {
    Thread &t = threads[i];
    t.result = t.sub == 1 ? popc : t.sub == 2 ? all : t.sub == 3 ? any : 0;
    wake(t);
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
  report("poisoned-use", site, t,
         "lane " + std::to_string(t.lane) + " " + how +
             " a value computed from the undefined result of " +
             where(origin - 1));
}

void Machine::exitThread() {
  Thread &t = self();
  t.state = State::Exited;
  ++exited;
  warpExited[t.warp] |= 1u << t.lane;
  checkWarp(t.warp);
  for (unsigned id = 0; id < kBarriers; ++id)
    checkBarrier(id);
  switchContext(t.context, scheduler);
  __builtin_unreachable();
}

static std::string hexAddress(uintptr_t address) {
  char text[32];
  std::snprintf(text, sizeof text, "0x%llx",
                static_cast<unsigned long long>(address));
  return text;
}

void Machine::trap(const std::string &why) {
  result.trapped = true;
  if (result.error.empty())
    result.error = why;
  Thread &t = self();
  switchContext(t.context, scheduler);
  __builtin_unreachable();
}

bool Machine::access(const Thread &t, const void *address, uint64_t bytes,
                     uint32_t flags, uint32_t site) {
  auto a = reinterpret_cast<uintptr_t>(address);
  auto arenaLo = reinterpret_cast<uintptr_t>(arena.data());
  if (a >= arenaLo && a < arenaLo + arena.size()) {
    uintptr_t lo = arenaLo + kRedZone;
    if (a >= lo && a + bytes <= lo + sharedBytes) {
      unsigned char *s = shadow.data() + (a - lo);
      if (asyncInFlight &&
          std::any_of(asyncPending.begin() + (a - lo),
                      asyncPending.begin() + (a - lo + bytes),
                      [](unsigned char n) { return n != 0; })) {
        // Policy (docs/Sim.md): a cp.async's bytes are not in shared memory
        // until a cp.async.wait.group of its thread covers it.
        if (!again("cp-async-unwaited", site))
          report("cp-async-unwaited", site, t,
                 std::string(flags & 1 ? "writes " : "reads ") +
                     std::to_string(bytes) + " bytes at shared memory offset " +
                     std::to_string(a - lo) + " that " +
                     asyncWriter(a - lo, bytes) +
                     " still copies (no cp.async.wait.group of that thread "
                     "has covered it)");
        flags &= ~2u;
      }
      if (flags & 2) {
        for (uint64_t i = 0; i < bytes; ++i)
          if (!s[i]) {
            report("shared-uninit", site, t,
                   "reads " + std::to_string(bytes) +
                       " bytes at shared memory offset " +
                       std::to_string(a - lo) +
                       " that no thread of the block has written");
            break;
          }
      }
      if (flags & 1)
        std::memset(s, 1, bytes);
      // Atomics (read and write) do not race with each other; they are
      // left out of the check rather than guessed about.
      if (flags != 3)
        checkRace(t, a - lo, bytes, flags & 1, site);
      return true;
    }
    report("shared-oob", site, t,
           std::string(flags & 1 ? "writes " : "reads ") +
               std::to_string(bytes) + " bytes at shared memory offset " +
               std::to_string(static_cast<intptr_t>(a - lo)) +
               ", outside the block's " + std::to_string(sharedBytes) +
               " bytes");
    return true;
  }
  for (const Region &r : regions) {
    auto lo = reinterpret_cast<uintptr_t>(r.base);
    if (r.exact && a >= lo && a + bytes <= lo + r.bytes)
      return true;
  }
  for (const Region &r : regions) {
    auto lo = reinterpret_cast<uintptr_t>(r.base);
    if (r.exact || a + bytes <= lo - kRedZone || a >= lo + r.bytes + kRedZone)
      continue;
    if (a >= lo && a + bytes <= lo + r.bytes)
      return true;
    // Performed only where the red zones (memory the caller keeps around
    // the buffer) hold all of it; an access that reaches past them goes to
    // scratch memory, as a far one does.
    bool held = a >= lo - kRedZone && a + bytes <= lo + r.bytes + kRedZone;
    report("global-oob", site, t,
           std::string(flags & 1 ? "writes " : "reads ") +
               std::to_string(bytes) + " bytes at byte offset " +
               std::to_string(static_cast<intptr_t>(a - lo)) + " of " + r.name +
               ", outside its " + std::to_string(r.bytes) + " bytes" +
               (held ? "" : " (the access is not performed)"));
    return held;
  }
  // Far from every buffer and from shared memory: a stack (the simulated
  // threads' own) or a module global is still the kernel's memory.
  if (a >= reinterpret_cast<uintptr_t>(stacks) &&
      a + bytes <= reinterpret_cast<uintptr_t>(stacks) + stacksBytes)
    return true;
  report("global-oob", site, t,
         std::string(flags & 1 ? "writes " : "reads ") + std::to_string(bytes) +
             " bytes at address " + hexAddress(a) +
             ", far from every buffer (argument, gpu.alloc, registered host memory), shared memory and stack (the access "
             "is not performed)");
  return false;
}

bool Machine::again(const char *kind, uint32_t site) {
  auto it = seen.find(std::string(kind) + "@" + std::to_string(site));
  if (it == seen.end())
    return false;
  ++it->second.second;
  return true;
}

//===----------------------------------------------------------------------===//
// Tensor cores: ldmatrix, mma.sync, cp.async
//===----------------------------------------------------------------------===//

void Machine::loadMatrixRow(const Thread &t, const void *row, uint16_t out[8],
                            uint32_t site) {
  auto a = reinterpret_cast<uintptr_t>(row);
  auto lo = reinterpret_cast<uintptr_t>(arena.data()) + kRedZone;
  if (a % 16)
    report("misaligned", site, t,
           "gives ldmatrix the row address at shared memory offset " +
               std::to_string(static_cast<intptr_t>(a - lo)) +
               ", which is not 16-byte aligned");
  if (a >= lo - kRedZone && a + 16 <= lo + sharedBytes + kRedZone) {
    access(t, row, 16, 2, site); // shared-oob, shared-uninit, cp.async
    if (a >= lo && a + 16 <= lo + sharedBytes)
      std::memcpy(out, row, 16);
    return;
  }
  report("shared-oob", site, t,
         "gives ldmatrix a row address that is not in the block's shared "
         "memory; the row reads as 0");
}

void Machine::completeTensorCore(uint32_t warp, Coll coll, uint32_t sub,
                                 uint32_t group, uint32_t site) {
  // A lane that did not take part (a partial warp, an exited lane:
  // undefined in PTX, reported as exited-in-mask) contributes zeros.
  if (coll == Coll::Mma) {
    MmaShape shape = MmaShape::decode(sub);
    unsigned na = shape.aRegs(), nb = shape.bRegs(), nc = shape.cRegs();
    MmaFragments fragments[kWarpSize];
    for (uint32_t rest = group; rest; rest &= rest - 1) {
      const Thread &o = lane(warp, __builtin_ctz(rest));
      auto *regs = reinterpret_cast<const uint32_t *>(o.value);
      std::memcpy(fragments[o.lane].a, regs, na * 4);
      std::memcpy(fragments[o.lane].b, regs + na, nb * 4);
      std::memcpy(fragments[o.lane].c, regs + na + nb, nc * 4);
    }
    mma(shape, fragments);
    for (uint32_t rest = group; rest; rest &= rest - 1) {
      Thread &o = lane(warp, __builtin_ctz(rest));
      auto *regs = reinterpret_cast<uint32_t *>(o.value);
      std::memcpy(regs + na + nb + nc, fragments[o.lane].d, shape.dRegs() * 4);
      wake(o);
    }
    return;
  }
  unsigned count = sub & 0xff;
  bool trans = sub >> 8 & 1;
  uint16_t rows[4][8][8] = {};
  // Lanes 8i to 8i+7 give the row addresses of matrix i; the other lanes'
  // addresses are not read.
  for (unsigned m = 0; m < count; ++m)
    for (unsigned r = 0; r < 8; ++r) {
      unsigned from = 8 * m + r;
      if (!(group >> from & 1))
        continue;
      const Thread &o = lane(warp, from);
      auto *request = reinterpret_cast<const LdMatrixRequest *>(o.value);
      loadMatrixRow(o, request->row, rows[m][r], site);
    }
  for (uint32_t rest = group; rest; rest &= rest - 1) {
    Thread &o = lane(warp, __builtin_ctz(rest));
    auto *request = reinterpret_cast<const LdMatrixRequest *>(o.value);
    for (unsigned m = 0; m < count; ++m)
      request->out[m] = ldmatrixFragment(rows[m], o.lane, trans);
    wake(o);
  }
}

std::string Machine::asyncWriter(size_t offset, uint64_t bytes) const {
  auto overlaps = [&](const AsyncCopy &c) {
    return c.offset < offset + bytes && offset < c.offset + c.bytes;
  };
  for (const Thread &t : threads) {
    const AsyncCopy *hit = nullptr;
    for (const AsyncCopy &c : t.asyncOpen)
      if (!hit && overlaps(c))
        hit = &c;
    for (const auto &g : t.asyncGroups)
      for (const AsyncCopy &c : g)
        if (!hit && overlaps(c))
          hit = &c;
    if (hit)
      return "a cp.async of thread " + dim(t.tid) + " [" + where(hit->site) +
             "]";
  }
  return "a cp.async";
}

void Machine::cpAsync(void *dst, const void *src, uint32_t bytes,
                      uint32_t srcBytes, uint32_t site) {
  Thread &t = self();
  if (bytes != 4 && bytes != 8 && bytes != 16)
    trap("cp.async copies 4, 8 or 16 bytes, not " + std::to_string(bytes) +
         " (" + where(site) + ")");
  if (srcBytes > bytes) {
    report("cp-async-size", site, t,
           "cp.async reads " + std::to_string(srcBytes) +
               " source bytes (src-size) for a copy of " +
               std::to_string(bytes) + " (undefined; " + std::to_string(bytes) +
               " are copied)");
    srcBytes = bytes;
  }
  auto d = reinterpret_cast<uintptr_t>(dst);
  auto s = reinterpret_cast<uintptr_t>(src);
  auto lo = reinterpret_cast<uintptr_t>(arena.data()) + kRedZone;
  if (d % bytes || s % bytes)
    report("misaligned", site, t,
           "cp.async of " + std::to_string(bytes) +
               " bytes: the source and the shared destination (offset " +
               std::to_string(static_cast<intptr_t>(d - lo)) +
               ") must be aligned to " + std::to_string(bytes) + " bytes");
  AsyncCopy copy;
  copy.bytes = bytes;
  copy.site = site;
  if (srcBytes) {
    access(t, src, srcBytes, 2, site);
    std::memcpy(copy.data, src, srcBytes);
  }
  if (!(d >= lo && d + bytes <= lo + sharedBytes)) {
    report("shared-oob", site, t,
           "cp.async writes " + std::to_string(bytes) +
               " bytes at shared memory offset " +
               std::to_string(static_cast<intptr_t>(d - lo)) +
               ", outside the block's " + std::to_string(sharedBytes) +
               " bytes (nothing is written)");
    return;
  }
  copy.offset = d - lo;
  if (asyncPending.size() != sharedBytes)
    asyncPending.assign(sharedBytes, 0);
  // Two copies in flight to the same bytes land in no defined order.
  for (uint32_t i = 0; i < bytes; ++i)
    if (asyncPending[copy.offset + i]) {
      if (!again("cp-async-unwaited", site))
        report("cp-async-unwaited", site, t,
               "cp.async writes " + std::to_string(bytes) +
                   " bytes at shared memory offset " +
                   std::to_string(copy.offset) + " that " +
                   asyncWriter(copy.offset, bytes) +
                   " still copies (no cp.async.wait.group of that thread "
                   "has covered it)");
      break;
    }
  for (uint32_t i = 0; i < bytes; ++i)
    if (asyncPending[copy.offset + i] < 255)
      ++asyncPending[copy.offset + i];
  ++asyncInFlight;
  t.asyncOpen.push_back(copy);
}

void Machine::cpAsyncCommit() {
  Thread &t = self();
  t.asyncGroups.push_back(std::move(t.asyncOpen));
  t.asyncOpen.clear();
}

void Machine::land(const std::vector<AsyncCopy> &copies) {
  for (const AsyncCopy &c : copies) {
    std::memcpy(shared(c.offset), c.data, c.bytes);
    std::memset(shadow.data() + c.offset, 1, c.bytes);
    for (uint32_t i = 0; i < c.bytes; ++i)
      if (asyncPending[c.offset + i])
        --asyncPending[c.offset + i];
    --asyncInFlight;
  }
}

void Machine::cpAsyncWait(uint32_t groups) {
  Thread &t = self();
  if (t.asyncGroups.size() <= groups)
    return;
  size_t done = t.asyncGroups.size() - groups;
  for (size_t i = 0; i < done; ++i)
    land(t.asyncGroups[i]);
  t.asyncGroups.erase(t.asyncGroups.begin(), t.asyncGroups.begin() + done);
}

bool Machine::ordered(uint32_t other, uint32_t otherWarp, uint32_t block,
                      uint32_t epoch, const Thread &t) const {
  return other == t.linear || block != blockEpoch ||
         (otherWarp == t.warp && epoch != warpEpoch[t.warp]);
}

void Machine::checkRace(const Thread &t, size_t offset, uint64_t bytes,
                        bool write, uint32_t site) {
  auto describe = [&](uint32_t other, uint32_t otherSite, bool wrote) {
    std::string whom = other == SharedCell::kMany
                           ? std::string("other threads")
                           : "thread " + dim(threads[other].tid) + " (warp " +
                                 std::to_string(threads[other].warp) +
                                 " lane " +
                                 std::to_string(threads[other].lane) + ")";
    report("shared-race", site, t,
           std::string(write ? "writes " : "reads ") + std::to_string(bytes) +
               " bytes at shared memory offset " + std::to_string(offset) +
               " that " + whom + (wrote ? " wrote" : " read") + " at " +
               where(otherSite) + " with no barrier in between");
  };
  const unsigned char *memory =
      reinterpret_cast<const unsigned char *>(shared(0));
  for (uint64_t i = 0; i < bytes; ++i) {
    SharedCell &c = cells[offset + i];
    if (c.pending) {
      c.pending = false;
      if (memory[offset + i] != c.firstValue) {
        const Thread &second = threads[c.writer];
        report("shared-race", c.writeSite, second,
               "writes shared memory offset " + std::to_string(offset + i) +
                   " that thread " + dim(threads[c.firstWriter].tid) +
                   " (warp " + std::to_string(threads[c.firstWriter].warp) +
                   " lane " + std::to_string(threads[c.firstWriter].lane) +
                   ") wrote a different value to at " + where(c.firstSite) +
                   " with no barrier in between");
      }
    }
    if (c.writer != SharedCell::kNone && !write &&
        !ordered(c.writer, threads[c.writer].warp, c.writeBlock, c.writeWarp,
                 t)) {
      describe(c.writer, c.writeSite, true);
      return;
    }
    if (write && c.reader != SharedCell::kNone &&
        !ordered(c.reader, c.readerWarp, c.readBlock, c.readWarp, t)) {
      describe(c.reader, c.readSite, false);
      return;
    }
  }
  uint32_t epoch = warpEpoch[t.warp];
  for (uint64_t i = 0; i < bytes; ++i) {
    SharedCell &c = cells[offset + i];
    if (write) {
      if (c.writer != SharedCell::kNone &&
          !ordered(c.writer, threads[c.writer].warp, c.writeBlock, c.writeWarp,
                   t)) {
        c.pending = true;
        c.firstValue = memory[offset + i];
        c.firstWriter = c.writer;
        c.firstSite = c.writeSite;
      }
      c.writer = t.linear;
      c.writeBlock = blockEpoch;
      c.writeWarp = epoch;
      c.writeSite = site;
      c.reader = SharedCell::kNone;
      continue;
    }
    if (c.reader == SharedCell::kNone ||
        ordered(c.reader, c.readerWarp, c.readBlock, c.readWarp, t)) {
      c.reader = t.linear;
      c.readerWarp = t.warp;
    } else {
      // Unordered readers: any later write by one of them races with the
      // others.
      c.reader = SharedCell::kMany;
      c.readerWarp = c.readerWarp == t.warp ? t.warp : SharedCell::kMixed;
    }
    c.readBlock = blockEpoch;
    c.readWarp = epoch;
    c.readSite = site;
  }
}

/// Ends the process with exit code 3 when a run outlives its limit: a
/// simulated thread that spins forever never yields to the scheduler.
class Watchdog {
public:
  explicit Watchdog(double seconds) {
    if (seconds <= 0)
      return;
    worker = std::thread([this, seconds] {
      std::unique_lock<std::mutex> lock(mutex);
      if (!done.wait_for(lock, std::chrono::duration<double>(seconds),
                         [this] { return finished; })) {
        std::fflush(stdout);
        std::fprintf(stderr,
                     "simulator: the kernel did not finish within %g s "
                     "(the watchdog stopped it)\n",
                     seconds);
        std::_Exit(3);
      }
    });
  }
  ~Watchdog() {
    if (!worker.joinable())
      return;
    {
      std::lock_guard<std::mutex> lock(mutex);
      finished = true;
    }
    done.notify_all();
    worker.join();
  }

private:
  std::thread worker;
  std::mutex mutex;
  std::condition_variable done;
  bool finished = false;
};

/// A fault inside a simulated thread (a wild pointer far from every
/// buffer) becomes a finding instead of a bare crash.
void onFault(int sig, siginfo_t *info, void *) {
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

class FaultHandler {
public:
  FaultHandler() {
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
  ~FaultHandler() {
    sigaction(SIGSEGV, &oldSegv, nullptr);
    sigaction(SIGBUS, &oldBus, nullptr);
    sigaction(SIGILL, &oldIll, nullptr);
    sigaltstack(&oldStack, nullptr);
  }

private:
  std::vector<char> stack;
  stack_t oldStack;
  struct sigaction oldSegv, oldBus, oldIll;
};

} // namespace

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

//===----------------------------------------------------------------------===//
// The entry points
//===----------------------------------------------------------------------===//

extern "C" {

uint32_t __wsim_sreg(uint32_t which) {
  return gMachine->sreg(static_cast<SpecialRegister>(which));
}

uint64_t __wsim_clock64() { return gMachine->tick(); }

uint64_t __wsim_shfl(uint32_t mode, uint32_t mask, uint32_t value, uint32_t b,
                     uint32_t c, uint32_t site, uint32_t origin) {
  return gMachine->collective(Coll::Shfl, mode, mask, value, b, c, site,
                              origin);
}

uint32_t __wsim_vote(uint32_t kind, uint32_t mask, uint32_t pred,
                     uint32_t site) {
  return static_cast<uint32_t>(
      gMachine->collective(Coll::Vote, kind, mask, pred != 0, 0, 0, site));
}

uint64_t __wsim_match(uint32_t kind, uint32_t mask, uint64_t value,
                      uint32_t site) {
  return gMachine->collective(Coll::Match, kind, mask, value, 0, 0, site);
}

uint32_t __wsim_redux(uint32_t kind, uint32_t mask, uint32_t value,
                      uint32_t site) {
  return static_cast<uint32_t>(
      gMachine->collective(Coll::Redux, kind, mask, value, 0, 0, site));
}

uint32_t __wsim_elect(uint32_t mask, uint32_t site) {
  return static_cast<uint32_t>(
      gMachine->collective(Coll::Elect, 0, mask, 0, 0, 0, site));
}

uint32_t __wsim_activemask() { return gMachine->activeMask(); }

void __wsim_warpsync(uint32_t mask, uint32_t site) {
  gMachine->collective(Coll::WarpSync, 0, mask, 0, 0, 0, site);
}

uint32_t __wsim_barrier(uint32_t id, uint32_t count, uint32_t reduction,
                        uint32_t pred, uint32_t site) {
  return gMachine->barrier(id, count, reduction, pred, site);
}

void *__wsim_shared(uint64_t offset) { return gMachine->shared(offset); }

const void *__wsim_access(const void *address, uint64_t bytes, uint32_t flags,
                          uint32_t site) {
  return gMachine->access(address, bytes, flags, site);
}

const void *__wsim_access_masked(const void *address, uint64_t elementBytes,
                                 uint64_t mask, uint32_t flags, uint32_t site) {
  return gMachine->accessMasked(address, elementBytes, mask, flags, site);
}

void __wsim_assertfail(const char *message, const char *file, uint32_t line,
                       const char *function, uint64_t) {
  const Thread &t = *gMachine->running();
  std::fflush(stdout);
  std::fprintf(stderr, "%s:%u: %s: %s: Assertion `%s` failed.\n",
               file ? file : "?", line, function ? function : "?",
               gMachine->who(t).c_str(), message ? message : "?");
  gMachine->trap("device-side assertion failed: " +
                 std::string(message ? message : "?"));
}

void __wsim_trap(uint32_t site) {
  gMachine->trap("the kernel trapped at " + gMachine->where(site));
}

void __wsim_ldmatrix(const void *row, uint32_t shape, uint32_t *out,
                     uint32_t site) {
  unsigned count = shape & 0xff;
  if (count != 1 && count != 2 && count != 4)
    gMachine->trap("ldmatrix loads 1, 2 or 4 matrices, not " +
                   std::to_string(count) + " (" + gMachine->where(site) + ")");
  LdMatrixRequest request{row, out};
  gMachine->collective(Coll::LdMatrix, shape & 0x1ff, ~0u,
                       reinterpret_cast<uintptr_t>(&request), 0, 0, site);
}

void __wsim_mma(uint32_t shape, uint32_t *regs, uint32_t site) {
  std::string why = MmaShape::decode(shape).unsupported();
  if (!why.empty())
    gMachine->trap("the simulator does not model mma.sync with " + why + " (" +
                   gMachine->where(site) + ")");
  gMachine->collective(Coll::Mma, shape, ~0u, reinterpret_cast<uintptr_t>(regs),
                       0, 0, site);
}

void __wsim_cp_async(void *dst, const void *src, uint32_t bytes,
                     uint32_t srcBytes, uint32_t site) {
  gMachine->cpAsync(dst, src, bytes, srcBytes, site);
}

void __wsim_cp_async_commit() { gMachine->cpAsyncCommit(); }

void __wsim_cp_async_wait(uint32_t groups) { gMachine->cpAsyncWait(groups); }
void __wsim_poisoned(uint32_t origin, uint32_t use, uint32_t site) {
  if (origin)
    gMachine->poisonedUse(origin, static_cast<PoisonUse>(use), site);
}
}
