//===- Races.cpp - The shared-memory race model ---------------------------===//
//
// Part of warptile. Per byte of shared memory: the last writer and the
// readers since, with the block's and the warp's synchronisation epochs;
// an unordered pair with a write is a shared-race (docs/Sim.md).
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"

using namespace warptile::sim;
using namespace warptile::sim::detail;

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
