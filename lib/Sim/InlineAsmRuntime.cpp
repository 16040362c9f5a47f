//===- InlineAsmRuntime.cpp - Inline PTX in simulated kernels: running ----===//
//
// Part of warptile. __wsim_asm: runs a snippet that the lowering
// (InlineAsm.cpp) read, in the simulated thread that calls it, with the
// one interpreter of warptile/Ptx/InlineAsm.h. Its collectives are the
// block model's, exactly as the NVVM ops' (Collectives.cpp): they wait for
// the non-exited lanes of the mask and report what the ISA leaves
// undefined; its special registers are the thread's.
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"
#include "warptile/Ptx/InlineAsm.h"

using namespace warptile::sim;
using namespace warptile::sim::detail;

namespace {

class MachineHooks final : public warptile::ptx::AsmHooks {
public:
  explicit MachineHooks(uint32_t site) : site(site) {}

  ShuffleSource shuffle(ShuffleMode mode, uint32_t mask, uint32_t a,
                        uint32_t b, uint32_t c, uint32_t &value) override {
    uint64_t r = gMachine->collective(Coll::Shfl, static_cast<uint32_t>(mode),
                                      mask, a, b, c, site, 0);
    value = static_cast<uint32_t>(r);
    return {0, static_cast<bool>(r >> 32 & 1)};
  }
  uint32_t vote(unsigned kind, uint32_t mask, bool pred) override {
    return static_cast<uint32_t>(
        gMachine->collective(Coll::Vote, kind, mask, pred, 0, 0, site));
  }
  uint32_t match(unsigned kind, uint32_t mask, uint64_t value,
                 bool &pred) override {
    uint64_t r = gMachine->collective(Coll::Match, kind, mask, value, 0, 0, site);
    pred = r >> 32 & 1;
    return static_cast<uint32_t>(r);
  }
  uint32_t redux(unsigned kind, uint32_t mask, uint32_t value) override {
    return static_cast<uint32_t>(
        gMachine->collective(Coll::Redux, kind, mask, value, 0, 0, site));
  }
  void warpSync(uint32_t mask) override {
    gMachine->collective(Coll::WarpSync, 0, mask, 0, 0, 0, site);
  }
  uint32_t activeMask() override { return gMachine->activeMask(site); }
  uint32_t laneId() override {
    return gMachine->sreg(SpecialRegister::LaneId);
  }
  uint32_t warpId() override {
    return gMachine->sreg(SpecialRegister::WarpId);
  }
  void exitThread() override { gMachine->exitThread(); }

private:
  uint32_t site;
};

} // namespace

extern "C" void __wsim_asm(const void *program, uint64_t *slots,
                           uint32_t site) {
  MachineHooks hooks(site);
  warptile::ptx::execute(
      *static_cast<const warptile::ptx::AsmProgram *>(program), slots, hooks);
}
