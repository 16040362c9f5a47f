//===- Memory.cpp - The memory checks of every access ---------------------===//
//
// Part of warptile. Every load, store and atomic of a simulated kernel is
// checked here before it is performed: shared memory (bounds, uninitialised
// bytes, pending cp.async copies, races) and global memory (the buffers and
// their red zones, the stacks, module globals).
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"
#include <algorithm>
#include <cstring>

using namespace warptile::sim;
using namespace warptile::sim::detail;

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
             ", far from every buffer (argument, gpu.alloc, registered host "
             "memory), shared memory and stack (the access "
             "is not performed)");
  return false;
}
