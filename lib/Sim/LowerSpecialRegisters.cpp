//===- LowerSpecialRegisters.cpp - The NVVM special-register ops ---------===//
//
// Part of warptile. Which of the block model's special registers
// (RuntimeABI.h's __wsim_sreg) each `nvvm.read.ptx.sreg.*` op reads: the
// table Lower.cpp's rewrite of NVVM ops consults. Their values are
// Collectives.cpp's (PTX ISA, "Special Registers").
//
//===----------------------------------------------------------------------===//

#include "LowerSpecialRegisters.h"

#include "llvm/ADT/StringMap.h"

using namespace ::warptile::sim;

std::optional<SpecialRegister>
warptile::sim::specialRegisterOf(llvm::StringRef name) {
  static const llvm::StringMap<SpecialRegister> registers = {
      {"nvvm.read.ptx.sreg.tid.x", SpecialRegister::TidX},
      {"nvvm.read.ptx.sreg.tid.y", SpecialRegister::TidY},
      {"nvvm.read.ptx.sreg.tid.z", SpecialRegister::TidZ},
      {"nvvm.read.ptx.sreg.ntid.x", SpecialRegister::NTidX},
      {"nvvm.read.ptx.sreg.ntid.y", SpecialRegister::NTidY},
      {"nvvm.read.ptx.sreg.ntid.z", SpecialRegister::NTidZ},
      {"nvvm.read.ptx.sreg.ctaid.x", SpecialRegister::CtaIdX},
      {"nvvm.read.ptx.sreg.ctaid.y", SpecialRegister::CtaIdY},
      {"nvvm.read.ptx.sreg.ctaid.z", SpecialRegister::CtaIdZ},
      {"nvvm.read.ptx.sreg.nctaid.x", SpecialRegister::NCtaIdX},
      {"nvvm.read.ptx.sreg.nctaid.y", SpecialRegister::NCtaIdY},
      {"nvvm.read.ptx.sreg.nctaid.z", SpecialRegister::NCtaIdZ},
      {"nvvm.read.ptx.sreg.laneid", SpecialRegister::LaneId},
      {"nvvm.read.ptx.sreg.warpsize", SpecialRegister::WarpSize},
      {"nvvm.read.ptx.sreg.warpid", SpecialRegister::WarpId},
      {"nvvm.read.ptx.sreg.nwarpid", SpecialRegister::NWarpId},
      {"nvvm.read.ptx.sreg.lanemask.eq", SpecialRegister::LaneMaskEq},
      {"nvvm.read.ptx.sreg.lanemask.le", SpecialRegister::LaneMaskLe},
      {"nvvm.read.ptx.sreg.lanemask.lt", SpecialRegister::LaneMaskLt},
      {"nvvm.read.ptx.sreg.lanemask.ge", SpecialRegister::LaneMaskGe},
      {"nvvm.read.ptx.sreg.lanemask.gt", SpecialRegister::LaneMaskGt},
      {"nvvm.read.ptx.sreg.clock", SpecialRegister::Clock},
      {"nvvm.read.ptx.sreg.smid", SpecialRegister::SmId},
      {"nvvm.read.ptx.sreg.nsmid", SpecialRegister::NSmId},
      {"nvvm.read.ptx.sreg.gridid", SpecialRegister::GridId},
      {"nvvm.read.ptx.sreg.clusterid.x", SpecialRegister::ClusterIdX},
      {"nvvm.read.ptx.sreg.clusterid.y", SpecialRegister::ClusterIdY},
      {"nvvm.read.ptx.sreg.clusterid.z", SpecialRegister::ClusterIdZ},
      {"nvvm.read.ptx.sreg.nclusterid.x", SpecialRegister::NClusterIdX},
      {"nvvm.read.ptx.sreg.nclusterid.y", SpecialRegister::NClusterIdY},
      {"nvvm.read.ptx.sreg.nclusterid.z", SpecialRegister::NClusterIdZ},
      {"nvvm.read.ptx.sreg.cluster.ctaid.x", SpecialRegister::ClusterCtaIdX},
      {"nvvm.read.ptx.sreg.cluster.ctaid.y", SpecialRegister::ClusterCtaIdY},
      {"nvvm.read.ptx.sreg.cluster.ctaid.z", SpecialRegister::ClusterCtaIdZ},
      {"nvvm.read.ptx.sreg.cluster.nctaid.x", SpecialRegister::ClusterNCtaIdX},
      {"nvvm.read.ptx.sreg.cluster.nctaid.y", SpecialRegister::ClusterNCtaIdY},
      {"nvvm.read.ptx.sreg.cluster.nctaid.z", SpecialRegister::ClusterNCtaIdZ},
      {"nvvm.read.ptx.sreg.cluster.ctarank", SpecialRegister::ClusterCtaRank},
      {"nvvm.read.ptx.sreg.cluster.nctarank",
       SpecialRegister::ClusterNCtaRank},
      {"nvvm.read.ptx.sreg.dynamic.smem.size",
       SpecialRegister::DynamicSmemSize},
      {"nvvm.read.ptx.sreg.total.smem.size", SpecialRegister::TotalSmemSize},
      {"nvvm.read.ptx.sreg.aggr.smem.size", SpecialRegister::AggrSmemSize},
  };
  if (auto it = registers.find(name); it != registers.end())
    return it->second;
  return std::nullopt;
}
