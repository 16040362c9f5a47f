//===- EntryPoints.cpp - The C ABI the lowered kernels call ---------------===//
//
// Part of warptile. The __wsim_* functions of RuntimeABI.h: each forwards
// to the running machine (gMachine) and does nothing of its own beyond
// unpacking its arguments.
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"
#include "warptile/Sim/TensorCore.h"
#include <cstdio>

using namespace warptile::sim;
using namespace warptile::sim::detail;

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

uint32_t __wsim_activemask(uint32_t site) { return gMachine->activeMask(site); }

void __wsim_warpsync(uint32_t mask, uint32_t site) {
  gMachine->collective(Coll::WarpSync, 0, mask, 0, 0, 0, site);
}

uint32_t __wsim_barrier(uint32_t id, uint32_t count, uint32_t op, uint32_t pred,
                        uint32_t site) {
  return gMachine->barrier(id, count, op, pred, site);
}

void __wsim_exit() {
  gMachine->exitThread();
  __builtin_unreachable();
}

void *__wsim_shared(uint64_t slot) { return gMachine->sharedSlot(slot); }

const void *__wsim_access(const void *address, uint64_t bytes, uint32_t flags,
                          uint32_t site) {
  return gMachine->access(address, bytes, flags, site);
}

const void *__wsim_access_masked(const void *address, uint64_t elementBytes,
                                 uint64_t mask, uint32_t flags, uint32_t site) {
  return gMachine->accessMasked(address, elementBytes, mask, flags, site);
}

void __wsim_fence(uint32_t flags) {
  gMachine->fence((flags & access::kOrderMask) >> access::kOrderShift,
                  flags & access::kBlockScope);
}

void __wsim_assertfail(const char *message, const char *file, uint32_t line,
                       const char *function, uint64_t) {
  // CUDA's own line: "FILE:LINE: FUNCTION: block: [x,y,z], thread: [x,y,z]
  // Assertion `MESSAGE` failed." The launch fails when the thread traps;
  // the threads executing with it still print theirs (Machine::step).
  const Thread &t = *gMachine->running();
  const Dim3 &b = gMachine->blockId();
  std::fflush(stdout);
  std::fprintf(stderr,
               "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion "
               "`%s` failed.\n",
               file ? file : "?", line, function ? function : "?", b.x, b.y,
               b.z, t.tid.x, t.tid.y, t.tid.z, message ? message : "?");
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
int64_t __wsim_budget = kTimeSlice;
int64_t __wsim_polls = 0;
uint32_t __wsim_uninit = 0;

void __wsim_yield(uint32_t site) { gMachine->yield(site); }

void __wsim_poisoned(uint32_t origin, uint32_t use, uint32_t site) {
  if (origin)
    gMachine->poisonedUse(origin, static_cast<PoisonUse>(use), site);
}

void __wsim_poisoned_store(uint32_t origin, uint32_t site, const void *address,
                           uint64_t bytes) {
  if (origin)
    gMachine->poisonedStore(origin, site, address, bytes);
}
}
