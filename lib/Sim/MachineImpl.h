//===- MachineImpl.h - The block model's state ------------------*- C++ -*-===//
//
// Part of warptile. The simulator's block model is one class, a Machine per
// resident block; the device (Device.cpp) resumes their threads, setting
// gMachine to the block of the thread it resumes. The block's concerns live
// in files of their own: Scheduler.cpp (fibers, a block's threads,
// preemption, deadlocks), Collectives.cpp (warp
// rendezvous and special registers), Barriers.cpp, Memory.cpp (access
// checks), Races.cpp (the race check's shadow memory), HappensBefore.cpp
// (its vector clocks), MatrixOps.cpp
// (ldmatrix, mma.sync, cp.async), Guards.cpp (watchdog, fault handler) and
// EntryPoints.cpp (the C ABI of RuntimeABI.h, a thin layer over this).
//
// A collective completes when every lane named in its member mask that has
// not exited (and exists: a partial warp's missing lanes count as exited)
// waits at a collective of the same kind, mode and mask; the last lane to
// arrive computes every participant's result. A warp arrives at a block
// barrier when all its non-exited lanes have; the barrier completes when
// its thread count (in warps of 32; all warps with a non-exited thread by
// default) has arrived (Barriers.cpp). activemask gathers the lanes of the
// warp that reach it while the others are parked (Collectives.cpp). When no
// thread can run and some have not exited, the block is deadlocked: the
// finding says which lanes wait where.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_MACHINEIMPL_H
#define WARPTILE_LIB_SIM_MACHINEIMPL_H

#include "warptile/Sim/Machine.h"
#include "warptile/Sim/RuntimeABI.h"
#include "warptile/Sim/Semantics.h"

#include "ClockMap.h"
#include "Fiber.h"

#include <cstdint>
#include <cstdlib>
#include <deque>
#include <map>
#include <random>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace warptile {
namespace sim {
namespace detail {

/// A fiber's stack when the kernel's frames are small; a kernel with more
/// local memory gets that much more (LaunchOptions::localBytes).
constexpr size_t kStackBytes = 64 * 1024;
constexpr size_t kGuardBytes = 4096;
constexpr unsigned kBarriers = 16;

/// Yielded: preempted at a spin point (a loop's back-edge, an atomic, a
/// volatile load) after its time slice; runnable again, but not executing
/// with its warp (whoever gathers the lanes that execute together counts
/// it as not there).
enum class State : uint8_t {
  Runnable,
  Running,
  WaitWarp,
  WaitBarrier,
  WaitActive,
  Yielded,
  Exited
};

/// Whether a thread in `state` is parked: it waits somewhere (a collective, a
/// barrier, an activemask), has exited, or is in any other state a thread
/// of the warp cannot be waited for in (a thread preempted at a spin point,
/// `Yielded`, counts as parked too). activemask waits only for the lanes
/// that are not parked (Machine::settleActiveMask); whoever parks a thread
/// in a new state calls settleActiveMask for its warp.
inline bool parked(State state) {
  return state != State::Runnable && state != State::Running;
}
enum class Coll : uint8_t {
  Shfl,
  Vote,
  Match,
  Redux,
  WarpSync,
  Elect,
  LdMatrix,
  Mma,
  WmmaLoad,
  WmmaMma,
  WmmaStore
};

/// ldmatrix and mma.sync are .aligned: every lane of the warp executes the
/// same instruction, so lanes meet only at the same op.
inline bool isAligned(Coll coll) {
  return coll == Coll::LdMatrix || coll == Coll::Mma ||
         coll == Coll::WmmaLoad || coll == Coll::WmmaMma ||
         coll == Coll::WmmaStore;
}

inline const char *collName(Coll coll) {
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
  case Coll::WmmaLoad:
    return "wmma.load";
  case Coll::WmmaMma:
    return "wmma.mma";
  case Coll::WmmaStore:
    return "wmma.store";
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

struct SyncClocks;

struct Thread {
  Context context;
  uint32_t linear = 0, warp = 0, lane = 0;
  Dim3 tid;
  State state = State::Runnable;
  // What it waits at: a collective (coll, sub-kind, mask, operands), a
  // barrier (barrier id; sub = reduction; value = predicate; b = thread
  // count; c = BarrierOp flags, Barriers.cpp) or an activemask (site).
  Coll coll = Coll::Shfl;
  uint32_t sub = 0, mask = 0, b = 0, c = 0, site = 0, barrier = 0;
  uint64_t value = 0, result = 0;
  // cp.async: copies issued since the last commit, and the committed groups
  // not yet waited for, oldest first.
  std::vector<AsyncCopy> asyncOpen;
  std::vector<std::vector<AsyncCopy>> asyncGroups;
  /// The poison origin of a shuffle's value (RuntimeABI.h), 0 if defined.
  uint32_t origin = 0;
  /// Its last read of uninitialised shared memory whose report waits for a
  /// use (access::kDeferUninit): the load's site, offset and size.
  uint32_t uninitSite = ~0u, uninitBytes = 0;
  uint64_t uninitOffset = 0;
};

/// A thread's vector clock (Races.cpp, HappensBefore.cpp), kept beside
/// Thread (Machine::vectorClocks; its own clock is Machine::clocks) so
/// that a block of threads that never synchronise starts cheaply: what it
/// knows of other threads' clocks beyond what every thread of the block
/// knows (Machine::common): of its warp's lanes, of the block's threads
/// (after a named barrier, lazily), and what it acquired, of any thread
/// (by grid-wide number).
struct VectorClock {
  bool dirty = false; ///< more than its clock to reset for the next block
  bool warpUsed = false; ///< warpKnows is not all zero
  uint32_t warpKnows[32] = {};
  std::vector<uint32_t> blockKnows;
  /// What it acquired (release/acquire, HappensBefore.cpp): any thread's
  /// clock, of this block or another.
  ClockMap acquired;
  /// Fence-based message passing: its clocks at its last release fence (a
  /// relaxed store or update then releases them), and the release clocks
  /// its relaxed reads found (its next acquire fence acquires them).
  std::shared_ptr<SyncClocks> fenced;
  std::vector<std::shared_ptr<SyncClocks>> pending;
};

/// One access in a shadow cell: the grid-wide number of its thread plus 1
/// (0: none), that thread's clock at the time, and its site with the
/// bytes of the granule it touched, whether it was atomic, and (writes) a
/// pending write-write check.
struct Epoch {
  uint32_t thread = 0, clock = 0, info = 0;
};
/// The race check's shadow of one granule (a byte of shared memory, 4
/// bytes of global memory): the last write and up to two unordered reads
/// since (FastTrack's epochs; further unordered readers are forgotten).
struct Cell {
  Epoch write, read, read2;
};
static_assert(sizeof(Cell) == 36, "the shadow is 9 words a granule");
/// A buffer's cell, packed (the shadow of a 1M-element buffer is touched
/// whole by a vector add): the write and one read (a second one in
/// SecondRead, when readThread is kReadShared), each the thread, its
/// clock (saturating at 2^26 - 1: a later clock only hides races) with the
/// granule's bytes, atomic and pending bits, and the op (16 bits; more
/// sites read as an unknown op).
struct GlobalCell {
  uint32_t writeThread, writeBits, readThread, readBits;
  uint16_t writeSite, readSite;
};
static_assert(sizeof(GlobalCell) == 20, "a buffer's shadow is 5 words");

/// Release clocks: what a thread knew when it released (a grid-wide
/// thread number to its clock: its block's common knowledge included) and
/// whose block it is.
struct SyncClocks {
  ClockMap clocks;
  uint32_t block = 0;
  bool blockScope = false;
};

/// A buffer granule's second unordered read (shared memory's Cell::read2),
/// kept beside the shadow: a GlobalCell whose readThread is kReadShared
/// has one, and this holds its first read's thread too (so the hot path,
/// which compares readThread with 0 and the accessing thread, leaves such
/// a cell to checkRace at no cost of its own).
struct SecondRead {
  uint32_t readThread, read2Thread, read2Bits;
  uint16_t read2Site, unused;
};
constexpr uint32_t kReadShared = ~0u;

/// The global-memory shadow of one Region, allocated at its first access
/// (Races.cpp: anonymous memory in huge pages, zeroed as touched), and its
/// second reads, allocated when a granule first has two unordered readers.
struct GlobalShadow {
  GlobalCell *cells = nullptr;
  SecondRead *second = nullptr;
  size_t count = 0, mapped = 0, secondMapped = 0;
  GlobalShadow() = default;
  GlobalShadow(const GlobalShadow &) = delete;
  GlobalShadow &operator=(const GlobalShadow &) = delete;
  ~GlobalShadow();
};

/// A write-write pair of plain accesses waiting for its granule's next
/// access (benign when both wrote the same value, Races.cpp).
struct PendingWrite {
  const unsigned char *memory;
  unsigned char value[4];
  uint32_t mask, firstThread, firstSite, secondThread, secondSite;
  size_t offset;
  const Region *global;
};

/// The race check's global memory for a whole launch: the shadows of its
/// regions (one each, allocated at its first access), the release clocks
/// of atomics by address, and the write-write pairs of global memory
/// waiting for their granule's next access. Every resident block of the
/// launch (a Machine each: several while blocks spin on each other)
/// shares it, so each sees the others' accesses and releases.
struct LaunchRaces {
  std::vector<std::unique_ptr<GlobalShadow>> shadows;
  std::unordered_map<uintptr_t, std::shared_ptr<SyncClocks>> syncs;
  std::unordered_map<const void *, PendingWrite> pendingWrites;
};

/// One of the block's 16 barriers, between two completions.
struct Barrier {
  uint32_t count = 0;          ///< threads it waits for (whole warps); 0 = all
  uint32_t site = 0;           ///< the op of the first warp that arrived
  std::vector<uint32_t> warps; ///< the warps that arrived, in order
  std::vector<uint32_t> waiters; ///< threads that wait for it to complete
  uint32_t popc = 0;             ///< bar.red: true predicates so far
  uint8_t kinds = 0; ///< BarrierOp kinds seen (sync 1, arrive 2, red 4)
  /// Threads that only arrived (bar.arrive), with their race-check clocks
  /// at the arrival: the waiters learn them when it completes.
  std::vector<std::pair<uint32_t, uint32_t>> arrivals;
};

inline std::string hex(uint32_t v) {
  char text[16];
  std::snprintf(text, sizeof(text), "0x%08x", v);
  return text;
}

inline std::string dim(const Dim3 &d) {
  return "(" + std::to_string(d.x) + "," + std::to_string(d.y) + "," +
         std::to_string(d.z) + ")";
}

inline std::string hexAddress(uintptr_t address) {
  char text[32];
  std::snprintf(text, sizeof text, "0x%llx",
                static_cast<unsigned long long>(address));
  return text;
}

/// Findings already reported, by kind and op: where, and how many times.
using SeenMap = std::map<std::string, std::pair<size_t, uint64_t>>;

/// One resident block of a launch (the Device, Device.cpp, holds one per
/// resident block and reuses it for the launch's next block). What the
/// blocks of a launch share (its report, the findings seen, the seeded
/// random generator) is the launch's, held here by reference.
class Machine {
public:
  Machine(KernelBody body, void **params, const LaunchOptions &launch,
          const std::vector<Site> &sites, const std::vector<Region> &regions,
          std::mt19937_64 &rng, RunReport &result, SeenMap &seen,
          LaunchRaces &races)
      : body(body), params(params), launch(launch), sites(sites),
        regions(regions), rng(rng), syncs(races.syncs), races(races),
        result(result), seen(seen) {}
  ~Machine();
  Machine(const Machine &) = delete;
  Machine &operator=(const Machine &) = delete;

  // The device's side (Scheduler.cpp): a block's life in this machine.
  /// Maps the stacks of the block's fibers; false (result.error) if it
  /// cannot.
  bool map();
  /// Starts block `id`: every thread a fresh fiber, all runnable.
  void start(Dim3 id);
  /// How a step ended for the thread it ran.
  /// Polled: yielded after polling memory (it may spin on a flag);
  /// Yielded: after a long loop that polled nothing.
  enum class Step { Polled, Yielded, Waits, Exited, Trapped, Skipped };
  /// Runs the next thread of the queue until it switches back. `drain`
  /// (after a trap): a yielded thread is dropped instead (Skipped).
  Step step(bool drain);
  /// Steps while the queue holds threads, up to and including the first
  /// step that ends in Polled, Trapped or Skipped (the device's loop while
  /// this block is the only one resident); `steps` counts them.
  Step run(bool drain, uint64_t &steps);
  uint32_t live() const { return nthreads - exited; }
  size_t queued() const { return runnable.size(); }
  /// How many of the queued threads were preempted (State::Yielded).
  size_t queuedYielded() const { return yieldedQueued; }
  /// The deadlock finding: threads live, none queued.
  void reportDeadlock();
  uint32_t threadCount() const { return nthreads; }
  const Dim3 &blockId() const { return ctaid; }
  /// Preempts the running thread at a spin point (`__wsim_yield`).
  void yield(uint32_t site);

  // The entry points' work, on the running thread.
  Thread &self() { return *current; }
  uint32_t sreg(SpecialRegister which);
  uint64_t collective(Coll coll, uint32_t sub, uint32_t mask, uint64_t value,
                      uint32_t b, uint32_t c, uint32_t site,
                      uint32_t origin = 0);
  void poisonedUse(uint32_t origin, PoisonUse use, uint32_t site);
  /// A poisoned value stored at `address`: a value read from uninitialised
  /// shared memory stays uninitialised where it is stored in shared memory
  /// (its bytes count as unwritten again); anything else is poisonedUse.
  void poisonedStore(uint32_t origin, uint32_t site, const void *address,
                     uint64_t bytes);
  uint32_t barrier(uint32_t id, uint32_t count, uint32_t reduction,
                   uint32_t pred, uint32_t site);
  uint32_t activeMask(uint32_t site);
  /// Completes the warp's activemask groups once none of its lanes runs.
  void settleActiveMask(uint32_t warp);
  void *shared(uint64_t offset) { return arena.data() + kRedZone + offset; }
  /// The address of the shared global in `slot` (RuntimeABI.h).
  void *sharedSlot(uint64_t slot);
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
        performed &=
            access(self(), base + i * elementBytes, elementBytes, flags, site);
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
  /// The race check of one access (Races.cpp): `how` holds kWrite,
  /// kRead, kAtomic; `global` names the region for global memory (null for
  /// shared memory, whose offset is `offset`).
  static constexpr uint32_t kWrite = 1, kRead = 2, kAtomic = 4;
  void checkRace(const Thread &t, void *cells, size_t offset, uint64_t bytes,
                 unsigned shift, uint32_t how, uint32_t site,
                 const Region *global, const unsigned char *memory);
  SecondRead *secondReads(GlobalShadow &shadow);
  void checkGlobalRace(const Thread &t, size_t region, uintptr_t address,
                       uint64_t bytes, uint32_t how, uint32_t site);
  /// Happens-before (HappensBefore.cpp): what `t` knows of thread `gid`'s
  /// clock; a completed barrier or warp collective among `members`; the
  /// release/acquire side of an atomic access or fence.
  uint32_t knows(const Thread &t, uint32_t gid) const;
  uint32_t gidOf(const Thread &t) const { return gidBase + t.linear; }
  VectorClock &vc(const Thread &t) const { return vectorClocks[t.linear]; }
  /// The thread's own clock (kept apart from VectorClock: a barrier moves
  /// every thread's on, and reads all of them).
  uint32_t &clockOf(const Thread &t) const { return clocks[t.linear]; }
  void syncBarrier(const std::vector<uint32_t> &members, bool all);
  void syncWarp(uint32_t warp, uint32_t group);
  void syncAccess(Thread &t, uintptr_t address, bool shared, uint32_t how,
                  uint32_t order, bool blockScope);
  void fence(uint32_t order, bool blockScope);
  void beginRaces();
  void endRaces(bool shared);
  [[noreturn]] void trap(const std::string &why);
  uint64_t tick() { return ++clock; }
  /// Never returns (the fiber is abandoned), but is not declared (or
  /// inferred) [[noreturn]]: ASan would then treat each call as leaving
  /// the fiber's stack and warn that it cannot tell the stack's bounds.
  void exitThread();
  void report(const char *kind, uint32_t site, const Thread &t,
              const std::string &what);
  const Thread *running() const { return current; }
  std::string where(uint32_t site) const;
  std::string who(const Thread &t) const;

private:
  void block(Thread &t);
  /// Leaves `t`, which waits or has exited: straight for the thread the
  /// scheduler would run next while run() runs the block alone (one
  /// switch instead of two), else back to the scheduler.
  void switchAway(Thread &t);
  /// The next thread of the queue, taken out of it (round robin, or
  /// seeded at random).
  uint32_t pickNext();
  void wake(Thread &t);
  /// After `t` arrived where it may wait in state `waiting` (a collective,
  /// a barrier, an activemask): blocks it while it still waits; when its
  /// arrival completed the wait, a seeded run lets the scheduler pick who
  /// goes on.
  void waitOrGoOn(Thread &t, State waiting);
  void checkWarp(uint32_t warp);
  void complete(uint32_t warp, const Thread &key, uint32_t group,
                uint32_t gone);
  void completeTensorCore(uint32_t warp, Coll coll, uint32_t sub,
                          uint32_t group, uint32_t site);
  /// wmma.load, wmma.mma, wmma.store (WarpMatrix.cpp).
  void completeWmma(uint32_t warp, Coll coll, uint32_t sub, uint32_t group,
                    uint32_t site);
  void loadMatrixRow(const Thread &t, const void *row, uint16_t out[8],
                     uint32_t site);
  bool access(const Thread &t, const void *address, uint64_t bytes,
              uint32_t flags, uint32_t site);
  bool again(const char *kind, uint32_t site);
  std::string asyncWriter(size_t offset, uint64_t bytes) const;
  void land(const std::vector<AsyncCopy> &copies);
  void checkBarrier(uint32_t id);
  void arriveWarp(uint32_t warp);
  bool warpLive(uint32_t warp) const { return ~goneMask(warp) != 0; }
  std::string describeBarrier(const Thread &t) const;
  /// The lanes of `warp` that have exited or do not exist.
  uint32_t goneMask(uint32_t warp) const {
    uint32_t base = warp * 32;
    uint32_t count = nthreads - base < 32 ? nthreads - base : 32;
    uint32_t exists = count == 32 ? ~0u : (1u << count) - 1;
    return warpExited[warp] | ~exists;
  }
  std::string describeDeadlock() const;
  Thread &lane(uint32_t warp, unsigned l) { return threads[warp * 32 + l]; }

  KernelBody body;
  void **params;
  const LaunchOptions &launch;
  const std::vector<Site> &sites;
  const std::vector<Region> &regions;
  std::mt19937_64 &rng;

  uint32_t nthreads = 0, nwarps = 0, exited = 0;
  Dim3 ctaid;
  std::vector<Thread> threads;
  std::vector<uint32_t> warpExited;
  /// Per warp: lanes at a barrier op whose warp has not arrived yet (a
  /// mask), and how many lanes wait at an activemask.
  std::vector<uint32_t> barrierLanes;
  std::vector<uint8_t> activeLanes;
  /// Per warp: the lanes waiting at a collective (State::WaitWarp).
  std::vector<uint32_t> warpWaiting;
  /// The barriers some warp has arrived at since they last completed.
  uint32_t barriersPending = 0;
  uint32_t liveWarps = 0; ///< warps with a thread that has not exited
  Barrier barriers[kBarriers];
  /// Storage for a completing barrier's waiters (Barriers.cpp).
  std::vector<uint32_t> spareWaiters;
  std::deque<uint32_t> runnable;
  size_t yieldedQueued = 0;
  Context scheduler;
  Thread *current = nullptr;
  /// run() is stepping the block alone, not draining: a thread that
  /// waits or exits switches to the next one itself (switchAway), counted
  /// in directSteps.
  bool direct = false;
  uint64_t directSteps = 0;
  char *stacks = nullptr;
  size_t stacksBytes = 0, slotBytes = 0;
  /// Set by trap() for step(): the thread it ran stopped the launch; by
  /// yield(): the thread polled memory in its slice.
  bool trapped = false, polled = false;
  std::vector<unsigned char> arena, shadow;
  // Where an access far from all reachable memory goes instead (access()).
  std::vector<unsigned char> sink = std::vector<unsigned char>(4096);
  // cp.async: how many copies in flight write each byte of shared memory
  // (allocated at the first cp.async), and how many are in flight.
  std::vector<unsigned char> asyncPending;
  uint64_t asyncInFlight = 0;
  size_t sharedBytes = 0;
  std::vector<Cell> cells;
  /// The race check's happens-before: the grid-wide number of the running
  /// block's thread 0 and the block's serial number; what every thread of
  /// the block knows of each of its threads' clocks (from block barriers)
  /// and of other blocks' threads; the release clocks of atomics by
  /// address (shared memory's reset with each block).
  uint32_t gidBase = 0, blockSerial = ~0u;
  std::shared_ptr<std::vector<uint32_t>> common;
  mutable std::vector<VectorClock> vectorClocks;
  mutable std::vector<uint32_t> clocks;
  /// Whether some thread may know more than the block's and its warp's
  /// common knowledge (VectorClock's warpKnows, blockKnows, acquired): a
  /// barrier or collective has nothing to gather from them when not.
  bool knowsExtra = false;
  /// What every live lane of a warp knows of its lanes' clocks (from
  /// collectives of the whole warp), by thread.
  std::vector<uint32_t> warpCommon;
  /// What the block's threads had acquired when they last met at a
  /// barrier of them all; `common` as a ClockMap (for releases), built
  /// from its version commonMapVersion (commonVersion counts the
  /// barriers, 0: common is all zero).
  ClockMap commonAcquired, commonMap;
  uint32_t commonVersion = 0, commonMapVersion = 0;
  std::unordered_map<uintptr_t, std::shared_ptr<SyncClocks>> sharedSyncs;
  /// Global memory's: the launch's (LaunchRaces), its syncs here.
  std::unordered_map<uintptr_t, std::shared_ptr<SyncClocks>> &syncs;
  LaunchRaces &races;
  /// Shared memory's write-write pairs waiting for their byte's next
  /// access (benign when both wrote the same value).
  std::unordered_map<const void *, PendingWrite> pendingWrites;
  void resolvePending(Cell &c, const void *key, bool global);
  void join(const std::vector<uint32_t> &members);
  void learn(Thread &t, uint32_t gid, uint32_t clock);
  void acquire(Thread &t, const SyncClocks &s, bool blockScope);
  std::shared_ptr<SyncClocks> snapshot(const Thread &t, bool blockScope);
  std::shared_ptr<SyncClocks> merge(const std::shared_ptr<SyncClocks> &a,
                                    const std::shared_ptr<SyncClocks> &b);
  void reportAt(const char *kind, uint32_t site, uint32_t gid,
                const std::string &what);
  std::string whoIs(uint32_t gid) const;
  std::string otherThread(uint32_t gid, uint32_t reporter = ~0u) const;
  uint64_t clock = 0;

  RunReport &result;
  SeenMap &seen;

  friend void fiberEntry(void *);
};

/// The running machine: the entry points find it here (one run at a time
/// per process; the device sets it to the block whose thread it resumes).
extern Machine *gMachine;

/// The spin points' time slice: the lowered kernels spend 1 of it at every
/// loop back-edge and kPollCost at every atomic and volatile load (a spin
/// that polls yields after some 60 turns, a long loop that does not after
/// 1024 iterations), and call __wsim_yield when it is spent; the scheduler
/// refills it before it resumes a thread.
constexpr int64_t kTimeSlice = 1024, kPollCost = 16;

void fiberEntry(void *arg);

} // namespace detail
} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_MACHINEIMPL_H
