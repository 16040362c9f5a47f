//===- LowerSpecialRegisters.h - The NVVM special-register ops -*- C++ -*-===//
//
// Part of warptile. Internal to lib/Sim: Lower.cpp's table of the
// `nvvm.read.ptx.sreg.*` ops the block model answers.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_LOWERSPECIALREGISTERS_H
#define WARPTILE_LIB_SIM_LOWERSPECIALREGISTERS_H

#include "warptile/Sim/RuntimeABI.h"

#include "llvm/ADT/StringRef.h"

#include <optional>

namespace warptile {
namespace sim {

/// The special register the NVVM op named `name` (`nvvm.read.ptx.sreg.*`)
/// reads through __wsim_sreg, if it is one of those (the 64-bit clocks are
/// not: __wsim_clock64).
std::optional<SpecialRegister> specialRegisterOf(llvm::StringRef name);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_LOWERSPECIALREGISTERS_H
