//===- MatrixOps.cpp - ldmatrix, mma.sync and cp.async --------------------===//
//
// Part of warptile. The warp's side of the tensor-core instructions (the
// fragment arithmetic is in TensorCore.cpp) and cp.async's groups: copies
// read their source when issued and land at the wait that covers them.
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"
#include "warptile/Sim/TensorCore.h"
#include <cstring>

using namespace warptile::sim;
using namespace warptile::sim::detail;

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
  if (coll == Coll::WmmaLoad || coll == Coll::WmmaMma ||
      coll == Coll::WmmaStore)
    return completeWmma(warp, coll, sub, group, site);
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
