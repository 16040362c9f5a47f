//===- PtxRequirements.cpp - Which chip and PTX version an op needs -------===//
//
// Part of warptile. The requirements are the PTX ISA's ("PTX ISA Notes"
// and "Target ISA Notes" of each instruction), as the NVPTX backend of
// LLVM 22 enforces them.
//
//===----------------------------------------------------------------------===//

#include "PtxRequirements.h"

#include "warptile/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace {

/// What one op needs: an SM version, an arch-specific (`a`) or family
/// (`f`) chip, a PTX version.
struct Requirement {
  unsigned sm = 0;
  bool archSpecific = false;
  unsigned ptx = 0;
};

std::string ptxText(unsigned version) {
  return std::to_string(version / 10) + "." + std::to_string(version % 10);
}

/// The requirement of `op`, if it has one beyond every chip's.
std::optional<Requirement> requirementOf(Operation *op) {
  StringRef name = op->getName().getStringRef();
  // %aggr_smem_size: "Introduced in PTX ISA version 8.1. Requires sm_90 or
  // higher."
  if (name == "nvvm.read.ptx.sreg.aggr.smem.size")
    return Requirement{90, false, 81};
  // setmaxnreg: "Introduced in PTX ISA version 8.0. Supported on sm_90a,
  // sm_100a, sm_101a, sm_120a" and later arch-specific and family chips.
  if (isa<NVVM::SetMaxRegisterOp>(op))
    return Requirement{90, true, 80};
  // Cluster special registers: "Introduced in PTX ISA version 7.8.
  // Requires sm_90 or higher."; griddepcontrol likewise.
  if (name.starts_with("nvvm.read.ptx.sreg.cluster") ||
      name.starts_with("nvvm.read.ptx.sreg.nclusterid") ||
      name.starts_with("nvvm.read.ptx.sreg.clusterid") ||
      isa<NVVM::GriddepcontrolOp>(op))
    return Requirement{90, false, 78};
  if (auto intr = dyn_cast<LLVM::CallIntrinsicOp>(op);
      intr && intr.getIntrin() == "llvm.nvvm.is_explicit_cluster")
    return Requirement{90, false, 78};
  // cvt.tf32.f32: ".rna: PTX ISA 7.0, sm_80"; ".rna.satfinite: PTX ISA 8.1"
  // ; ".rn/.rz{.relu}: PTX ISA 7.8, sm_90"; ".rn/.rz.satfinite: PTX ISA 8.6,
  // sm_100".
  if (auto cvt = dyn_cast<NVVM::ConvertFloatToTF32Op>(op)) {
    bool sat = cvt.getSat() == NVVM::SaturationMode::SATFINITE;
    if (cvt.getRnd() == NVVM::FPRoundingMode::RNA)
      return Requirement{80, false, sat ? 81u : 70u};
    return sat ? Requirement{100, false, 86} : Requirement{90, false, 78};
  }
  // Ops that NVPTX cannot select below these (LLVM aborted with "Cannot
  // select" at the default chip; found by test/Sim/sweep's op sweep).
  // redux.sync: "Support for .f32 type is introduced in PTX ISA version
  // 8.6 ... requires sm_100a" (and the later arch-specific chips).
  if (auto redux = dyn_cast<NVVM::ReduxOp>(op))
    if (redux.getVal().getType().isF32())
      return Requirement{100, true, 86};
  // fence.proxy.tensormap::generic: "Introduced in PTX ISA version 8.3 ...
  // Requires sm_90 or higher."
  if (name == "nvvm.fence.proxy.acquire" || name == "nvvm.fence.proxy.release")
    return Requirement{90, false, 83};
  // fence{.proxy.async::generic}.{acquire,release}.sync_restrict:
  // "Introduced in PTX ISA version 8.6 ... Requires sm_90 or higher."
  if (name == "nvvm.fence.proxy.sync_restrict" ||
      name == "nvvm.fence.sync_restrict")
    return Requirement{90, false, 86};
  // st.bulk: "Introduced in PTX ISA version 8.6. Requires sm_100 or
  // higher."
  if (name == "nvvm.st.bulk")
    return Requirement{100, false, 86};
  // cvt with .e2m3x2/.e3m2x2/.e2m1x2 and .ue8m0x2 (either way):
  // "Introduced in PTX ISA version 8.6 ... requires sm_100a"; with .rs
  // (stochastic rounding, .f16x2/.bf16x2 from .f32): PTX ISA 8.7, sm_100a.
  if (name == "nvvm.convert.f32x2.to.f6x2" ||
      name == "nvvm.convert.f32x2.to.f4x2" ||
      name == "nvvm.convert.f6x2.to.f16x2" ||
      name == "nvvm.convert.f4x2.to.f16x2" ||
      name == "nvvm.convert.bf16x2.to.f8x2" ||
      name == "nvvm.convert.f8x2.to.bf16x2")
    return Requirement{100, true, 86};
  if (auto cvt = dyn_cast<NVVM::ConvertF32x2ToF16x2Op>(op);
      cvt && cvt.getRnd() == NVVM::FPRoundingMode::RS)
    return Requirement{100, true, 87};
  if (auto cvt = dyn_cast<NVVM::ConvertF32x2ToBF16x2Op>(op);
      cvt && cvt.getRnd() == NVVM::FPRoundingMode::RS)
    return Requirement{100, true, 87};
  if (auto cvt = dyn_cast<NVVM::ConvertF32x2ToF8x2Op>(op);
      cvt && isa<Float8E8M0FNUType>(cvt.getDstTy()))
    return Requirement{100, true, 86};
  // wgmma.mma_async, which MLIR's NVVM lowering turns into inline PTX (and
  // whose op, unlike wgmma's fences, has no chip check of its own):
  // "Introduced in PTX ISA version 8.0. Requires sm_90a." ptxas refuses it
  // for sm_90 ("not supported on .target 'sm_90'"; found by the op sweep).
  if (auto inlineAsm = dyn_cast<LLVM::InlineAsmOp>(op))
    if (StringRef(inlineAsm.getAsmString()).contains("wgmma.mma_async"))
      return Requirement{90, true, 80};
  // atom.cas.b128: "Support for .b128 type for atom.cas is introduced in
  // PTX ISA version 8.3 ... requires sm_90 or higher." At the system
  // scope (a cmpxchg without a syncscope: NVPTX emits .sys) ptxas also
  // wants 8.4: "Feature '.b128 with .sys' requires PTX ISA .version 8.4
  // or later".
  if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op))
    if (cas.getVal().getType().isInteger(128)) {
      std::optional<StringRef> scope = cas.getSyncscope();
      bool system = !scope || scope->empty() || *scope == "system";
      return Requirement{90, false, system ? 84u : 83u};
    }
  return std::nullopt;
}

std::string describe(Operation *op) {
  if (isa<LLVM::AtomicCmpXchgOp>(op))
    return "a 128-bit 'llvm.cmpxchg' (atom.cas.b128)";
  if (isa<LLVM::InlineAsmOp>(op))
    return "'nvvm.wgmma.mma_async' (inline PTX wgmma.mma_async)";
  return "'" + op->getName().getStringRef().str() + "'";
}

} // namespace

bool mlir::warptile::mayNeedNewerPTX(ModuleOp module) {
  WalkResult result = module.walk([](Operation *op) {
    if (isa_and_nonnull<NVVM::NVVMDialect, LLVM::LLVMDialect>(op->getDialect()) ||
        isa<memref::GenericAtomicRMWOp>(op))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

FailureOr<unsigned> mlir::warptile::checkPTXRequirements(ModuleOp lowered,
                                                         StringRef chip) {
  std::optional<unsigned> sm = smVersionOf(chip);
  char suffix = chip.empty() ? 0 : chip.back();
  bool archSpecific = suffix == 'a' || suffix == 'f';
  unsigned needed = 0;
  bool ok = true;
  lowered.walk([&](gpu::GPUModuleOp module) {
    module.walk([&](Operation *op) {
      std::optional<Requirement> req = requirementOf(op);
      if (!req)
        return;
      if (sm && (*sm < req->sm || (req->archSpecific && !archSpecific))) {
        std::string chips = "sm_" + std::to_string(req->sm) + " or newer";
        if (req->archSpecific) {
          chips = "an arch-specific chip (sm_" + std::to_string(req->sm) + "a";
          if (req->sm < 100)
            chips += ", sm_100a";
          chips += ", sm_100f, sm_120a, ...)";
        }
        emitError(op->getLoc())
            << describe(op) << " needs " << chips << " and PTX "
            << ptxText(req->ptx) << "; the target chip is " << chip;
        ok = false;
        return;
      }
      needed = std::max(needed, req->ptx);
    });
  });
  if (!ok)
    return failure();
  return needed;
}

std::string mlir::warptile::withPTXVersion(StringRef features,
                                           unsigned version) {
  if (!version)
    return features.str();
  SmallVector<StringRef> parts;
  features.split(parts, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  SmallVector<std::string> kept;
  bool enough = false;
  for (StringRef part : parts) {
    unsigned asked = 0;
    StringRef rest = part;
    if (rest.consume_front("+ptx") && !rest.getAsInteger(10, asked)) {
      if (asked < version)
        continue; // raised below
      enough = true;
    }
    kept.push_back(part.str());
  }
  if (!enough)
    kept.push_back("+ptx" + std::to_string(version));
  return llvm::join(kept, ",");
}
