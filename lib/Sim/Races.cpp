//===- Races.cpp - The shared- and global-memory race check ---------------===//
//
// Part of warptile. Every checked access of shared memory (a cell per
// byte) and of a buffer (a cell per 4-byte granule, allocated at the
// buffer's first access; its second reads beside it, when some granule
// has two) keeps FastTrack's epochs: the last write and up to two
// unordered reads since, each the thread's grid-wide number, its clock
// and its op. An access conflicts with one of them when another thread
// made it, they share a byte, at least one writes, not both are atomic,
// and the earlier one does not happen before it (its epoch is not covered
// by the accessing thread's vector clock, HappensBefore.cpp): a
// shared-race or global-race, whichever access ran first. Two plain
// writes are reported only when the granule then holds a different value
// than the first left (checked at the granule's next access and at the
// end of the block or launch).
//
// PTX ISA, "Memory Consistency Model", "Data races": "Two overlapping
// memory operations are said to conflict when at least one of them is a
// write. Two conflicting memory operations are said to be in a data-race
// if they are not related in causality order and they are not
// morally-strong" (atomics of one scope are morally strong; a plain access
// never is).
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"
#include <algorithm>
#include <cstring>
#include <sys/mman.h>

using namespace warptile::sim;
using namespace warptile::sim::detail;

namespace {
constexpr uint32_t kSiteBits = 0x00ffffffu;
constexpr uint32_t kMaskShift = 24;
constexpr uint32_t kAtomicBit = 1u << 28;
constexpr uint32_t kPendingBit = 1u << 29;

uint32_t maskOf(const Epoch &e) { return e.info >> kMaskShift & 0xf; }
uint32_t siteOf(const Epoch &e) { return e.info & kSiteBits; }
bool atomicOf(const Epoch &e) { return e.info & kAtomicBit; }
} // namespace

std::string Machine::whoIs(uint32_t gid) const {
  uint32_t linear = gid - gidBase;
  Dim3 block = ctaid;
  if (linear >= nthreads) {
    uint32_t serial = gid / nthreads, gx = launch.grid.x, gy = launch.grid.y;
    linear = gid % nthreads;
    block = {serial % gx, serial / gx % gy, serial / (gx * gy)};
  }
  const Dim3 &bd = launch.block;
  Dim3 tid{linear % bd.x, linear / bd.x % bd.y, linear / (bd.x * bd.y)};
  return "block " + dim(block) + " thread " + dim(tid) + " warp " +
         std::to_string(linear / 32) + " lane " + std::to_string(linear % 32);
}

/// How a finding by a thread of block number `reporter` (this block by
/// default) names the other thread: as before within that block, with its
/// block outside it.
std::string Machine::otherThread(uint32_t gid, uint32_t reporter) const {
  uint32_t linear = gid - (reporter == ~0u ? gidBase : reporter * nthreads);
  if (linear < nthreads) {
    const Thread &o = threads[linear];
    return "thread " + dim(o.tid) + " (warp " + std::to_string(o.warp) +
           " lane " + std::to_string(o.lane) + ")";
  }
  return whoIs(gid);
}

void Machine::reportAt(const char *kind, uint32_t site, uint32_t gid,
                       const std::string &what) {
  std::string key = std::string(kind) + "@" + std::to_string(site);
  auto [it, fresh] = seen.try_emplace(key, result.findings.size(), 0);
  ++it->second.second;
  if (fresh)
    result.findings.push_back(
        {kind, whoIs(gid) + ": " + what + " [" + where(site) + "]"});
}

void Machine::resolvePending(Cell &c, const void *key, bool global) {
  c.write.info &= ~kPendingBit;
  auto &pending = global ? races.pendingWrites : pendingWrites;
  auto it = pending.find(key);
  if (it == pending.end())
    return;
  PendingWrite p = it->second;
  pending.erase(it);
  bool differs = false;
  for (unsigned i = 0; i < 4; ++i)
    if (p.mask >> i & 1) // the bytes both wrote
      differs |= p.memory[i] != p.value[i];
  if (!differs)
    return;
  std::string at = p.global ? "byte offset " + std::to_string(p.offset) +
                                  " of " + p.global->name
                            : "shared memory offset " + std::to_string(p.offset);
  reportAt(p.global ? "global-race" : "shared-race", p.secondSite,
           p.secondThread,
           "writes " + at + " that " + otherThread(p.firstThread, p.secondThread / nthreads) +
               " wrote a different value to at " + where(p.firstSite) +
               (p.global ? " with nothing ordering them"
                         : " with no barrier in between"));
}

namespace {
constexpr uint32_t kClockMax = (1u << 26) - 1;
Epoch unpack(uint32_t thread, uint32_t bits, uint16_t site) {
  uint32_t s = site == 0xffff ? kSiteBits : site;
  return {thread, bits & kClockMax, s | (bits >> 26) << kMaskShift};
}
void pack(const Epoch &e, uint32_t &thread, uint32_t &bits, uint16_t &site) {
  thread = e.thread;
  bits = std::min(e.clock, kClockMax) | (e.info >> kMaskShift) << 26;
  site = static_cast<uint16_t>(std::min<uint32_t>(e.info & kSiteBits, 0xffff));
}
} // namespace

void Machine::checkRace(const Thread &t, void *shadowCells, size_t offset,
                        uint64_t bytes, unsigned shift, uint32_t how,
                        uint32_t site, const Region *global,
                        const unsigned char *memory) {
  const uint32_t gid = gidOf(t), me = gid + 1;
  const bool write = how & kWrite, atomic = how & kAtomic;
  const uint32_t granule = 1u << shift;
  bool reported = false;
  // Shared memory's cells outlive their block: an epoch of another block
  // is stale (the block's shared memory started afresh).
  auto live = [&](const Epoch &e) {
    return e.thread && (global || e.thread - 1 - gidBase < nthreads);
  };
  auto conflict = [&](const Epoch &e, uint32_t mask) {
    return live(e) && e.thread != me && (maskOf(e) & mask) &&
           !(atomic && atomicOf(e)) && e.clock > knows(t, e.thread - 1);
  };
  auto report = [&](const Epoch &e, bool wrote) {
    if (reported)
      return;
    reported = true;
    std::string at = global ? "byte offset " + std::to_string(offset) + " of " +
                                  global->name
                            : "shared memory offset " + std::to_string(offset);
    std::string mine = atomic ? (write && (how & kRead) ? "atomically updates "
                                 : write              ? "atomically writes "
                                                      : "atomically reads ")
                       : write ? "writes "
                               : "reads ";
    std::string theirs = atomicOf(e) ? (wrote ? " atomically wrote" : " atomically read")
                                     : (wrote ? " wrote" : " read");
    Machine::report(global ? "global-race" : "shared-race", site, t,
                    mine + std::to_string(bytes) + " bytes at " + at +
                        " that " + otherThread(e.thread - 1) + theirs +
                        " at " + where(siteOf(e)) +
                        (global ? " with nothing ordering them"
                                : " with no barrier in between"));
  };
  // A read keeps the later of two ordered reads and an unordered one
  // beside it; a third unordered reader is dropped.
  auto replaces = [&](const Epoch &e) {
    return !live(e) || e.thread == me || e.clock <= knows(t, e.thread - 1);
  };
  auto record = [&](Cell &c, uint32_t info) {
    if (write) {
      if (c.write.thread == me && c.write.clock == clockOf(t))
        info |= c.write.info & (0xfu << kMaskShift);
      c.write = {me, clockOf(t), info};
      c.read = c.read2 = Epoch();
      return;
    }
    if (c.read.thread == me && c.read.clock == clockOf(t))
      info |= c.read.info & (0xfu << kMaskShift);
    if (replaces(c.read)) {
      c.read = {me, clockOf(t), info};
      if (replaces(c.read2))
        c.read2 = Epoch();
    } else if (replaces(c.read2)) {
      c.read2 = {me, clockOf(t), info};
    }
  };
  size_t first = offset >> shift, last = (offset + bytes - 1) >> shift;
  // Shared memory, a multi-byte access whose bytes hold one history (the
  // common case: the same accesses of the same size wrote and read them)
  // and that conflicts with none of it: decided once for all its bytes.
  if (!global && last > first) {
    Cell *cs = static_cast<Cell *>(shadowCells);
    const Cell &c0 = cs[first];
    bool uniform = !(c0.write.info & kPendingBit);
    for (size_t g = first + 1; uniform && g <= last; ++g)
      uniform = std::memcmp(&cs[g], &c0, sizeof(Cell)) == 0;
    if (uniform && !conflict(c0.write, 1) &&
        (!write || (!conflict(c0.read, 1) && !conflict(c0.read2, 1)))) {
      record(cs[first], (site & kSiteBits) | 1u << kMaskShift |
                            (atomic ? kAtomicBit : 0));
      for (size_t g = first + 1; g <= last; ++g)
        cs[g] = cs[first];
      return;
    }
  }
  for (size_t g = first; g <= last; ++g) {
    size_t lo = std::max<size_t>(offset, g << shift);
    size_t hi = std::min<size_t>(offset + bytes, (g + 1) << shift);
    uint32_t mask = ((1u << (hi - lo)) - 1) << (lo - (g << shift));
    // Shared memory's cells are Cells; a buffer's are packed.
    Cell unpacked;
    GlobalCell *packed = nullptr;
    const void *key;
    GlobalShadow *shadow = nullptr;
    if (global) {
      shadow = static_cast<GlobalShadow *>(shadowCells);
      packed = shadow->cells + g;
      unpacked.write =
          unpack(packed->writeThread, packed->writeBits, packed->writeSite);
      uint32_t reader = packed->readThread;
      if (reader == kReadShared) {
        const SecondRead &s = shadow->second[g];
        reader = s.readThread;
        unpacked.read2 = unpack(s.read2Thread, s.read2Bits, s.read2Site);
      }
      unpacked.read = unpack(reader, packed->readBits, packed->readSite);
      key = packed;
    } else {
      key = static_cast<Cell *>(shadowCells) + g;
    }
    Cell &c = global ? unpacked : static_cast<Cell *>(shadowCells)[g];
    struct Repack {
      Machine &m;
      GlobalShadow *shadow;
      size_t g;
      Cell &c;
      ~Repack() {
        if (!shadow)
          return;
        GlobalCell *packed = shadow->cells + g;
        pack(c.write, packed->writeThread, packed->writeBits,
             packed->writeSite);
        if (!c.read.thread) {
          c.read = c.read2;
          c.read2 = Epoch();
        }
        pack(c.read, packed->readThread, packed->readBits, packed->readSite);
        if (c.read2.thread) {
          SecondRead &s = m.secondReads(*shadow)[g];
          uint16_t site;
          pack(c.read2, s.read2Thread, s.read2Bits, site);
          s.read2Site = site;
          s.readThread = packed->readThread;
          packed->readThread = kReadShared;
        }
      }
    } repack{*this, shadow, g, c};
    if (c.write.info & kPendingBit)
      resolvePending(c, key, global);
    bool plainPair = false;
    if (conflict(c.write, mask)) {
      if (write && !atomic && !atomicOf(c.write))
        plainPair = true; // benign if both write the same value
      else
        report(c.write, true);
    }
    if (write) {
      if (conflict(c.read, mask))
        report(c.read, false);
      else if (conflict(c.read2, mask))
        report(c.read2, false);
    }
    uint32_t info = (site & kSiteBits) | mask << kMaskShift |
                    (atomic ? kAtomicBit : 0);
    if (write) {
      if (plainPair) {
        PendingWrite &p = (global ? races.pendingWrites : pendingWrites)[key];
        p.memory = memory + (g << shift);
        for (uint32_t i = 0; i < granule; ++i)
          p.value[i] = mask >> i & 1 ? p.memory[i] : 0;
        p.mask = mask & maskOf(c.write);
        p.firstThread = c.write.thread - 1;
        p.firstSite = siteOf(c.write);
        p.secondThread = gid;
        p.secondSite = site;
        p.offset = g << shift;
        p.global = global;
        info |= kPendingBit;
      }
    }
    record(c, info);
  }
}

GlobalShadow::~GlobalShadow() {
  if (mapped)
    munmap(cells, mapped);
  if (secondMapped)
    munmap(second, secondMapped);
}

SecondRead *Machine::secondReads(GlobalShadow &shadow) {
  if (shadow.second)
    return shadow.second;
  // Like the shadow: pages only as granules get a second reader.
  size_t bytes = (shadow.count + 1) * sizeof(SecondRead);
  size_t mapped = (bytes + 4095) / 4096 * 4096;
  void *memory = mmap(nullptr, mapped, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (memory == MAP_FAILED)
    trap("cannot allocate the race check's second reads");
  shadow.secondMapped = mapped;
  shadow.second = static_cast<SecondRead *>(memory);
  return shadow.second;
}

void Machine::checkGlobalRace(const Thread &t, size_t region,
                              uintptr_t address, uint64_t bytes, uint32_t how,
                              uint32_t site) {
  const Region &r = regions[region];
  if (races.shadows.size() < regions.size())
    races.shadows.resize(regions.size());
  std::unique_ptr<GlobalShadow> &shadowOf = races.shadows[region];
  if (!shadowOf) {
    // Anonymous memory: the zero pages come lazily from the kernel, so a
    // buffer's shadow costs only what its accessed granules touch; huge
    // pages make that a fault per 2 MiB, not per 4 KiB.
    shadowOf = std::make_unique<GlobalShadow>();
    shadowOf->count = (r.bytes + 3) / 4;
    size_t huge = size_t(2) << 20, bytes = (shadowOf->count + 1) * sizeof(GlobalCell);
    size_t page = bytes >= huge ? huge : 4096; // small buffers: small pages
    shadowOf->mapped = (bytes + page - 1) / page * page;
    void *memory = mmap(nullptr, shadowOf->mapped, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (memory == MAP_FAILED) {
      shadowOf->mapped = 0;
      trap("cannot allocate the race check's shadow of " + r.name);
    }
    if (page == huge)
      madvise(memory, shadowOf->mapped, MADV_HUGEPAGE);
    shadowOf->cells = static_cast<GlobalCell *>(memory);
  }
  auto lo = reinterpret_cast<uintptr_t>(r.base);
  size_t offset = address - lo;
  // The common case, a plain access of one whole granule that only this
  // thread (or none) touched: no happens-before to consult.
  if (bytes == 4 && !(offset & 3) && !(how & kAtomic) && site < 0xffff) {
    GlobalCell &c = shadowOf->cells[offset >> 2];
    uint32_t me = gidOf(t) + 1;
    uint32_t clock = std::min(clockOf(t), kClockMax);
    constexpr uint32_t kPendingPacked = 1u << 31, kWhole = 0xfu << 26;
    if ((c.writeThread == 0 || c.writeThread == me) &&
        !(c.writeBits & kPendingPacked) &&
        (c.readThread == 0 || c.readThread == me)) {
      if (how & kWrite) {
        c.writeThread = me;
        c.writeBits = clock | kWhole;
        c.writeSite = static_cast<uint16_t>(site);
        c.readThread = 0;
      } else {
        c.readThread = me;
        c.readBits = clock | kWhole;
        c.readSite = static_cast<uint16_t>(site);
      }
      return;
    }
  }
  checkRace(t, shadowOf.get(), offset, bytes, 2, how, site, &r,
            static_cast<const unsigned char *>(r.base));
}

/// The pending write-write pairs of the block's shared memory (at the end
/// of a block), and of the launch's global memory (at the end of the
/// launch), are decided now.
void Machine::endRaces(bool sharedOnly) {
  // The cells' pending bits stay: a bit without an entry is cleared at the
  // cell's next access.
  for (bool global : {false, true}) {
    if (global && sharedOnly)
      break;
    std::vector<const void *> due;
    for (auto &[key, p] : global ? races.pendingWrites : pendingWrites)
      due.push_back(key);
    Cell scratch;
    for (const void *key : due)
      resolvePending(scratch, key, global);
  }
}
