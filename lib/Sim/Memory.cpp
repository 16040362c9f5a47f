//===- Memory.cpp - The memory checks of every access ---------------------===//
//
// Part of warptile. Every load, store and atomic of a simulated kernel is
// checked here before it is performed: alignment, the state space its
// instruction names, shared memory (bounds, uninitialised bytes, pending
// cp.async copies, races) and global memory (the buffers and their red
// zones, races, the stacks, module globals); atomics' release/acquire
// sides go to HappensBefore.cpp.
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"
#include <algorithm>
#include <cstring>

using namespace warptile::sim;
using namespace warptile::sim::detail;

namespace {
const char *spaceName(uint32_t space) {
  switch (space) {
  case 1:
    return ".global";
  case 3:
    return ".shared";
  case 4:
    return ".const";
  case 5:
    return ".local";
  }
  return "generic";
}
} // namespace

void *Machine::sharedSlot(uint64_t slot) {
  if (slot == kDynamicSharedSlot)
    return shared((uint64_t(launch.staticSmem) + 15) & ~uint64_t(15));
  if (!launch.sharedSlots)
    return shared(slot);
  if (slot >= launch.sharedSlots->size() || (*launch.sharedSlots)[slot] == ~0ull)
    trap("a shared variable that the launched kernel's layout does not hold "
         "(slot " + std::to_string(slot) + ")");
  return shared((*launch.sharedSlots)[slot]);
}

void Machine::poisonedStore(uint32_t origin, uint32_t site,
                            const void *address, uint64_t bytes) {
  auto a = reinterpret_cast<uintptr_t>(address);
  uintptr_t lo = reinterpret_cast<uintptr_t>(arena.data()) + kRedZone;
  if ((origin & kUninitOrigin) && a >= lo && a + bytes <= lo + sharedBytes) {
    // As MemorySanitizer does: the undefined value moves, the report waits
    // for a use of it (CUB's raking scan writes its padding cell back).
    std::memset(shadow.data() + (a - lo), 0, bytes);
    return;
  }
  poisonedUse(origin, PoisonUse::Store, site);
}

bool Machine::access(const Thread &t, const void *address, uint64_t bytes,
                     uint32_t flags, uint32_t site) {
  auto a = reinterpret_cast<uintptr_t>(address);
  uint32_t order = (flags & access::kOrderMask) >> access::kOrderShift;
  uint32_t space = (flags & access::kSpaceMask) >> access::kSpaceShift;
  bool update = (flags & 3) == 3;
  uint32_t how = (flags & access::kWrite ? kWrite : 0) |
                 (flags & access::kRead ? kRead : 0) |
                 (order || update ? kAtomic : 0);
  const char *verb = update ? "updates " : flags & 1 ? "writes " : "reads ";
  // PTX ISA, "Addresses as Operands": "The address must be naturally
  // aligned to a multiple of the access size. If an address is not
  // properly aligned, the resulting behavior is undefined." Vector
  // accesses need the whole vector's size; the lowering passes the
  // alignment the LLVM op declares where smaller (NVPTX splits such an
  // access), atomics' natural one.
  uint64_t align = uint64_t(1) << ((flags & access::kAlignMask) >>
                                   access::kAlignShift);
  auto misaligned = [&](const std::string &at) {
    report("misaligned", site, t,
           verb + std::to_string(bytes) + " bytes at " + at +
               ", which is not " + std::to_string(align) + "-byte aligned");
  };
  // PTX ISA, "State Spaces" and "Generic Addressing": an instruction
  // naming .shared, .global, .const or .local takes an address of that
  // space; only a generic address may point anywhere. The lowering passes
  // the LLVM address space of the pointer (1 global, 3 shared, 4 const, 5
  // local, 0 generic).
  auto wrongSpace = [&](const char *is) {
    report("state-space", site, t,
           std::string("a ") + spaceName(space) + " access " +
               (flags & 1 ? "writes " : "reads ") + std::to_string(bytes) +
               " bytes at an address of " + is + " (the GPU faults or reaches "
               "other memory)");
  };
  auto arenaLo = reinterpret_cast<uintptr_t>(arena.data());
  if (a >= arenaLo && a < arenaLo + arena.size()) {
    uintptr_t lo = arenaLo + kRedZone;
    if (space && space != 3)
      wrongSpace("shared memory");
    if (a & (align - 1))
      misaligned("shared memory offset " +
                 std::to_string(static_cast<intptr_t>(a - lo)));
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
            if (flags & access::kDeferUninit) {
              // The value's uses are reported (Poison.cpp), not the read:
              // CUB reads padding it never wrote and selects it away.
              __wsim_uninit = kUninitOrigin | (site + 1);
              Thread &reader = self();
              reader.uninitSite = site;
              reader.uninitOffset = a - lo;
              reader.uninitBytes = static_cast<uint32_t>(bytes);
              break;
            }
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
      checkRace(t, cells.data(), a - lo, bytes, 0, how, site, nullptr,
                static_cast<const unsigned char *>(shared(0)));
      if (order)
        syncAccess(self(), a, true, how, order, flags & access::kBlockScope);
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
  // A buffer or module global: the race check and the synchronisation of
  // atomics.
  auto inside = [&](size_t i) {
    const Region &r = regions[i];
    if (space == 3 || space == 5)
      wrongSpace(r.exact ? "a module global" : "global memory");
    if (a & (align - 1))
      misaligned("byte offset " +
                 std::to_string(a - reinterpret_cast<uintptr_t>(r.base)) +
                 " of " + r.name);
    checkGlobalRace(t, i, a, bytes, how, site);
    if (order)
      syncAccess(self(), a, false, how, order, flags & access::kBlockScope);
    return true;
  };
  for (size_t i = 0; i < regions.size(); ++i) {
    const Region &r = regions[i];
    auto lo = reinterpret_cast<uintptr_t>(r.base);
    if (r.exact && a >= lo && a + bytes <= lo + r.bytes)
      return inside(i);
  }
  for (size_t i = 0; i < regions.size(); ++i) {
    const Region &r = regions[i];
    auto lo = reinterpret_cast<uintptr_t>(r.base);
    if (r.exact || a + bytes <= lo - kRedZone || a >= lo + r.bytes + kRedZone)
      continue;
    if (a >= lo && a + bytes <= lo + r.bytes)
      return inside(i);
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
      a + bytes <= reinterpret_cast<uintptr_t>(stacks) + stacksBytes) {
    if (space && space != 5)
      wrongSpace("a thread's stack (local memory)");
    if (a & (align - 1))
      misaligned("a stack address");
    return true;
  }
  report("global-oob", site, t,
         std::string(flags & 1 ? "writes " : "reads ") + std::to_string(bytes) +
             " bytes at address " + hexAddress(a) +
             ", far from every buffer (argument, gpu.alloc, registered host "
             "memory), shared memory and stack (the access "
             "is not performed)");
  return false;
}
